package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;

import org.muster.rules.Victory;

/**
 * The tests' hooks into a {@link HardtackEngine}: set a battle up at a chosen point, move units, run one rule step
 * (a fire, a confidence test, a transfer, an assault, the end of turn) on its own, and read what it did. They reach
 * the package-private phases over the engine's one state, which is why they live in the engine's package; they are
 * test code (issue 20: test hooks out of production classes), and the benchmarks reach {@link #sampleFireOnly} and
 * {@link #sampleFire} through the simulator's test jar ({@code HardtackResolution}). Static and allocation-free
 * (but {@link #testDecideAtLimit}'s answer); not thread-safe, as the engine is not.
 */
final class HardtackHooks {
    private HardtackHooks() {
    }

    /** Points the rule dice at a new stream. */
    static void reseedDice(HardtackEngine e, long seed) {
        e.dice.reseed(seed);
    }

    /**
     * Restores the start of a battle, then u fires once at v with no tests after it. Returns the result
     * level x 1024 + v's wounded x 32 + v's dead.
     */
    static int sampleFire(HardtackEngine e, int u, int v) {
        e.restart();
        e.s.turn = 1;
        e.fire.fire(u, v, true);
        return e.s.lastLevel * 1024 + e.s.wounded[v] * 32 + e.s.dead[v];
    }

    /**
     * As {@link #sampleFire}, but restores from the battle's start only what that fire changes (v's fit,
     * wounded, dead, unhorsed and team figures and its LV; u's fired, reload and kills; the fired-on mark of u on v),
     * not the whole battle, so a benchmark times the fire resolution alone. For a small-arms or sharpshooter firer at
     * a target no commander stands with, after a {@link #sampleFire} of the same pair: a gun's shot and canister and a
     * commander's fall reach other units, which this does not restore. The epoch a wiped-out target advances is left
     * advanced (it only marks the caches stale). Returns as {@link #sampleFire}.
     */
    static int sampleFireOnly(HardtackEngine e, int u, int v) {
        restoreFireOnly(e, u, v);
        e.fire.fire(u, v, true);
        return e.s.lastLevel * 1024 + e.s.wounded[v] * 32 + e.s.dead[v];
    }

    /**
     * As {@link #sampleFireOnly}, firing with {@code setup}: what {@link #prepareFire} or {@link #fireSetup} returned
     * for the same pair from the state {@code sampleFireOnly} restores, as a battle's legality check hands it to the
     * fire. Restores only what a fire with a setup reads or adds to: v's fit, wounded, dead, unhorsed and team
     * figures and LV, and u's kills. u's fired and reload marks and the fired-on mark are left: the fire with a setup
     * does not read them and sets them to the same values every time, so the state after each call is
     * {@link #sampleFire}'s (HardtackFireOnlyTest).
     */
    static int sampleFireOnly(HardtackEngine e, int u, int v, long setup) {
        final HardtackState s = e.s;
        s.fit[v] = e.t.figures[v];
        s.settle(v);
        s.wounded[v] = 0;
        s.dead[v] = 0;
        s.lv[v] = e.t.leadership;
        s.kills[u] = 0;
        s.unhorsed[v] = 0;
        s.teamLost[v] = 0;
        e.fire.fire(u, v, setup, true, false);
        return s.lastLevel * 1024 + s.wounded[v] * 32 + s.dead[v];
    }

    /** What {@link #sampleFireOnly} restores, then u's fire setup at v, legal or not ({@code HardtackFire.setupOf}). */
    static long fireSetup(HardtackEngine e, int u, int v) {
        restoreFireOnly(e, u, v);
        return e.fire.setupOf(u, v);
    }

    /**
     * As {@link #sampleFireOnly}, with the battle's legality check first ({@code HardtackFire.prepare}, which makes
     * the fire's setup): what a battle pays for a fire from its check on. Returns -1 when u may not fire at v.
     */
    static int sampleCheckedFire(HardtackEngine e, int u, int v) {
        restoreFireOnly(e, u, v);
        final long setup = e.fire.prepare(u, v);
        if (setup == HardtackFire.NO_FIRE) {
            return -1;
        }
        e.fire.fire(u, v, setup, true, false);
        return e.s.lastLevel * 1024 + e.s.wounded[v] * 32 + e.s.dead[v];
    }

    /**
     * What {@link #sampleFireOnly} restores, then u's fire setup at v ({@code HardtackFire.prepare}):
     * {@code HardtackFire.NO_FIRE} when it may not fire.
     */
    static long prepareFire(HardtackEngine e, int u, int v) {
        restoreFireOnly(e, u, v);
        return e.fire.prepare(u, v);
    }

    /** What {@link #sampleFireOnly} restores before its fire. */
    private static void restoreFireOnly(HardtackEngine e, int u, int v) {
        assert e.t.type[u] != ARTILLERY && e.s.colonel[e.t.regiment[v]] != v && e.s.brigadier[e.t.brigade[v]] != v;
        e.s.fit[v] = e.t.figures[v];
        e.s.settle(v);
        e.s.wounded[v] = 0;
        e.s.dead[v] = 0;
        e.s.unhorsed[v] = 0;
        e.s.teamLost[v] = 0;
        e.s.lv[v] = e.t.leadership;
        e.s.fired(u, false);
        e.s.reload(u, false);
        e.s.kills[u] = 0;
        e.s.firedOnTurn[v * e.n + u] = 0;
    }

    /**
     * Restores the start of a battle, then u's Gatling fires once at v, joining u's small arms or alone
     * ({@link HardtackOrder#GATLING_JOINS} or {@link HardtackOrder#GATLING_ALONE}), with no tests after it. Returns as
     * {@link #sampleFire}.
     */
    static int sampleGatling(HardtackEngine e, int u, int v, int mode) {
        e.restart();
        e.s.turn = 1;
        if (mode == HardtackOrder.GATLING_ALONE) {
            e.fire.fireGatling(u, v, false);
        } else {
            e.fire.fire(u, v, true, true);
        }
        return e.s.lastLevel * 1024 + e.s.wounded[v] * 32 + e.s.dead[v];
    }

    /** Restores the start, loads gun u with {@code ammo} and fires it once at v with its tests. */
    static void sampleGun(HardtackEngine e, int u, int v, int ammo) {
        e.restart();
        e.s.turn = 1;
        e.s.ammo[u] = ammo;
        e.fire.fire(u, v, false);
    }

    /** Whether v is outside u's small-arms fire arc (gun arc for a gun), by the dot-product test. */
    static boolean outsideArcForTest(HardtackEngine e, int u, int v) {
        return e.t.type[u] == ARTILLERY ? e.lines.outsideArc(u, v, e.lines.cosGunArc, e.t.gunArc)
                : e.lines.outsideArc(u, v, e.lines.cosFireArc, e.t.fireArc);
    }

    /** Wound and kill results of the last fire resolution. */
    static int lastResults(HardtackEngine e) {
        return e.s.lastResults;
    }

    /** Restores the start, then u takes a confidence test at tl; returns the levels lost. */
    static int sampleConfidence(HardtackEngine e, int u, int tl) {
        e.restart();
        return e.morale.confidenceTest(u, tl, "test");
    }

    /** Restores the start of turn 1 (the battle's players set up), for the hooks below. */
    static void startForTest(HardtackEngine e) {
        e.restart();
        e.s.turn = 1;
        e.players[0].startBattle(e);
        e.players[1].startBattle(e);
        e.s.over = false;
    }

    /** The regimental commander standing with {@code host} is hit (section 10.5). */
    static void testColonelDown(HardtackEngine e, int host) {
        e.command.colonelDown(host);
    }

    /** U orders a transfer to v, by runner or directly (sections 3.3, 3.4); false when refused. */
    static boolean testTransfer(HardtackEngine e, int u, int v, boolean runner) {
        return e.command.transfer(u, v, runner);
    }

    /** The brigade commander standing with {@code host} is hit (sections 0.4, 3.3 [D]). */
    static void testBrigadierDown(HardtackEngine e, int host) {
        e.command.brigadierDown(host);
    }

    /** U falls back from enemy {@code enemy} (section 11.1 step 3), abandoning any wounded. */
    static void testFallBack(HardtackEngine e, int u, int enemy) {
        e.assault.fallBack(u, enemy);
    }

    /** The end-of-turn steps (routs, surrender, runners rejoin, regimental commanders, victory). */
    static void testEndOfTurn(HardtackEngine e) {
        e.ending.endOfTurn();
        if (!e.s.over) {
            e.ending.endIfDecided(Victory.afterBreakCheck(e.ending.beaten(0), e.ending.beaten(1)));
        }
    }

    /** Executes one order of u (after {@link #startForTest}); false when the action is lost. */
    static boolean testExecute(HardtackEngine e, int u, int action, int target, int arg, double x, double y) {
        e.order.set(action, target, arg, x, y);
        return e.act.execute(u, e.order);
    }

    /** U declares a close assault on v (section 11.1); true when it used the whole activation. */
    static boolean testAssault(HardtackEngine e, int u, int v) {
        return e.assault.assault(u, v);
    }

    /** The decision at the turn limit (section 14) on the current state: {winner, how}. */
    static int[] testDecideAtLimit(HardtackEngine e) {
        e.s.over = false;
        e.ending.decideAtLimit();
        return new int[] {e.s.winner, e.s.how};
    }

    /** U's confidence drops {@code drop} levels (section 10.1), with the broken crew's retreat (2.5). */
    static void testDropConfidence(HardtackEngine e, int u, int drop) {
        e.morale.dropConfidence(u, drop);
    }

    /** {@code hits} potential hits of impact die {@code impact} on v's detached element. */
    static int testDetachedHits(HardtackEngine e, int v, int hits, int impact, int armourShiftSteps) {
        e.casualties.detachedHits(v, v, hits, impact, armourShiftSteps);
        return e.s.lastResults;
    }

    /** Places u's detached element (after {@link #startForTest}). */
    static void testPlaceDetached(HardtackEngine e, int u, double x, double y) {
        e.s.detX[u] = x;
        e.s.detY[u] = y;
    }

    /** Sight from u to v walked in that direction, uncached by epoch (the canonical walk when u < v). */
    static boolean seesWalkedForTest(HardtackEngine e, int u, int v) {
        return e.lines.seesNow(u, v);
    }

    /** Moves unit u (after {@link #startForTest}). */
    static void testPlace(HardtackEngine e, int u, double x, double y) {
        e.s.x[u] = x;
        e.s.y[u] = y;
        e.lines.changed();
    }

    /** u calls a mission on v (after {@link #startForTest}); the order's legality is not checked. */
    static void testCallArtillery(HardtackEngine e, int u, int v) {
        e.guns.callArtillery(u, v);
    }

    /** The turn-end advance of the inbound counters, landing those that reach the end. */
    static void testOffTableArrivals(HardtackEngine e) {
        e.guns.offTableArrivals();
    }
}
