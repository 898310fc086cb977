package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOdds;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The {@link DoctrinePlayer}'s one-ply look-ahead over a charge ({@code charge-look}, {@code charge-wait}): what
 * charging now gains against what it risks more than waiting, from the exact odds of {@link DoctrineOdds}. Draws
 * nothing random; allocates nothing per decision.
 */
final class DoctrineLook {
    private final int side;
    private final DoctrineWeights w;
    private final DoctrineOdds odds;
    /** The look-ahead's even chance that an enemy's card comes before a unit's next (A3: every card as likely). */
    private static final double HALF = 0.5;
    /** Scratch of the look-ahead: the risks of a charge gone home, fallen short, and of waiting. */
    private final double[] risk = new double[3];

    DoctrineLook(int side, DoctrineWeights weights, DoctrineOdds odds) {
        this.side = side;
        this.w = weights;
        this.odds = odds;
    }

    /**
     * The one-ply look-ahead over a charge of u on v (A8.1, A9), {@code home} the chance it goes home: what charging
     * now gains less {@code charge-look} times what it risks more than waiting where it stands. The gain: v breaks on
     * its test against the charge, or stands, loses the first melee round and breaks then (the round won with the
     * logistic of the front ranks' expected hit edge, A8.2), all exact morale odds (A9.3; with {@code lost-dice} a gun
     * tests with the crew its casualties leave, {@link #lostRound}). The risk, each weighed by
     * the exact odds of u breaking: home, it loses the round, or stands formed where it touched v, open to the other
     * enemies' charges; short (A8.1) or stopped by its test, it stands Disordered where the mean short roll leaves it,
     * open to all of theirs, v's too; waiting, it stands as it is, cover held, open to their charges and, a clan never
     * yet under fire, to the test the first fire brings, but with {@code charge-wait} also offering v the chance to
     * charge first and break on u ({@link #waitGain}). An enemy charges first when its card comes before u's next
     * (about half the time, A3) and its dice reach (exact, terrain not counted). Allocates nothing.
     */
    double chargeWorth(JacobiteEngine e, int u, int v, double home) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int own = e.morale().hasPersonality(u) ? t.moralePersonality : 0;
        // Where u stands home (touching v) and short (the mean shortfall of its roll from contact).
        final double d = e.sight().distance(u, v);
        final double need = e.melee().chargeNeed(u, v);
        final double[] r = t.reach[t.moveDie(s.type[u])][Math.min(e.melee().chargeDice(u),
                JacobiteTemplate.TABLE_DICE)];
        final int k = DoctrineOdds.ceil(need - 1e-9);
        double under = 0;
        double gap = 0;
        for (int x = 0; x < Math.min(k, r.length - 1); x++) {
            final double p = r[x] - r[x + 1];
            under += p;
            gap += p * (need - x);
        }
        gap = under > 0 ? gap / under : 0;
        final double ux = (s.x[v] - s.x[u]) / Math.max(d, 1e-9);
        final double uy = (s.y[v] - s.y[u]) / Math.max(d, 1e-9);
        final double homeAt = Math.max(0, d - t.contact);
        final double shortAt = Math.max(0, d - t.contact - gap);
        exposure(e, u, v, s.x[u] + ux * homeAt, s.y[u] + uy * homeAt, s.x[u] + ux * shortAt, s.y[u] + uy * shortAt,
                own);
        final double riskHome = risk[0];
        final double riskShort = risk[1];
        // Waiting also offers v the chance to charge first and break on u (charge-wait).
        final double riskHere = 1 - (1 - risk[2]) * (1 - firstFire(e, u, own)) - w.chargeWait * waitGain(e, u, v,
                own);
        // v's test standing against the charge (A9.3), as the engine adds it up at contact.
        int m = (e.morale().hasPersonality(v) ? t.moralePersonality : 0) - own
                + (s.has(v, JacobiteCodes.DISORDERED) ? t.moraleDisordered : 0)
                + (s.has(v, JacobiteCodes.BROKEN) ? t.moraleBroken : 0);
        final int hold = e.sight().holding(v, u);
        m += hold == 2 ? t.moraleWorks : hold == 1 ? t.moraleWall : 0;
        final double afterLost = lostRound(e, v, u, m + t.moraleLost);
        final int arc = e.sight().arcOf(u, v);
        m += arc == 1 ? t.moraleFlank : arc == 2 ? t.moraleRear : 0;
        if (s.government[v] && s.type[v] != JacobiteCodes.HIGHLAND_FOOT && s.type[u] == JacobiteCodes.HIGHLAND_FOOT
                && !s.has(v, JacobiteCodes.FACED_CLANS)) {
            m += t.moraleClanShock;
        }
        final double breaks = odds.breaks(e, v, m);
        final double ownLost = odds.breaks(e, u, own + t.moraleLost);
        // The melee round's odds are the dearest part (modifiers over terrain): the bounds of a round surely lost
        // and surely won decide most charges without them.
        final double restHome = home * riskHome + (1 - home) * riskShort - riskHere;
        final double low = home * breaks - w.chargeLook * (home * ((1 - breaks) * ownLost
                + (1 - (1 - breaks) * ownLost) * riskHome) + (1 - home) * riskShort - riskHere);
        final double high = home * (breaks + (1 - breaks) * afterLost) - w.chargeLook * restHome;
        if (low >= 0 || high < 0) {
            return low >= 0 ? low : high;
        }
        // The end of the first melee round (A8.2, A9.3): won with the logistic of the front ranks' expected hit edge.
        final double won = 1 / (1 + Math.exp(-DoctrineOdds.footEdge(e, u, v)));
        final double gain = breaks + (1 - breaks) * won * afterLost;
        final double lose = (1 - breaks) * (1 - won) * ownLost;
        return home * gain - w.chargeLook * (home * (lose + (1 - lose) * riskHome) + (1 - home) * riskShort
                - riskHere);
    }

    /**
     * What waiting offers against v: the chance that v, a clan or mounted horse that may still charge this turn
     * (formed, not fighting, not yet phased), has its card before u's next (half, A3), reaches u (exact, no terrain)
     * and breaks on it: it fails its test under u's fire (A8.1), or fights, loses the first round to u standing
     * formed (the logistic of the front ranks' expected hit edge, A8.2) and breaks on the test that follows (A9.3).
     * Charging v first throws that chance away. 0 for other targets. Allocates nothing.
     */
    private double waitGain(JacobiteEngine e, int u, int v, int own) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (w.chargeWait <= 0 || !DoctrineOdds.shock(e, v) || s.meleeWith[v] >= 0
                || s.has(v, JacobiteCodes.ACTED | JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN)) {
            return 0;
        }
        final int die = t.moveDie(s.type[v]);
        final int nd = Math.min(e.melee().chargeDice(v), JacobiteTemplate.TABLE_DICE);
        final double reach = DoctrineOdds.reachAt(t, t.reach[die][nd], t.reachFarSquared[die][nd], s.x[u] - s.x[v],
                s.y[u] - s.y[v]);
        if (reach <= 0) {
            return 0;
        }
        final double goesOn = odds.chargerGoesOn(e, v, u);
        final double edge = JacobiteOdds.meleeHitEdge(e.sight().frontFigures(u), e.sight().frontFigures(v),
                JacobiteOdds.meleeModifier(e, u, v, false, true, 0), JacobiteOdds.meleeModifier(e, v, u, true, true, 0),
                t.meleeSides);
        final double won = 1 / (1 + Math.exp(-edge));
        final int m = (e.morale().hasPersonality(v) ? t.moralePersonality : 0) - own;
        return HALF * reach * (1 - goesOn + goesOn * won * odds.breaks(e, v, m + t.moraleLost));
    }

    /**
     * Into {@link #risk}: the chances that u is charged first by an enemy whose card comes before u's next (taken as
     * half, A3) and whose dice reach it (exact, no terrain), and breaks or routs on its test (A9.3, modifier {@code m}
     * and the enemy's personality): [0] formed at (hx, hy), where a charge on v goes home (v left out: it fights u);
     * [1] Disordered at (sx, sy), where it falls short; [2] formed where it stands, its cover against v held.
     * Enemies that may not charge (guns, Disordered, Broken, fighting) and, against a formed u, foot that only charge
     * soft targets are left out. Allocates nothing.
     */
    private void exposure(JacobiteEngine e, int u, int v, double hx, double hy, double sx, double sy, int m) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        double safeHome = 1;
        double safeShort = 1;
        double safeHere = 1;
        // The cover u holds against v, asked once (the dearest test) and only when a charge can reach it: the enemies
        // that could charge it come from v's side.
        int hold = -1;
        // u's morale die and dice, the same for every test it is scored with here.
        final int die0 = JacobiteTemplate.moraleDie(s.cls[u]);
        final int dice0 = e.morale().moraleDice(u);
        for (int x = 0; x < t.unitCount(); x++) {
            if (t.side[x] == side || !s.present(x) || s.type[x] == JacobiteCodes.ARTILLERY
                    || s.has(x, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN) || s.meleeWith[x] >= 0) {
                continue;
            }
            final int die = t.moveDie(s.type[x]);
            final int nd = Math.min(e.melee().chargeDice(x), JacobiteTemplate.TABLE_DICE);
            final double far = t.reachFarSquared[die][nd];
            final double[] r = t.reach[die][nd];
            // The reaches first (a squared distance each, most enemies out of reach), the morale odds only for an
            // enemy that reaches.
            final double pShort = DoctrineOdds.reachAt(t, r, far, s.x[x] - sx, s.y[x] - sy);
            final boolean shock = DoctrineOdds.shock(e, x);
            final double pHome = !shock || x == v ? 0 : DoctrineOdds.reachAt(t, r, far, s.x[x] - hx, s.y[x] - hy);
            final double pHere = shock ? DoctrineOdds.reachAt(t, r, far, s.x[x] - s.x[u], s.y[x] - s.y[u]) : 0;
            if (pShort <= 0 && pHome <= 0 && pHere <= 0) {
                continue;
            }
            final int mx = m - (e.morale().hasPersonality(x) ? t.moralePersonality : 0);
            if (pShort > 0) {
                safeShort *= 1 - HALF * pShort * odds.breaks(t, die0, dice0, mx + t.moraleDisordered);
            }
            if (pHome > 0) {
                safeHome *= 1 - HALF * pHome * odds.breaks(t, die0, dice0, mx);
            }
            if (pHere > 0) {
                if (hold < 0) {
                    hold = e.sight().holding(u, v);
                }
                safeHere *= 1 - HALF * pHere * odds.breaks(t, die0, dice0, mx + (hold == 2 ? t.moraleWorks
                        : hold == 1 ? t.moraleWall : 0));
            }
        }
        risk[0] = 1 - safeHome;
        risk[1] = 1 - safeShort;
        risk[2] = 1 - safeHere;
    }

    /**
     * P(v, charged by u and the loser of the first melee round, breaks or routs on the test after it, modifier m,
     * A9.3): with {@code lost-dice} and v a gun, tested with the crew its casualties leave (A9.2: a gun rolls a die a
     * crew figure, so every figure lost is a die fewer; u's expected unsaved hits, at least one figure: the loser took
     * casualties, A8.3), or as broken with none left; else with the dice v has now. Allocates nothing.
     */
    private double lostRound(JacobiteEngine e, int v, int u, int m) {
        final JacobiteState s = e.state();
        if (!w.lostDice || s.type[v] != JacobiteCodes.ARTILLERY) {
            return odds.breaks(e, v, m);
        }
        final JacobiteTemplate t = e.template();
        final int arc = e.sight().arcOf(u, v);
        final double hits = e.sight().frontFigures(u) * JacobiteOdds.pUnsaved(t.saveFrom, t.saveSides)
                * JacobiteOdds.pBeats(JacobiteOdds.meleeModifier(e, u, v, true, true, arc),
                        JacobiteOdds.meleeModifier(e, v, u, false, true, arc), t.meleeSides);
        final int left = s.figures[v] - Math.max(1, (int) Math.round(hits));
        return left <= 0 ? 1 : odds.breaks(t, JacobiteTemplate.moraleDie(s.cls[v]), left, m);
    }

    /**
     * The chance that a clan never yet under fire, waiting, is fired at first by an enemy in range and arc with rounds
     * whose card comes before its next (half, A3), and breaks or routs on the test the first fire brings whatever it
     * hits (A9.1); 0 for other units and for a clan already fired at. A charge spares it this: the reaction fire a
     * charger meets brings no such test (A8.1), only the charger's own.
     */
    private double firstFire(JacobiteEngine e, int u, int m) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (s.type[u] != JacobiteCodes.HIGHLAND_FOOT || s.has(u, JacobiteCodes.UNDER_FIRE_ONCE)) {
            return 0;
        }
        // The test's odds first: a clan that cannot break on it needs no look at the enemies' fire.
        final double breaks = odds.breaks(e, u, m);
        if (breaks <= 0) {
            return 0;
        }
        double none = 1;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && s.meleeWith[v] < 0 && !s.has(v, JacobiteCodes.BROKEN)
                    && !e.fire().hasNoAmmo(v, false) && e.fire().fireReach(v, u, false)) {
                none *= 1 - HALF;
            }
        }
        return (1 - none) * breaks;
    }}
