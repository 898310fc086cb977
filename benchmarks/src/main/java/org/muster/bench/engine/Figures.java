package org.muster.bench.engine;

import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The tables of benchmarks/README.md, and issue 7's verdicts, from one run of the documented command: its JMH results
 * ({@code -rf json -rff RUN.json}) and, optionally, its printed output ({@code > RUN.log}), which holds the lines
 * {@code BattleBenchmark} prints after each iteration ({@code cpu: N battles per CPU-second, l2: X ns}); with it the
 * battle table gives every fork's battles per CPU-second at its mean level-2 chase, and the rate target is also judged
 * on the forks that ran with the host quiet ({@code l2} at most {@value #QUIET_L2} ns, "Why forks disagree"); and
 * the batch table the share of the wall time the runner's workers ran ({@code BatchBenchmark}'s {@code cpu:} lines).
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.muster.bench.engine.Figures RUN.json [RUN.log]} prints
 * Markdown on stdout (bad input: one line on stderr, exit code 2). It reads what JMH wrote and computes nothing JMH
 * did not measure: fork means are the means of each fork's measured iterations, dice per battle the {@code dice}
 * counter over the battle rate, ns per die a second over both, and the per-die floor
 * {@code DiceBenchmark.bareRngBoundedInt} averaged over the die sizes.
 */
public final class Figures {
    static final double QUIET_L2 = 4.9;
    static final double RATE_TARGET = 5_000;
    static final double BYTES_TARGET = 64;
    static final double PER_DIE_TARGET = 5;
    static final double BATCH_TARGET = 1.8;

    private static final Pattern PARAMS = Pattern.compile("^# Parameters: \\((.*)\\)$");
    private static final Pattern FORK = Pattern.compile("^# Fork: (\\d+) of \\d+$");
    private static final Pattern CPU_L2 = Pattern.compile(
            "^Iteration +\\d+: cpu: (\\d+) battles per CPU-second, l2: ([\\d.]+) ns");
    private static final Pattern WORKER_CPU = Pattern.compile(
            "^Iteration +\\d+: cpu: (\\d+) battles per worker CPU-second");
    private static final Pattern SCORE = Pattern.compile("^([\\d.]+) ops/s");

    private final JsonNode results;
    /** By "player scenario": by fork (1-based): the measured iterations' {battles per CPU-second, l2 ns}. */
    private final Map<String, Map<Integer, List<double[]>>> host;
    /** By "scenario threads": each measured iteration's share of the wall time the workers ran. */
    private final Map<String, List<Double>> busy;
    private final PrintStream out;

    Figures(JsonNode results, List<String> log, PrintStream out) {
        this.results = results;
        this.host = hostLines(log);
        this.busy = workersBusy(log);
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Prints the tables of {@code args} = RUN.json [RUN.log] on {@code out} and returns 0; or, for bad input (a file
     * that cannot be read, JSON that is not JMH's {@code -rf json} output), one line on {@code err} naming the file,
     * and the entry and field where it is one, and returns 2, having printed nothing on {@code out}.
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length < 1 || args.length > 2) {
            err.println("usage: Figures RUN.json [RUN.log]");
            return 2;
        }
        JsonNode json;
        List<String> log = List.of();
        String file = args[0];
        try {
            json = new ObjectMapper().readTree(Path.of(file).toFile());
            if (args.length > 1) {
                file = args[1];
                log = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
            }
        } catch (JsonProcessingException e) {
            err.println("Figures: " + file + ": not JSON: " + e.getOriginalMessage() + " (line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")");
            return 2;
        } catch (IOException | UncheckedIOException e) {
            boolean absent = e instanceof FileNotFoundException || e instanceof NoSuchFileException;
            err.println("Figures: " + file + ": cannot be read (" + (absent ? "no such file" : e.toString()) + ")");
            return 2;
        }
        String problem = problem(json);
        if (problem != null) {
            err.println("Figures: " + args[0] + ": " + problem + " (not JMH's -rf json output of muster's benchmarks)");
            return 2;
        }
        ByteArrayOutputStream tables = new ByteArrayOutputStream();
        new Figures(json, log, new PrintStream(tables, true, StandardCharsets.UTF_8)).print();
        out.print(tables.toString(StandardCharsets.UTF_8));
        out.flush();
        return 0;
    }

    /** What the tables would need and {@code json} lacks, as "[entry].field: missing", or null. */
    static String problem(JsonNode json) {
        if (json == null || !json.isArray()) {
            return "not a list of benchmark results";
        }
        for (int i = 0; i < json.size(); i++) {
            JsonNode b = json.get(i);
            if (!b.path("benchmark").isTextual()) {
                return "[" + i + "].benchmark: missing";
            }
            if (!b.path("primaryMetric").path("score").isNumber()) {
                return "[" + i + "].primaryMetric.score: missing";
            }
            if (!b.path("primaryMetric").path("scoreError").isNumber()) {
                return "[" + i + "].primaryMetric.scoreError: missing";
            }
            JsonNode raw = b.path("primaryMetric").path("rawData");
            if (!raw.isArray() || raw.isEmpty()) {
                return "[" + i + "].primaryMetric.rawData: missing";
            }
            for (JsonNode fork : raw) {
                if (!fork.isArray() || fork.isEmpty()) {
                    return "[" + i + "].primaryMetric.rawData: a fork without iterations";
                }
            }
            final String name = b.get("benchmark").asText();
            for (String param : name.endsWith("BattleBenchmark.battle") ? new String[] {"scenario", "player"}
                    : name.endsWith("BatchBenchmark.batch") ? new String[] {"scenario", "threads"}
                    : name.contains("DiceBenchmark.") ? new String[] {"sides"} : new String[0]) {
                if (!b.path("params").path(param).isTextual()) {
                    return "[" + i + "].params." + param + ": missing";
                }
            }
            if (name.endsWith("BatchBenchmark.batch") && !b.get("params").get("threads").asText().matches("\\d{1,3}")) {
                return "[" + i + "].params.threads: '" + b.get("params").get("threads").asText() + "' is not a count";
            }
            if (name.contains("DiceBenchmark.") && !b.get("params").get("sides").asText().matches("\\d{1,4}")) {
                return "[" + i + "].params.sides: '" + b.get("params").get("sides").asText() + "' is not a count";
            }
        }
        return null;
    }

    /** BattleBenchmark's {@code cpu: ..., l2: ...} lines of measured iterations, by player and scenario, by fork. */
    static Map<String, Map<Integer, List<double[]>>> hostLines(List<String> log) {
        Map<String, Map<Integer, List<double[]>>> byCase = new LinkedHashMap<>();
        walk(log, (benchmark, p, fork, line, next) -> {
            Matcher m = CPU_L2.matcher(line);
            if (benchmark.endsWith("BattleBenchmark.battle") && m.find()) {
                byCase.computeIfAbsent(p.getOrDefault("player", "") + " " + p.getOrDefault("scenario", ""),
                        k -> new TreeMap<>()).computeIfAbsent(fork, f -> new ArrayList<>())
                        .add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
            }
        });
        return byCase;
    }

    /**
     * BatchBenchmark's measured iterations: battles per wall second (the score JMH prints on the line after the
     * iteration's) over the workers' battles per worker CPU-second times the workers, i.e. the share of the wall time
     * they ran; keyed by scenario, a space and the thread count.
     */
    static Map<String, List<Double>> workersBusy(List<String> log) {
        Map<String, List<Double>> byCase = new LinkedHashMap<>();
        walk(log, (benchmark, p, fork, line, next) -> {
            Matcher cpu = WORKER_CPU.matcher(line);
            Matcher wall = SCORE.matcher(next);
            if (benchmark.endsWith("BatchBenchmark.batch") && cpu.find() && wall.find()) {
                final int threads = Integer.parseInt(p.getOrDefault("threads", "1"));
                byCase.computeIfAbsent(p.getOrDefault("scenario", "") + " " + threads, k -> new ArrayList<>())
                        .add(Double.parseDouble(wall.group(1)) / (threads * Double.parseDouble(cpu.group(1))));
            }
        });
        return byCase;
    }

    /** What {@link #walk} hands over for each line of a JMH log. */
    private interface LineVisitor {
        void visit(String benchmark, Map<String, String> params, int fork, String line, String next);
    }

    /** Walks a JMH log, tracking the benchmark, its parameters and the fork each line belongs to. */
    private static void walk(List<String> log, LineVisitor visitor) {
        String benchmark = "";
        Map<String, String> params = Map.of();
        int fork = 0;
        for (int i = 0; i < log.size(); i++) {
            final String line = log.get(i);
            if (line.startsWith("# Benchmark: ")) {
                benchmark = line.substring("# Benchmark: ".length());
            }
            Matcher m = PARAMS.matcher(line);
            if (m.matches()) {
                params = params(m.group(1));
            }
            m = FORK.matcher(line);
            if (m.matches()) {
                fork = Integer.parseInt(m.group(1));
            }
            visitor.visit(benchmark, params, fork, line, i + 1 < log.size() ? log.get(i + 1) : "");
        }
    }

    private static Map<String, String> params(String list) {
        Map<String, String> p = new TreeMap<>();
        for (String kv : list.split(", ")) {
            String[] pair = kv.split(" = ", 2);
            p.put(pair[0], pair.length > 1 ? pair[1] : "");
        }
        return p;
    }

    void print() {
        double floor = floor();
        List<String> missedRate = new ArrayList<>();
        int rateCases = 0;
        double maxBytes = 0;
        double minPerDie = Double.POSITIVE_INFINITY;
        double maxPerDie = 0;
        for (String player : new String[] {"doctrine", "naive"}) {
            List<JsonNode> battles = select("BattleBenchmark.battle", "player", player);
            if (battles.isEmpty()) {
                continue;
            }
            table("`BattleBenchmark`, " + player + " players, one thread:", "scenario", "battles/s", "fork means",
                    "by fork: battles per CPU-second @ `l2` ns", "dice/battle", "ns/die", "bytes/battle");
            for (JsonNode b : battles) {
                JsonNode p = b.get("primaryMetric");
                String scenario = b.get("params").get("scenario").asText();
                double rate = p.get("score").asDouble();
                double dice = secondary(b, "dice") / rate;
                double nsPerDie = 1e9 / rate / dice;
                double bytes = secondary(b, "gc.alloc.rate.norm");
                List<double[]> hostForks = hostForks(player + " " + scenario);
                out.printf(Locale.ROOT, "| %s | %s ± %s | %s | %s | %s | %s | %s |%n", scenario, n(rate),
                        n(p.get("scoreError").asDouble()), join(forkMeans(p)), hostCell(hostForks), n(dice),
                        n(nsPerDie), Double.isNaN(bytes) ? "-" : String.format(Locale.ROOT, "%.1f", bytes));
                if (player.equals("doctrine")) {
                    rateCases++;
                    if (rate < RATE_TARGET) {
                        missedRate.add(scenario + " " + n(rate) + quietNote(hostForks));
                    }
                    maxBytes = Double.isNaN(bytes) ? maxBytes : Math.max(maxBytes, bytes);
                    minPerDie = Math.min(minPerDie, nsPerDie / floor);
                    maxPerDie = Math.max(maxPerDie, nsPerDie / floor);
                }
            }
            out.println();
        }
        printDice();
        printResolution();
        List<String> batch = printBatch();
        table("Issue 7's targets against this run:", "target", "verdict");
        out.printf(Locale.ROOT, "| allocation <= %.0f B/battle (doctrine) | %s: at most %.1f B/battle |%n",
                BYTES_TARGET, maxBytes <= BYTES_TARGET ? "met" : "missed", maxBytes);
        out.printf(Locale.ROOT, "| >= %s battles/s on one thread (doctrine, fork means) | %s: %d of %d%s |%n",
                n(RATE_TARGET), missedRate.isEmpty() ? "met" : "missed", rateCases - missedRate.size(), rateCases,
                missedRate.isEmpty() ? "" : "; missed: " + String.join(", ", missedRate));
        out.printf(Locale.ROOT, "| engine cost per die <= %.0fx bare RNG (%.2f ns) | %s: %.0f-%.0fx |%n",
                PER_DIE_TARGET, floor, maxPerDie <= PER_DIE_TARGET ? "met" : "missed", minPerDie, maxPerDie);
        out.printf(Locale.ROOT, "| batch runner 2 threads >= %.1fx 1 thread | %s |%n", BATCH_TARGET,
                String.join(", ", batch));
    }

    private void printDice() {
        Map<String, Map<String, String>> bySides = new TreeMap<>((a, b) -> Integer.parseInt(a) - Integer.parseInt(b));
        for (JsonNode b : select("DiceBenchmark.", null, null)) {
            String method = method(b);
            bySides.computeIfAbsent(b.get("params").get("sides").asText(), s -> new TreeMap<>()).put(method,
                    scoreCell(b.get("primaryMetric")));
        }
        if (bySides.isEmpty()) {
            return;
        }
        table("`DiceBenchmark`, ns per die:", "sides", "musterDie", "bareRngBoundedInt", "bareRngNextLong");
        bySides.forEach((sides, m) -> out.printf("| %s | %s | %s | %s |%n", sides, m.get("musterDie"),
                m.get("bareRngBoundedInt"), m.get("bareRngNextLong")));
        out.println();
    }

    private void printResolution() {
        List<JsonNode> paths = select("ResolutionBenchmark.", null, null);
        double bare = Double.NaN;
        double bareError = Double.NaN;
        for (JsonNode b : paths) {
            if (method(b).equals("bareRng")) {
                bare = b.get("primaryMetric").get("score").asDouble();
                bareError = b.get("primaryMetric").get("scoreError").asDouble();
            }
        }
        if (paths.isEmpty()) {
            return;
        }
        table("`ResolutionBenchmark`, the dice path alone:", "path", "ns per operation", "dice per operation",
                "ns per die", "per die / `bareRng`");
        for (JsonNode b : paths) {
            String name = method(b);
            double op = b.get("primaryMetric").get("score").asDouble();
            double perDie = name.equals("bareRng") ? op : secondary(b, "dice");
            out.printf(Locale.ROOT, "| `%s` | %s | %.2f | %.2f | %.1f |%n", name, scoreCell(b.get("primaryMetric")),
                    op / perDie, perDie, perDie / bare);
        }
        out.println();
        final double floor = floor();
        if (bareError > DISTURBED_FLOOR * bare && !Double.isNaN(floor)) {
            // A floor the host disturbed divides every path by too much: say so, and give the ratios against the
            // run's other floor, DiceBenchmark's.
            List<String> against = new ArrayList<>();
            for (JsonNode b : paths) {
                if (!method(b).equals("bareRng") && !method(b).equals("musterDie")) {
                    against.add(String.format(Locale.ROOT, "`%s` %.1fx", method(b), secondary(b, "dice") / floor));
                }
            }
            out.printf(Locale.ROOT, "`bareRng`'s 99.9 %% error is %.0f %% of its score, a floor the host disturbed: "
                    + "per die against `DiceBenchmark`'s bare bounded int (%.2f ns) instead, %s.%n%n",
                    100 * bareError / bare, floor, String.join(", ", against));
        }
    }

    /** A floor whose 99.9 % error is above this share of its score reads as disturbed. */
    private static final double DISTURBED_FLOOR = 0.2;

    /** Prints the batch table; returns each scenario's verdict. */
    private List<String> printBatch() {
        Map<String, JsonNode[]> byScenario = new LinkedHashMap<>();
        for (JsonNode b : select("BatchBenchmark.batch", null, null)) {
            int threads = b.get("params").get("threads").asInt();
            if (threads == 1 || threads == 2) {
                byScenario.computeIfAbsent(b.get("params").get("scenario").asText(), s -> new JsonNode[2])[threads - 1]
                        = b;
            }
        }
        List<String> verdicts = new ArrayList<>();
        if (byScenario.isEmpty()) {
            return verdicts;
        }
        table("`BatchBenchmark`, doctrine players (fork means in brackets):", "scenario", "1 thread battles/s",
                "2 threads battles/s", "2 / 1", "bytes/battle (1 / 2 threads)", "workers busy (1 / 2 threads)");
        byScenario.forEach((scenario, pair) -> {
            if (pair[0] == null || pair[1] == null) {
                return;
            }
            double one = pair[0].get("primaryMetric").get("score").asDouble();
            double two = pair[1].get("primaryMetric").get("score").asDouble();
            out.printf(Locale.ROOT, "| %s | %s (%s) | %s (%s) | %.2f | %.0f / %.0f | %s / %s |%n", scenario, n(one),
                    join(forkMeans(pair[0].get("primaryMetric"))), n(two),
                    join(forkMeans(pair[1].get("primaryMetric"))),
                    two / one, secondary(pair[0], "gc.alloc.rate.norm"), secondary(pair[1], "gc.alloc.rate.norm"),
                    range(busy.get(scenario + " 1")), range(busy.get(scenario + " 2")));
            verdicts.add(String.format(Locale.ROOT, "%s %s (%.2fx)", scenario, two / one >= BATCH_TARGET ? "met"
                    : "missed", two / one));
        });
        out.println();
        return verdicts;
    }

    /** A table's title, a blank line, its header row and the separator row. */
    private void table(String title, String... columns) {
        out.println(title);
        out.println();
        out.println("| " + String.join(" | ", columns) + " |");
        out.println("|" + " --- |".repeat(columns.length));
    }

    /** The benchmark method's name, e.g. {@code acwFire}. */
    private static String method(JsonNode b) {
        final String name = b.get("benchmark").asText();
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** The floor of the per-die target: DiceBenchmark's bare bounded int, mean over the die sizes. */
    private double floor() {
        double sum = 0;
        int count = 0;
        for (JsonNode b : select("DiceBenchmark.bareRngBoundedInt", null, null)) {
            sum += b.get("primaryMetric").get("score").asDouble();
            count++;
        }
        return count == 0 ? Double.NaN : sum / count;
    }

    private List<JsonNode> select(String benchmark, String param, String value) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode b : results) {
            if (b.get("benchmark").asText().contains(benchmark) && (param == null
                    || b.path("params").path(param).asText().equals(value))) {
                out.add(b);
            }
        }
        return out;
    }

    private static double secondary(JsonNode b, String name) {
        JsonNode m = b.path("secondaryMetrics").path(name);
        return m.isMissingNode() ? Double.NaN : m.get("score").asDouble();
    }

    private static List<Double> forkMeans(JsonNode primary) {
        List<Double> means = new ArrayList<>();
        for (JsonNode fork : primary.get("rawData")) {
            double sum = 0;
            for (JsonNode v : fork) {
                sum += v.asDouble();
            }
            means.add(sum / fork.size());
        }
        return means;
    }

    /** Each fork's mean {battles per CPU-second, l2 ns} over its measured iterations, in fork order. */
    private List<double[]> hostForks(String key) {
        List<double[]> forks = new ArrayList<>();
        for (List<double[]> iterations : host.getOrDefault(key, Map.of()).values()) {
            double cpu = 0;
            double l2 = 0;
            for (double[] it : iterations) {
                cpu += it[0];
                l2 += it[1];
            }
            forks.add(new double[] {cpu / iterations.size(), l2 / iterations.size()});
        }
        return forks;
    }

    private static String hostCell(List<double[]> forks) {
        if (forks.isEmpty()) {
            return "-";
        }
        List<String> cells = new ArrayList<>();
        for (double[] f : forks) {
            cells.add(String.format(Locale.ROOT, "%s @ %.1f", n(f[0]), f[1]));
        }
        return String.join(" / ", cells);
    }

    /** For a missed scenario: the mean of its quiet-host forks, if the log was given and any fork was quiet. */
    private static String quietNote(List<double[]> forks) {
        double sum = 0;
        int quiet = 0;
        for (double[] f : forks) {
            if (f[1] <= QUIET_L2) {
                sum += f[0];
                quiet++;
            }
        }
        return quiet == 0 ? "" : String.format(Locale.ROOT, " (%s per CPU-second in its %d quiet fork%s)",
                n(sum / quiet), quiet, quiet == 1 ? "" : "s");
    }

    /** The lowest and highest share as per cent, e.g. "95.4-99.0 %", or "-" without the log. */
    private static String range(List<Double> shares) {
        if (shares == null || shares.isEmpty()) {
            return "-";
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : shares) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return String.format(Locale.ROOT, "%.1f-%.1f %%", 100 * lo, 100 * hi);
    }

    private static String scoreCell(JsonNode primary) {
        return String.format(Locale.ROOT, "%.2f ± %.2f", primary.get("score").asDouble(),
                primary.get("scoreError").asDouble());
    }

    private static String join(List<Double> values) {
        List<String> cells = new ArrayList<>();
        for (double v : values) {
            cells.add(n(v));
        }
        return String.join(" / ", cells);
    }

    /** A whole number with thousands separators, or "-" for NaN. */
    static String n(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%,.0f", v);
    }
}
