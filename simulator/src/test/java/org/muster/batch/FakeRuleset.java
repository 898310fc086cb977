package org.muster.batch;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.commons.rng.UniformRandomProvider;
import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;
import org.muster.engine.Seeds;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.SideSpec;
import org.muster.model.SourceMap;
import org.muster.model.VictorySpec;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameter;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * A test-only rule set: three units (Blue: 6 and 5 figures; Red: 8 figures) lose figures by dice from the battle's
 * DICE stream, and the side that lost fewer figures wins. Cheap, deterministic per (seed, battle) and allocating per
 * battle (a fresh generator), which is fine in tests. Battles listed in {@code throwAt} throw.
 */
public class FakeRuleset implements Ruleset {
    static final String[] NAMES = {"blue-1", "blue-2", "red-1"};
    static final int[] SIDES = {0, 0, 1};
    static final int[] FIGURES = {6, 5, 8};
    static final int MAX_TURNS = 12;

    private final Set<Long> throwAt;
    private final AtomicLong played = new AtomicLong();

    public FakeRuleset() {
        this(Set.of());
    }

    public FakeRuleset(Set<Long> throwAt) {
        this.throwAt = Set.copyOf(throwAt);
    }

    /** A plan over the fake template with the given seed, battles, threads and chunk size. */
    public static RunPlan plan(long seed, long battles, int threads, int chunkSize) {
        return plan(new FakeRuleset(), seed, battles, threads, chunkSize);
    }

    public static RunPlan plan(FakeRuleset ruleset, long seed, long battles, int threads, int chunkSize) {
        return new RunPlan(ruleset, ruleset.compile(null, ruleset.defaults().with(Map.of("fake.turns", "10"), "test")),
                seed, battles, threads, chunkSize);
    }

    /** Battles played so far by all engines of this rule set. */
    public long played() {
        return played.get();
    }

    @Override
    public String id() {
        return "fake";
    }

    @Override
    public String description() {
        return "coin-flip battles for tests";
    }

    @Override
    public Parameters defaults() {
        return Parameters.of("fake", List.of(
                Parameter.integer("fake.turns", MAX_TURNS, 1, MAX_TURNS, "[D]", "turn limit"),
                Parameter.real("fake.luck", 0.5, 0, 1, "[D]", "unused")));
    }

    @Override
    public List<String> players() {
        return List.of("random");
    }

    @Override
    public Template compile(Scenario ignored, Parameters parameters) {
        Scenario scenario = new Scenario("fake", "Fake duel", "test", 48, 48, MAX_TURNS, List.of(), List.of(),
                List.of(new SideSpec("Blue", PlayerSpec.DEFAULT, List.of()),
                        new SideSpec("Red", new PlayerSpec("naive", "", Map.of()), List.of())),
                VictorySpec.DEFAULT, Map.of(), SourceMap.NONE);
        return new FakeTemplate(scenario, parameters);
    }

    @Override
    public Engine newEngine(Template template) {
        return new FakeEngine(template, throwAt, played);
    }

    @Override
    public Odds odds() {
        return null;
    }

    record FakeTemplate(Scenario scenario, Parameters parameters) implements Template {
        @Override
        public int unitCount() {
            return NAMES.length;
        }

        @Override
        public String unitName(int unit) {
            return NAMES[unit];
        }

        @Override
        public int unitSide(int unit) {
            return SIDES[unit];
        }

        @Override
        public int unitStartFigures(int unit) {
            return FIGURES[unit];
        }

        @Override
        public String sideName(int side) {
            return scenario.sides().get(side).name();
        }

        @Override
        public int maxTurns() {
            return parameters.getInt("fake.turns");
        }
    }

    static final class FakeEngine implements Engine {
        private final Template template;
        private final Set<Long> throwAt;
        private final AtomicLong played;
        private long dice;

        FakeEngine(Template template, Set<Long> throwAt, AtomicLong played) {
            this.template = template;
            this.throwAt = throwAt;
            this.played = played;
        }

        @Override
        public void play(long baseSeed, long battleIndex, BattleRecord out) {
            played.incrementAndGet();
            if (throwAt.contains(battleIndex)) {
                throw new IllegalStateException("fake engine fails on purpose");
            }
            UniformRandomProvider rng = Seeds.rng(baseSeed, battleIndex, Seeds.DICE);
            int n = template.unitCount();
            out.clear(n);
            int[] sideLost = new int[2];
            for (int u = 0; u < n; u++) {
                int fig = template.unitStartFigures(u);
                int lost = rng.nextInt(fig + 1);
                int killed = rng.nextInt(lost + 1);
                out.start[u] = fig;
                out.killed[u] = killed;
                out.outOfAction[u] = lost - killed;
                out.standing[u] = fig - lost;
                out.destroyed[u] = (byte) (out.standing[u] == 0 ? 1 : 0);
                out.routed[u] = (byte) (out.destroyed[u] == 1 || rng.nextInt(4) == 0 ? 1 : 0);
                // Without a further draw (the dice stream stays as it was): a routed unit with an even loss left.
                out.routedOff[u] = out.routed[u] == 1 && lost % 2 == 0 ? out.standing[u] : 0;
                sideLost[template.unitSide(u)] += lost;
                for (int f = 0; f < lost; f++) {
                    int shooter = rng.nextInt(n);
                    while (template.unitSide(shooter) == template.unitSide(u)) {
                        shooter = rng.nextInt(n);
                    }
                    out.kills[shooter]++;
                }
                dice += 3 + lost;
            }
            out.turns = 1 + rng.nextInt(template.maxTurns());
            if (sideLost[0] == sideLost[1]) {
                out.winner = BattleRecord.DRAW;
                out.how = rng.nextBoolean() ? BattleRecord.HOW_TURN_LIMIT : BattleRecord.HOW_MUTUAL;
            } else {
                out.winner = sideLost[0] < sideLost[1] ? 0 : 1;
                out.how = out.turns == template.maxTurns() ? BattleRecord.HOW_CASUALTIES
                        : rng.nextBoolean() ? BattleRecord.HOW_ARMY_BROKE : BattleRecord.HOW_OBJECTIVES;
            }
        }

        @Override
        public void narrate(Narrator narrator) {
        }

        @Override
        public long diceRolled() {
            return dice;
        }
    }
}
