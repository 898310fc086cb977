package org.muster.rules.hardtack;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.muster.rules.Parameter;
import org.muster.rules.ParameterTable;

/**
 * Every number, table and [D] choice of the {@code hardtack} rules (shared/rules/hardtack.md), each tagged as the
 * specification tags it: [S p.N] the Hardtack seed, printed page N; [X p.N] an external source, SG2 printed page N
 * where given; [D] the project's default for a lost or ambiguous rule (section 17 lists the reasoning). Dice are
 * switches over {@link HardtackCodes#DIE_NAMES}; a threat level of {@link HardtackCodes#NTR} (99) means "no test
 * required". The rows are tables read by {@link ParameterTable} (a die's readings are {@code =dice}, a motivation's
 * {@code =motivation}: the code lists); rows built from a table of the rules (quality dice and bands, terrain, weapons,
 * threat levels) stay code. Built once per rule set; nothing here is read on the hot path. Allocates only in
 * {@link #all()}.
 */
public final class HardtackParameters {
    private static final List<String> DICE = HardtackCodes.DIE_NAMES;
    private static final int MAX_TL = HardtackCodes.NTR;
    /** The named readings a table's switch may take ({@code =dice}, {@code =motivation}). */
    private static final Map<String, List<String>> LISTS = Map.of("dice", DICE, "motivation",
            HardtackCodes.MOTIVATION_NAMES);

    private HardtackParameters() {
    }

    /** The full list, in the order {@code muster rules hardtack} prints it. */
    public static List<Parameter> all() {
        List<Parameter> p = new ArrayList<>();
        units(p);
        sequence(p);
        movement(p);
        terrain(p);
        fire(p);
        casualties(p);
        confidence(p);
        assault(p);
        artillery(p);
        victory(p);
        return markNotModelled(p);
    }

    /**
     * Rules of the specification that the engine does not play yet (package-info lists them): their numbers stay in
     * the table with their tags, and the description says that changing them has no effect, so nobody sweeps a
     * parameter the engine never reads.
     */
    private static final String[] NOT_MODELLED = {};

    private static List<Parameter> markNotModelled(List<Parameter> p) {
        for (int i = 0; i < p.size(); i++) {
            Parameter x = p.get(i);
            for (String prefix : NOT_MODELLED) {
                if (x.name().startsWith(prefix)) {
                    p.set(i, new Parameter(x.name(), x.defaultValue(), x.min(), x.max(), x.integer(), x.choices(),
                            x.tag(), x.description() + " (not modelled yet: the engine does not read it)"));
                    break;
                }
            }
        }
        return p;
    }

    private static Parameter die(String name, String value, String tag, String description) {
        return Parameter.choice(name, value, DICE, tag, description);
    }

    private static void units(List<Parameter> p) {
        // 2.1 quality dice and range bands [X p.9, p.33] [S p.4-5]
        String[] q = {"untrained", "green", "regular", "veteran", "elite"};
        for (int i = 0; i < q.length; i++) {
            p.add(die("quality." + q[i] + ".die", DICE.get(i), "[X p.9]", q[i] + " quality die"));
        }
        for (int i = 0; i < q.length; i++) {
            p.add(Parameter.integer("quality." + q[i] + ".band", 4 + 2 * i, 1, 100, "[X p.33]",
                    q[i] + " small-arms range band, inches (the quality die's faces)"));
        }
        p.addAll(ParameterTable.rows("""
            # 2.2 leadership [X p.9] [S p.5]
            leadership.value | int | 2 | 1..3 | [D] | leadership value (1 best) of every company: the median of the
                normal-unit generator {1,2,3}
            leadership.best | int | 1 | 1..3 | [X p.9] | best leadership value
            leadership.worst | int | 3 | 1..3 | [X p.9] | worst leadership value
            # 2.3 motivation, 2.4 fatigue
            motivation.side-0 | choice | medium | =motivation | [X p.19] | mission motivation of the first side
            motivation.side-1 | choice | medium | =motivation | [X p.19] | mission motivation of the second side
            confidence.start | choice | confident | confident,steady,shaken | [X p.19] | starting confidence level
                (fresh troops: confident); also the rally ceiling
            # 2.6 formations [S p.5-7], 2.8 integrity [X p.11]
            formation.close-tl | int | -1 | -5..5 | [S p.12] | threat level modifier of every confidence and reaction
                test of a company in line or column
            formation.line-move-shift | int | 1 | 0..4 | [S p.15] | line shifts the movement die down this many types
            regiment.radius | real | 6 | 0..48 | [S p.7] | company centres within this of the regimental commander may
                form a regimental formation
            integrity.circle | real | 6 | 0..48 | [X p.11] | integrity: all figures in a circle this wide (companies are
                points: read for a dismounted company and its led horses, which must be in integrity to remount)
            integrity.chain | real | 2 | 0..48 | [X p.11] | integrity, or: no figure further than this from another
                (read as integrity.circle)
            company.min-figures | int | 6 | 1..16 | [S p.1] | smallest company, figures
            company.max-figures | int | 12 | 1..16 | [S p.1] | largest company, figures
            deploy.spacing | real | 8 | 1..100 | [D] | distance between companies deployed at an edge
            deploy.separation | real | 36 | 0..1000 | [D] | distance between the two deployment lines of units with no
                position
            horse-holders.per | int | 4 | 1..12 | [S p.9] | dismounted cavalry: one horse holder per this many figures
                or fraction
            # 3.7 detached elements [X p.17-18], 5.6-5.7 [S p.4, p.6, p.9], 9.5 [D]
            detached.radius | real | 6 | 0..48 | [D] | a parent activates its detached element (horse team, led horses)
                only within this (3.7)
            limber.team-range | real | 6 | 0..48 | [S p.9] | to limber (or to retreat with its gun) the horse team must
                be within this of the gun
            move.led-horses | int | 12 | 0..24 | [D] | base move of a dismounted cavalry company's horses with their
                holders (a detached element)
            detached.horse-armour | choice | d4 | =dice | [D] | armour die of the horse figures of a detached team or of
                led horses fired on (9.5)
            """, LISTS));
    }

    private static void sequence(List<Parameter> p) {
        p.addAll(ParameterTable.rows("""
            # 3 turn structure [X p.15-16] [S p.8-11]
            activation.actions | int | 2 | 1..4 | [X p.16] | actions per activation
            activation.first | choice | fewer-units-choose | fewer-units-choose,roll-off | [X p.15] | who activates
                first: the side with fewer units chooses (ties: D6 roll-off [D])
            activation.pass | choice | fewer-unactivated | fewer-unactivated,never | [X p.15] | a side may pass only
                with fewer unactivated units than the opponent
            command.radius | real | 6 | 0..48 | [S p.11] | transfers, rally and Activate Regiment need the commander
                within this of the company commander
            command.transfers | int | 2 | 0..8 | [S p.11] | transfers per regimental commander per turn (direct or by
                runner)
            command.runner-move | real | 6 | 0..48 | [D] | a runner moves this far in its one move action, then
                transfers within command.radius (3.4, Q9)
            # 0.4 brigades, 3.3 brigade transfers [S p.1-4, p.10]
            brigade.commander | choice | on | on,off | [D] | a brigade of two or more regimental commanders has a
                brigade commander, a figure with a company
            brigade.staff | int | 3 | 1..5 | [S p.2] | brigade staff figures (3-5): a staff officer takes over each time
                the brigade commander is hit
            brigade.ride | real | 24 | 0..200 | [D] | at the end of a turn the brigade commander rides at most this far
                to the company nearest his regimental commanders
            reaction-fire | choice | on | on,off | [D] | SG2 optional reaction fire against a unit that moves twice (the
                firer must be loaded)
            fired-on.window | int | 2 | 1..10 | [D] | a broken unit may fire at enemies that fired on it within this
                many turns (this and last)
            """, LISTS));
    }

    private static void movement(List<Parameter> p) {
        p.addAll(ParameterTable.rows("""
            # 5.1-5.2 [S p.13-15] [X p.22-24]
            move.infantry | int | 6 | 0..24 | [S p.13] | infantry and dismounted cavalry base move
            move.mounted | int | 12 | 0..24 | [S p.13] | mounted cavalry base move
            move.limbered | int | 10 | 0..24 | [S p.13] | limbered artillery, horse team base move
            move.limbered-damaged | int | 8 | 0..24 | [S p.13] | limbered, team has casualties
            move.unlimbered | int | 4 | 0..24 | [S p.14] | unlimbered gun pushed by 2+ crew
            move.unlimbered-one-crew | int | 2 | 0..24 | [S p.14] | unlimbered gun with one crew
            move.combat-multiplier | int | 2 | 1..4 | [X p.22] | combat move: the mobility die's roll times this, inches
            move.travel-road | int | 4 | 1..8 | [S p.14] | travel mode on a road: base times this per action [D]
            move.travel-clear | int | 2 | 1..8 | [S p.14] | travel mode off road: base times this per action [D]
            move.cost.poor | int | 2 | 1..10 | [S p.14] | inches of allowance per inch of poor going
            move.cost.difficult | int | 3 | 1..10 | [S p.14] | inches of allowance per inch of difficult
            """, LISTS));
    }

    /** Movement class per terrain kind and troop (infantry, mounted, limbered, unlimbered), section 5.3 [S p.14]. */
    static final String[][] MOVE_CLASS = {
        // kind: infantry, mounted, limbered, unlimbered
        {"road", "clear", "clear", "clear", "clear"},
        {"rough", "poor", "poor", "poor", "poor"},
        {"field", "poor", "poor", "poor", "poor"},
        {"light-woods", "poor", "poor", "difficult", "difficult"},
        {"dense-woods", "poor", "difficult", "impassable", "impassable"},
        {"marsh", "poor", "poor", "difficult", "impassable"},
        {"stream", "difficult", "difficult", "impassable", "impassable"},
        {"water", "impassable", "impassable", "impassable", "impassable"},
        {"building", "poor", "impassable", "impassable", "impassable"},
        {"hill", "clear", "clear", "clear", "poor"},
        {"wall", "poor", "poor", "impassable", "impassable"},
        {"hedge", "poor", "poor", "impassable", "impassable"},
        {"fence", "poor", "poor", "impassable", "impassable"},
        {"earthwork", "poor", "poor", "impassable", "impassable"},
        {"abatis", "difficult", "impassable", "impassable", "impassable"},
    };
    static final String[] MOVERS = {"infantry", "mounted", "limbered", "unlimbered"};
    /** Cover and line of sight per terrain kind (section 6): kind, cover, sight. */
    static final String[][] COVER = {
        {"road", "none", "clear"},
        {"rough", "soft", "clear"},
        {"field", "none", "clear"},
        {"light-woods", "soft", "block"},
        {"dense-woods", "soft", "block"},
        {"marsh", "none", "clear"},
        {"stream", "none", "clear"},
        {"water", "none", "clear"},
        {"building", "hard", "block"},
        {"hill", "none", "clear"},
        {"wall", "hard", "clear"},
        {"hedge", "soft", "clear"},
        {"fence", "soft", "clear"},
        {"earthwork", "hard", "clear"},
        {"abatis", "soft", "clear"},
    };

    private static void terrain(List<Parameter> p) {
        for (String[] row : MOVE_CLASS) {
            for (int m = 0; m < MOVERS.length; m++) {
                // Buildings are not in the seed's table; rivers are not listed for artillery (section 5.3).
                String tag = row[0].equals("building") || row[0].equals("stream") && m >= 2 ? "[D]" : "[S p.14]";
                p.add(Parameter.choice("terrain." + row[0] + ".move." + MOVERS[m], row[m + 1],
                        HardtackCodes.MOVE_CLASS_NAMES, tag, MOVERS[m] + " going in " + row[0]));
            }
        }
        for (String[] row : COVER) {
            String tag = row[0].equals("fence") ? "[S p.16]" : "[D]";
            p.add(Parameter.choice("terrain." + row[0] + ".cover", row[1], HardtackCodes.COVER_NAMES, tag,
                    "cover of " + row[0] + " (SG2 p.12-13; wooden fence soft, stone wall hard [S p.8, p.16])"));
            p.add(Parameter.choice("terrain." + row[0] + ".sight", row[2], List.of("clear", "block"), "[X p.11]",
                    "whether " + row[0] + " blocks line of sight"));
        }
        p.addAll(ParameterTable.rows("""
            cover.soft | int | 1 | 0..4 | [X p.13] | soft cover: range and armour die shift
            cover.hard | int | 2 | 0..4 | [X p.13] | hard cover: range and armour die shift
            cover.fortification | int | 3 | 0..5 | [S p.8] | fortification: shift of the defender's die
            cover.fortification-armour | choice | both | both,range-only | [D] | fortification shifts range and armour
                dice by its value, or armour only by the hard-cover value
            geometry.feature-reach | real | 1 | 0..6 | [D] | a linear feature covers a company within this of it on the
                line of fire
            geometry.los-edge | real | 1 | 0..6 | [D] | a company this far inside woods sees out (edge)
            geometry.unit-block | real | 1 | 0..6 | [D] | a close-formation company whose centre is within this of a
                line of fire blocks it (7.13)
            geometry.enemy-gap | real | 2 | 0..12 | [D] | a move other than a close assault stops this far from any
                enemy (enemies are never touched, 5.4)
            geometry.contact | real | 1 | 0..6 | [D] | a charge that ends this close to its target has contact
            rout.moves | int | 2 | 0..4 | [D] | a routed company withdraws this many normal moves towards its own edge
                at the end of each turn
            rout.surrender | choice | on | on,off | [X p.53] | a routed company that cannot withdraw without closing on
                a seen enemy surrenders or disintegrates
            rout.surrender-range | real | 12 | 0..100 | [X p.21] | such a company surrenders (all its figures captured)
                with a seen enemy within this; beyond, it disintegrates (removed)
            """, LISTS));
    }

    private static void fire(List<Parameter> p) {
        // 7.1 weapons [S p.16-17]
        String[][] w = {
            {"musket", "1", "d6"}, {"smoothbore", "1", "d6"}, {"carbine", "1", "d4"}, {"shotgun", "1", "d8"},
            {"pistol", "0.5", "d4"}, {"breechloader", "1", "d6"}, {"repeater", "2", "d6"},
        };
        for (String[] r : w) {
            String tag = r[0].equals("breechloader") ? "[D]" : "[S p.16]";
            p.add(Parameter.real("weapon." + r[0] + ".fp", Double.parseDouble(r[1]), 0, 10, tag,
                    r[0] + " firepower per figure"));
            p.add(die("weapon." + r[0] + ".impact", r[2], tag, r[0] + " impact die"));
        }
        p.addAll(ParameterTable.rows("""
            armour.die | choice | d4 | =dice | [S p.16] | personal armour die of every figure
            fire.kill-multiple | int | 2 | 1..10 | [X p.36] | impact above this times the armour roll kills; above the
                armour roll wounds
            fire.wounds-to-kill | int | 2 | 2..10 | [X p.36] | wounds on one figure in one fire resolution that kill it
            fire.max-steps | int | 4 | 0..4 | [X p.33] | range-die steps beyond this (beyond D12) make the fire
                automatically ineffective
            fire.ip-shift | int | 1 | 0..4 | [X p.13] | target in position: range die up
            fire.smoothbore-shift | int | 1 | 0..4 | [S p.16] | smoothbore: range die up first, except in the first band
            fire.d2-threshold | real | 2 | 0..12 | [S p.17] | fire value at or below this: D4 firepower die and the
                quality die down (the D2 rule)
            fire.d2-quality-shift | int | 1 | 0..4 | [S p.17] | quality die down-shift of the D2 rule
            fire.skirmish-shift | int | 1 | 0..4 | [S p.6] | skirmish formation: firepower die down
            fire.formation-target-shift | int | 1 | 0..4 | [D] | target in line or column: range die down (closed) -
                'easier to hit' [S p.6], section 7.14
            fire.travel-target-shift | int | 1 | 0..4 | [X p.24] | target in travel mode: range die down
            fire.lone-figure-shift | int | 1 | 0..4 | [X p.26] | lone independent figure: range die up
            fire.mounted-quality-shift | int | 1 | 0..4 | [D] | mounted fire: quality die down
            fire.net-shifts-before-limit | choice | yes | yes,no | [D] | net the formation-target down-shift before the
                beyond-D12 test (B.3)
            fire.close-only-bands | int | 1 | 1..5 | [S p.16] | pistols and shotguns are effective only within this many
                bands
            fire.arc-degrees | real | 90 | 0..180 | [S p.17] | a close-formation company fires only at targets within
                this of its facing (front half)
            # 7.9 sharpshooters [S p.16] [X p.27]
            sharpshooter.band-multiple | int | 2 | 1..4 | [X p.27] | sharpshooter band = this x quality band
            sharpshooter.fp | choice | d8 | =dice | [S p.16] | sharpshooter firepower die
            sharpshooter.impact | choice | d8 | =dice | [S p.16] | sharpshooter impact die
            # 7.6 support dice: the Gatling gun [S p.16] [X p.35, p.37] [D]
            gatling.fp | choice | d8 | =dice | [S p.16] | Gatling firepower die: one more firer die in its company's
                small-arms fire, or with the company's quality die when it fires alone
            gatling.impact | choice | d6 | =dice | [S p.16] | Gatling impact die when it fires alone (joined, every
                potential hit has the small-arms impact)
            gatling.crew | int | 2 | 1..4 | [D] | most crew figures of a Gatling (men: 1 to this); they count as figures
                of its company, serve the gun and fire no small arms
            gatling.reload | choice | no | no,yes | [D] | the Gatling needs no Reload (4.3); yes: firing it places its
                company's Reload marker
            gatling.fire | choice | either | either,join,alone | [D] | the Gatling may join its company's small-arms
                fire at the same target, fire alone in an action of its own, or either (7.6; Hardtack marks separate
                support fire unused [S p.8])
            """, LISTS));
    }

    private static void casualties(List<Parameter> p) {
        p.addAll(ParameterTable.rows("""
            # 9.2-9.4 [X p.10, p.39] [D]
            treatment.dead-max | int | 2 | 0..6 | [X p.39] | treatment D6: this or less dies
            treatment.stabilised-max | int | 5 | 0..6 | [X p.39] | treatment D6: up to this is stabilised (out of
                action); above returns to action
            leader.worse-max | int | 2 | 0..6 | [X p.10] | replacement leader D6: this or less is one LV worse
            leader.same-max | int | 5 | 0..6 | [X p.10] | replacement leader D6: up to this is the same
            mounted.horse-hit-min | int | 4 | 1..7 | [D] | a hit on a mounted figure hits the horse on a D6 at or above
                this (rider dismounted, unhurt)
            """, LISTS));
    }

    private static void confidence(List<Parameter> p) {
        // 10.3 Hardtack threat level table [S p.12-13] and [D]
        String[] mm = {"low", "medium", "high"};
        int[][] rows = {{1, 0, MAX_TL}, {2, 1, MAX_TL}, {1, 1, 1}, {4, 3, 1}, {4, 3, 1}, {3, 2, 1}, {1, 0, 0}};
        String[] names = {"fired-on-shot", "fired-on-canister", "casualties", "more-than-survivors", "leader",
            "abandon-wounded", "untreated"};
        String[] tags = {"[S p.12]", "[D]", "[D]", "[D]", "[S p.7]", "[D]", "[D]"};
        String[] desc = {"fired on by small arms or shot (99 = no test)", "fired on by canister (99 = no test)",
            "added when the fire caused casualties (no-test read as 0 first)", "more casualties than survivors",
            "unit leader becomes a casualty", "forced to abandon wounded (cumulative)",
            "each untreated casualty (cumulative; used only with threat.untreated-row on)"};
        for (int r = 0; r < rows.length; r++) {
            for (int m = 0; m < 3; m++) {
                p.add(Parameter.integer("threat." + names[r] + "." + mm[m], rows[r][m], -5, MAX_TL, tags[r],
                        desc[r] + ", " + mm[m] + " motivation"));
            }
        }
        p.addAll(ParameterTable.rows("""
            threat.untreated-row | choice | off | off,on | [D] | keep SG2's untreated-casualty row
            threat.charged-by-close | int | 1 | -5..5 | [S p.12] | close-assault stand test: attacker in close formation
            # 10.2 reaction tests [X p.21] [S p.8]
            reaction.ip-open | int | 2 | -5..10 | [X p.13] | go in position in the open
            reaction.ip-cover | int | 0 | -5..10 | [X p.13] | go in position in cover
            reaction.move-while-ip | int | 2 | -5..10 | [X p.13] | move without first leaving IP
            reaction.shaken-leave-cover | int | 2 | -5..10 | [X p.21] | shaken unit leaves cover
            reaction.drop-ip-reorganise | int | 2 | -5..10 | [S p.8] | drop IP within a Reorganise
            reaction.broken-artillery | int | 0 | -5..10 | [D] | broken gun crew retreats with its gun
            # 10.6 panic [X p.21] [S p.13]
            panic.tl | int | 0 | -5..10 | [X p.21] | panic test and panic recovery threat level
            panic.green | choice | on | on,off | [S p.13] | green companies test for panic the first time they are fired
                on
            # 3.6 rally [X p.17]
            rally.levels | int | 1 | 1..4 | [X p.17] | levels a successful rally restores
            """, LISTS));
    }

    private static void assault(List<Parameter> p) {
        p.addAll(ParameterTable.rows("""
            # 11.1 [X p.41-43] [S p.12-13]
            assault.tl.confident | int | 0 | -5..10 | [X p.41] | attacker reaction TL when confident
            assault.tl.steady | int | 1 | -5..10 | [X p.41] | attacker reaction TL when steady
            assault.stand-min | int | 1 | 0..5 | [D] | defender stand TL floor (the odds ratio rounded down, below 2:1
                reads 1)
            assault.cover-shift | int | 1 | 0..4 | [X p.42] | defender in cover, IP or field defences: die up in the
                first round (closed)
            assault.fall-back | real | 6 | 0..24 | [X p.41] | a side that fails falls back at least this far
            assault.max-rounds | int | 10 | 1..50 | [D] | rounds before an undecided assault stops
            assault.overall-from-round | int | 3 | 1..50 | [X p.43] | from this round the side with more casualties
                since the assault began tests first (defender on tie)
            assault.occupy-moves | real | 2 | 0..4 | [D] | the winner occupies the position with at most this many
                normal moves (terrain costed), 11.1 step 3
            assault.dead-max | int | 2 | 0..6 | [X p.42] | downed figure D6: this or less dead
            assault.wounded-max | int | 4 | 0..6 | [X p.42] | downed figure D6: up to this wounded, above stunned
                (winner: back, loser: captured)
            # 11.2 close-combat weapon values [D]
            melee.musket | int | 0 | -4..4 | [D] | musket and bayonet die shift
            melee.carbine | int | 0 | -4..4 | [D] | carbine-armed cavalry, gun crews die shift
            melee.pistol | int | 1 | -4..4 | [X p.42] | revolver or pistol die shift
            melee.sabre | int | 1 | -4..4 | [X p.42] | sabre die shift (mounted cavalry carry one)
            melee.shotgun | int | 2 | -4..4 | [X p.42] | shotgun die shift
            melee.mounted | int | 1 | -4..4 | [D] | mounted figure: open die shift, cancelled against formed infantry
                facing it
            melee.cavalry-tl | int | 1 | -5..5 | [D] | infantry not in close formation charged by mounted
                close-formation cavalry: stand TL
            melee.cavalry-attacker-tl | int | 1 | -5..5 | [D] | mounted cavalry assaulting infantry in close formation:
                attacker reaction TL
            """, LISTS));
    }

    private static void artillery(List<Parameter> p) {
        p.addAll(ParameterTable.rows("""
            # 12.2 [D] reference model
            artillery.shot-band | int | 24 | 1..200 | [D] | shot range band, inches
            artillery.napoleon.shot | choice | d6 | =dice | [D] | 12-pdr Napoleon shot die
            artillery.napoleon.canister | choice | d12 | =dice | [D] | 12-pdr Napoleon canister firepower die
            artillery.6-pdr.shot | choice | d6 | =dice | [D] | 6-pdr field gun shot die
            artillery.6-pdr.canister | choice | d10 | =dice | [D] | 6-pdr canister firepower die
            artillery.howitzer.shot | choice | d4 | =dice | [D] | 12-pdr howitzer shot die
            artillery.howitzer.canister | choice | d12 | =dice | [D] | 12-pdr howitzer canister firepower die
            artillery.rifled-gun.shot | choice | d8 | =dice | [D] | 10-pdr Parrott / 3-inch rifle shot die
            artillery.rifled-gun.canister | choice | d8 | =dice | [D] | rifled gun canister firepower die
            artillery.shot-impact | choice | d12 | =dice | [D] | impact of a shot's potential hit
            artillery.bounce-impact | choice | d10 | =dice | [D] | impact of a bouncing ball
            artillery.bounce-die | int | 6 | 1..12 | [D] | bounce: D6 x multiplier inches beyond the target
            artillery.bounce-multiplier | int | 2 | 0..4 | [D] | smoothbore bounce: the die's roll times this, inches
            artillery.bounce-multiplier-rifled | int | 1 | 0..4 | [D] | rifled bounce: the die's roll times this, inches
            artillery.bounce-width | real | 1 | 0..6 | [D] | a bouncing ball strikes a unit whose centre is within this
                of its path
            artillery.canister-through-width | real | 4 | 0..24 | [D] | canister through skirmishers strikes the nearest
                enemy company behind within this of the line
            artillery.canister-through-shift | int | 1 | 0..4 | [D] | range die up for the second canister attack
                through skirmishers
            artillery.canister-impact | choice | d8 | =dice | [D] | impact of a canister potential hit
            artillery.crew | int | 3 | 1..4 | [S p.4] | crew figures of a full gun
            artillery.working-crew | int | 2 | 1..4 | [S p.14] | crew figures a gun needs to be pushed 4", combat-moved,
                loaded and fired in one activation; fewer and it fires with its quality die down
                artillery.short-crew-shift
            artillery.short-crew-shift | int | 1 | 0..4 | [D] | a gun with fewer than artillery.working-crew figures
                fires with its crew's quality die down this (12.2 step 3)
            artillery.team-figures | int | 2 | 1..4 | [S p.4] | horse figures of a gun's team (6 horses); a limbered
                gun's hit falls on a horse on the D6 of mounted.horse-hit-min; one down: move.limbered-damaged, all
                down: the gun cannot limber (9.5 [D])
            artillery.arc-degrees | real | 45 | 0..180 | [D] | a gun fires within this of its facing
            artillery.column-ranks | int | 4 | 3..10 | [D] | ranks of a company in column (shot hits)
            artillery.line-ranks | int | 2 | 1..2 | [D] | ranks of a company in line (shot hits)
            # 12.3 off-table artillery (advanced, p.27 missing) [D]: SG2 off-table support [X p.44-47]
            offtable | choice | off | off,on | [D] | off-table artillery (12.3, an advanced rule): a regimental or
                brigade commander's company may call a fire mission in one action
            offtable.missions | int | 2 | 0..20 | [D] | fire missions each side may call in a battle
            offtable.request-die | choice | d8 | =dice | [D] | request roll: this die must exceed the company's LV +
                offtable.request-over-lv (SG2's, no comms)
            offtable.request-over-lv | int | 2 | 0..10 | [D] | request roll margin over LV (12.3: LV + 2; LV + 0 for an
                artillery officer, not modelled)
            offtable.inbound | int | 1 | 1..5 | [D] | boxes of the inbound chart: the counter advances one box at each
                turn end and the shells land when it has advanced this many (SG2 p.44 inbound chart; 1: at the end of
                the calling turn)
            offtable.deviation-multiplier | int | 2 | 0..6 | [D] | inaccurate: the shells land the deviation die's roll
                times this inches away, in a D12 clock direction (direct fire has no multiplier [X p.47])
            offtable.deviation-die | choice | d8 | =dice | [X p.47] | deviation distance die
            offtable.direction-die | choice | d12 | =dice | [X p.47] | deviation direction die, read as a clock face
                (roll x 360 / faces degrees from north)
            offtable.ip-armour-shift | int | 1 | 0..4 | [X p.13] | a unit in position under a burst: armour die up
                (indirect fire, section 4.2)
            offtable.burst-radius | real | 4 | 0..24 | [X p.47] | burst radius (medium calibre): a unit whose centre
                lies within it is under the template
            offtable.impact | choice | d8 | =dice | [D] | impact of a shell's potential hit (12.3: D8 for shell)
            offtable.under-skirmish | int | 2 | 0..16 | [D] | figures of a company in skirmish order (or a gun's crew)
                under the template: potential hits
            offtable.under-close | int | 5 | 0..16 | [D] | figures of a company in line or column under the template:
                potential hits
            """, LISTS));
    }

    private static void victory(List<Parameter> p) {
        p.addAll(ParameterTable.rows("""
            # 14 [D]
            turns.limit | int | 10 | 1..200 | [D] | turn limit; a scenario's turns overrides it
            victory.break-at | real | 1 | 0.05..1 | [D] | a side whose companies and guns are this fraction broken,
                routed or gone loses
            victory.stabilised-points | real | 0.5 | 0..10 | [D] | casualty points per stabilised figure
            victory.gun-points | real | 3 | 0..10 | [D] | casualty points per gun lost
            """, LISTS));
    }
}
