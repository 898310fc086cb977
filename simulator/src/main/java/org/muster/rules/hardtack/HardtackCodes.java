package org.muster.rules.hardtack;

import java.util.List;

/**
 * The small int codes of {@code hardtack} (STYLE.md P2): die types, qualities, troop types, weapons, formations,
 * confidence levels and motivations, each with the names a scenario or the odds command writes. Holds no state;
 * never allocates after class initialisation.
 */
public final class HardtackCodes {
    /** Die types, the ladder index of shared/rules/hardtack.md section 1 item 1: faces = 4 + 2 * code. */
    public static final int D4 = 0;
    public static final int D6 = 1;
    public static final int D8 = 2;
    public static final int D10 = 3;
    public static final int D12 = 4;
    public static final int DIE_TYPES = 5;
    public static final List<String> DIE_NAMES = List.of("d4", "d6", "d8", "d10", "d12");

    /** Troop quality (section 2.1); the quality die is a parameter, by default the code as a die. */
    public static final int UNTRAINED = 0;
    public static final int GREEN = 1;
    public static final int REGULAR = 2;
    public static final int VETERAN = 3;
    public static final int ELITE = 4;
    public static final int QUALITIES = 5;
    public static final List<String> QUALITY_NAMES = List.of("untrained", "green", "regular", "veteran", "elite");

    /** Troop types a scenario's {@code type:} names (section 0.4: companies, gun sections). */
    public static final int INFANTRY = 0;
    public static final int CAVALRY = 1;
    public static final int ARTILLERY = 2;
    /** An independent sharpshooter figure (section 7.9): one figure, skirmish order, no confidence level. */
    public static final int SHARPSHOOTER = 3;
    /**
     * A Gatling gun (section 7.6 [D]): a scenario line of this type is no unit of its own but a support weapon served
     * by its crew figures with the infantry company it is attached to.
     */
    public static final int GATLING = 4;
    public static final int TYPES = 5;
    public static final List<String> TYPE_NAMES = List.of("infantry-company", "cavalry-company", "artillery-section",
            "sharpshooter", "gatling");

    /** Weapons (section 7.1; guns in 12.2). */
    public static final int MUSKET = 0;
    public static final int SMOOTHBORE = 1;
    public static final int CARBINE = 2;
    public static final int SHOTGUN = 3;
    public static final int PISTOL = 4;
    public static final int BREECHLOADER = 5;
    public static final int REPEATER = 6;
    public static final int NAPOLEON = 7;
    public static final int SIX_POUNDER = 8;
    public static final int HOWITZER = 9;
    public static final int RIFLED_GUN = 10;
    public static final int WEAPONS = 11;
    public static final List<String> WEAPON_NAMES = List.of("musket", "smoothbore", "carbine", "shotgun", "pistol",
            "breechloader", "repeater", "napoleon", "6-pdr", "howitzer", "rifled-gun");
    /** First gun code: weapons at or above it are artillery pieces. */
    public static final int FIRST_GUN = NAPOLEON;

    /** Formations (section 2.6); DISMOUNTED and MOUNTED, LIMBERED are separate state bits, not formations. */
    public static final int SKIRMISH = 0;
    public static final int LINE = 1;
    public static final int COLUMN = 2;
    public static final int FORMATIONS = 3;
    /** Stances a scenario's {@code stance:} may name: a formation, optionally with mounted/dismounted. */
    public static final List<String> STANCE_NAMES = List.of("skirmish", "line", "column", "mounted-skirmish",
            "mounted-line", "mounted-column", "dismounted", "limbered", "unlimbered");

    /** Confidence levels (section 2.5), ordinal = levels lost. */
    public static final int CONFIDENT = 0;
    public static final int STEADY = 1;
    public static final int SHAKEN = 2;
    public static final int BROKEN = 3;
    public static final int ROUTED = 4;
    public static final List<String> CONFIDENCE_NAMES = List.of("confident", "steady", "shaken", "broken", "routed");

    /** Mission motivation (section 2.3). */
    public static final int LOW = 0;
    public static final int MEDIUM = 1;
    public static final int HIGH = 2;
    public static final List<String> MOTIVATION_NAMES = List.of("low", "medium", "high");

    /** Fire result levels (section 7.7). */
    public static final int NO_EFFECT = 0;
    public static final int MINOR = 1;
    public static final int MAJOR = 2;

    /** A threat level that calls for no test (NTR in the tables of section 10.3). */
    public static final int NTR = 99;

    /** Terrain movement classes (section 5.3): cost per inch 1, 2, 3; impassable. */
    public static final int CLEAR = 0;
    public static final int POOR = 1;
    public static final int DIFFICULT = 2;
    public static final int IMPASSABLE = 3;
    public static final List<String> MOVE_CLASS_NAMES = List.of("clear", "poor", "difficult", "impassable");

    /** Cover classes (section 6): range and armour shifts are parameters. */
    public static final int COVER_NONE = 0;
    public static final int COVER_SOFT = 1;
    public static final int COVER_HARD = 2;
    public static final int COVER_FORTIFICATION = 3;
    public static final List<String> COVER_NAMES = List.of("none", "soft", "hard", "fortification");

    private HardtackCodes() {
    }

    /** Faces of a die type code. */
    public static int faces(int die) {
        return 4 + 2 * die;
    }
}
