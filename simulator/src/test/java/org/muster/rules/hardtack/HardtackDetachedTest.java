package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.tactics.hardtack.HardtackTactics;

/**
 * Detached elements (sections 3.7, 5.6, 5.7, 9.5 [D]) and the one place unit integrity (2.8) applies to point
 * companies: a gun's horse team and a dismounted company's led horses stand apart, move at their own rate when their
 * parent spends an action on them within {@code detached.radius}, are fired on as horse figures of armour D4, and must
 * be back within {@code limber.team-range} to limber (or to take a broken gun away) or within integrity to remount.
 * Statistical checks use fixed seeds (deterministic); their tolerances are at least 4.5 standard errors, a false
 * failure rate below 1e-5 for any other seed.
 */
class HardtackDetachedTest {
    private static final int GUN = 0;
    private static final int CAV = 1;
    private static final int FOE = 2;

    private static HtScenarios field() {
        return HtScenarios.of()
                .unit(0, "G", "artillery-section", 1, 3, "regular", "napoleon", new Point(24, 2), 0, null, 0)
                .unit(0, "C", "cavalry-company", 1, 8, "regular", "carbine", new Point(8, 4), 0, "dismounted", 0)
                .unit(1, "F", "infantry-company", 1, 10, "regular", "musket", new Point(24, 20), 180, "skirmish", 0);
    }

    private static HardtackEngine started(HtScenarios b) {
        HardtackEngine e = b.engine();
        HardtackHooks.startForTest(e);
        return e;
    }

    private static boolean order(HardtackEngine e, int u, int action, double x, double y) {
        return HardtackHooks.testExecute(e, u, action, -1, 0, x, y);
    }

    @Test
    void unlimberedTeam_movesAtTheTeamRateOnlyWithinReach() {
        HardtackEngine e = started(field());
        HardtackState s = e.state();
        assertTrue(s.detached(GUN) && e.detachedPresent(GUN), "an unlimbered gun's team is a detached element");
        assertEquals(2, e.detachedFigures(GUN));
        assertEquals(0, e.detachedDistance(GUN), 1e-9, "it stands with the gun at first");
        assertTrue(order(e, GUN, HardtackOrder.DETACHED_MOVE, 44, 2));
        assertEquals(10, e.detachedDistance(GUN), 0.26, "detached horse team: 10\" (section 5.2)");
        assertFalse(order(e, GUN, HardtackOrder.DETACHED_MOVE, 24, 2), "beyond detached.radius 6\" it cannot act");
        assertFalse(order(e, GUN, HardtackOrder.MOUNT_TOGGLE, 0, 0), "team beyond limber.team-range 6\"");
        assertFalse(s.limbered(GUN));
        HardtackHooks.testPlaceDetached(e, GUN, 30, 2);
        assertTrue(order(e, GUN, HardtackOrder.MOUNT_TOGGLE, 0, 0), "team within 6\": limbers");
        assertTrue(s.limbered(GUN));
        assertFalse(s.detached(GUN), "limbered, the team is part of the gun again");
        s.teamLost[GUN] = 1;
        assertTrue(order(e, GUN, HardtackOrder.MOUNT_TOGGLE, 0, 0), "unlimbers");
        assertEquals(0, e.detachedDistance(GUN), 1e-9, "the team is detached where the gun unlimbers");
        assertTrue(order(e, GUN, HardtackOrder.DETACHED_MOVE, 4, 2));
        assertEquals(8, e.detachedDistance(GUN), 0.26, "team with casualties: 8\" (section 5.2)");
    }

    @Test
    void teamDown_gunCannotLimberAndTheTeamIsGone() {
        HardtackEngine e = started(field());
        HardtackState s = e.state();
        s.teamLost[GUN] = 2;
        assertFalse(e.detachedPresent(GUN));
        assertFalse(order(e, GUN, HardtackOrder.DETACHED_MOVE, 44, 2));
        assertFalse(order(e, GUN, HardtackOrder.MOUNT_TOGGLE, 0, 0));
        assertFalse(e.canFireDetached(FOE, GUN), "nothing left to fire at");
    }

    @Test
    void brokenCrew_takesItsGunAwayOnlyWithItsTeamWithinReach() {
        HtScenarios b = field().rule("reaction.broken-artillery", "-5");
        HardtackEngine e = started(b);
        HardtackHooks.testPlaceDetached(e, GUN, 24, 8);
        e.state().confidence[GUN] = HardtackCodes.SHAKEN;
        e.state().settle(GUN);
        HardtackHooks.testDropConfidence(e, GUN, 1);
        assertFalse(e.state().gunLost(GUN), "team 6\" away: the (certain) reaction test takes the gun away");
        e = started(b);
        HardtackHooks.testPlaceDetached(e, GUN, 24, 8.5);
        e.state().confidence[GUN] = HardtackCodes.SHAKEN;
        e.state().settle(GUN);
        HardtackHooks.testDropConfidence(e, GUN, 1);
        assertTrue(e.state().gunLost(GUN), "team 6.5\" away: the gun is abandoned");
    }

    @Test
    void ledHorses_moveAt12AndComeBackWithinIntegrityToRemount() {
        HardtackEngine e = started(field());
        HardtackState s = e.state();
        assertTrue(s.detached(CAV) && e.detachedPresent(CAV), "a dismounted company's horses are detached");
        assertEquals(8, e.detachedFigures(CAV));
        assertTrue(order(e, CAV, HardtackOrder.DETACHED_MOVE, 8, 40));
        assertEquals(12, e.detachedDistance(CAV), 0.26, "move.led-horses 12\"");
        assertFalse(order(e, CAV, HardtackOrder.MOUNT_TOGGLE, 0, 0), "horses 12\" away: no remount");
        HardtackHooks.testPlaceDetached(e, CAV, 8, 10.1);
        assertFalse(order(e, CAV, HardtackOrder.MOUNT_TOGGLE, 0, 0), "6.1\": outside the 6\" integrity circle");
        HardtackHooks.testPlaceDetached(e, CAV, 8, 10);
        s.horses[CAV] = 5;
        assertTrue(order(e, CAV, HardtackOrder.MOUNT_TOGGLE, 0, 0), "6\": within integrity, remounts");
        assertTrue(s.mounted(CAV));
        assertFalse(s.detached(CAV));
        assertEquals(3, e.unhorsed(CAV), "8 riders, 5 horses: 3 stay on foot");
        assertEquals(5, e.firers(CAV), "riders on foot of a mounted company do not fire (9.4)");
        assertTrue(order(e, CAV, HardtackOrder.MOUNT_TOGGLE, 0, 0), "dismounts");
        assertTrue(s.detached(CAV));
        assertEquals(5, e.detachedFigures(CAV), "the five horses are led away, one holder per 4 or fraction");
        assertEquals(8 - 2, e.firers(CAV));
    }

    @Test
    void integrity_eitherTheCircleOrTheChain() {
        HardtackEngine e = started(field().rule("integrity.circle", "1").rule("integrity.chain", "2"));
        HardtackHooks.testPlaceDetached(e, CAV, 8, 6.4);
        assertFalse(e.horsesInIntegrity(CAV), "2.4\": neither in a 1\" circle nor within a 2\" link");
        HardtackHooks.testPlaceDetached(e, CAV, 8, 5.9);
        assertTrue(e.horsesInIntegrity(CAV), "1.9\": one 2\" link");
        e = started(field().rule("integrity.circle", "3").rule("integrity.chain", "0.5"));
        HardtackHooks.testPlaceDetached(e, CAV, 8, 6.9);
        assertTrue(e.horsesInIntegrity(CAV), "2.9\": both fit in a 3\" circle");
        HardtackHooks.testPlaceDetached(e, CAV, 8, 7.1);
        assertFalse(e.horsesInIntegrity(CAV));
        assertFalse(order(e, CAV, HardtackOrder.MOUNT_TOGGLE, 0, 0));
    }

    @Test
    void horseFigure_isDownedByAWoundOrKillAgainstArmourD4() {
        HardtackEngine e = started(field());
        HardtackState s = e.state();
        HardtackHooks.reseedDice(e, 5);
        final int n = 20000;
        int open = 0;
        int soft = 0;
        for (int i = 0; i < n; i++) {
            s.horses[CAV] = 8;
            open += HardtackHooks.testDetachedHits(e, CAV, 1, HardtackCodes.D8, 0);
            s.horses[CAV] = 8;
            soft += HardtackHooks.testDetachedHits(e, CAV, 1, HardtackCodes.D8, 1);
        }
        // D8 impact against D4 armour: P(impact > armour) = (7 + 6 + 5 + 4) / 32; soft cover, D6: 27 / 48.
        assertEquals(22.0 / 32, open / (double) n, 0.016);
        assertEquals(27.0 / 48, soft / (double) n, 0.016);
        s.horses[CAV] = 8;
        s.unhorsed[CAV] = 0;
        int down = HardtackHooks.testDetachedHits(e, CAV, 3, HardtackCodes.D12, 0);
        assertEquals(8 - down, s.horses[CAV]);
        assertEquals(down, s.unhorsed[CAV], "each horse lost leaves one rider without a mount");
    }

    @Test
    void teamFire_firstFigureSlowsTheTeamBothStopIt() {
        HardtackEngine e = started(field());
        HardtackState s = e.state();
        HardtackHooks.reseedDice(e, 9);
        while (s.teamLost[GUN] == 0) {
            HardtackHooks.testDetachedHits(e, GUN, 1, HardtackCodes.D12, 0);
        }
        assertEquals(1, s.teamLost[GUN]);
        assertEquals(8, e.detachedMove(GUN));
        while (s.teamLost[GUN] < 2) {
            HardtackHooks.testDetachedHits(e, GUN, 1, HardtackCodes.D12, 0);
        }
        assertEquals(0, HardtackHooks.testDetachedHits(e, GUN, 4, HardtackCodes.D12, 0), "no horse figure left to hit");
        assertEquals(2, s.teamLost[GUN]);
    }

    @Test
    void fireAtTheTeam_needsSightPastCloseOrderAndNeverTestsTheCrew() {
        HtScenarios b = field().unit(0, "L", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0,
                "line", 0);
        HardtackEngine e = started(b);
        HardtackState s = e.state();
        int foe = 3;
        int line = 2;
        assertEquals("F", e.template().unitName(foe));
        HardtackHooks.testPlaceDetached(e, GUN, 24, 1);
        assertFalse(e.canFireDetached(foe, GUN), "a company in line in front of the team shields it");
        HardtackHooks.testPlace(e, line, 40, 10);
        assertTrue(e.canFireDetached(foe, GUN));
        assertFalse(e.canFireDetached(GUN, GUN), "not at its own side");
        HardtackHooks.reseedDice(e, 3);
        int downed = 0;
        for (int i = 0; i < 400 && s.teamLost[GUN] < 2; i++) {
            s.fired(foe, false);
            s.reload(foe, false);
            downed += e.fireDetached(foe, GUN);
            assertEquals(HardtackCodes.CONFIDENT, s.confidence[GUN], "horses take no confidence test");
            assertEquals(3, s.fit[GUN], "the crew is not hit");
        }
        assertEquals(2, downed);
        assertEquals(2, s.teamLost[GUN]);
        assertFalse(e.canFireDetached(foe, GUN));
    }

    /** The doctrine player of side 0 of e's scenario, set up for the battle. */
    private static HardtackPlayer doctrine(HardtackEngine e) {
        HardtackPlayer p = HardtackTactics.create(e.template().player(0), 0, e.template());
        p.startBattle(e);
        return p;
    }

    private static HtScenarios far(String preset, String stance, String type, String weapon) {
        return HtScenarios.of()
                .unit(0, "U", type, 1, type.startsWith("artillery") ? 3 : 8, "regular", weapon, new Point(4, 4), 0,
                        stance, 0)
                .unit(1, "F", "infantry-company", 1, 10, "regular", "musket", new Point(44, 46), 180, "skirmish", 0)
                .player(0, "doctrine", preset, Map.of());
    }

    @Test
    void doctrine_takesTheHorsesBehindWithAnActionToSpare() {
        HardtackEngine e = started(far("defensive", "dismounted", "cavalry-company", "carbine"));
        HardtackState s = e.state();
        assertFalse(e.canFire(0, 1), "precondition: nothing to shoot at");
        HardtackOrder o = new HardtackOrder();
        doctrine(e).decide(e, 0, 0, o);
        assertEquals(HardtackOrder.DETACHED_MOVE, o.action);
        assertTrue(o.y < s.y[0], "behind the company, towards its own edge");
        assertTrue(HardtackHooks.testExecute(e, 0, o.action, o.target, o.arg, o.x, o.y));
        o.clear();
        doctrine(e).decide(e, 0, 1, o);
        assertFalse(o.action == HardtackOrder.DETACHED_MOVE, "once back, they stay");
    }

    @Test
    void doctrine_remountsFarFromTheEnemyAfterBringingItsHorsesUp() {
        HardtackEngine e = started(far("aggressive", "dismounted", "cavalry-company", "carbine"));
        HardtackOrder o = new HardtackOrder();
        HardtackPlayer p = doctrine(e);
        p.decide(e, 0, 0, o);
        assertEquals(HardtackOrder.MOUNT_TOGGLE, o.action, "horses with it: remounts");
        HardtackHooks.testPlaceDetached(e, 0, 4, 14);
        o.clear();
        p.decide(e, 0, 0, o);
        assertEquals(HardtackOrder.MOVE, o.action, "horses 10\" off, out of reach: the company walks to them");
        assertEquals(14, o.y, 1e-9);
        e = started(far("aggressive", "dismounted", "cavalry-company", "carbine").rule("integrity.circle", "3"));
        HardtackHooks.testPlaceDetached(e, 0, 4, 9);
        o.clear();
        doctrine(e).decide(e, 0, 0, o);
        assertEquals(HardtackOrder.DETACHED_MOVE, o.action, "5\": in reach, not in integrity: brought up");
    }

    @Test
    void doctrine_limbersWhenTheEnemyIsFarBringingItsTeamUpFirst() {
        HtScenarios b = far("balanced", null, "artillery-section", "napoleon").rule("artillery.shot-band", "8");
        HardtackEngine e = started(b);
        HardtackOrder o = new HardtackOrder();
        e.state().ammo[0] = HardtackState.SHOT;
        doctrine(e).decide(e, 0, 0, o);
        assertEquals(HardtackOrder.MOUNT_TOGGLE, o.action, "no enemy within 4 shot bands: limbers");
        e = started(b.rule("limber.team-range", "4"));
        e.state().ammo[0] = HardtackState.SHOT;
        HardtackHooks.testPlaceDetached(e, 0, 9, 4);
        o.clear();
        doctrine(e).decide(e, 0, 0, o);
        assertEquals(HardtackOrder.DETACHED_MOVE, o.action, "team 5\" off, beyond 4\": brought up first");
    }
}
