package org.muster.spark;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;

import org.muster.batch.RunPlan;
import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;

/**
 * An executor JVM's compiled plans and idle engines, so that the many short tasks of a run (one Spark job per block
 * of chunks) do not compile the scenario and build and warm an engine each time. A task borrows an engine for its
 * partition and gives it back; an engine is used by one task at a time, and reused across chunks exactly as a local
 * worker reuses its engine, so results do not change. The plans of the last {@value #PLANS} runners are kept.
 */
final class EngineCache {
    private static final int PLANS = 4;

    /** An engine with its scratch record, for one plan. */
    record Lease(RunPlan plan, Engine engine, BattleRecord record) {
    }

    private static final class Entry {
        final RunPlan plan;
        final Deque<Lease> idle = new ArrayDeque<>();

        Entry(RunPlan plan) {
            this.plan = plan;
        }
    }

    private static final Map<String, Entry> ENTRIES = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > PLANS;
        }
    };

    private EngineCache() {
    }

    /** An idle engine of the runner {@code key}'s plan, or a new one (compiling the plan on first use here). */
    static Lease borrow(String key, PlanRecipe recipe) {
        Entry e;
        synchronized (ENTRIES) {
            e = ENTRIES.get(key);
            if (e == null) {
                e = new Entry(recipe.compile());
                ENTRIES.put(key, e);
            }
            Lease idle = e.idle.pollFirst();
            if (idle != null) {
                return idle;
            }
        }
        RunPlan plan = e.plan;
        return new Lease(plan, plan.ruleset().newEngine(plan.template()),
                new BattleRecord(plan.template().unitCount()));
    }

    /** Gives an engine back after its task played its chunks without failing. */
    static void giveBack(String key, Lease lease) {
        synchronized (ENTRIES) {
            Entry e = ENTRIES.get(key);
            if (e != null && e.plan == lease.plan()) {
                e.idle.addFirst(lease);
            }
        }
    }
}
