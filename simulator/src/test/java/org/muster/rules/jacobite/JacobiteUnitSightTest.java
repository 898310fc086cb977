package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/**
 * Units block line of sight, fire and charges (A11 [D] "LOS blocked by units"): a unit is its frontage across its
 * facing plus a disc of {@code los.unit-half-width} about its centre; {@code los.units: clear} turns it off.
 */
class JacobiteUnitSightTest {
    /** Unit indices: side 0's units come first (British, Other), then the clan. */
    private static final int OTHER = 1;
    private static final int C = 2;

    /** A British line at (20, 10) facing north, a clan 14" north at (20, 24), and a third unit placed by the test. */
    private static JacobiteEngine engine(String type, int men, double x, double y, double facing, String units) {
        JacobiteEngine e = JacobiteScenarios.of().rule("los.units", units)
                .unit(0, "British", "regular-foot", 1, 16, null, null, new Point(20, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(20, 24), 180, 0)
                .unit(0, "Other", type, 1, men, null, null, new Point(x, y), facing, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    @Test
    void aFriendAcrossTheLineBlocksFireAndCharge_bothWays() {
        // A 12-figure British line (3 bases, 6" frontage) halfway between, facing north: the line crosses its frontage.
        JacobiteEngine e = engine("regular-foot", 12, 20, 17, 0, "block");
        assertTrue(e.sight().unitBetween(0, C));
        assertTrue(e.sight().unitBetween(C, 0));
        assertFalse(e.sight().sight(0, C));
        assertFalse(e.fire().canFire(0, C, false), "no fire through a friend");
        assertFalse(e.fire().canFire(C, 0, false), "nor through an enemy");
        assertFalse(e.melee().canCharge(C, 0), "nor a charge");
        JacobiteEngine off = engine("regular-foot", 12, 20, 17, 0, "clear");
        assertTrue(off.sight().sight(0, C) && off.fire().canFire(0, C, false),
                "los.units: clear restores the old reading");
    }

    @Test
    void frontageCountsNotJustTheCentre() {
        // Centre 2.5" east of the line: outside the 1" disc, but its 6" frontage (17..23 across x at y = 17) crosses.
        assertTrue(engine("regular-foot", 12, 22.5, 17, 0, "block").sight().unitBetween(0, C));
        // Turned to face east its frontage runs north-south at x = 22.5 and misses the line x = 20.
        assertFalse(engine("regular-foot", 12, 22.5, 17, 90, "block").sight().unitBetween(0, C));
        // 4" east, facing north: the frontage spans x = 21..27 and misses the line x = 20.
        assertFalse(engine("regular-foot", 12, 24, 17, 0, "block").sight().unitBetween(0, C));
    }

    /** sight() caches unit blocking per pair; a move of the blocker through the engine clears the line at once. */
    @Test
    void cachedSightFollowsTheBlockerWhenItMoves() {
        JacobiteEngine e = engine("artillery", 4, 20, 17, 90, "block");
        assertFalse(e.sight().sight(0, C));
        assertFalse(e.sight().sight(C, 0));
        JacobiteHooks.prolonge(e, OTHER, 30, 17);
        assertTrue(e.sight().unitBetween(0, C) == !e.sight().sight(0, C));
        assertTrue(e.sight().sight(0, C), "the gun moved 1\" east, off the line");
        JacobiteHooks.prolonge(e, OTHER, 10, 17);
        assertFalse(e.sight().sight(C, 0), "and back onto it");
    }

    @Test
    void unitsBehindBesideOrGoneDoNotBlock() {
        assertFalse(engine("regular-foot", 12, 20, 4, 0, "block").sight().unitBetween(0, C), "behind the firer");
        assertFalse(engine("regular-foot", 12, 20, 30, 0, "block").sight().unitBetween(0, C), "behind the target");
        JacobiteEngine e = engine("regular-foot", 12, 20, 17, 0, "block");
        e.state().status[OTHER] |= JacobiteCodes.GONE;
        assertFalse(e.sight().unitBetween(0, C), "a unit that has left the field");
        // A gun (one 2" base) 0.8" off the line, facing east: its frontage runs along the line, its disc covers it.
        assertTrue(engine("artillery", 4, 20.8, 17, 90, "block").sight().unitBetween(0, C));
        assertFalse(engine("artillery", 4, 21.5, 17, 90, "block").sight().unitBetween(0, C));
    }
}
