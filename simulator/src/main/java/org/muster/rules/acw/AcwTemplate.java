package org.muster.rules.acw;

import static org.muster.rules.Placement.fmt;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;
import org.muster.rules.Parameters;
import org.muster.rules.Placement;
import org.muster.rules.Template;
import org.muster.rules.VictorySettings;

/**
 * A scenario compiled under the {@code acw-skirmish} rules: per-unit columns (unit u is column u of every array), the
 * terrain grid, and every rule number copied out of {@link Parameters} into a field, plus the exact tables the players
 * use (kill-die outcome by modifier, morale pass chance). Immutable after construction and shared by all worker
 * threads: nobody may write into its arrays. Built once per batch by {@link AcwRuleset#compile}; allocates only there.
 */
public final class AcwTemplate implements Template {
    /** Largest unit count a scenario may compile to. */
    public static final int MAX_UNITS = 256;
    /** Largest men in one unit (B2 squads of 3-8; gun crews up to artillery.crew, at most 8). */
    public static final int MAX_MEN = 8;
    /** Kill-die modifier table index offset: totals from -MOD_OFFSET to +MOD_OFFSET. */
    public static final int MOD_OFFSET = 20;

    private final Scenario scenario;
    private final Parameters parameters;
    private final int unitCount;
    private final String[] names;
    private final String[] sideNames = new String[2];
    private final PlayerSpec[] players = new PlayerSpec[2];

    // Per-unit columns.
    public final int[] side;
    public final int[] type;
    public final int[] quality;
    public final int[] weapon;
    public final int[] men;
    public final double[] x;
    public final double[] y;
    /** Facing in degrees: 0 = north (towards high y), 90 = east. */
    public final double[] facing;
    /** Stance bits ({@link AcwCodes#PRONE}, MOUNTED, LIMBERED) at deployment. */
    public final int[] stance;
    public final int[] sideUnits = new int[2];
    public final int[] sideMen = new int[2];

    // Table.
    public final Table table;
    public final int[] coverOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] coverOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[] moveClassOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] moveClassOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int losBlockingAreas;
    public final int losBlockingFeatures;
    /** False when no terrain can block sight (no blocking kind, no hill): sight checks skip the grid. */
    public final boolean terrainBlocksSight;
    /** False when no terrain of the scenario gives cover: cover checks skip the grid. */
    public final boolean anyCover;
    /**
     * Bounding boxes (x0, y0, x1, y1 per box, widened by a grid cell) of the terrain that can give cover or hinder
     * movement: a line or point that misses every box of a kind needs no grid walk for it (sight: {@link Table}'s own
     * boxes).
     */
    public final double[] coverBoxes;
    public final double[] moveBoxes;
    /**
     * Cells (of {@link Table#CELL_INCHES}) near enough to cover-giving terrain that a target there might have cover:
     * within a cover box widened by the feature reach. Elsewhere the cover query is answered without the grid walk.
     */
    public final boolean[] coverNear;
    public final int coverCols;
    /**
     * Per cell: the cover of the ground itself ({@link TerrainKind} cover code, scenario overrides included), and
     * whether a cover-giving linear feature is within reach (then the direction of the firer matters and the full
     * query runs).
     */
    public final byte[] groundCover;
    public final boolean[] featureNear;
    public final double[] objX;
    public final double[] objY;
    public final double[] objRadius;
    public final int[] objPoints;

    // B3 sequence of play.
    /** The cards of one deck, increments each, ascending. */
    public final int[] deck;
    public final int maxTurns;
    /** 0 roll-off then alternate per cycle, 1 roll-off every cycle, 2 side 0 always first. */
    public final int firstPlayer;
    public final int rollOffDie;
    public final boolean revolver;
    public final int revolverShots;
    public final int revolverReload;

    // B4 movement, inches per increment.
    public final double moveInfantry;
    public final double moveCavalry;
    public final double moveLimbered;
    public final double moveUnlimbered;
    public final double roughPenalty;
    public final double crawl;
    public final double chargeInfantry;
    public final double chargeCavalry;
    public final int limberIncrements;

    // B5 firing.
    /** Maximum range by weapon code, inches. */
    public final int[] maxRange = new int[AcwCodes.WEAPONS];
    public final int rfAtZero;
    public final boolean rfScaled;
    public final boolean roundUp;
    public final int crew;
    public final double gunArc;
    public final int cpPerDie;
    public final int killDieSides;
    public final int effectMax;
    public final boolean killedOnEven;
    /**
     * The kill die's result code ({@link AcwOdds#killDieResult}) by modified roll clamped to 1..sides (index 0
     * unused): one lookup in place of the rule's comparisons on the die, which the branch predictor cannot know.
     */
    public final byte[] killDieCode;
    public final int coverHard;
    public final int coverSoft;
    public final int proneModifier;
    public final int veteranModifier;
    public final int greenModifier;
    public final boolean targetGreenReading;

    // B6 out of action.
    public final int recoveryTries;
    public final int recoveryDie;
    public final boolean returnsOnEven;

    // B7 CQC.
    public final int cqcRegularVGreen;
    public final int cqcVeteranVRegular;
    public final int cqcVeteranVGreen;
    public final int cqcMounted;
    public final int cqcCharging;
    public final int cqcFlank;
    public final int cqcRear;
    public final int cqcDefenderProne;
    public final int cqcUphill;
    public final int cqcSoftCover;
    public final int cqcHardCover;
    public final int baseInfantry;
    public final int baseCavalry;
    public final int baseMixed;
    public final int maxRatio;
    public final double flankDegrees;
    public final double rearDegrees;
    public final int routCards;
    public final double shieldInches;

    // B8 morale.
    /** K by starting men, index 0..MAX_MEN (index 0 unused). */
    public final int[] moraleK = new int[MAX_MEN + 1];
    public final int perMan;
    public final int moraleDie;
    public final boolean fireTrigger;

    // B9 victory and geometry.
    public final double breakAt;
    /** 0 casualties, 1 objectives-only, 2 none. */
    public final int tieBreak;
    public final boolean casualtiesByFraction;
    public final double contactInches;
    public final double moveGap;
    public final double losEdge;
    public final double figureBlock;
    public final double featureReach;

    // Exact tables for the players (AcwOdds), built here once.
    /** P(killed) of one kill die by total modifier + MOD_OFFSET. */
    public final double[] pKilled = new double[2 * MOD_OFFSET + 1];
    /** P(out of action) of one kill die by total modifier + MOD_OFFSET. */
    public final double[] pOut = new double[2 * MOD_OFFSET + 1];
    /** P(pass) of a morale test by [start men][men now]. */
    public final double[][] moralePass = new double[MAX_MEN + 1][MAX_MEN + 1];

    AcwTemplate(Scenario s, Parameters p) {
        this.scenario = s;
        this.parameters = p;
        if (s.sides().size() != 2) {
            throw ScenarioException.at(s.source(), "sides", "acw-skirmish needs exactly 2 sides, found "
                    + s.sides().size());
        }
        if (!(s.widthInches() > 0) || !(s.depthInches() > 0)) {
            throw ScenarioException.at(s.source(), "table", "table size " + s.widthInches() + " x "
                    + s.depthInches() + " must be positive");
        }
        if (s.turns() < 0) {
            throw ScenarioException.at(s.source(), "turns", "turns " + s.turns() + " must be 0 (default) or more");
        }
        // Terrain effects [D] (cover, movement class, sight) by kind, from the switches.
        int blockA = 0;
        for (int k = 1; k < TerrainKind.AREA_KINDS; k++) {
            String n = TerrainKind.areaName(k);
            coverOfArea[k] = p.getInt("cover." + n);
            moveClassOfArea[k] = p.getInt("move.terrain." + n);
            if (p.getInt("los." + n) == 1) {
                blockA |= 1 << k;
            }
        }
        int blockF = 0;
        for (int k = 1; k < TerrainKind.FEATURE_KINDS; k++) {
            String n = TerrainKind.featureName(k);
            coverOfFeature[k] = p.getInt("cover." + n);
            moveClassOfFeature[k] = p.getInt("move.terrain." + n);
            if (p.getInt("los." + n) == 1) {
                blockF |= 1 << k;
            }
        }
        losBlockingAreas = blockA;
        losBlockingFeatures = blockF;
        table = Table.compile(s.widthInches(), s.depthInches(), s.terrain(), s.source());
        boolean blocks = false;
        boolean covers = false;
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            if (ts.isLinear()) {
                int k = TerrainKind.feature(ts.kind());
                blocks |= (blockF & (1 << k)) != 0;
                covers |= coverOfFeature[k] > 0;
            } else {
                int k = TerrainKind.area(ts.kind());
                blocks |= (blockA & (1 << k)) != 0 || ts.height() > 0;
                covers |= coverOfArea[k] > 0;
            }
            covers |= ts.cover() != null && TerrainKind.cover(ts.cover()) > 0;
        }
        terrainBlocksSight = blocks;
        anyCover = covers;
        List<double[]> cov = new ArrayList<>();
        List<double[]> mov = new ArrayList<>();
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            List<Point> pts = ts.isLinear() ? ts.line() : ts.area();
            double x0 = Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (Point q : pts) {
                x0 = Math.min(x0, q.x());
                y0 = Math.min(y0, q.y());
                x1 = Math.max(x1, q.x());
                y1 = Math.max(y1, q.y());
            }
            double m = Table.CELL_INCHES;
            double[] box = {x0 - m, y0 - m, x1 + m, y1 + m};
            int k = ts.isLinear() ? TerrainKind.feature(ts.kind()) : TerrainKind.area(ts.kind());
            int coverHere = ts.cover() != null ? TerrainKind.cover(ts.cover())
                    : ts.isLinear() ? coverOfFeature[k] : coverOfArea[k];
            int moveHere = ts.isLinear() ? moveClassOfFeature[k] : moveClassOfArea[k];
            if (coverHere > 0) {
                cov.add(box);
            }
            if (moveHere > 0) {
                mov.add(box);
            }
        }
        final double reach = p.get("cover.feature-reach");
        coverCols = (int) Math.ceil(s.widthInches() / Table.CELL_INCHES) + 1;
        final int coverRows = (int) Math.ceil(s.depthInches() / Table.CELL_INCHES) + 1;
        coverNear = new boolean[coverCols * coverRows];
        groundCover = new byte[coverCols * coverRows];
        featureNear = new boolean[coverCols * coverRows];
        for (int r = 0; r < coverRows; r++) {
            for (int c = 0; c < coverCols; c++) {
                double cx = Math.min(s.widthInches() - 1e-9, (c + 0.5) * Table.CELL_INCHES);
                double cy = Math.min(s.depthInches() - 1e-9, (r + 0.5) * Table.CELL_INCHES);
                groundCover[r * coverCols + c] = (byte) table.coverAt(cx, cy, cx, cy, coverOfArea, coverOfFeature,
                        0);
            }
        }
        for (int i = 0; i < s.terrain().size(); i++) {
            org.muster.model.TerrainSpec ts = s.terrain().get(i);
            if (!ts.isLinear()) {
                continue;
            }
            int k = TerrainKind.feature(ts.kind());
            int coverHere = ts.cover() != null ? TerrainKind.cover(ts.cover()) : coverOfFeature[k];
            if (coverHere <= 0) {
                continue;
            }
            double x0 = Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (Point q : ts.line()) {
                x0 = Math.min(x0, q.x());
                y0 = Math.min(y0, q.y());
                x1 = Math.max(x1, q.x());
                y1 = Math.max(y1, q.y());
            }
            int c0 = Math.max(0, (int) Math.floor((x0 - reach) / Table.CELL_INCHES) - 2);
            int c1 = Math.min(coverCols - 1, (int) Math.floor((x1 + reach) / Table.CELL_INCHES) + 2);
            int r0 = Math.max(0, (int) Math.floor((y0 - reach) / Table.CELL_INCHES) - 2);
            int r1 = Math.min(coverRows - 1, (int) Math.floor((y1 + reach) / Table.CELL_INCHES) + 2);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    featureNear[r * coverCols + c] = true;
                }
            }
        }
        for (double[] b : cov) {
            int c0 = Math.max(0, (int) Math.floor((b[0] - reach) / Table.CELL_INCHES) - 1);
            int c1 = Math.min(coverCols - 1, (int) Math.floor((b[2] + reach) / Table.CELL_INCHES) + 1);
            int r0 = Math.max(0, (int) Math.floor((b[1] - reach) / Table.CELL_INCHES) - 1);
            int r1 = Math.min(coverRows - 1, (int) Math.floor((b[3] + reach) / Table.CELL_INCHES) + 1);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    coverNear[r * coverCols + c] = true;
                }
            }
        }
        coverBoxes = flatten(cov);
        moveBoxes = flatten(mov);

        // Rules.
        int ones = p.getInt("deck.ones");
        int twos = p.getInt("deck.twos");
        int threes = p.getInt("deck.threes");
        if (ones + twos + threes == 0) {
            throw ScenarioException.at(s.source(), "rules.deck.ones", "a deck of 0 cards cannot be played");
        }
        deck = new int[ones + twos + threes];
        for (int i = 0; i < deck.length; i++) {
            deck[i] = i < ones ? 1 : i < ones + twos ? 2 : 3;
        }
        maxTurns = s.turns() > 0 ? s.turns() : p.getInt("turns.limit");
        firstPlayer = p.getInt("first-player");
        rollOffDie = p.getInt("first-player.die");
        revolver = p.isChoice("pistol", "revolver");
        revolverShots = p.getInt("revolver.shots");
        revolverReload = p.getInt("revolver.reload-increments");
        moveInfantry = p.get("move.infantry");
        moveCavalry = p.get("move.cavalry");
        moveLimbered = p.get("move.artillery-limbered");
        moveUnlimbered = p.get("move.artillery-unlimbered");
        roughPenalty = p.get("move.rough-penalty");
        crawl = p.get("move.crawl");
        chargeInfantry = p.get("charge.infantry");
        chargeCavalry = p.get("charge.cavalry");
        limberIncrements = p.getInt("limber.increments");
        maxRange[AcwCodes.RIFLED_MUSKET] = p.getInt("range.rifled-musket");
        maxRange[AcwCodes.MUSKET] = p.getInt("range.musket");
        maxRange[AcwCodes.SHOTGUN] = p.getInt("range.shotgun");
        maxRange[AcwCodes.PISTOL] = p.getInt("range.pistol");
        maxRange[AcwCodes.GUN] = p.getInt("range.artillery");
        rfAtZero = p.getInt("rf.at-zero");
        rfScaled = p.isChoice("rf.other-weapons", "scaled");
        roundUp = p.isChoice("range.rounding", "up");
        crew = p.getInt("artillery.crew");
        gunArc = p.get("artillery.arc-degrees");
        cpPerDie = p.getInt("kill-die.cp-per-die");
        killDieSides = p.getInt("kill-die.sides");
        effectMax = p.getInt("kill-die.effect-max");
        killedOnEven = p.isChoice("kill-die.killed-on", "even");
        killDieCode = new byte[killDieSides + 1];
        for (int r = 1; r <= killDieSides; r++) {
            killDieCode[r] = (byte) AcwOdds.killDieResult(r, killDieSides, effectMax, killedOnEven);
        }
        coverHard = p.getInt("kill-die.cover-hard");
        coverSoft = p.getInt("kill-die.cover-soft");
        proneModifier = p.getInt("kill-die.prone-modifier");
        veteranModifier = p.getInt("kill-die.veteran");
        greenModifier = p.getInt("kill-die.green");
        targetGreenReading = p.isChoice("kill-die.quality-reading", "target-green");
        recoveryTries = p.getInt("recovery.tries");
        recoveryDie = p.getInt("recovery.die");
        returnsOnEven = p.isChoice("recovery.returns-on", "even");
        cqcRegularVGreen = p.getInt("cqc.regular-v-green");
        cqcVeteranVRegular = p.getInt("cqc.veteran-v-regular");
        cqcVeteranVGreen = p.getInt("cqc.veteran-v-green");
        cqcMounted = p.getInt("cqc.mounted");
        cqcCharging = p.getInt("cqc.charging");
        cqcFlank = p.getInt("cqc.flank");
        cqcRear = p.getInt("cqc.rear");
        cqcDefenderProne = p.getInt("cqc.defender-prone");
        cqcUphill = p.getInt("cqc.uphill");
        cqcSoftCover = p.getInt("cqc.soft-cover");
        cqcHardCover = p.getInt("cqc.hard-cover");
        baseInfantry = p.getInt("cqc.base.infantry-v-infantry");
        baseCavalry = p.getInt("cqc.base.cavalry-v-cavalry");
        baseMixed = p.getInt("cqc.base.cavalry-v-infantry");
        maxRatio = p.getInt("cqc.max-ratio");
        flankDegrees = p.get("cqc.flank-degrees");
        rearDegrees = p.get("cqc.rear-degrees");
        routCards = p.getInt("rout.cards");
        shieldInches = p.get("pursuit.shield-inches");
        for (int n = 1; n <= MAX_MEN; n++) {
            moraleK[n] = p.getInt("morale.k." + n);
        }
        perMan = p.getInt("morale.per-man");
        moraleDie = p.getInt("morale.die");
        fireTrigger = p.isChoice("morale.fire-trigger", "on");
        contactInches = p.get("geometry.contact-inches");
        moveGap = p.get("geometry.move-gap-inches");
        losEdge = p.get("los.edge-inches");
        figureBlock = p.get("los.figure-inches");
        featureReach = p.get("cover.feature-reach");
        casualtiesByFraction = p.isChoice("victory.casualties", "fraction");

        // Victory.
        breakAt = VictorySettings.breakAt(s, p);
        tieBreak = VictorySettings.tieBreak(s);
        VictorySettings.Objectives objectives = VictorySettings.objectives(s, table);
        objX = objectives.x();
        objY = objectives.y();
        objRadius = objectives.radius();
        objPoints = objectives.points();

        // Units: validate and expand counts.
        List<double[]> rows = new ArrayList<>();
        List<String> unitNames = new ArrayList<>();
        for (int sd = 0; sd < 2; sd++) {
            SideSpec side = s.sides().get(sd);
            sideNames[sd] = side.name() == null ? "side " + sd : side.name();
            players[sd] = side.player() == null ? PlayerSpec.DEFAULT : side.player();
            String sideField = "sides[" + sd + "]";
            if (side.army() != null) {
                throw ScenarioException.at(s.source(), sideField + ".army", "acw-skirmish has no army lists; "
                        + "list the side's units instead (army: {list: " + side.army().list() + "} is not known)");
            }
            if (side.units().isEmpty()) {
                throw ScenarioException.at(s.source(), sideField + ".units", "side '" + sideNames[sd]
                        + "' has no units");
            }
            int edgeUnits = 0;
            for (UnitSpec u : side.units()) {
                if (u.at() == null) {
                    edgeUnits += Math.max(0, u.count());
                }
            }
            int edgeIndex = 0;
            final double edgeOffset = Math.max(0, (s.depthInches() - p.get("deploy.separation")) / 2);
            final double sideFacing = sd == 0 ? 0 : 180;
            for (UnitSpec u : side.units()) {
                String f = u.field();
                int ty = AcwCodes.indexOf(AcwCodes.TYPE_NAMES, lower(u.type()));
                if (ty < 0) {
                    throw ScenarioException.at(s.source(), f + ".type", "unknown unit type '" + u.type()
                            + "' (known: infantry-squad, cavalry-squad, artillery)");
                }
                int q = u.quality() == null ? AcwCodes.REGULAR
                        : AcwCodes.indexOf(AcwCodes.QUALITY_NAMES, lower(u.quality()));
                if (q < 0) {
                    throw ScenarioException.at(s.source(), f + ".quality", "unknown quality '" + u.quality()
                            + "' (known: green, regular, veteran)");
                }
                int w = weaponOf(s, u, ty);
                int st = stanceOf(s, u, ty);
                int lo = ty == AcwCodes.ARTILLERY ? 1 : p.getInt("squad.min-men");
                int hi = ty == AcwCodes.ARTILLERY ? crew : p.getInt("squad.max-men");
                if (u.figures() < lo || u.figures() > hi) {
                    throw ScenarioException.at(s.source(), f + ".men", "men " + u.figures() + " outside "
                            + lo + "-" + hi + " for " + AcwCodes.TYPE_NAMES[ty]
                            + (ty == AcwCodes.ARTILLERY ? " (crew, rules artillery.crew)" : " (B2: squads of 3-8)"));
                }
                if (u.count() < 1) {
                    throw ScenarioException.at(s.source(), f + ".count", "count " + u.count() + " must be 1 or more");
                }
                double spacing = u.spacingInches() > 0 ? u.spacingInches() : p.get("deploy.spacing");
                String base = u.name() == null || u.name().isEmpty() ? AcwCodes.TYPE_NAMES[ty] : u.name();
                for (int k = 0; k < u.count(); k++) {
                    double ux;
                    double uy;
                    double face;
                    if (u.at() == null) {
                        face = sideFacing;
                        ux = s.widthInches() * (edgeIndex + 0.5) / edgeUnits;
                        uy = sd == 0 ? edgeOffset : s.depthInches() - edgeOffset;
                        edgeIndex++;
                    } else {
                        face = Double.isNaN(u.facingDegrees()) ? sideFacing : u.facingDegrees();
                        Point in = Placement.inRow(u.at(), face, k, spacing);
                        ux = in.x();
                        uy = in.y();
                    }
                    String name = k == 0 ? base : base + "-" + (k + 1);
                    Placement.requireOnTable(table, s, f + ".at", name, ux, uy);
                    int cls = Math.max(moveClassOfArea[table.areaAt(ux, uy)], moveClassOfFeature[table.featureAt(ux,
                            uy)]);
                    if (cls == AcwCodes.IMPASSABLE) {
                        throw ScenarioException.at(s.source(), f + ".at", "unit " + name + " at (" + fmt(ux) + ", "
                                + fmt(uy) + ") stands in impassable terrain ("
                                + TerrainKind.areaName(table.areaAt(ux, uy)) + ")");
                    }
                    rows.add(new double[] {sd, ty, q, w, u.figures(), ux, uy, norm(face), st});
                    unitNames.add(name);
                }
            }
        }
        unitCount = rows.size();
        if (unitCount > MAX_UNITS) {
            throw ScenarioException.at(s.source(), "sides", unitCount + " units exceed the limit of " + MAX_UNITS);
        }
        Placement.requireApart(s, unitNames, rows, 5, p.get("geometry.contact-inches"), "geometry.contact-inches");
        names = unitNames.toArray(new String[0]);
        side = new int[unitCount];
        type = new int[unitCount];
        quality = new int[unitCount];
        weapon = new int[unitCount];
        men = new int[unitCount];
        x = new double[unitCount];
        y = new double[unitCount];
        facing = new double[unitCount];
        stance = new int[unitCount];
        for (int i = 0; i < unitCount; i++) {
            double[] r = rows.get(i);
            side[i] = (int) r[0];
            type[i] = (int) r[1];
            quality[i] = (int) r[2];
            weapon[i] = (int) r[3];
            men[i] = (int) r[4];
            x[i] = r[5];
            y[i] = r[6];
            facing[i] = r[7];
            stance[i] = (int) r[8];
            sideUnits[side[i]]++;
            sideMen[side[i]] += men[i];
        }

        // Exact tables (AcwOdds) for the players.
        for (int m = -MOD_OFFSET; m <= MOD_OFFSET; m++) {
            double[] o = AcwOdds.killDie(m, killDieSides, effectMax, killedOnEven);
            pKilled[m + MOD_OFFSET] = o[AcwCodes.KILLED];
            pOut[m + MOD_OFFSET] = o[AcwCodes.OUT_OF_ACTION];
        }
        for (int st = 1; st <= MAX_MEN; st++) {
            for (int now = 0; now <= MAX_MEN; now++) {
                moralePass[st][now] = AcwOdds.moralePass(moraleK[st], perMan, now, moraleDie);
            }
        }
    }

    private static double[] flatten(List<double[]> boxes) {
        double[] out = new double[boxes.size() * 4];
        for (int i = 0; i < boxes.size(); i++) {
            System.arraycopy(boxes.get(i), 0, out, 4 * i, 4);
        }
        return out;
    }

    /**
     * Line of sight over the terrain: {@link Table#lineOfSight} with this rule set's blocking kinds and edge (the
     * table walks only where blocking terrain lies on the line).
     */
    public boolean sightClear(double x0, double y0, double x1, double y1) {
        return table.lineOfSight(x0, y0, x1, y1, losBlockingAreas, losBlockingFeatures, losEdge);
    }

    private static String lower(String v) {
        return v == null ? "" : v.toLowerCase(Locale.ROOT);
    }

    private static double norm(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
    }

    private static int weaponOf(Scenario s, UnitSpec u, int ty) {
        if (ty == AcwCodes.ARTILLERY) {
            if (u.weapon() != null && !lower(u.weapon()).equals("gun")) {
                throw ScenarioException.at(s.source(), u.field() + ".weapon", "unknown weapon '" + u.weapon()
                        + "' for artillery (artillery has its gun: omit weapon or write gun)");
            }
            return AcwCodes.GUN;
        }
        if (u.weapon() == null) {
            return ty == AcwCodes.CAVALRY ? AcwCodes.PISTOL : AcwCodes.RIFLED_MUSKET;
        }
        int w = AcwCodes.indexOf(AcwCodes.WEAPON_NAMES, lower(u.weapon()));
        if (w < 0 || w == AcwCodes.GUN) {
            throw ScenarioException.at(s.source(), u.field() + ".weapon", "unknown weapon '" + u.weapon()
                    + "' (known: rifled-musket, musket, shotgun, pistol)");
        }
        return w;
    }

    private static int stanceOf(Scenario s, UnitSpec u, int ty) {
        String st = lower(u.stance());
        switch (ty) {
            case AcwCodes.INFANTRY:
                if (st.isEmpty() || st.equals("standing")) {
                    return 0;
                }
                if (st.equals("prone")) {
                    return AcwCodes.PRONE;
                }
                throw badStance(s, u, "standing, prone");
            case AcwCodes.CAVALRY:
                if (st.isEmpty() || st.equals("mounted")) {
                    return AcwCodes.MOUNTED;
                }
                if (st.equals("dismounted") || st.equals("standing")) {
                    return 0;
                }
                if (st.equals("prone")) {
                    return AcwCodes.PRONE;
                }
                throw badStance(s, u, "mounted, dismounted, prone");
            default:
                if (st.isEmpty() || st.equals("unlimbered")) {
                    return 0;
                }
                if (st.equals("limbered")) {
                    return AcwCodes.LIMBERED;
                }
                throw badStance(s, u, "limbered, unlimbered");
        }
    }

    private static ScenarioException badStance(Scenario s, UnitSpec u, String known) {
        return ScenarioException.at(s.source(), u.field() + ".stance", "unknown stance '" + u.stance() + "' for "
                + u.type() + " (known: " + known + ")");
    }

    /** First unit index of a side: compiling lists side 0's units, then side 1's, so each side is one range. */
    public int firstUnit(int sd) {
        return sd == 0 ? 0 : sideUnits[0];
    }

    /** One past the last unit index of a side. */
    public int endUnit(int sd) {
        return sd == 0 ? sideUnits[0] : unitCount;
    }

    /** The player spec of a side. */
    public PlayerSpec player(int sd) {
        return players[sd];
    }

    /** Movement per increment of a unit of this type in this stance (B4 [S p.2]). */
    public double moveRate(int ty, int stanceBits) {
        if ((stanceBits & AcwCodes.PRONE) != 0) {
            return crawl;
        }
        switch (ty) {
            case AcwCodes.CAVALRY:
                return (stanceBits & AcwCodes.MOUNTED) != 0 ? moveCavalry : moveInfantry;
            case AcwCodes.ARTILLERY:
                return (stanceBits & AcwCodes.LIMBERED) != 0 ? moveLimbered : moveUnlimbered;
            default:
                return moveInfantry;
        }
    }

    /** Start point of a unit (for tests and narration). */
    public Point at(int u) {
        return new Point(x[u], y[u]);
    }

    @Override
    public Scenario scenario() {
        return scenario;
    }

    @Override
    public Parameters parameters() {
        return parameters;
    }

    @Override
    public int unitCount() {
        return unitCount;
    }

    @Override
    public String unitName(int unit) {
        return names[unit];
    }

    @Override
    public int unitSide(int unit) {
        return side[unit];
    }

    @Override
    public int unitStartFigures(int unit) {
        return men[unit];
    }

    @Override
    public String sideName(int sd) {
        return sideNames[sd];
    }

    @Override
    public int maxTurns() {
        return maxTurns;
    }
}
