package org.muster.bench.engine;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Before and after: the speed of two builds of muster on one scenario, measured side by side in one JVM, and whether
 * they play the same battles. How the engine changes of benchmarks/README.md were measured.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.muster.bench.engine.Compare OLD NEW SCENARIO [BLOCKS
 * [BATTLES]]}: OLD and NEW are class paths of whole builds (a {@code benchmarks.jar}, or entries joined by the path
 * separator), SCENARIO a bundled scenario such as {@code hardtack/little-round-top}, played by doctrine players on
 * both sides (presets kept); BLOCKS (default 100) blocks of BATTLES (default 200) battles. With
 * {@code -Dmuster.compare.players=naive} (or {@code random}) both sides play that player instead: nearer the engine's
 * own cost between two builds whose doctrine players differ, since a build with a new doctrine pays for its player's
 * thinking (the naive player's is a few scans a decision). Where a rule was fixed between the builds their battles
 * differ even so, and the figure is a like-for-like of the engine only as far as the battles are alike.
 *
 * <p>Each build is loaded by a class loader of its own, so both are compiled by the JIT side by side. First the two
 * play battles 0 to BATTLES - 1 and every battle's record and dice count are compared: a change meant to be exact
 * must show "identical". Then, after ten blocks of warm-up each, the builds play alternate blocks of the same
 * battles, each block timed in the thread's CPU time, so a host that slows the machine for a while slows both. The
 * build loaded first runs a few percent faster whichever it is (seen with one build against itself), so the command
 * runs twice, in two JVMs, once in each order, and the figure is the geometric mean of the two orders' ratios.
 */
public final class Compare {
    private static final int WARM_UP_BLOCKS = 10;
    private static final long BASE_SEED = 1L;
    /** Both sides' player in both builds: {@code -Dmuster.compare.players}, doctrine by default. */
    static final String PLAYERS = System.getProperty("muster.compare.players", "doctrine");
    /** The players every build of the benchmarks has, by name, for {@code -Dmuster.compare.players}. */
    static final List<String> PLAYER_NAMES = List.of("random", "naive", "doctrine");

    /** Null when {@code players} names a player of {@link #PLAYER_NAMES}, else the one-line complaint. */
    static String checkPlayers(String players) {
        return PLAYER_NAMES.contains(players) ? null : "-Dmuster.compare.players=" + players
                + ": not a player both builds have (random, naive or doctrine)";
    }

    private Compare() {
    }

    /** One build, loaded apart: an engine for the scenario and a record to play into. */
    static final class Build {
        private final Object engine;
        private final Object record;
        private final Method play;
        private final Method diceRolled;
        private final Field[] fields;

        Build(String classPath, String scenario) throws ReflectiveOperationException {
            ClassLoader loader = new URLClassLoader(urls(classPath), ClassLoader.getPlatformClassLoader());
            Class<?> bench = loader.loadClass(BenchScenario.class.getName());
            Method compile = bench.getDeclaredMethod("compile", String.class, String.class);
            compile.setAccessible(true);
            Object b;
            try {
                b = compile.invoke(null, scenario, PLAYERS);
            } catch (InvocationTargetException e) {
                throw new IllegalArgumentException(scenario + ": " + e.getCause().getMessage(), e.getCause());
            }
            Method ruleset = bench.getDeclaredMethod("ruleset");
            Method template = bench.getDeclaredMethod("template");
            ruleset.setAccessible(true);
            template.setAccessible(true);
            Class<?> templateClass = loader.loadClass("org.muster.rules.Template");
            Class<?> engineClass = loader.loadClass("org.muster.rules.Engine");
            Class<?> recordClass = loader.loadClass("org.muster.engine.BattleRecord");
            Object t = template.invoke(b);
            this.engine = loader.loadClass("org.muster.rules.Ruleset").getMethod("newEngine", templateClass)
                    .invoke(ruleset.invoke(b), t);
            this.record = recordClass.getConstructor(int.class).newInstance(
                    (int) templateClass.getMethod("unitCount").invoke(t));
            this.play = engineClass.getMethod("play", long.class, long.class, recordClass);
            this.diceRolled = engineClass.getMethod("diceRolled");
            List<Field> kept = new ArrayList<>();
            for (Field f : recordClass.getFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    kept.add(f);
                }
            }
            this.fields = kept.toArray(new Field[0]);
        }

        void play(long from, int count) throws ReflectiveOperationException {
            for (long i = from; i < from + count; i++) {
                play.invoke(engine, BASE_SEED, i, record);
            }
        }

        /** Plays battle i and describes all it gave: every public field of the record and the dice it rolled. */
        String outcome(long i) throws ReflectiveOperationException {
            final long dice = (long) diceRolled.invoke(engine);
            play.invoke(engine, BASE_SEED, i, record);
            return describe(record, fields) + " dice=" + ((long) diceRolled.invoke(engine) - dice);
        }
    }

    /** The record's public instance fields, by name, arrays in full: equal strings for equal records. */
    static String describe(Object record, Field[] fields) throws IllegalAccessException {
        StringBuilder sb = new StringBuilder();
        for (Field f : fields) {
            Object v = f.get(record);
            sb.append(f.getName()).append('=');
            if (v instanceof int[]) {
                sb.append(Arrays.toString((int[]) v));
            } else if (v instanceof byte[]) {
                sb.append(Arrays.toString((byte[]) v));
            } else {
                sb.append(v);
            }
            sb.append(' ');
        }
        return sb.toString();
    }

    private static URL[] urls(String classPath) {
        String[] parts = classPath.split(File.pathSeparator);
        URL[] urls = new URL[parts.length];
        for (int i = 0; i < parts.length; i++) {
            Path p = Path.of(parts[i]);
            if (!Files.exists(p)) {
                throw new IllegalArgumentException(parts[i] + ": no such file");
            }
            try {
                urls[i] = p.toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException(parts[i] + ": " + e.getMessage(), e);
            }
        }
        return urls;
    }

    /**
     * One order in this JVM: {@code first} is loaded and played first in every pair of blocks. Prints the check of the
     * results and the rates; returns the new build's speed over the old one's (CPU time of old over new).
     */
    static double measure(String oldPath, String newPath, boolean oldFirst, String scenario, int blocks,
            int battles, PrintStream out) throws ReflectiveOperationException {
        Build first = new Build(oldFirst ? oldPath : newPath, scenario);
        Build second = new Build(oldFirst ? newPath : oldPath, scenario);
        Build old = oldFirst ? first : second;
        Build neu = oldFirst ? second : first;
        int differs = -1;
        for (int i = 0; i < battles && differs < 0; i++) {
            if (!old.outcome(i).equals(neu.outcome(i))) {
                differs = i;
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int b = 0; b < WARM_UP_BLOCKS; b++) {
            first.play((long) b * battles, battles);
            second.play((long) b * battles, battles);
        }
        long oldNanos = 0;
        long newNanos = 0;
        for (int b = WARM_UP_BLOCKS; b < WARM_UP_BLOCKS + blocks; b++) {
            final long from = (long) b * battles;
            final long t0 = threads.getCurrentThreadCpuTime();
            first.play(from, battles);
            final long t1 = threads.getCurrentThreadCpuTime();
            second.play(from, battles);
            final long t2 = threads.getCurrentThreadCpuTime();
            oldNanos += oldFirst ? t1 - t0 : t2 - t1;
            newNanos += oldFirst ? t2 - t1 : t1 - t0;
        }
        final double played = (double) blocks * battles;
        final double ratio = (double) oldNanos / newNanos;
        out.printf(Locale.ROOT, "%s first: results %s; old %.0f, new %.0f battles per CPU-second; new/old %.3f%n",
                oldFirst ? "old" : "new", differs < 0 ? "identical over " + battles + " battles"
                : "DIFFER (first at battle " + differs + ")", played * 1e9 / oldNanos, played * 1e9 / newNanos, ratio);
        return ratio;
    }

    /**
     * The command: both orders, each in a JVM of its own (this one's class path and options); returns its exit code.
     */
    static int run(String[] args, PrintStream out, PrintStream err) throws IOException, InterruptedException {
        final boolean child = args.length > 0 && args[0].startsWith("--order=");
        final String[] a = child ? Arrays.copyOfRange(args, 1, args.length) : args;
        if (a.length < 3 || a.length > 5) {
            err.println("usage: Compare OLD NEW SCENARIO [BLOCKS [BATTLES]]");
            return 2;
        }
        final int blocks;
        final int battles;
        final String badPlayers = checkPlayers(PLAYERS);
        if (badPlayers != null) {
            err.println("Compare: " + badPlayers);
            return 2;
        }
        try {
            blocks = a.length > 3 ? SteadyState.count(a[3], "BLOCKS") : 100;
            battles = a.length > 4 ? SteadyState.count(a[4], "BATTLES") : 200;
            urls(a[0]);
            urls(a[1]);
        } catch (IllegalArgumentException e) {
            err.println("Compare: " + e.getMessage());
            return 2;
        }
        if (child) {
            try {
                measure(a[0], a[1], args[0].equals("--order=old-first"), a[2], blocks, battles, out);
                return 0;
            } catch (IllegalArgumentException e) {
                err.println("Compare: " + e.getMessage());
                return 2;
            } catch (InvocationTargetException e) {
                err.println("Compare: " + a[2] + ": a battle failed: " + e.getCause());
                return 2;
            } catch (ReflectiveOperationException e) {
                err.println("Compare: " + a[0] + " or " + a[1] + " is not a build of muster's benchmarks: " + e);
                return 2;
            }
        }
        double product = 1;
        final StringBuilder printedAll = new StringBuilder();
        for (String order : new String[] {"--order=old-first", "--order=new-first"}) {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
            if (System.getProperty("muster.scenarios") != null) {
                command.add("-Dmuster.scenarios=" + System.getProperty("muster.scenarios"));
            }
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
            command.add(Compare.class.getName());
            command.add(order);
            command.addAll(List.of(a));
            final Path errors = Files.createTempFile("muster-compare", ".err");
            try {
                Process p = new ProcessBuilder(command).redirectError(errors.toFile()).start();
                String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                int code = p.waitFor();
                err.print(Files.readString(errors));
                if (code != 0) {
                    return code;
                }
                printedAll.append(printed);
                final int at = printed.lastIndexOf("new/old ");
                product *= Double.parseDouble(printed.substring(at + "new/old ".length()).trim());
            } finally {
                Files.delete(errors);
            }
        }
        out.print(printedAll);
        out.printf(Locale.ROOT, "new/old %.3f (geometric mean of the two orders)%n", Math.sqrt(product));
        return 0;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        System.exit(run(args, System.out, System.err));
    }
}
