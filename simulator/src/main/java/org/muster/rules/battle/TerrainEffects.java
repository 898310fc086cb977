package org.muster.rules.battle;

import org.muster.engine.TerrainKind;
import org.muster.rules.Parameters;

/**
 * The terrain-effects lookup every rule set reads once at compile: for each area and feature kind, an integer rule
 * number named after the kind ({@code prefix + kind name + suffix}, e.g. {@code cover.woods} or
 * {@code terrain.woods.cover}), into columns indexed by the kind's code, or as a bit set of the kinds whose number is
 * 1 (e.g. blocks sight). Code 0 (open ground, no feature) has no parameter and is left as it is. Allocates nothing.
 */
public final class TerrainEffects {
    private TerrainEffects() {
    }

    /**
     * Fills {@code byArea[k]} and {@code byFeature[k]} (codes from 1; sized {@link TerrainKind#AREA_KINDS} and
     * {@link TerrainKind#FEATURE_KINDS}) with the integer parameter {@code prefix + kind name + suffix}.
     */
    public static void read(Parameters p, String prefix, String suffix, int[] byArea, int[] byFeature) {
        for (int k = 1; k < TerrainKind.AREA_KINDS; k++) {
            byArea[k] = p.getInt(prefix + TerrainKind.areaName(k) + suffix);
        }
        for (int k = 1; k < TerrainKind.FEATURE_KINDS; k++) {
            byFeature[k] = p.getInt(prefix + TerrainKind.featureName(k) + suffix);
        }
    }

    /** Bit k set for each area code k whose parameter {@code prefix + area name + suffix} is 1. */
    public static int areaBits(Parameters p, String prefix, String suffix) {
        return bits(p, prefix, suffix, true);
    }

    /** Bit k set for each feature code k whose parameter {@code prefix + feature name + suffix} is 1. */
    public static int featureBits(Parameters p, String prefix, String suffix) {
        return bits(p, prefix, suffix, false);
    }

    private static int bits(Parameters p, String prefix, String suffix, boolean areas) {
        final int kinds = areas ? TerrainKind.AREA_KINDS : TerrainKind.FEATURE_KINDS;
        int b = 0;
        for (int k = 1; k < kinds; k++) {
            String name = areas ? TerrainKind.areaName(k) : TerrainKind.featureName(k);
            if (p.getInt(prefix + name + suffix) == 1) {
                b |= 1 << k;
            }
        }
        return b;
    }
}
