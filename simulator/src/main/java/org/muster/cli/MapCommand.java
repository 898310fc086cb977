package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.run.ScenarioSetup;
import org.muster.view.BattleView;
import org.muster.view.Geometry;
import org.muster.view.MapFiles;
import org.muster.view.MapSvg;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Draws the table of compiled scenarios: terrain, objectives, deployment zones and units at their start positions,
 * to scale, with the geometry problems of {@code validate --map} marked.
 */
@Command(name = "map", description = "Draw a scenario's table (terrain, objectives, zones, units) as SVG or HTML.",
        footer = {"", "Examples:", "  muster map scenarios/hardtack/stone-wall.yaml --out stone-wall.svg",
            "  muster map scenarios/*/*.yaml --out reports/maps      # one <ruleset>/<name>.svg per scenario"})
final class MapCommand extends SpecCommand {
    @Parameters(arity = "1..*", paramLabel = "SCENARIO", description = "Scenario files.")
    List<Path> files;

    @Option(names = "--out", paramLabel = "FILE|DIR", description = "FILE.svg or FILE.html for one scenario; "
            + "otherwise a folder that gets <ruleset>/<scenario>.svg for each (default: reports/maps).")
    Path out;

    @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a rule parameter (repeatable).")
    Map<String, String> sets = Map.of();

    @Option(names = "--var", paramLabel = "NAME=VALUE", description = "Set a scenario variable (repeatable).")
    Map<String, String> vars = Map.of();

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        boolean single = out != null && isFile(out);
        if (single && files.size() > 1) {
            MapFiles.isHtml(out, "--out");
            throw new org.muster.model.ScenarioException("command line", 0, "--out", "value '" + out + "' names one "
                    + "file but " + files.size() + " scenarios are given: give a folder");
        }
        for (Path f : files) {
            ScenarioSetup.Loaded l = ScenarioSetup.load(f, sets, null, vars);
            BattleView v = BattleView.of(l.template(), null);
            List<MapSvg.Problem> problems = Geometry.problems(v);
            Path target = single ? out : defaultTarget(out, l.scenario().ruleset(), f);
            MapFiles.write(target, v, problems, "--out");
            stdout.println("wrote " + target + (problems.isEmpty() ? "" : " (" + problems.size()
                    + " geometry problem" + (problems.size() == 1 ? "" : "s") + " marked)"));
            for (MapSvg.Problem p : problems) {
                stdout.println("  problem: " + p.message());
            }
        }
        return ExitCodes.OK;
    }

    static boolean isFile(Path p) {
        String n = p.getFileName() == null ? "" : p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".svg") || n.endsWith(".html") || n.endsWith(".htm");
    }

    /** {@code dir/<ruleset>/<scenario file name without .yaml>.svg}, dir defaulting to reports/maps. */
    static Path defaultTarget(Path dir, String ruleset, Path scenario) {
        Path base = dir != null ? dir : Paths.get("reports", "maps");
        return base.resolve(ruleset).resolve(RunCommand.stem(scenario) + ".svg");
    }
}
