package org.muster.rules.jacobite;

import org.muster.engine.Dice;
import org.muster.rules.battle.Columns;
import org.muster.rules.battle.StateBase;

/**
 * Mutable state of one {@code jacobite45} battle. Owned by one engine (one worker thread) and reused for every battle;
 * {@link #resetFrom} copies the template back in without allocating.
 *
 * <p>Layout: struct-of-arrays, unit u is column u of every per-unit array, live columns [0, unitCount). Per unit
 * {@code figures + killed == start} after every rule step (the rules have no out-of-action state: every unsaved hit
 * removes a figure, A2).
 *
 * <p>A forward model (ARCHITECTURE.md section 2a): the state holds everything a battle needs to go on, the shared
 * loop's clock (turns, the decision once made) and the cursor of the sequence of play beside it (cards dealt and
 * turned, deployment's progress) and the rule,
 * players' and set-up dice included, so {@link #copyFrom} of another state and {@link JacobiteEngine#playTo}
 * continue that battle exactly. Caches of sight and frontage are not state: they live in the engine, which copyFrom
 * tells to forget them.
 */
public final class JacobiteState extends StateBase {
    /** Troop type, class and figures at the start of this battle: the template's, or drawn from an army list. */
    public final int[] type = new int[JacobiteTemplate.MAX_UNITS];
    public final int[] cls = new int[JacobiteTemplate.MAX_UNITS];
    /** Figures at the start of this battle; 0 for an army-list slot that drew no unit (absent all battle). */
    public final int[] start = new int[JacobiteTemplate.MAX_UNITS];
    public final boolean[] government = new boolean[JacobiteTemplate.MAX_UNITS];
    public final boolean[] elite = new boolean[JacobiteTemplate.MAX_UNITS];
    public final boolean[] poor = new boolean[JacobiteTemplate.MAX_UNITS];
    /** Units and figures each side starts this battle with. */
    public final int[] sideUnits = new int[2];
    public final int[] sideFigures = new int[2];
    public final int[] figures = new int[JacobiteTemplate.MAX_UNITS];
    public final int[] killed = new int[JacobiteTemplate.MAX_UNITS];
    /** Enemy figures this unit removed. */
    public final int[] kills = new int[JacobiteTemplate.MAX_UNITS];
    public final double[] x = new double[JacobiteTemplate.MAX_UNITS];
    public final double[] y = new double[JacobiteTemplate.MAX_UNITS];
    /** Facing in degrees: 0 = north (towards high y), 90 = east. */
    public final double[] facing = new double[JacobiteTemplate.MAX_UNITS];
    /** Sine and cosine of the facing, kept with it (arcs are tested by dot products, not angles). */
    public final double[] facingSin = new double[JacobiteTemplate.MAX_UNITS];
    public final double[] facingCos = new double[JacobiteTemplate.MAX_UNITS];
    public final int[] formation = new int[JacobiteTemplate.MAX_UNITS];
    /** Status bits of {@link JacobiteCodes}: DISORDERED, BROKEN, ROUTED, GET_IN_THERE, ACTED, ... */
    public final int[] status = new int[JacobiteTemplate.MAX_UNITS];
    /** Rounds left (small arms), once rolled (A6.7). */
    public final int[] ammo = new int[JacobiteTemplate.MAX_UNITS];
    /** Gun rounds left: ball and case (A6.7). */
    public final int[] ammoBall = new int[JacobiteTemplate.MAX_UNITS];
    public final int[] ammoCase = new int[JacobiteTemplate.MAX_UNITS];
    /** The enemy unit this one is in melee with, or -1 (melees are one against one, see package-info). */
    public final int[] meleeWith = new int[JacobiteTemplate.MAX_UNITS];
    /** Rounds of its current melee fought so far. */
    public final int[] meleeRounds = new int[JacobiteTemplate.MAX_UNITS];
    /** True for the unit that charged into its current melee. */
    public final boolean[] charger = new boolean[JacobiteTemplate.MAX_UNITS];
    /** Where the charger struck the defender: 0 front, 1 flank, 2 rear (set on the defender). */
    public final int[] meleeArc = new int[JacobiteTemplate.MAX_UNITS];
    /** Host unit of each personality, or -1 when none is left to join. */
    public final int[] personalityHost = new int[JacobiteTemplate.MAX_PERSONALITIES];
    /** The melee each unit is in (a number given when the melee starts), or -1 (A8.3). */
    public final int[] meleeId = new int[JacobiteTemplate.MAX_UNITS];
    /** Melees started this battle: the next melee number. */
    public int melees;
    /** The side deployed at the south (low y) edge this battle: 0 unless the Government chose otherwise (A11). */
    public int southSide;
    /** The deck: unit indices, then jokers (values at least unitCount). */
    public final int[] deck = new int[JacobiteTemplate.MAX_UNITS + 16];
    /** The army lists' dice (SETUP stream); the rule and players' dice are {@link StateBase}'s. */
    final Dice setup = new Dice();
    /** Places of each zone taken during deployment (A11), this battle. */
    boolean[][] slotTaken = {new boolean[0], new boolean[0]};

    int unitCount;
    int turn;
    // The cursor of the sequence of play within a turn (Sequence), beside the clock.
    /** Where the sequence of play stands: one of {@code Sequence.P_*}. */
    int phase;
    /** Cards of this turn's deck turned so far, and the unit cards dealt before the first joker. */
    int card;
    int cards;
    /** Cards in this turn's deck as dealt (the present units' and the jokers, A3): {@code deck[0..dealt)}. */
    int dealt;
    /** Deployment by zones: the next unit to look at for each side, and the side to place next. */
    final int[] deployNext = new int[2];
    int deploySide;
    /** Times this state was overwritten by {@link #copyFrom}. */
    int copies;
    /** The caches of the engine that owns this state (not copied): told to forget when the state is overwritten. */
    Sightlines caches;

    /** Every per-unit column {@link #copyFrom} copies for the live units, and the per-side ones whole. */
    private final Columns copied = Columns.rows(type, cls, start, government, elite, poor, figures, killed, kills, x, y,
            facing, facingSin, facingCos, formation, status, ammo, ammoBall, ammoCase, meleeWith, meleeRounds, charger,
            meleeArc, meleeId).whole(sideUnits, sideFigures, deployNext);
    /** The columns a battle starts with at zero (false). */
    private final Columns zeroed = Columns.rows(killed, kills, ammo, ammoBall, ammoCase, meleeRounds, charger,
            meleeArc);
    /** The columns a battle starts with from the template, and the template's columns they come from. */
    private Columns atStart;
    private Columns fromTemplate;
    private JacobiteTemplate template;

    /** Sizes what depends on the template (the zones' places); the engine calls it once. */
    void size(JacobiteTemplate t) {
        slotTaken = new boolean[][] {new boolean[t.slotX[0].length], new boolean[t.slotX[1].length]};
        bind(t);
    }

    /** Points the start columns at {@code t}'s (once per template: allocates). */
    private void bind(JacobiteTemplate t) {
        template = t;
        atStart = Columns.rows(figures, start, type, cls, government, elite, poor, x, y, facing, facingSin, facingCos,
                formation).whole(sideUnits, sideFigures);
        fromTemplate = Columns.rows(t.figures, t.figures, t.type, t.cls, t.government, t.elite, t.poor, t.x, t.y,
                t.facing, t.facingSin, t.facingCos, t.formation).whole(t.sideUnits, t.sideFigures);
    }

    /**
     * Makes this state the other's (a state of the same template): every live column, the cursor, and the dice
     * generators' states with their counts of dice rolled (Dice.copyFrom). Allocation-free; a few hundred
     * nanoseconds for the bundled scenarios (benchmarks: JacobiteCopyBenchmark).
     */
    public void copyFrom(JacobiteState o) {
        final int n = o.unitCount;
        unitCount = n;
        copied.copyFrom(o.copied, n);
        System.arraycopy(o.personalityHost, 0, personalityHost, 0, personalityHost.length);
        System.arraycopy(o.deck, 0, deck, 0, Math.min(deck.length, n + 16));
        melees = o.melees;
        southSide = o.southSide;
        for (int z = 0; z < 2; z++) {
            System.arraycopy(o.slotTaken[z], 0, slotTaken[z], 0, Math.min(slotTaken[z].length, o.slotTaken[z].length));
        }
        copyStreamsFrom(o);
        setup.copyFrom(o.setup);
        turn = o.turn;
        phase = o.phase;
        card = o.card;
        cards = o.cards;
        dealt = o.dealt;
        deploySide = o.deploySide;
        copies++;
        if (caches != null) {
            caches.reset();
        }
    }

    /** Restores the start of a battle from the template. Allocation-free. */
    public void resetFrom(JacobiteTemplate t) {
        final int n = t.unitCount();
        unitCount = n;
        turn = 0;
        southSide = 0;
        melees = 0;
        if (t != template) {
            bind(t);
        }
        atStart.copyFrom(fromTemplate, n);
        System.arraycopy(t.personalityHost, 0, personalityHost, 0, t.personalityHost.length);
        zeroed.clear(n);
        java.util.Arrays.fill(meleeWith, 0, n, -1);
        java.util.Arrays.fill(meleeId, 0, n, -1);
        for (int u = 0; u < n; u++) {
            status[u] = type[u] == JacobiteCodes.ARTILLERY ? JacobiteCodes.LOADED : 0;
        }
    }

    /**
     * Puts a copy made inside unit {@code u}'s order decision back to just before that order: its card not yet turned
     * and the unit not yet marked as having acted, so that playing the copy forward asks for u's order again (a search
     * player answers it with each candidate). Returns false, leaving the state as it is, when the cursor does not
     * stand just past u's card.
     */
    public boolean rewindOrder(int u) {
        if (card < 1 || deck[card - 1] != u) {
            return false;
        }
        card--;
        status[u] &= ~JacobiteCodes.ACTED;
        return true;
    }

    /**
     * Deals again, with {@code dice}, the cards of this turn's deck that no player has seen (A3): those after the card
     * at the cursor, joker or not. Meant for a copy put back by {@link #rewindOrder}, whose cursor stands at the card
     * of the unit whose order is the decision: that card is seen, the rest are not. So a copy played forward
     * from a decision does not know which units act before the joker this turn, as no player does: a search player's
     * rollouts each see the rest of the deck in an order of their own (issue 21; without this its rollouts played the
     * live deck, knowledge doctrine does not have). Does nothing outside the cards of a turn. Allocation-free.
     */
    public void hideDeck(Dice dice) {
        if (phase != Sequence.P_CARDS || card >= cards) {
            return;
        }
        final int lo = card + 1;
        for (int i = dealt - 1; i > lo; i--) {
            final int k = lo + dice.below(i - lo + 1);
            final int tmp = deck[i];
            deck[i] = deck[k];
            deck[k] = tmp;
        }
        int k = lo;
        while (k < dealt && deck[k] < unitCount) {
            k++;
        }
        cards = k;
    }

    public int unitCount() {
        return unitCount;
    }

    /** Turns completed before the current one (0-based index of the current turn). */
    public int turn() {
        return turn;
    }

    public boolean has(int u, int statusBit) {
        return (status[u] & statusBit) != 0;
    }

    /** Still on the table (not routed, not wiped out). */
    public boolean present(int u) {
        return (status[u] & JacobiteCodes.GONE) == 0;
    }
}
