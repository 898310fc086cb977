package org.muster.bench.engine;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.muster.engine.Seeds;
import org.muster.rules.hardtack.HardtackResolution;

/**
 * {@link ResolutionBenchmark}'s hardtack rows ({@code hardtackFire}, {@code hardtackFireChecked},
 * {@code hardtackFireFloor}) and {@code bareRng} in thread CPU time, for a loaded host where JMH's wall-time scores
 * are noise: each given build (a {@code benchmarks.jar} or a class path) is loaded by a class loader of its own, as
 * {@link Compare} does, and its {@code ResolutionBenchmark} set up; then blocks of {@code FIRES} fires of each build,
 * of its floor and of its checked fire (when its {@code HardtackResolution} has {@code checkedFire}), and of
 * {@code 8 x FIRES} bare {@code 1 + nextInt(6)} on Commons RNG's XoShiRo256++ alternate, each block timed in the
 * thread's CPU time, so that a slow spell of the host slows every row alike. The loops of each build run in that
 * build's own loader (this class's {@link Loop}, defined again there), so the fire compiles beside its own build's
 * code alone. Prints, from the medians of the last blocks: ns per fire, dice per fire, ns per die and its ratio to
 * the bare die, the same for the floor and the checked fire.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar org.muster.bench.engine.FireCost [BLOCKS] JAR...} (default 30
 * blocks; the first third are warm-up and not counted). Allocates nothing per fire.
 */
public final class FireCost {
    /** Fires per timed block. */
    private static final int FIRES = 200_000;
    /** Bare dice per timed block. */
    private static final int BARE = 8 * FIRES;

    private FireCost() {
    }

    /** The timed loops, defined again in each build's loader so that they call that build's classes. */
    public static final class Loop {
        private Loop() {
        }

        /** {@code k} fires; returns the sum of their results and (in {@code dice[0]}) the dice they rolled. */
        public static long fires(Object resolution, int k, long[] dice) {
            final HardtackResolution r = (HardtackResolution) resolution;
            final long before = r.diceRolled();
            long sum = 0;
            for (int i = 0; i < k; i++) {
                sum += r.fire();
            }
            dice[0] = r.diceRolled() - before;
            return sum;
        }

        /** {@code k} checked fires (the legality check that makes the setup, then the fire); as {@link #fires}. */
        public static long checkedFires(Object resolution, int k, long[] dice) {
            final HardtackResolution r = (HardtackResolution) resolution;
            final long before = r.diceRolled();
            long sum = 0;
            for (int i = 0; i < k; i++) {
                sum += r.checkedFire();
            }
            dice[0] = r.diceRolled() - before;
            return sum;
        }

        /** {@code k} floors; as {@link #fires}. */
        public static long floors(Object resolution, int k, long[] dice) {
            final HardtackResolution r = (HardtackResolution) resolution;
            final long before = r.floorDiceRolled();
            long sum = 0;
            for (int i = 0; i < k; i++) {
                sum += r.floor();
            }
            dice[0] = r.floorDiceRolled() - before;
            return sum;
        }
    }

    /** A loader that defines {@link Loop} itself from this jar's bytes and leaves every other class to its parent. */
    private static final class LoopLoader extends ClassLoader {
        LoopLoader(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals(Loop.class.getName())) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    final String resource = name.replace('.', '/') + ".class";
                    try (InputStream in = FireCost.class.getClassLoader().getResourceAsStream(resource)) {
                        final byte[] b = in.readAllBytes();
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c;
            }
        }
    }

    /** One build: its resolution and its loops. */
    private static final class Build {
        final String name;
        final Object resolution;
        final Method fires;
        final Method floors;
        /** Null for a build whose resolution has no {@code checkedFire}. */
        final Method checkedFires;

        Build(String classPath) throws ReflectiveOperationException {
            this.name = classPath;
            final String[] parts = classPath.split(java.io.File.pathSeparator);
            final URL[] urls = new URL[parts.length];
            for (int i = 0; i < parts.length; i++) {
                try {
                    urls[i] = Path.of(parts[i]).toUri().toURL();
                } catch (java.net.MalformedURLException e) {
                    throw new IllegalArgumentException(parts[i], e);
                }
            }
            final ClassLoader jar = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
            final Class<?> bench = jar.loadClass(ResolutionBenchmark.class.getName());
            final Object b = bench.getConstructor().newInstance();
            bench.getMethod("setUp").invoke(b);
            final Field f = bench.getDeclaredField("hardtack");
            f.setAccessible(true);
            this.resolution = f.get(b);
            final Class<?> loop = new LoopLoader(jar).loadClass(Loop.class.getName());
            this.fires = loop.getMethod("fires", Object.class, int.class, long[].class);
            this.floors = loop.getMethod("floors", Object.class, int.class, long[].class);
            boolean checked;
            try {
                resolution.getClass().getMethod("checkedFire");
                checked = true;
            } catch (NoSuchMethodException e) {
                checked = false;
            }
            this.checkedFires = checked ? loop.getMethod("checkedFires", Object.class, int.class, long[].class) : null;
        }
    }

    public static void main(String[] args) throws Exception {
        int first = 0;
        int blocks = 30;
        if (args.length > 0 && args[0].matches("\\d+")) {
            blocks = Integer.parseInt(args[0]);
            first = 1;
        }
        final List<Build> builds = new ArrayList<>();
        for (int i = first; i < args.length; i++) {
            builds.add(new Build(args[i]));
        }
        if (builds.isEmpty()) {
            System.err.println("usage: FireCost [BLOCKS] JAR...");
            System.exit(2);
        }
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        final UniformRandomProvider bare = RandomSource.XO_SHI_RO_256_PP.create(Seeds.forBattle(1, 0, Seeds.DICE));
        final int nb = builds.size();
        final double[][] fireNs = new double[nb][blocks];
        final double[][] floorNs = new double[nb][blocks];
        final double[][] checkedNs = new double[nb][blocks];
        final double[] bareNs = new double[blocks];
        final long[] fireDice = new long[nb];
        final long[] floorDice = new long[nb];
        final long[] checkedDice = new long[nb];
        final long[] dice = new long[1];
        long sink = 0;
        for (int k = 0; k < blocks; k++) {
            for (int j = 0; j < nb; j++) {
                final Build b = builds.get(j);
                long t0 = threads.getCurrentThreadCpuTime();
                sink += (long) b.fires.invoke(null, b.resolution, FIRES, dice);
                long t1 = threads.getCurrentThreadCpuTime();
                fireNs[j][k] = (t1 - t0) / (double) FIRES;
                fireDice[j] += dice[0];
                t0 = threads.getCurrentThreadCpuTime();
                sink += (long) b.floors.invoke(null, b.resolution, FIRES, dice);
                t1 = threads.getCurrentThreadCpuTime();
                floorNs[j][k] = (t1 - t0) / (double) FIRES;
                floorDice[j] += dice[0];
                if (b.checkedFires != null) {
                    t0 = threads.getCurrentThreadCpuTime();
                    sink += (long) b.checkedFires.invoke(null, b.resolution, FIRES, dice);
                    t1 = threads.getCurrentThreadCpuTime();
                    checkedNs[j][k] = (t1 - t0) / (double) FIRES;
                    checkedDice[j] += dice[0];
                }
            }
            final long t0 = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < BARE; i++) {
                sink += 1 + bare.nextInt(6);
            }
            bareNs[k] = (threads.getCurrentThreadCpuTime() - t0) / (double) BARE;
        }
        final int from = blocks / 3;
        final double bareDie = median(bareNs, from);
        System.out.printf("bare die %.3f ns (median of the last %d of %d blocks; sink %d)%n", bareDie, blocks - from,
                blocks, sink & 1);
        for (int j = 0; j < nb; j++) {
            final double perFire = (double) fireDice[j] / (blocks * (double) FIRES);
            final double perFloor = (double) floorDice[j] / (blocks * (double) FIRES);
            final double fire = median(fireNs[j], from);
            final double floor = median(floorNs[j], from);
            System.out.printf("%s%n  fire  %.2f ns, %.3f dice, %.3f ns a die, %.2fx the bare die%n"
                    + "  floor %.2f ns, %.3f dice, %.3f ns a die, %.2fx; fire - floor %.2f ns%n", builds.get(j).name,
                    fire, perFire, fire / perFire, fire / perFire / bareDie, floor, perFloor, floor / perFloor,
                    floor / perFloor / bareDie, fire - floor);
            if (builds.get(j).checkedFires != null) {
                final double perChecked = (double) checkedDice[j] / (blocks * (double) FIRES);
                final double checked = median(checkedNs[j], from);
                System.out.printf("  checked fire %.2f ns, %.3f dice, %.3f ns a die, %.2fx; the check %.2f ns%n",
                        checked, perChecked, checked / perChecked, checked / perChecked / bareDie, checked - fire);
            }
        }
    }

    private static double median(double[] xs, int from) {
        final double[] c = Arrays.copyOfRange(xs, from, xs.length);
        Arrays.sort(c);
        return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
    }
}
