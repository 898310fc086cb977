package org.muster.tactics.acw;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwOdds;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;

/**
 * The exact fire odds the {@code doctrine} player ({@link DoctrinePlayer}) scores with (B5), tabled once per player
 * from the template: P(effect) of a kill die, and one unaimed shot's casualty points and hits by weapon, men standing
 * and range; with the expected hits of a fire. Allocates nothing after construction.
 */
final class DoctrineOdds {
    /** P(effect) of a kill die at no cover modifier. */
    final double pEffect0;
    /** P(effect) of a kill die at the most favourable cover modifier (none, soft, hard): bounds a shot's hits. */
    final double bestEffect;
    /**
     * Tabled once per player: CP of one unaimed shot by weapon, men standing and whole-inch range below the
     * weapon's maximum (B5), and its hits at {@link #bestEffect} (the bound {@link DoctrineFire#fireBound} gives).
     */
    final double[][][] shotCp = new double[AcwCodes.WEAPONS][AcwTemplate.MAX_MEN + 1][];
    final double[][][] shotBound = new double[AcwCodes.WEAPONS][AcwTemplate.MAX_MEN + 1][];
    /** The highest {@link #shotBound} at a range of r or more ({@link DoctrineFire#ceiling}). */
    final double[][][] shotBoundFrom = new double[AcwCodes.WEAPONS][AcwTemplate.MAX_MEN + 1][];

    DoctrineOdds(AcwTemplate t) {
        this.pEffect0 = t.pKilled[AcwTemplate.MOD_OFFSET] + t.pOut[AcwTemplate.MOD_OFFSET];
        double eff = pEffect0;
        for (int mod : new int[] {t.coverSoft, t.coverHard}) {
            final int m = clampMod(mod);
            eff = Math.max(eff, t.pKilled[m] + t.pOut[m]);
        }
        this.bestEffect = eff;
        for (int wpn = 0; wpn < AcwCodes.WEAPONS; wpn++) {
            final int max = Math.max(0, t.maxRange[wpn]);
            final boolean scaled = t.rfScaled || wpn == AcwCodes.GUN || wpn == AcwCodes.RIFLED_MUSKET;
            for (int men = 0; men <= AcwTemplate.MAX_MEN; men++) {
                shotCp[wpn][men] = new double[max];
                shotBound[wpn][men] = new double[max];
                shotBoundFrom[wpn][men] = new double[max];
                for (int r = 0; r < max; r++) {
                    final double cp = AcwOdds.casualtyPoints(max, r, 1, men, t.rfAtZero, scaled);
                    shotCp[wpn][men][r] = cp;
                    shotBound[wpn][men][r] = cp / t.cpPerDie * bestEffect;
                }
                for (int r = max - 1; r >= 0; r--) {
                    shotBoundFrom[wpn][men][r] = Math.max(shotBound[wpn][men][r],
                            r + 1 < max ? shotBoundFrom[wpn][men][r + 1] : 0);
                }
            }
        }
    }

    /** Expected men hit by u firing at v with I increments: E[kill dice] x P(effect) at the fire's modifier. */
    static double expectedHits(AcwView e, int u, int v, int inc) {
        final AcwTemplate t = e.template();
        final int mod = clampMod(e.fire().killDieModifier(u, v));
        return e.fire().casualtyPoints(u, v, inc) / t.cpPerDie * (t.pKilled[mod] + t.pOut[mod]);
    }

    /** The kill-die modifier m as an index of the template's tables (clamped to them). */
    static int clampMod(int m) {
        return Math.max(0, Math.min(2 * AcwTemplate.MOD_OFFSET, m + AcwTemplate.MOD_OFFSET));
    }
}
