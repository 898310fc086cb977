package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.tactics.hardtack.HardtackTactics;

/**
 * The doctrine player's manoeuvres, one decision at a time on a set position: an attacker that would lose the
 * exchange of volleys closes instead of trading fire (and trades fire when told never to close), an advancing gun
 * comes up limbered to within one shot band (unless it leads its side's line under fire) while a gun holding ground
 * unlimbers where it is, and a balanced side ahead on the victory count holds ground ({@code hold-lead}), and a side
 * that would lose at the turn limit sends a company with only a small volley towards an objective it does not hold
 * ({@code objective}). (In package rules.hardtack for the engine's test hook that starts a battle without playing
 * it.)
 */
class HardtackDoctrineManoeuvreTest {
    private static HardtackEngine engine(HtScenarios b) {
        HardtackEngine e = b.engine();
        HardtackHooks.startForTest(e);
        return e;
    }

    private static HardtackOrder decide(HardtackEngine e, int u, String preset, Map<String, Double> weights) {
        HardtackPlayer p = HardtackTactics.create(new PlayerSpec("doctrine", preset, weights),
                e.template().side[u], e.template());
        HardtackOrder o = new HardtackOrder();
        p.decide(e, u, 0, o);
        return o;
    }

    /**
     * A green company 20" from veterans: their volley (two bands) outweighs its own (four), so it closes, where with
     * a large close weight it would trade fire (within a band of its preferred range, three bands).
     */
    @Test
    void attacker_losingTheExchange_closesInsteadOfFiring() {
        HardtackEngine e = engine(HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "green", "musket", new Point(24, 10), 0, "line", 10)
                .unit(1, "B", "infantry-company", 1, 10, "veteran", "musket", new Point(24, 30), 180, "line", 10));
        HardtackOrder closing = decide(e, 0, "aggressive", Map.of("assault", 1.0, "range", 3.0));
        assertEquals(HardtackOrder.MOVE, closing.action);
        assertTrue(closing.y > e.state().y[0] && closing.y < e.state().y[1], "moves towards B: " + closing.y);
        HardtackOrder trading = decide(e, 0, "aggressive", Map.of("assault", 1.0, "range", 3.0, "close", 100.0));
        assertEquals(HardtackOrder.FIRE, trading.action);
        assertEquals(1, trading.target);
        // The veterans winning the exchange trade fire from where they stand.
        assertEquals(HardtackOrder.FIRE, decide(e, 1, "aggressive", Map.of("assault", 1.0, "range", 3.0)).action);
    }

    /**
     * A limbered gun 40" from the enemy, a company of its side 15" from it: advancing the gun moves up, holding ground
     * it unlimbers. With that company behind it instead, the gun leads the line under the enemy's fire (muskets reach
     * 40"): advancing, it unlimbers where it stands.
     */
    @Test
    void gun_advancingComesUpWithinOneShotBand_holdingUnlimbers() {
        HardtackEngine e = engine(gunAndCompanyAt(30, 30));
        HardtackOrder up = decide(e, 0, "aggressive", Map.of());
        assertEquals(HardtackOrder.MOVE, up.action);
        assertEquals(45 - 0.9 * e.template().shotBand, up.y, 1e-9);
        assertEquals(HardtackOrder.MOUNT_TOGGLE, decide(e, 0, "defensive", Map.of()).action);
        e.state().y[0] = 45 - e.template().shotBand + 1;
        assertEquals(HardtackOrder.MOUNT_TOGGLE, decide(e, 0, "aggressive", Map.of()).action);
        HardtackEngine ahead = engine(gunAndCompanyAt(30, 2));
        assertTrue(ahead.couldFireLoaded(2, 0));
        assertEquals(HardtackOrder.MOUNT_TOGGLE, decide(ahead, 0, "aggressive", Map.of()).action, "leads: unlimbers");
    }

    /** Gun G (unit 0) at (24, 5), side 0's company F (unit 1) at (x, y), enemy company B (unit 2) at (24, 45). */
    private static HtScenarios gunAndCompanyAt(double x, double y) {
        return HtScenarios.of()
                .unit(0, "G", "artillery-section", 1, 3, "regular", "napoleon", new Point(24, 5), 0, "limbered", 10)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 45), 180, "line", 10)
                .unit(0, "F", "infantry-company", 1, 10, "regular", "musket", new Point(x, y), 0, "line", 10);
    }

    /**
     * hold-lead: a balanced gun 40" off (a company of its side 36" off) comes up while the casualty count is even,
     * and holds ground (unlimbers where it is) once the enemy has lost two figures more than its side, which would win
     * at the turn limit on the casualty tie-break; with hold-lead 0 it comes up whatever the count, and a lead under
     * hold-lead does not stop it. The gun plays battery 0: with balanced's battery 1 it unlimbers where it stands
     * whatever the count (the enemy is within its shot reach).
     */
    @Test
    void advancingSide_aheadOnTheVictoryCount_holdsGround() {
        HardtackEngine e = engine(gunAndCompanyAt(10, 12));
        final Map<String, Double> gun = Map.of("battery", 0.0);
        assertEquals(HardtackOrder.MOVE, decide(e, 0, "balanced", gun).action, "even: advances");
        assertEquals(HardtackOrder.MOUNT_TOGGLE, decide(e, 0, "balanced", Map.of()).action, "battery 1: unlimbers");
        e.state().dead[2] = 2;
        assertEquals(2.0, e.casualtyPoints(1) - e.casualtyPoints(0), 1e-12);
        assertEquals(HardtackOrder.MOUNT_TOGGLE, decide(e, 0, "balanced", gun).action, "ahead by 2: holds");
        assertEquals(HardtackOrder.MOVE, decide(e, 0, "balanced", Map.of("hold-lead", 0.0, "battery", 0.0)).action,
                "hold-lead 0: advances");
        assertEquals(HardtackOrder.MOVE, decide(e, 0, "balanced", Map.of("hold-lead", 3.0, "battery", 0.0)).action,
                "a lead of 2 under hold-lead 3: advances");
        // The side behind keeps advancing (stand 0: it does not stand to trade long-range fire with F).
        assertEquals(HardtackOrder.MOVE, decide(e, 2, "balanced", Map.of("stand", 0.0)).action, "behind: advances");
    }

    /**
     * objective: a balanced company 8" from an enemy fires while the count is even, and goes towards the objective 16"
     * off that nobody holds once its side has lost two figures more (it would lose at the turn limit on the casualty
     * tie-break), where with objective 0 it fires; the enemy, then ahead, fires; within half the objective's radius a
     * company does not move. (The exact rule, volley worth included, is DoctrineObjectiveTest's.)
     */
    @Test
    void sideLosingAtTheLimit_sendsACompanyWithASmallVolleyToTheObjective() {
        HardtackEngine e = engine(HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 20), 0, "line", 10)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 28), 180, "line", 10)
                .objective("farm", 40, 24, 4, 1));
        final Map<String, Double> noAssault = Map.of("assault", 1.0, "foot-assault", 1.0);
        assertEquals(HardtackOrder.FIRE, decide(e, 0, "balanced", noAssault).action, "even: fires");
        e.state().dead[0] = 2;
        HardtackOrder fire = decide(e, 0, "balanced", Map.of("assault", 1.0, "foot-assault", 1.0, "objective", 0.0));
        assertEquals(HardtackOrder.FIRE, fire.action, "objective 0: fires");
        assertEquals(1, fire.target);
        HardtackOrder go = decide(e, 0, "balanced", noAssault);
        assertEquals(HardtackOrder.MOVE, go.action, "balanced (objective 1), behind at the limit: goes");
        assertEquals(40, go.x, 0);
        assertEquals(24, go.y, 0);
        assertEquals(HardtackOrder.FIRE, decide(e, 1, "balanced", noAssault).action, "the side ahead fires");
        e.state().x[0] = 39;
        e.state().y[0] = 23;
        assertTrue(decide(e, 0, "balanced", noAssault).action != HardtackOrder.MOVE, "on the objective: stays");
    }
}
