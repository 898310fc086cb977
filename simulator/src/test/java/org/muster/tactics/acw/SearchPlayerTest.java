package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;
import org.muster.run.ScenarioSetup;
import org.muster.tactics.search.SearchChecks;
import org.muster.tactics.search.Yardstick;

/** The search player: reproducible from the seed alone, and its options checked as bad input. */
class SearchPlayerTest {
    private static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);
    /** A search of the cards alone, 6 rollouts, free to switch (assertCardSearchPlays). */
    private static final String CARDS = "budget=6,margin=0,test=margin,only=cards,plan=off,cardprune=0,balanced,";

    private static AcwTemplate compile(String name, String ai0, String preset0) {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("acw-skirmish", name));
        s = s.withPlayer(0, new PlayerSpec(ai0, preset0, Map.of()));
        return RULESET.compile(s, RULESET.defaults());
    }

    @Test
    void aBattleWithASearchingSideReplaysAloneFromItsSeed() {
        AcwTemplate t = compile("cavalry-action", "search", "budget=4,horizon=1");
        SearchChecks.assertReplaysAlone(RULESET.newAcwEngine(t), RULESET.newAcwEngine(t), t.unitCount(), 3);
    }

    /**
     * The default search ({@code --ai 1=search}: {@code plan=merge}, the card search pruned and bounded by the budget)
     * plays a battle the same after another battle on one engine as alone: nothing it keeps between decisions or
     * battles (the live card's script and plan, the rollout engine's armed order and scripts) reaches the next.
     * hardtack's search once let an armed order through (0749b312). SearchHistoryCheck found no battle that differs in
     * 100 battles a side of every bundled acw scenario, seed 5 (6 December 2026); this pins one pair of the default's
     * battles.
     */
    @Test
    void theDefaultSearchPlaysABattleTheSameAfterAnotherAsAlone() {
        Scenario s = ScenarioSetup.applyAi(ScenarioReader.read(SearchChecks.scenario("acw-skirmish",
                "veterans-vs-regulars")), Map.of("1", "search"));
        AcwTemplate t = RULESET.compile(s, RULESET.defaults());
        SearchChecks.assertReplaysAlone(RULESET.newAcwEngine(t), RULESET.newAcwEngine(t), t.unitCount(), 5);
    }

    /**
     * With margin 1 a challenger would have to win every rollout that doctrine's answer loses (scores lie within
     * -0.01 and 1.01), which on these fixed seeds none does, so every battle must be the doctrine player's own, byte
     * for byte, while the rollouts still run: they draw nothing from the live battle's streams and leave its state as
     * they found it. The same battles with search free to switch differ, so the check can fail. Exact on fixed seeds.
     */
    @Test
    void aSearchThatNeverSwitchesPlaysDoctrinesOwnBattles() {
        AcwTemplate never = compile("meeting-engagement", "search", "budget=6,horizon=1,margin=1,balanced");
        AcwTemplate free = compile("meeting-engagement", "search", "budget=6,horizon=1,margin=0,test=margin,balanced");
        AcwTemplate doctrine = compile("meeting-engagement", "doctrine", "balanced");
        String doctrines = SearchChecks.records(RULESET.newAcwEngine(doctrine), doctrine.unitCount(), 9, 4);
        assertEquals(doctrines, SearchChecks.records(RULESET.newAcwEngine(never), never.unitCount(), 9, 4));
        assertNotEquals(doctrines, SearchChecks.records(RULESET.newAcwEngine(free), free.unitCount(), 9, 4));
    }

    /**
     * {@code cardhorizon=T} is the card search's leaf alone: searching only the cards, {@code horizon=4,cardhorizon=1}
     * plays the battles of {@code horizon=1}, and those differ from {@code horizon=4}'s (so the check can fail). Exact
     * on fixed seeds.
     */
    @Test
    void theCardHorizonIsTheCardSearchsLeaf() {
        assertCardSearchPlays("horizon=1,deep=0", "horizon=4,cardhorizon=1,deep=0", "horizon=4,deep=0");
    }

    /**
     * {@code deep=T} adds a second leaf to the card search only where it lies past the card horizon: {@code deep=1}
     * with {@code horizon=1} plays {@code horizon=1}'s battles, {@code deep=3} others (the mean of the leaves at one
     * and three turns). Exact on fixed seeds.
     */
    @Test
    void aDeepLeafPastTheCardHorizonIsScored() {
        assertCardSearchPlays("horizon=1,deep=0,leaves=mean", "horizon=1,deep=1,leaves=mean",
                "horizon=1,deep=3,leaves=mean");
    }

    /**
     * {@code leaves=either} reads the deep leaf apart (a second paired test where the near leaf keeps doctrine's
     * card): without {@code deep} it plays the near leaf's battles, with it others than the mean's. Exact on fixed
     * seeds.
     */
    @Test
    void eitherLeafTriesTheDeepLeafApart() {
        assertCardSearchPlays("horizon=1,deep=0,leaves=mean", "horizon=1,deep=0,leaves=either",
                "horizon=1,deep=3,leaves=either");
        assertCardSearchPlays("horizon=1,deep=3,leaves=mean", "horizon=1,deep=3,leaves=mean,z=" + Yardstick.Z,
                "horizon=1,deep=3,leaves=either");
    }

    /**
     * {@code leaves=veto} is {@code either} with the near leaf's pick vetoed where the deep leaf's mean gain for it is
     * negative: without a deep leaf it plays {@code either}'s battles, with one others than {@code either}'s. Exact on
     * fixed seeds.
     */
    @Test
    void vetoLeafLetsTheDeepLeafOverruleTheNearPick() {
        assertCardSearchPlays("horizon=1,deep=0,leaves=either", "horizon=1,deep=0,leaves=veto",
                "horizon=1,deep=3,leaves=veto");
        assertNotEquals(cardSearchBattles(CARDS + "horizon=1,deep=3,leaves=either"),
                cardSearchBattles(CARDS + "horizon=1,deep=3,leaves=veto"));
    }

    /**
     * The default reads an 8-turn leaf apart and lets it veto the near leaf's pick ({@code deep=8,leaves=veto},
     * SearchOptions): the battles of the explicit options, and others than one leaf's and than {@code either}'s. Exact
     * on fixed seeds.
     */
    @Test
    void theDefaultReadsAnEightTurnLeafApartWithAVeto() {
        assertCardSearchPlays("horizon=1", "horizon=1,deep=8,leaves=veto", "horizon=1,deep=0");
        assertCardSearchPlays("horizon=1", "horizon=1,deep=8,leaves=veto", "horizon=1,deep=8,leaves=either");
    }

    /**
     * A search of the cards alone on meeting-engagement (6 rollouts, free to switch) plays the same battles (3 of seed
     * 9) with options {@code same} as with {@code base}, and others with {@code other}.
     */
    private static void assertCardSearchPlays(String base, String same, String other) {
        String battles = cardSearchBattles(CARDS + base);
        assertEquals(battles, cardSearchBattles(CARDS + same), same);
        assertNotEquals(battles, cardSearchBattles(CARDS + other), other);
    }

    private static String cardSearchBattles(String options) {
        AcwTemplate t = compile("meeting-engagement", "search", options);
        return SearchChecks.records(RULESET.newAcwEngine(t), t.unitCount(), 9, 3);
    }

    @TempDir
    Path tmp;

    /** The CLI's battles and summary with a searching side on each side: the same on one and two threads. */
    @Test
    void searchPlayersGiveTheSameBattlesOnOneAndTwoThreads() throws IOException {
        SearchChecks.assertSameOnOneAndTwoThreads(tmp, SearchChecks.scenario("acw-skirmish", "cavalry-action"),
                "--ai", "0=search:budget=6,horizon=1,alloc=halving,eval=break", "--ai",
                "1=search:budget=4,only=combat");
    }

    @Test
    void badSearchOptionsAreRejectedNamingThePreset() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search",
                "budget=0"));
        assertTrue(e.getMessage().contains("sides[0].player.preset"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "depth=3"));
        assertTrue(e.getMessage().contains("depth=3"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "margin=2"));
        assertTrue(e.getMessage().contains("margin=2"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "alloc=ucb"));
        assertTrue(e.getMessage().contains("alloc=ucb"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "reckless"));
        assertTrue(e.getMessage().contains("reckless"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "portfolio=naive"));
        assertTrue(e.getMessage().contains("portfolio=naive"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "z=-1"));
        assertTrue(e.getMessage().contains("z=-1"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "planbudget=0"));
        assertTrue(e.getMessage().contains("planbudget=0"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "plan=line"));
        assertTrue(e.getMessage().contains("plan=line"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "cardprune=11"));
        assertTrue(e.getMessage().contains("cardprune=11"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "planprune=-1"));
        assertTrue(e.getMessage().contains("planprune=-1"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "cardhorizon=-1"));
        assertTrue(e.getMessage().contains("cardhorizon=-1"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "leaves=both"));
        assertTrue(e.getMessage().contains("leaves=both"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "deep=x"));
        assertTrue(e.getMessage().contains("deep=x"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "cardwork=0"));
        assertTrue(e.getMessage().contains("cardwork=0"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "cardwork"));
        assertTrue(e.getMessage().contains("cardwork"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "workfrom=battle"));
        assertTrue(e.getMessage().contains("workfrom=battle"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "strong=2"));
        assertTrue(e.getMessage().contains("strong=2"), e.getMessage());
        compile("cavalry-action", "search", "strong");
        compile("cavalry-action", "search", "cardwork=off,workfrom=card");
        compile("cavalry-action", "search", "fast,defensive");
    }

    /**
     * The search player's rollout engine, candidates, portfolio and scores are made once: a battle with a searching
     * side (the default portfolio and halving, a small budget) allocates no more in steady state than
     * BundledAllocationTest allows a battle of doctrine players (when written it read 11 bytes a battle).
     */
    @Test
    void aSearchingSideAllocatesNothingPerBattleInSteadyState() {
        AcwTemplate t = compile("cavalry-action", "search", "budget=8,horizon=1");
        SearchChecks.assertAllocatesNothingInSteadyState(RULESET.newAcwEngine(t), t.unitCount(), 5, 40, 40);
    }

    /**
     * A budget smaller than the candidates (the portfolio lists up to nine cards and scripts, {@code plan=merge} a
     * standing candidate for each unit besides) is still the most rollouts a searched decision plays, under
     * successive halving and flat allocation (the default before 6 December 2026, {@code plan=off,cardprune=0}),
     * the default's pruned card search and a pruned plan stage (each once gave every candidate at least one rollout;
     * the pruned ones an eighth of a third of the budget each up to the pruning, 21 rollouts for one decision here).
     * Exact counts on fixed seeds.
     */
    @Test
    void aBudgetSmallerThanTheCandidatesIsNotOverspent() {
        for (String options : new String[] {"alloc=halving,plan=off,cardprune=0", "alloc=flat,plan=off,cardprune=0",
                "alloc=halving,cardwork=off", "plan=stand,planprune=1,cardprune=1,cardwork=off"}) {
            AcwTemplate t = compile("meeting-engagement", "doctrine", "balanced");
            SearchPlayer p = playSearch(t, 0, "budget=4,horizon=1," + options + ",balanced", 3, 2);
            assertTrue(p.searched > 10, options + ": " + p.searched + " decisions searched");
            assertTrue(p.widestSpend <= 4, options + ": " + p.widestSpend + " rollouts for one decision at budget 4");
            assertTrue(p.rollouts <= 4 * p.searched, options + ": " + p.rollouts + " rollouts for " + p.searched
                    + " searched decisions at budget 4");
        }
    }

    /**
     * The default's pruned card search ({@code cardprune=1}, with {@code plan=merge}'s standing candidates) stops
     * where its budget is spent: on these battles some card search has more candidates that differ than its rounds
     * can play to the pruning or the cap, and is cut short, yet no searched decision plays more than the budget (the
     * unbounded search played 48 rollouts for one decision at budget 24). Exact counts on fixed seeds.
     */
    @Test
    void aPrunedSearchIsBoundedByItsBudget() {
        AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
        for (int budget : new int[] {24, 96}) {
            SearchPlayer p = playSearch(t, 1, "budget=" + budget + ",horizon=2,cardwork=off,balanced", 5, 4);
            assertTrue(p.widestSpend <= budget, p.widestSpend + " rollouts for one decision at budget " + budget);
            assertTrue(p.truncated > 0 && p.cardsSearched > 0, p.debug());
            assertTrue(p.rollouts <= budget * p.searched, p.rollouts + " rollouts for " + p.searched);
        }
    }

    /**
     * {@code only=charge} (the default) searches the card and the orders that could charge: more decisions than
     * {@code only=cards}, fewer than {@code only=combat}, which adds the orders that could shoot, and than
     * {@code only=threat}, which adds the orders of a unit an enemy could charge. Under halving the
     * portfolio's twins (scripts that order a card alike, so every rollout scores the same) are dropped, and no
     * searched decision plays more than the budget. Exact counts on fixed seeds (the Confederate infantry, which shoot
     * far more often than they can charge).
     */
    @Test
    void chargeOrdersAreSearchedBesidesTheCardAndTwinsAreDropped() {
        String[] only = {"cards", "charge", "combat", "threat"};
        long[] searched = new long[only.length];
        for (int i = 0; i < only.length; i++) {
            AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
            SearchPlayer p = playSearch(t, 1, "budget=12,horizon=1,cardwork=off,only=" + only[i] + ",balanced", 5, 4);
            searched[i] = p.searched;
            assertTrue(p.twins > 0, only[i] + ": no twin dropped in " + p.searched + " searched decisions");
            assertTrue(p.widestSpend <= 12, only[i] + ": " + p.widestSpend + " rollouts for one decision");
            assertTrue(p.rollouts <= 12 * p.searched, only[i] + ": " + p.rollouts + " rollouts for " + p.searched
                    + " searched decisions at budget 12");
        }
        assertTrue(searched[0] < searched[1] && searched[1] < searched[2] && searched[1] < searched[3],
                java.util.Arrays.toString(searched));
    }

    /**
     * {@code plan=stand} searches a plan stage after every card it chooses (the side or one unit standing), on
     * rollouts apart from the card's, and (with margin 0 and no paired test) changes some plan on these battles;
     * without it none is searched. No searched decision plays more than the budget. Exact counts on fixed seeds.
     */
    @Test
    void planStandSearchesTheChosenCardsPlanFurther() {
        AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
        long[] plans = new long[2];
        for (int i = 0; i < 2; i++) {
            SearchPlayer p = playSearch(t, 1, "budget=24,horizon=2,cardwork=off,margin=0,test=margin,plan="
                    + (i == 0 ? "off" : "stand") + ",balanced", 5, 6);
            plans[i] = p.plansSearched;
            if (i == 1) {
                assertTrue(p.plansSearched >= p.cardsSearched && p.plansSearched > 0, p.debug());
                assertTrue(p.plansDeviated > 0, p.debug());
                assertTrue(p.widestSpend <= 24, p.widestSpend + " rollouts for one decision");
                assertTrue(p.rollouts <= 24 * p.searched, p.rollouts + " rollouts for " + p.searched);
            }
        }
        assertEquals(0, plans[0]);
    }

    /**
     * {@code plan=side} searches a plan stage after every card it chooses with the side standing as its one
     * challenger, on half the budget unless {@code planbudget=N} sets it: no plan stage plays more rollouts than that.
     * Exact counts on fixed seeds.
     */
    @Test
    void planSideSearchesTheSideStandingOnItsOwnBudget() {
        AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
        for (int pb : new int[] {0, 6}) {
            SearchPlayer p = playSearch(t, 1, "budget=24,horizon=2,cardwork=off,margin=0,test=margin,plan=side"
                    + (pb > 0 ? ",planbudget=" + pb : "") + ",balanced", 5, 6);
            final long plan = pb > 0 ? pb : 12;
            assertTrue(p.plansSearched >= p.cardsSearched && p.plansSearched > 0, p.debug());
            assertTrue(p.rollouts <= 24 * (p.searched - p.plansSearched) + plan * p.plansSearched,
                    p.rollouts + " rollouts for " + p.searched + " searched, " + p.plansSearched + " plans");
        }
    }

    /**
     * {@code plan=stand} lists a standing candidate for every unit of the side that can act, however many: with 16
     * squads a side (meeting-engagement's Union doubled), the first plan stage lists the card's plan, the side
     * standing and all 16 squads standing (all can act on the first card). The candidate arrays once held 16, which
     * silently dropped the last two squads. Exact on a fixed seed.
     */
    @Test
    void planStandListsEveryUnitOfALargeSide() throws IOException {
        Path file = tmp.resolve("large.yaml");
        String yaml = java.nio.file.Files.readString(SearchChecks.scenario("acw-skirmish", "meeting-engagement"));
        String union = "count: 8, men: 6, quality: regular, weapon: rifled-musket, at: [6.5, 6], facing: north, "
                + "spacing: 5}";
        assertTrue(yaml.contains(union), "meeting-engagement's Union line changed");
        java.nio.file.Files.writeString(file, yaml.replace(union, union.replace("count: 8", "count: 16")
                .replace("spacing: 5", "spacing: 2.5")));
        Scenario s = ScenarioReader.read(file).withPlayer(0, new PlayerSpec("doctrine", "balanced", Map.of()));
        AcwTemplate t = RULESET.compile(s, RULESET.defaults());
        assertEquals(16, t.endUnit(0) - t.firstUnit(0));
        SearchPlayer p = playSearch(t, 0, "budget=36,horizon=1,plan=stand,balanced", 5, 1);
        assertTrue(p.plansSearched > 0, p.debug());
        assertEquals(2 + 16, p.widestPlan, p.debug());
    }

    /**
     * {@code plan=merge} lists doctrine's card with the side or one unit standing among the card's candidates: no plan
     * stage of its own, yet (with margin 0 and no paired test) some card plays a plan with a unit standing on these
     * battles, and no searched decision plays more than the budget. Exact counts on fixed seeds.
     */
    @Test
    void planMergeSearchesThePlansWithTheCard() {
        AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
        SearchPlayer p = playSearch(t, 1, "budget=24,horizon=2,cardwork=off,margin=0,test=margin,plan=merge,balanced",
                5, 6);
        assertEquals(0, p.plansSearched, p.debug());
        assertTrue(p.plansDeviated > 0, p.debug());
        assertTrue(p.widestSpend <= 24, p.widestSpend + " rollouts for one decision");
        assertTrue(p.rollouts <= 24 * p.searched, p.rollouts + " rollouts for " + p.searched);
    }

    /**
     * A pruned search ({@code cardprune=1}, {@code planprune=1}) stops once no challenger is left: with margin 1 no
     * challenger can pass (scores lie within -0.01 and 1.01), so every battle is doctrine's own (the same searched
     * decisions with and without pruning), and the pruned card searches and plan stages play fewer rollouts than the
     * same searches by successive halving, which spend the budget. Exact counts on fixed seeds.
     */
    @Test
    void aPrunedSearchStopsWhenNoChallengerIsLeft() {
        AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
        final String never = "budget=96,horizon=1,margin=1,plan=stand,cardwork=off,balanced";
        SearchPlayer halving = playSearch(t, 1, never + ",cardprune=0", 5, 3);
        SearchPlayer pruned = playSearch(t, 1, never + ",cardprune=1,planprune=1", 5, 3);
        assertEquals(halving.searched, pruned.searched, pruned.debug());
        assertEquals(halving.plansSearched, pruned.plansSearched, pruned.debug());
        assertTrue(pruned.plansSearched > 0 && pruned.deviated == 0, pruned.debug());
        assertTrue(pruned.rollouts < halving.rollouts, pruned.rollouts + " against " + halving.rollouts);
    }

    /**
     * {@code cardwork=X} sizes the pruned card search's budget by the turns its first round's rollouts played (X times
     * the budget turns at their mean), from the budget to twice it: a target under any card's ({@code cardwork=0.1})
     * plays the budget's battles rollout for rollout, as {@code off} does; a target past every card's cap raises every
     * sized card search to twice the budget, and no more, and plays other battles. Exact on fixed seeds.
     */
    @Test
    void aCardBudgetInRolloutTurnsLiesBetweenTheBudgetAndTwiceIt() {
        assertEquals(768, SearchPlayer.workBudget(768, 4450, 100, 1000));
        assertEquals(1112, SearchPlayer.workBudget(768, 4450, 100, 400));
        assertEquals(1536, SearchPlayer.workBudget(768, 4450, 100, 100));
        final String base = "budget=48,horizon=2,deep=0,workfrom=card,balanced";
        String battles = battles("cavalry-action", base + ",cardwork=off");
        assertEquals(battles, battles("cavalry-action", base + ",cardwork=0.1"));
        assertNotEquals(battles, battles("cavalry-action", base + ",cardwork=1000"));
        AcwTemplate t = compile("cavalry-action", "doctrine", "aggressive");
        SearchPlayer floor = playSearch(t, 1, base + ",cardwork=0.1", 5, 3);
        assertTrue(floor.cardsSized > 0 && floor.cardsRaised == 0 && floor.widestSpend <= 48, floor.debug());
        SearchPlayer capped = playSearch(t, 1, base + ",cardwork=1000", 5, 3);
        assertTrue(capped.cardsSized > 0 && capped.cardsRaised == capped.cardsSized, capped.debug());
        assertTrue(capped.widestSpend > 48 && capped.widestSpend <= 96, capped.debug());
    }

    /**
     * The default sizes the card's budget by rollout turns from the battle's opening ({@code
     * cardwork=7.2,workfrom=opening}, SearchOptions): the battles of the explicit options, and others than the budget
     * in rollouts ({@code cardwork=off}). Exact on fixed seeds.
     */
    @Test
    void theDefaultCountsTheCardsBudgetInRolloutTurns() {
        final String base = "budget=48,horizon=2,balanced";
        String battles = battles("cavalry-action", base);
        assertEquals(battles, battles("cavalry-action", base + ",cardwork=7.2,workfrom=opening"));
        assertNotEquals(battles, battles("cavalry-action", base + ",cardwork=off"));
    }

    /**
     * {@code workfrom=opening}: the battle's first sized card search sizes the battle's others, and a battle still
     * plays the same after another on one engine as alone (the budget it keeps is the battle's, reset at its start).
     */
    @Test
    void aBudgetSizedAtTheOpeningIsTheBattlesAlone() {
        AcwTemplate t = compile("cavalry-action", "search", "budget=48,horizon=2,cardwork=2.5,workfrom=opening");
        SearchChecks.assertReplaysAlone(RULESET.newAcwEngine(t), RULESET.newAcwEngine(t), t.unitCount(), 4);
    }

    private static String battles(String name, String options) {
        AcwTemplate t = compile(name, "search", options);
        return SearchChecks.records(RULESET.newAcwEngine(t), t.unitCount(), 9, 3);
    }

    /** A search player with these options on side {@code sd} of {@code t}, after battles 0..n-1 of base seed. */
    private static SearchPlayer playSearch(AcwTemplate t, int sd, String options, long seed, int n) {
        SearchPlayer p = (SearchPlayer) AcwTactics.create(new PlayerSpec("search", options, Map.of()), sd, t);
        AcwEngine e = RULESET.newAcwEngine(t);
        e.player(sd, p);
        BattleRecord out = new BattleRecord(t.unitCount());
        for (int battle = 0; battle < n; battle++) {
            e.play(seed, battle, out);
        }
        return p;
    }

    /**
     * The card's portfolio: the side's own doctrine, the two other presets and the own doctrine without {@code hold}
     * (which closes where the own stands and shoots); {@code portfolio=doctrine} the own alone; a side with weights of
     * its own gets all three presets, and no closing twin when those weights already close ({@code hold} 0).
     */
    @Test
    void thePortfolioHoldsTheOwnDoctrineWithoutHold() {
        AcwTemplate t = compile("meeting-engagement", "doctrine", "balanced");
        assertEquals(4, ((SearchPlayer) AcwTactics.create(new PlayerSpec("search", "balanced", Map.of()), 0, t))
                .scriptCount());
        assertEquals(1, ((SearchPlayer) AcwTactics.create(new PlayerSpec("search", "balanced,portfolio=doctrine",
                Map.of()), 0, t)).scriptCount());
        // Weights of its own: the own, all three presets, and the closing twin only while the own holds.
        assertEquals(5, ((SearchPlayer) AcwTactics.create(new PlayerSpec("search", "balanced", Map.of("aim", 1.0)),
                0, t)).scriptCount());
        assertEquals(4, ((SearchPlayer) AcwTactics.create(new PlayerSpec("search", "balanced", Map.of("hold", 0.0)),
                0, t)).scriptCount());
    }

    @Test
    void badSearchOptionsOnTheCommandLineAreOneLineAndExitTwo() {
        SearchChecks.assertBadOptionIsOneLine(tmp, SearchChecks.scenario("acw-skirmish", "cavalry-action"),
                "1=search:z=11");
        SearchChecks.assertBadOptionIsOneLine(tmp, SearchChecks.scenario("acw-skirmish", "cavalry-action"),
                "1=search:leaves=vet");
    }

    /**
     * Every script lists one card of each size, so the card candidates must fit the search's arrays: five scripts (a
     * side with weights of its own) times three card sizes fit, six do not, and the constructor says so rather than
     * losing the last script's cards.
     */
    @Test
    void aPortfolioPastTheCandidateArraysFailsAtConstruction() {
        AcwTemplate t = compile("meeting-engagement", "doctrine", "balanced");
        assertEquals(3, SearchPlayer.cardSizes(t));
        DoctrineWeights w = DoctrineWeights.of(new PlayerSpec("doctrine", "balanced", Map.of()),
                t.scenario().source(), "test");
        SearchOptions o = new SearchOptions();
        DoctrineWeights[] four = {w, w, w, w};
        assertEquals(5, new SearchPlayer(0, w, t, o, four, w).scriptCount());
        DoctrineWeights[] five = {w, w, w, w, w};
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new SearchPlayer(0, w, t, o, five, w));
        assertTrue(e.getMessage().contains("6 scripts x 3 card sizes"), e.getMessage());
    }
}
