package org.muster.rules.jacobite;

import java.util.ArrayList;
import java.util.List;

import org.muster.rules.Parameter;
import org.muster.rules.ParameterTable;
import org.muster.rules.Parameters;

/**
 * Every number and switch of the {@code jacobite45} rules (shared/rules/jacobite45.md, A2-A11), each with its
 * provenance tag as the specification gives it: [S p.N] seed text page N, [D] the project's default for a gap or for
 * text lost from the seed (the fire table, two morale bands). Built once per rule set; the compiler copies the values
 * into {@link JacobiteTemplate}, so nothing here is read on the hot path. Allocates only when {@link #all()} is called.
 */
public final class JacobiteParameters {
    /** Cover readings of the {@code cover.*} switches: index = cover code (A6.2). */
    public static final List<String> COVER = List.of("none", "light", "heavy");
    /** Movement classes of the {@code move.terrain.*} switches: index = class code (A5). */
    public static final List<String> MOVE_CLASS = List.of("clear", "obstacle", "rough", "impassable");
    /** Line-of-sight readings of the {@code los.*} switches. */
    public static final List<String> LOS = List.of("clear", "block");
    /** What a defender holds (A8.2, A9.3). */
    public static final List<String> HOLDING = List.of("none", "wall", "works");
    /** Die types. */
    public static final List<String> DIE = List.of("avd", "d6");

    /** Default fire table (A6.3), rows in {@link JacobiteCodes#ROW_NAMES} order, columns 1-6. */
    static final int[][] FIRE_TABLE = {
        {8, 6, 5, 4, 3, 2},
        {8, 6, 5, 4, 3, 2},
        {7, 5, 4, 3, 2, 1},
        {6, 4, 3, 2, 1, 0},
        {7, 5, 4, 3, 2, 1},
        {3, 2, 1, 0, 0, 0},
        {7, 5, 4, 3, 2, 1},
        {8, 6, 5, 3, 2, 1},
        {11, 8, 6, 5, 3, 2},
    };

    /** Default sides of the fire die (A6.1 [S p.4]: a d20 per figure). */
    static final int FIRE_DIE = 20;
    /** Default sides of the d6 of saves, melee, movement, morale, ammunition and army-list sub-tables. */
    static final int D6 = 6;
    /** Default sides of the army-list die (A10 [S p.7]: D100 per unit). */
    static final int ARMY_LIST_DIE = 100;
    /** Default faces of the average die (A2 [D]). */
    static final int[] AVD_FACES = {2, 3, 3, 4, 4, 5};

    private JacobiteParameters() {
    }

    /** The average die's faces as the {@code dice.avd.1..6} parameters set them. */
    public static int[] avdFaces(Parameters p) {
        int[] f = new int[AVD_FACES.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = p.getInt("dice.avd." + (i + 1));
        }
        return f;
    }

    /** The full list, in the order {@code muster rules jacobite45} prints it. */
    public static List<Parameter> all() {
        List<Parameter> p = new ArrayList<>();
        p.addAll(ParameterTable.rows("""
            # A2 troops and basing [S p.2]
            army.government-side | int | 0 | 0..1 | [D] | which scenario side is the Government (red cards, British
                units); the other is Jacobite
            base.close-figures | int | 4 | 1..16 | [S p.2] | figures per close or clan base
            base.open-figures | int | 2 | 1..16 | [S p.2] | figures per open-order base
            base.cavalry-figures | int | 2 | 1..16 | [S p.2] | figures per cavalry base
            base.frontage | real | 2 | 0.5..6 | [D] | frontage of one base, inches (the 2-inch side)
            clan.depth | int | 2 | 2..6 | [D] | ranks of bases of a clan formation (at least 2)
            crew.government | int | 4 | 1..8 | [S p.2] | crew figures of a Government gun
            crew.jacobite | int | 3 | 1..8 | [S p.2] | crew figures of a Jacobite gun
            quality.jacobite-guns-poor | choice | yes | no,yes | [D] | Jacobite guns are poor-quality firers (p.2: poor
                small calibres)
            quality.lowland-horse-poor | choice | yes | no,yes | [D] | Lowland Horse are poor-quality firers (p.8: a
                poorly rated unit)
            """));
        // A2 dice [S p.2]: every die size the rules roll (defaults from the constants the odds share), and the
        // faces of the average die
        p.addAll(ParameterTable.rows("""
            dice.fire | int | %d | 2..100 | [S p.4] | sides of the fire die: one per front-rank figure or crew die, hits
                below the total
            dice.save | int | %2$d | 2..20 | [S p.4] | sides of the saving die, one per hit
            dice.melee | int | %2$d | 2..20 | [S p.5] | sides of the melee die, one per front-rank figure
            dice.move | int | %2$d | 2..12 | [S p.3] | sides of the D6 of movement, charges and personalities (the
                chart's D6 column)
            dice.morale | int | %2$d | 2..12 | [S p.6] | sides of the morale and rally die of militia and highlanders
                (regulars roll AvD)
            dice.ammo | int | %2$d | 2..20 | [S p.15] | sides of the D6 of Jacobite gun ammunition
            dice.army-list | int | %3$d | 2..1000 | [S p.7] | sides of the army-list die rolled per unit (D100)
            dice.army-table | int | %2$d | 2..20 | [S p.7] | sides of the die of the cavalry-type, Highland-size and
                infantry-size tables (D6)
            """.formatted(FIRE_DIE, D6, ARMY_LIST_DIE)));
        for (int i = 0; i < AVD_FACES.length; i++) {
            p.add(Parameter.integer("dice.avd." + (i + 1), AVD_FACES[i], 0, 20, "[D]",
                    "face " + (i + 1) + " of the average die (standard: 2, 3, 3, 4, 4, 5)"));
        }
        p.addAll(ParameterTable.rows("""
            personality.mounted-dice | int | 4 | 0..8 | [S p.3] | d6 a mounted personality moves to join another unit
            personality.foot-dice | int | 2 | 0..8 | [S p.3] | d6 a personality on foot moves to join another unit
            # A10 army lists [S p.7]; the lost D100 ranges and highland sizes are [D]
            army.personality | int | 1 | 0..1 | [S p.7] | an army drawn from a list gets one personality
            army.jacobite.artillery-to | int | 5 | 0..100 | [D] | Jacobite D100: artillery up to this
            army.jacobite.cavalry-to | int | 15 | 0..100 | [D] | Jacobite D100: cavalry up to this
            army.jacobite.lowland-militia-to | int | 30 | 0..100 | [D] | Jacobite D100: Lowland militia up to this
            army.jacobite.highland-to | int | 90 | 0..100 | [D] | Jacobite D100: Highland unit up to this, French above
            army.jacobite.max-cavalry | int | 2 | 0..40 | [S p.7] | Jacobite cavalry units at most; the next cavalry
                result is rerolled, any further one lost
            army.jacobite.lifeguard-to | int | 2 | 0..6 | [S p.7] | cavalry D6: Prince's Lifeguard
            army.jacobite.lowland-horse-to | int | 4 | 0..6 | [S p.7] | cavalry D6: Lowland Horse
            army.jacobite.hussars-to | int | 5 | 0..6 | [S p.7] | cavalry D6: Bagot's Hussars, FitzJames's Horse above
            army.jacobite.lifeguard | int | 4 | 1..64 | [S p.7] | Prince's Lifeguard figures
            army.jacobite.lowland-horse | int | 6 | 1..64 | [S p.7] | Lowland Horse figures
            army.jacobite.hussars | int | 4 | 1..64 | [S p.7] | Bagot's Hussars figures
            army.jacobite.fitzjames | int | 4 | 1..64 | [S p.7] | FitzJames's Horse figures
            army.jacobite.lowland-militia | int | 12 | 1..64 | [S p.7] | Lowland militia figures
            army.jacobite.french | int | 12 | 1..64 | [S p.7] | French figures
            army.jacobite.highland-large-to | int | 1 | 0..6 | [S p.7] | Highland size D6: large
            army.jacobite.highland-medium-to | int | 4 | 0..6 | [D] | Highland size D6: medium, small above
            army.jacobite.highland-large | int | 32 | 1..64 | [S p.7] | large Highland unit figures
            army.jacobite.highland-medium | int | 24 | 1..64 | [D] | medium Highland unit (p.5 example)
            army.jacobite.highland-small | int | 16 | 1..64 | [D] | small Highland unit figures
            army.government.artillery-to | int | 10 | 0..100 | [D] | Government D100: artillery
            army.government.highland-to | int | 15 | 0..100 | [D] | Government D100: Highland unit
            army.government.militia-to | int | 25 | 0..100 | [D] | Government D100: Highland militia
            army.government.dragoons-to | int | 40 | 0..100 | [D] | Government D100: dragoons / light horse
            army.government.infantry-to | int | 90 | 0..100 | [D] | Government D100: infantry, no unit above
            army.government.max-highland | int | 1 | 0..40 | [S p.7] | Government Highland units at most; any more are
                lost
            army.government.highland | int | 16 | 1..64 | [S p.7] | Government Highland unit figures
            army.government.militia | int | 12 | 1..64 | [S p.7] | Highland militia figures
            army.government.dragoons | int | 6 | 1..64 | [S p.7] | dragoons / light horse figures
            army.government.infantry-small-to | int | 2 | 0..6 | [S p.7] | infantry D6: small unit
            army.government.infantry-small | int | 12 | 1..64 | [S p.7] | small infantry figures
            army.government.infantry-large | int | 16 | 1..64 | [S p.7] | large infantry figures
            # A3 cards
            deck.jokers | int | 2 | 0..8 | [D] | jokers in the deck; a joker ends the turn
            turns.limit | int | 20 | 1..400 | [D] | turn limit; a scenario's turns overrides it
            # A5 movement [S p.3]
            move.regular.line | int | 2 | 0..8 | [S p.3] | AvD of regulars in line
            move.regular.column | int | 3 | 0..8 | [S p.3] | AvD of regulars in column
            move.militia.line | int | 2 | 0..8 | [S p.3] | d6 of militia in line
            move.militia.column | int | 3 | 0..8 | [S p.3] | d6 of militia in column
            move.clan | int | 3 | 0..8 | [S p.3] | d6 of highland clans (clan formation)
            move.cavalry.line | int | 3 | 0..8 | [S p.3] | d6 of mounted cavalry in line
            move.cavalry.column | int | 4 | 0..8 | [S p.3] | d6 of mounted cavalry in column
            move.dismounted | int | 3 | 0..8 | [D] | d6 of dismounted cavalry (open column)
            move.artillery.field | int | 2 | 0..8 | [S p.3] | AvD of artillery in the field
            move.artillery.road | int | 3 | 0..8 | [S p.3] | AvD of artillery on the road (limbered)
            move.artillery.prolonge | real | 1 | 0..12 | [S p.3] | inches a gun in the field moves by prolonge, without
                dice
            charge.extra-dice | int | 1 | 0..4 | [S p.3] | extra movement dice of a charge
            move.formation-change-drop | int | 1 | 0..4 | [S p.3] | highest dice discarded by a formation change
            move.stop-short | real | 1 | 0..6 | [D] | a move that is not a charge stops this short of enemy
            geometry.contact | real | 2 | 0.5..12 | [D] | centre distance at which two units touch (a base's depth)
            effect.half | real | 0.5 | 0..1 | [D] | half effect: factor on dice and movement (A7)
            effect.quarter | real | 0.25 | 0..1 | [D] | quarter effect: factor on dice and movement (A7)
            effect.rounding | choice | stochastic | stochastic,half-up | [D] | fractional dice: floor plus one more with
                the fraction's chance, or round half up
            # A6 fire
            range.musket | real | 18 | 0..100 | [S p.3] | musket range (foot, dismounted cavalry), inches
            range.clan | real | 16 | 0..100 | [S p.3] | highland clan musket range, inches
            range.pistol | real | 6 | 0..100 | [S p.3] | mounted cavalry pistol range, inches
            range.ball | real | 36 | 0..200 | [S p.3] | artillery ball range, inches
            range.case | real | 12 | 0..200 | [S p.3] | artillery case range, inches
            range.volley | real | 9 | 0..100 | [S p.4] | volley fire only within this range, inches
            arc.degrees | real | 45 | 0..180 | [D] | fire and charge at targets within this of straight ahead
            """));
        for (int r = 0; r < JacobiteCodes.ROWS; r++) {
            for (int c = 0; c < JacobiteCodes.COLUMNS; c++) {
                boolean stated = r == JacobiteCodes.ROW_PISTOL || r == JacobiteCodes.ROW_MUSKET
                        || (r == JacobiteCodes.ROW_CASE && c == 0);
                p.add(Parameter.integer("fire." + JacobiteCodes.ROW_NAMES[r] + "." + (c + 1), FIRE_TABLE[r][c], 0, 21,
                        stated ? "[S p.4]" : "[D]", "fire table: " + JacobiteCodes.ROW_NAMES[r]
                        + " base number in column " + (c + 1)));
            }
        }
        p.addAll(ParameterTable.rows("""
            fire.threshold | choice | less | less,equal-or-less | [D] | a d20 hits when less than the total (printed),
                or equal or less
            fire.regular-volley | int | 2 | -10..10 | [S p.4] | regulars firing a volley
            fire.militia-volley | int | 1 | -10..10 | [S p.4] | militia firing a volley
            fire.flank | int | 1 | -10..10 | [S p.4] | firing at the target's flank
            fire.rear | int | 2 | -10..10 | [S p.4] | firing at the target's rear
            fire.elite | int | 1 | -10..10 | [S p.4] | elite or guard firers
            fire.mounted-target | int | 2 | -10..10 | [S p.4] | mounted target
            fire.poor | int | -1 | -10..10 | [S p.4] | poor-quality firers
            fire.column-shift | int | 1 | 0..5 | [S p.4] | columns left for a target in column
            save.from | int | 5 | 1..7 | [S p.4] | a d6 of this or more saves a hit (7: no saves)
            artillery.ball-dice | int | 1 | 0..4 | [S p.4] | d20 per crew figure firing ball
            artillery.case-dice | int | 2 | 0..4 | [S p.4] | d20 per crew figure firing case
            geometry.flank-degrees | real | 45 | 0..180 | [D] | attacker beyond this angle off the target's front is on
                its flank
            geometry.rear-degrees | real | 135 | 0..180 | [D] | attacker beyond this angle off the target's front is in
                its rear
            # A6.7 ammunition [S p.14-16]
            ammo.highland-sides | int | 4 | 1..20 | [S p.16] | highland foot: rounds = d(this)
            ammo.lowland-horse-sides | int | 6 | 1..20 | [S p.15] | Lowland Horse: rounds = d(this)
            ammo.other-bonus | int | 5 | 0..40 | [S p.14] | other foot and horse: rounds = AvD + this
            ammo.jacobite-gun.ball-d6 | int | 2 | 0..10 | [S p.16] | Jacobite gun: ball rounds in d6
            ammo.jacobite-gun.case-d6 | int | 1 | 0..10 | [S p.16] | Jacobite gun: case rounds in d6
            ammo.government-gun.ball-avd | int | 3 | 0..10 | [S p.16] | Government gun: ball rounds in AvD
            ammo.government-gun.case-avd | int | 2 | 0..10 | [S p.16] | Government gun: case rounds in AvD
            # A8 melee [S p.5]
            melee.pairing | choice | duel | duel,sorted | [D] | melee dice compared figure against figure at random, or
                both sides sorted high to low
            melee.join | choice | yes | no,yes | [D] | A8.3: a unit may charge an enemy already in a melee and joins
                that melee (each side rolls the front-rank dice of all its units there, each die with its own unit's
                modifier); no: one against one
            melee.casualties | choice | dice | dice,even | [D] | casualties a side takes in a melee of several units:
                shared in proportion to the dice each of its units rolled, or evenly; largest remainders first, then the
                unit listed first
            melee.guard | int | 1 | -10..10 | [S p.5] | guard (elite) side
            melee.charging | int | 1 | -10..10 | [S p.5] | charging (first round [D])
            melee.clan-not-charging | int | 1 | -10..10 | [S p.5] | clan that did not charge in, and clans in 2nd and
                later rounds
            melee.bayonets | int | 1 | -10..10 | [S p.5] | bayonets (regular and militia foot [D])
            melee.formed-defence | int | 1 | -10..10 | [S p.5] | defending in formed order
            melee.cavalry-v-infantry | int | 1 | -10..10 | [S p.5] | cavalry against infantry
            melee.clan-charge | int | 2 | -10..10 | [S p.5] | clan formation that charged in (1st round)
            melee.wall | int | 2 | -10..10 | [S p.5] | defending a wall or similar
            melee.works | int | 3 | -10..10 | [S p.5] | defending works or a building
            melee.flank | int | -1 | -10..10 | [S p.5] | attacked in flank
            melee.disordered | int | -1 | -10..10 | [S p.5] | disordered
            melee.downhill | int | -1 | -10..10 | [S p.5] | standing lower than the enemy
            melee.militia | int | -1 | -10..10 | [S p.5] | militia
            melee.broken | int | -2 | -10..10 | [S p.5] | broken
            melee.open-order | int | -2 | -10..10 | [S p.5] | open order (dismounted, gun crews)
            melee.rear | int | -2 | -10..10 | [S p.5] | attacked from rear
            melee.lancers-first | int | 1 | -10..10 | [S p.5] | mounted lancers, 1st round
            melee.lancers-second | int | -1 | -10..10 | [S p.5] | mounted lancers, 2nd round
            # A9 morale [S p.6]
            morale.personality | int | 2 | -10..10 | [S p.6] | personality present (+ own, - enemy's)
            morale.works | int | 2 | -10..10 | [S p.6] | holding works or a building (+ holder, - enemy)
            morale.wall | int | 1 | -10..10 | [S p.6] | holding a hedge or wall (+ holder, - enemy)
            morale.disordered | int | -2 | -10..10 | [S p.6] | disordered
            morale.lost | int | -2 | -10..10 | [S p.6] | lost the melee round
            morale.won | int | 2 | -10..10 | [S p.6] | won the melee round
            morale.flank | int | -3 | -10..10 | [S p.6] | charged in flank
            morale.clan-shock | int | -3 | -10..10 | [S p.6] | British unit charged by clan formation for the first time
            morale.broken | int | -4 | -10..10 | [S p.6] | broken
            morale.rear | int | -5 | -10..10 | [S p.6] | charged in rear
            morale.cavalry-charging | int | 2 | -10..10 | [S p.6] | cavalry charging
            morale.charging-open | int | 5 | -10..10 | [S p.6] | charging open-order troops
            morale.half-strength | real | 0.5 | 0..1 | [S p.6] | below this fraction of its start a unit tests whenever
                it takes casualties
            morale.get-in-there | int | 20 | 1..100 | [S p.6] | score for Get in there
            morale.normal | int | 9 | 1..100 | [D] | lowest Normal score (lost band: 9-19)
            morale.disordered-from | int | 6 | 1..100 | [D] | lowest Disordered score (lost band: 6-8)
            morale.broken-from | int | 3 | 1..100 | [S p.6] | lowest Broken score; below is Rout
            broken.retire | real | 12 | 0..48 | [S p.6] | a Broken unit retires this far, inches
            get-in-there.range | real | 12 | 0..48 | [S p.6] | Get in there: advance to this, then charge
            rally.not-fired-at | int | 2 | -10..10 | [S p.6] | rally: not fired at this turn
            rally.personality | int | 3 | -10..10 | [S p.6] | rally: personality present
            rally.personality-near | int | 1 | -10..10 | [S p.6] | rally: personality within range
            rally.near-inches | real | 6 | 0..48 | [S p.6] | rally: personality within this, inches
            # A11 table, deployment, victory
            deploy.separation | real | 24 | 0..400 | [D] | armies deployed this far apart at their edges
            deploy.spacing | real | 6 | 0..48 | [D] | spacing of a count of units when none is given
            deploy.mode | choice | edge | edge,zones | [D] | edge: units without at stand in a row at their side's edge,
                deploy.separation apart; zones (A11): the Government chooses its table edge, then the sides place those
                units alternately, one at a time, on the places of their zones
            deploy.zone-depth | real | 12 | 1..200 | [D] | zones: depth of each deployment zone, inches (A11: 12" deep,
                armies deploy.separation apart)
            deploy.place-spacing | real | 9 | 0.5..72 | [D] | zones: places in a zone stand this far apart across and
                back, inches (a 16-man line is 8" wide)
            deploy.first | choice | jacobite | jacobite,government | [D] | zones: the side that places the first unit
                (the side that did not choose its edge)
            victory.break-at | real | 0.5 | 0.01..1 | [D] | an army is beaten when this fraction of its units are
                routed, destroyed or Broken
            los.edge-inches | real | 1 | 0..10 | [D] | a unit this near the edge of woods sees out
            """));
        p.add(Parameter.choice("los.units", "block", LOS, "[D]",
                "whether units standing between a firer or charger and its target block sight, fire and the charge"));
        p.addAll(ParameterTable.rows("""
            los.unit-half-width | real | 1 | 0..12 | [D] | a unit blocks a line passing within this of its centre, or
                within half its frontage if wider
            cover.feature-reach | real | 1.5 | 0..10 | [D] | a wall or hedge this close in front of a target covers it
            """));
        // Terrain kinds: cover, movement class, sight, holding.
        String[][] areas = {
            {"road", "none", "clear", "clear", "none"},
            {"rough", "none", "rough", "clear", "none"},
            {"field", "none", "rough", "clear", "none"},
            {"light-woods", "light", "rough", "block", "none"},
            {"dense-woods", "heavy", "rough", "block", "none"},
            {"marsh", "none", "rough", "clear", "none"},
            {"stream", "none", "rough", "clear", "none"},
            {"water", "none", "impassable", "clear", "none"},
            {"building", "heavy", "rough", "block", "works"},
            {"hill", "none", "rough", "clear", "none"},
        };
        for (String[] a : areas) {
            p.add(Parameter.choice("cover." + a[0], a[1], COVER, "[S p.4]", "cover of a target standing in " + a[0]));
            p.add(Parameter.choice("move.terrain." + a[0], a[2], MOVE_CLASS, "[S p.3]", "movement through " + a[0]));
            p.add(Parameter.choice("los." + a[0], a[3], LOS, "[D]", "whether " + a[0] + " blocks sight"));
            p.add(Parameter.choice("holding." + a[0], a[4], HOLDING, "[D]", "a unit standing in " + a[0] + " holds"));
        }
        String[][] features = {
            {"wall", "heavy", "obstacle", "wall"},
            {"hedge", "light", "obstacle", "wall"},
            {"fence", "light", "obstacle", "wall"},
            {"earthwork", "heavy", "obstacle", "works"},
            {"abatis", "light", "obstacle", "wall"},
        };
        for (String[] f : features) {
            p.add(Parameter.choice("cover." + f[0], f[1], COVER, "[S p.4]", "cover of a target behind a " + f[0]));
            p.add(Parameter.choice("move.terrain." + f[0], f[2], MOVE_CLASS, "[S p.3]", "movement across a " + f[0]));
            p.add(Parameter.choice("holding." + f[0], f[3], HOLDING, "[D]", "a unit behind a " + f[0] + " holds"));
        }
        return p;
    }
}
