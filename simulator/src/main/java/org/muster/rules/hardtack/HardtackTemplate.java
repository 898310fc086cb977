package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.CAVALRY;
import static org.muster.rules.hardtack.HardtackCodes.INFANTRY;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.muster.engine.Table;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;
import org.muster.rules.Parameters;
import org.muster.rules.Placement;
import org.muster.rules.battle.Deployer;
import org.muster.rules.battle.SharedTemplate;
import org.muster.rules.battle.TemplateBase;
import org.muster.rules.VictorySettings;

/**
 * A scenario compiled under the {@code hardtack} rules: per-unit columns (unit u is column u of every array), the
 * terrain grid with Hardtack's cover, sight and movement classes per kind and mover, and every rule number as the
 * typed field of {@link HardtackRules} it extends (resolved once, never copied). Immutable after construction and
 * shared by all worker threads: nobody may write into its arrays. Built once per batch by
 * {@link HardtackRuleset#compile}; allocates only there.
 *
 * <p>Regiments: every line of a side's {@code units:} is one regiment (its {@code count} companies, named
 * {@code name}, {@code name-2}, ...) unless lines share a {@code regiment:} name; regiments sharing a {@code brigade:}
 * name form a brigade, the rest of a side one default brigade; see package-info.
 */
public final class HardtackTemplate extends HardtackRules implements SharedTemplate {
    /** Largest unit count a scenario may compile to. */
    public static final int MAX_UNITS = 256;
    /** Largest figures in one unit. */
    public static final int MAX_FIGURES = 16;
    /** Movers of the terrain table (section 5.3). */
    public static final int MOVER_INFANTRY = 0;
    public static final int MOVER_MOUNTED = 1;
    public static final int MOVER_LIMBERED = 2;
    public static final int MOVER_UNLIMBERED = 3;

    private final int unitCount;
    /** Names, sides, players and the turn limit, as every rule set's template holds them. */
    private final TemplateBase base;

    // Per-unit columns.
    public final int[] side;
    public final int[] type;
    public final int[] quality;
    /** Quality die code (section 2.1) and small-arms range band, inches. */
    public final int[] qualityDie;
    public final int[] band;
    public final int[] weapon;
    public final int[] figures;
    public final int[] regiment;
    /** By unit: the brigade of its regiment (sections 0.4, 3.3). */
    public final int[] brigade;
    /** Brigades of both sides; brigade b belongs to side {@link #brigadeSide}[b]. */
    public final int brigadeCount;
    public final int[] brigadeSide;
    /** By regiment: its name in narration (the {@code regiment:} key, else its first company's line name). */
    public final String[] regimentLabel;
    public final double[] x;
    public final double[] y;
    /** Facing in degrees: 0 = north (towards high y), 90 = east. */
    public final double[] facing;
    public final int[] formation;
    public final boolean[] mounted;
    public final boolean[] limbered;
    public final int[] sideUnits = new int[2];
    public final int[] sideFigures = new int[2];
    /**
     * By side: the units of the other side, in index order (the enemies the loops over them visit, without a side
     * test per unit). Read only.
     */
    private final int[][] foes = new int[2][];
    public final int regimentCount;

    /** The units of the side other than {@code sd} (0 or 1), in index order; the array is shared: do not write it. */
    public int[] foesOf(int sd) {
        return foes[sd];
    }

    // Table.
    public final Table table;
    /** The objectives as columns, and who holds them ({@link VictorySettings.Objectives#pointsHeld}). */
    public final VictorySettings.Objectives obj;

    // Rules, section by section.
    /**
     * The company a regiment's commander starts with (its middle company), by regiment; -1 for a one-company line,
     * which has no regimental commander apart from the company's own (section 10.5 [D]).
     */
    public final int[] colonelStart;
    /**
     * By brigade: the company its commander starts with, or -1. With {@code brigade.commander} on, a brigade of two or
     * more regimental commanders has one; he starts with its infantry or cavalry company nearest the mean position of
     * its companies (ties: the first listed).
     */
    public final int[] brigadierStart;
    /**
     * By side: the y of its own table edge, where its routers withdraw ([D]: the edge on the side of its deployment,
     * the one nearer its units' mean starting y than the enemy's; ties: side 0 at y = 0).
     */
    public final double[] homeEdge = new double[2];
    /**
     * Crew figures of the Gatling attached to each unit (section 7.6 [D]), 0 for none. They are counted in the unit's
     * {@link #figures}.
     */
    public final int[] gatlingCrew;
    private final String[] gatlingNames;
    public static final int TL_SHOT = 0;
    public static final int TL_CANISTER = 1;
    public static final int TL_CASUALTIES = 2;
    public static final int TL_MORE_THAN_SURVIVORS = 3;
    public static final int TL_LEADER = 4;
    public static final int TL_ABANDON = 5;
    public static final int TL_UNTREATED = 6;
    /** Section 14 [D]: the turn limit (the scenario's turns, else turns.limit), break fraction, tie-break. */
    public final VictorySettings victory;

    HardtackTemplate(Scenario s, Parameters p) {
        super(p);
        // Terrain (sections 5.3, 6) and the rules' numbers, resolved once.
        final HardtackRules rs = this;
        table = TemplateBase.table(s, "hardtack");

        if (rs.companyMinFigures > rs.companyMaxFigures) {
            throw ScenarioException.at(s.source(), "rules.company.min-figures", "company.min-figures "
                    + rs.companyMinFigures + " exceeds company.max-figures " + rs.companyMaxFigures);
        }
        if (rs.leaderWorseMax > rs.leaderSameMax) {
            throw ScenarioException.at(s.source(), "rules.leader.worse-max", "leader.worse-max "
                    + rs.leaderWorseMax + " exceeds leader.same-max " + rs.leaderSameMax);
        }

        victory = new VictorySettings(s, p);
        obj = new VictorySettings.Objectives(s, table);

        // Units: validate and expand counts; each unit line is a regiment.
        Deployer units = new Deployer(s, table, rs.deploySeparation);
        List<UnitSpec> gatlings = new ArrayList<>();
        List<Integer> gatlingSides = new ArrayList<>();
        int reg = 0;
        // Regiment and brigade indices by side and name; a regiment's arm and brigade, for checking its other lines.
        java.util.Map<String, Integer> regimentIndex = new java.util.HashMap<>();
        java.util.Map<String, Integer> brigadeIndex = new java.util.HashMap<>();
        List<Integer> regimentBrigade = new ArrayList<>();
        List<Integer> regimentArm = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<Integer> brigadeSides = new ArrayList<>();
        String[] sideNames = TemplateBase.sideNames(s);
        for (int sd = 0; sd < 2; sd++) {
            SideSpec sideSpec = s.sides().get(sd);
            String sideField = "sides[" + sd + "]";
            if (sideSpec.units().isEmpty()) {
                throw ScenarioException.at(s.source(), sideField + ".units", "side '" + sideNames[sd]
                        + "' has no units");
            }
            units.side(sd, Deployer.edgeUnits(sideSpec.units(), HardtackCodes.TYPE_NAMES.get(HardtackCodes.GATLING)));
            final int defaultBrigade = brigadeSides.size();
            brigadeSides.add(sd);
            for (UnitSpec u : sideSpec.units()) {
                String f = u.field();
                int ty = HardtackCodes.TYPE_NAMES.indexOf(lower(u.type()));
                if (ty < 0) {
                    throw ScenarioException.at(s.source(), f + ".type", "unknown unit type '" + u.type()
                            + "' (known: " + String.join(", ", HardtackCodes.TYPE_NAMES) + ")");
                }
                if (ty != HardtackCodes.GATLING && u.attach() != null) {
                    throw ScenarioException.at(s.source(), f + ".attach", "a " + HardtackCodes.TYPE_NAMES.get(ty)
                            + " is not attached to another unit (only a gatling takes attach)");
                }
                if (ty == HardtackCodes.GATLING) {
                    checkGatling(s, u, rs.gatlingCrewMax);
                    gatlings.add(u);
                    gatlingSides.add(sd);
                    continue;
                }
                int q = u.quality() == null ? HardtackCodes.REGULAR
                        : HardtackCodes.QUALITY_NAMES.indexOf(lower(u.quality()));
                if (q < 0) {
                    throw ScenarioException.at(s.source(), f + ".quality", "unknown quality '" + u.quality()
                            + "' (known: " + String.join(", ", HardtackCodes.QUALITY_NAMES) + ")");
                }
                int w = weaponOf(s, u, ty);
                int st = stanceOf(s, u, ty);
                int lo = ty == ARTILLERY || ty == HardtackCodes.SHARPSHOOTER ? 1 : rs.companyMinFigures;
                int hi = ty == ARTILLERY ? crewMax : ty == HardtackCodes.SHARPSHOOTER ? 1
                        : rs.companyMaxFigures;
                if (u.figures() < lo || u.figures() > hi || u.figures() > MAX_FIGURES) {
                    throw ScenarioException.at(s.source(), f + ".men", "men " + u.figures() + " outside " + lo
                            + "-" + hi + " figures for " + HardtackCodes.TYPE_NAMES.get(ty)
                            + (ty == ARTILLERY ? " (crew figures, rules artillery.crew)"
                                    : ty == HardtackCodes.SHARPSHOOTER ? " (one independent figure [X p.27])"
                                    : " (companies of 6-12 figures [S p.1])"));
                }
                if (u.count() < 1) {
                    throw ScenarioException.at(s.source(), f + ".count", "count " + u.count() + " must be 1 or more");
                }
                double spacing = u.spacingInches() > 0 ? u.spacingInches() : rs.deploySpacing;
                String base = u.name() == null || u.name().isEmpty() ? HardtackCodes.TYPE_NAMES.get(ty) : u.name();
                int bde = defaultBrigade;
                if (u.brigade() != null) {
                    Integer b = brigadeIndex.get(sd + "/" + u.brigade());
                    if (b == null) {
                        b = brigadeSides.size();
                        brigadeSides.add(sd);
                        brigadeIndex.put(sd + "/" + u.brigade(), b);
                    }
                    bde = b;
                }
                final int lineReg;
                if (u.regiment() == null) {
                    lineReg = reg++;
                    regimentBrigade.add(bde);
                    regimentArm.add(ty);
                    labels.add(base);
                } else {
                    if (ty == HardtackCodes.SHARPSHOOTER) {
                        throw ScenarioException.at(s.source(), f + ".regiment", "a sharpshooter is an independent "
                                + "figure (section 7.9); remove 'regiment: " + u.regiment() + "'");
                    }
                    Integer known = regimentIndex.get(sd + "/" + u.regiment());
                    if (known == null) {
                        lineReg = reg++;
                        regimentIndex.put(sd + "/" + u.regiment(), lineReg);
                        regimentBrigade.add(bde);
                        regimentArm.add(ty);
                        labels.add(u.regiment());
                    } else {
                        lineReg = known;
                        if (regimentArm.get(lineReg) != ty) {
                            throw ScenarioException.at(s.source(), f + ".type", "regiment '" + u.regiment()
                                    + "' already has " + HardtackCodes.TYPE_NAMES.get(regimentArm.get(lineReg))
                                    + " lines; a regiment is of one arm, so " + u.type() + " needs a regiment of "
                                    + "its own");
                        }
                        int had = regimentBrigade.get(lineReg);
                        if (u.brigade() == null) {
                            bde = had;
                        } else if (had == defaultBrigade) {
                            regimentBrigade.set(lineReg, bde);
                        } else if (had != bde) {
                            throw ScenarioException.at(s.source(), f + ".brigade", "regiment '" + u.regiment()
                                    + "' is already in another brigade; give its lines one brigade");
                        }
                    }
                }
                final int mover = moverOf(ty, (st & MOUNTED_BIT) != 0, (st & LIMBERED_BIT) != 0);
                for (int k = 0; k < u.count(); k++) {
                    String name = Deployer.name(base, k);
                    units.place(u, k, spacing, name);
                    units.requireEnterable(u, name, moveClassOfArea[mover], moveClassOfFeature[mover],
                            HardtackCodes.IMPASSABLE, "terrain impassable to it");
                    units.add(name, new double[] {sd, ty, q, w, u.figures(), units.x(), units.y(), units.facing(),
                        st, lineReg});
                }
            }
        }
        regimentCount = reg;
        regimentLabel = labels.toArray(new String[0]);
        brigadeCount = brigadeSides.size();
        brigadeSide = new int[brigadeCount];
        for (int b = 0; b < brigadeCount; b++) {
            brigadeSide[b] = brigadeSides.get(b);
        }
        List<double[]> unitRows = units.rows(MAX_UNITS);
        List<String> unitNames = units.names();
        unitCount = unitRows.size();
        gatlingCrew = new int[unitCount];
        gatlingNames = new String[unitCount];
        for (int g = 0; g < gatlings.size(); g++) {
            UnitSpec u = gatlings.get(g);
            int host = attachTo(s, u, gatlingSides.get(g), unitRows, unitNames);
            double[] r = unitRows.get(host);
            if (gatlingCrew[host] > 0) {
                throw ScenarioException.at(s.source(), u.field() + ".attach", "company '" + u.attach()
                        + "' already serves the Gatling '" + gatlingNames[host] + "' (one Gatling per company)");
            }
            if (r[4] + u.figures() > MAX_FIGURES) {
                throw ScenarioException.at(s.source(), u.field() + ".men", "men " + u.figures() + ": company '"
                        + u.attach() + "' of " + (int) r[4] + " figures and the Gatling's crew exceed "
                        + MAX_FIGURES + " figures");
            }
            r[4] += u.figures();
            gatlingCrew[host] = u.figures();
            gatlingNames[host] = u.name() == null || u.name().isEmpty() ? "gatling" : u.name();
        }
        Placement.requireApart(s, unitNames, unitRows, 5, rs.contact, "geometry.contact");
        String[] names = unitNames.toArray(new String[0]);
        side = new int[unitCount];
        type = new int[unitCount];
        quality = new int[unitCount];
        qualityDie = new int[unitCount];
        band = new int[unitCount];
        weapon = new int[unitCount];
        figures = new int[unitCount];
        regiment = new int[unitCount];
        brigade = new int[unitCount];
        x = new double[unitCount];
        y = new double[unitCount];
        facing = new double[unitCount];
        formation = new int[unitCount];
        mounted = new boolean[unitCount];
        limbered = new boolean[unitCount];
        for (int i = 0; i < unitCount; i++) {
            double[] r = unitRows.get(i);
            side[i] = (int) r[0];
            type[i] = (int) r[1];
            quality[i] = (int) r[2];
            String qn = HardtackCodes.QUALITY_NAMES.get(quality[i]);
            qualityDie[i] = rs.qualityDieOf[quality[i]];
            band[i] = rs.bandOf[quality[i]];
            weapon[i] = (int) r[3];
            figures[i] = (int) r[4];
            x[i] = r[5];
            y[i] = r[6];
            facing[i] = r[7];
            int st = (int) r[8];
            formation[i] = st & FORMATION_MASK;
            mounted[i] = (st & MOUNTED_BIT) != 0;
            limbered[i] = (st & LIMBERED_BIT) != 0;
            regiment[i] = (int) r[9];
            brigade[i] = regimentBrigade.get(regiment[i]);
            sideUnits[side[i]]++;
            sideFigures[side[i]] += figures[i];
        }
        for (int sd = 0; sd < 2; sd++) {
            foes[sd] = new int[sideUnits[1 - sd]];
            int k = 0;
            for (int i = 0; i < unitCount; i++) {
                if (side[i] != sd) {
                    foes[sd][k++] = i;
                }
            }
        }
        double[] meanY = new double[2];
        for (int i = 0; i < unitCount; i++) {
            meanY[side[i]] += y[i] / Math.max(1, sideUnits[side[i]]);
        }
        boolean zeroLow = meanY[0] <= meanY[1];
        homeEdge[0] = zeroLow ? 0 : table.depth();
        homeEdge[1] = zeroLow ? table.depth() : 0;
        colonelStart = new int[regimentCount];
        for (int g = 0; g < regimentCount; g++) {
            int first = -1;
            int size = 0;
            for (int i = 0; i < unitCount; i++) {
                if (regiment[i] == g) {
                    first = first < 0 ? i : first;
                    size++;
                }
            }
            colonelStart[g] = size >= 2 && type[first] != HardtackCodes.SHARPSHOOTER ? member(g, (size - 1) / 2) : -1;
        }
        brigadierStart = new int[brigadeCount];
        for (int b = 0; b < brigadeCount; b++) {
            brigadierStart[b] = rs.brigadeCommander ? brigadierHost(b) : -1;
        }
        base = new TemplateBase(s, p, unitCount, names, side, figures, victory.maxTurns);
    }

    /** The k-th company (0-based, in listing order) of regiment g. */
    private int member(int g, int k) {
        for (int i = 0; i < unitCount; i++) {
            if (regiment[i] == g && k-- == 0) {
                return i;
            }
        }
        throw new IllegalStateException("regiment " + g + " has no company " + k);
    }

    /** The company brigade b's commander starts with (see {@link #brigadierStart}), or -1. */
    private int brigadierHost(int b) {
        int regiments = 0;
        for (int g = 0; g < regimentCount; g++) {
            if (colonelStart[g] >= 0 && brigade[colonelStart[g]] == b) {
                regiments++;
            }
        }
        if (regiments < 2) {
            return -1;
        }
        double mx = 0;
        double my = 0;
        int c = 0;
        for (int i = 0; i < unitCount; i++) {
            if (brigade[i] == b && type[i] != HardtackCodes.SHARPSHOOTER) {
                mx += x[i];
                my += y[i];
                c++;
            }
        }
        mx /= c;
        my /= c;
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int i = 0; i < unitCount; i++) {
            if (brigade[i] == b && (type[i] == HardtackCodes.INFANTRY || type[i] == HardtackCodes.CAVALRY)) {
                double d = (x[i] - mx) * (x[i] - mx) + (y[i] - my) * (y[i] - my);
                if (d < bd) {
                    bd = d;
                    best = i;
                }
            }
        }
        return best;
    }

    /**
     * A Gatling line (section 7.6 [D]): one gun, {@code men:} crew figures from 1 to {@code gatling.crew}, attached to
     * a company of its side; it stands, moves and fights with that company, so it takes no position, stance, quality
     * or weapon of its own.
     */
    private static void checkGatling(Scenario s, UnitSpec u, int crewMax) {
        String f = u.field();
        if (u.count() != 1) {
            throw ScenarioException.at(s.source(), f + ".count", "count " + u.count()
                    + ": a gatling line is one gun attached to one company");
        }
        if (u.figures() < 1 || u.figures() > crewMax) {
            throw ScenarioException.at(s.source(), f + ".men", "men " + u.figures() + " outside 1-" + crewMax
                    + " crew figures for a gatling (rules gatling.crew)");
        }
        String own = u.at() != null ? "at" : u.stance() != null ? "stance" : u.quality() != null ? "quality"
                : u.weapon() != null && !lower(u.weapon()).equals("gatling") ? "weapon" : null;
        if (own != null) {
            throw ScenarioException.at(s.source(), f + "." + own, "a gatling has no " + own
                    + " of its own: it stands and fights with the company it is attached to");
        }
        if (u.attach() == null || u.attach().isEmpty()) {
            throw ScenarioException.at(s.source(), f + ".attach", "a gatling needs attach: the name of the infantry "
                    + "company of its side it serves with");
        }
    }

    /** The unit a Gatling line attaches to: an infantry company of its side named {@code attach}. */
    private static int attachTo(Scenario s, UnitSpec u, int sd, List<double[]> rows, List<String> unitNames) {
        for (int i = 0; i < rows.size(); i++) {
            if (!unitNames.get(i).equals(u.attach())) {
                continue;
            }
            double[] r = rows.get(i);
            if ((int) r[0] != sd) {
                continue;
            }
            if ((int) r[1] != INFANTRY) {
                throw ScenarioException.at(s.source(), u.field() + ".attach", "'" + u.attach() + "' is a "
                        + HardtackCodes.TYPE_NAMES.get((int) r[1]) + ": a gatling attaches to an infantry company");
            }
            return i;
        }
        String side = s.sides().get(sd).name() == null ? "side " + sd : s.sides().get(sd).name();
        throw ScenarioException.at(s.source(), u.field() + ".attach", "no unit named '" + u.attach()
                + "' on side '" + side + "' to attach the gatling to");
    }

    private static final int FORMATION_MASK = 3;
    private static final int MOUNTED_BIT = 4;
    private static final int LIMBERED_BIT = 8;

    /** The mover row of the terrain table (section 5.3) for a unit's type and state. */
    public static int moverOf(int type, boolean mounted, boolean limbered) {
        if (type == ARTILLERY) {
            return limbered ? MOVER_LIMBERED : MOVER_UNLIMBERED;
        }
        return type == CAVALRY && mounted ? MOVER_MOUNTED : MOVER_INFANTRY;
    }

    private static int weaponOf(Scenario s, UnitSpec u, int ty) {
        List<String> allowed;
        String dflt;
        if (ty == INFANTRY) {
            allowed = List.of("musket", "smoothbore", "breechloader", "repeater", "shotgun");
            dflt = "musket";
        } else if (ty == HardtackCodes.SHARPSHOOTER) {
            allowed = List.of("musket", "breechloader");
            dflt = "musket";
        } else if (ty == CAVALRY) {
            allowed = List.of("carbine", "pistol", "shotgun", "breechloader", "repeater");
            dflt = "carbine";
        } else {
            allowed = List.of("napoleon", "6-pdr", "howitzer", "rifled-gun");
            dflt = "napoleon";
        }
        String w = u.weapon() == null ? dflt : lower(u.weapon());
        if (!allowed.contains(w)) {
            throw ScenarioException.at(s.source(), u.field() + ".weapon", "unknown weapon '" + u.weapon() + "' for "
                    + HardtackCodes.TYPE_NAMES.get(ty) + " (known: " + String.join(", ", allowed) + ")");
        }
        return HardtackCodes.WEAPON_NAMES.indexOf(w);
    }

    /** Formation code in the low bits, plus MOUNTED_BIT and LIMBERED_BIT. */
    private static int stanceOf(Scenario s, UnitSpec u, int ty) {
        String st = u.stance() == null ? null : lower(u.stance());
        if (ty == INFANTRY) {
            List<String> ok = List.of("skirmish", "line", "column");
            if (st == null) {
                return HardtackCodes.LINE;
            }
            if (ok.contains(st)) {
                return ok.indexOf(st);
            }
            throw badStance(s, u, ty, ok);
        }
        if (ty == HardtackCodes.SHARPSHOOTER) {
            if (st == null || st.equals("skirmish")) {
                return HardtackCodes.SKIRMISH;
            }
            throw badStance(s, u, ty, List.of("skirmish"));
        }
        if (ty == CAVALRY) {
            List<String> ok = List.of("mounted-skirmish", "mounted-line", "mounted-column", "dismounted");
            if (st == null) {
                return HardtackCodes.COLUMN | MOUNTED_BIT;
            }
            int i = ok.indexOf(st);
            if (i < 0) {
                throw badStance(s, u, ty, ok);
            }
            return i == 3 ? HardtackCodes.SKIRMISH : i | MOUNTED_BIT;
        }
        List<String> ok = List.of("unlimbered", "limbered");
        if (st == null || st.equals("unlimbered")) {
            return HardtackCodes.SKIRMISH;
        }
        if (st.equals("limbered")) {
            return HardtackCodes.SKIRMISH | LIMBERED_BIT;
        }
        throw badStance(s, u, ty, ok);
    }

    private static ScenarioException badStance(Scenario s, UnitSpec u, int ty, List<String> ok) {
        return ScenarioException.at(s.source(), u.field() + ".stance", "unknown stance '" + u.stance() + "' for "
                + HardtackCodes.TYPE_NAMES.get(ty) + " (known: " + String.join(", ", ok) + ")");
    }


    private static String lower(String v) {
        return v == null ? "" : v.toLowerCase(Locale.ROOT);
    }

    /** The name of the Gatling attached to unit u, or null for none. */
    public String gatlingName(int u) {
        return gatlingNames[u];
    }

    @Override
    public TemplateBase base() {
        return base;
    }
}
