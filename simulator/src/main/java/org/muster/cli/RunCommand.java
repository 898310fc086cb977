package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.batch.BatchResult;
import org.muster.batch.RunPlan;
import org.muster.engine.BattleRecord;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.run.RunWorkflow;
import org.muster.run.ScenarioSetup;
import org.muster.stats.Summary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Plays a seeded batch of battles of each scenario and writes summary.csv, units.csv, casualties.csv,
 * manifest.properties (and battles.csv on request) into one folder per scenario, then prints a short summary.
 */
@Command(name = "run", description = "Play a seeded batch of battles and write the statistics as CSV.",
        footer = {"", "Examples:", "  muster run scenarios/acw-skirmish/meeting-engagement.yaml --report",
            "  muster run scenarios/acw-skirmish/farm-assault.yaml -n 20000 --seed 7 --battles-csv",
            "  muster run scenarios/acw-skirmish/farm-assault.yaml --progress lines --format json > summary.json",
            "  muster run scenarios/acw-skirmish/meeting-engagement.yaml -n 100000 --precision 0.01",
            "  muster run scenarios/acw-skirmish/meeting-engagement.yaml --set morale.fire-trigger=off --ai 0=naive"})
final class RunCommand extends SpecCommand {
    @Parameters(arity = "1..*", paramLabel = "SCENARIO", description = "Scenario files.")
    List<Path> scenarios;

    @Option(names = {"-n", "--battles"}, defaultValue = "10000", paramLabel = "N",
            description = "Battles to play (default: ${DEFAULT-VALUE}).")
    long battles;

    @Option(names = "--chunk-size", paramLabel = "C",
            description = "Battles per chunk, the unit of work (default: 1000 with --precision, else N/64 between 25 "
                    + "and 1000, so that every thread has work). Results depend on it only through --precision "
                    + "stopping.")
    Integer chunkSize;

    @Mixin
    AiOption ai = new AiOption();

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder (default: reports/<scenario>-<yyyyMMdd-HHmmss>).")
    Path out;

    @Option(names = "--battles-csv", description = "Also write battles.csv, one row per battle.")
    boolean battlesCsv;

    @Option(names = "--precision", paramLabel = "H",
            description = "Stop at the first chunk boundary where every side's 95%% win-rate interval has a half-width "
                    + "of at most H (e.g. 0.01 for +-1 point), or when -n battles are played. Deterministic for a "
                    + "seed.")
    Double precision;

    @Mixin
    VarOptions var = new VarOptions();

    @Mixin
    PlayOptions play = new PlayOptions();

    @Mixin
    TerminalOptions terminal = new TerminalOptions();

    @Mixin
    SparkOption spark = new SparkOption();

    @Option(names = "--resume", paramLabel = "DIR",
            description = "Continue the interrupted run whose output folder is DIR: repeat its command with this "
                    + "option. The result is the same as if it had never been interrupted.")
    Path resume;

    @Option(names = "--no-heatmap", description = "Do not tally heatmap.csv (where figures fell, units broke and "
            + "ended). Results do not depend on it.")
    boolean noHeatmap;

    @Option(names = "--no-map", description = "Do not write map.svg (the table as compiled); a report of the run "
            + "then has no drawings of the table. With --no-heatmap, the folder holds what a committed baseline "
            + "keeps (reports/baseline/).")
    boolean noMap;

    @Option(names = "--force", description = "Replace what --out holds (a finished or interrupted earlier run), "
            + "whole; without it a folder that holds anything is refused.")
    boolean force;

    @Override
    public Integer call() throws IOException {
        if (battles < 1 || battles > RunPlan.MAX_BATTLES) {
            throw new ScenarioException("command line", 0, "-n", "value " + battles + " must be in [1, "
                    + RunPlan.MAX_BATTLES + "]");
        }
        int t = play.localThreads();
        if (chunkSize == null) {
            // With --precision the chunk is where a run may stop, so its default stays the one a run's results have
            // always been cut by; without, the chunking moves no result and the default spreads a run over the workers.
            chunkSize = RunPlan.defaultChunkSize(battles, precision != null);
        }
        if (chunkSize < 1 || chunkSize > RunPlan.MAX_CHUNK_SIZE) {
            throw new ScenarioException("command line", 0, "--chunk-size", "value " + chunkSize
                    + " must be in [1, " + RunPlan.MAX_CHUNK_SIZE + "]");
        }
        if (precision != null && !(precision > 0 && precision < 1)) {
            throw new ScenarioException("command line", 0, "--precision", "value " + precision
                    + " must be greater than 0 and less than 1");
        }
        if (resume != null) {
            if (scenarios.size() != 1 || (out != null && !out.equals(resume))) {
                throw new ScenarioException("command line", 0, "--resume", "resumes one scenario's run, into its own "
                        + "folder (no other --out)");
            }
            out = resume;
        }
        if (force && resume != null) {
            throw new ScenarioException("command line", 0, "--force", "replaces the folder and --resume continues it; "
                    + "give one of them");
        }
        if (out != null && scenarios.size() > 1) {
            // Each scenario writes OUT/<file name without .yaml>: two files of one name would write one folder.
            Map<String, Path> stems = new java.util.HashMap<>();
            for (Path f : scenarios) {
                Path was = stems.putIfAbsent(stem(f), f);
                if (was != null) {
                    throw new ScenarioException(f.toString(), 0, "--out", "this scenario and " + was + " would both "
                            + "write " + out.resolve(stem(f)) + "; run them with separate --out folders, or rename "
                            + "one");
                }
            }
        }
        // Load and check every scenario before playing any, so a typo in the last one costs nothing.
        List<ScenarioSetup.Loaded> loaded = new java.util.ArrayList<>();
        for (Path f : scenarios) {
            loaded.add(ScenarioSetup.load(f, play.sets, ai.ais, var.vars));
        }
        String command = "muster " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
        RunWorkflow.Settings settings = new RunWorkflow.Settings(play.seed, battles, play.threads, chunkSize,
                battlesCsv, precision, play.sets, ai.ais, var.vars, resume != null, !noHeatmap, !noMap,
                play.report);
        try (Backend backend = spark.backend("muster run " + scenarios.get(0).getFileName()
                + (scenarios.size() > 1 ? " and " + (scenarios.size() - 1) + " more" : ""))) {
            return RunWorkflow.runAll(loaded, settings, backend, out, force, command, new Shown(),
                    spec.commandLine().getErr()) ? ExitCodes.OK : ExitCodes.INTERRUPTED;
        }
    }

    static String stem(Path file) {
        return RunWorkflow.stem(file);
    }

    /** Progress on stderr as --progress and --quiet say; the summary on stdout as --format says. */
    private final class Shown implements RunWorkflow.Display {
        @Override
        public RunWorkflow.Progress open(String task, long total) {
            return Progress.open(terminal.progress, play.quiet, task, total);
        }

        @Override
        public void finished(RunWorkflow.Finished run) throws IOException {
            if (play.quiet) {
                return;
            }
            PrintWriter stdout = spec.commandLine().getOut();
            if (terminal.format == TerminalOptions.Format.table) {
                printSummary(stdout, run.loaded(), run.summary(), run.result(), run.dir());
                if (run.page() != null) {
                    stdout.println("  report " + run.page());
                }
            } else {
                SummaryFormats.print(terminal.format, stdout, run.loaded(), run.summary(), run.result(), run.dir(),
                        run.page());
                spec.commandLine().getErr().println("wrote " + run.dir() + (run.page() == null ? ""
                        : "; report " + run.page()));
            }
        }
    }

    /**
     * The players, rule overrides and variables in effect (the scenario's own with --ai, --set and --var on top), so
     * that a summary shows a variant was applied: {@code players: Union doctrine:balanced, ...; rules: ...; vars: ...}.
     */
    static String inEffect(ScenarioSetup.Loaded l) {
        StringBuilder sb = new StringBuilder("players:");
        for (org.muster.model.SideSpec side : l.scenario().sides()) {
            org.muster.model.PlayerSpec p = side.player();
            sb.append(sb.length() == 8 ? " " : ", ").append(side.name()).append(' ').append(p.ai())
                    .append(p.preset() == null ? "" : ":" + p.preset()).append(p.weights().isEmpty() ? ""
                            : " " + p.weights());
        }
        sb.append("; rules: ").append(l.scenario().rules().isEmpty() ? "defaults" : pairs(l.scenario().rules()));
        if (!l.scenario().vars().isEmpty()) {
            sb.append("; vars: ").append(pairs(l.scenario().vars()));
        }
        return sb.toString();
    }

    private static String pairs(java.util.Map<String, String> m) {
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append('=').append(v));
        return sb.toString();
    }

    private static void printSummary(PrintWriter o, ScenarioSetup.Loaded l, Summary s, BatchResult r, Path dir) {
        Duration wall = r.wall();
        double seconds = Math.max(1e-9, wall.toNanos() / 1e9);
        o.printf(Locale.ROOT, "%s (%s): %d battles, seed %d, %d threads, %.1f s (%.0f battles/s)%n",
                l.template().scenario().name(), l.ruleset().id(), r.battles(), r.plan().seed(), r.plan().threads(),
                seconds, r.battles() / seconds);
        o.println("  " + inEffect(l));
        if (r.battles() < r.plan().battles()) {
            o.printf(Locale.ROOT, "  stopped at the precision asked for, after %d of at most %d battles%n", r.battles(),
                    r.plan().battles());
        }
        o.printf(Locale.ROOT, "  %-16s %7s %-17s %6s %9s %5s %5s %5s%n", "side", "win%", "95% interval", "draw%",
                "lost mean", "p50", "p95", "max");
        for (Summary.Side side : s.sides()) {
            o.printf(Locale.ROOT, "  %-16s %6.1f%% [%5.1f%%, %5.1f%%] %5.1f%% %9.2f %5d %5d %5d%n",
                    truncate(side.name(), 16), 100 * side.winRate().rate(), 100 * side.winRate().lower(),
                    100 * side.winRate().upper(), 100.0 * side.draws() / side.battles(), side.figuresLost().mean(),
                    side.figuresLost().p50(), side.figuresLost().p95(), side.figuresLost().max());
        }
        StringBuilder how = new StringBuilder("  ended by:");
        Summary.Side s0 = s.side(0);
        for (int h = 0; h < BattleRecord.HOW_COUNT; h++) {
            long n = s0.wonBy().get(h) + s0.lostBy().get(h) + s0.drawnBy().get(h);
            if (n > 0) {
                how.append(String.format(Locale.ROOT, " %s %.1f%%", BattleRecord.howName(h), 100.0 * n / s.battles()));
            }
        }
        o.println(how);
        o.printf(Locale.ROOT, "  turns: mean %.1f, p50 %d, max %d%n", s0.turns().mean(), s0.turns().p50(),
                s0.turns().max());
        o.println("  wrote " + dir);
    }

    private static String truncate(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "~";
    }
}
