package org.muster.rules.hardtack;

import org.muster.model.Point;
import org.muster.model.ScenarioBuilder;
import org.muster.tactics.hardtack.HardtackTactics;

/** Builds {@link org.muster.model.Scenario} records for tests directly, without YAML. */
final class HtScenarios extends ScenarioBuilder<HtScenarios> {
    static final HardtackRuleset RULESET = new HardtackRuleset(HardtackTactics::create);

    private HtScenarios() {
        super("hardtack", "Union", "Confederate", 48, 48);
    }

    static HtScenarios of() {
        return new HtScenarios();
    }

    /** Two identical regiments of 4 regular 10-figure companies in line, 30" apart, mirrored. */
    static HtScenarios meeting() {
        return of().unit(0, "A", "infantry-company", 4, 10, "regular", "musket", new Point(9, 9), 0, "line", 10)
                .unit(1, "B", "infantry-company", 4, 10, "regular", "musket", new Point(9, 39), 180, "line", 10);
    }

    HtScenarios unit(int side, String name, String type, int count, int men, String quality, String weapon,
            Point at, double facing, String stance, double spacing) {
        return addUnit(side, name, type, count, men, quality, weapon, at, facing, stance, spacing);
    }

    /** A Gatling of {@code men} crew figures attached to company {@code attach} of the side (section 7.6 [D]). */
    HtScenarios gatling(int side, String name, int men, String attach) {
        return attached(side, name, "gatling", men, attach);
    }

    HardtackTemplate compile() {
        return RULESET.compile(build(), RULESET.defaults());
    }

    HardtackEngine engine() {
        return RULESET.newHardtackEngine(compile());
    }
}
