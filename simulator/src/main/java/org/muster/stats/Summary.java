package org.muster.stats;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.muster.batch.BatchResult;
import org.muster.batch.ChunkTally;
import org.muster.engine.BattleRecord;
import org.muster.rules.Template;

/**
 * The statistics of a batch, per side and per unit, derived from a merged {@link ChunkTally}: the only place where
 * doubles are made from the tallies. Immutable; built once at report time from any thread. Deterministic: the same
 * tally gives the same doubles, bit for bit, since every sum runs in a fixed order over exact integer counts.
 */
public final class Summary {
    /**
     * One side.
     *
     * @param side               0 or 1
     * @param name               the side's name in the scenario
     * @param units              units the side fields
     * @param startFigures       figures the side starts with (the sum of its units' start figures)
     * @param battles            battles played
     * @param wins               battles this side won
     * @param draws              battles drawn
     * @param losses             battles the other side won
     * @param winRate            wins / battles with a 95% Wilson interval
     * @param wonBy              battles this side won, by how they ended (index: {@code BattleRecord.HOW_*})
     * @param lostBy             battles this side lost, by how they ended
     * @param drawnBy            battles drawn, by how they ended (the same for both sides)
     * @param turns              turns played, over all battles (the same for both sides)
     * @param figuresLost        figures the side lost per battle (killed plus out of action at the end)
     * @param killedMean         figures of the side killed, mean per battle
     * @param outOfActionMean    figures of the side out of action at the end, mean per battle
     * @param routedOff          figures of the side routed off the table per battle ({@code BattleRecord.routedOff}:
     *                           still counted standing, not lost)
     * @param unitsRoutedMean    units of the side routed or fled at the end, mean per battle
     * @param unitsDestroyedMean units of the side with no figures standing at the end, mean per battle
     */
    public record Side(int side, String name, int units, int startFigures, long battles, long wins, long draws,
            long losses, WinRate winRate, List<Long> wonBy, List<Long> lostBy, List<Long> drawnBy, Distribution turns,
            Distribution figuresLost, double killedMean, double outOfActionMean, Distribution routedOff,
            double unitsRoutedMean, double unitsDestroyedMean) {
    }

    /**
     * One unit.
     *
     * @param unit         index in the template
     * @param name         the unit's name
     * @param side         0 or 1
     * @param sideName     the side's name
     * @param startFigures figures it starts with (the largest, with random armies)
     * @param lost         figures it lost per battle
     * @param kills        enemy figures it killed or put out of action per battle
     * @param destroyed    battles it ended with no figures standing, as a rate with a 95% Wilson interval
     * @param routed       battles it ended routed or fled, as a rate with a 95% Wilson interval
     * @param routedOffMean figures it had standing when it routed off the table, mean per battle (0 if it stayed)
     * @param routedOff    battles it routed off the table with figures standing, as a rate with a 95% Wilson
     *                     interval
     */
    public record Unit(int unit, String name, int side, String sideName, int startFigures, Distribution lost,
            Distribution kills, WinRate destroyed, WinRate routed, double routedOffMean, WinRate routedOff) {
    }

    private final String ruleset;
    private final String scenario;
    private final long battles;
    private final List<Side> sides;
    private final List<Unit> units;

    private Summary(String ruleset, String scenario, long battles, List<Side> sides, List<Unit> units) {
        this.ruleset = ruleset;
        this.scenario = scenario;
        this.battles = battles;
        this.sides = Collections.unmodifiableList(sides);
        this.units = Collections.unmodifiableList(units);
    }

    /** The summary of a finished batch. */
    public static Summary of(BatchResult result) {
        return of(result.plan().template(), result.tally());
    }

    /** The summary of a tally of battles of {@code template} (at least one battle). */
    public static Summary of(Template template, ChunkTally tally) {
        final long n = tally.battles();
        if (n < 1) {
            throw new IllegalArgumentException("no battles to summarise");
        }
        if (tally.unitCount() != template.unitCount()) {
            throw new IllegalArgumentException("tally has " + tally.unitCount() + " units, template "
                    + template.unitCount());
        }
        Distribution turns = Distribution.of(tally.turnsHistogram());
        List<Side> sides = new ArrayList<>(2);
        for (int s = 0; s < 2; s++) {
            int unitCount = 0;
            int start = 0;
            long routed = 0;
            long destroyed = 0;
            for (int u = 0; u < template.unitCount(); u++) {
                if (tally.unitSide(u) == s) {
                    unitCount++;
                    start += template.unitStartFigures(u);
                    routed += tally.unitRouted(u);
                    destroyed += tally.unitDestroyed(u);
                }
            }
            List<Long> wonBy = new ArrayList<>(BattleRecord.HOW_COUNT);
            List<Long> lostBy = new ArrayList<>(BattleRecord.HOW_COUNT);
            List<Long> drawnBy = new ArrayList<>(BattleRecord.HOW_COUNT);
            for (int how = 0; how < BattleRecord.HOW_COUNT; how++) {
                wonBy.add(tally.outcomes(s, how));
                lostBy.add(tally.outcomes(1 - s, how));
                drawnBy.add(tally.outcomes(BattleRecord.DRAW, how));
            }
            long wins = tally.wins(s);
            long draws = tally.wins(BattleRecord.DRAW);
            sides.add(new Side(s, template.sideName(s), unitCount, start, n, wins, draws, tally.wins(1 - s),
                    WinRate.of(wins, n), List.copyOf(wonBy), List.copyOf(lostBy), List.copyOf(drawnBy), turns,
                    Distribution.of(tally.sideLostHistogram(s)), (double) tally.sideKilled(s) / n,
                    (double) tally.sideOutOfAction(s) / n, Distribution.of(tally.sideRoutedOffHistogram(s)),
                    (double) routed / n, (double) destroyed / n));
        }
        List<Unit> units = new ArrayList<>(template.unitCount());
        for (int u = 0; u < template.unitCount(); u++) {
            int s = tally.unitSide(u);
            units.add(new Unit(u, template.unitName(u), s, template.sideName(s), template.unitStartFigures(u),
                    Distribution.of(tally.unitLostHistogram(u)), Distribution.of(tally.unitKillsHistogram(u)),
                    WinRate.of(tally.unitDestroyed(u), n), WinRate.of(tally.unitRouted(u), n),
                    (double) tally.unitRoutedOffFigures(u) / n, WinRate.of(tally.unitRoutedOff(u), n)));
        }
        return new Summary(template.parameters().ruleset(), template.scenario().name(), n, sides, units);
    }

    /** The rule set's id. */
    public String ruleset() {
        return ruleset;
    }

    /** The scenario's name. */
    public String scenario() {
        return scenario;
    }

    /** Battles summarised. */
    public long battles() {
        return battles;
    }

    /** Side 0 then side 1. */
    public List<Side> sides() {
        return sides;
    }

    public Side side(int side) {
        return sides.get(side);
    }

    /** Every unit, in template order. */
    public List<Unit> units() {
        return units;
    }

    /** The largest half-width of the sides' win-rate intervals: a run is precise enough when this is small. */
    public double widestWinRateHalfWidth() {
        return Math.max(sides.get(0).winRate().halfWidth(), sides.get(1).winRate().halfWidth());
    }
}
