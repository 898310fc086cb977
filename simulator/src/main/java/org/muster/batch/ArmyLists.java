package org.muster.batch;

import org.muster.rules.Engine;
import org.muster.rules.Template;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * Reads, after a battle, which units a rule set's army lists rolled for it (jacobite45, rules A10), so that a points
 * run can price them. Reads the engine's public state; changes nothing. Stateless; called on the worker's thread with
 * the worker's own engine.
 */
final class ArmyLists {
    private ArmyLists() {
    }

    /** Whether this template rolls army-list units. */
    static boolean rolls(Template template) {
        return template instanceof JacobiteTemplate t && t.hasArmyLists;
    }

    /**
     * Adds one count per army-list unit that took the field in the battle just played: {@code add.accept(side,
     * key)} with {@link PointsTally#armyKey} of its list, type and figures.
     */
    static void read(Template template, Engine engine, java.util.function.IntBinaryOperator add) {
        JacobiteTemplate t = (JacobiteTemplate) template;
        int[] type = ((JacobiteEngine) engine).state().type;
        int[] start = ((JacobiteEngine) engine).state().start;
        for (int u = 0; u < t.unitCount(); u++) {
            if (t.armyList[u] >= 0 && start[u] > 0) {
                add.applyAsInt(t.side[u], PointsTally.armyKey(t.armyList[u], type[u], start[u]));
            }
        }
    }

    /** The name of an army-list key, e.g. {@code highland-foot 24}. */
    static String name(int key) {
        int k = key - PointsTally.ARMY_BASE;
        int type = (k % 100_000) / 1000;
        int figures = k % 1000;
        return JacobiteCodes.TYPE_NAMES[type] + " " + figures;
    }

    /** The army list of a key: 0 government, 1 jacobite (jacobite45's order). */
    static int list(int key) {
        return (key - PointsTally.ARMY_BASE) / 100_000;
    }
}
