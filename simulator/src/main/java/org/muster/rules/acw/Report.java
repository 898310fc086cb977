package org.muster.rules.acw;

import org.muster.engine.BattleObserver;
import org.muster.engine.Narrator;

/**
 * Who hears of the battle: the narrator (null for silence, then no phase builds a String) and the observer of where
 * it is decided (the heat maps). One per engine, shared by its phases; not part of the state, so a copied battle is
 * told to whoever listens to the engine that plays it.
 */
final class Report {
    Narrator narrator;
    BattleObserver observer = BattleObserver.NONE;
    private final AcwTemplate t;

    Report(AcwTemplate t) {
        this.t = t;
    }

    /** Whether anybody is narrated to (check before building a message). */
    boolean on() {
        return narrator != null;
    }

    void event(String what) {
        if (narrator != null) {
            narrator.event(what);
        }
    }

    /** "unit what", when narrated. */
    void say(int u, String what) {
        if (narrator != null) {
            narrator.event(t.unitName(u) + " " + what);
        }
    }
}
