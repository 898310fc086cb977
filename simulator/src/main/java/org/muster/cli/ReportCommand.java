package org.muster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.muster.report.HtmlReport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** Writes report.html into finished output folders, from their CSV files and manifest, and prints its path. */
@Command(name = "report", description = "Write a self-contained report.html with charts into finished run folders.",
        footer = {"", "Examples:", "  muster report reports/meeting-engagement-20261129-140102",
            "  muster run scenarios/acw-skirmish/meeting-engagement.yaml --report   (the same, right after the run)"})
final class ReportCommand extends SpecCommand {
    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Output folders written by muster run.")
    List<Path> dirs;

    @Override
    public Integer call() throws IOException {
        for (Path dir : dirs) {
            Path report = HtmlReport.write(dir);
            spec.commandLine().getOut().println("wrote " + report);
        }
        return ExitCodes.OK;
    }
}
