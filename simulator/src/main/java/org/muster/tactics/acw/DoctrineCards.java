package org.muster.tactics.acw;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;

/**
 * The {@code doctrine} player's card (B3, B9 [D]): the biggest when units are loaded with targets or must close the
 * distance; the smallest when most units in range are empty (an empty unit that enemy cavalry could charge on its
 * next card counting as loaded); mounted cavalry planning by the charge (the biggest card when at least as many
 * troopers can charge on it as are still riding up; when only troopers riding up act, the smallest card that brings
 * them to their waiting distance). Allocates nothing.
 */
final class DoctrineCards {
    private final int side;
    private final DoctrineRange range;

    DoctrineCards(int side, DoctrineRange range) {
        this.side = side;
        this.range = range;
    }

    /** The card this side plays next (an index of the deck). */
    int choose(AcwView e) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int n = s.unitCount();
        int loadedReady = 0;
        int emptyReady = 0;
        int closing = 0;
        // Mounted cavalry plan apart: ready (the biggest card left brings a charge) or approaching (the increments
        // needed to reach its waiting distance, preferredRange's).
        int ready = 0;
        int approaching = 0;
        int need = 1;
        final int bigLeft = biggestLeft(e, t);
        for (int u = 0; u < n; u++) {
            if (t.side[u] != side || !e.orders().canAct(u)) {
                continue;
            }
            final int near = t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) ? e.sight().nearestEnemy(u) : -1;
            if (near >= 0) {
                final double d = e.sight().distance(u, near);
                final double move = e.movement().moveAllowance(u);
                if (d <= DoctrineRange.rideReach(e, u, near, bigLeft - 1, 1)) {
                    ready++;
                } else {
                    approaching++;
                    need = Math.max(need, (int) Math.ceil((d - DoctrineRange.waitingDistance(e, u, near)) / move));
                }
                continue;
            }
            boolean inRange = false;
            for (int v = t.firstUnit(1 - side); v < t.endUnit(1 - side) && !inRange; v++) {
                // Range only (no sight check): a cheap plan, once per card.
                if (t.side[v] != side && s.standing[v] > 0 && e.sight().range(u, v) < t.maxRange[t.weapon[u]]) {
                    inRange = true;
                }
            }
            if (!inRange) {
                closing++;
            } else if (s.loaded[u] > 0 || range.cavalryThreat(e, u)) {
                // Loaded, or empty but within reach of enemy cavalry's next card: no time to load cheaply on a
                // small card and keep the big ones (issue 19, held-out seed 8 g05: a lone gun loaded on a 1-card
                // while a troop rode up and charged; a 3-card loads, fires and loads again for the free fire).
                loadedReady++;
            } else {
                emptyReady++;
            }
        }
        if (ready > 0 && ready >= approaching) {
            // Troopers that can charge on the biggest card left: play it.
            return biggest(e, t);
        }
        if (approaching > 0 && loadedReady + closing + emptyReady == 0) {
            // Only troopers still riding up: the smallest card that brings them to their waiting distance, keeping
            // the big cards for the charge (a 3-card spent on the ride leaves a 1-card for the charge, whose reach
            // is the charge alone).
            int best = -1;
            for (int c = 0; c < t.deck.length; c++) {
                if (!e.cardUsed(side, c) && t.deck[c] >= need && (best < 0 || t.deck[c] < t.deck[best])) {
                    best = c;
                }
            }
            if (best >= 0) {
                return best;
            }
        }
        // Others (and troopers riding up beside them) as closing: out of their range.
        final boolean big = loadedReady + closing + approaching >= emptyReady;
        int best = -1;
        for (int c = 0; c < t.deck.length; c++) {
            if (e.cardUsed(side, c)) {
                continue;
            }
            if (best < 0 || (big ? t.deck[c] > t.deck[best] : t.deck[c] < t.deck[best])) {
                best = c;
            }
        }
        return best < 0 ? 0 : best;
    }

    /** The unused card of the most increments (the first such in the deck), or 0 if all are used. */
    private int biggest(AcwView e, AcwTemplate t) {
        int best = -1;
        for (int c = 0; c < t.deck.length; c++) {
            if (!e.cardUsed(side, c) && (best < 0 || t.deck[c] > t.deck[best])) {
                best = c;
            }
        }
        return best < 0 ? 0 : best;
    }

    /** The increments of the biggest unused card (1 if all are used). */
    private int biggestLeft(AcwView e, AcwTemplate t) {
        int m = 1;
        for (int c = 0; c < t.deck.length; c++) {
            if (!e.cardUsed(side, c)) {
                m = Math.max(m, t.deck[c]);
            }
        }
        return m;
    }
}
