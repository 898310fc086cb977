package org.muster.engine;

/**
 * What one battle produced. Owned by one worker and overwritten for every battle; never reallocated in steady state.
 * Unit u is column u of every array; live columns are [0, unitCount).
 *
 * <p>Contract, checked by the contract tests: for every unit, {@code killed + outOfAction + standing == start}, all
 * non-negative, and {@code 0 <= routedOff <= standing}: figures routed off are a subset of the figures standing at
 * the end, not a fourth category, so the sum above is untouched.
 */
public final class BattleRecord {
    /** Winner code: side 0, side 1, or {@link #DRAW}. */
    public static final int DRAW = 2;

    /** How the battle ended. */
    public static final int HOW_ARMY_BROKE = 0;
    public static final int HOW_OBJECTIVES = 1;
    public static final int HOW_CASUALTIES = 2;
    public static final int HOW_TURN_LIMIT = 3;
    /** Both armies broke in the same check, or were destroyed together. */
    public static final int HOW_MUTUAL = 4;
    public static final int HOW_COUNT = 5;
    private static final String[] HOW_NAMES = {"army-broke", "objectives", "casualties", "turn-limit", "mutual"};

    public final int[] start;
    public final int[] killed;
    public final int[] outOfAction;
    public final int[] standing;
    /** Enemy figures this unit killed or put out of action (each hit counted once, when it landed). */
    public final int[] kills;
    /**
     * Figures routed off the table: the figures standing in the unit at the end if it left the table while routing,
     * else 0. A unit that has left takes no further hits or recoveries, so these are the figures that were standing
     * when it left. Per rule set: acw-skirmish, a unit with status FLED (it routed over the table edge, B9); hardtack,
     * a unit marked fled (it routed off the table, or was cut off and disintegrated; figures captured when it
     * surrendered instead are out of action, not routed off); jacobite45, a unit taken off the field routed (status
     * GONE and ROUTED; a unit wiped out has no figures). For the historical record these men were mostly captured
     * or dispersed: lost to the army, though no rule of the game counts them as casualties.
     */
    public final int[] routedOff;
    /** 1 if the unit was routing or had fled the table at the end. */
    public final byte[] routed;
    /** 1 if the unit had no figures standing at the end (killed, out of action or fled). */
    public final byte[] destroyed;

    public int unitCount;
    public int winner;
    public int how;
    public int turns;

    public BattleRecord(int maxUnits) {
        start = new int[maxUnits];
        killed = new int[maxUnits];
        outOfAction = new int[maxUnits];
        standing = new int[maxUnits];
        kills = new int[maxUnits];
        routedOff = new int[maxUnits];
        routed = new byte[maxUnits];
        destroyed = new byte[maxUnits];
    }

    /** Clears the record for a battle of {@code units} units. Allocation-free. */
    public void clear(int units) {
        unitCount = units;
        winner = DRAW;
        how = HOW_TURN_LIMIT;
        turns = 0;
        java.util.Arrays.fill(start, 0, units, 0);
        java.util.Arrays.fill(killed, 0, units, 0);
        java.util.Arrays.fill(outOfAction, 0, units, 0);
        java.util.Arrays.fill(standing, 0, units, 0);
        java.util.Arrays.fill(kills, 0, units, 0);
        java.util.Arrays.fill(routedOff, 0, units, 0);
        java.util.Arrays.fill(routed, 0, units, (byte) 0);
        java.util.Arrays.fill(destroyed, 0, units, (byte) 0);
    }

    /** Figures lost by a unit: killed plus still out of action at the end. */
    public int lost(int u) {
        return killed[u] + outOfAction[u];
    }

    public static String howName(int how) {
        return HOW_NAMES[how];
    }

    public static int howCode(String name) {
        for (int i = 0; i < HOW_NAMES.length; i++) {
            if (HOW_NAMES[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
