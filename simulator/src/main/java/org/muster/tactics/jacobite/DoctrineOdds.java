package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobiteOdds;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The exact odds the {@link DoctrinePlayer}'s decisions share: the morale sum tables of the template's dice (A9.2)
 * and the tests scored with them, the chance a charger goes on under the defender's fire (A8.1, A9.4), the melee
 * round's hit edge (A8.2), the reach of a charge, whether a shot shakes its target or a unit is a shock unit, and the
 * dice a move rolls under {@code blunder-risk}. Draws nothing random; allocates nothing per decision (the tables are
 * built once per template).
 */
final class DoctrineOdds {
    private final DoctrineWeights w;
    /** Morale dice a charge test is scored with at most (A9.2: a base a die; the largest clan has 8 bases). */
    private static final int MORALE_DICE = 16;
    /** Degrees off its facing beyond which a goal lies behind a unit's front ({@link #turnAboutCost}). */
    private static final double RIGHT_ANGLE = 90;
    /** The template {@link #sumAtLeast} was built for. */
    private JacobiteTemplate tablesFor;
    /** P(the sum of n morale dice of a die code is at least k), [die][n][k]: built once per template. */
    private double[][][] sumAtLeast;

    DoctrineOdds(DoctrineWeights weights) {
        this.w = weights;
    }

    /** The morale sum tables of a template's dice (A9.2), built once when the template changes. */
    void tables(JacobiteTemplate t) {
        if (tablesFor == t) {
            return;
        }
        final double[][][] at = new double[t.moraleFaces.length][MORALE_DICE + 1][];
        for (int die = 0; die < at.length; die++) {
            for (int n = 0; n <= MORALE_DICE; n++) {
                final double[] p = JacobiteOdds.sum(n, t.moraleFaces[die]);
                final double[] c = new double[p.length + 1];
                for (int k = p.length - 1; k >= 0; k--) {
                    c[k] = c[k + 1] + p[k];
                }
                at[die][n] = c;
            }
        }
        sumAtLeast = at;
        tablesFor = t;
    }

    /** P(n morale dice of a die code sum to at least k). */
    private double atLeast(int die, int n, int k) {
        final double[] c = sumAtLeast[die][Math.max(0, Math.min(n, MORALE_DICE))];
        return k <= 0 ? 1 : k >= c.length ? 0 : Math.min(1, c[k]);
    }

    /** {@code (int) Math.ceil(y)} for y within the int range, without the library call (hot in the look-ahead). */
    static int ceil(double y) {
        final int k = (int) y;
        return k < y ? k + 1 : k;
    }

    /** P(a charge whose reach table is r, farthest squared reach {@code far}, covers the gap to (dx, dy) away). */
    static double reachAt(JacobiteTemplate t, double[] r, double far, double dx, double dy) {
        final double d2 = dx * dx + dy * dy;
        if (d2 > far) {
            return 0;
        }
        final int k = ceil(Math.max(0, Math.sqrt(d2) - t.contact) - 1e-9);
        return k >= r.length ? 0 : r[k];
    }

    /** P(u's morale test with modifier m breaks or routs it, A9.2): its dice below the Disordered band. */
    double breaks(JacobiteEngine e, int u, int m) {
        return breaks(e.template(), JacobiteTemplate.moraleDie(e.state().cls[u]), e.morale().moraleDice(u), m);
    }

    /** {@link #breaks} of a unit whose morale die code and dice are known. */
    double breaks(JacobiteTemplate t, int die, int dice, int m) {
        return 1 - atLeast(die, dice, t.disorderedFrom - m);
    }

    /**
     * The chance that u, charging v and reaching it, goes on into contact (A8.1 steps 3-4): the defender fires unless
     * it is fighting, out of arc, out of rounds or an unloaded gun (half effect and no volley when it has had its
     * phase, A3.4, A6.5), and a charger that takes casualties goes on only with Normal or better (A9.4 [D]), tested
     * with the bases the expected casualties of a hitting volley leave it and the modifiers of A9.3 that the engine
     * applies.
     */
    double chargerGoesOn(JacobiteEngine e, int u, int v) {
        return chargerGoesOn(e, u, v, e.state().has(v, JacobiteCodes.ACTED));
    }

    /** {@link #chargerGoesOn} against v having had its phase ({@code acted}) or not, whatever it has now. */
    double chargerGoesOn(JacobiteEngine e, int u, int v, boolean acted) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (s.meleeWith[v] >= 0 || !e.sight().inArc(v, u)) {
            return 1;
        }
        final boolean gun = s.type[v] == JacobiteCodes.ARTILLERY;
        final boolean useCase = gun && !e.fire().hasNoAmmo(v, true);
        if (gun ? !s.has(v, JacobiteCodes.LOADED) || !useCase && e.fire().hasNoAmmo(v, false)
                : e.fire().hasNoAmmo(v, false)) {
            return 1;
        }
        final boolean volley = !acted && e.fire().volleyArm(v)
                && !s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN);
        final double factor = acted ? Math.min(t.half, e.sight().effect(v)) : e.sight().effect(v);
        final double dice = e.fire().fireDice(v, useCase) * factor;
        final double p = JacobiteOdds.pHit(e.fire().fireTotal(v, u, useCase, volley), t.fireOrEqual, t.fireSides)
                * JacobiteOdds.pUnsaved(t.saveFrom, t.saveSides);
        final double pCas = 1 - Math.pow(1 - p, dice);
        if (pCas <= 1e-9) {
            return 1;
        }
        int m = (e.morale().hasPersonality(u) ? t.moralePersonality : 0)
                - (e.morale().hasPersonality(v) ? t.moralePersonality : 0);
        final int hold = e.sight().holding(v, u);
        m -= hold == 2 ? t.moraleWorks : hold == 1 ? t.moraleWall : 0;
        if (e.sight().isMounted(u)) {
            m += t.moraleCavalryCharging;
        }
        if (JacobiteTemplate.fireFormation(s.type[v], s.formation[v]) == JacobiteCodes.FT_OPEN) {
            m += t.moraleChargingOpen;
        }
        final int left = s.figures[u] - (int) Math.round(dice * p / pCas);
        final int per = t.perBase(s.type[u], s.formation[u]);
        final int bases = left <= 0 ? 0 : (left + per - 1) / per;
        final double goesOn = atLeast(JacobiteTemplate.moraleDie(s.cls[u]), bases, t.normalFrom - m);
        return 1 - pCas + pCas * goesOn;
    }

    /**
     * Expected hits of u's front rank less the defender's in the first round of the melee u would open by charging v
     * (A8.2): the modifiers as they will be at contact, the defender's dice halved when it has had its phase (A8.1).
     */
    static double footEdge(JacobiteEngine e, int u, int v) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int arc = e.sight().arcOf(u, v);
        final double dv = e.sight().frontFigures(v) * (s.has(v, JacobiteCodes.ACTED) ? t.half : 1);
        return JacobiteOdds.meleeHitEdge(e.sight().frontFigures(u), dv,
                JacobiteOdds.meleeModifier(e, u, v, true, true, arc),
                JacobiteOdds.meleeModifier(e, v, u, false, true, arc), t.meleeSides);
    }

    /**
     * 1 when fire at v makes it test morale whether it loses figures or not (A9.1: a clan under fire for the first
     * time), 0.5 when any loss does (A9.1: below half strength), else 0.
     */
    static double shaken(JacobiteEngine e, int v) {
        final JacobiteState s = e.state();
        if (s.type[v] == JacobiteCodes.HIGHLAND_FOOT && !s.has(v, JacobiteCodes.UNDER_FIRE_ONCE)) {
            return 1;
        }
        return s.figures[v] * 2 < s.start[v] ? 0.5 : 0;
    }

    /** A shock unit (A8): a clan or mounted cavalry, which wins by charging rather than by fire. */
    static boolean shock(JacobiteEngine e, int v) {
        return e.state().type[v] == JacobiteCodes.HIGHLAND_FOOT || e.sight().isMounted(v);
    }

    /**
     * The inches of a move of u toward bearing {@code bear} its wheel costs (A5 [D]: the outer front corner travels
     * width x angle, deducted from the rolled distance).
     */
    static double wheelCost(JacobiteEngine e, int u, double bear) {
        return e.sight().width(u) * Math.toRadians(JacobiteEngine.angleBetween(e.state().facing[u], bear));
    }

    /**
     * The wheel ({@link #wheelCost}) a move of u toward bearing {@code bear} costs when that lies behind u's front
     * (more than a right angle off its facing: a turn about, which a move of few dice seldom pays), else 0.
     */
    static double turnAboutCost(JacobiteEngine e, int u, double bear) {
        return JacobiteEngine.angleBetween(e.state().facing[u], bear) > RIGHT_ANGLE ? wheelCost(e, u, bear) : 0;
    }

    /** Degrees off the straight line to a goal that {@link #moveToward} tries, in turn, around a friend in the way. */
    private static final double[] DETOURS = {30, -30, 60, -60};

    /**
     * Orders u toward (tx, ty), {@code need} inches to go, with {@link #diceFor} dice; when that rolls none because a
     * friend stands in the way nearer than {@code need} (A5: a move that runs into one stops, Disordered), toward the
     * point {@code need} inches off along the first of the {@link #DETOURS} that may move, its dice judged on the
     * distance it gains toward the goal. Returns whether it ordered a move. Allocation-free.
     */
    boolean moveToward(JacobiteEngine e, int u, double need, double tx, double ty, JacobiteOrder order) {
        final int dice = diceFor(e, u, need, tx, ty);
        if (dice > 0) {
            order.move(tx, ty, dice);
            return true;
        }
        final JacobiteState s = e.state();
        final double bear = e.sight().heading(s.x[u], s.y[u], tx, ty);
        if (need <= 0.5 || e.movement().friendGap(u, bear) > need) {
            return false;
        }
        for (double off : DETOURS) {
            final double b = bear + off;
            final double px = s.x[u] + need * e.sight().bearingX(b);
            final double py = s.y[u] + need * e.sight().bearingY(b);
            final int k = diceFor(e, u, need * Math.cos(Math.toRadians(off)), px, py);
            if (k > 0) {
                order.move(px, py, k);
                return true;
            }
        }
        return false;
    }

    /**
     * The number of movement dice to roll (A5: the whole roll must be moved): the count whose exact mean distance is
     * closest to {@code need}, among counts whose chance of running into a friend ahead is at most blunder-risk; when
     * that is none but the move wants a wheel (A5: paid from the roll), one die to turn the unit, if one die is itself
     * within blunder-risk (before, the die was forced whatever the friend ahead: the unit ran into it, Disordered, and
     * {@link #moveToward} never tried its detours).
     */
    int diceFor(JacobiteEngine e, int u, double need, double tx, double ty) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int die = t.moveDie(s.type[u]);
        final int max = Math.min(e.movement().maxDice(u), JacobiteTemplate.TABLE_DICE);
        // Free distance before the nearest friend in the corridor of the move (A5), as the engine's move stops.
        final double bear = e.sight().heading(s.x[u], s.y[u], tx, ty);
        final double free = e.movement().friendGap(u, bear);
        final double cost = wheelCost(e, u, bear);
        // The exact odds of the move as the engine plays it, terrain dice lost (A5).
        e.movement().aimMove(u, tx, ty);
        int best = 0;
        double bestErr = Double.MAX_VALUE;
        boolean oneSafe = false;
        for (int k = 0; k <= max; k++) {
            final double over = Math.floor(free + cost) + 1;
            final double pBlunder = free == Double.MAX_VALUE ? 0 : e.movement().aimedAtLeast(k, Math.max(0, over));
            if (k > 0 && pBlunder > w.blunderRisk) {
                continue;
            }
            oneSafe |= k == 1;
            final double err = Math.abs(e.movement().aimedMean(k) - cost - need);
            if (err < bestErr) {
                bestErr = err;
                best = k;
            }
        }
        if (best == 0 && cost > 0 && oneSafe) {
            best = 1;
        }
        return best;
    }}
