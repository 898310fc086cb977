package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.run.ScenarioSetup;
import org.muster.view.BattleView;
import org.muster.view.Geometry;
import org.muster.view.MapFiles;
import org.muster.view.MapSvg;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Checks scenario files against the format and their rule set without running them. With {@code --map} it also
 * draws each one (as {@code muster map} does) with its geometry problems marked, and a file its rule set refuses is
 * drawn as written with the refusal, so bad geometry is seen as well as refused.
 */
@Command(name = "validate", description = "Check scenario files without running them.",
        footer = {"", "Examples:", "  muster validate scenarios/acw-skirmish/*.yaml",
            "  muster validate --map my-scenario.yaml      # also draw it: reports/maps/<ruleset>/my-scenario.svg"})
final class ValidateCommand extends SpecCommand {
    @Parameters(arity = "1..*", paramLabel = "SCENARIO", description = "Scenario files.")
    List<Path> files;

    @Option(names = "--map", description = "Also draw each scenario with its geometry problems marked (overlapping "
            + "units, units in water, footprints or objectives reaching off the table, and what the rule set "
            + "refused), into --map-dir.")
    boolean map;

    @Option(names = "--map-dir", paramLabel = "DIR", description = "Where --map writes <ruleset>/<scenario>.svg "
            + "(default: reports/maps).")
    Path mapDir;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (!map) {
            for (Path f : files) {
                ScenarioSetup.Loaded l = ScenarioSetup.load(f, null, null);
                out.printf("ok: %s (%s, %d units)%n", f, l.ruleset().id(), l.template().unitCount());
            }
            return ExitCodes.OK;
        }
        int code = ExitCodes.OK;
        for (Path f : files) {
            ScenarioSetup.Loaded l;
            try {
                l = ScenarioSetup.load(f, null, null);
            } catch (ScenarioException e) {
                // Refused: draw what was written, the refusal marked where its message places it.
                spec.commandLine().getErr().println(e.getMessage());
                code = ExitCodes.BAD_INPUT;
                Scenario s;
                try {
                    s = ScenarioReader.read(f, Map.of());
                } catch (ScenarioException unreadable) {
                    out.println("refused: " + f + "; not drawn: the file itself could not be read");
                    continue;
                }
                BattleView v = BattleView.sketch(s);
                Path target = MapCommand.defaultTarget(mapDir, s.ruleset(), f);
                MapFiles.write(target, v, List.of(refusal(e.getMessage())), "--map-dir");
                out.println("refused: " + f + "; drawn as written: " + target);
                continue;
            }
            BattleView v = BattleView.of(l.template(), null);
            List<MapSvg.Problem> problems = Geometry.problems(v);
            Path target = MapCommand.defaultTarget(mapDir, l.scenario().ruleset(), f);
            MapFiles.write(target, v, problems, "--map-dir");
            out.printf("ok: %s (%s, %d units); map %s%s%n", f, l.ruleset().id(), l.template().unitCount(), target,
                    problems.isEmpty() ? "" : ", " + problems.size() + " geometry problem"
                            + (problems.size() == 1 ? "" : "s") + ":");
            for (MapSvg.Problem p : problems) {
                out.println("  problem: " + p.message());
            }
        }
        return code;
    }

    /** The refusal as a problem: ringed at the first "(x, y)" its message names, else only listed. */
    static MapSvg.Problem refusal(String message) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\((-?[0-9.]+), (-?[0-9.]+)\\)").matcher(message);
        if (m.find()) {
            return new MapSvg.Problem(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), 2,
                    "refused: " + message);
        }
        return new MapSvg.Problem(Double.NaN, Double.NaN, 0, "refused: " + message);
    }
}
