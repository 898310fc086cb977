package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.CLAN;
import static org.muster.rules.jacobite.JacobiteCodes.FIELD;
import static org.muster.rules.jacobite.JacobiteCodes.GONE;
import static org.muster.rules.jacobite.JacobiteCodes.HIGHLAND_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.LINE;
import static org.muster.rules.jacobite.JacobiteCodes.LOADED;
import static org.muster.rules.jacobite.JacobiteCodes.LOWLAND_HORSE;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;

/**
 * Before the first turn of a {@code jacobite45} battle: army lists drawn from the SETUP stream (A10) and deployment by
 * zones (A11), one placement at a time so that each is a decision the sequence of play can stop at.
 */
public final class Armies extends Phase {
    Armies(JacobiteEngine engine) {
        super(engine);
    }

    /**
     * Deployment by zones (A11), its first decision: the Government player chooses its table edge. Then the sides place
     * their units without {@code at} alternately, one unit at a time in the order listed ({@code deploy.first}
     * begins; a side with none left passes), each on a free place of its zone chosen by its player and facing the
     * enemy's edge ({@link #nextToDeploy}, {@link #deploy}). Absent army-list slots are not placed. Draws only what the
     * players draw from the TACTICS stream; allocation-free.
     */
    void chooseEdge() {
        final int gov = t.governmentSide;
        final boolean south = e.players[gov].deploySouth(e);
        s.southSide = south ? gov : 1 - gov;
        java.util.Arrays.fill(s.slotTaken[0], false);
        java.util.Arrays.fill(s.slotTaken[1], false);
        if (narrator != null) {
            narrator.event("deployment: " + t.sideName(gov) + " chooses the " + (south ? "south" : "north")
                    + " edge");
        }
        s.deployNext[0] = 0;
        s.deployNext[1] = 0;
        s.deploySide = t.deployFirst;
    }

    /** The next unit to place (of the side whose turn it is, else of the other), or n when all are placed. */
    int nextToDeploy() {
        final int sd = s.deploySide;
        final int u = nextToPlace(sd, s.deployNext[sd]);
        return u < n ? u : nextToPlace(1 - sd, s.deployNext[1 - sd]);
    }

    /** Unit u ({@link #nextToDeploy}) placed where its player chooses: one decision of deployment (A11). */
    void deploy(int u) {
        final int sd = t.side[u];
        s.deployNext[sd] = u + 1;
        final int zone = sd == s.southSide ? 0 : 1;
        int k = e.players[sd].deploy(e, u, zone);
        if (!placeFree(zone, k)) {
            k = 0;
            while (s.slotTaken[zone][k]) {
                k++;
            }
            if (narrator != null) {
                narrator.event("  illegal place: the first free one taken");
            }
        }
        s.slotTaken[zone][k] = true;
        sight.place(u, t.slotX[zone][k], t.slotY[zone][k]);
        sight.setFacing(u, zone == 0 ? 0 : 180);
        if (narrator != null) {
            narrator.event("deploy " + t.label(u) + " at (" + fmt(s.x[u]) + ", " + fmt(s.y[u]) + ")");
        }
        s.deploySide = 1 - sd;
    }

    /** The first unit of side {@code sd} at or after {@code from} still to be placed this battle, or n. */
    private int nextToPlace(int sd, int from) {
        int u = from;
        while (u < n && !(t.placed[u] && t.side[u] == sd && s.start[u] > 0)) {
            u++;
        }
        return u;
    }

    /** Whether place {@code k} of zone {@code zone} exists and is free (deployment, A11). */
    public boolean placeFree(int zone, int k) {
        return k >= 0 && k < t.slotX[zone].length && !s.slotTaken[zone][k];
    }

    /** The side deployed at the south (low y) edge this battle (A11); 0 unless the Government chose the north. */
    public int southSide() {
        return s.southSide;
    }

    /**
     * Draws each army-list slot's unit from the SETUP stream (A10): D100 on the side's table, D6 sub-tables, the caps
     * on Jacobite cavalry (the first result over the cap is rerolled, any later one lost) and Government Highland units
     * (any over the cap lost). A slot that draws no unit is absent all battle (0 figures, no card). The army's
     * personality joins the first unit present.
     */
    void drawArmies() {
        int cavalry0 = 0;
        int cavalry1 = 0;
        int highland0 = 0;
        int highland1 = 0;
        boolean reroll0 = false;
        boolean reroll1 = false;
        for (int u = 0; u < n; u++) {
            final int list = t.armyList[u];
            if (list < 0) {
                continue;
            }
            final int sd = t.side[u];
            int ty = -1;
            int figs = 0;
            if (list == JacobiteTemplate.LIST_JACOBITE) {
                int r = s.setup.roll(t.armyListSides);
                while (true) {
                    if (r <= t.jacArtilleryTo) {
                        ty = ARTILLERY;
                        figs = t.crewJacobite;
                    } else if (r <= t.jacCavalryTo) {
                        final int have = sd == 0 ? cavalry0 : cavalry1;
                        final boolean rerolled = sd == 0 ? reroll0 : reroll1;
                        if (have >= t.jacMaxCavalry) {
                            if (!rerolled) {
                                if (sd == 0) {
                                    reroll0 = true;
                                } else {
                                    reroll1 = true;
                                }
                                r = s.setup.roll(t.armyListSides);
                                continue;
                            }
                            break;
                        }
                        if (sd == 0) {
                            cavalry0++;
                        } else {
                            cavalry1++;
                        }
                        final int c = s.setup.roll(t.armyTableSides);
                        if (c <= t.jacLifeguardTo) {
                            ty = JacobiteCodes.HORSE;
                            figs = t.jacLifeguard;
                        } else if (c <= t.jacLowlandHorseTo) {
                            ty = LOWLAND_HORSE;
                            figs = t.jacLowlandHorse;
                        } else if (c <= t.jacHussarsTo) {
                            ty = JacobiteCodes.HORSE;
                            figs = t.jacHussars;
                        } else {
                            ty = JacobiteCodes.HORSE;
                            figs = t.jacFitzJames;
                        }
                    } else if (r <= t.jacLowlandTo) {
                        ty = MILITIA_FOOT;
                        figs = t.jacLowlandMilitia;
                    } else if (r <= t.jacHighlandTo) {
                        ty = HIGHLAND_FOOT;
                        final int c = s.setup.roll(t.armyTableSides);
                        figs = c <= t.highlandLargeTo ? t.highlandLarge : c <= t.highlandMediumTo ? t.highlandMedium
                                : t.highlandSmall;
                    } else {
                        ty = REGULAR_FOOT;
                        figs = t.jacFrench;
                    }
                    break;
                }
            } else {
                final int r = s.setup.roll(t.armyListSides);
                if (r <= t.govArtilleryTo) {
                    ty = ARTILLERY;
                    figs = t.crewGovernment;
                } else if (r <= t.govHighlandTo) {
                    final int have = sd == 0 ? highland0 : highland1;
                    if (have < t.govMaxHighland) {
                        if (sd == 0) {
                            highland0++;
                        } else {
                            highland1++;
                        }
                        ty = HIGHLAND_FOOT;
                        figs = t.govHighland;
                    }
                } else if (r <= t.govMilitiaTo) {
                    ty = MILITIA_FOOT;
                    figs = t.govMilitia;
                } else if (r <= t.govDragoonsTo) {
                    ty = JacobiteCodes.DRAGOONS;
                    figs = t.govDragoons;
                } else if (r <= t.govInfantryTo) {
                    ty = REGULAR_FOOT;
                    figs = s.setup.roll(t.armyTableSides) <= t.govInfantrySmallTo ? t.govInfantrySmall
                            : t.govInfantryLarge;
                }
            }
            figs = Math.min(figs, t.figures[u]);
            if (ty < 0 || figs <= 0) {
                s.type[u] = REGULAR_FOOT;
                s.start[u] = 0;
                s.figures[u] = 0;
                s.status[u] = GONE;
                s.sideUnits[sd]--;
                s.sideFigures[sd] -= t.figures[u];
                continue;
            }
            final boolean gov = s.government[u];
            s.type[u] = ty;
            s.cls[u] = JacobiteTemplate.classOf(ty, gov);
            s.poor[u] = (ty == LOWLAND_HORSE && t.lowlandHorsePoor) || (ty == ARTILLERY && !gov && t.jacobiteGunsPoor);
            s.elite[u] = false;
            s.formation[u] = ty == HIGHLAND_FOOT ? CLAN : ty == ARTILLERY ? FIELD : LINE;
            s.status[u] = ty == ARTILLERY ? LOADED : 0;
            s.sideFigures[sd] += figs - t.figures[u];
            s.start[u] = figs;
            s.figures[u] = figs;
        }
        for (int p = 0; p < t.personalityHost.length; p++) {
            final int h = s.personalityHost[p];
            if (h >= 0 && s.start[h] == 0) {
                int to = -1;
                for (int u = 0; u < n && to < 0; u++) {
                    if (t.side[u] == t.side[h] && s.start[u] > 0) {
                        to = u;
                    }
                }
                s.personalityHost[p] = to;
            }
        }
        if (narrator != null) {
            for (int u = 0; u < n; u++) {
                if (t.armyList[u] >= 0) {
                    narrator.event("army list: " + t.label(u) + " = " + (s.start[u] == 0 ? "no unit"
                            : JacobiteCodes.TYPE_NAMES[s.type[u]] + " of " + s.start[u]));
                }
            }
        }
    }
}
