package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.muster.run.ScenarioSetup;

/**
 * The doctrine players on scenarios nobody tuned them on (issue 19: "tune for the general case, never for the bundled
 * files"): {@value #COUNT} scenarios a rule set from {@link HeldOutScenarios} (seed {@value #GENERATOR_SEED}), on each
 * the naive -&gt; doctrine step of {@link LadderTest#step} from both sides (doctrine on one side against naive, paired
 * with naive against naive on the same battle seeds; pairs grown as the ladder grows them, at most {@value #MAX}).
 *
 * <p>Two checks, both at a false-failure rate below about 1e-6 (normal approximation to the paired mean, as the
 * ladder's): <b>no harm</b>, each side of each scenario: doctrine is not significantly worse than naive, paired z &gt;
 * -{@value #Z}, which a side whose true gain is zero or more fails with probability below Phi(-4.75) = 1.0e-6; and
 * <b>better on the whole</b>, each rule set: the mean of its {@code 2 x COUNT} gains (each side of each scenario
 * weighted alike) over the square root of the sum of their squared standard errors, divided by their number, is at
 * least {@value #Z}. The ladder's per-scenario +5-point target is not asked here: many draws are lopsided (a side
 * near 0% or 100% has no room to gain), which is also why the mean, not each scenario, carries the second check.
 *
 * <p>The sides known to fail the first check are listed in {@link #OPEN}; such a side must still fail it (with the
 * fixed seeds the test is deterministic), so the list cannot outlive the fix. The generator's seed is fixed so that
 * a failure means the players or the rules changed; to look further, {@code -Dmuster.heldout.seed=N} draws another
 * family, and {@code -Dmuster.heldout.seed=17,18,19} several in turn (each in a folder sN of the kept folder below;
 * the list then does not apply: every side is checked), {@code -Dmuster.heldout.count=K} another size and
 * {@code -Dmuster.heldout.dir=DIR} keeps the scenario files in DIR (to replay or run them with {@code muster}) and
 * {@code -Dmuster.heldout.only=RULESET} plays one rule set's scenarios (a third of the time; the family is drawn the
 * same, so its files and figures are those of the whole run).
 *
 * <p>The same check for another step of the ladder: {@code -Dmuster.heldout.weak=doctrine
 * -Dmuster.heldout.strong=search} asks whether the search player is no worse than doctrine on scenarios nobody tuned it
 * on, and better on the whole; {@code -Dmuster.heldout.max=N} caps the pairs a side (a multiple of 125; a search battle
 * costs some hundred doctrine ones; at the cap the no-harm check keeps its false-failure rate, but a real gain may not
 * reach the mean's z). The list of open sides then does not apply. 4 December 2026 (main at 29cf1c7, the search
 * defaults of 3 December), {@code -Dmuster.heldout.only=acw-skirmish -Dmuster.heldout.weak=doctrine
 * -Dmuster.heldout.strong=search -Dmuster.heldout.max=500 -Dmuster.heldout.count=4}: search over doctrine +52.2/+16.6,
 * +12.7/+2.2, +2.4/+9.2 and +2.2/+17.9 points on families g00-g03 (sides 0/1, 500 pairs each; z 1.53 to 19.95, none
 * below 0), mean +14.4 (z 22.08); 69 minutes of wall time at a load average of 7-16. hardtack, the same with {@code
 * only=hardtack} (main at e61def6): +21.5/+21.2, +1.4/+0.8, +10.6/+10.8 and +2.9/+1.6 (z 1.27 to 7.70; the small gains
 * where doctrine already wins or loses 97-99%), mean +8.9 (z 12.46); 41 minutes at a load of 4-6. jacobite45 ({@code
 * only=jacobite45}, e61def6): +10.2/+12.2, +12.4/+16.3, +7.6/+11.8 and +4.9/+20.2 (z 2.62 to 7.60), mean +12.0 (z
 * 15.42); 78 seconds. 6 December 2026, acw-skirmish again with its search default of that day ({@code plan=merge}, the
 * card search pruned; main at acb252b8, the same command): +12.6/+10.1, +11.3/+1.4, +2.3/+14.1 and +3.1/+28.2 (z 1.23
 * to 11.32, none below 0; the small gains where doctrine already wins 90-95%), mean +10.4 (z 14.92), against the
 * doctrine of that day (stronger than on 4 December: g00's side 0 won 25.9% under it); 48 minutes at a load of about 4.
 *
 * <p>7 December 2026, every rule set again with its search default of that day. acw-skirmish (the card budget by
 * rollout turns at the opening; main at db3eabf1, {@code -Dmuster.heldout.max=375}): +13.7/+15.1, +11.6/+2.0,
 * +1.9/+12.1 and +4.0/+30.4 (z 1.35 to 10.34, none below 0), mean +11.4 (z 13.92); 34 minutes beside a CI run. hardtack
 * (main at ca5e153d, {@code max=500}): +28.6/+19.8, +3.2/+1.2, +16.9/+31.3 and +1.7/+3.8 (z 1.75 to 11.98; the small
 * gains where doctrine already wins or loses 94-99%), mean +13.3 (z 18.35; +8.9 on 4 December); 51 minutes beside two
 * other jobs. jacobite45 (ca5e153d, {@code max=500}): +10.7/+11.7, +23.2/+15.4, +5.3/+13.2 and +7.5/+19.8 (z 3.02 to
 * 9.84), mean +13.4 (z 16.60); 4 minutes beside two other jobs. acw-skirmish again with {@code leaves=veto} the default
 * (main at 44418006, {@code max=375}): +12.0/+14.7, +11.9/+2.3, +1.9/+14.7 and +2.9/+30.4 (z 1.40 to 10.19, none below
 * 0), mean +11.3 (z 14.01); 47 minutes beside a CI run. hardtack again with {@code charge=on,dig=on} the default (main
 * at a51a1c75, {@code max=500}): +25.1/+16.9, +3.3/+1.4, +14.8/+29.0 and +3.0/+3.2 (z 2.58 to 11.35, none below 0),
 * mean +12.1 (z 16.50); 54 minutes beside a CI run. The even families' gains read 2 to 3.5 points lower than before;
 * the two defaults on those four sides over 300 other battles (seed 5, paired per battle, the scenario files kept with
 * {@code muster.heldout.dir}): +1.3 [-4.4, +7.0], +2.0 [-3.3, +7.3], +2.3 [-2.8, +7.4] and -2.3 [-6.1, +1.4] for the
 * new one, so no loss shows beyond noise. hardtack again with a close call's two leaders played on up to 4 budgets (the
 * default {@code extend}; main at 52fe7fd5's code, {@code max=500}): +38.6/+24.4, +6.4/+1.4, +23.9/+34.9 and +4.1/+3.3
 * (z 2.66 to 14.45, none below 0), mean +17.1 (z 23.38); 49 minutes beside two other jobs.
 *
 * <p>Families no tuning has seen, checked once: seeds 17 to 26 (5 December 2026, main at c453a64; about a minute a
 * seed), mean gains of doctrine over naive +7.0 to +15.7 (acw-skirmish), +8.6 to +28.8 (hardtack) and +7.2 to +14.0
 * (jacobite45); seeds 27 to 31 (main at 12bc582) +7.2 to +16.3, +10.1 to +22.0 and +6.4 to +9.8. Of seeds 17-26, six
 * sides failed the no-harm check before that stop's doctrine changes (acw seeds 19 and 26, hardtack 22, 23, 24) and
 * two after them (acw seed 26 g05 and g02 side 0: naive-vs-naive deadlocks beside units deep in cover, which doctrine
 * did not share); seeds 27-31 added five (jacobite45 seed 28 g06 side 1 -18.8; hardtack seed 31 g06 side 1 -17.3,
 * seed 28 g06 side 0 -11.3, seed 27 g04 side 0 -9.9, seed 30 g05 side 1 -3.5). After the next stop's changes (main at
 * f07f0652: acw naive advancing on an enemy in sight when the nearest is hidden, jacobite45 {@code lost-dice},
 * hardtack's gun worth as a fire target) two of the 720 sides of seeds 17-31 fail, both hardtack: seed 31 g06 side 1
 * (foot advancing on the nearest enemy horse into an enemy line's fire; the weights tried are in hardtack's
 * DoctrineWeights) and seed 30 g05 side 1 (4.1% against 0.6%), not yet examined. Closest to the bar otherwise: acw
 * seed 25 g03 side 0 (z -4.58), jacobite45 seed 24 g05 side 1 (z -4.73).
 *
 * <p>6 December 2026: both hardtack sides examined (out-gunned companies walking from long range into a worse
 * exchange; the fix tried put seed 24 g07 side 1 at z -10.9, so they stay, with the figures in hardtack's
 * DoctrineWeights). acw-skirmish seed 11 g04 side 0 (a tuning seed) now fails: -14.8, z -7.27 (main at 93f2521),
 * not examined. Fresh seeds 32 to 35 (main at 0df5497, before any fix): means +15.6, +12.4, +12.0, +9.8
 * (acw-skirmish), +18.6, +21.4, +18.5, +16.7 (hardtack), +7.8, +9.4, +9.6, +7.3 (jacobite45); five of the 192 sides
 * below the bar: acw seed 34 g00 side 1 (-14.1, z -8.68) and seed 35 g07 side 0 (-8.7, z -6.09), squads walking in
 * under a fire that outshoots theirs (acw DoctrinePlayer's javadoc: the fix that mends them costs the bundled
 * matrix 10-34 points a cell); jacobite45 seed 34 g00 side 0 (-10.2, z -4.89) and seed 35 g04 sides 0 and 1 (-15.9,
 * -16.2), of which side 0 came off with jacobite45's {@code blind-close} (+2.2). Fresh seeds 36 to 39 (main at
 * 93789c7, before any fix): +13.7, +8.9, +18.4, +9.5; +19.7, +23.1, +13.8, +16.8; +7.2, +9.8, +4.2, +6.0; two of the
 * 192 sides below the bar: hardtack seed 39 g02 side 1 (-16.8, z -8.13; foot assaulting the enemy horse on an
 * objective in its own half, hardtack DoctrineWeights) and jacobite45 seed 39 g00 side 0 (-13.3, z -7.56; a piecemeal
 * advance, jacobite45 DoctrineWeights). Then acw-skirmish's {@code hold} (a squad outshot where it stands fires from
 * there unless its side is behind at the turn limit or has mounted troopers in the fight) mended acw seed 34 g00 side
 * 1 (-0.3) and seed 35 g07 side 0 (+0.8) with no acw side of seeds 7-13 and 17-39 newly below the bar and the bundled
 * matrix cells up or within noise; and its {@code seek} (a squad with the nearest enemy in range but no shot heads for
 * the nearest point with one, up to three moves out) mended acw seed 11 g04 side 0 (-15.0 to -0.2; a squad had stood
 * all battle at its preferred range where a building hid every enemy), the mean of the 30 acw seed means +12.48 to
 * +14.11, no acw side below the bar (closest: seed 9 g07 side 1, -4.8, z -4.54).
 */
class HeldOutLadderTest {
    static final long GENERATOR_SEED = 7;
    static final int COUNT = 8;
    static final int MAX = 1_000;
    static final double Z = 4.75;

    /**
     * Sides of the held-out family where doctrine is today significantly worse than naive ("RULESET-gNN side S"), issue
     * 19 open for them (z and loss at the test's seeds, December 2026); none today. hardtack g03 side 0 (foot against
     * pistol horse and a gun: -24.3, z -14.2, to -11.5, z -5.8 with the balanced preset's {@code foot-assault}, -11.9
     * with {@code stand}) came off with {@code gun-shy} (-0.1, z -0.0: its foot no longer walk towards the horse into
     * the gun's canister); g06 side 1 came off with its {@code hold-lead} (-12.5 to -8.5 points, z -5.8 to -4.0) and
     * rose to +1.5 when a limbered gun ahead of its foot learnt to unlimber (+4.9, z 2.4, with {@code battery}), g04
     * side 1 with its {@code objective} (-10.3, z -6.2, to +30.6, z 10.8) and g07 side 1 with {@code foot-assault}
     * (-9.3, z -4.9, to -3.2, z -1.6). jacobite45 has none; acw-skirmish's two (g02 side 1, -8.7, and g04 side 0,
     * -23.9) came off when outranged squads learnt to close and troopers to stop within charge reach and charge (now
     * +8.6 and -3.0, z -1.9, since an outranged squad stands off while its side is ahead late in the battle). The
     * bundled scenarios' ladder holds for all three; these are where the presets, tuned on the bundled files, do not
     * carry over.
     */
    static final Set<String> OPEN = Set.of();

    @Test
    void doctrineIsNoWorseThanNaiveOnEachHeldOutScenario_andBetterOnTheWhole(@TempDir Path tmp) throws IOException {
        List<Long> seeds = seeds(System.getProperty("muster.heldout.seed", "" + GENERATOR_SEED));
        List<Executable> asserts = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        for (long seed : seeds) {
            // One seed: its files straight into the kept folder, as before; several: one folder sN a seed.
            String sub = seeds.size() == 1 ? "" : "s" + seed;
            checkFamily(seed, tmp.resolve("s" + seed), sub, asserts, report);
        }
        assertAll("held-out ladder:" + report, asserts);
    }

    @Test
    void seedProperty_oneOrACommaList_andNothingElse() {
        assertEquals(List.of(7L), seeds("7"));
        assertEquals(List.of(17L, 18L, 19L), seeds("17, 18,19"));
        for (String bad : new String[] {"17;18", "17,", "seven", ""}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> seeds(bad), bad);
            assertTrue(e.getMessage().contains("muster.heldout.seed=" + bad), e.getMessage());
        }
    }

    /**
     * The generator seeds of {@code -Dmuster.heldout.seed}: one number or a comma list (17,18,19), each family checked
     * in turn; anything else is refused rather than read as the default.
     */
    static List<Long> seeds(String property) {
        List<Long> seeds = new ArrayList<>();
        for (String part : property.split(",", -1)) {
            try {
                seeds.add(Long.parseLong(part.strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("muster.heldout.seed=" + property + ": '" + part
                        + "' is not a whole number (one seed or a comma list, e.g. 17,18,19)", e);
            }
        }
        return seeds;
    }

    private static void checkFamily(long seed, Path dir, String sub, List<Executable> asserts, StringBuilder report)
            throws IOException {
        int count = Integer.getInteger("muster.heldout.count", COUNT);
        String weak = System.getProperty("muster.heldout.weak", "naive");
        String strong = System.getProperty("muster.heldout.strong", "doctrine");
        int max = Integer.getInteger("muster.heldout.max", MAX);
        boolean usual = weak.equals("naive") && strong.equals("doctrine");
        Set<String> open = seed == GENERATOR_SEED && count == COUNT && usual ? OPEN : Set.of();
        String keep = System.getProperty("muster.heldout.dir", "");
        String only = System.getProperty("muster.heldout.only", "");
        assertTrue(only.isEmpty() || List.of(HeldOutScenarios.RULESETS).contains(only),
                "muster.heldout.only=" + only + ": not one of " + List.of(HeldOutScenarios.RULESETS));
        if (!keep.isBlank()) {
            dir = Path.of(keep).resolve(sub);
        }
        List<Path> files = HeldOutScenarios.write(Files.createDirectories(dir), seed, count);
        StringBuilder all = new StringBuilder();
        for (String rs : HeldOutScenarios.RULESETS) {
            if (!only.isEmpty() && !only.equals(rs)) {
                continue;
            }
            double sumGain = 0;
            double sumVar = 0;
            int m = 0;
            for (Path file : files) {
                String name = file.getFileName().toString().replace(".yaml", "");
                if (!name.startsWith(rs + "-")) {
                    continue;
                }
                ScenarioSetup.Loaded base = ScenarioSetup.load(file, Map.of(), Map.of());
                String[] sides = {base.scenario().sides().get(0).name(), base.scenario().sides().get(1).name()};
                LadderTest.Check[] checks = LadderTest.step(file, sides, weak, strong, new long[2], max);
                for (LadderTest.Check c : checks) {
                    sumGain += c.gain();
                    sumVar += c.se() * c.se();
                    m++;
                    String key = name + " side " + c.side();
                    String line = String.format(Locale.ROOT, "%s: %s %.3f -> %s %.3f (%+.1f points), n %d, z %.2f",
                            key, weak, c.weakScore(), strong, c.strongScore(), 100 * c.gain(), c.n(), c.z());
                    boolean harm = c.z() <= -Z;
                    if (open.contains(key)) {
                        all.append("\n  ").append(line).append(" [open: issue 19]");
                        asserts.add(() -> assertTrue(harm, line + ": no longer significantly worse than naive; take \""
                                + key + "\" off HeldOutLadderTest.OPEN"));
                    } else {
                        String worse = " WORSE THAN " + weak.toUpperCase(Locale.ROOT);
                        all.append("\n  ").append(line).append(harm ? worse : "");
                        asserts.add(() -> assertTrue(!harm, line + ": " + strong + " significantly worse than "
                                + weak));
                    }
                }
            }
            double mean = sumGain / m;
            double z = mean / (Math.sqrt(sumVar) / m);
            String line = String.format(Locale.ROOT, "%s: mean gain of %s over %s over %d sides %+.1f points, "
                    + "z %.2f (needs >= %.2f)", rs, strong, weak, m, 100 * mean, z, Z);
            all.append("\n  ").append(line);
            asserts.add(() -> assertTrue(z >= Z, line));
        }
        System.out.println("held-out ladder, " + weak + " -> " + strong + " (generator seed " + seed + ", " + count
                + " a rule set, battle seed " + LadderTest.SEED + ", at most " + max + " pairs a side):" + all);
        report.append("\n generator seed ").append(seed).append(':').append(all);
    }
}
