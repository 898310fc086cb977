package org.muster.rules.hardtack;

/**
 * One action a player orders (section 3.2): written by the player into the engine's single reusable instance, so
 * deciding allocates nothing. Not thread-safe; owned by one engine.
 */
public final class HardtackOrder {
    public static final int HOLD = 0;
    /** Normal move towards (x, y). */
    public static final int MOVE = 1;
    /** Combat move towards (x, y): roll the mobility die, times the multiplier; disorders. */
    public static final int COMBAT_MOVE = 2;
    /** Fire at {@code target}: small arms, a gun or a sharpshooter; {@code arg} may name a Gatling mode below. */
    public static final int FIRE = 3;
    /** FIRE {@code arg}: the company's Gatling joins its small-arms fire as one more firer die (section 7.6 [D]). */
    public static final int GATLING_JOINS = 1;
    /** FIRE {@code arg}: the company's Gatling fires alone (quality die and Gatling die); the small arms do not. */
    public static final int GATLING_ALONE = 2;
    /**
     * FIRE {@code arg}: the company the regimental commander stands with calls an off-table fire mission on
     * {@code target}'s position (section 12.3 [D], offtable on).
     */
    public static final int OFF_TABLE = 3;
    public static final int RELOAD = 4;
    /** Reorganise into formation {@code arg} (also treats every wounded figure, faces {@code target} if set). */
    public static final int REORGANISE = 5;
    /** Reorganise that mounts or dismounts cavalry, or limbers or unlimbers a gun. */
    public static final int MOUNT_TOGGLE = 6;
    /** Load a gun with {@code arg}: {@link HardtackState#SHOT} or {@link HardtackState#CANISTER}. */
    public static final int LOAD = 7;
    public static final int RALLY = 8;
    /** Close assault {@code target}: only as the first action; uses the whole activation. */
    public static final int ASSAULT = 9;
    /** Go in position ({@code arg} 0) or leave it ({@code arg} 1). */
    public static final int IN_POSITION = 10;
    /** Enter travel mode ({@code arg} 0) or leave it ({@code arg} 1); a Reorganise each way. */
    public static final int TRAVEL = 11;
    /**
     * Transfer an activation to company {@code target} of the regiment (section 3.3): only by the company the
     * regimental commander stands with, the target within {@code command.radius}.
     */
    public static final int TRANSFER = 12;
    /** As TRANSFER, carried by a runner detached from the ordering company (section 3.4): a longer reach. */
    public static final int RUNNER = 13;
    /**
     * Activate the unit's detached element (section 3.7): its horse team or led horses move towards (x, y) at their own
     * rate; only within {@code detached.radius} of the unit.
     */
    public static final int DETACHED_MOVE = 14;
    /** Fire at the detached element (horse team or led horses) of enemy unit {@code target} (section 9.5 [D]). */
    public static final int FIRE_DETACHED = 15;
    public static final int ACTIONS = 16;
    static final String[] NAMES = {"hold", "move", "combat move", "fire", "reload", "reorganise", "mount/limber",
        "load", "rally", "close assault", "in position", "travel", "transfer", "runner", "move detached",
        "fire at detached"};

    public int action;
    public int target;
    public int arg;
    public double x;
    public double y;

    /** Resets to HOLD. */
    public void clear() {
        action = HOLD;
        target = -1;
        arg = 0;
        x = 0;
        y = 0;
    }

    public void set(int action, int target, int arg, double x, double y) {
        this.action = action;
        this.target = target;
        this.arg = arg;
        this.x = x;
        this.y = y;
    }
}
