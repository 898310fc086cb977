package org.muster.tactics.jacobite;

import java.util.LinkedHashMap;
import java.util.Map;

import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.tactics.WeightPresets;

/**
 * The doctrine player's weights for {@code jacobite45}: a preset ({@code aggressive}, {@code balanced},
 * {@code defensive}) with per-weight overrides from {@link PlayerSpec#weights()}. Immutable; built at compile time.
 *
 * <ul>
 *   <li>{@code charge-odds}: charge when the exact chance of reaching the target is at least this;</li>
 *   <li>{@code hold-fire}: 1 = formed foot that can volley hold their fire until the enemy is within volley range;</li>
 *   <li>{@code patience}: turns to stand before advancing on an enemy more than its range plus close-to away;</li>
 *   <li>{@code close-to}: inches from the enemy a move aims to end at (foot that volley: at most volley range less an
 *       inch);</li>
 *   <li>{@code shock-close-to}: the same for clans and mounted cavalry, which close to charge;</li>
 *   <li>{@code blunder-risk}: largest accepted chance that a forced full move runs into a friend;</li>
 *   <li>{@code horse-v-foot}: 1 = mounted cavalry charge formed foot from the front, 0 = only flank, rear or
 *       disordered foot;</li>
 *   <li>{@code clan-fire}: 1 = clans fire their rounds before charging when a charge is not yet on;</li>
 *   <li>{@code objectives}: 1 = play the scenario's objectives (victory settings): a unit standing on an objective
 *       holds it, and a unit nearer an objective its side does not hold than to any enemy advances on it; 0 = ignore
 *       them;</li>
 *   <li>{@code deploy-ground}: deployment by zones (A11): a place on high ground or in cover is worth this many inches
 *       nearer the centre to foot and guns.</li>
 * </ul>
 */
public final class DoctrineWeights {
    static final String[] NAMES = {"charge-odds", "hold-fire", "patience", "close-to", "blunder-risk",
        "horse-v-foot", "clan-fire", "shock-close-to", "objectives", "deploy-ground"};
    private static final Map<String, double[]> PRESETS = new LinkedHashMap<>();

    static {
        PRESETS.put("aggressive", new double[] {0.45, 1, 0, 6, 0.3, 1, 0, 8, 1, 6});
        PRESETS.put("balanced", new double[] {0.6, 1, 1, 8, 0.15, 0, 1, 8, 1, 6});
        PRESETS.put("defensive", new double[] {0.8, 0, 4, 10, 0.05, 0, 1, 8, 1, 12});
    }

    final double chargeOdds;
    final boolean holdFire;
    final int patience;
    final double closeTo;
    final double blunderRisk;
    final boolean horseVFoot;
    final boolean clanFire;
    final double shockCloseTo;
    final boolean objectives;
    final double deployGround;

    private DoctrineWeights(double[] w) {
        chargeOdds = w[0];
        holdFire = w[1] >= 0.5;
        patience = (int) Math.round(w[2]);
        closeTo = w[3];
        blunderRisk = w[4];
        horseVFoot = w[5] >= 0.5;
        clanFire = w[6] >= 0.5;
        shockCloseTo = w[7];
        objectives = w[8] >= 0.5;
        deployGround = w[9];
    }

    /** The weights of a player spec; unknown preset or weight names are bad input naming the field. */
    static DoctrineWeights of(PlayerSpec p, SourceMap source, String field) {
        return new DoctrineWeights(WeightPresets.resolve(p, source, field, PRESETS, NAMES));
    }
}
