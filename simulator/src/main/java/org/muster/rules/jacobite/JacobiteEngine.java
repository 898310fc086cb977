package org.muster.rules.jacobite;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;
import org.muster.rules.battle.BattleLoop;
import org.muster.rules.battle.EngineBase;

/**
 * Plays {@code jacobite45} battles of one {@link JacobiteTemplate}. One per worker thread; owns a
 * {@link JacobiteState} (which holds the rule dice, DICE stream, the players' dice, TACTICS stream, and the cursor of
 * the sequence of play), the two players, one order, and the phases that play the rules over that one state:
 * {@link Sequence} (deployment decisions, turns, the deck, activations, victory and the record), {@link Armies}
 * (army lists, deployment by zones), {@link Sightlines} (geometry, sight and every cache), {@link Movement},
 * {@link Fire}, {@link Melee} (charges and melee) and {@link Morale}. The battle's skeleton (streams, reset, turns,
 * break check, the one victory decision, the record) is the shared {@link BattleLoop}'s; {@link Sequence} is this
 * rule set's side of it. {@link #play} allocates nothing unless a
 * narrator is set (then it builds one String per event). Not thread-safe.
 *
 * <p>Flow of a battle (A3): each turn the deck (one card per present unit plus the jokers) is shuffled and turned card
 * by card until a joker or the end of the deck. A unit card activates its unit for one phase (A4): a unit in a melee
 * fights its next round instead; a unit under "Get in there" advances or charges by itself (A11 [D]); otherwise its
 * player gives the order. Melees not fought this turn are fought at its end (A8.3 [D]); then each army is checked for
 * breaking (A11 [D]).
 *
 * <p>A forward model (ARCHITECTURE.md section 2a): everything a battle needs to go on lives in the state, so
 * {@code other.state().copyFrom(state())} followed by {@link #playTo} on the other engine continues the battle
 * exactly as this one would, with whatever players the other engine has. The decisions a battle can stop at are the
 * top-level ones: the Government's edge and each placement of deployment by zones, and each order a player gives for
 * a card; the resolution of one order runs through.
 *
 * <p>Geometry is simplified (see package-info): a unit is a point with a facing; distances are centre to centre;
 * two units touch at {@code geometry.contact} inches.
 */
public final class JacobiteEngine extends EngineBase<JacobiteTemplate, JacobiteState> implements JacobiteBattleView {
    /** {@link #playTo}: stop before the next decision a player takes. */
    public static final int UNTIL_DECISION = 0;
    /** {@link #playTo}: stop when the current turn is over (its break check made). */
    public static final int UNTIL_TURN_END = 1;
    /** {@link #playTo}: play the battle out. */
    public static final int UNTIL_BATTLE_END = 2;
    /** {@link #playTo}: stop when deployment is over (what {@link Sequence#deployAll} plays). */
    static final int UNTIL_DEPLOYED = -1;

    final JacobitePlayer[] players = new JacobitePlayer[2];
    final JacobiteOrder order = new JacobiteOrder();
    Narrator narrator;
    /** Told where the battle is decided (the run report's heat maps); {@link BattleObserver#NONE} by default. */
    BattleObserver observer = BattleObserver.NONE;
    final Sightlines sight;
    final Movement move;
    final Fire fire;
    final Melee melee;
    final Morale morale;
    final Armies armies;
    final Sequence seq;
    private final Phase[] phases;

    /** An engine with the two players the factory makes for the template's sides. */
    public JacobiteEngine(JacobiteTemplate template, JacobitePlayerFactory factory) {
        super(template, new JacobiteState());
        s.size(template);
        for (int sd = 0; sd < 2; sd++) {
            players[sd] = factory.create(template.player(sd), sd, template);
        }
        sight = new Sightlines(this);
        move = new Movement(this);
        fire = new Fire(this);
        melee = new Melee(this);
        morale = new Morale(this);
        armies = new Armies(this);
        seq = new Sequence(this);
        phases = new Phase[] {sight, move, fire, melee, morale, armies, seq};
        for (Phase p : phases) {
            p.link();
        }
        s.caches = sight;
    }

    @Override
    public void narrate(Narrator narrator) {
        this.narrator = narrator;
        for (Phase p : phases) {
            p.narrator = narrator;
        }
    }

    @Override
    public void observe(BattleObserver observer) {
        this.observer = observer == null ? BattleObserver.NONE : observer;
        for (Phase p : phases) {
            p.observer = this.observer;
        }
    }

    /** Makes these players play the following decisions (a search player's rollouts play with fast players). */
    public void usePlayers(JacobitePlayer side0, JacobitePlayer side1) {
        players[0] = java.util.Objects.requireNonNull(side0, "side0");
        players[1] = java.util.Objects.requireNonNull(side1, "side1");
    }

    // ================================================================== battle

    /**
     * Resets state and dice for battle {@code battleIndex} and draws its armies (A10): the cursor then stands before
     * deployment (by zones) or the first turn, and no player has been asked anything.
     */
    public void begin(long baseSeed, long battleIndex) {
        BattleLoop.begin(seq, baseSeed, battleIndex);
    }

    @Override
    public void play(long baseSeed, long battleIndex, BattleRecord out) {
        seq.play(baseSeed, battleIndex, out);
    }

    /**
     * Plays forward from where the state stands, with this engine's players: {@link #UNTIL_DECISION} to the next
     * decision (stopped before its player is asked; when the state already stands at one, that one is taken first),
     * {@link #UNTIL_TURN_END} to the end of the current turn, {@link #UNTIL_BATTLE_END} to the end. Returns whether
     * the battle is over. The state may have been copied from another engine's ({@link JacobiteState#copyFrom}).
     */
    public boolean playTo(int until) {
        return seq.playTo(until);
    }

    /** Whether the battle is decided. */
    public boolean over() {
        return s.clock.over();
    }

    /** Whether the state stands at a decision a player takes when play goes on. */
    public boolean atDecision() {
        return seq.atDecision();
    }

    /** The side whose player takes the pending decision, or -1 when none is pending. */
    public int pendingSide() {
        return seq.pendingSide();
    }

    /** The unit whose placement or order is pending, or -1 (no decision pending, or the Government's edge). */
    public int pendingUnit() {
        return seq.pendingUnit();
    }

    /** Writes what the battle produced into {@code out}; the battle must be {@link #over}. */
    public void record(BattleRecord out) {
        BattleLoop.finish(seq, out);
    }

    // ========================================================= the view (JacobiteBattleView): the phases themselves

    /** Bearing from (x0, y0) to (x1, y1) in degrees, 0 = north, 90 = east. */
    public static double bearing(double x0, double y0, double x1, double y1) {
        return Sightlines.bearing(x0, y0, x1, y1);
    }

    /** Smallest angle between two bearings, 0-180. */
    public static double angleBetween(double a, double b) {
        return Sightlines.angleBetween(a, b);
    }

    @Override
    public boolean legal(final int u, final JacobiteOrder o) {
        return seq.legal(u, o);
    }

    @Override
    public boolean beaten(int side) {
        return seq.beaten(side);
    }

    @Override
    public int objectivePoints(int side) {
        return seq.objectivePoints(side);
    }

    @Override
    public Armies armies() {
        return armies;
    }

    @Override
    public Sightlines sight() {
        return sight;
    }

    @Override
    public Movement movement() {
        return move;
    }

    @Override
    public Fire fire() {
        return fire;
    }

    @Override
    public Melee melee() {
        return melee;
    }

    @Override
    public Morale morale() {
        return morale;
    }
}
