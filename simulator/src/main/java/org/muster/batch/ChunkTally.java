package org.muster.batch;

import java.io.Serializable;
import java.util.Arrays;

import org.muster.engine.BattleRecord;
import org.muster.rules.Template;

/**
 * What a run of battles added up to: integer accumulators only, nothing kept per battle. Two tallies of the same
 * template merge exactly ({@link #add}, {@link #merge}): merging is associative and commutative because it only adds
 * longs, so the merged tally of a run is the same whatever the thread count, chunk order or partitioning (locally or,
 * later, on Spark, hence {@link Serializable}). Doubles are derived from it only in {@code org.muster.stats}.
 *
 * <p>Histograms are indexed by value and count battles: {@code turnsHistogram()[t]} is the number of battles that
 * lasted t turns. They are sized from the template (turn limit, start figures) and grow, by copying, only if a battle
 * goes beyond that (which a rule set should not do); equality ignores trailing zero bins.
 *
 * <p>Not thread-safe: one worker fills a chunk's tally, and the runner merges tallies on its own thread. Recording a
 * battle allocates nothing unless a histogram has to grow.
 */
public final class ChunkTally implements Serializable {
    private static final long serialVersionUID = 2L;
    /** Winner codes: side 0, side 1, draw. */
    private static final int WINNERS = 3;

    private final int[] unitSide;
    private long battles;
    private final long[] wins = new long[WINNERS];
    /** Battles by winner and how: index {@code winner * HOW_COUNT + how}. */
    private final long[] outcomes = new long[WINNERS * BattleRecord.HOW_COUNT];
    private long[] turns;
    private final long[][] sideLost = new long[2][];
    private final long[] sideKilled = new long[2];
    private final long[] sideOutOfAction = new long[2];
    /** Battles by figures of the side routed off the table ({@link BattleRecord#routedOff}). */
    private final long[][] sideRoutedOff = new long[2][];
    private final long[][] unitLost;
    private final long[][] unitKills;
    private final long[] unitRouted;
    private final long[] unitDestroyed;
    /** Figures of the unit routed off the table, summed over all battles. */
    private final long[] unitRoutedOffFigures;
    /** Battles in which the unit routed off the table with figures standing. */
    private final long[] unitRoutedOff;
    /** Figures each side lost in the battle last recorded (scratch for the runner's battle rows). */
    private final int[] lastLost = new int[2];

    /** An empty tally shaped for {@code template}. */
    public ChunkTally(Template template) {
        int units = template.unitCount();
        unitSide = new int[units];
        int[] sideStart = new int[2];
        for (int u = 0; u < units; u++) {
            int side = template.unitSide(u);
            if (side != 0 && side != 1) {
                throw new IllegalArgumentException("unit " + u + " has side " + side + ", not 0 or 1");
            }
            unitSide[u] = side;
            sideStart[side] += template.unitStartFigures(u);
        }
        turns = new long[Math.max(0, template.maxTurns()) + 1];
        sideLost[0] = new long[sideStart[0] + 1];
        sideLost[1] = new long[sideStart[1] + 1];
        sideRoutedOff[0] = new long[sideStart[0] + 1];
        sideRoutedOff[1] = new long[sideStart[1] + 1];
        unitLost = new long[units][];
        unitKills = new long[units][];
        for (int u = 0; u < units; u++) {
            unitLost[u] = new long[template.unitStartFigures(u) + 1];
            unitKills[u] = new long[sideStart[1 - unitSide[u]] + 1];
        }
        unitRouted = new long[units];
        unitDestroyed = new long[units];
        unitRoutedOffFigures = new long[units];
        unitRoutedOff = new long[units];
    }

    private ChunkTally(ChunkTally o) {
        unitSide = o.unitSide.clone();
        battles = o.battles;
        System.arraycopy(o.wins, 0, wins, 0, WINNERS);
        System.arraycopy(o.outcomes, 0, outcomes, 0, outcomes.length);
        turns = o.turns.clone();
        for (int s = 0; s < 2; s++) {
            sideLost[s] = o.sideLost[s].clone();
            sideKilled[s] = o.sideKilled[s];
            sideOutOfAction[s] = o.sideOutOfAction[s];
            sideRoutedOff[s] = o.sideRoutedOff[s].clone();
        }
        unitLost = new long[unitSide.length][];
        unitKills = new long[unitSide.length][];
        for (int u = 0; u < unitSide.length; u++) {
            unitLost[u] = o.unitLost[u].clone();
            unitKills[u] = o.unitKills[u].clone();
        }
        unitRouted = o.unitRouted.clone();
        unitDestroyed = o.unitDestroyed.clone();
        unitRoutedOffFigures = o.unitRoutedOffFigures.clone();
        unitRoutedOff = o.unitRoutedOff.clone();
    }

    /** A deep copy. */
    public ChunkTally copy() {
        return new ChunkTally(this);
    }

    /**
     * Adds one battle. Throws {@link IllegalStateException} if the record breaks the {@link BattleRecord} contract
     * (unit count, winner or how code out of range, negative counts, more figures routed off than standing); the
     * runner reports it with the battle's seed.
     */
    public void record(BattleRecord r) {
        final int units = unitSide.length;
        if (r.unitCount != units) {
            throw new IllegalStateException("record has " + r.unitCount + " units, template has " + units);
        }
        if (r.winner < 0 || r.winner >= WINNERS) {
            throw new IllegalStateException("winner code " + r.winner + " is not 0, 1 or " + BattleRecord.DRAW);
        }
        if (r.how < 0 || r.how >= BattleRecord.HOW_COUNT) {
            throw new IllegalStateException("how code " + r.how + " is out of range");
        }
        if (r.turns < 0) {
            throw new IllegalStateException("turns " + r.turns + " is negative");
        }
        for (int u = 0; u < units; u++) {
            if (r.killed[u] < 0 || r.outOfAction[u] < 0 || r.kills[u] < 0) {
                throw new IllegalStateException("unit " + u + " has a negative count: killed " + r.killed[u]
                        + ", out of action " + r.outOfAction[u] + ", kills " + r.kills[u]);
            }
            if (r.routedOff[u] < 0 || r.routedOff[u] > r.standing[u]) {
                throw new IllegalStateException("unit " + u + " has " + r.routedOff[u] + " figures routed off but "
                        + r.standing[u] + " standing");
            }
        }
        battles++;
        wins[r.winner]++;
        outcomes[r.winner * BattleRecord.HOW_COUNT + r.how]++;
        turns = bump(turns, r.turns);
        int lost0 = 0;
        int lost1 = 0;
        int off0 = 0;
        int off1 = 0;
        for (int u = 0; u < units; u++) {
            final int side = unitSide[u];
            final int lost = r.killed[u] + r.outOfAction[u];
            if (side == 0) {
                lost0 += lost;
                off0 += r.routedOff[u];
            } else {
                lost1 += lost;
                off1 += r.routedOff[u];
            }
            sideKilled[side] += r.killed[u];
            sideOutOfAction[side] += r.outOfAction[u];
            unitLost[u] = bump(unitLost[u], lost);
            unitKills[u] = bump(unitKills[u], r.kills[u]);
            unitRouted[u] += r.routed[u] != 0 ? 1 : 0;
            unitDestroyed[u] += r.destroyed[u] != 0 ? 1 : 0;
            unitRoutedOffFigures[u] += r.routedOff[u];
            unitRoutedOff[u] += r.routedOff[u] > 0 ? 1 : 0;
        }
        sideLost[0] = bump(sideLost[0], lost0);
        sideLost[1] = bump(sideLost[1], lost1);
        sideRoutedOff[0] = bump(sideRoutedOff[0], off0);
        sideRoutedOff[1] = bump(sideRoutedOff[1], off1);
        lastLost[0] = lost0;
        lastLost[1] = lost1;
    }

    /** Increments bin {@code value}, growing the histogram if needed (never in a well-behaved run). */
    private static long[] bump(long[] histogram, int value) {
        long[] h = histogram;
        if (value >= h.length) {
            h = Arrays.copyOf(h, Math.max(value + 1, h.length * 2));
        }
        h[value]++;
        return h;
    }

    /** Adds {@code other} into this tally (exact: sums of longs). Returns this. */
    public ChunkTally add(ChunkTally other) {
        if (!Arrays.equals(unitSide, other.unitSide)) {
            throw new IllegalArgumentException("tallies of different templates: unit sides " + Arrays.toString(
                    unitSide) + " and " + Arrays.toString(other.unitSide));
        }
        battles += other.battles;
        addInto(wins, other.wins);
        addInto(outcomes, other.outcomes);
        turns = addGrowing(turns, other.turns);
        for (int s = 0; s < 2; s++) {
            sideLost[s] = addGrowing(sideLost[s], other.sideLost[s]);
            sideKilled[s] += other.sideKilled[s];
            sideOutOfAction[s] += other.sideOutOfAction[s];
            sideRoutedOff[s] = addGrowing(sideRoutedOff[s], other.sideRoutedOff[s]);
        }
        for (int u = 0; u < unitSide.length; u++) {
            unitLost[u] = addGrowing(unitLost[u], other.unitLost[u]);
            unitKills[u] = addGrowing(unitKills[u], other.unitKills[u]);
        }
        addInto(unitRouted, other.unitRouted);
        addInto(unitDestroyed, other.unitDestroyed);
        addInto(unitRoutedOffFigures, other.unitRoutedOffFigures);
        addInto(unitRoutedOff, other.unitRoutedOff);
        return this;
    }

    /** A new tally of both {@code a} and {@code b}; neither is changed. */
    public static ChunkTally merge(ChunkTally a, ChunkTally b) {
        return a.copy().add(b);
    }

    private static void addInto(long[] into, long[] from) {
        for (int i = 0; i < into.length; i++) {
            into[i] += from[i];
        }
    }

    private static long[] addGrowing(long[] into, long[] from) {
        long[] h = from.length > into.length ? Arrays.copyOf(into, from.length) : into;
        for (int i = 0; i < from.length; i++) {
            h[i] += from[i];
        }
        return h;
    }

    /** Battles recorded. */
    public long battles() {
        return battles;
    }

    public int unitCount() {
        return unitSide.length;
    }

    public int unitSide(int unit) {
        return unitSide[unit];
    }

    /** Battles won by {@code winner}: side 0, side 1, or {@link BattleRecord#DRAW} for draws. */
    public long wins(int winner) {
        return wins[winner];
    }

    /** Battles with this winner (0, 1, {@link BattleRecord#DRAW}) that ended this way ({@code BattleRecord.HOW_*}). */
    public long outcomes(int winner, int how) {
        return outcomes[winner * BattleRecord.HOW_COUNT + how];
    }

    /** Battles by turns played (a copy). */
    public long[] turnsHistogram() {
        return turns.clone();
    }

    /** Battles by figures a side lost (a copy): index v counts battles where the side lost v figures. */
    public long[] sideLostHistogram(int side) {
        return sideLost[side].clone();
    }

    /** Figures of a side killed, summed over all battles. */
    public long sideKilled(int side) {
        return sideKilled[side];
    }

    /** Figures of a side out of action at the end, summed over all battles. */
    public long sideOutOfAction(int side) {
        return sideOutOfAction[side];
    }

    /** Battles by figures of a side routed off the table (a copy): index v counts battles with v such figures. */
    public long[] sideRoutedOffHistogram(int side) {
        return sideRoutedOff[side].clone();
    }

    /** Battles by figures the unit lost (a copy). */
    public long[] unitLostHistogram(int unit) {
        return unitLost[unit].clone();
    }

    /** Battles by enemy figures the unit killed or put out of action (a copy). */
    public long[] unitKillsHistogram(int unit) {
        return unitKills[unit].clone();
    }

    /** Battles the unit ended routed or fled. */
    public long unitRouted(int unit) {
        return unitRouted[unit];
    }

    /** Battles the unit ended with no figures standing. */
    public long unitDestroyed(int unit) {
        return unitDestroyed[unit];
    }

    /** Figures of the unit routed off the table, summed over all battles. */
    public long unitRoutedOffFigures(int unit) {
        return unitRoutedOffFigures[unit];
    }

    /** Battles in which the unit routed off the table with figures standing. */
    public long unitRoutedOff(int unit) {
        return unitRoutedOff[unit];
    }

    /** Figures side {@code side} lost in the battle last passed to {@link #record} (for the runner's rows). */
    int lastLost(int side) {
        return lastLost[side];
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ChunkTally)) {
            return false;
        }
        ChunkTally t = (ChunkTally) o;
        if (battles != t.battles || !Arrays.equals(unitSide, t.unitSide) || !Arrays.equals(wins, t.wins)
                || !Arrays.equals(outcomes, t.outcomes) || !sameBins(turns, t.turns)
                || !Arrays.equals(sideKilled, t.sideKilled) || !Arrays.equals(sideOutOfAction, t.sideOutOfAction)
                || !Arrays.equals(unitRouted, t.unitRouted) || !Arrays.equals(unitDestroyed, t.unitDestroyed)
                || !Arrays.equals(unitRoutedOffFigures, t.unitRoutedOffFigures)
                || !Arrays.equals(unitRoutedOff, t.unitRoutedOff)) {
            return false;
        }
        for (int s = 0; s < 2; s++) {
            if (!sameBins(sideLost[s], t.sideLost[s]) || !sameBins(sideRoutedOff[s], t.sideRoutedOff[s])) {
                return false;
            }
        }
        for (int u = 0; u < unitSide.length; u++) {
            if (!sameBins(unitLost[u], t.unitLost[u]) || !sameBins(unitKills[u], t.unitKills[u])) {
                return false;
            }
        }
        return true;
    }

    /** Histograms equal up to trailing zero bins. */
    private static boolean sameBins(long[] a, long[] b) {
        int n = Math.max(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if ((i < a.length ? a[i] : 0) != (i < b.length ? b[i] : 0)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Long.hashCode(battles) + Arrays.hashCode(wins)) + Arrays.hashCode(outcomes);
    }

    @Override
    public String toString() {
        return "ChunkTally[battles=" + battles + ", wins=" + Arrays.toString(wins) + "]";
    }
}
