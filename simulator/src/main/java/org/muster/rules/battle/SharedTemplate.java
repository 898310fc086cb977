package org.muster.rules.battle;

import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.Parameters;
import org.muster.rules.Template;

/**
 * A rule set's {@link Template} that keeps the shared part in a {@link TemplateBase} and answers the template's
 * questions (and its sides' players) from it, written once here instead of in every rule set. Not read in per-die
 * code: engines and players read the template's own columns.
 */
public interface SharedTemplate extends Template {
    /** The shared part of this template. */
    TemplateBase base();

    @Override
    default Scenario scenario() {
        return base().scenario;
    }

    @Override
    default Parameters parameters() {
        return base().parameters;
    }

    @Override
    default int unitCount() {
        return base().unitCount;
    }

    @Override
    default String unitName(int unit) {
        return base().names[unit];
    }

    @Override
    default int unitSide(int unit) {
        return base().side[unit];
    }

    @Override
    default int unitStartFigures(int unit) {
        return base().startFigures[unit];
    }

    @Override
    default String sideName(int side) {
        return base().sideNames[side];
    }

    @Override
    default int maxTurns() {
        return base().maxTurns;
    }

    /** The player spec of a side. */
    default PlayerSpec player(int side) {
        return base().players[side];
    }
}
