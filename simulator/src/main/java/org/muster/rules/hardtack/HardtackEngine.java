package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ROUTED;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.engine.Narrator;
import org.muster.rules.Engine;
import org.muster.rules.battle.BattleLoop;

/**
 * Plays {@code hardtack} battles of one {@link HardtackTemplate}. One per worker thread; owns a {@link HardtackState},
 * the rule dice (DICE stream), the players' dice (TACTICS stream), the two players and scratch arrays, and reuses them
 * for every battle. {@link #play} allocates nothing unless a narrator is set (then it builds one String per event).
 * Not thread-safe.
 *
 * <p>The rules are played by phase classes over the one state (package-info lists them); this class owns the battle
 * loop, the players' dice and the narrator, and answers the players' questions by delegating to the phases. The tests'
 * hooks into a battle (set a position up, run one rule step alone) are test code, {@code HardtackHooks} in the tests of
 * this package.
 *
 * <p>Flow of a turn (section 3.1): the side with fewer units on the table chooses who activates first (ties: D6
 * roll-off, re-rolled, the winner chooses); sides alternate activating one unit for two actions, a side with fewer
 * unactivated units may pass, a side with nothing left (or that stops) lets the other finish; a regimental formation
 * may activate together (section 3.5); a unit moving twice may draw reaction fire (3.8). Routed units withdraw at the
 * end of the turn; then the armies are checked (section 14). The simplifications are listed in package-info.
 */
public final class HardtackEngine extends HardtackPhase implements Engine {
    Narrator narrator;
    /** Told where the battle is decided (the run report's heat maps); {@link BattleObserver#NONE} by default. */
    BattleObserver observer = BattleObserver.NONE;

    /** An engine with the two players the factory makes for the template's sides. */
    public HardtackEngine(HardtackTemplate template, HardtackPlayerFactory factory) {
        super(template);
        link(this, new HardtackSightlines(this), new HardtackActivation(this), new HardtackMovement(this),
                new HardtackFire(this), new HardtackHits(this), new HardtackArtillery(this),
                new HardtackConfidence(this), new HardtackCommand(this), new HardtackAssault(this),
                new HardtackEndOfTurn(this));
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

    public HardtackTemplate template() {
        return t;
    }

    public HardtackState state() {
        return s;
    }

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    public Dice tactics() {
        return s.tactics;
    }

    /** Restores the state of the battle's start: a new epoch, and every unit's part in target scans compared. */
    void restart() {
        s.resetFrom(t);
        lines.newBattle();
    }

    @Override
    public void play(long baseSeed, long battleIndex, BattleRecord out) {
        BattleLoop.play(loop, baseSeed, battleIndex, out);
    }

    /** {@link #advance} stops at the next decision (the one pending on entry is asked and played first). */
    public static final int NEXT_DECISION = 0;
    /** {@link #advance} stops after the end of the turn (its end-of-turn steps and break check done). */
    public static final int END_OF_TURN = 1;
    /** {@link #advance} stops when the battle is over and decided. */
    public static final int END_OF_BATTLE = 2;

    /** Where {@link #advance} stops, and whether this call has asked a decision yet. */
    private int until = END_OF_BATTLE;
    private boolean asked;
    private int turnAtEntry;

    /**
     * Starts battle {@code battleIndex} of the batch seeded {@code baseSeed}: the streams reseeded, the state reset to
     * the template's, the players told. Then {@link #advance} plays it (or a copy of its state, {@link #resume}).
     */
    public void begin(long baseSeed, long battleIndex) {
        BattleLoop.begin(loop, baseSeed, battleIndex);
    }

    /**
     * Continues from a copy: this engine's state becomes a copy of {@code from} (a state of a battle of this
     * template, of this engine or another), its caches learn that every unit may have changed, and the players are
     * told. The players must be ones that keep nothing of a battle but what they read from the engine (every bundled
     * player). Allocation-free.
     */
    public void resume(HardtackState from) {
        s.copyFrom(from);
        lines.newBattle();
        players[0].startBattle(this);
        players[1].startBattle(this);
    }

    /**
     * Plays forward from the cursor in the state: to the next decision ({@link #NEXT_DECISION}: the decision pending on
     * entry, if any, is asked and played first), to the end of the turn ({@link #END_OF_TURN}) or to the end of the
     * battle ({@link #END_OF_BATTLE}); never beyond the end of the battle. Returns whether the battle is over and
     * decided. Decisions are the points a battle stops at: a side choosing a unit to activate (or passing), each
     * order of an activation, and the other side's reaction fire at a unit about to make its second move (section
     * 3.8; its order, already decided, waits in the state and is played after the answer). Each counts one in
     * {@link #decisions}. What is asked inside one order's resolution (a transferred activation, its orders and any
     * reaction fire they draw) is played through.
     */
    public boolean advance(int until) {
        this.until = until;
        this.asked = false;
        this.turnAtEntry = s.clock.turn();
        try {
            return BattleLoop.advance(loop);
        } finally {
            this.until = END_OF_BATTLE;
        }
    }

    /** For the activation: whether the decision it stands at may be asked now. */
    boolean mayAsk() {
        return until != NEXT_DECISION || !asked;
    }

    /** For the activation: a decision was asked. */
    void asked() {
        asked = true;
    }

    /** For the activation: whether to stop before turn {@code turn} (0-based) begins. */
    boolean pauseAtTurnStart(int turn) {
        return until == END_OF_TURN && turn > turnAtEntry;
    }

    /** Whether the battle stands at a decision not yet asked (after {@link #advance} to the next decision). */
    public boolean atDecision() {
        return act.atDecision();
    }

    /** Decisions asked so far in this battle. */
    public long decisions() {
        return s.clock.decisions();
    }

    /** Fills {@code out} with the result of the battle, once {@link #advance} has played it to its end. */
    public void record(BattleRecord out) {
        BattleLoop.finish(loop, out);
    }

    private final Loop loop = new Loop();

    /** What the shared {@link BattleLoop} asks of hardtack. */
    private final class Loop implements BattleLoop.Rules {
        private final BattleLoop.Frame frame = new BattleLoop.Frame(s.dice, s.tactics, null, s.clock, n,
                t.victory.maxTurns, t.victory.tieBreak);

        @Override
        public BattleLoop.Frame frame() {
            return frame;
        }

        @Override
        public void reset() {
            restart();
        }

        @Override
        public void start() {
            players[0].startBattle(HardtackEngine.this);
            players[1].startBattle(HardtackEngine.this);
            s.over = false;
            s.winner = BattleRecord.DRAW;
            s.how = -1;
            s.stage = HardtackActivation.STAGE_TURN_START;
        }

        @Override
        public int playTurn(int turn) {
            return act.playTurn(turn);
        }

        @Override
        public void turnEnded(int turnsPlayed) {
            for (int u = 0; u < n; u++) {
                if (s.present(u)) {
                    observer.unitAt(u, turnsPlayed, s.x[u], s.y[u]);
                }
            }
        }

        @Override
        public boolean beaten(int side) {
            return ending.beaten(side);
        }

        @Override
        public void ending() {
            // Runners rejoin at the end of every turn and once more when the battle ends (section 3.4).
            command.rejoinRunners();
        }

        @Override
        public int objectivePoints(int side) {
            return ending.objectivePoints(side);
        }

        @Override
        public double casualtyCost(int side) {
            return ending.casualtyPoints(side);
        }

        @Override
        public void record(BattleRecord out) {
            for (int u = 0; u < n; u++) {
                out.start[u] = t.figures[u];
                out.killed[u] = s.dead[u];
                out.outOfAction[u] = s.wounded[u] + s.stabilised[u] + s.captured[u];
                out.standing[u] = s.fit[u];
                out.kills[u] = s.kills[u];
                out.routedOff[u] = s.fled(u) ? s.fit[u] : 0;
                out.routed[u] = (byte) (s.fled(u) || s.confidence[u] == ROUTED ? 1 : 0);
                out.destroyed[u] = (byte) (s.fled(u) || s.fit[u] == 0 ? 1 : 0);
            }
        }

        @Override
        public void ended(int winner, int how, int turns) {
            if (narrator != null) {
                say("battle over after turn " + turns + ": " + (winner == BattleRecord.DRAW ? "draw"
                        : t.sideName(winner) + " wins") + " (" + BattleRecord.howName(how) + ")");
            }
        }
    }

    // ================================================================== queries for the players (delegates)

    /** Length of (dx, dy): a plain square root (Math.hypot is a slow StrictMath call guarding nothing needed here). */
    public static double len(double dx, double dy) {
        return HardtackSightlines.len(dx, dy);
    }

    public double dist(int u, int v) {
        return lines.dist(u, v);
    }

    /** Distance from u to the nearest enemy on the table, or +infinity. */
    public double nearestEnemyDistance(int u) {
        return lines.nearestEnemyDistance(u);
    }

    /** The nearest enemy of u on the table, or -1 (see {@link HardtackSightlines#nearestEnemy}). */
    public int nearestEnemy(int u) {
        return lines.nearestEnemy(u);
    }

    /**
     * Line of sight between the centres of u and v (section 6, 7.13 [D]). Symmetric, and always walked in one
     * canonical direction (from the unit of lower index): the walk's floating-point steps and the test of units in the
     * way at the ends of the segment may differ by direction at cell and block edges, and sight must not depend on
     * which of the two asks first (it is then a pure function of the state, whatever order the players ask in).
     */
    public boolean sees(int u, int v) {
        return lines.sees(u, v);
    }

    /**
     * The units v whose sight from u the terrain is known to block now, as bits: bit v % 64 for v from 64 * word to 64
     * * word + 63. A set bit means {@link #sees}(u, v) is false (as it would answer now); a clear bit means nothing.
     * Lets a scan pass over the pairs it would value only to find them out of sight.
     */
    public long hiddenByTerrain(int u, int word) {
        return lines.hiddenByTerrain(u, word);
    }

    /**
     * Whether the terrain blocks sight between u and v now, found without walking the line where a few of its steps
     * tell (then remembered as {@link #hiddenByTerrain}'s bit); false tells nothing. Cheaper than valuing the pair.
     */
    public boolean terrainHides(int u, int v) {
        return lines.terrainHides(u, v);
    }

    /** Cover code (0 none .. 3 fortification) of v against fire from u. */
    public int coverOf(int v, int u) {
        return lines.coverOf(v, u);
    }

    /**
     * The number of changes so far of the units' parts in target scans (centre, presence, formation, in-position,
     * travel mode; a new battle or a copy changes those of the units whose part differs from the last counted): a
     * target scan of u reads nothing of the other units and the ground that can change while this count stands
     * still, nor of a pair (u, v) while neither {@link #changedAt} passes the count it was made at. Arc, range,
     * cover and sight are pure functions of those parts and u's own state, whatever was asked before.
     */
    public long changes() {
        return lines.changes();
    }

    /** The value of {@link #changes} at which w's part in target scans last changed (as of the last call of it). */
    public long changedAt(int w) {
        return lines.changedAt(w);
    }

    /** The current epoch: it advances whenever a position, a formation or a unit's presence changes. */
    public long epoch() {
        return lines.epoch();
    }

    /**
     * Range-die steps of u firing at v now ({@link #rangeStepsOf} at their distance), cached by pair and positions:
     * the players ask this for every pair on every decision, and between two decisions most units have not moved.
     */
    public int rangeSteps(int u, int v) {
        return lines.rangeSteps(u, v);
    }

    /**
     * {@link #rangeSteps} of u at v in the low 32 bits and {@link #coverOf}{@code (v, u)} above them, from one look at
     * the pair's remembered record: for a caller that values a target by both.
     */
    public long stepsAndCover(int u, int v) {
        return lines.stepsAndCover(u, v);
    }

    /**
     * Range-die steps of u firing at v at distance d; above fire.max-steps means ineffective. {@link #rangeSteps}
     * caches it by the two positions and its key: any further state read here must go into that key.
     */
    public int rangeStepsOf(int u, int v, double d) {
        return lines.rangeStepsOf(u, v, d);
    }

    /** Whether a unit may be chosen now: on the table with figures fit, not routed, not yet activated this turn. */
    public boolean canActivate(int u) {
        return act.canActivate(u);
    }

    /**
     * The companies that would activate with {@code u} under Activate Regiment (section 3.5), into members: the
     * regimental commander's own activation, once a turn (its regiment not yet ordered this turn), so 0 when it has
     * been used, when u's regiment has no commander, or when u itself is not one of them. Members are the companies
     * of his regiment not yet activated this turn, in close formation, CO to SH, not panicked, of u's mounted state,
     * whose centres are within {@code regiment.radius} of him (2.7; he stands with {@link #colonelOf}). While a brigade
     * commander's transfer gives him one more activation (3.3) it is asked of his own company, ordered or not, which
     * need not be a member (it may have activated).
     */
    public int regimentMembers(int u) {
        return act.regimentMembers(u);
    }

    /** True while an Activate Regiment activation is running (no close assaults inside it). */
    public boolean inRegimentActivation() {
        return act.inRegimentActivation();
    }

    /** Base mobility of u in inches (section 5.2), 0 if it cannot move. */
    public int baseMove(int u) {
        return movement.baseMove(u);
    }

    /** Horse figures of u's detached element left: the gun's team, or the dismounted company's led horses. */
    public int detachedFigures(int u) {
        return movement.detachedFigures(u);
    }

    /** u has a detached element on the table: its parent is present and some horse figure of it is left. */
    public boolean detachedPresent(int u) {
        return movement.detachedPresent(u);
    }

    /** Distance from u's centre to its detached element. */
    public double detachedDistance(int u) {
        return movement.detachedDistance(u);
    }

    /** u can activate its detached element now: present and within {@code detached.radius} (section 3.7 [D]). */
    public boolean detachedInReach(int u) {
        return movement.detachedInReach(u);
    }

    /**
     * Two points in integrity (section 2.8): they fit in a circle {@code integrity.circle} across, or they are no more
     * than {@code integrity.chain} apart. A company is one point, so this is read only between a company and a detached
     * element of it.
     */
    public boolean inIntegrity(double d) {
        return movement.inIntegrity(d);
    }

    /** A gun's team is within {@code limber.team-range} (always, limbered): it may limber or take its gun away. */
    public boolean teamInReach(int u) {
        return movement.teamInReach(u);
    }

    /** A dismounted company's horses are back within its integrity: it may remount (section 5.7 [D]). */
    public boolean horsesInIntegrity(int u) {
        return movement.horsesInIntegrity(u);
    }

    /** Base move of u's detached element (section 5.2): the horse team's row, or {@code move.led-horses}. */
    public int detachedMove(int u) {
        return movement.detachedMove(u);
    }

    /** Whether u may enter travel mode (section 5.5): infantry or cavalry in column, or a limbered gun. */
    public boolean canTravel(int u) {
        return movement.canTravel(u);
    }

    /**
     * Whether u may try to go in position (section 4.2): not already, not limbered, not behind a fortification, not
     * after failing the test this turn.
     */
    public boolean canGoInPosition(int u) {
        return movement.canGoInPosition(u);
    }

    /** Range-die steps of u firing at v's detached element: horse figures in skirmish order (section 9.5 [D]). */
    public int detachedSteps(int u, int v) {
        return fire.detachedSteps(u, v);
    }

    /**
     * Whether u may fire at v's detached element now: as {@link #canFire}, the arc and sight taken to the element; a
     * broken unit may not (the element never fired on it); a sharpshooter shoots men, not horses [D].
     */
    public boolean canFireDetached(int u, int v) {
        return fire.canFireDetached(u, v);
    }

    /**
     * u fires at v's detached element (section 9.5 [D]): the firer's own dice (a gun's shot is one potential hit, the
     * element being in skirmish order) against the range die to the element; every wound or kill result downs one horse
     * figure ({@link #detachedHits}). Horses take no confidence tests. Returns the horse figures downed.
     */
    int fireDetached(int u, int v) {
        return fire.fireDetached(u, v);
    }

    /** Whether u may fire at v now (section 7.2, 7.3, 7.11, 7.12, 2.5). */
    public boolean canFire(int u, int v) {
        return fire.canFire(u, v);
    }

    /**
     * Whether u could fire at v in a fresh activation with its weapons loaded (ignoring a Reload marker, an empty gun
     * and this activation's fire): what a transferred activation (Reload or Load, then Fire) could shoot at.
     */
    public boolean couldFireLoaded(int u, int v) {
        return fire.couldFireLoaded(u, v);
    }

    /**
     * Whether u is ready to fire now at all (the firer's own conditions of {@link #canFire}): when false, it can fire
     * at no one, so a scan of targets can stop before it starts.
     */
    public boolean mayFire(int u) {
        return fire.mayFire(u);
    }

    /**
     * Whether u could fire at all in a fresh activation with its weapons loaded (the firer's own conditions of {@link
     * #couldFireLoaded}): when false, it could fire at no one so.
     */
    public boolean mayFireLoaded(int u) {
        return fire.mayFireLoaded(u);
    }

    /**
     * {@link #canFire} for a firer known to be ready ({@link #mayFire} true): the same answer without testing the
     * firer's own conditions again for every target of a scan.
     */
    public boolean canFireReady(int u, int v) {
        return fire.canFireReady(u, v);
    }

    /**
     * Whether v stands in u's arc of fire (a gun's arc, small arms' unless u is in skirmish order): a pure function
     * of the two centres, u's type, formation and facing.
     */
    public boolean inArc(int u, int v) {
        return fire.inArc(u, v);
    }

    /**
     * The rest of {@link #canFireReady} once v is known a present enemy within u's effective range ({@link #rangeSteps}
     * at most fire.max-steps) and {@link #inArc}: a broken firer's restriction to units that fired on it
     * (fired-on.window) and sight. A scan may so value a target (range steps, cover) before it asks this.
     */
    public boolean clearToFire(int u, int v) {
        return fire.clearToFire(u, v);
    }

    /** Figures of u that can fire: fit, less the horse holders of dismounted cavalry (section 5.7). */
    public int firers(int u) {
        return fire.firers(u);
    }

    /**
     * Fit figures of u serving its Gatling (section 7.6 [D]): its crew while they last, fit figures of the company
     * taking their places (SG2 support weapons are served by members of the squad). They fire no small arms.
     */
    public int gunners(int u) {
        return fire.gunners(u);
    }

    /** Whether u's Gatling may join its small-arms fire now (section 7.6 [D]); the small arms' legality aside. */
    public boolean gatlingCanJoin(int u) {
        return fire.gatlingCanJoin(u);
    }

    /**
     * Whether u's Gatling may fire alone at v now (section 7.6 [D]): as small arms (sides, sight, arc of a close
     * formation, a broken company's restriction) but with its own range (no smoothbore shift, not close-range only)
     * and no Reload marker to stop it unless gatling.reload is yes.
     */
    public boolean canFireGatling(int u, int v) {
        return fire.canFireGatling(u, v);
    }

    /** Range-die steps of u's Gatling firing alone at v: the company's band, the target's shifts, nothing else. */
    public int gatlingSteps(int u, int v) {
        return fire.gatlingSteps(u, v);
    }

    /** Fit riders of cavalry company u who have lost their horse (section 9.4 [D]): never more than the fit. */
    public int unhorsed(int u) {
        return fire.unhorsed(u);
    }

    /**
     * The firer dice u would roll now (section 7.5, 12.2), as die codes into {@code out[0]} (quality) and
     * {@code out[1]} (firepower, shot or canister die). Allocation-free.
     */
    public void firerDice(int u, int[] out) {
        fire.firerDice(u, out);
    }

    /**
     * u fires at v (section 7.7; artillery 12.2). With {@code finalDefensive} the target takes no fired-on test
     * (section 11.1 step 5); the caller reads {@link #lastResults}. Returns the wound and kill results.
     */
    int fire(int u, int v, boolean finalDefensive) {
        return fire.fire(u, v, finalDefensive);
    }

    // ================================================================== off-table artillery (12.3 [D])

    /**
     * Whether u may call an off-table fire mission on v now (section 12.3 [D]): offtable on, u is the company its
     * regimental or brigade commander stands with, its side has a mission left and none inbound, and u sees v.
     */
    public boolean canCallArtillery(int u, int v) {
        return guns.canCallArtillery(u, v);
    }

    /**
     * Whether the company {@code by}, in its activation, may spend an action on a rally of company v now (sections
     * 3.2, 3.6): the rally is given by a commander, so {@code by} is the company its regimental commander stands with
     * ({@link #colonelOf}) and v a company of that regiment (his own company too) whose centre is within
     * {@code command.radius} of him; a company with no regimental commander (a regiment of one, a sharpshooter, or
     * one whose commander is lost with nobody to take over) is rallied by its own captain ([D], package-info). Once
     * per activation (Rally is not a doubled action), never inside Activate Regiment (it takes both of the commander's
     * actions). v must be below its starting level and not routed.
     */
    public boolean canRally(int by, int v) {
        return morale.canRally(by, v);
    }

    /**
     * The threat level of v's test after a fire resolution with the given level and wound + kill results, or
     * Integer.MIN_VALUE for no test (section 10.4).
     */
    int fireTestTl(int v, int row, int level, int results, boolean leaderHit) {
        return morale.fireTestTl(v, row, level, results, leaderHit);
    }

    /** The company u's regimental commander stands with, or -1 (no regimental commander). */
    public int colonelOf(int u) {
        return command.colonelOf(u);
    }

    /** Transfers the regimental commander of u may still make this turn. */
    public int transfersLeft(int u) {
        return command.transfersLeft(u);
    }

    /**
     * Whether u (the company its regimental commander stands with) may give company v an immediate activation now
     * (section 3.3): v of the same regiment, able to act, its centre within {@code command.radius} of u or, by a runner
     * (3.4: one of u's fit figures runs {@code command.runner-move}, then transfers), within both distances together.
     */
    public boolean canTransfer(int u, int v, boolean runner) {
        return command.canTransfer(u, v, runner);
    }

    /** Whether the company u may order a transfer now: its regimental or its brigade commander has one left. */
    public boolean mayTransfer(int u) {
        return command.mayTransfer(u);
    }

    /** The company the commander of u's brigade stands with, or -1 (no brigade commander, or he is down). */
    public int brigadierOf(int u) {
        return command.brigadierOf(u);
    }

    /** Largest distance u can close in one charge (two combat moves at the top roll) plus contact. */
    public double assaultReach(int u) {
        return assault.assaultReach(u);
    }

    /** Whether u may declare a close assault on v (section 11.1 steps 1-2, 2.5). */
    public boolean canAssault(int u, int v) {
        return assault.canAssault(u, v);
    }

    /** The attacker's reaction threat level for an assault by u on v. */
    public int assaultTl(int u, int v) {
        return assault.assaultTl(u, v);
    }

    /** The defender's stand-test threat level against u (section 11.1 step 3). */
    public int standTl(int u, int v) {
        return assault.standTl(u, v);
    }

    /** Fraction of a side's units (sharpshooters not counted) that are broken, routed, fled or without a fit figure. */
    public double brokenFraction(int side) {
        return ending.brokenFraction(side);
    }

    /** Objectives held (section 14 item 4): a fit unit within the radius and no enemy nearer. */
    public int objectivePoints(int side) {
        return ending.objectivePoints(side);
    }

    /** Casualty points of a side (section 14 item 4): dead and captured 1, stabilised and wounded 0.5, guns 3. */
    public double casualtyPoints(int side) {
        return ending.casualtyPoints(side);
    }

    /** Both sides' {@link #casualtyPoints} at once into {@code out[0]} and {@code out[1]}: the same values. */
    public void casualtyPoints(double[] out) {
        ending.casualtyPoints(out);
    }
}
