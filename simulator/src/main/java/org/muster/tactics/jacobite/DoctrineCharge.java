package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The {@link DoctrinePlayer}'s choice of a charge target: the best odds of going home at least {@code charge-odds}
 * (with {@code charge-spent}, {@code charge-flank} and {@code charge-soft}), who is willing to charge whom, the foot's
 * {@code foot-edge}, and the charge mounted horse would make but for the line of sight. Draws nothing random;
 * allocates nothing per decision.
 */
final class DoctrineCharge {
    private final int side;
    private final DoctrineWeights w;
    private final DoctrineOdds odds;
    private final DoctrineLook look;
    /** The result of {@link #choose}: the target in sight to charge, or -1. */
    int at;
    /** The result of {@link #choose}: the chance the charge on {@link #at} goes home. */
    double home;
    /**
     * The result of {@link #choose}: the charge mounted cavalry would make but for the line of sight (A11 [D]: woods,
     * buildings, crests and units block it), or -1.
     */
    int blindAt;

    DoctrineCharge(int side, DoctrineWeights weights, DoctrineOdds odds, DoctrineLook look) {
        this.side = side;
        this.w = weights;
        this.odds = odds;
        this.look = look;
    }

    /** Scores the charges of u (not a gun) into {@link #at}, {@link #home} and {@link #blindAt}. */
    void choose(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int type = s.type[u];
        final int n = t.unitCount();
        at = -1;
        home = 0;
        double bestOdds = w.chargeOdds;
        // The charge mounted cavalry would make but for the line of sight (A11 [D]: woods, buildings, crests and
        // units block it): the best such target and its odds.
        blindAt = -1;
        double blindOdds = 0;
        final boolean mounted = e.sight().isMounted(u);
        for (int v = 0; v < n; v++) {
            if (t.side[v] == side || !s.present(v)) {
                continue;
            }
            final boolean soft = s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN)
                    || s.type[v] == JacobiteCodes.ARTILLERY || s.formation[v] == JacobiteCodes.DISMOUNTED;
            boolean willing;
            // Foot open a melee only when their front rank expects at least foot-edge more hits than the defender's
            // in its first round (A8.2): a line that charges a Disordered clan of more dice loses it. The edge is
            // dear (two modifier sums over terrain), so it is asked last, of a target that would otherwise be taken.
            final boolean needsEdge = type != JacobiteCodes.HIGHLAND_FOOT && !mounted;
            if (type == JacobiteCodes.HIGHLAND_FOOT) {
                willing = true;
            } else if (mounted) {
                willing = horseWilling(e, u, v);
            } else {
                willing = soft;
            }
            // A target that has had its phase fires back at half effect and without a volley (A3, A8.1): its odds
            // count charge-spent more; one charged in flank or rear fights and tests worse (A8.2, A9.3): charge-flank
            // more; a soft one (Disordered, Broken, open order, a gun): charge-soft more.
            final double bonus = (s.has(v, JacobiteCodes.ACTED) ? w.chargeSpent : 0)
                    + (e.sight().arcOf(u, v) != 0 ? w.chargeFlank : 0) + (soft ? w.chargeSoft : 0);
            // The odds bound (distance alone) before the exact charge test: a target that cannot reach the best
            // score so far is never chosen, whether it may be charged or not.
            if (!willing || e.melee().chargeOddsBound(u, v) + bonus < bestOdds) {
                continue;
            }
            final double reach = e.melee().chargeReachOdds(u, v);
            if (reach < 0 || reach + bonus < bestOdds) {
                continue;
            }
            // The odds of a charge that goes home (charge-test): it reaches and, under the defender's fire, the charger
            // passes its test (A8.1 steps 3-4).
            final double p = reach * (w.chargeTest ? odds.chargerGoesOn(e, u, v) : 1);
            if (p + bonus < bestOdds) {
                continue;
            }
            if (e.sight().sight(u, v)) {
                if (!needsEdge || DoctrineOdds.footEdge(e, u, v) >= w.footEdge) {
                    bestOdds = p + bonus;
                    at = v;
                    home = p;
                }
            } else if (mounted && p + bonus > blindOdds && (w.chargeLook <= 0 || look.chargeWorth(e, u, v, p) >= 0)) {
                // Mounted, out of sight: the charge it would make (the look-ahead's worth too) is kept for the advance.
                blindAt = v;
                blindOdds = p + bonus;
            }
        }
    }

    /**
     * Whether mounted u would charge v: v is not foot, or is Disordered or Broken, or u charges foot from the front
     * ({@code horse-v-foot}), or stands on v's flank or rear, or v is a formed clan and {@code charge-look} weighs the
     * charge (a clan does not volley, A6.5; horse that will not charge it must not close to its charge reach and wait
     * there).
     */
    boolean horseWilling(JacobiteEngine e, int u, int v) {
        final JacobiteState s = e.state();
        return w.horseVFoot || !JacobiteCodes.isFoot(s.type[v])
                || s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN) || e.sight().arcOf(u, v) != 0
                || w.chargeLook > 0 && s.type[v] == JacobiteCodes.HIGHLAND_FOOT;
    }}
