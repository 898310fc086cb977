package org.muster.view;

import java.util.List;

import org.muster.batch.HeatChunks;
import org.muster.batch.HeatTally;
import org.muster.batch.RunPlan;
import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;
import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * A rule set whose engines also tally each battle's heat maps into the {@link HeatChunks} of its chunk: after a
 * battle, from the engine's state (where each unit stands at the end: there its lost figures are counted as fallen,
 * there it broke if it ended routed or destroyed, and there it ended). The engines call no {@link BattleObserver}
 * method yet; once they do (see {@link StateAfterBattle}), they report falls, breaks and paths themselves.
 * Everything else is the wrapped rule set's:
 * same id, parameters, players and battles, so results do not change.
 *
 * @param inner     the wrapped rule set
 * @param chunks    where its engines tally each chunk's heat maps
 * @param chunkSize battles per chunk of the plan it plays
 */
public record HeatRuleset(Ruleset inner, HeatChunks chunks, int chunkSize) implements Ruleset {

    /** A plan like {@code plan} whose engines tally heat maps into {@code chunks}. */
    public static RunPlan wrap(RunPlan plan, HeatChunks chunks) {
        return new RunPlan(new HeatRuleset(plan.ruleset(), chunks, plan.chunkSize()), plan.template(), plan.seed(),
                plan.battles(), plan.threads(), plan.chunkSize());
    }

    /**
     * Tallies the chunks of [0, chunkCount) that {@code chunks} lacks (those a resumed run took from its checkpoint)
     * by playing their battles again on the calling thread with an engine of {@code wrapped}, a plan made by
     * {@link #wrap}: the same battles, so the merged heat maps are those of an uninterrupted run.
     */
    public static void fill(RunPlan wrapped, HeatChunks chunks, long chunkCount) {
        if (!chunks.available()) {
            return;
        }
        Engine engine = null;
        BattleRecord record = new BattleRecord(wrapped.template().unitCount());
        for (long c = 0; c < chunkCount; c++) {
            if (chunks.has(c)) {
                continue;
            }
            if (engine == null) {
                engine = wrapped.ruleset().newEngine(wrapped.template());
            }
            for (long i = wrapped.chunkStart(c); i < wrapped.chunkEnd(c); i++) {
                record.clear(wrapped.template().unitCount());
                engine.play(wrapped.seed(), i, record);
            }
        }
    }

    /** The number of chunks that hold the first {@code battles} battles of {@code plan}. */
    public static long chunksOf(RunPlan plan, long battles) {
        return (battles + plan.chunkSize() - 1) / plan.chunkSize();
    }

    /** An empty heat tally for the template's table and units. */
    public static HeatChunks chunksFor(Template template) {
        return new HeatChunks(new HeatTally(template));
    }

    @Override
    public String id() {
        return inner.id();
    }

    @Override
    public String description() {
        return inner.description();
    }

    @Override
    public Parameters defaults() {
        return inner.defaults();
    }

    @Override
    public List<String> players() {
        return inner.players();
    }

    @Override
    public Template compile(Scenario scenario, Parameters parameters) {
        return inner.compile(scenario, parameters);
    }

    @Override
    public Engine newEngine(Template template) {
        Engine e = inner.newEngine(template);
        if (!BattleView.canView(template, e)) {
            // An engine this package cannot read: its battles are played as they are, and no heat map is written.
            chunks.markUnavailable();
            return e;
        }
        return new HeatEngine(e, new StateAfterBattle(BattleView.of(template, e)), chunks, chunkSize);
    }

    @Override
    public Odds odds() {
        return inner.odds();
    }

    /** Plays as the wrapped engine, then tallies the battle into its chunk's heat maps. Not thread-safe. */
    static final class HeatEngine implements Engine {
        private final Engine inner;
        private final StateAfterBattle after;
        private final HeatChunks chunks;
        private final int chunkSize;
        private long chunk = -1;
        private HeatTally tally;

        HeatEngine(Engine inner, StateAfterBattle after, HeatChunks chunks, int chunkSize) {
            this.inner = inner;
            this.after = after;
            this.chunks = chunks;
            this.chunkSize = chunkSize;
        }

        @Override
        public void play(long baseSeed, long battleIndex, BattleRecord out) {
            long c = battleIndex / chunkSize;
            if (battleIndex % chunkSize == 0) {
                // A chunk is played from its first battle on: a chunk played again counts once.
                chunk = c;
                tally = chunks.fresh(c);
                inner.observe(tally);
            } else if (c != chunk) {
                chunk = c;
                tally = chunks.chunk(c);
                inner.observe(tally);
            }
            inner.play(baseSeed, battleIndex, out);
            after.tally(out, tally);
        }

        @Override
        public void narrate(Narrator narrator) {
            inner.narrate(narrator);
        }

        @Override
        public long diceRolled() {
            return inner.diceRolled();
        }
    }
}
