package org.muster.rules.acw;

/**
 * What every phase of the acw-skirmish rules (fire, movement, morale, melee, orders) plays over: the compiled
 * template, the one state, its sightlines (geometry and caches) and the report (narrator and observer). Written once
 * here so that each phase class holds only its rules.
 */
abstract class AcwPhase {
    final AcwTemplate t;
    final AcwState s;
    final Sightlines sight;
    final Report report;
    /** Units of the template. */
    final int n;

    AcwPhase(AcwTemplate t, AcwState s, Sightlines sight, Report report) {
        this.t = t;
        this.s = s;
        this.sight = sight;
        this.report = report;
        this.n = t.unitCount();
    }
}
