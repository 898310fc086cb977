package org.muster.rules.acw;

import org.muster.engine.TerrainKind;
import org.muster.rules.Parameters;
import org.muster.rules.battle.TerrainEffects;

/**
 * The {@code acw-skirmish} rule numbers resolved once: every parameter of {@link AcwParameters} that the engine, the
 * odds or the players use, read from {@link Parameters} by name here and nowhere else, into typed fields, plus the
 * exact tables derived from them (kill-die outcome by modifier, morale pass chance). {@link AcwTemplate} extends it
 * with what the scenario adds (table, units, objectives, victory); {@link AcwOdds} builds one for its printouts, so
 * the two cannot read the same rule differently. Immutable after construction; shared by all threads.
 */
public class AcwRules {
    /** Largest men in one unit (B2 squads of 3-8; gun crews up to artillery.crew, at most 8). */
    public static final int MAX_MEN = 8;
    /** Kill-die modifier table index offset: totals from -MOD_OFFSET to +MOD_OFFSET. */
    public static final int MOD_OFFSET = 20;

    // B2 organisation and deployment (compile time).
    public final int squadMinMen;
    public final int squadMaxMen;
    public final double deploySpacing;
    public final double deploySeparation;

    // Terrain effects [D] by kind.
    public final int[] coverOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] coverOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[] moveClassOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] moveClassOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int losBlockingAreas;
    public final int losBlockingFeatures;

    // B3 sequence of play.
    /** The cards of one deck, increments each, ascending. */
    public final int[] deck;
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
    /** The turn limit of the rules, when a scenario gives none. */
    public final int turnsLimit;

    // B9 victory and geometry.
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

    /** Every rule number of {@code p}, resolved. Allocates only here. */
    public AcwRules(Parameters p) {
        squadMinMen = p.getInt("squad.min-men");
        squadMaxMen = p.getInt("squad.max-men");
        deploySpacing = p.get("deploy.spacing");
        deploySeparation = p.get("deploy.separation");
        // Terrain effects [D] (cover, movement class, sight) by kind, from the switches.
        TerrainEffects.read(p, "cover.", "", coverOfArea, coverOfFeature);
        TerrainEffects.read(p, "move.terrain.", "", moveClassOfArea, moveClassOfFeature);
        losBlockingAreas = TerrainEffects.areaBits(p, "los.", "");
        losBlockingFeatures = TerrainEffects.featureBits(p, "los.", "");
        int ones = p.getInt("deck.ones");
        int twos = p.getInt("deck.twos");
        int threes = p.getInt("deck.threes");
        deck = new int[ones + twos + threes];
        for (int i = 0; i < deck.length; i++) {
            deck[i] = i < ones ? 1 : i < ones + twos ? 2 : 3;
        }
        turnsLimit = p.getInt("turns.limit");
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

    /** Whether weapon w's RF is the scaled formula (B5 [D]; always for rifled muskets and guns, Simon's own). */
    public boolean scaledRf(int w) {
        return rfScaled || w == AcwCodes.GUN || w == AcwCodes.RIFLED_MUSKET;
    }

    /** The quality modifier a side gets over the other in CQC (B7 [S p.4]; to whichever side is better [D]). */
    public int qualityEdge(int mine, int theirs) {
        if (mine == AcwCodes.VETERAN && theirs == AcwCodes.GREEN) {
            return cqcVeteranVGreen;
        }
        if (mine == AcwCodes.VETERAN && theirs == AcwCodes.REGULAR) {
            return cqcVeteranVRegular;
        }
        if (mine == AcwCodes.REGULAR && theirs == AcwCodes.GREEN) {
            return cqcRegularVGreen;
        }
        return 0;
    }
}
