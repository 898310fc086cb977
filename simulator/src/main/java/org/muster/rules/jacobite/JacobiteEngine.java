package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.ACTED;
import static org.muster.rules.jacobite.JacobiteCodes.AMMO_ROLLED;
import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.AVD;
import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.CLAN;
import static org.muster.rules.jacobite.JacobiteCodes.COLUMN;
import static org.muster.rules.jacobite.JacobiteCodes.DISMOUNTED;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;
import static org.muster.rules.jacobite.JacobiteCodes.FACED_CLANS;
import static org.muster.rules.jacobite.JacobiteCodes.FIELD;
import static org.muster.rules.jacobite.JacobiteCodes.FIRED_AT;
import static org.muster.rules.jacobite.JacobiteCodes.FOUGHT;
import static org.muster.rules.jacobite.JacobiteCodes.GET_IN_THERE;
import static org.muster.rules.jacobite.JacobiteCodes.GONE;
import static org.muster.rules.jacobite.JacobiteCodes.HIGHLAND_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.LINE;
import static org.muster.rules.jacobite.JacobiteCodes.LOADED;
import static org.muster.rules.jacobite.JacobiteCodes.LOWLAND_HORSE;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.ROAD;
import static org.muster.rules.jacobite.JacobiteCodes.ROUTED;
import static org.muster.rules.jacobite.JacobiteCodes.UNDER_FIRE_ONCE;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Boxes;
import org.muster.engine.Dice;
import org.muster.engine.Narrator;
import org.muster.engine.Seeds;
import org.muster.engine.TerrainKind;
import org.muster.rules.Engine;
import org.muster.rules.Victory;

/**
 * Plays {@code jacobite45} battles of one {@link JacobiteTemplate}. One per worker thread; owns a
 * {@link JacobiteState}, the rule dice (DICE stream), the players' dice (TACTICS stream), the two players, one order
 * and the dice scratch arrays, and reuses them for every battle. {@link #play} allocates nothing unless a narrator is
 * set (then it builds one String per event). Not thread-safe.
 *
 * <p>Flow of a battle (A3): each turn the deck (one card per present unit plus the jokers) is shuffled and turned card
 * by card until a joker or the end of the deck. A unit card activates its unit for one phase (A4): a unit in a melee
 * fights its next round instead; a unit under "Get in there" advances or charges by itself (A11 [D]); otherwise its
 * player gives the order. Melees not fought this turn are fought at its end (A8.3 [D]); then each army is checked for
 * breaking (A11 [D]).
 *
 * <p>Geometry is simplified (see package-info): a unit is a point with a facing; distances are centre to centre;
 * two units touch at {@code geometry.contact} inches.
 */
public final class JacobiteEngine implements Engine {
    private final JacobiteTemplate t;
    private final JacobiteState s = new JacobiteState();
    private final Dice dice = new Dice();
    private final Dice tactics = new Dice();
    private final Dice setup = new Dice();
    private final JacobitePlayer[] players = new JacobitePlayer[2];
    private final JacobiteOrder order = new JacobiteOrder();
    private final int[] bufA = new int[JacobiteTemplate.MAX_UNITS * JacobiteTemplate.MAX_FIGURES + 8];
    private final int[] bufB = new int[JacobiteTemplate.MAX_UNITS * JacobiteTemplate.MAX_FIGURES + 8];
    /** Melee scratch by unit: dice rolled, modifier, opponent, casualty share and remainder (A8.2, A8.3). */
    private final int[] mDice = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] mMod = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] mOpp = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] mShare = new int[JacobiteTemplate.MAX_UNITS];
    private final long[] mRem = new long[JacobiteTemplate.MAX_UNITS];
    /** The units of the melee being fought, side A's first. */
    private final int[] mUnits = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] moveRoll = new int[16];
    private final int n;
    /** Position stamp of each unit: advanced whenever the unit moves, so cached sight lines know they are stale. */
    private final int[] moveStamp;
    /** Terrain sight by pair (u * n + v): valid while both units' stamps equal the ones stored with it. */
    private final int[] sightStampU;
    private final int[] sightStampV;
    private final boolean[] sightValue;
    /**
     * Unit epoch: advanced whenever any unit moves, turns, loses figures, changes formation or leaves, i.e. whenever
     * {@link #unitBetween} could change; unit blocking by pair is cached against it.
     */
    private int unitEpoch;
    private final int[] blockEpoch;
    private final boolean[] blockValue;
    /** The unit last found blocking each pair, tried first next time (a hint only: it is tested again), or -1. */
    private final int[] blockBy;
    /** Each unit's body for {@link #unitBetween} at {@link #bodyEpoch}: half frontage and its vector, reach. */
    private int bodyEpoch = -1;
    private final double[] bodyFx;
    private final double[] bodyFy;
    private final double[] bodyReach;
    /** {@link #width} of each unit, valid while its figures and formation are the ones stored (type is fixed). */
    private final int[] widthFigures;
    private final int[] widthFormation;
    private final double[] widthValue;
    /** The last {@link #heading} asked (raw bits of its arguments, none at first) and its answer. */
    private long headX0 = NONE;
    private long headY0 = NONE;
    private long headX1 = NONE;
    private long headY1 = NONE;
    private double headValue = Double.NaN;
    /** The last bearing whose unit vector was asked (raw bits), and the vector. */
    private long dirBits = NONE;
    private double dirX = Double.NaN;
    private double dirY = Double.NaN;
    /** A NaN no arithmetic produces: the raw bits of "nothing asked yet" (the answers kept are NaN too). */
    private static final long NONE = 0x7ff80000deadbeefL;
    private Narrator narrator;
    /** Told where the battle is decided (the run report's heat maps); {@link BattleObserver#NONE} by default. */
    private BattleObserver observer = BattleObserver.NONE;
    /** The unit making the charge being resolved (A8.1), from its contact to the melee or its end; -1 otherwise. */
    private int chargingUnit = -1;
    /** The last {@link #onsets}: where the move walked first meets rough ground and a linear obstacle. */
    private double onsetRough = Double.POSITIVE_INFINITY;
    private double onsetObstacle = Double.POSITIVE_INFINITY;
    /** The move {@link #aimMove} aimed: unit and onsets. */
    private int aimUnit;
    private double aimRough = Double.POSITIVE_INFINITY;
    private double aimObstacle = Double.POSITIVE_INFINITY;
    /** Places of each zone taken during deployment (A11), this battle. */
    private final boolean[][] slotTaken;
    /** Charges that fell short (A8.1) since the engine was made (for the test of the charge odds). */
    long chargesShort;
    /** Unit cards turned before the turn ended, last turn (for the deck test vector). */
    int lastTurnActivations;

    /** An engine with the two players the factory makes for the template's sides. */
    public JacobiteEngine(JacobiteTemplate template, JacobitePlayerFactory factory) {
        this.t = template;
        this.n = template.unitCount();
        this.moveStamp = new int[n];
        this.sightStampU = new int[n * n];
        this.sightStampV = new int[n * n];
        this.sightValue = new boolean[n * n];
        this.blockEpoch = new int[n * n];
        this.blockValue = new boolean[n * n];
        this.blockBy = new int[n * n];
        java.util.Arrays.fill(blockBy, -1);
        this.bodyFx = new double[n];
        this.bodyFy = new double[n];
        this.bodyReach = new double[n];
        this.widthFigures = new int[n];
        this.widthFormation = new int[n];
        this.widthValue = new double[n];
        this.slotTaken = new boolean[][] {new boolean[t.slotX[0].length], new boolean[t.slotX[1].length]};
        for (int sd = 0; sd < 2; sd++) {
            players[sd] = factory.create(template.player(sd), sd, template);
        }
    }

    @Override
    public void narrate(Narrator narrator) {
        this.narrator = narrator;
    }

    @Override
    public void observe(BattleObserver observer) {
        this.observer = observer == null ? BattleObserver.NONE : observer;
    }

    @Override
    public long diceRolled() {
        return dice.rolled();
    }

    public JacobiteTemplate template() {
        return t;
    }

    public JacobiteState state() {
        return s;
    }

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    public Dice tactics() {
        return tactics;
    }

    /** The rule dice, for tests that drive single rules. */
    Dice dice() {
        return dice;
    }

    // ================================================================== battle

    /** Resets state and dice for battle {@code battleIndex}; {@link #play} calls it, tests may too. */
    void start(long baseSeed, long battleIndex) {
        dice.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.DICE));
        tactics.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.TACTICS));
        s.resetFrom(t);
        java.util.Arrays.fill(moveStamp, 0);
        java.util.Arrays.fill(sightStampU, -1);
        java.util.Arrays.fill(blockEpoch, -1);
        unitEpoch = 0;
        bodyEpoch = -1;
        java.util.Arrays.fill(widthFigures, -1);
        if (t.hasArmyLists) {
            setup.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.SETUP));
            drawArmies();
        }
        if (t.zones) {
            deploy();
        }
        players[0].startBattle(this);
        players[1].startBattle(this);
    }

    @Override
    public void play(long baseSeed, long battleIndex, BattleRecord out) {
        start(baseSeed, battleIndex);
        out.clear(n);
        int decision = Victory.UNDECIDED;
        int turn = 0;
        while (turn < t.maxTurns) {
            s.turn = turn;
            if (narrator != null) {
                narrator.event("turn " + (turn + 1));
            }
            playTurn();
            turn++;
            for (int u = 0; u < n; u++) {
                if (s.start[u] > 0 && s.present(u)) {
                    observer.unitAt(u, turn, s.x[u], s.y[u]);
                }
            }
            final boolean beaten0 = beaten(0);
            final boolean beaten1 = beaten(1);
            decision = Victory.afterBreakCheck(beaten0, beaten1);
            if (decision != Victory.UNDECIDED) {
                if (narrator != null) {
                    narrator.event("end of turn " + turn + ": " + (beaten0 ? t.sideName(0) + " beaten " : "")
                            + (beaten1 ? t.sideName(1) + " beaten" : ""));
                }
                break;
            }
        }
        if (decision == Victory.UNDECIDED) {
            decision = decideAtTurnLimit();
        }
        final int winner = Victory.winner(decision);
        final int how = Victory.how(decision);
        out.winner = winner;
        out.how = how;
        out.turns = turn;
        for (int u = 0; u < n; u++) {
            out.start[u] = s.start[u];
            out.killed[u] = s.killed[u];
            out.outOfAction[u] = 0;
            out.standing[u] = s.figures[u];
            out.kills[u] = s.kills[u];
            out.routedOff[u] = (s.status[u] & (GONE | ROUTED)) == (GONE | ROUTED) ? s.figures[u] : 0;
            out.routed[u] = (byte) ((s.status[u] & ROUTED) != 0 ? 1 : 0);
            out.destroyed[u] = (byte) (s.start[u] > 0 && ((s.status[u] & GONE) != 0 || s.figures[u] == 0) ? 1 : 0);
        }
        if (narrator != null) {
            narrator.event("result: " + (winner == BattleRecord.DRAW ? "draw" : t.sideName(winner) + " wins") + " ("
                    + BattleRecord.howName(how) + ") after " + turn + " turns");
        }
    }

    /**
     * The decision at the turn limit ({@link Victory#atTurnLimit}): objective points held, then under the
     * {@code casualties} tie-break the figure-loss ratio (A11 [D]: the fraction of each side's figures lost, compared
     * exactly as products of figure counts, far below 2^53).
     */
    int decideAtTurnLimit() {
        final int p0 = objectivePoints(0);
        final int p1 = objectivePoints(1);
        final int decision = Victory.atTurnLimit(t.tieBreak, p0, p1, (double) ((long) lost(0) * s.sideFigures[1]),
                (double) ((long) lost(1) * s.sideFigures[0]));
        if (narrator != null) {
            narrator.event("turn limit: objectives " + p0 + "-" + p1 + ", figures lost " + lost(0) + "-" + lost(1));
        }
        return decision;
    }

    // ================================================================== deployment (A11)

    /**
     * Deployment by zones (A11): the Government player chooses its table edge, then the sides place their units
     * without {@code at} alternately, one unit at a time in the order listed ({@code deploy.first} begins; a side with
     * none left passes), each on a free place of its zone chosen by its player and facing the enemy's edge. Absent
     * army-list slots are not placed. Draws only what the players draw from the TACTICS stream; allocation-free.
     */
    private void deploy() {
        final int gov = t.governmentSide;
        final boolean south = players[gov].deploySouth(this);
        s.southSide = south ? gov : 1 - gov;
        java.util.Arrays.fill(slotTaken[0], false);
        java.util.Arrays.fill(slotTaken[1], false);
        if (narrator != null) {
            narrator.event("deployment: " + t.sideName(gov) + " chooses the " + (south ? "south" : "north")
                    + " edge");
        }
        int next0 = 0;
        int next1 = 0;
        int sd = t.deployFirst;
        while (true) {
            int u = nextToPlace(sd, sd == 0 ? next0 : next1);
            if (u >= n) {
                sd = 1 - sd;
                u = nextToPlace(sd, sd == 0 ? next0 : next1);
                if (u >= n) {
                    break;
                }
            }
            if (sd == 0) {
                next0 = u + 1;
            } else {
                next1 = u + 1;
            }
            final int zone = sd == s.southSide ? 0 : 1;
            int k = players[sd].deploy(this, u, zone);
            if (!placeFree(zone, k)) {
                k = 0;
                while (slotTaken[zone][k]) {
                    k++;
                }
                if (narrator != null) {
                    narrator.event("  illegal place: the first free one taken");
                }
            }
            slotTaken[zone][k] = true;
            s.x[u] = t.slotX[zone][k];
            s.y[u] = t.slotY[zone][k];
            setFacing(u, zone == 0 ? 0 : 180);
            if (narrator != null) {
                narrator.event("deploy " + t.label(u) + " at (" + fmt(s.x[u]) + ", " + fmt(s.y[u]) + ")");
            }
            sd = 1 - sd;
        }
    }

    /** The first unit of side {@code sd} at or after {@code from} still to be placed this battle, or n. */
    private int nextToPlace(int sd, int from) {
        int u = from;
        while (u < n && !(t.placed[u] && t.side[u] == sd && s.start[u] > 0)) {
            u++;
        }
        return u;
    }

    /** Whether place {@code k} of zone {@code zone} exists and is free (deployment, A11). */
    public boolean placeFree(int zone, int k) {
        return k >= 0 && k < slotTaken[zone].length && !slotTaken[zone][k];
    }

    /** The side deployed at the south (low y) edge this battle (A11); 0 unless the Government chose the north. */
    public int southSide() {
        return s.southSide;
    }

    // ================================================================== army lists (A10)

    /**
     * Draws each army-list slot's unit from the SETUP stream (A10): D100 on the side's table, D6 sub-tables, the caps
     * on Jacobite cavalry (the first result over the cap is rerolled, any later one lost) and Government Highland units
     * (any over the cap lost). A slot that draws no unit is absent all battle (0 figures, no card). The army's
     * personality joins the first unit present.
     */
    private void drawArmies() {
        int cavalry0 = 0;
        int cavalry1 = 0;
        int highland0 = 0;
        int highland1 = 0;
        boolean reroll0 = false;
        boolean reroll1 = false;
        for (int u = 0; u < n; u++) {
            final int list = t.armyList[u];
            if (list < 0) {
                continue;
            }
            final int sd = t.side[u];
            int ty = -1;
            int figs = 0;
            if (list == JacobiteTemplate.LIST_JACOBITE) {
                int r = setup.roll(t.armyListSides);
                while (true) {
                    if (r <= t.jacArtilleryTo) {
                        ty = ARTILLERY;
                        figs = t.crewJacobite;
                    } else if (r <= t.jacCavalryTo) {
                        final int have = sd == 0 ? cavalry0 : cavalry1;
                        final boolean rerolled = sd == 0 ? reroll0 : reroll1;
                        if (have >= t.jacMaxCavalry) {
                            if (!rerolled) {
                                if (sd == 0) {
                                    reroll0 = true;
                                } else {
                                    reroll1 = true;
                                }
                                r = setup.roll(t.armyListSides);
                                continue;
                            }
                            break;
                        }
                        if (sd == 0) {
                            cavalry0++;
                        } else {
                            cavalry1++;
                        }
                        final int c = setup.roll(t.armyTableSides);
                        if (c <= t.jacLifeguardTo) {
                            ty = JacobiteCodes.HORSE;
                            figs = t.jacLifeguard;
                        } else if (c <= t.jacLowlandHorseTo) {
                            ty = LOWLAND_HORSE;
                            figs = t.jacLowlandHorse;
                        } else if (c <= t.jacHussarsTo) {
                            ty = JacobiteCodes.HORSE;
                            figs = t.jacHussars;
                        } else {
                            ty = JacobiteCodes.HORSE;
                            figs = t.jacFitzJames;
                        }
                    } else if (r <= t.jacLowlandTo) {
                        ty = MILITIA_FOOT;
                        figs = t.jacLowlandMilitia;
                    } else if (r <= t.jacHighlandTo) {
                        ty = HIGHLAND_FOOT;
                        final int c = setup.roll(t.armyTableSides);
                        figs = c <= t.highlandLargeTo ? t.highlandLarge : c <= t.highlandMediumTo ? t.highlandMedium
                                : t.highlandSmall;
                    } else {
                        ty = REGULAR_FOOT;
                        figs = t.jacFrench;
                    }
                    break;
                }
            } else {
                final int r = setup.roll(t.armyListSides);
                if (r <= t.govArtilleryTo) {
                    ty = ARTILLERY;
                    figs = t.crewGovernment;
                } else if (r <= t.govHighlandTo) {
                    final int have = sd == 0 ? highland0 : highland1;
                    if (have < t.govMaxHighland) {
                        if (sd == 0) {
                            highland0++;
                        } else {
                            highland1++;
                        }
                        ty = HIGHLAND_FOOT;
                        figs = t.govHighland;
                    }
                } else if (r <= t.govMilitiaTo) {
                    ty = MILITIA_FOOT;
                    figs = t.govMilitia;
                } else if (r <= t.govDragoonsTo) {
                    ty = JacobiteCodes.DRAGOONS;
                    figs = t.govDragoons;
                } else if (r <= t.govInfantryTo) {
                    ty = REGULAR_FOOT;
                    figs = setup.roll(t.armyTableSides) <= t.govInfantrySmallTo ? t.govInfantrySmall
                            : t.govInfantryLarge;
                }
            }
            figs = Math.min(figs, t.figures[u]);
            if (ty < 0 || figs <= 0) {
                s.type[u] = REGULAR_FOOT;
                s.start[u] = 0;
                s.figures[u] = 0;
                s.status[u] = GONE;
                s.sideUnits[sd]--;
                s.sideFigures[sd] -= t.figures[u];
                continue;
            }
            final boolean gov = s.government[u];
            s.type[u] = ty;
            s.cls[u] = JacobiteTemplate.classOf(ty, gov);
            s.poor[u] = (ty == LOWLAND_HORSE && t.lowlandHorsePoor) || (ty == ARTILLERY && !gov && t.jacobiteGunsPoor);
            s.elite[u] = false;
            s.formation[u] = ty == HIGHLAND_FOOT ? CLAN : ty == ARTILLERY ? FIELD : LINE;
            s.status[u] = ty == ARTILLERY ? LOADED : 0;
            s.sideFigures[sd] += figs - t.figures[u];
            s.start[u] = figs;
            s.figures[u] = figs;
        }
        for (int p = 0; p < t.personalityHost.length; p++) {
            final int h = s.personalityHost[p];
            if (h >= 0 && s.start[h] == 0) {
                int to = -1;
                for (int u = 0; u < n && to < 0; u++) {
                    if (t.side[u] == t.side[h] && s.start[u] > 0) {
                        to = u;
                    }
                }
                s.personalityHost[p] = to;
            }
        }
        if (narrator != null) {
            for (int u = 0; u < n; u++) {
                if (t.armyList[u] >= 0) {
                    narrator.event("army list: " + t.label(u) + " = " + (s.start[u] == 0 ? "no unit"
                            : JacobiteCodes.TYPE_NAMES[s.type[u]] + " of " + s.start[u]));
                }
            }
        }
    }

    /** One turn (A3): shuffle, turn cards until a joker, then fight the melees not yet fought (A8.3 [D]). */
    void playTurn() {
        for (int u = 0; u < n; u++) {
            s.status[u] &= ~(ACTED | FIRED_AT | FOUGHT);
        }
        final int cards = dealTurn();
        for (int c = 0; c < cards; c++) {
            final int u = s.deck[c];
            if (!s.present(u)) {
                continue;
            }
            if (s.has(u, ACTED)) {
                if (narrator != null) {
                    narrator.event("card " + t.label(u) + ": already phased, discarded");
                }
                continue;
            }
            activate(u);
        }
        for (int u = 0; u < n; u++) {
            final int v = s.meleeWith[u];
            if (v >= 0 && !s.has(u, FOUGHT)) {
                if (narrator != null) {
                    narrator.event("end of turn: melee " + t.label(u) + " v " + t.label(v));
                }
                continueMelee(u);
            }
        }
    }

    /**
     * Shuffles the deck (one card per present unit, plus the jokers, A3) and returns how many cards are turned before
     * the first joker; those are {@code s.deck[0..k)}.
     */
    int dealTurn() {
        int size = 0;
        for (int u = 0; u < n; u++) {
            if (s.present(u)) {
                s.deck[size++] = u;
            }
        }
        for (int j = 0; j < t.jokers; j++) {
            s.deck[size++] = n + j;
        }
        for (int i = size - 1; i > 0; i--) {
            final int k = dice.below(i + 1);
            final int tmp = s.deck[i];
            s.deck[i] = s.deck[k];
            s.deck[k] = tmp;
        }
        int k = 0;
        while (k < size && s.deck[k] < n) {
            k++;
        }
        lastTurnActivations = k;
        if (narrator != null) {
            narrator.event("  deck: " + k + " unit cards before " + (k < size ? "a joker" : "the end of the deck"));
        }
        return k;
    }

    /** One activation of a unit by its card (A3, A4). */
    private void activate(final int u) {
        if (s.meleeWith[u] >= 0) {
            if (!s.has(u, FOUGHT)) {
                if (narrator != null) {
                    narrator.event("card " + t.label(u) + ": melee with " + t.label(s.meleeWith[u]));
                }
                continueMelee(u);
            }
            return;
        }
        s.status[u] |= ACTED;
        if (s.has(u, GET_IN_THERE) && s.type[u] != ARTILLERY && !s.has(u, DISORDERED | BROKEN)) {
            getInThere(u);
            return;
        }
        order.clear();
        players[t.side[u]].decide(this, u, order);
        if (narrator != null) {
            narrator.event("card " + t.label(u) + ": " + JacobiteCodes.ACTION_NAMES[order.action]
                    + (order.target >= 0 ? " " + t.label(order.target) : "")
                    + (order.action == JacobiteCodes.MOVE || order.action == JacobiteCodes.FORM ? " with "
                    + order.dice + " dice" : "") + (order.action == JacobiteCodes.FIRE && s.type[u] == ARTILLERY
                    ? (order.useCase ? " (case)" : " (ball)") : ""));
        }
        if (!legal(u, order)) {
            if (narrator != null) {
                narrator.event("  illegal order: held");
            }
            return;
        }
        execute(u, order);
    }

    /** "Get in there" (A9.4, A11 [D]): advance with every die until within range, then charge the nearest enemy. */
    private void getInThere(final int u) {
        final int v = nearestEnemy(u);
        if (v < 0) {
            return;
        }
        final double d = distance(u, v);
        if (narrator != null) {
            narrator.event("card " + t.label(u) + ": Get in there, " + fmt(d) + "\" from " + t.label(v));
        }
        if (d <= t.getInThereRange && canCharge(u, v)) {
            charge(u, v);
        } else {
            moveOrder(u, s.x[v], s.y[v], maxDice(u), false);
        }
    }

    /** Whether an order is legal for the unit now. */
    public boolean legal(final int u, final JacobiteOrder o) {
        final boolean broken = s.has(u, BROKEN);
        switch (o.action) {
            case JacobiteCodes.HOLD:
                return true;
            case JacobiteCodes.MOVE:
                return o.dice >= 0 && o.dice <= maxDice(u) && finite(o.x, o.y);
            case JacobiteCodes.FORM:
                return !broken && o.dice >= 0 && o.dice <= maxDice(u) && finite(o.x, o.y)
                        && canChangeTo(u, o.formation);
            case JacobiteCodes.FIRE:
                return validTarget(u, o.target) && canFire(u, o.target, o.useCase);
            case JacobiteCodes.CHARGE:
                return validTarget(u, o.target) && canCharge(u, o.target);
            case JacobiteCodes.RELOAD:
                return s.type[u] == ARTILLERY && !s.has(u, LOADED) && !broken;
            case JacobiteCodes.REFORM:
                return s.has(u, DISORDERED) && !broken;
            case JacobiteCodes.RALLY:
                return broken;
            case JacobiteCodes.PROLONGE:
                return s.type[u] == ARTILLERY && s.formation[u] == FIELD && finite(o.x, o.y);
            case JacobiteCodes.JOIN:
                return personalityOf(u) >= 0 && o.target >= 0 && o.target < n && o.target != u
                        && t.side[o.target] == t.side[u] && s.present(o.target) && s.meleeWith[u] < 0;
            default:
                return false;
        }
    }

    private static boolean finite(double x, double y) {
        return !Double.isNaN(x) && !Double.isInfinite(x) && !Double.isNaN(y) && !Double.isInfinite(y);
    }

    private boolean validTarget(int u, int v) {
        return v >= 0 && v < n && t.side[v] != t.side[u] && s.present(v);
    }

    private void execute(final int u, final JacobiteOrder o) {
        switch (o.action) {
            case JacobiteCodes.MOVE:
                moveOrder(u, o.x, o.y, o.dice, false);
                break;
            case JacobiteCodes.FORM:
                // The dice are the current formation's (A5); the new formation holds once the move is made.
                moveOrder(u, o.x, o.y, o.dice, true);
                s.formation[u] = o.formation;
                unitEpoch++;
                break;
            case JacobiteCodes.FIRE:
                fire(u, o.target, o.useCase, effect(u), !s.has(u, DISORDERED | BROKEN), false);
                break;
            case JacobiteCodes.CHARGE:
                charge(u, o.target);
                break;
            case JacobiteCodes.RELOAD:
                s.status[u] |= LOADED;
                break;
            case JacobiteCodes.REFORM:
                s.status[u] &= ~DISORDERED;
                break;
            case JacobiteCodes.RALLY:
                rally(u);
                break;
            case JacobiteCodes.JOIN:
                join(u, o.target);
                break;
            case JacobiteCodes.PROLONGE:
                prolonge(u, o.x, o.y);
                break;
            default:
                break;
        }
    }

    // ================================================================== queries for players and rules

    /** Whether an army is beaten (A11 [D]): at least break-at of its units routed, destroyed or Broken. */
    public boolean beaten(int side) {
        int out = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side && s.start[u] > 0 && (s.status[u] & (GONE | BROKEN)) != 0) {
                out++;
            }
        }
        return out >= t.breakAt * s.sideUnits[side] - 1e-9;
    }

    /** Objective points a side holds: a present, unbroken unit within the radius and no such enemy. */
    public int objectivePoints(int side) {
        int points = 0;
        for (int o = 0; o < t.objX.length; o++) {
            boolean mine = false;
            boolean theirs = false;
            final double r2 = t.objRadius[o] * t.objRadius[o];
            for (int u = 0; u < n; u++) {
                if ((s.status[u] & (GONE | BROKEN)) != 0) {
                    continue;
                }
                final double dx = s.x[u] - t.objX[o];
                final double dy = s.y[u] - t.objY[o];
                if (dx * dx + dy * dy <= r2) {
                    if (t.side[u] == side) {
                        mine = true;
                    } else {
                        theirs = true;
                    }
                }
            }
            if (mine && !theirs) {
                points += t.objPoints[o];
            }
        }
        return points;
    }

    private int lost(int side) {
        int l = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side) {
                l += s.killed[u];
            }
        }
        return l;
    }

    public double distance(int u, int v) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** Bearing from (x0, y0) to (x1, y1) in degrees, 0 = north, 90 = east. */
    public static double bearing(double x0, double y0, double x1, double y1) {
        final double b = Math.toDegrees(Math.atan2(x1 - x0, y1 - y0));
        return b < 0 ? b + 360 : b;
    }

    /**
     * {@link #bearing}, the last answer kept (a move or a charge asks for the same bearing several times: the player's
     * choice of dice, the wheel, the terrain met, the move).
     */
    public double heading(double x0, double y0, double x1, double y1) {
        if (Double.doubleToRawLongBits(x0) != headX0 || Double.doubleToRawLongBits(y0) != headY0
                || Double.doubleToRawLongBits(x1) != headX1 || Double.doubleToRawLongBits(y1) != headY1) {
            headX0 = Double.doubleToRawLongBits(x0);
            headY0 = Double.doubleToRawLongBits(y0);
            headX1 = Double.doubleToRawLongBits(x1);
            headY1 = Double.doubleToRawLongBits(y1);
            headValue = bearing(x0, y0, x1, y1);
        }
        return headValue;
    }

    /** East component of a bearing's unit vector: {@code sin(toRadians(bear))}, the last bearing's kept. */
    public double bearingX(double bear) {
        direction(bear);
        return dirX;
    }

    /** North component of a bearing's unit vector: {@code cos(toRadians(bear))}, the last bearing's kept. */
    public double bearingY(double bear) {
        direction(bear);
        return dirY;
    }

    private void direction(double bear) {
        if (Double.doubleToRawLongBits(bear) != dirBits) {
            dirBits = Double.doubleToRawLongBits(bear);
            dirX = Math.sin(Math.toRadians(bear));
            dirY = Math.cos(Math.toRadians(bear));
        }
    }

    /** Smallest angle between two bearings, 0-180. */
    public static double angleBetween(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return d > 180 ? 360 - d : d;
    }

    /** Whether v lies within the unit's arc (A11 [D]: 45 degrees of straight ahead). */
    public boolean inArc(int u, int v) {
        return cosOff(u, v) >= t.cosArc - 1e-12;
    }

    /** Cosine of the angle between u's facing and the direction from u to v (1 when they stand together). */
    private double cosOff(int u, int v) {
        return cosOff(u, v, distance(u, v));
    }

    /** {@link #cosOff(int, int)} given {@code d = distance(u, v)}. */
    private double cosOff(int u, int v, double d) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        return d == 0 ? 1 : (dx * s.facingSin[u] + dy * s.facingCos[u]) / d;
    }

    private void setFacing(int u, double degrees) {
        unitEpoch++;
        s.facing[u] = degrees;
        s.facingSin[u] = bearingX(degrees);
        s.facingCos[u] = bearingY(degrees);
    }

    /** Where {@code a} stands relative to {@code v}'s facing: 0 front, 1 flank, 2 rear. */
    public int arcOf(int a, int v) {
        final double c = cosOff(v, a);
        return c <= t.cosRear + 1e-12 ? 2 : c < t.cosFlank - 1e-12 ? 1 : 0;
    }

    /** The nearest present enemy (the first of equal distances), or -1. */
    public int nearestEnemy(int u) {
        int best = -1;
        double bd = Double.MAX_VALUE;
        double bd2 = Double.MAX_VALUE;
        for (int v = 0; v < n; v++) {
            if (t.side[v] != t.side[u] && s.present(v)) {
                final double dx = s.x[v] - s.x[u];
                final double dy = s.y[v] - s.y[u];
                final double d2 = dx * dx + dy * dy;
                // The root is monotone: a square at least the best one's cannot give a smaller distance.
                if (d2 < bd2) {
                    final double d = Math.sqrt(d2);
                    if (d < bd) {
                        bd = d;
                        bd2 = d2;
                        best = v;
                    }
                }
            }
        }
        return best;
    }

    /** Bases left (A9.2 [D]): ceil(figures / figures per base). */
    public int bases(int u) {
        final int per = t.perBase(s.type[u], s.formation[u]);
        return (s.figures[u] + per - 1) / per;
    }

    /** Figures on the front rank of bases (A6.1 [D]): line all, column one base, clan the front half. */
    public int frontFigures(int u) {
        final int f = s.figures[u];
        final int per = t.perBase(s.type[u], s.formation[u]);
        switch (s.formation[u]) {
            case COLUMN:
                return Math.min(f, per);
            case CLAN: {
                final int bases = (f + per - 1) / per;
                final int front = (bases + t.clanDepth - 1) / t.clanDepth;
                return Math.min(f, front * per);
            }
            default:
                return f;
        }
    }

    /** Frontage in inches: bases in the front rank times the base frontage (for wheels). */
    public double width(int u) {
        if (widthFigures[u] != s.figures[u] || widthFormation[u] != s.formation[u]) {
            widthValue[u] = frontage(u);
            widthFigures[u] = s.figures[u];
            widthFormation[u] = s.formation[u];
        }
        return widthValue[u];
    }

    private double frontage(int u) {
        final int per = t.perBase(s.type[u], s.formation[u]);
        final int front = (frontFigures(u) + per - 1) / per;
        return Math.max(1, front) * t.baseFrontage;
    }

    /** The most movement dice the unit may roll in its formation (A5). */
    public int maxDice(int u) {
        return t.moveDice[s.type[u]][s.formation[u]];
    }

    /** Effect factor of a unit's fire and movement (A7 [D]): 1, half when Disordered, quarter when Broken. */
    public double effect(int u) {
        return s.has(u, BROKEN) ? t.quarter : s.has(u, DISORDERED) ? t.half : 1;
    }

    public boolean isMounted(int u) {
        return JacobiteCodes.isCavalry(s.type[u]) && s.formation[u] != DISMOUNTED;
    }

    /** Fire-table row of a unit (A6.3), for gun rows the ball or case row. */
    public int fireRow(int u, boolean useCase) {
        switch (s.type[u]) {
            case REGULAR_FOOT:
                return s.government[u] ? JacobiteCodes.ROW_BRITISH : JacobiteCodes.ROW_FRENCH;
            case MILITIA_FOOT:
                return s.government[u] ? JacobiteCodes.ROW_BRITISH_MILITIA : JacobiteCodes.ROW_LOWLAND_MILITIA;
            case HIGHLAND_FOOT:
                return JacobiteCodes.ROW_CLAN;
            case ARTILLERY:
                return useCase ? JacobiteCodes.ROW_CASE : JacobiteCodes.ROW_BALL;
            default:
                return s.formation[u] == DISMOUNTED ? JacobiteCodes.ROW_MUSKET : JacobiteCodes.ROW_PISTOL;
        }
    }

    /** Maximum range of a unit's fire (A5 chart). */
    public double range(int u, boolean useCase) {
        switch (s.type[u]) {
            case HIGHLAND_FOOT:
                return t.rangeClan;
            case ARTILLERY:
                return useCase ? t.rangeCase : t.rangeBall;
            case REGULAR_FOOT:
            case MILITIA_FOOT:
                return t.rangeMusket;
            default:
                return s.formation[u] == DISMOUNTED ? t.rangeMusket : t.rangePistol;
        }
    }

    /** Whether u may fire at v now (range, arc, sight, ammunition, loaded gun, not in a melee). */
    public boolean canFire(int u, int v, boolean useCase) {
        return fireReach(u, v, useCase) && sight(u, v);
    }

    /**
     * {@link #canFire} but for the line of sight: {@code canFire(u, v, c) == fireReach(u, v, c) && sight(u, v)}. A
     * player that scores targets can test the sight, the dearest part, only for a target that would win.
     */
    public boolean fireReach(int u, int v, boolean useCase) {
        if (s.meleeWith[v] >= 0 || s.meleeWith[u] >= 0 || s.has(u, GONE)) {
            return false;
        }
        if (s.type[u] == ARTILLERY) {
            if (!s.has(u, LOADED) || s.formation[u] == ROAD) {
                return false;
            }
        } else if (useCase) {
            return false;
        }
        if (hasNoAmmo(u, useCase)) {
            return false;
        }
        final double d = distance(u, v);
        return d <= range(u, useCase) + 1e-9 && cosOff(u, v, d) >= t.cosArc - 1e-12;
    }

    /** True only once the ammunition has been rolled and is spent. */
    public boolean hasNoAmmo(int u, boolean useCase) {
        if (!s.has(u, AMMO_ROLLED)) {
            return false;
        }
        if (s.type[u] == ARTILLERY) {
            return (useCase ? s.ammoCase[u] : s.ammoBall[u]) <= 0;
        }
        return s.ammo[u] <= 0;
    }

    /**
     * Line of sight from u to v (A11 [D]): woods, buildings and hill crests block it, and so does any other unit on the
     * field standing across the line ({@link #unitBetween}).
     */
    public boolean sight(int u, int v) {
        if (!terrainSight(u, v)) {
            return false;
        }
        if (!t.unitsBlockSight) {
            return true;
        }
        final int key = u < v ? u * n + v : v * n + u;
        if (blockEpoch[key] != unitEpoch) {
            // Walked from the lower unit to the higher whoever asks, so that a line grazing a body exactly (units
            // aligned on a grid) gives one answer both ways, the one the cache keeps.
            final int b = u < v ? blocker(u, v, blockBy[key]) : blocker(v, u, blockBy[key]);
            blockValue[key] = b >= 0;
            if (b >= 0) {
                blockBy[key] = b;
            }
            blockEpoch[key] = unitEpoch;
        }
        return !blockValue[key];
    }

    /**
     * Whether a unit other than u and v, still on the field, stands across the line from u's centre to v's (A11 [D]:
     * units block line of sight, so nobody fires or charges through friends or enemies). A unit is its frontage, a
     * segment of {@link #width} across its facing through its centre, plus a disc of {@code los.unit-half-width} about
     * the centre for its depth: the line is blocked when it crosses the frontage or passes through the disc, between
     * the two ends. Off with {@code los.units: clear}.
     */
    public boolean unitBetween(int u, int v) {
        return blocker(u, v, -1) >= 0;
    }

    /**
     * A unit standing across the line from u's centre to v's ({@link #unitBetween}), or -1: {@code first} (when it is
     * another unit on the field) is tried before the others, so a remembered blocker answers at once.
     */
    private int blocker(int u, int v, int first) {
        if (!t.unitsBlockSight) {
            return -1;
        }
        if (bodyEpoch != unitEpoch) {
            for (int w = 0; w < n; w++) {
                // The frontage: from the centre, half the width each way along (cos, -sin) of the facing.
                final double hw = s.present(w) ? width(w) / 2 : 0;
                bodyFx[w] = s.facingCos[w] * hw;
                bodyFy[w] = -s.facingSin[w] * hw;
                bodyReach[w] = Math.max(hw, t.unitHalfWidth);
            }
            bodyEpoch = unitEpoch;
        }
        final double ax = s.x[u];
        final double ay = s.y[u];
        final double dx = s.x[v] - ax;
        final double dy = s.y[v] - ay;
        final double len2 = dx * dx + dy * dy;
        if (len2 <= 0) {
            return -1;
        }
        final double len = Math.sqrt(len2);
        if (first >= 0 && first != u && first != v && s.present(first) && blocks(first, ax, ay, dx, dy, len2, len)) {
            return first;
        }
        for (int w = 0; w < n; w++) {
            if (w == u || w == v || !s.present(w)) {
                continue;
            }
            if (blocks(w, ax, ay, dx, dy, len2, len)) {
                return w;
            }
        }
        return -1;
    }

    /** Whether unit w's body crosses the line from (ax, ay) by (dx, dy) of squared length len2 and length len. */
    private boolean blocks(int w, double ax, double ay, double dx, double dy, double len2, double len) {
        final double r2 = t.unitHalfWidth * t.unitHalfWidth;
        final double wx = s.x[w] - ax;
        final double wy = s.y[w] - ay;
        final double cross = wx * dy - wy * dx;
        final double reach = bodyReach[w] * len;
        // Farther from the line than its frontage or disc reaches, or wholly beyond an end: cannot block.
        if (cross > reach || cross < -reach) {
            return false;
        }
        final double along = wx * dx + wy * dy;
        if (along < -reach || along > len2 + reach) {
            return false;
        }
        if (along > 0 && along < len2 && cross * cross < r2 * len2) {
            return true;
        }
        final double fx = bodyFx[w];
        final double fy = bodyFy[w];
        final double px = wx - fx;
        final double py = wy - fy;
        final double qx = 2 * fx;
        final double qy = 2 * fy;
        final double denom = dx * qy - dy * qx;
        if (Math.abs(denom) < 1e-12) {
            return false;
        }
        final double along1 = (px * qy - py * qx) / denom;
        final double across = (px * dy - py * dx) / denom;
        return along1 > 0 && along1 < 1 && across >= 0 && across <= 1;
    }

    /** Terrain line of sight (A11 [D]: woods, buildings and hill crests block), cached per pair while neither moves. */
    public boolean terrainSight(int u, int v) {
        if (!t.terrainBlocksSight) {
            return true;
        }
        final int a = u < v ? u : v;
        final int b = u < v ? v : u;
        final int key = a * n + b;
        if (sightStampU[key] == moveStamp[a] && sightStampV[key] == moveStamp[b]) {
            return sightValue[key];
        }
        final boolean hillsMatter = t.maxHeight > 0 && Math.max(t.table.heightAt(s.x[a], s.y[a]),
                t.table.heightAt(s.x[b], s.y[b])) < t.maxHeight
                && Boxes.segmentTouches(t.hillBoxes, s.x[a], s.y[a], s.x[b], s.y[b]);
        final boolean clear = !hillsMatter
                && !Boxes.segmentTouches(t.sightBoxes, s.x[a], s.y[a], s.x[b], s.y[b])
                || t.table.lineOfSight(s.x[a], s.y[a], s.x[b], s.y[b], t.losBlockingAreas, 0, t.losEdge);
        sightStampU[key] = moveStamp[a];
        sightStampV[key] = moveStamp[b];
        sightValue[key] = clear;
        return clear;
    }

    /** Cover of v against fire from u (A6.2): none, light, heavy. */
    public int cover(int v, int u) {
        if (!t.anyTerrain || !Boxes.pointIn(t.coverBoxes, s.x[v], s.y[v])) {
            return JacobiteCodes.COVER_NONE;
        }
        return t.table.coverAt(s.x[v], s.y[v], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature, t.featureReach);
    }

    /**
     * What v holds against an enemy at u (A8.2, A9.3): 0 none, 1 a wall or hedge, 2 works or a building. Works or a
     * building are held by the unit standing in them. A linear feature is held only by the unit behind it facing the
     * enemy across it: the feature lies on the line from v toward u within {@code cover.feature-reach} of v, u stands
     * in v's front ({@link #arcOf} 0), and v is not the unit charging u or fighting it as the charger (the charger
     * attacks across the feature; it does not hold it).
     */
    public int holding(int v, int u) {
        if (!t.anyTerrain) {
            return 0;
        }
        int best = t.holdingOfArea[t.table.areaAt(s.x[v], s.y[v])];
        if (v == chargingUnit || (s.meleeWith[v] >= 0 && s.charger[v]) || arcOf(u, v) != 0) {
            return best;
        }
        final double dx = s.x[u] - s.x[v];
        final double dy = s.y[u] - s.y[v];
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len > 0) {
            final double reach = Math.min(t.featureReach, len);
            for (double d = 0; d <= reach + 1e-9; d += 0.25) {
                final int f = t.table.featureAt(s.x[v] + dx * d / len, s.y[v] + dy * d / len);
                if (f != TerrainKind.NO_FEATURE) {
                    best = Math.max(best, t.holdingOfFeature[f]);
                }
            }
        }
        return best;
    }

    /** Fire-table column 1-6 of v as a target of u (A6.2): formation + cover + 1, one left if in column. */
    public int fireColumn(int u, int v) {
        int col = JacobiteTemplate.fireFormation(s.type[v], s.formation[v]) + cover(v, u) + 1;
        if (s.formation[v] == COLUMN) {
            col -= t.columnShift;
        }
        return Math.max(1, Math.min(JacobiteCodes.COLUMNS, col));
    }

    /**
     * Whether u's fire at v would be a volley (A6.5 [S p.4]: "regulars and militia may fire a volley"): a formed unit of
     * the regular or militia class that fires muskets (foot, and cavalry dismounted: troopers are regulars, Lowland
     * Horse militia, A2) within volley range. Clans (neither regular nor militia), guns and mounted pistols do not.
     */
    public boolean volleys(int u, int v, boolean allowed) {
        return allowed && volleyArm(u) && !s.has(u, DISORDERED | BROKEN) && distance(u, v) <= t.rangeVolley + 1e-9;
    }

    /** Whether u's arm may volley at all (A6.5): regular or militia foot, or cavalry of either class dismounted. */
    public boolean volleyArm(int u) {
        final int ty = s.type[u];
        if (ty == REGULAR_FOOT || ty == MILITIA_FOOT) {
            return true;
        }
        return JacobiteCodes.isCavalry(ty) && s.formation[u] == DISMOUNTED && (s.cls[u] == REGULAR
                || s.cls[u] == MILITIA);
    }

    /** The modified total T of u firing at v (A6.3, A6.4). */
    public int fireTotal(int u, int v, boolean useCase, boolean volley) {
        int total = t.fireTable[fireRow(u, useCase)][fireColumn(u, v) - 1];
        if (volley) {
            total += s.cls[u] == MILITIA ? t.militiaVolley : t.regularVolley;
        }
        final int arc = arcOf(u, v);
        total += arc == 1 ? t.fireFlank : arc == 2 ? t.fireRear : 0;
        if (s.elite[u]) {
            total += t.fireElite;
        }
        if (isMounted(v)) {
            total += t.fireMountedTarget;
        }
        if (s.poor[u]) {
            total += t.firePoor;
        }
        return total;
    }

    /** d20 rolled at full effect (A6.1, A6.6): front-rank figures, or crew times ball / case dice. */
    public int fireDice(int u, boolean useCase) {
        if (s.type[u] == ARTILLERY) {
            return s.figures[u] * (useCase ? t.caseDice : t.ballDice);
        }
        return frontFigures(u);
    }

    /** Expected casualties of u firing at v now (for players): dice x P(hit) x P(unsaved), at the unit's effect. */
    public double expectedFire(int u, int v, boolean useCase) {
        final int total = fireTotal(u, v, useCase, volleys(u, v, true));
        return fireDice(u, useCase) * effect(u) * JacobiteOdds.pHit(total, t.fireOrEqual, t.fireSides)
                * JacobiteOdds.pUnsaved(t.saveFrom, t.saveSides);
    }

    // ================================================================== movement (A5)

    /** Whether u may change to formation f (A5): foot line/column, cavalry line/column/dismounted, guns field/road. */
    public boolean canChangeTo(int u, int f) {
        final int cur = s.formation[u];
        if (f == cur) {
            return false;
        }
        switch (s.type[u]) {
            case REGULAR_FOOT:
            case MILITIA_FOOT:
                return f == LINE || f == COLUMN;
            case HIGHLAND_FOOT:
                return false;
            case ARTILLERY:
                return f == FIELD || f == ROAD;
            default:
                return f == LINE || f == COLUMN || f == DISMOUNTED;
        }
    }

    /**
     * A move (A5): roll {@code nDice} movement dice, drop dice for a formation change and for terrain, scale by the
     * unit's effect, wheel towards (tx, ty) and move the whole distance. A Disordered or Broken unit may not advance.
     */
    void moveOrder(final int u, final double tx, final double ty, final int nDice,
            final boolean formationChange) {
        final int die = t.moveDie(s.type[u]);
        int nd = Math.min(nDice, moveRoll.length);
        for (int i = 0; i < nd; i++) {
            moveRoll[i] = rollDie(t.moveFaces[die]);
        }
        sortAscending(moveRoll, nd);
        int lo = 0;
        int hi = nd;
        if (formationChange) {
            hi = Math.max(lo, hi - t.formationDrop);
        }
        final double bear = heading(s.x[u], s.y[u], tx, ty);
        if (t.anyTerrain && hi > lo) {
            int total = 0;
            for (int i = lo; i < hi; i++) {
                total += moveRoll[i];
            }
            onsets(u, bear, total);
            final int variant = dropVariant(u, total);
            for (int h = JacobiteOdds.dropHigh(variant); h > 0 && hi > lo; h--) {
                hi--;
            }
            for (int l = JacobiteOdds.dropLow(variant); l > 0 && hi > lo; l--) {
                lo++;
            }
        }
        int total = 0;
        for (int i = lo; i < hi; i++) {
            total += moveRoll[i];
        }
        double dist = total * effect(u);
        if (narrator != null) {
            narrator.event("  rolled " + nd + " dice, kept " + (hi - lo) + ": " + total + "\" x " + effect(u));
        }
        if (s.has(u, DISORDERED | BROKEN)) {
            // No advance (A9.4 [D]): the move may not bring it closer to the nearest enemy.
            final int v = nearestEnemy(u);
            if (v >= 0) {
                final double toEnemy = heading(s.x[u], s.y[u], s.x[v], s.y[v]);
                if (angleBetween(bear, toEnemy) < 90) {
                    if (narrator != null) {
                        narrator.event("  no advance while " + (s.has(u, BROKEN) ? "Broken" : "Disordered"));
                    }
                    return;
                }
                travel(u, bear, dist, false);
                return;
            }
        }
        // Wheel (A5 [D]): the outer front corner travels width x angle, deducted from the distance.
        final double turn = angleBetween(s.facing[u], bear);
        final double cost = width(u) * Math.toRadians(turn);
        if (cost > dist) {
            if (cost > 0) {
                final double frac = dist / cost;
                setFacing(u, turnToward(s.facing[u], bear, turn * frac));
            }
            return;
        }
        setFacing(u, bear);
        travel(u, bear, dist - cost, true);
    }

    /**
     * Prolonge (A5 [S p.3]): a gun in the field is pivoted by hand to face (tx, ty) [D: no wheel cost] and moved
     * {@code move.artillery.prolonge} inches toward it at its effect, without dice; it stays in the field and keeps
     * its load. A Disordered or Broken gun may not advance (A9.4 [D]).
     */
    void prolonge(final int u, final double tx, final double ty) {
        final double bear = heading(s.x[u], s.y[u], tx, ty);
        if (s.has(u, DISORDERED | BROKEN)) {
            final int v = nearestEnemy(u);
            if (v >= 0 && angleBetween(bear, heading(s.x[u], s.y[u], s.x[v], s.y[v])) < 90) {
                if (narrator != null) {
                    narrator.event("  no advance while " + (s.has(u, BROKEN) ? "Broken" : "Disordered"));
                }
                return;
            }
        }
        setFacing(u, bear);
        final double dist = Math.min(t.prolonge * effect(u), Math.hypot(tx - s.x[u], ty - s.y[u]));
        travel(u, bear, dist, true);
    }

    private static double turnToward(double from, double to, double degrees) {
        double diff = ((to - from) % 360 + 540) % 360 - 180;
        double r = from + Math.signum(diff) * degrees;
        r %= 360;
        return r < 0 ? r + 360 : r;
    }

    /**
     * Where a straight move of u along {@code bear} first meets rough ground and a linear obstacle (A5): the walk of
     * half-inch steps from u's centre up to {@code dist} inches, into {@link #onsetRough} and {@link #onsetObstacle}
     * (infinite when not met). A move that covers T inches loses dice for what it meets at T or less
     * ({@link #dropVariant}); the engine's moves and charges and the odds players read all go through these two.
     */
    private void onsets(int u, double bear, double dist) {
        onsetRough = Double.POSITIVE_INFINITY;
        onsetObstacle = Double.POSITIVE_INFINITY;
        if (!t.anyTerrain) {
            return;
        }
        final double dx = bearingX(bear);
        final double dy = bearingY(bear);
        for (double d = 0; d <= dist + 1e-9; d += 0.5) {
            final int i = t.table.index(s.x[u] + dx * d, s.y[u] + dy * d);
            final int bits = i < 0 ? t.moveBitsOff : t.moveBits[i];
            if ((bits & JacobiteTemplate.MOVE_BIT_ROUGH) != 0 && d < onsetRough) {
                onsetRough = d;
            }
            if ((bits & JacobiteTemplate.MOVE_BIT_OBSTACLE) != 0 && d < onsetObstacle) {
                onsetObstacle = d;
            }
            if (onsetRough <= d && onsetObstacle <= d) {
                break;
            }
        }
    }

    /**
     * The dice (A5) a move of u covering {@code judged} inches loses, given the last {@link #onsets}: rough ground
     * costs close and clan units the highest die and others the lowest, a linear obstacle the lowest
     * ({@link JacobiteOdds#dropVariant}).
     */
    private int dropVariant(int u, double judged) {
        final int ft = JacobiteTemplate.fireFormation(s.type[u], s.formation[u]);
        return JacobiteOdds.dropVariant(onsetRough <= judged + 1e-9, onsetObstacle <= judged + 1e-9,
                ft == JacobiteCodes.FT_CLOSE || ft == JacobiteCodes.FT_CLAN);
    }

    /**
     * Aims the move odds (for players): the next {@link #aimedMean} and {@link #aimedAtLeast} are those of a move of u
     * toward (tx, ty), terrain dice lost as {@link #moveOrder} loses them. Allocation-free.
     */
    public void aimMove(int u, double tx, double ty) {
        aimUnit = u;
        final int die = t.moveDie(s.type[u]);
        onsets(u, heading(s.x[u], s.y[u], tx, ty), Math.min(maxDice(u), JacobiteTemplate.TABLE_DICE)
                * t.maxMoveFace[die]);
        aimRough = onsetRough;
        aimObstacle = onsetObstacle;
    }

    /**
     * Exact mean inches the aimed move with {@code nDice} dice covers before its wheel (A5: the rolled distance, less
     * the dice its terrain costs, times the unit's effect), as {@link #moveOrder} plays it.
     */
    public double aimedMean(int nDice) {
        final int u = aimUnit;
        final int nd = Math.min(nDice, JacobiteTemplate.TABLE_DICE);
        final int die = t.moveDie(s.type[u]);
        if (aimRough == Double.POSITIVE_INFINITY && aimObstacle == Double.POSITIVE_INFINITY) {
            // No terrain within any roll: the plain mean.
            return t.meanMove[die][nd][0] * effect(u);
        }
        final double[] pT = t.moveKept[die][nd][0][0];
        double mean = 0;
        for (int tt = 0; tt < pT.length; tt++) {
            mean += t.moveKept[die][nd][0][aimVariant(u, tt)][tt];
        }
        return mean * effect(u);
    }

    /** Exact P(the aimed move with {@code nDice} dice covers at least {@code inches} before its wheel). */
    public double aimedAtLeast(int nDice, double inches) {
        final int u = aimUnit;
        final int nd = Math.min(nDice, JacobiteTemplate.TABLE_DICE);
        final int die = t.moveDie(s.type[u]);
        final double f = effect(u);
        final int k = inches <= 0 ? 0 : (int) Math.ceil(inches / f - 1e-9);
        if (aimRough == Double.POSITIVE_INFINITY && aimObstacle == Double.POSITIVE_INFINITY) {
            final double[] r = t.reach[die][nd];
            return k >= r.length ? 0 : r[k];
        }
        final double[][] plain = t.moveTail[die][nd][0][0];
        double p = 0;
        for (int tt = 0; tt < plain.length; tt++) {
            final double[] tail = t.moveTail[die][nd][0][aimVariant(u, tt)][tt];
            p += k >= tail.length ? 0 : tail[k];
        }
        return p;
    }

    private int aimVariant(int u, int judged) {
        onsetRough = aimRough;
        onsetObstacle = aimObstacle;
        return dropVariant(u, judged);
    }

    /**
     * Moves u the whole distance along a bearing (A5: the full distance must be moved), stopping at the table edge,
     * before impassable ground, {@code move.stop-short} outside contact with an enemy, and on touching a friend
     * (then Disordered, A5 [S p.3]). Returns the distance moved.
     */
    private double travel(final int u, final double bear, final double dist, final boolean friendsDisorder) {
        if (dist <= 0) {
            return 0;
        }
        final double dx = bearingX(bear);
        final double dy = bearingY(bear);
        double go = dist;
        boolean friendStop = false;
        for (int w = 0; w < n; w++) {
            if (w == u || !s.present(w)) {
                continue;
            }
            final boolean friend = t.side[w] == t.side[u];
            final double r = friend ? t.contact : t.contact + t.stopShort;
            final double ox = s.x[w] - s.x[u];
            final double oy = s.y[w] - s.y[u];
            final double proj = ox * dx + oy * dy;
            if (proj <= 0) {
                continue;
            }
            final double perp2 = ox * ox + oy * oy - proj * proj;
            if (perp2 >= r * r) {
                continue;
            }
            final double hit = Math.max(0, proj - Math.sqrt(r * r - perp2));
            if (hit < go) {
                go = hit;
                friendStop = friend;
            }
        }
        // Table edge.
        if (dx > 1e-12) {
            go = Math.min(go, (t.table.width() - 0.01 - s.x[u]) / dx);
        } else if (dx < -1e-12) {
            go = Math.min(go, (0.01 - s.x[u]) / dx);
        }
        if (dy > 1e-12) {
            go = Math.min(go, (t.table.depth() - 0.01 - s.y[u]) / dy);
        } else if (dy < -1e-12) {
            go = Math.min(go, (0.01 - s.y[u]) / dy);
        }
        go = Math.max(0, go);
        if (t.anyTerrain) {
            for (double d = 0.5; d <= go + 1e-9; d += 0.5) {
                final int i = t.table.index(s.x[u] + dx * d, s.y[u] + dy * d);
                if (((i < 0 ? t.moveBitsOff : t.moveBits[i]) & JacobiteTemplate.MOVE_BIT_IMPASSABLE) != 0) {
                    go = d - 0.5;
                    friendStop = false;
                    break;
                }
            }
        }
        s.x[u] += dx * go;
        s.y[u] += dy * go;
        moveStamp[u]++;
        unitEpoch++;
        if (friendStop && friendsDisorder && go < dist - 1e-9) {
            s.status[u] |= DISORDERED;
            if (narrator != null) {
                narrator.event("  ran into a friend after " + fmt(go) + "\": Disordered");
            }
        } else if (narrator != null) {
            narrator.event("  moved " + fmt(go) + "\"");
        }
        return go;
    }

    // ================================================================== fire (A6)

    /**
     * u fires at v (A6): d20 per front-rank figure (crew for guns) at {@code factor} effect, hits below the total,
     * saves on 5-6. Uses a round of ammunition (rolled the first time, A6.7); a gun is then unloaded. Without
     * {@code reaction}, the target tests morale when the fire triggers it (A9.1: clans first under fire, units below
     * half strength that took casualties). Returns the casualties.
     */
    int fire(final int u, final int v, final boolean useCase, final double factor, final boolean volleyAllowed,
            final boolean reaction) {
        rollAmmo(u);
        if (s.type[u] == ARTILLERY) {
            if (useCase) {
                s.ammoCase[u]--;
            } else {
                s.ammoBall[u]--;
            }
            s.status[u] &= ~LOADED;
        } else {
            s.ammo[u]--;
        }
        final boolean volley = volleys(u, v, volleyAllowed);
        final int total = fireTotal(u, v, useCase, volley);
        final int nDice = scaleDice(fireDice(u, useCase), factor);
        // A hit is a roll under `below`; counted by the sign of r - below, with no branch on the die (a branch the
        // predictor cannot know costs more than the draw).
        final int below = t.fireOrEqual ? total + 1 : total;
        int hits = 0;
        for (int i = 0; i < nDice; i++) {
            hits += (dice.roll(t.fireSides) - below) >>> 31;
        }
        final int cas = saves(hits);
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " fires" + (volley ? " a volley" : "") + " at "
                    + t.label(v) + ": column " + fireColumn(u, v) + ", total " + total + ", " + nDice
                    + " d" + t.fireSides + ", " + hits + " hits, " + cas + " casualties");
        }
        s.status[v] |= FIRED_AT;
        final int taken = removeFigures(v, cas, u);
        if (!reaction && s.present(v)) {
            final boolean firstFire = s.type[v] == HIGHLAND_FOOT && !s.has(v, UNDER_FIRE_ONCE);
            final boolean weak = taken > 0 && belowHalf(v);
            if (firstFire || weak) {
                moraleTest(v, baseMorale(v, -1), firstFire ? "first time under fire" : "below half strength");
            }
        }
        if (s.type[v] == HIGHLAND_FOOT) {
            s.status[v] |= UNDER_FIRE_ONCE;
        }
        return taken;
    }

    private void rollAmmo(int u) {
        if (s.has(u, AMMO_ROLLED)) {
            return;
        }
        s.status[u] |= AMMO_ROLLED;
        switch (s.type[u]) {
            case HIGHLAND_FOOT:
                s.ammo[u] = dice.roll(t.ammoHighland);
                break;
            case LOWLAND_HORSE:
                s.ammo[u] = dice.roll(t.ammoLowlandHorse);
                break;
            case ARTILLERY:
                if (s.government[u]) {
                    s.ammoBall[u] = sumDice(t.ammoGovBall, t.ammoFaces[AVD]);
                    s.ammoCase[u] = sumDice(t.ammoGovCase, t.ammoFaces[AVD]);
                } else {
                    s.ammoBall[u] = sumDice(t.ammoJacBall, t.ammoFaces[JacobiteCodes.D6]);
                    s.ammoCase[u] = sumDice(t.ammoJacCase, t.ammoFaces[JacobiteCodes.D6]);
                }
                break;
            default:
                s.ammo[u] = rollDie(t.ammoFaces[AVD]) + t.ammoBonus;
                break;
        }
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " ammunition: " + (s.type[u] == ARTILLERY ? s.ammoBall[u]
                    + " ball, " + s.ammoCase[u] + " case" : s.ammo[u] + " rounds"));
        }
    }

    /** Saves (A6.1): one d6 per hit, save.from or more saves. Returns the unsaved hits. */
    private int saves(int hits) {
        int cas = 0;
        for (int i = 0; i < hits; i++) {
            cas += (dice.roll(t.saveSides) - t.saveFrom) >>> 31;
        }
        return cas;
    }

    /** Dice at a fractional effect (A7 [D]): stochastic rounding, or round half up. */
    int scaleDice(int dice0, double factor) {
        if (factor >= 1) {
            return dice0;
        }
        final double x = dice0 * factor;
        final int whole = (int) Math.floor(x + 1e-12);
        final double frac = x - whole;
        if (frac < 1e-12) {
            return whole;
        }
        if (!t.stochasticRounding) {
            return frac >= 0.5 ? whole + 1 : whole;
        }
        return dice.rng().nextDouble() < frac ? whole + 1 : whole;
    }

    /** Removes up to {@code cas} figures of v (A2: crew for guns), crediting u; a unit with none left is gone. */
    private int removeFigures(int v, int cas, int u) {
        final int taken = Math.min(cas, s.figures[v]);
        s.figures[v] -= taken;
        s.killed[v] += taken;
        unitEpoch += taken > 0 ? 1 : 0;
        if (taken > 0) {
            observer.figuresFell(v, s.x[v], s.y[v], taken);
        }
        if (u >= 0) {
            s.kills[u] += taken;
        }
        if (s.figures[v] == 0 && s.present(v)) {
            remove(v, false);
        }
        return taken;
    }

    private boolean belowHalf(int v) {
        return s.figures[v] < t.halfStrength * s.start[v] - 1e-9;
    }

    /** Takes a unit off the table: wiped out, or routed. Ends its melee; its personality joins the nearest friend. */
    private void remove(int v, boolean routed) {
        observer.unitBroke(v, s.x[v], s.y[v]);
        s.status[v] |= GONE | (routed ? ROUTED : 0);
        s.status[v] &= ~(GET_IN_THERE | DISORDERED);
        unitEpoch++;
        endMelee(v);
        for (int p = 0; p < t.personalityHost.length; p++) {
            if (s.personalityHost[p] == v) {
                int best = -1;
                double bd = Double.MAX_VALUE;
                for (int w = 0; w < n; w++) {
                    if (t.side[w] == t.side[v] && s.present(w)) {
                        final double d = distance(v, w);
                        if (d < bd) {
                            bd = d;
                            best = w;
                        }
                    }
                }
                s.personalityHost[p] = best;
            }
        }
        if (narrator != null) {
            narrator.event("  " + t.label(v) + (routed ? " routs and leaves the field" : " is wiped out"));
        }
    }

    /**
     * Unit v leaves its melee (A8.3): units that were fighting it turn to another enemy unit of the melee, and leave
     * too when there is none; a melee of one against one ends.
     */
    void endMelee(int v) {
        final int id = s.meleeId[v];
        final int w = s.meleeWith[v];
        clearMelee(v);
        if (id < 0) {
            if (w >= 0) {
                clearMelee(w);
            }
            return;
        }
        for (int x = 0; x < n; x++) {
            if (s.meleeId[x] == id && s.meleeWith[x] == v) {
                int to = -1;
                for (int y = 0; y < n && to < 0; y++) {
                    if (s.meleeId[y] == id && t.side[y] != t.side[x]) {
                        to = y;
                    }
                }
                if (to >= 0) {
                    s.meleeWith[x] = to;
                } else {
                    clearMelee(x);
                }
            }
        }
    }

    private void clearMelee(int v) {
        s.meleeWith[v] = -1;
        s.meleeId[v] = -1;
        s.meleeRounds[v] = 0;
        s.charger[v] = false;
    }

    // ================================================================== morale (A9)

    /** Whether one of the side's personalities is with unit u. */
    public boolean hasPersonality(int u) {
        for (int p = 0; p < t.personalityHost.length; p++) {
            if (s.personalityHost[p] == u) {
                return true;
            }
        }
        return false;
    }

    /** The first personality with unit u, or -1. */
    public int personalityOf(int u) {
        for (int p = 0; p < t.personalityHost.length; p++) {
            if (s.personalityHost[p] == u) {
                return p;
            }
        }
        return -1;
    }

    /** Mean inches a unit's personality rides when it leaves (the movement D6's mean per die), or 0 without one. */
    public double personalityReach(int u) {
        final int p = personalityOf(u);
        return p < 0 ? 0 : t.meanMoveD6 * t.personalityDice[p];
    }

    /** The personality leaves unit u for unit v if its move (4D6 mounted, 2D6 on foot) reaches (A3 [D]). */
    void join(int u, int v) {
        final int p = personalityOf(u);
        final int roll = sumDice(t.personalityDice[p], t.moveFaces[JacobiteCodes.D6]);
        final boolean reached = roll >= distance(u, v) - t.contact - 1e-9;
        if (reached) {
            s.personalityHost[p] = v;
        }
        if (narrator != null) {
            narrator.event("  " + t.personalityNames[p] + " rides " + roll + "\": " + (reached ? "joins "
                    + t.label(v) : "cannot reach " + t.label(v)));
        }
    }

    private boolean personalityNear(int u) {
        for (int p = 0; p < t.personalityHost.length; p++) {
            final int h = s.personalityHost[p];
            if (h >= 0 && h != u && t.side[h] == t.side[u] && distance(u, h) <= t.rallyNear + 1e-9) {
                return true;
            }
        }
        return false;
    }

    /**
     * The modifiers every test of u carries (A9.3): its personality, Disordered, Broken, and what it holds against
     * {@code enemy} (or -1), less the enemy's personality and holding when u is charging or fighting it.
     */
    int baseMorale(int u, int enemy) {
        int m = 0;
        if (hasPersonality(u)) {
            m += t.moralePersonality;
        }
        if (s.has(u, DISORDERED)) {
            m += t.moraleDisordered;
        }
        if (s.has(u, BROKEN)) {
            m += t.moraleBroken;
        }
        if (enemy >= 0) {
            final int hold = holding(u, enemy);
            m += hold == 2 ? t.moraleWorks : hold == 1 ? t.moraleWall : 0;
            if (hasPersonality(enemy)) {
                m -= t.moralePersonality;
            }
            final int theirs = holding(enemy, u);
            m -= theirs == 2 ? t.moraleWorks : theirs == 1 ? t.moraleWall : 0;
        }
        return m;
    }

    /** Morale dice of a unit (A9.2): one per base (crew figure for guns). */
    public int moraleDice(int u) {
        return s.type[u] == ARTILLERY ? s.figures[u] : bases(u);
    }

    /** Rolls a test and returns the result code without applying it. */
    int rollMorale(int u, int modifier) {
        final int die = JacobiteTemplate.moraleDie(s.cls[u]);
        final int nd = moraleDice(u);
        final int score = sumDice(nd, t.moraleFaces[die]) + modifier;
        return JacobiteOdds.moraleResult(score, t.brokenFrom, t.disorderedFrom, t.normalFrom, t.getInThere);
    }

    /** A morale test (A9) with its effects applied (A9.4 [D] state rules). Returns the result. */
    int moraleTest(int u, int modifier, String why) {
        final int r = rollMorale(u, modifier);
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " tests morale (" + why + ", " + moraleDice(u) + " dice "
                    + (modifier >= 0 ? "+" : "") + modifier + "): " + JacobiteCodes.RESULT_NAMES[r]);
        }
        apply(u, r);
        return r;
    }

    private void apply(int u, int r) {
        switch (r) {
            case JacobiteCodes.ROUT:
                remove(u, true);
                break;
            case JacobiteCodes.BROKEN_RESULT:
                if (!s.has(u, BROKEN)) {
                    observer.unitBroke(u, s.x[u], s.y[u]);
                    s.status[u] = (s.status[u] | BROKEN) & ~(GET_IN_THERE | DISORDERED);
                    endMelee(u);
                    retire(u);
                }
                break;
            case JacobiteCodes.DISORDERED_RESULT:
                if (!s.has(u, BROKEN)) {
                    s.status[u] = (s.status[u] | DISORDERED) & ~GET_IN_THERE;
                }
                break;
            case JacobiteCodes.NORMAL:
                if (!s.has(u, BROKEN)) {
                    s.status[u] &= ~(DISORDERED | GET_IN_THERE);
                }
                break;
            default:
                if (!s.has(u, BROKEN)) {
                    s.status[u] &= ~DISORDERED;
                    if (s.type[u] != ARTILLERY) {
                        s.status[u] |= GET_IN_THERE;
                    }
                }
                break;
        }
    }

    /** A Broken unit retires 12" facing the enemy, at once (A9.4). */
    private void retire(int u) {
        final int v = nearestEnemy(u);
        double away = t.side[u] == s.southSide ? 180 : 0;
        if (v >= 0) {
            away = heading(s.x[v], s.y[v], s.x[u], s.y[u]);
            setFacing(u, heading(s.x[u], s.y[u], s.x[v], s.y[v]));
        }
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " is Broken and retires");
        }
        travel(u, away, t.brokenRetire, false);
    }

    /** A rally (A9.5): the unit's dice plus the rally modifiers; Normal or better rallies, Disordered disorders. */
    private void rally(int u) {
        int m = 0;
        if (!s.has(u, FIRED_AT)) {
            m += t.rallyNotFiredAt;
        }
        if (hasPersonality(u)) {
            m += t.rallyPersonality;
        } else if (personalityNear(u)) {
            m += t.rallyPersonalityNear;
        }
        final int r = rollMorale(u, m);
        if (narrator != null) {
            narrator.event("  rally " + (m >= 0 ? "+" : "") + m + ": " + JacobiteCodes.RESULT_NAMES[r]);
        }
        switch (r) {
            case JacobiteCodes.ROUT:
                remove(u, true);
                break;
            case JacobiteCodes.BROKEN_RESULT:
                break;
            case JacobiteCodes.DISORDERED_RESULT:
                s.status[u] = (s.status[u] & ~BROKEN) | DISORDERED;
                break;
            default:
                s.status[u] &= ~(BROKEN | DISORDERED);
                break;
        }
    }

    // ================================================================== charges and melee (A8)

    /** Movement dice of a charge (A5): the formation's dice plus the charge die. */
    public int chargeDice(int u) {
        return maxDice(u) + t.chargeExtraDice;
    }

    /** Distance a charge from u must cover to touch v, including the wheel to face it. */
    public double chargeNeed(int u, int v) {
        return chargeNeed(u, v, distance(u, v));
    }

    private double chargeNeed(int u, int v, double d) {
        final double turn = angleBetween(s.facing[u], heading(s.x[u], s.y[u], s.x[v], s.y[v]));
        return Math.max(0, d - t.contact) + width(u) * Math.toRadians(turn);
    }

    /** Whether u may declare a charge on v: formed, not a gun, v in arc and in sight, within the dice's reach. */
    public boolean canCharge(int u, int v) {
        return chargeReach(u, v) && sight(u, v);
    }

    /**
     * {@link #canCharge} but for the line of sight: {@code canCharge(u, v) == chargeReach(u, v) && sight(u, v)}, so a
     * player can test the sight only for a target that would win.
     */
    public boolean chargeReach(int u, int v) {
        return reachNeed(u, v) >= 0;
    }

    /**
     * {@link #chargeOdds} when {@link #chargeReach}, else -1: both from one bearing (for players that score the
     * targets they may charge).
     */
    public double chargeReachOdds(int u, int v) {
        final double need = reachNeed(u, v);
        return need < 0 ? -1 : oddsOfNeed(u, v, need);
    }

    /** {@link #chargeNeed} when u may charge v but for the line of sight, else -1. */
    private double reachNeed(int u, int v) {
        if (s.type[u] == ARTILLERY || s.has(u, DISORDERED | BROKEN | GONE) || s.meleeWith[u] >= 0
                || (s.meleeWith[v] >= 0 && !t.meleeJoin)) {
            return -1;
        }
        final int most = chargeDice(u) * t.maxMoveFace[t.moveDie(s.type[u])];
        // The need is at least the gap to contact: a cheap reject before the bearing and the sight line.
        final double d = distance(u, v);
        if (d - t.contact > most || !(cosOff(u, v, d) >= t.cosArc - 1e-12)) {
            return -1;
        }
        final double need = chargeNeed(u, v, d);
        return need <= most ? need : -1;
    }

    /**
     * P(a charge from u reaches v): the exact sum of its dice less the dice its terrain costs (A5), as
     * {@link #charge} plays it.
     */
    public double chargeOdds(int u, int v) {
        return oddsOfNeed(u, v, chargeNeed(u, v));
    }

    private double oddsOfNeed(int u, int v, double chargeNeed) {
        final int nd = Math.min(chargeDice(u), JacobiteTemplate.TABLE_DICE);
        final int variant = t.anyTerrain ? chargeVariant(u, v, heading(s.x[u], s.y[u], s.x[v], s.y[v]))
                : JacobiteOdds.DROP_NONE;
        final double[] r = t.chargeReach[t.moveDie(s.type[u])][nd][variant];
        final int need = (int) Math.ceil(chargeNeed - 1e-9);
        return need < 0 ? 1 : need >= r.length ? 0 : r[need];
    }

    /**
     * For players: the farthest centre distance from v at which a charge of u, facing v, would reach with at least
     * {@code odds} (A5: its dice less those the terrain on the line from u to v now costs, the same drop
     * {@link #charge} plays), or {@code geometry.contact} when no distance does.
     */
    public double chargeDistanceFor(int u, int v, double odds) {
        final int nd = Math.min(chargeDice(u), JacobiteTemplate.TABLE_DICE);
        final int variant = t.anyTerrain ? chargeVariant(u, v, heading(s.x[u], s.y[u], s.x[v], s.y[v]))
                : JacobiteOdds.DROP_NONE;
        final double[] r = t.chargeReach[t.moveDie(s.type[u])][nd][variant];
        int need = r.length - 1;
        while (need > 0 && r[need] < odds) {
            need--;
        }
        return need + t.contact;
    }

    /** The dice a charge of u on v loses (A5): terrain judged along the whole distance to the target. */
    private int chargeVariant(int u, int v, double bear) {
        final double d = distance(u, v);
        onsets(u, bear, d);
        return dropVariant(u, d);
    }

    /**
     * An upper bound of {@link #chargeOdds} from the distance alone (no bearing, no sight, no arc): the wheel only adds
     * to the need, so a player can pass over a target whose bound is below the odds it already has.
     */
    public double chargeOddsBound(int u, int v) {
        final int nd = Math.min(chargeDice(u), JacobiteTemplate.TABLE_DICE);
        final int die = t.moveDie(s.type[u]);
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        if (dx * dx + dy * dy > t.reachFarSquared[die][nd]) {
            // Past the last inch any charge reaches (with a margin for rounding): the bound below would be 0.
            return 0;
        }
        final double[] r = t.reachBound[die][nd];
        final int need = (int) Math.ceil(Math.max(0, distance(u, v) - t.contact) - 1e-9);
        return need < 0 ? 1 : need >= r.length ? 0 : r[need];
    }

    /** The charge sequence (A8.1); while it is resolved, u is {@link #chargingUnit}. */
    void charge(final int u, final int v) {
        chargingUnit = u;
        chargeSequence(u, v);
        chargingUnit = -1;
    }

    private void chargeSequence(final int u, final int v) {
        final int die = t.moveDie(s.type[u]);
        final int nd = Math.min(chargeDice(u), moveRoll.length);
        for (int i = 0; i < nd; i++) {
            moveRoll[i] = rollDie(t.moveFaces[die]);
        }
        sortAscending(moveRoll, nd);
        int lo = 0;
        int hi = nd;
        final double bear = heading(s.x[u], s.y[u], s.x[v], s.y[v]);
        if (t.anyTerrain) {
            final int variant = chargeVariant(u, v, bear);
            for (int h = JacobiteOdds.dropHigh(variant); h > 0 && hi > lo; h--) {
                hi--;
            }
            for (int l = JacobiteOdds.dropLow(variant); l > 0 && hi > lo; l--) {
                lo++;
            }
        }
        int total = 0;
        for (int i = lo; i < hi; i++) {
            total += moveRoll[i];
        }
        final double need = chargeNeed(u, v);
        if (narrator != null) {
            narrator.event("  charge roll " + total + "\" (" + (hi - lo) + " dice), needs " + fmt(need) + "\"");
        }
        setFacing(u, bear);
        if (total < need - 1e-9) {
            final double turnCost = need - Math.max(0, distance(u, v) - t.contact);
            travel(u, bear, Math.max(0, total - turnCost), true);
            s.status[u] |= DISORDERED;
            chargesShort++;
            if (narrator != null) {
                narrator.event("  the charge falls short: Disordered");
            }
            return;
        }
        // Contact: the charger stands touching the defender on the line of the charge.
        final double d = distance(u, v);
        final double ux = s.x[v] - (s.x[v] - s.x[u]) * t.contact / d;
        final double uy = s.y[v] - (s.y[v] - s.y[u]) * t.contact / d;
        s.x[u] = ux;
        s.y[u] = uy;
        moveStamp[u]++;
        unitEpoch++;
        final int arc = arcOf(u, v);
        // Defender's reaction fire: its phase; half effect and no volley if it had already acted (A3.4, A6.5).
        final boolean already = s.has(v, ACTED);
        s.status[v] |= ACTED;
        final double vFactor = already ? Math.min(t.half, effect(v)) : effect(v);
        int cas = 0;
        boolean useCase = s.type[v] == ARTILLERY && !hasNoAmmo(v, true);
        if (canFire(v, u, useCase)) {
            cas = fire(v, u, useCase, vFactor, !already, true);
        } else if (useCase && canFire(v, u, false)) {
            cas = fire(v, u, false, vFactor, !already, true);
        }
        if (!s.present(u)) {
            return;
        }
        if (cas > 0) {
            int m = baseMorale(u, v);
            if (isMounted(u)) {
                m += t.moraleCavalryCharging;
            }
            if (JacobiteTemplate.fireFormation(s.type[v], s.formation[v]) == JacobiteCodes.FT_OPEN) {
                m += t.moraleChargingOpen;
            }
            final int r = moraleTest(u, m, "charger under fire");
            if (r == JacobiteCodes.DISORDERED_RESULT) {
                travel(u, heading(s.x[v], s.y[v], s.x[u], s.y[u]), t.stopShort, false);
                return;
            }
            if (r < JacobiteCodes.NORMAL) {
                return;
            }
        }
        int m = baseMorale(v, u);
        m += arc == 1 ? t.moraleFlank : arc == 2 ? t.moraleRear : 0;
        if (s.government[v] && s.type[v] != HIGHLAND_FOOT && s.type[u] == HIGHLAND_FOOT && !s.has(v, FACED_CLANS)) {
            m += t.moraleClanShock;
            s.status[v] |= FACED_CLANS;
        }
        final int r = moraleTest(v, m, "standing against a charge");
        if (r < JacobiteCodes.DISORDERED_RESULT) {
            return;
        }
        if (s.meleeWith[v] >= 0) {
            // Joins v's melee (A8.3 [D]): fights at once if the melee has not fought this turn.
            s.meleeWith[u] = v;
            s.meleeId[u] = s.meleeId[v];
            s.charger[u] = true;
            s.meleeArc[u] = 0;
            s.meleeRounds[u] = 0;
            s.meleeArc[v] = Math.max(s.meleeArc[v], arc);
            if (narrator != null) {
                narrator.event("  " + t.label(u) + " joins the melee");
            }
            if (s.has(v, FOUGHT)) {
                s.status[u] |= FOUGHT;
            } else {
                meleeRound(u, v, 1, already ? t.half : 1);
            }
            return;
        }
        s.meleeId[u] = s.melees;
        s.meleeId[v] = s.melees;
        s.melees++;
        s.meleeWith[u] = v;
        s.meleeWith[v] = u;
        s.charger[u] = true;
        s.charger[v] = false;
        s.meleeArc[v] = arc;
        s.meleeArc[u] = 0;
        s.meleeRounds[u] = 0;
        s.meleeRounds[v] = 0;
        meleeRound(u, v, 1, already ? t.half : 1);
    }

    /** The next round of a continuing melee (A8.3 [D]): both units count as phased. */
    private void continueMelee(int u) {
        final int v = s.meleeWith[u];
        s.status[u] |= ACTED;
        s.status[v] |= ACTED;
        if (s.charger[u]) {
            meleeRound(u, v, 1, 1);
        } else {
            meleeRound(v, u, 1, 1);
        }
    }

    /** The melee modifier of side {@code a} against {@code b} (A8.2 [S p.5]). */
    public int meleeModifier(int a, int b) {
        final boolean first = s.meleeRounds[a] == 0;
        final boolean isCharger = s.charger[a];
        int m = 0;
        if (s.elite[a]) {
            m += t.meleeGuard;
        }
        if (isCharger && first) {
            m += t.meleeCharging;
            if (s.type[a] == HIGHLAND_FOOT) {
                m += t.meleeClanCharge;
            }
        }
        if (s.type[a] == HIGHLAND_FOOT && (!isCharger || !first)) {
            m += t.meleeClanNotCharging;
        }
        if (s.type[a] == REGULAR_FOOT || s.type[a] == MILITIA_FOOT) {
            m += t.meleeBayonets;
        }
        if (!isCharger && !s.has(a, DISORDERED | BROKEN)) {
            m += t.meleeFormedDefence;
        }
        if (t.lancers[a] && isMounted(a)) {
            m += first ? t.meleeLancersFirst : s.meleeRounds[a] == 1 ? t.meleeLancersSecond : 0;
        }
        if (isMounted(a) && JacobiteCodes.isFoot(s.type[b])) {
            m += t.meleeCavalryVInfantry;
        }
        if (!isCharger) {
            final int hold = holding(a, b);
            m += hold == 2 ? t.meleeWorks : hold == 1 ? t.meleeWall : 0;
            m += s.meleeArc[a] == 1 ? t.meleeFlank : s.meleeArc[a] == 2 ? t.meleeRear : 0;
        }
        if (s.has(a, DISORDERED)) {
            m += t.meleeDisordered;
        }
        if (s.has(a, BROKEN)) {
            m += t.meleeBroken;
        }
        if (s.cls[a] == MILITIA) {
            m += t.meleeMilitia;
        }
        if (t.anyTerrain && t.table.heightAt(s.x[a], s.y[a]) < t.table.heightAt(s.x[b], s.y[b])) {
            m += t.meleeDownhill;
        }
        if (JacobiteTemplate.fireFormation(s.type[a], s.formation[a]) == JacobiteCodes.FT_OPEN) {
            m += t.meleeOpenOrder;
        }
        return m;
    }

    /**
     * One melee round (A8.2) of the melee of {@code a} (its side rolls first) against {@code b}: every unit of the
     * melee rolls a d6 per front-rank figure (crew for guns; {@code a} and {@code b} scaled by their factors), each die
     * with its own unit's modifier against the unit it fights; a side's dice are compared as one pool under the pairing
     * reading, saves, and each side's casualties are shared over its units ({@code melee.casualties}); then every unit
     * tests (A9.1 trigger 4), side A's first, each against the unit it fought, the side that took fewer casualties
     * having won. A unit leaves when Broken, routed or wiped out; the melee ends when a side has none left (A8.3 [D]).
     * One against one this is exactly the duel of two units.
     */
    void meleeRound(final int a, final int b, final double factorA, final double factorB) {
        final int id = s.meleeId[a];
        final int sideA = t.side[a];
        int count = 0;
        int countA = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int x = 0; x < n; x++) {
                final boolean member = x == a || x == b || (id >= 0 && s.meleeId[x] == id && s.present(x));
                if (member && (t.side[x] == sideA) == (pass == 0)) {
                    mUnits[count++] = x;
                }
            }
            if (pass == 0) {
                countA = count;
            }
        }
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            mOpp[x] = x == a ? b : x == b ? a : s.meleeWith[x];
            mMod[x] = meleeModifier(x, mOpp[x]);
        }
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            mDice[x] = scaleDice(frontFigures(x), x == a ? factorA : x == b ? factorB : 1);
        }
        int nA = 0;
        int nB = 0;
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            for (int k = 0; k < mDice[x]; k++) {
                if (i < countA) {
                    bufA[nA++] = dice.roll(t.meleeSides) + mMod[x];
                } else {
                    bufB[nB++] = dice.roll(t.meleeSides) + mMod[x];
                }
            }
        }
        final long hits = compare(bufA, nA, 0, bufB, nB, 0);
        final int hitsA = (int) (hits >>> 32);
        final int hitsB = (int) hits;
        final int casA = saves(hitsA);
        final int casB = saves(hitsB);
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            s.meleeRounds[x]++;
            s.status[x] |= FOUGHT | ACTED;
        }
        if (narrator != null) {
            narrator.event("  melee " + pool(0, countA) + " v " + pool(countA, count) + ": hits " + hitsA + "-" + hitsB
                    + ", casualties " + casA + "-" + casB);
        }
        share(countA, count, casA);
        int takenB = 0;
        for (int i = countA; i < count; i++) {
            takenB += removeFigures(mUnits[i], mShare[mUnits[i]], mOpp[mUnits[i]]);
        }
        share(0, countA, casB);
        int takenA = 0;
        for (int i = 0; i < countA; i++) {
            takenA += removeFigures(mUnits[i], mShare[mUnits[i]], mOpp[mUnits[i]]);
        }
        final int resultA = takenB > takenA ? 1 : takenB < takenA ? -1 : 0;
        if (anyPresent(0, countA, false) && anyPresent(countA, count, false)) {
            // Every modifier is taken before anyone tests.
            for (int i = 0; i < count; i++) {
                final int x = mUnits[i];
                final int won = i < countA ? resultA : -resultA;
                mMod[x] = s.present(x) ? baseMorale(x, mOpp[x]) + (won > 0 ? t.moraleWon : won < 0 ? t.moraleLost
                        : 0) : 0;
            }
            for (int i = 0; i < count; i++) {
                final int x = mUnits[i];
                if (s.present(x)) {
                    moraleTest(x, mMod[x], "end of melee round");
                }
            }
        }
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            if (s.meleeWith[x] >= 0 && (!s.present(x) || s.has(x, BROKEN))) {
                endMelee(x);
            }
        }
        if (!anyPresent(0, countA, true) || !anyPresent(countA, count, true)) {
            for (int i = 0; i < count; i++) {
                if (s.meleeWith[mUnits[i]] >= 0) {
                    clearMelee(mUnits[i]);
                }
            }
        }
    }

    /** Whether any of mUnits[from..to) is present (and, with {@code formed}, not Broken). */
    private boolean anyPresent(int from, int to, boolean formed) {
        for (int i = from; i < to; i++) {
            if (s.present(mUnits[i]) && !(formed && s.has(mUnits[i], BROKEN))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Shares {@code cas} casualties over mUnits[from..to) into mShare (melee.casualties [D]): in proportion to the dice
     * each rolled (or evenly), the rounded-down shares first, then one more each by largest remainder, ties to the
     * unit listed first. A share beyond a unit's figures is lost with it.
     */
    private void share(int from, int to, int cas) {
        long total = 0;
        for (int i = from; i < to; i++) {
            total += t.casualtiesByDice ? mDice[mUnits[i]] : 1;
        }
        if (total == 0) {
            // No dice on this side: the casualties fall on its first unit.
            for (int i = from; i < to; i++) {
                mShare[mUnits[i]] = i == from ? cas : 0;
            }
            return;
        }
        int left = cas;
        for (int i = from; i < to; i++) {
            final int x = mUnits[i];
            final long w = (long) cas * (t.casualtiesByDice ? mDice[x] : 1);
            mShare[x] = (int) (w / total);
            mRem[x] = w % total;
            left -= mShare[x];
        }
        for (; left > 0; left--) {
            int best = -1;
            for (int i = from; i < to; i++) {
                if (best < 0 || mRem[mUnits[i]] > mRem[best]) {
                    best = mUnits[i];
                }
            }
            mShare[best]++;
            mRem[best] = -1;
        }
    }

    /** The shares of {@code cas} casualties over {@code units} that rolled {@code diceRolled} (for tests). */
    int[] shareCasualties(int[] units, int[] diceRolled, int cas) {
        for (int i = 0; i < units.length; i++) {
            mUnits[i] = units[i];
            mDice[units[i]] = diceRolled[i];
        }
        share(0, units.length, cas);
        int[] out = new int[units.length];
        for (int i = 0; i < units.length; i++) {
            out[i] = mShare[units[i]];
        }
        return out;
    }

    /** Narration of one side's units in a melee round: label, dice and modifier of each. */
    private String pool(int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) {
            final int x = mUnits[i];
            b.append(i > from ? ", " : "").append(t.label(x)).append(' ').append(mDice[x]).append('d')
                    .append(t.meleeSides).append(' ').append(sign(mMod[x]));
        }
        return b.toString();
    }

    /**
     * Compares melee dice (A8.2 [D]) and returns (hits of A) << 32 | (hits of B). Duel: die i of A against die i of B
     * (the dice are independent, so this is a random pairing); each surplus die against a random die of the smaller
     * side. Sorted: both sorted high to low and compared by position; surplus dice against the smaller side's lowest.
     * A side that rolls no dice is beaten by every die of the other. Sorts the buffers in sorted mode.
     */
    long compare(int[] a, int nA, int modA, int[] b, int nB, int modB) {
        if (t.pairing == JacobiteCodes.SORTED) {
            sortDescending(a, nA);
            sortDescending(b, nB);
        }
        final int m = Math.min(nA, nB);
        int ha = 0;
        int hb = 0;
        // Each pair's higher die scores, ties neither: counted by the signs of the differences, with no branch on
        // the dice (the predictor cannot know them).
        for (int i = 0; i < m; i++) {
            final int va = a[i] + modA;
            final int vb = b[i] + modB;
            ha += (vb - va) >>> 31;
            hb += (va - vb) >>> 31;
        }
        if (m == 0) {
            return (long) nA << 32 | nB;
        }
        for (int i = m; i < nA; i++) {
            final int other = t.pairing == JacobiteCodes.SORTED ? b[m - 1] : b[dice.below(m)];
            ha += (other + modB - a[i] - modA) >>> 31;
        }
        for (int i = m; i < nB; i++) {
            final int other = t.pairing == JacobiteCodes.SORTED ? a[m - 1] : a[dice.below(m)];
            hb += (other + modA - b[i] - modB) >>> 31;
        }
        return (long) ha << 32 | hb;
    }

    // ================================================================== dice helpers

    /** One die given by its faces (A2): a uniform pick of a face; the default d6 and AvD each draw a d6. */
    private int rollDie(int[] faces) {
        return faces[dice.roll(faces.length) - 1];
    }

    private int sumDice(int count, int[] faces) {
        int sum = 0;
        for (int i = 0; i < count; i++) {
            sum += rollDie(faces);
        }
        return sum;
    }

    private static void sortAscending(int[] a, int len) {
        for (int i = 1; i < len; i++) {
            final int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void sortDescending(int[] a, int len) {
        for (int i = 1; i < len; i++) {
            final int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] < v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static String sign(int m) {
        return m >= 0 ? "+" + m : Integer.toString(m);
    }

    private static String fmt(double v) {
        return String.format(java.util.Locale.ROOT, "%.1f", v);
    }
}
