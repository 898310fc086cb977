package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;
import static org.muster.rules.jacobite.JacobiteCodes.FIRED_AT;
import static org.muster.rules.jacobite.JacobiteCodes.GET_IN_THERE;

/**
 * Morale (A9) of a {@code jacobite45} battle: personalities (A3) and their rides, the modifiers every test carries,
 * tests and their results, Broken units retiring, and rallies.
 */
public final class Morale extends Phase {
    Morale(JacobiteEngine engine) {
        super(engine);
    }

    /** Whether one of the side's personalities is with unit u. */
    public boolean hasPersonality(int u) {
        for (int p = 0; p < t.personalityHost.length; p++) {
            if (s.personalityHost[p] == u) {
                return true;
            }
        }
        return false;
    }

    /** The first personality with unit u, or -1. */
    public int personalityOf(int u) {
        for (int p = 0; p < t.personalityHost.length; p++) {
            if (s.personalityHost[p] == u) {
                return p;
            }
        }
        return -1;
    }

    /** Mean inches a unit's personality rides when it leaves (the movement D6's mean per die), or 0 without one. */
    public double personalityReach(int u) {
        final int p = personalityOf(u);
        return p < 0 ? 0 : t.meanMoveD6 * t.personalityDice[p];
    }

    /** The personality leaves unit u for unit v if its move (4D6 mounted, 2D6 on foot) reaches (A3 [D]). */
    void join(int u, int v) {
        final int p = personalityOf(u);
        final int roll = sumDice(t.personalityDice[p], t.moveFaces[JacobiteCodes.D6]);
        final boolean reached = roll >= sight.distance(u, v) - t.contact - 1e-9;
        if (reached) {
            s.personalityHost[p] = v;
        }
        if (narrator != null) {
            narrator.event("  " + t.personalityNames[p] + " rides " + roll + "\": " + (reached ? "joins "
                    + t.label(v) : "cannot reach " + t.label(v)));
        }
    }

    private boolean personalityNear(int u) {
        for (int p = 0; p < t.personalityHost.length; p++) {
            final int h = s.personalityHost[p];
            if (h >= 0 && h != u && t.side[h] == t.side[u] && sight.distance(u, h) <= t.rallyNear + 1e-9) {
                return true;
            }
        }
        return false;
    }

    /**
     * The modifiers every test of u carries (A9.3): its personality, Disordered, Broken, and what it holds against
     * {@code enemy} (or -1), less the enemy's personality and holding when u is charging or fighting it.
     */
    int baseMorale(int u, int enemy) {
        int m = 0;
        if (hasPersonality(u)) {
            m += t.moralePersonality;
        }
        if (s.has(u, DISORDERED)) {
            m += t.moraleDisordered;
        }
        if (s.has(u, BROKEN)) {
            m += t.moraleBroken;
        }
        if (enemy >= 0) {
            final int hold = sight.holding(u, enemy);
            m += hold == 2 ? t.moraleWorks : hold == 1 ? t.moraleWall : 0;
            if (hasPersonality(enemy)) {
                m -= t.moralePersonality;
            }
            final int theirs = sight.holding(enemy, u);
            m -= theirs == 2 ? t.moraleWorks : theirs == 1 ? t.moraleWall : 0;
        }
        return m;
    }

    /** Morale dice of a unit (A9.2): one per base (crew figure for guns). */
    public int moraleDice(int u) {
        return s.type[u] == ARTILLERY ? s.figures[u] : sight.bases(u);
    }

    /** Rolls a test and returns the result code without applying it. */
    int rollMorale(int u, int modifier) {
        final int die = JacobiteTemplate.moraleDie(s.cls[u]);
        final int nd = moraleDice(u);
        final int score = sumDice(nd, t.moraleFaces[die]) + modifier;
        return JacobiteOdds.moraleResult(score, t.brokenFrom, t.disorderedFrom, t.normalFrom, t.getInThere);
    }

    /** A morale test (A9) with its effects applied (A9.4 [D] state rules). Returns the result. */
    int moraleTest(int u, int modifier, String why) {
        final int r = rollMorale(u, modifier);
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " tests morale (" + why + ", " + moraleDice(u) + " dice "
                    + (modifier >= 0 ? "+" : "") + modifier + "): " + JacobiteCodes.RESULT_NAMES[r]);
        }
        apply(u, r);
        return r;
    }

    private void apply(int u, int r) {
        switch (r) {
            case JacobiteCodes.ROUT:
                fire.remove(u, true);
                break;
            case JacobiteCodes.BROKEN_RESULT:
                if (!s.has(u, BROKEN)) {
                    observer.unitBroke(u, s.x[u], s.y[u]);
                    s.status[u] = (s.status[u] | BROKEN) & ~(GET_IN_THERE | DISORDERED);
                    melee.endMelee(u);
                    retire(u);
                }
                break;
            case JacobiteCodes.DISORDERED_RESULT:
                if (!s.has(u, BROKEN)) {
                    s.status[u] = (s.status[u] | DISORDERED) & ~GET_IN_THERE;
                }
                break;
            case JacobiteCodes.NORMAL:
                if (!s.has(u, BROKEN)) {
                    s.status[u] &= ~(DISORDERED | GET_IN_THERE);
                }
                break;
            default:
                if (!s.has(u, BROKEN)) {
                    s.status[u] &= ~DISORDERED;
                    if (s.type[u] != ARTILLERY) {
                        s.status[u] |= GET_IN_THERE;
                    }
                }
                break;
        }
    }

    /** A Broken unit retires 12" facing the enemy, at once (A9.4). */
    private void retire(int u) {
        final int v = sight.nearestEnemy(u);
        double away = t.side[u] == s.southSide ? 180 : 0;
        if (v >= 0) {
            away = sight.heading(s.x[v], s.y[v], s.x[u], s.y[u]);
            sight.setFacing(u, sight.heading(s.x[u], s.y[u], s.x[v], s.y[v]));
        }
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " is Broken and retires");
        }
        move.travel(u, away, t.brokenRetire, false);
    }

    /** A rally (A9.5): the unit's dice plus the rally modifiers; Normal or better rallies, Disordered disorders. */
    void rally(int u) {
        int m = 0;
        if (!s.has(u, FIRED_AT)) {
            m += t.rallyNotFiredAt;
        }
        if (hasPersonality(u)) {
            m += t.rallyPersonality;
        } else if (personalityNear(u)) {
            m += t.rallyPersonalityNear;
        }
        final int r = rollMorale(u, m);
        if (narrator != null) {
            narrator.event("  rally " + (m >= 0 ? "+" : "") + m + ": " + JacobiteCodes.RESULT_NAMES[r]);
        }
        switch (r) {
            case JacobiteCodes.ROUT:
                fire.remove(u, true);
                break;
            case JacobiteCodes.BROKEN_RESULT:
                break;
            case JacobiteCodes.DISORDERED_RESULT:
                s.status[u] = (s.status[u] & ~BROKEN) | DISORDERED;
                break;
            default:
                s.status[u] &= ~(BROKEN | DISORDERED);
                break;
        }
    }
}
