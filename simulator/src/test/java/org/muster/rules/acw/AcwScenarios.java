package org.muster.rules.acw;

import org.muster.model.Point;
import org.muster.model.ScenarioBuilder;
import org.muster.tactics.acw.AcwTactics;

/** Builds {@link org.muster.model.Scenario} records for tests directly, without YAML. */
final class AcwScenarios extends ScenarioBuilder<AcwScenarios> {
    static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);

    private AcwScenarios() {
        super("acw-skirmish", "Union", "Confederate", 48, 48);
    }

    static AcwScenarios of() {
        return new AcwScenarios();
    }

    /** Two single squads of regulars with rifled muskets facing each other {@code gap} inches apart on open ground. */
    static AcwEngine duel(int menA, int menB, double gap, String... rules) {
        AcwScenarios b = of()
                .unit(0, "A", "infantry-squad", 1, menA, "regular", "rifled-musket", new Point(24, 10), 0, null, 0)
                .unit(1, "B", "infantry-squad", 1, menB, "regular", "rifled-musket", new Point(24, 10 + gap), 180,
                        null, 0);
        for (int i = 0; i < rules.length; i += 2) {
            b.rule(rules[i], rules[i + 1]);
        }
        AcwEngine e = b.engine();
        e.reset();
        return e;
    }

    /** What a scripted side orders a unit at an increment (the arguments of {@link AcwPlayer#decide}). */
    @FunctionalInterface
    interface Script {
        void decide(int side, AcwView e, int u, int inc, int incs, AcwOrder o);
    }

    /**
     * A rule set whose players keep nothing, play their first unused card and order what {@code script} says (holding
     * otherwise): the scripted commanders of the engine tests.
     */
    static AcwRuleset scripted(Script script) {
        return new AcwRuleset((spec, side, t) -> new AcwPlayer() {
            @Override
            public void startBattle(AcwView engine) {
                // Stateless.
            }

            @Override
            public int chooseCard(AcwView e, int sd) {
                return 0;
            }

            @Override
            public void decide(AcwView e, int u, int inc, int incs, AcwOrder o) {
                script.decide(side, e, u, inc, incs, o);
            }
        });
    }

    /** Two identical 8-squad companies, 6 regulars with rifled muskets, deployed at their edges. */
    static AcwScenarios meeting() {
        return of().unit(0, "A", "infantry-squad", 8, 6, "regular", "rifled-musket", null, 0, null, 5)
                .unit(1, "B", "infantry-squad", 8, 6, "regular", "rifled-musket", null, 180, null, 5);
    }

    AcwScenarios unit(int side, String name, String type, int count, int men, String quality, String weapon,
            Point at, double facing, String stance, double spacing) {
        return addUnit(side, name, type, count, men, quality, weapon, at, facing, stance, spacing);
    }

    AcwTemplate compile() {
        return RULESET.compile(build(), RULESET.defaults());
    }

    AcwEngine engine() {
        return RULESET.newAcwEngine(compile());
    }
}
