package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.muster.engine.Dice;
import org.muster.engine.Seeds;
import org.muster.rules.Engine;
import org.muster.rules.acw.AcwResolution;
import org.muster.rules.hardtack.HardtackResolution;
import org.muster.rules.jacobite.JacobiteResolution;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the engines' dice resolution costs per die, against the bare generator in the same run. Issue 7's target
 * "engine cost per die at most 5x the bare RNG" measured as battle time over dice per battle ({@link BattleBenchmark})
 * is dominated by the AI players' decisions; this measures only the dice path: one operation is one single-action
 * resolution, the code the sampled-odds tests drive, with no decision, movement or sight in it.
 *
 * <ul>
 * <li>{@code bareRng}: the floor, Commons RNG XoShiRo256++ {@code 1 + nextInt(6)} (as
 * {@link DiceBenchmark#bareRngBoundedInt}); one die per operation, so its ns per operation is its ns per die.
 * <li>{@code musterDie}: muster's {@link Dice#roll} of a d6 (the re-seedable generator and the dice counter).
 * <li>{@code acwFire}: {@code AcwEngine.sampleFire(190, 0, 8)} (AcwSampledOddsTest's first case): the remainder's
 * percentage roll, then a d10 kill die per kill die (1 or 2) with its result table.
 * <li>{@code jacobiteFire}: the regular battalion of 16 firing a volley at a clan 8 inches away
 * ({@code JacobiteEngine.fire} as JacobiteSampledOddsTest drives it, its resets included): 16 d20, a d6 save per hit,
 * the figures removed.
 * <li>{@code jacobiteMelee}: 7 d6 against 4, modifier +1, compared in duel pairing (JacobiteSampledOddsTest's first
 * melee case); the 3 surplus dice's random opponents are drawn from the generator but are not dice (not counted).
 * <li>{@code hardtackFire}: {@code HardtackHooks.sampleFireOnly(0, 1, setup)} (a test hook, from the simulator's test
 * jar), HardtackSampledOddsTest's close-formation case (10 muskets in line against 8 in line at 12 inches): range die
 * and two firer dice, then for a major result the potential hits, each an allocation die, an impact die and an armour
 * die. The fire is handed its setup (the range steps, the cover, the firer dice, the cover-shifted impact and armour
 * dice: {@code HardtackFire.prepare}), made once when the benchmark starts. A battle pays for the setup in the
 * legality check before every fire (its three fire sites ask {@code prepare} instead of {@code canFire}), so it is
 * counted there: {@code hardtackFireChecked} times the check and the fire together. The target's allocation numbers
 * are not in the setup: the fire reads them on a major result, in this row's time. The hook restores what a fire
 * with a setup reads or adds to (seven array stores, in the time; u's fired, reload and fired-on marks are set to
 * the same values by every fire and not restored).
 * <li>{@code hardtackFireChecked}: what a battle pays per fire from its legality check on: the restore of
 * {@code HardtackHooks.sampleFireOnly(0, 1)} (ten stores), {@code HardtackFire.prepare} (canFire's questions, all of
 * them answered from the engine's caches, as for a pair that has not moved, and the setup) and the fire with that
 * setup. Before the setup (8ff28b1) the same operation was {@code canFire} and the fire that worked out its numbers
 * itself (FireCost times both builds).
 * <li>{@code hardtackFireFloor}: the floor of {@code hardtackFire}: {@code HardtackResolution.floor()}, the same fire's
 * rule sequence alone (the same dice in the same order, with the branches the rules put on them, the figures' results
 * counted as the engine counts them) on dice of its own, no state, cache or restore; pinned call for call against
 * the fire by {@code ResolutionFloorTest}. What any engine code of this fire costs at the least.
 * <li>{@code hardtackFireAfterRestart}: the same fire through {@code sampleFire}, which first restarts the whole
 * battle (the state of every unit, the epoch and the change numbering): what the hook saves.
 * </ul>
 *
 * <p>Average time per operation in ns. The {@code dice} counter (JMH {@code @AuxCounters}, operations type) counts the
 * rule dice rolled (the engine's {@link Engine#diceRolled()} before and after), so in this mode JMH reports it as ns
 * per die; dice per operation = the operation's ns / the counter's ns. The ratio to the floor is the counter's ns over
 * {@code bareRng}'s. Reading the counter costs the engine paths two loads and a store per operation, which
 * {@code bareRng} does not pay. The fixtures are this module's resources ({@code resolution/*.yaml}, the units of the
 * sampled-odds tests), so it runs from any folder; every path allocates nothing per operation.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar ResolutionBenchmark} (one fork, three warm-up and five
 * measured iterations of 1 s each, about a minute). On a loaded host, {@link FireCost} times the hardtack rows and
 * the bare die in thread CPU time instead.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ResolutionBenchmark {
    private UniformRandomProvider bare;
    private Dice die;
    private AcwResolution acw;
    private JacobiteResolution jacobite;
    private HardtackResolution hardtack;
    private final int[] meleeA = new int[8];
    private final int[] meleeB = new int[8];

    /** Rule dice rolled, reported by JMH in this mode as ns per die. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        public long dice;
    }

    @Setup
    public void setUp() {
        final long seed = Seeds.forBattle(1, 0, Seeds.DICE);
        bare = RandomSource.XO_SHI_RO_256_PP.create(seed);
        die = new Dice();
        die.reseed(seed);
        acw = AcwResolution.of(engine("/resolution/acw-skirmish.yaml"), seed, 190, 0, 8);
        jacobite = JacobiteResolution.of(engine("/resolution/jacobite45.yaml"), 1, 1, 3, false);
        hardtack = HardtackResolution.of(engine("/resolution/hardtack.yaml"), seed, 0, 1);
    }

    private static Engine engine(String resource) {
        BenchScenario b = BenchScenario.resource(resource);
        return b.ruleset().newEngine(b.template());
    }

    /** The floor: Commons RNG's own bounded int on its XoShiRo256++, one d6. */
    @Benchmark
    public int bareRng() {
        return 1 + bare.nextInt(6);
    }

    /** muster's d6. */
    @Benchmark
    public int musterDie(Counters counters) {
        counters.dice++;
        return die.roll(6);
    }

    @Benchmark
    public int acwFire(Counters counters) {
        final long before = acw.diceRolled();
        final int r = acw.fire();
        counters.dice += acw.diceRolled() - before;
        return r;
    }

    @Benchmark
    public int jacobiteFire(Counters counters) {
        final long before = jacobite.diceRolled();
        final int r = jacobite.fire();
        counters.dice += jacobite.diceRolled() - before;
        return r;
    }

    @Benchmark
    public long jacobiteMelee(Counters counters) {
        final long before = jacobite.diceRolled();
        final long r = jacobite.melee(meleeA, 7, 1, meleeB, 4, 0);
        counters.dice += jacobite.diceRolled() - before;
        return r;
    }

    @Benchmark
    public int hardtackFire(Counters counters) {
        final long before = hardtack.diceRolled();
        final int r = hardtack.fire();
        counters.dice += hardtack.diceRolled() - before;
        return r;
    }

    @Benchmark
    public int hardtackFireChecked(Counters counters) {
        final long before = hardtack.diceRolled();
        final int r = hardtack.checkedFire();
        counters.dice += hardtack.diceRolled() - before;
        return r;
    }

    @Benchmark
    public int hardtackFireFloor(Counters counters) {
        final long before = hardtack.floorDiceRolled();
        final int r = hardtack.floor();
        counters.dice += hardtack.floorDiceRolled() - before;
        return r;
    }

    @Benchmark
    public int hardtackFireAfterRestart(Counters counters) {
        final long before = hardtack.diceRolled();
        final int r = hardtack.fireAfterRestart();
        counters.dice += hardtack.diceRolled() - before;
        return r;
    }
}
