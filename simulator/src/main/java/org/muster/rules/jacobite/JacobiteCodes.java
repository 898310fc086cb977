package org.muster.rules.jacobite;

/**
 * The int codes of {@code jacobite45}: troop types, classes, formations, fire-table rows and columns, status bits,
 * morale results and actions. Constants only; no state, thread-safe.
 */
public final class JacobiteCodes {
    // Troop types (the scenario's type: names, A2 [S p.2]).
    public static final int REGULAR_FOOT = 0;
    public static final int MILITIA_FOOT = 1;
    public static final int HIGHLAND_FOOT = 2;
    public static final int HORSE = 3;
    public static final int DRAGOONS = 4;
    public static final int LOWLAND_HORSE = 5;
    public static final int ARTILLERY = 6;
    public static final int PERSONALITY = 7;
    public static final String[] TYPE_NAMES = {"regular-foot", "militia-foot", "highland-foot", "horse", "dragoons",
        "lowland-horse", "artillery", "personality"};

    // Classes (A2): regulars roll AvD, militia and highlanders d6.
    public static final int REGULAR = 0;
    public static final int MILITIA = 1;
    public static final int HIGHLANDER = 2;

    // Formations (A5), the unit's stance.
    public static final int LINE = 0;
    public static final int COLUMN = 1;
    public static final int CLAN = 2;
    /** Dismounted cavalry: open order, one base deep. */
    public static final int DISMOUNTED = 3;
    /** Artillery unlimbered in the field (may fire; moves 2 AvD). */
    public static final int FIELD = 4;
    /** Artillery limbered on the road (3 AvD, may not fire). */
    public static final int ROAD = 5;
    public static final String[] FORMATION_NAMES = {"line", "column", "clan", "dismounted", "field", "road"};

    // Fire-table formation index (A6.2): column = formation index + cover + 1.
    public static final int FT_CLAN = 0;
    public static final int FT_CLOSE = 1;
    public static final int FT_LOOSE = 2;
    public static final int FT_OPEN = 3;

    // Fire-table rows (A6.3).
    public static final int ROW_FRENCH = 0;
    public static final int ROW_BRITISH = 1;
    public static final int ROW_BRITISH_MILITIA = 2;
    public static final int ROW_CLAN = 3;
    public static final int ROW_LOWLAND_MILITIA = 4;
    public static final int ROW_PISTOL = 5;
    public static final int ROW_MUSKET = 6;
    public static final int ROW_BALL = 7;
    public static final int ROW_CASE = 8;
    public static final int ROWS = 9;
    public static final String[] ROW_NAMES = {"french-line", "british-line", "british-militia", "highland-clan",
        "lowland-militia", "cavalry-pistol", "cavalry-musket", "artillery-ball", "artillery-case"};
    public static final int COLUMNS = 6;

    // Cover (A6.2).
    public static final int COVER_NONE = 0;
    public static final int COVER_LIGHT = 1;
    public static final int COVER_HEAVY = 2;

    // Movement classes of terrain (A5).
    public static final int MOVE_CLEAR = 0;
    public static final int MOVE_OBSTACLE = 1;
    public static final int MOVE_ROUGH = 2;
    public static final int MOVE_IMPASSABLE = 3;

    // Die types.
    public static final int AVD = 0;
    public static final int D6 = 1;

    // Status bits.
    public static final int DISORDERED = 1;
    public static final int BROKEN = 2;
    public static final int ROUTED = 4;
    /** Get in there (A9.4): advance and charge until the next test. */
    public static final int GET_IN_THERE = 8;
    /** Has had its phase this turn (its card, or phased by a charge). */
    public static final int ACTED = 16;
    /** Was the target of fire this turn (rally: +2 if not). */
    public static final int FIRED_AT = 32;
    /** A clan that has been under fire once (A9.1 trigger 3 spent). */
    public static final int UNDER_FIRE_ONCE = 64;
    /** A Government unit that has stood against a clan charge once (A9.3 -3 spent). */
    public static final int FACED_CLANS = 128;
    /** Gun loaded (A6.6). */
    public static final int LOADED = 256;
    /** Ammunition rolled (A6.7). */
    public static final int AMMO_ROLLED = 512;
    /** Fought a melee round this turn (A8.3). */
    public static final int FOUGHT = 1024;
    /** Removed (routed off, wiped out or gun without crew). */
    public static final int GONE = 2048;

    // Morale results (A9.4).
    public static final int ROUT = 0;
    public static final int BROKEN_RESULT = 1;
    public static final int DISORDERED_RESULT = 2;
    public static final int NORMAL = 3;
    public static final int GET_IN = 4;
    public static final String[] RESULT_NAMES = {"Rout", "Broken", "Disordered", "Normal", "Get in there"};

    // Actions (A4).
    public static final int HOLD = 0;
    public static final int MOVE = 1;
    public static final int FORM = 2;
    public static final int FIRE = 3;
    public static final int CHARGE = 4;
    public static final int RELOAD = 5;
    public static final int REFORM = 6;
    public static final int RALLY = 7;
    /** The unit's personality leaves it to join another friendly unit (A3 [D]). */
    public static final int JOIN = 8;
    /** A gun in the field moves by prolonge: a fixed short distance, no dice (A5 [S p.3]). */
    public static final int PROLONGE = 9;
    public static final String[] ACTION_NAMES = {"hold", "move", "change formation", "fire", "charge", "reload",
        "reform", "rally", "personality joins", "prolonge"};

    // Pairing readings (A8.2).
    public static final int DUEL = 0;
    public static final int SORTED = 1;

    private JacobiteCodes() {
    }

    /** Index of a name in a table, or -1. */
    public static int indexOf(String[] names, String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a type is mounted-capable cavalry. */
    public static boolean isCavalry(int type) {
        return type == HORSE || type == DRAGOONS || type == LOWLAND_HORSE;
    }

    /** Whether a type is foot (regular, militia or highland). */
    public static boolean isFoot(int type) {
        return type == REGULAR_FOOT || type == MILITIA_FOOT || type == HIGHLAND_FOOT;
    }
}
