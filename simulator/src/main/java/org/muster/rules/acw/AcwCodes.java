package org.muster.rules.acw;

/**
 * The small int codes of {@code acw-skirmish}: unit types, qualities, weapons, actions, status bits. Stored in the
 * template's and the state's arrays instead of enums (STYLE.md P2). Holds no state; never allocates.
 */
public final class AcwCodes {
    /** Unit types (B2, B4). */
    public static final int INFANTRY = 0;
    public static final int CAVALRY = 1;
    public static final int ARTILLERY = 2;
    static final String[] TYPE_NAMES = {"infantry-squad", "cavalry-squad", "artillery"};

    /** Qualities (B5 kill-die modifiers, B7 CQC modifiers). */
    public static final int GREEN = 0;
    public static final int REGULAR = 1;
    public static final int VETERAN = 2;
    static final String[] QUALITY_NAMES = {"green", "regular", "veteran"};

    /** Weapons (B5 maximum ranges [S p.2]); GUN is the artillery piece. */
    public static final int RIFLED_MUSKET = 0;
    public static final int MUSKET = 1;
    public static final int SHOTGUN = 2;
    public static final int PISTOL = 3;
    public static final int GUN = 4;
    public static final int WEAPONS = 5;
    static final String[] WEAPON_NAMES = {"rifled-musket", "musket", "shotgun", "pistol", "gun"};

    /** Actions, one per increment (B4 [S p.2]). */
    public static final int HOLD = 0;
    public static final int MOVE = 1;
    public static final int CRAWL = 2;
    public static final int LIE_DOWN = 3;
    public static final int STAND_UP = 4;
    public static final int AIM = 5;
    public static final int FIRE = 6;
    public static final int LOAD = 7;
    public static final int CHARGE = 8;
    public static final int MOUNT = 9;
    public static final int DISMOUNT = 10;
    public static final int PIVOT = 11;
    public static final int LIMBER = 12;
    public static final int UNLIMBER = 13;
    public static final int ACTIONS = 14;
    static final String[] ACTION_NAMES = {"hold", "move", "crawl", "lie down", "stand up", "aim", "fire", "load",
        "charge", "mount", "dismount", "pivot", "limber", "unlimber"};

    /** Movement classes of terrain, as {@link AcwParameters#MOVE_CLASS}. */
    public static final int CLEAR = 0;
    public static final int ROUGH = 1;
    public static final int IMPASSABLE = 2;

    /** Kill-die results. The engine counts a code's men killed as code >> 1 and out of action as code & 1. */
    public static final int NO_EFFECT = 0;
    public static final int OUT_OF_ACTION = 1;
    public static final int KILLED = 2;

    /** Status bits of a unit (AcwState.status). */
    public static final int ROUTING = 1;
    /** Left the table while routing: eliminated (B7). */
    public static final int FLED = 2;
    /** Turned in place by a failed test: its back to the enemy (B7). */
    public static final int TURNED = 4;
    /** The attacker of its current contact. */
    public static final int ATTACKER = 8;
    /** The next CQC round is the charge's contact round (+charging). */
    public static final int CHARGING = 16;
    /** Lost men to fire in this phase (B8 fire trigger). */
    public static final int HIT_THIS_PHASE = 32;
    /** Broke in this phase: its rout cards are its next ones, not this one (B7 [D]). */
    public static final int BROKE_THIS_PHASE = 64;

    /** Stance bits of a unit (AcwState.stance, AcwTemplate.stance). */
    public static final int PRONE = 1;
    public static final int MOUNTED = 2;
    public static final int LIMBERED = 4;

    private AcwCodes() {
    }

    public static String typeName(int type) {
        return TYPE_NAMES[type];
    }

    public static String qualityName(int q) {
        return QUALITY_NAMES[q];
    }

    public static String weaponName(int w) {
        return WEAPON_NAMES[w];
    }

    public static String actionName(int a) {
        return ACTION_NAMES[a];
    }

    static int indexOf(String[] names, String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
