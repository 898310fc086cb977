package org.muster.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.batch.StandardRulesets;
import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;
import org.muster.model.Scenario;

/**
 * The engine contract of every registered rule set (STYLE.md: one contract test run over every implementation), for
 * every player and each rule set's few scenario shapes: over many battles the record keeps its invariants (turns
 * within the limit, counts never negative, killed + out of action + standing == start, the winner agrees with how the
 * battle ended), battles end early only when an army breaks, a unit with no figure standing is destroyed, and
 * players who try decide some battle; battle i replays alone to the record it had inside a sequence; narration
 * changes nothing; playing never writes into the compiled template (every array field of it, compared before and
 * after); and where a rule set names a mirrored shape, identical sides win equally often.
 *
 * <p>The engines come from {@link StandardRulesets#registry()}, as the command line makes them. A rule set registered
 * without a {@link Profile} and {@link ContractShapes} fails {@link #everyRegisteredRuleset_hasAProfile}, so a new one
 * cannot skip the contract. It replaces the rule sets' copies of it (AcwContractTest, HardtackContractTest,
 * JacobiteContractTest), keeping every check they made, on their shapes; jacobite45's army lists are
 * JacobiteArmyListsTest.
 */
class RulesetContractTest {
    private static final List<String> PLAYERS = List.of("random", "naive", "doctrine");

    /**
     * What the contract plays of one rule set.
     *
     * @param battles     battles per shape and player for the invariants
     * @param narration   words every narrated battle contains
     * @param outOfAction whether the rule set puts figures out of action (else every record must show none)
     * @param mirror      a shape whose sides are identical under the rules, or null when the rule set's own mirror
     *                    test covers it (HardtackMirrorTest, JacobiteMirrorTest)
     */
    record Profile(int battles, List<String> narration, boolean outOfAction, String mirror) {
    }

    private static final Map<String, Profile> PROFILES = Map.of(
            "acw-skirmish", new Profile(400, List.of("plays a", "result:"), true, "meeting"),
            "hardtack", new Profile(200, List.of("activates", "battle over"), true, null),
            "jacobite45", new Profile(400, List.of("card ", "result:"), false, null));

    /** Every registered rule set with every one of its shapes. */
    static Stream<Arguments> shapes() {
        List<Arguments> out = new ArrayList<>();
        for (Ruleset r : StandardRulesets.registry().all()) {
            ContractShapes.names(r.id()).forEach(shape -> out.add(Arguments.of(r.id(), shape)));
        }
        return out.stream();
    }

    /** Every shape with every player. */
    static Stream<Arguments> shapesAndPlayers() {
        return shapes().flatMap(a -> PLAYERS.stream().map(ai -> Arguments.of(a.get()[0], a.get()[1], ai)));
    }

    private static Ruleset ruleset(String id) {
        return StandardRulesets.registry().get(id, "test", 0, "ruleset");
    }

    private static Template compile(String id, String shape, String ai) {
        Scenario s = ContractShapes.shape(id, shape).players(ai).build();
        Ruleset r = ruleset(id);
        return r.compile(s, r.defaults());
    }

    @Test
    void everyRegisteredRuleset_hasAProfile() {
        for (Ruleset r : StandardRulesets.registry().all()) {
            assertTrue(PROFILES.containsKey(r.id()), "no contract profile for rule set " + r.id());
            assertTrue(ContractShapes.names(r.id()).size() >= 2, "at least two shapes for " + r.id());
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("shapesAndPlayers")
    void play_manyBattlesKeepTheContract(String id, String shape, String ai) {
        Profile p = PROFILES.get(id);
        Template t = compile(id, shape, ai);
        Engine e = ruleset(id).newEngine(t);
        BattleRecord r = new BattleRecord(t.unitCount());
        int[] winners = new int[3];
        for (int i = 0; i < p.battles(); i++) {
            e.play(123, i, r);
            BattleRecords.assertKeepsContract(t, r, i);
            if (r.how != BattleRecord.HOW_ARMY_BROKE && r.how != BattleRecord.HOW_MUTUAL) {
                assertEquals(t.maxTurns(), r.turns, "battle " + i + ": only a break ends a battle early");
            }
            for (int u = 0; u < r.unitCount; u++) {
                if (!p.outOfAction()) {
                    assertEquals(0, r.outOfAction[u], id + " has no figures out of action");
                }
                assertTrue(r.standing[u] > 0 || r.start[u] == 0 || r.destroyed[u] == 1,
                        "battle " + i + ": unit " + u + " has no figure standing and is not destroyed");
            }
            winners[r.winner]++;
        }
        assertEquals(p.battles(), winners[0] + winners[1] + winners[2]);
        if (!ai.equals("random")) {
            assertTrue(winners[2] < p.battles(), "some battle is decided");
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("shapesAndPlayers")
    void play_sameSeedSameRecord_andBattleReplaysAlone(String id, String shape, String ai) {
        Template t = compile(id, shape, ai);
        Engine warm = ruleset(id).newEngine(t);
        BattleRecord a = new BattleRecord(t.unitCount());
        BattleRecord b = new BattleRecord(t.unitCount());
        for (int i = 0; i < 40; i++) {
            warm.play(9, i, a);
            Engine fresh = ruleset(id).newEngine(t);
            fresh.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "battle " + i);
            warm.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "replay of battle " + i);
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("shapesAndPlayers")
    void play_narratedBattleEqualsSilentBattle(String id, String shape, String ai) {
        Template t = compile(id, shape, ai);
        Engine silent = ruleset(id).newEngine(t);
        Engine loud = ruleset(id).newEngine(t);
        StringBuilder log = new StringBuilder();
        loud.narrate(line -> log.append(line).append('\n'));
        BattleRecord a = new BattleRecord(t.unitCount());
        BattleRecord b = new BattleRecord(t.unitCount());
        silent.play(5, 3, a);
        loud.play(5, 3, b);
        BattleRecords.assertSameRecord(a, b, "narration changes nothing");
        for (String word : PROFILES.get(id).narration()) {
            assertTrue(log.indexOf(word) >= 0, "'" + word + "' in\n" + log);
        }
        assertEquals(silent.diceRolled(), loud.diceRolled());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("shapes")
    void play_doesNotChangeTheTemplate(String id, String shape) throws IllegalAccessException {
        Template t = compile(id, shape, "doctrine");
        List<Object[]> before = arrays(t);
        Engine e = ruleset(id).newEngine(t);
        BattleRecord r = new BattleRecord(t.unitCount());
        for (int i = 0; i < 20; i++) {
            e.play(1, i, r);
        }
        List<Object[]> after = arrays(t);
        assertTrue(before.size() >= 2, "the template has arrays: " + before.size());
        for (int k = 0; k < before.size(); k++) {
            assertEquals(before.get(k)[0], after.get(k)[0]);
            assertTrue(java.util.Objects.deepEquals(before.get(k)[1], after.get(k)[1]),
                    id + " template field " + before.get(k)[0] + " changed by playing");
        }
    }

    /** {name, deep copy} of every array field of the template and its superclasses, in declaration order. */
    private static List<Object[]> arrays(Template t) throws IllegalAccessException {
        List<Object[]> out = new ArrayList<>();
        for (Class<?> c = t.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getType().isArray() && !Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    out.add(new Object[] {c.getSimpleName() + "." + f.getName(), deepCopy(f.get(t))});
                }
            }
        }
        return out;
    }

    private static Object deepCopy(Object array) {
        if (array == null) {
            return null;
        }
        int n = Array.getLength(array);
        Object copy = Array.newInstance(array.getClass().getComponentType(), n);
        for (int i = 0; i < n; i++) {
            Object v = Array.get(array, i);
            Array.set(copy, i, v != null && v.getClass().isArray() ? deepCopy(v) : v);
        }
        return copy;
    }

    /**
     * Mirror symmetry (STYLE.md P12): identical sides on an empty table, each side's first-player chance equal, must
     * win equally often. The check is |wins0 - wins1| within 5.3 standard deviations of the difference of two
     * multinomial counts (two-sided alpha about 1e-7); the seed is fixed, so the test is deterministic.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("mirrors")
    void play_mirroredSidesWinEquallyOften(String id, String ai) {
        Template t = compile(id, PROFILES.get(id).mirror(), ai);
        Engine e = ruleset(id).newEngine(t);
        BattleRecord r = new BattleRecord(t.unitCount());
        int battles = 2000;
        int[] w = new int[3];
        for (int i = 0; i < battles; i++) {
            e.play(2026, i, r);
            w[r.winner]++;
        }
        double p0 = (double) w[0] / battles;
        double p1 = (double) w[1] / battles;
        double sd = Math.sqrt(battles * (p0 + p1 - (p0 - p1) * (p0 - p1)));
        assertTrue(Math.abs(w[0] - w[1]) <= 5.3 * sd + 1, "wins " + w[0] + " v " + w[1] + " (sd " + sd + ")");
    }

    static Stream<Arguments> mirrors() {
        return StandardRulesets.registry().all().stream()
                .filter(r -> PROFILES.containsKey(r.id()) && PROFILES.get(r.id()).mirror() != null)
                .flatMap(r -> Stream.of("doctrine", "naive").map(ai -> Arguments.of(r.id(), ai)));
    }

    @Test
    void deepCopy_copiesNestedArrays() {
        int[][] a = {{1, 2}, {3}};
        Object c = deepCopy(a);
        a[0][1] = 9;
        assertArrayEquals(new int[] {1, 2}, ((int[][]) c)[0]);
    }
}
