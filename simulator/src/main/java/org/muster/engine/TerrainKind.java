package org.muster.engine;

import java.util.Locale;

/**
 * The terrain kinds a scenario may name, as small int codes stored in {@link Table}'s grids. Areas and linear
 * features have separate code ranges. Each rule set maps these codes to its own effects (movement class, cover).
 */
public final class TerrainKind {
    public static final int OPEN = 0;
    public static final int ROAD = 1;
    public static final int ROUGH = 2;
    public static final int FIELD = 3;
    public static final int LIGHT_WOODS = 4;
    public static final int DENSE_WOODS = 5;
    public static final int MARSH = 6;
    public static final int STREAM = 7;
    public static final int WATER = 8;
    public static final int BUILDING = 9;
    public static final int HILL = 10;
    /** Number of area kinds; area codes are [0, AREA_KINDS). */
    public static final int AREA_KINDS = 11;

    /** Linear features, stored in a separate grid; 0 there means none. */
    public static final int NO_FEATURE = 0;
    public static final int WALL = 1;
    public static final int HEDGE = 2;
    public static final int FENCE = 3;
    public static final int EARTHWORK = 4;
    public static final int ABATIS = 5;
    public static final int FEATURE_KINDS = 6;

    /** Cover codes. */
    public static final int COVER_NONE = 0;
    public static final int COVER_SOFT = 1;
    public static final int COVER_HARD = 2;

    private static final String[] AREA_NAMES = {"open", "road", "rough", "field", "light-woods", "dense-woods",
        "marsh", "stream", "water", "building", "hill"};
    private static final String[] FEATURE_NAMES = {"none", "wall", "hedge", "fence", "earthwork", "abatis"};
    private static final String[] COVER_NAMES = {"none", "soft", "hard"};

    private TerrainKind() {
    }

    /** Area code for a name, or -1. */
    public static int area(String name) {
        return indexOf(AREA_NAMES, name);
    }

    /** Linear feature code for a name, or -1 (never NO_FEATURE). */
    public static int feature(String name) {
        int i = indexOf(FEATURE_NAMES, name);
        return i == NO_FEATURE ? -1 : i;
    }

    /** Cover code for a name, or -1. */
    public static int cover(String name) {
        return indexOf(COVER_NAMES, name);
    }

    public static String areaName(int code) {
        return AREA_NAMES[code];
    }

    public static String featureName(int code) {
        return FEATURE_NAMES[code];
    }

    public static String coverName(int code) {
        return COVER_NAMES[code];
    }

    /** The area kinds a scenario may name (every area but {@code open}, the ground under no piece). */
    public static java.util.List<String> areaNames() {
        return java.util.Arrays.stream(AREA_NAMES).filter(n -> !n.equals("open")).toList();
    }

    /** The linear feature kinds a scenario may name. */
    public static java.util.List<String> featureNames() {
        return java.util.Arrays.stream(FEATURE_NAMES).filter(n -> !n.equals("none")).toList();
    }

    /** Every name a scenario may use, areas then linear features, for error messages. */
    public static String allNames() {
        StringBuilder sb = new StringBuilder();
        for (String n : AREA_NAMES) {
            if (!n.equals("open")) {
                sb.append(sb.length() == 0 ? "" : ", ").append(n);
            }
        }
        for (int i = 1; i < FEATURE_NAMES.length; i++) {
            sb.append(", ").append(FEATURE_NAMES[i]);
        }
        return sb.toString();
    }

    private static int indexOf(String[] names, String name) {
        if (name == null) {
            return -1;
        }
        String n = name.toLowerCase(Locale.ROOT);
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(n)) {
                return i;
            }
        }
        return -1;
    }
}
