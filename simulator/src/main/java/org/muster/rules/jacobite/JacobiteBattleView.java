package org.muster.rules.jacobite;

import org.muster.engine.Dice;

/**
 * The questions a {@code jacobite45} player may ask of a battle in play: the template and the state to read, the
 * TACTICS dice, and the rules' queries (sight, range, arcs, expected fire, charge and move odds, legal orders).
 * {@link JacobiteEngine} implements it by delegating to its phases. Nothing here changes the battle, but for
 * {@link #aimMove}, which only aims the move odds asked next. Players still receive the engine itself (the
 * {@link JacobitePlayer} contract is unchanged); a player written against this interface works with any engine.
 */
public interface JacobiteBattleView {
    JacobiteTemplate template();

    /** The battle's state: read it, never write it. */
    JacobiteState state();

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    Dice tactics();

    /** Whether place {@code k} of zone {@code zone} exists and is free (deployment, A11). */
    boolean placeFree(int zone, int k);

    /** The side deployed at the south (low y) edge this battle (A11); 0 unless the Government chose the north. */
    int southSide();

    /** Whether an order is legal for the unit now. */
    boolean legal(int u, JacobiteOrder o);

    /** Whether an army is beaten (A11 [D]): at least break-at of its units routed, destroyed or Broken. */
    boolean beaten(int side);

    /** Objective points a side holds: a present, unbroken unit within the radius and no such enemy. */
    int objectivePoints(int side);


    double distance(int u, int v);

    /**
     * {@link #bearing}, the last answer kept (a move or a charge asks for the same bearing several times: the player's
     * choice of dice, the wheel, the terrain met, the move).
     */
    double heading(double x0, double y0, double x1, double y1);

    /** East component of a bearing's unit vector: {@code sin(toRadians(bear))}, the last bearing's kept. */
    double bearingX(double bear);

    /** North component of a bearing's unit vector: {@code cos(toRadians(bear))}, the last bearing's kept. */
    double bearingY(double bear);

    /** Whether v lies within the unit's arc (A11 [D]: 45 degrees of straight ahead). */
    boolean inArc(int u, int v);

    /** Where {@code a} stands relative to {@code v}'s facing: 0 front, 1 flank, 2 rear. */
    int arcOf(int a, int v);

    /** The nearest present enemy (the first of equal distances), or -1. */
    int nearestEnemy(int u);

    /** Bases left (A9.2 [D]): ceil(figures / figures per base). */
    int bases(int u);

    /** Figures on the front rank of bases (A6.1 [D]): line all, column one base, clan the front half. */
    int frontFigures(int u);

    /** Frontage in inches: bases in the front rank times the base frontage (for wheels). */
    double width(int u);

    /** The most movement dice the unit may roll in its formation (A5). */
    int maxDice(int u);

    /** Effect factor of a unit's fire and movement (A7 [D]): 1, half when Disordered, quarter when Broken. */
    double effect(int u);


    boolean isMounted(int u);

    /** Fire-table row of a unit (A6.3), for gun rows the ball or case row. */
    int fireRow(int u, boolean useCase);

    /** Maximum range of a unit's fire (A5 chart). */
    double range(int u, boolean useCase);

    /** Whether u may fire at v now (range, arc, sight, ammunition, loaded gun, not in a melee). */
    boolean canFire(int u, int v, boolean useCase);

    /**
     * {@link #canFire} but for the line of sight: {@code canFire(u, v, c) == fireReach(u, v, c) && sight(u, v)}. A
     * player that scores targets can test the sight, the dearest part, only for a target that would win.
     */
    boolean fireReach(int u, int v, boolean useCase);

    /** True only once the ammunition has been rolled and is spent. */
    boolean hasNoAmmo(int u, boolean useCase);

    /**
     * Line of sight from u to v (A11 [D]): woods, buildings and hill crests block it, and so does any other unit on the
     * field standing across the line ({@link #unitBetween}).
     */
    boolean sight(int u, int v);

    /**
     * Whether a unit other than u and v, still on the field, stands across the line from u's centre to v's (A11 [D]:
     * units block line of sight, so nobody fires or charges through friends or enemies). A unit is its frontage, a
     * segment of {@link #width} across its facing through its centre, plus a disc of {@code los.unit-half-width} about
     * the centre for its depth: the line is blocked when it crosses the frontage or passes through the disc, between
     * the two ends. Off with {@code los.units: clear}.
     */
    boolean unitBetween(int u, int v);

    /** Terrain line of sight (A11 [D]: woods, buildings and hill crests block), cached per pair while neither moves. */
    boolean terrainSight(int u, int v);

    /** Cover of v against fire from u (A6.2): none, light, heavy. */
    int cover(int v, int u);

    /**
     * What v holds against an enemy at u (A8.2, A9.3): 0 none, 1 a wall or hedge, 2 works or a building. Works or a
     * building are held by the unit standing in them. A linear feature is held only by the unit behind it facing the
     * enemy across it: the feature lies on the line from v toward u within {@code cover.feature-reach} of v, u stands
     * in v's front ({@link #arcOf} 0), and v is not the unit charging u or fighting it as the charger (the charger
     * attacks across the feature; it does not hold it).
     */
    int holding(int v, int u);

    /** Fire-table column 1-6 of v as a target of u (A6.2): formation + cover + 1, one left if in column. */
    int fireColumn(int u, int v);

    /**
     * Whether u's fire at v would be a volley (A6.5 [S p.4]: "regulars and militia may fire a volley"): a formed unit
     * of the regular or militia class that fires muskets (foot, and cavalry dismounted: troopers are regulars, Lowland
     * Horse militia, A2) within volley range. Clans (neither regular nor militia), guns and mounted pistols do not.
     */
    boolean volleys(int u, int v, boolean allowed);

    /** Whether u's arm may volley at all (A6.5): regular or militia foot, or cavalry of either class dismounted. */
    boolean volleyArm(int u);

    /** The modified total T of u firing at v (A6.3, A6.4). */
    int fireTotal(int u, int v, boolean useCase, boolean volley);

    /** d20 rolled at full effect (A6.1, A6.6): front-rank figures, or crew times ball / case dice. */
    int fireDice(int u, boolean useCase);

    /** Expected casualties of u firing at v now (for players): dice x P(hit) x P(unsaved), at the unit's effect. */
    double expectedFire(int u, int v, boolean useCase);

    /** Whether u may change to formation f (A5): foot line/column, cavalry line/column/dismounted, guns field/road. */
    boolean canChangeTo(int u, int f);

    /**
     * Aims the move odds (for players): the next {@link #aimedMean} and {@link #aimedAtLeast} are those of a move of u
     * toward (tx, ty), terrain dice lost as {@link #moveOrder} loses them. Allocation-free.
     */
    void aimMove(int u, double tx, double ty);

    /**
     * Exact mean inches the aimed move with {@code nDice} dice covers before its wheel (A5: the rolled distance, less
     * the dice its terrain costs, times the unit's effect), as {@link #moveOrder} plays it.
     */
    double aimedMean(int nDice);

    /** Exact P(the aimed move with {@code nDice} dice covers at least {@code inches} before its wheel). */
    double aimedAtLeast(int nDice, double inches);

    /** Whether one of the side's personalities is with unit u. */
    boolean hasPersonality(int u);

    /** The first personality with unit u, or -1. */
    int personalityOf(int u);

    /** Mean inches a unit's personality rides when it leaves (the movement D6's mean per die), or 0 without one. */
    double personalityReach(int u);

    /** Morale dice of a unit (A9.2): one per base (crew figure for guns). */
    int moraleDice(int u);

    /** Movement dice of a charge (A5): the formation's dice plus the charge die. */
    int chargeDice(int u);

    /** Distance a charge from u must cover to touch v, including the wheel to face it. */
    double chargeNeed(int u, int v);

    /** Whether u may declare a charge on v: formed, not a gun, v in arc and in sight, within the dice's reach. */
    boolean canCharge(int u, int v);

    /**
     * {@link #canCharge} but for the line of sight: {@code canCharge(u, v) == chargeReach(u, v) && sight(u, v)}, so a
     * player can test the sight only for a target that would win.
     */
    boolean chargeReach(int u, int v);

    /**
     * {@link #chargeOdds} when {@link #chargeReach}, else -1: both from one bearing (for players that score the
     * targets they may charge).
     */
    double chargeReachOdds(int u, int v);

    /**
     * P(a charge from u reaches v): the exact sum of its dice less the dice its terrain costs (A5), as
     * {@link #charge} plays it.
     */
    double chargeOdds(int u, int v);

    /**
     * For players: the farthest centre distance from v at which a charge of u, facing v, would reach with at least
     * {@code odds} (A5: its dice less those the terrain on the line from u to v now costs, the same drop
     * {@link #charge} plays), or {@code geometry.contact} when no distance does.
     */
    double chargeDistanceFor(int u, int v, double odds);

    /**
     * An upper bound of {@link #chargeOdds} from the distance alone (no bearing, no sight, no arc): the wheel only adds
     * to the need, so a player can pass over a target whose bound is below the odds it already has.
     */
    double chargeOddsBound(int u, int v);

    /** The melee modifier of side {@code a} against {@code b} (A8.2 [S p.5]). */
    int meleeModifier(int a, int b);
}
