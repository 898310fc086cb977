package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/**
 * A5's wheel [D]: the outer front corner travels the unit's width times the angle turned, paid out of the rolled
 * distance, the rest moved straight; a roll short of the wheel turns the unit part way (the distance over the cost, as
 * a share of the angle) and it does not advance. Pins the geometry against the dice the narration reports, and that the
 * narration says what happened (a move short of its wheel used to print nothing after its roll).
 */
class JacobiteWheelTest {
    private static final Pattern ROLL = Pattern.compile("kept \\d+: (\\d+)\" x ([0-9.]+)");

    private static JacobiteEngine engine() {
        return JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 12, null, null, new Point(36, 20), 0, 0)
                .unit(1, "Far", "regular-foot", 1, 12, null, null, new Point(36, 44), 180, 0).engine();
    }

    private static double rolled(List<String> events) {
        for (String line : events) {
            Matcher m = ROLL.matcher(line);
            if (m.find()) {
                return Integer.parseInt(m.group(1)) * Double.parseDouble(m.group(2));
            }
        }
        throw new AssertionError("no roll in " + events);
    }

    /** Ordered to a point abeam (90 degrees), with three dice: a full wheel and the rest moved, or a part wheel. */
    @Test
    void wheel_paidOutOfTheRoll_orTurnedPartWayAndSaid() {
        JacobiteEngine e = engine();
        int full = 0;
        int part = 0;
        for (int i = 0; i < 60; i++) {
            JacobiteHooks.start(e, 5, i);
            JacobiteState s = e.state();
            final double x0 = s.x[0];
            final double y0 = s.y[0];
            final double f0 = s.facing[0];
            final double bear = e.sight().heading(x0, y0, x0 + 20, y0);
            final double turn = Sightlines.angleBetween(f0, bear);
            assertEquals(90, turn, 1e-9, "the target is abeam");
            final double cost = e.sight().width(0) * Math.toRadians(turn);
            List<String> events = new ArrayList<>();
            e.narrate(events::add);
            JacobiteHooks.moveOrder(e, 0, x0 + 20, y0, 3, false);
            final double dist = rolled(events);
            final String said = String.join("\n", events);
            if (cost <= dist) {
                full++;
                assertEquals(bear, s.facing[0], 1e-9, "faces the target");
                assertEquals(dist - cost, Math.hypot(s.x[0] - x0, s.y[0] - y0), 1e-6, "the rest of the roll moved");
                assertTrue(said.contains("wheeled 90.0 degrees for " + Phase.fmt(cost) + "\" of the move"), said);
                assertTrue(said.contains("moved " + Phase.fmt(dist - cost) + "\""), said);
            } else {
                part++;
                assertEquals(x0, s.x[0], 1e-12, "no advance");
                assertEquals(y0, s.y[0], 1e-12, "no advance");
                assertEquals(turn * dist / cost, Sightlines.angleBetween(f0, s.facing[0]), 1e-6, "part of the angle");
                assertTrue(said.contains("wheeled " + Phase.fmt(turn * dist / cost)
                        + " of 90.0 degrees: the wheel costs " + Phase.fmt(cost) + "\", more than the "
                        + Phase.fmt(dist) + "\" moved; no advance"), said);
            }
        }
        assertTrue(full > 0 && part > 0, "both cases seen: " + full + " full, " + part + " part");
    }
}
