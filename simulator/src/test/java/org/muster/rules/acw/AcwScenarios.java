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
