package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchChecks;

/**
 * hardtack's search player: reproducible from the seed alone, the live battle's streams untouched by its rollouts,
 * allocation-free in steady state, and its options checked as bad input.
 */
class SearchPlayerTest {
    private static final HardtackRuleset RULESET = new HardtackRuleset(HardtackTactics::create);

    private static HardtackTemplate compile(String name, String ai0, String preset0) {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", name));
        s = s.withPlayer(0, new PlayerSpec(ai0, preset0, Map.of()));
        return RULESET.compile(s, RULESET.defaults());
    }

    private static HardtackEngine engine(HardtackTemplate t) {
        return new HardtackEngine(t, HardtackTactics::create);
    }

    @ParameterizedTest
    @CsvSource({"meeting-engagement,'budget=6,horizon=1'", "cavalry-action,'budget=8,horizon=1,only=units'",
        "stone-wall,'budget=6,horizon=1,only=assault'", "little-round-top,'budget=6,horizon=1,only=orders'",
        "points-regiment,'budget=8,horizon=1,only=company,select=halving'",
        "meeting-engagement,'budget=6,horizon=1,posture=2'", "stone-wall,'budget=6,horizon=1,leaf=chance'",
        "points-regiment,'budget=6,horizon=1,pgs=on,pgs-budget=6,pgs-passes=2'",
        "stone-wall,'budget=6,horizon=1,defensive,pgs=on,pgs-budget=4'",
        "points-regiment,'budget=6,horizon=1,deep=3'", "little-round-top,'budget=6,horizon=1,charge=on'",
        "meeting-engagement,'budget=8,horizon=1,posture=2,charge=on'",
        "points-regiment,'budget=6,horizon=1,posture=2,dig=on'"})
    void aBattleWithASearchingSideReplaysAloneFromItsSeed(String scenario, String options) {
        HardtackTemplate t = compile(scenario, "search", options);
        SearchChecks.assertReplaysAlone(engine(t), engine(t), t.unitCount(), 3);
    }

    /**
     * With margin 1 no challenger can replace the yardstick (scores lie in [0, 1]), so every battle must be the
     * doctrine player's own, byte for byte: the rollouts draw nothing from the live battle's DICE or TACTICS streams
     * and leave its state as they found it. Six battles of each mode; a search that touched the live battle would
     * change some record (each battle rolls hundreds of dice after its first searched decision).
     */
    @ParameterizedTest
    @CsvSource({"points-regiment,'budget=4,horizon=1,margin=1'", "stone-wall,'budget=6,horizon=2,margin=1,only=units'",
        "stone-wall,'budget=4,horizon=1,margin=1,only=assault'",
        "little-round-top,'budget=8,horizon=1,margin=1,only=company,select=halving'",
        "points-regiment,'budget=4,horizon=1,margin=1,deep=3'"})
    void aSearchThatNeverSwitchesPlaysDoctrinesOwnBattles(String scenario, String options) {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", scenario));
        String preset = s.sides().get(0).player().preset();
        HardtackTemplate searching = compile(scenario, "search", options + "," + preset);
        HardtackTemplate doctrine = compile(scenario, "doctrine", preset);
        assertEquals(SearchChecks.records(engine(doctrine), doctrine.unitCount(), 9, 6),
                SearchChecks.records(engine(searching), searching.unitCount(), 9, 6));
    }

    /** The same six battles with search free to switch: some answer changes, so the test above can fail. */
    @Test
    void aSearchThatMaySwitchChangesSomeBattle() {
        HardtackTemplate doctrine = compile("points-regiment", "doctrine", "balanced");
        assertNotEquals(SearchChecks.records(engine(doctrine), doctrine.unitCount(), 9, 6),
                played("points-regiment", "budget=8,horizon=1,margin=0,test=margin", 6));
    }

    /**
     * The default searches the rallies as well as the assaults ({@code only=orders}): the same battles as that option
     * named, and not those of {@code only=assault} (margin 0 without the paired test, so that challengers switch often
     * enough for a rally to change one of twelve points-regiment battles).
     */
    @Test
    void theDefaultSearchesRalliesAsWellAsAssaults() {
        playsAsAndNotAs("points-regiment", "budget=8,horizon=1,margin=0,test=margin", 12, ",only=orders",
                ",only=assault");
    }

    /**
     * {@code deep=T} reads a second leaf at T turns where the near leaf keeps doctrine's answer: with margin 0 and no
     * paired test, some of twelve points-regiment battles change against the near leaf alone; {@code deep} at or below
     * the horizon is no deep leaf (the same battles as without it).
     */
    @Test
    void theDeepLeafChangesSomeBattleOnlyPastTheHorizon() {
        playsAsAndNotAs("points-regiment", "budget=8,horizon=1,margin=0,test=margin,balanced", 12, ",deep=1",
                ",deep=3");
    }

    /** The records of the first {@code battles} battles of seed 9 with side 0 searching under {@code options}. */
    private static String played(String scenario, String options, int battles) {
        HardtackTemplate t = compile(scenario, "search", options);
        return SearchChecks.records(engine(t), t.unitCount(), 9, battles);
    }

    /**
     * The posture search (the default, {@code posture=0}) changes some of six meeting-engagement battles (balanced,
     * whose hold-lead it searches; margin 0 without the paired test, so that a challenger switches often), so the
     * option is not idle; on stone-wall (aggressive and defensive: no hold-lead to search) it changes nothing when
     * the charge and the dig, postures of their own, are off.
     */
    @Test
    void thePostureSearchChangesBalancedBattlesOnly() {
        String common = "budget=8,horizon=1,margin=0,test=margin,";
        assertNotEquals(played("meeting-engagement", common + "balanced,posture=off", 6),
                played("meeting-engagement", common + "balanced", 6));
        assertEquals(played("stone-wall", common + "aggressive,posture=off", 6),
                played("stone-wall", common + "aggressive,posture=0,charge=off,dig=off", 6));
    }

    /**
     * The charge script ({@link ChargePlayer}, default {@code charge=on}) as a posture changes some of six stone-wall
     * battles of its aggressive Union (which searches no posture without it and the dig, and no push with {@code
     * push=on}); a defensive side does not advance and searches no charge, so {@code charge=on} changes nothing
     * there.
     */
    @Test
    void theChargeChangesBattlesOfAnAdvancingSideOnly() {
        String stone = "budget=8,horizon=1,margin=0,test=margin,aggressive,dig=off";
        assertNotEquals(played("stone-wall", stone + ",charge=off", 6), played("stone-wall", stone, 6));
        String defensive = "budget=8,horizon=1,margin=0,test=margin,defensive,dig=off";
        assertEquals(played("stone-wall", defensive + ",charge=off", 6),
                played("stone-wall", defensive + ",charge=on", 6));
    }

    /**
     * The dig script ({@link DigPlayer}, default {@code dig=on}) as a further posture changes some of six
     * points-regiment battles (no objective, so no push: the hold-lead flip alone without it). The default is the
     * charge and the dig on: the explicit options play the same battles.
     */
    @Test
    void theDigChangesBattles() {
        playsAsAndNotAs("points-regiment", "budget=8,horizon=1,margin=0,test=margin,balanced", 6,
                ",charge=on,dig=on", ",dig=off");
    }

    /**
     * The extension ({@link SearchOptions#EXTEND}, 4 budgets by default): a close decision's two leaders playing on
     * changes some of six cavalry-action battles against {@code extend=0}, and the default is {@code extend=32} at
     * budget 8.
     */
    @Test
    void theExtensionChangesBattles() {
        playsAsAndNotAs("cavalry-action", "budget=8,horizon=1,balanced", 6, ",extend=32", ",extend=0");
    }

    /**
     * The cap ({@link SearchOptions#CAP}): a battle whose rollouts may play only 2,000 decisions searches less and
     * changes some of six cavalry-action battles against no cap, and a cap no battle reaches plays as none.
     */
    @Test
    void theCapChangesBattlesOnlyWhereItIsReached() {
        playsAsAndNotAs("cavalry-action", "budget=8,horizon=1,balanced", 6, ",cap=0", ",cap=2000");
        playsAsAndNotAs("cavalry-action", "budget=8,horizon=1,balanced", 6, ",cap=1000000000", ",cap=2000");
    }

    /**
     * {@code battles} battles of {@code scenario} with the options {@code common} play as with {@code same} added to
     * them and not as with {@code other}.
     */
    private static void playsAsAndNotAs(String scenario, String common, int battles, String same, String other) {
        String played = played(scenario, common, battles);
        assertEquals(played(scenario, common + same, battles), played, same);
        assertNotEquals(played(scenario, common + other, battles), played, other);
    }

    /**
     * The push script ({@link PushPlayer}, default {@code push=on}) changes some of six meeting-engagement battles
     * against the posture search without it; points-regiment has no objective, so it changes nothing there; {@code
     * push=all} searches it for an aggressive side too (stone-wall's Union), which {@code push=on} leaves alone.
     */
    @Test
    void thePushChangesBattlesWithAnObjectiveOnly() {
        String common = "budget=8,horizon=1,margin=0,test=margin,balanced";
        assertNotEquals(played("meeting-engagement", common + ",push=off", 6),
                played("meeting-engagement", common, 6));
        assertEquals(played("points-regiment", common + ",push=off", 6),
                played("points-regiment", common, 6));
        String stone = "budget=8,horizon=1,margin=0,test=margin,aggressive";
        String withoutPush = played("stone-wall", stone + ",push=off", 6);
        assertEquals(withoutPush, played("stone-wall", stone + ",push=on", 6));
        assertNotEquals(withoutPush, played("stone-wall", stone + ",push=all", 6));
    }

    /**
     * The default search (order search with the posture search, rollouts of a posture to the end) plays a battle the
     * same after another battle on one engine as alone: meeting-engagement's Confederates searching, battle 76 of seed
     * 20261219 (found by {@code muster run} on one thread and on two, 4 of 1,500 battles apart, December 2026). Before
     * the fix a posture's rollouts began with an order left armed by an earlier order search, here of battle 75, and
     * the battle took 7 turns after it and 9 alone.
     */
    @Test
    void theDefaultSearchPlaysABattleTheSameAfterAnotherAsAlone() {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", "meeting-engagement"))
                .withPlayer(1, new PlayerSpec("search", null, Map.of()));
        HardtackTemplate t = RULESET.compile(s, RULESET.defaults());
        SearchChecks.assertPlaysTheSameAfter(engine(t), engine(t), t.unitCount(), 20261219L, 75, 76);
    }

    /**
     * The per-company search ({@code pgs=on}) plays a battle the same after another battle on one engine as alone (no
     * company's script of one battle, or of one search, reaches the next), and it is not idle: with margin 0 and no
     * paired test some company takes another script and some of six battles changes.
     */
    @Test
    void theCompanySearchPlaysABattleTheSameAfterAnotherAsAloneAndChangesSome() {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", "stone-wall"))
                .withPlayer(1, new PlayerSpec("search", "defensive,budget=8,pgs=on,pgs-budget=8", Map.of()));
        HardtackTemplate t = RULESET.compile(s, RULESET.defaults());
        SearchChecks.assertPlaysTheSameAfter(engine(t), engine(t), t.unitCount(), 20261219L, 75, 76);
        String common = "budget=8,horizon=1,margin=0,test=margin,";
        assertNotEquals(played("points-regiment", common + "balanced", 6),
                played("points-regiment", common + "balanced,pgs=on,pgs-budget=8", 6));
    }

    @TempDir
    Path tmp;

    /** The CLI's battles and summary with a searching side on each side: the same on one and two threads. */
    @Test
    void searchPlayersGiveTheSameBattlesOnOneAndTwoThreads() throws IOException {
        SearchChecks.assertSameOnOneAndTwoThreads(tmp, SearchChecks.scenario("hardtack", "cavalry-action"), "--ai",
                "0=search:budget=6,horizon=1", "--ai", "1=search:budget=4,horizon=1,only=units");
    }

    /**
     * Bounded allocation: after {@value #WARM_UP} battles of warm-up on one engine, {@value #MEASURED} more battles
     * with a searching side (each of the three searched decisions) allocate no more than BundledAllocationTest allows
     * ({@link SearchChecks#assertAllocatesNothingInSteadyState}).
     */
    @ParameterizedTest
    @CsvSource({"meeting-engagement,'budget=4,horizon=1'", "points-regiment,'budget=4,horizon=1,only=units'",
        "stone-wall,'budget=4,horizon=1,only=orders,aggressive,leaf=chance'",
        "little-round-top,'budget=8,horizon=1,only=company,select=halving'",
        "cavalry-action,'budget=4,horizon=1,pgs=on,pgs-budget=4'", "meeting-engagement,'budget=4,horizon=1,deep=3'",
        "cavalry-action,'budget=4,horizon=1,charge=on'", "stone-wall,'budget=4,horizon=1,defensive,dig=on'"})
    void aSearchingSideAllocatesNothingPerBattleInSteadyState(String scenario, String options) {
        HardtackTemplate t = compile(scenario, "search", options);
        SearchChecks.assertAllocatesNothingInSteadyState(engine(t), t.unitCount(), 2, WARM_UP, MEASURED);
    }

    /**
     * {@code family=on}'s paired test: the normal tail and its inverse agree with the tables (P(N > 2) = 0.02275,
     * P(N > 1.645) = 0.05), and the Sidak z for k challengers makes the chance that any of k passes that of one at
     * {@link SearchPlayer#Z}: 2.275 for two, 2.605 for five, 2.864 for eleven.
     */
    @Test
    void theFamilyTestRaisesZByTheNumberOfChallengers() {
        assertEquals(0.02275, SearchPlayer.upperTail(2), 1e-5);
        assertEquals(0.05, SearchPlayer.upperTail(1.645), 1e-4);
        assertEquals(1.96, SearchPlayer.quantile(0.025), 1e-3);
        final double one = SearchPlayer.upperTail(SearchPlayer.Z);
        final double[] expected = {2.0, 2.275, 2.605, 2.864};
        final int[] k = {1, 2, 5, 11};
        for (int i = 0; i < k.length; i++) {
            assertEquals(expected[i], SearchPlayer.sidak(one, k[i]), 2e-3);
        }
    }

    /**
     * {@code leaf=chance}'s break chance: certain at break-at, nil for an army that has lost nothing (no rate) or with
     * no turn left, a half where its progress at its rate so far just reaches break-at at the turn limit, and growing
     * with progress and with the turns left.
     */
    @Test
    void theBreakChanceFollowsTheRateSoFar() {
        final double lump = 1 / (0.5 * 5);
        assertEquals(1, SearchPlayer.breaks(1, 4, 6, lump));
        assertEquals(0, SearchPlayer.breaks(0, 4, 6, lump));
        assertEquals(0, SearchPlayer.breaks(0.6, 4, 0, lump));
        assertEquals(0.5, SearchPlayer.breaks(0.5, 5, 5, lump), 1e-9);
        assertTrue(SearchPlayer.breaks(0.4, 5, 5, lump) < SearchPlayer.breaks(0.5, 5, 5, lump));
        assertTrue(SearchPlayer.breaks(0.3, 3, 2, lump) < SearchPlayer.breaks(0.3, 3, 6, lump));
    }

    static final int WARM_UP = 30;
    static final int MEASURED = 30;

    @Test
    void badSearchOptionsAreRejectedNamingThePreset() {
        for (String bad : new String[] {"budget=0", "horizon=-1", "only=cards", "only=", "margin=2", "test=z", "fast=2",
            "depth=3", "reckless", "select=best", "only=company2",
            "posture=-1", "posture=x", "posture=101", "push=x", "push", "family=x", "family",
            "leaf=x", "leaf=chances", "pgs", "pgs=x", "pgs-budget=0", "pgs-budget=1.5", "pgs-budget=100001",
            "pgs-passes=0", "pgs-passes=5", "pgs-passes=x", "deep=x", "deep=-1", "deep=101",
            "charge", "charge=x", "charge=1", "dig", "dig=x", "dig=2", "extend", "extend=x", "extend=-1",
            "extend=100001", "extend=1.5", "cap", "cap=x", "cap=-1", "cap=1.5", "cap=1000000001"}) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search",
                    bad));
            assertTrue(e.getMessage().contains("sides[0].player.preset"), e.getMessage());
            assertTrue(e.getMessage().contains(bad), e.getMessage());
        }
    }

    @Test
    void badSearchOptionsOnTheCommandLineAreOneLineAndExitTwo() {
        SearchChecks.assertBadOptionIsOneLine(tmp, SearchChecks.scenario("hardtack", "cavalry-action"),
                "1=search:budget=abc");
    }
}
