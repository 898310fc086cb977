package org.muster.tactics.jacobite;

import java.lang.reflect.Field;

import org.muster.engine.Dice;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteState;

/**
 * What the search player needs of a {@link JacobiteState} that {@code rules/jacobite} does not offer publicly yet, and
 * this package may not add there (issue 21: the rule set belongs to another branch this session). A stand-in, reading
 * three package-private fields by reflection once per use and allocating nothing:
 * <ul>
 * <li>the state's {@link BattleClock} (base seed, battle, decision number), which {@link
 * org.muster.rules.battle.Rollouts} numbers the look-ahead streams by;
 * <li>its rule dice (DICE stream), which a rollout reseeds so that it does not play on the live battle's own dice;
 * <li>the card cursor: inside {@code decide} the live cursor already stands past the unit being ordered (its card
 * turned, the unit marked as having acted), so a copy made there would go on with the next card; {@link #rewind}
 * puts the copy back before that decision, so a rollout starts by asking the unit's order again.
 * </ul>
 * The accessors to add instead (reported need): {@code JacobiteState.clock()}, {@code JacobiteState.dice()} and a
 * copy "as before the pending order" (or the cursor left at the card until the order is given, as acw leaves it).
 * If those fields are renamed this fails at class load, loudly, and {@code SearchPlayerTest} says so.
 */
final class StateHatch {
    private static final Field DICE = field("dice");
    private static final Field CLOCK = field("clock");
    private static final Field CARD = field("card");

    private StateHatch() {
    }

    private static Field field(String name) {
        try {
            Field f = JacobiteState.class.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("jacobite45 search: JacobiteState." + name + " is gone; give the search "
                    + "player a public accessor for it", e);
        }
    }

    /** The state's clock (the live one: the decision number the rollout streams are derived from). */
    static BattleClock clock(JacobiteState s) {
        try {
            return (BattleClock) CLOCK.get(s);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The state's rule dice (DICE stream). */
    static Dice dice(JacobiteState s) {
        try {
            return (Dice) DICE.get(s);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Puts a copy made inside unit {@code u}'s {@code decide} back to just before that order: its card not yet turned
     * and the unit not yet marked as having acted. Returns false (the copy left as it is) when the cursor does not
     * stand just past u's card.
     */
    static boolean rewind(JacobiteState copy, int u) {
        try {
            final int card = CARD.getInt(copy);
            if (card < 1 || copy.deck[card - 1] != u) {
                return false;
            }
            CARD.setInt(copy, card - 1);
            copy.status[u] &= ~JacobiteCodes.ACTED;
            return true;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
