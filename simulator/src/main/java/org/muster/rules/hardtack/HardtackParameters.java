package org.muster.rules.hardtack;

import java.util.ArrayList;
import java.util.List;

import org.muster.rules.Parameter;

/**
 * Every number, table and [D] choice of the {@code hardtack} rules (shared/rules/hardtack.md), each tagged as the
 * specification tags it: [S p.N] the Hardtack seed, printed page N; [X p.N] an external source, SG2 printed page N
 * where given; [D] the project's default for a lost or ambiguous rule (section 17 lists the reasoning). Dice are
 * switches over {@link HardtackCodes#DIE_NAMES}; a threat level of {@link HardtackCodes#NTR} (99) means "no test
 * required". Built once per rule set; nothing here is read on the hot path. Allocates only in {@link #all()}.
 */
public final class HardtackParameters {
    private static final List<String> DICE = HardtackCodes.DIE_NAMES;
    private static final int MAX_TL = HardtackCodes.NTR;

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
        // 2.2 leadership [X p.9] [S p.5]
        p.add(Parameter.integer("leadership.value", 2, 1, 3, "[D]",
                "leadership value (1 best) of every company: the median of the normal-unit generator {1,2,3}"));
        p.add(Parameter.integer("leadership.best", 1, 1, 3, "[X p.9]", "best leadership value"));
        p.add(Parameter.integer("leadership.worst", 3, 1, 3, "[X p.9]", "worst leadership value"));
        // 2.3 motivation, 2.4 fatigue
        p.add(Parameter.choice("motivation.side-0", "medium", HardtackCodes.MOTIVATION_NAMES, "[X p.19]",
                "mission motivation of the first side"));
        p.add(Parameter.choice("motivation.side-1", "medium", HardtackCodes.MOTIVATION_NAMES, "[X p.19]",
                "mission motivation of the second side"));
        p.add(Parameter.choice("confidence.start", "confident", List.of("confident", "steady", "shaken"),
                "[X p.19]", "starting confidence level (fresh troops: confident); also the rally ceiling"));
        // 2.6 formations [S p.5-7], 2.8 integrity [X p.11]
        p.add(Parameter.integer("formation.close-tl", -1, -5, 5, "[S p.12]",
                "threat level modifier of every confidence and reaction test of a company in line or column"));
        p.add(Parameter.integer("formation.line-move-shift", 1, 0, 4, "[S p.15]",
                "line shifts the movement die down this many types"));
        p.add(Parameter.real("regiment.radius", 6, 0, 48, "[S p.7]",
                "company centres within this of the regimental commander may form a regimental formation"));
        p.add(Parameter.real("integrity.circle", 6, 0, 48, "[X p.11]",
                "integrity: all figures in a circle this wide (companies are points: read for a dismounted company "
                + "and its led horses, which must be in integrity to remount)"));
        p.add(Parameter.real("integrity.chain", 2, 0, 48, "[X p.11]",
                "integrity, or: no figure further than this from another (read as integrity.circle)"));
        p.add(Parameter.integer("company.min-figures", 6, 1, 16, "[S p.1]", "smallest company, figures"));
        p.add(Parameter.integer("company.max-figures", 12, 1, 16, "[S p.1]", "largest company, figures"));
        p.add(Parameter.real("deploy.spacing", 8, 1, 100, "[D]", "distance between companies deployed at an edge"));
        p.add(Parameter.real("deploy.separation", 36, 0, 1000, "[D]",
                "distance between the two deployment lines of units with no position"));
        p.add(Parameter.integer("horse-holders.per", 4, 1, 12, "[S p.9]",
                "dismounted cavalry: one horse holder per this many figures or fraction"));
        // 3.7 detached elements [X p.17-18], 5.6-5.7 [S p.4, p.6, p.9], 9.5 [D]
        p.add(Parameter.real("detached.radius", 6, 0, 48, "[D]",
                "a parent activates its detached element (horse team, led horses) only within this (3.7)"));
        p.add(Parameter.real("limber.team-range", 6, 0, 48, "[S p.9]",
                "to limber (or to retreat with its gun) the horse team must be within this of the gun"));
        p.add(Parameter.integer("move.led-horses", 12, 0, 24, "[D]",
                "base move of a dismounted cavalry company's horses with their holders (a detached element)"));
        p.add(die("detached.horse-armour", "d4", "[D]",
                "armour die of the horse figures of a detached team or of led horses fired on (9.5)"));
    }

    private static void sequence(List<Parameter> p) {
        // 3 turn structure [X p.15-16] [S p.8-11]
        p.add(Parameter.integer("activation.actions", 2, 1, 4, "[X p.16]", "actions per activation"));
        p.add(Parameter.choice("activation.first", "fewer-units-choose", List.of("fewer-units-choose", "roll-off"),
                "[X p.15]", "who activates first: the side with fewer units chooses (ties: D6 roll-off [D])"));
        p.add(Parameter.choice("activation.pass", "fewer-unactivated", List.of("fewer-unactivated", "never"),
                "[X p.15]", "a side may pass only with fewer unactivated units than the opponent"));
        p.add(Parameter.real("command.radius", 6, 0, 48, "[S p.11]",
                "transfers, rally and Activate Regiment need the commander within this of the company commander"));
        p.add(Parameter.integer("command.transfers", 2, 0, 8, "[S p.11]",
                "transfers per regimental commander per turn (direct or by runner)"));
        p.add(Parameter.real("command.runner-move", 6, 0, 48, "[D]",
                "a runner moves this far in its one move action, then transfers within command.radius (3.4, Q9)"));
        // 0.4 brigades, 3.3 brigade transfers [S p.1-4, p.10]
        p.add(Parameter.choice("brigade.commander", "on", List.of("on", "off"), "[D]",
                "a brigade of two or more regimental commanders has a brigade commander, a figure with a company"));
        p.add(Parameter.integer("brigade.staff", 3, 1, 5, "[S p.2]",
                "brigade staff figures (3-5): a staff officer takes over each time the brigade commander is hit"));
        p.add(Parameter.real("brigade.ride", 24, 0, 200, "[D]",
                "at the end of a turn the brigade commander rides at most this far to the company nearest his "
                        + "regimental commanders"));
        p.add(Parameter.choice("reaction-fire", "on", List.of("on", "off"), "[D]",
                "SG2 optional reaction fire against a unit that moves twice (the firer must be loaded)"));
        p.add(Parameter.integer("fired-on.window", 2, 1, 10, "[D]",
                "a broken unit may fire at enemies that fired on it within this many turns (this and last)"));
    }

    private static void movement(List<Parameter> p) {
        // 5.1-5.2 [S p.13-15] [X p.22-24]
        p.add(Parameter.integer("move.infantry", 6, 0, 24, "[S p.13]", "infantry and dismounted cavalry base move"));
        p.add(Parameter.integer("move.mounted", 12, 0, 24, "[S p.13]", "mounted cavalry base move"));
        p.add(Parameter.integer("move.limbered", 10, 0, 24, "[S p.13]", "limbered artillery, horse team base move"));
        p.add(Parameter.integer("move.limbered-damaged", 8, 0, 24, "[S p.13]", "limbered, team has casualties"));
        p.add(Parameter.integer("move.unlimbered", 4, 0, 24, "[S p.14]", "unlimbered gun pushed by 2+ crew"));
        p.add(Parameter.integer("move.unlimbered-one-crew", 2, 0, 24, "[S p.14]", "unlimbered gun with one crew"));
        p.add(Parameter.integer("move.combat-multiplier", 2, 1, 4, "[X p.22]",
                "combat move: the mobility die's roll times this, inches"));
        p.add(Parameter.integer("move.travel-road", 4, 1, 8, "[S p.14]",
                "travel mode on a road: base times this per action [D]"));
        p.add(Parameter.integer("move.travel-clear", 2, 1, 8, "[S p.14]",
                "travel mode off road: base times this per action [D]"));
        p.add(Parameter.integer("move.cost.poor", 2, 1, 10, "[S p.14]", "inches of allowance per inch of poor going"));
        p.add(Parameter.integer("move.cost.difficult", 3, 1, 10, "[S p.14]",
                "inches of allowance per inch of difficult"));
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
        p.add(Parameter.integer("cover.soft", 1, 0, 4, "[X p.13]", "soft cover: range and armour die shift"));
        p.add(Parameter.integer("cover.hard", 2, 0, 4, "[X p.13]", "hard cover: range and armour die shift"));
        p.add(Parameter.integer("cover.fortification", 3, 0, 5, "[S p.8]",
                "fortification: shift of the defender's die"));
        p.add(Parameter.choice("cover.fortification-armour", "both", List.of("both", "range-only"), "[D]",
                "fortification shifts range and armour dice by its value, or armour only by the hard-cover value"));
        p.add(Parameter.real("geometry.feature-reach", 1, 0, 6, "[D]",
                "a linear feature covers a company within this of it on the line of fire"));
        p.add(Parameter.real("geometry.los-edge", 1, 0, 6, "[D]", "a company this far inside woods sees out (edge)"));
        p.add(Parameter.real("geometry.unit-block", 1, 0, 6, "[D]",
                "a close-formation company whose centre is within this of a line of fire blocks it (7.13)"));
        p.add(Parameter.real("geometry.enemy-gap", 2, 0, 12, "[D]",
                "a move other than a close assault stops this far from any enemy (enemies are never touched, 5.4)"));
        p.add(Parameter.real("geometry.contact", 1, 0, 6, "[D]",
                "a charge that ends this close to its target has contact"));
        p.add(Parameter.integer("rout.moves", 2, 0, 4, "[D]",
                "a routed company withdraws this many normal moves towards its own edge at the end of each turn"));
        p.add(Parameter.choice("rout.surrender", "on", List.of("on", "off"), "[X p.53]",
                "a routed company that cannot withdraw without closing on a seen enemy surrenders or disintegrates"));
        p.add(Parameter.real("rout.surrender-range", 12, 0, 100, "[X p.21]",
                "such a company surrenders (all its figures captured) with a seen enemy within this; beyond, it "
                + "disintegrates (removed)"));
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
        p.add(die("armour.die", "d4", "[S p.16]", "personal armour die of every figure"));
        p.add(Parameter.integer("fire.kill-multiple", 2, 1, 10, "[X p.36]",
                "impact above this times the armour roll kills; above the armour roll wounds"));
        p.add(Parameter.integer("fire.wounds-to-kill", 2, 2, 10, "[X p.36]",
                "wounds on one figure in one fire resolution that kill it"));
        p.add(Parameter.integer("fire.max-steps", 4, 0, 4, "[X p.33]",
                "range-die steps beyond this (beyond D12) make the fire automatically ineffective"));
        p.add(Parameter.integer("fire.ip-shift", 1, 0, 4, "[X p.13]", "target in position: range die up"));
        p.add(Parameter.integer("fire.smoothbore-shift", 1, 0, 4, "[S p.16]",
                "smoothbore: range die up first, except in the first band"));
        p.add(Parameter.real("fire.d2-threshold", 2, 0, 12, "[S p.17]",
                "fire value at or below this: D4 firepower die and the quality die down (the D2 rule)"));
        p.add(Parameter.integer("fire.d2-quality-shift", 1, 0, 4, "[S p.17]", "quality die down-shift of the D2 rule"));
        p.add(Parameter.integer("fire.skirmish-shift", 1, 0, 4, "[S p.6]", "skirmish formation: firepower die down"));
        p.add(Parameter.integer("fire.formation-target-shift", 1, 0, 4, "[D]",
                "target in line or column: range die down (closed) - 'easier to hit' [S p.6], section 7.14"));
        p.add(Parameter.integer("fire.travel-target-shift", 1, 0, 4, "[X p.24]",
                "target in travel mode: range die down"));
        p.add(Parameter.integer("fire.lone-figure-shift", 1, 0, 4, "[X p.26]",
                "lone independent figure: range die up"));
        p.add(Parameter.integer("fire.mounted-quality-shift", 1, 0, 4, "[D]", "mounted fire: quality die down"));
        p.add(Parameter.choice("fire.net-shifts-before-limit", "yes", List.of("yes", "no"), "[D]",
                "net the formation-target down-shift before the beyond-D12 test (B.3)"));
        p.add(Parameter.integer("fire.close-only-bands", 1, 1, 5, "[S p.16]",
                "pistols and shotguns are effective only within this many bands"));
        p.add(Parameter.real("fire.arc-degrees", 90, 0, 180, "[S p.17]",
                "a close-formation company fires only at targets within this of its facing (front half)"));
        // 7.9 sharpshooters [S p.16] [X p.27]
        p.add(Parameter.integer("sharpshooter.band-multiple", 2, 1, 4, "[X p.27]",
                "sharpshooter band = this x quality band"));
        p.add(die("sharpshooter.fp", "d8", "[S p.16]", "sharpshooter firepower die"));
        p.add(die("sharpshooter.impact", "d8", "[S p.16]", "sharpshooter impact die"));
        // 7.6 support dice: the Gatling gun [S p.16] [X p.35, p.37] [D]
        p.add(die("gatling.fp", "d8", "[S p.16]",
                "Gatling firepower die: one more firer die in its company's small-arms fire, or with the company's "
                + "quality die when it fires alone"));
        p.add(die("gatling.impact", "d6", "[S p.16]",
                "Gatling impact die when it fires alone (joined, every potential hit has the small-arms impact)"));
        p.add(Parameter.integer("gatling.crew", 2, 1, 4, "[D]",
                "most crew figures of a Gatling (men: 1 to this); they count as figures of its company, serve the gun "
                + "and fire no small arms"));
        p.add(Parameter.choice("gatling.reload", "no", List.of("no", "yes"), "[D]",
                "the Gatling needs no Reload (4.3); yes: firing it places its company's Reload marker"));
        p.add(Parameter.choice("gatling.fire", "either", List.of("either", "join", "alone"), "[D]",
                "the Gatling may join its company's small-arms fire at the same target, fire alone in an action of "
                + "its own, or either (7.6; Hardtack marks separate support fire unused [S p.8])"));
    }

    private static void casualties(List<Parameter> p) {
        // 9.2-9.4 [X p.10, p.39] [D]
        p.add(Parameter.integer("treatment.dead-max", 2, 0, 6, "[X p.39]", "treatment D6: this or less dies"));
        p.add(Parameter.integer("treatment.stabilised-max", 5, 0, 6, "[X p.39]",
                "treatment D6: up to this is stabilised (out of action); above returns to action"));
        p.add(Parameter.integer("leader.worse-max", 2, 0, 6, "[X p.10]",
                "replacement leader D6: this or less is one LV worse"));
        p.add(Parameter.integer("leader.same-max", 5, 0, 6, "[X p.10]",
                "replacement leader D6: up to this is the same"));
        p.add(Parameter.integer("mounted.horse-hit-min", 4, 1, 7, "[D]",
                "a hit on a mounted figure hits the horse on a D6 at or above this (rider dismounted, unhurt)"));
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
        p.add(Parameter.choice("threat.untreated-row", "off", List.of("off", "on"), "[D]",
                "keep SG2's untreated-casualty row"));
        p.add(Parameter.integer("threat.charged-by-close", 1, -5, 5, "[S p.12]",
                "close-assault stand test: attacker in close formation"));
        // 10.2 reaction tests [X p.21] [S p.8]
        p.add(Parameter.integer("reaction.ip-open", 2, -5, 10, "[X p.13]", "go in position in the open"));
        p.add(Parameter.integer("reaction.ip-cover", 0, -5, 10, "[X p.13]", "go in position in cover"));
        p.add(Parameter.integer("reaction.move-while-ip", 2, -5, 10, "[X p.13]", "move without first leaving IP"));
        p.add(Parameter.integer("reaction.shaken-leave-cover", 2, -5, 10, "[X p.21]", "shaken unit leaves cover"));
        p.add(Parameter.integer("reaction.drop-ip-reorganise", 2, -5, 10, "[S p.8]", "drop IP within a Reorganise"));
        p.add(Parameter.integer("reaction.broken-artillery", 0, -5, 10, "[D]",
                "broken gun crew retreats with its gun"));
        // 10.6 panic [X p.21] [S p.13]
        p.add(Parameter.integer("panic.tl", 0, -5, 10, "[X p.21]", "panic test and panic recovery threat level"));
        p.add(Parameter.choice("panic.green", "on", List.of("on", "off"), "[S p.13]",
                "green companies test for panic the first time they are fired on"));
        // 3.6 rally [X p.17]
        p.add(Parameter.integer("rally.levels", 1, 1, 4, "[X p.17]", "levels a successful rally restores"));
    }

    private static void assault(List<Parameter> p) {
        // 11.1 [X p.41-43] [S p.12-13]
        p.add(Parameter.integer("assault.tl.confident", 0, -5, 10, "[X p.41]", "attacker reaction TL when confident"));
        p.add(Parameter.integer("assault.tl.steady", 1, -5, 10, "[X p.41]", "attacker reaction TL when steady"));
        p.add(Parameter.integer("assault.stand-min", 1, 0, 5, "[D]",
                "defender stand TL floor (the odds ratio rounded down, below 2:1 reads 1)"));
        p.add(Parameter.integer("assault.cover-shift", 1, 0, 4, "[X p.42]",
                "defender in cover, IP or field defences: die up in the first round (closed)"));
        p.add(Parameter.real("assault.fall-back", 6, 0, 24, "[X p.41]",
                "a side that fails falls back at least this far"));
        p.add(Parameter.integer("assault.max-rounds", 10, 1, 50, "[D]", "rounds before an undecided assault stops"));
        p.add(Parameter.integer("assault.overall-from-round", 3, 1, 50, "[X p.43]",
                "from this round the side with more casualties since the assault began tests first (defender on tie)"));
        p.add(Parameter.real("assault.occupy-moves", 2, 0, 4, "[D]",
                "the winner occupies the position with at most this many normal moves (terrain costed), 11.1 step 3"));
        p.add(Parameter.integer("assault.dead-max", 2, 0, 6, "[X p.42]", "downed figure D6: this or less dead"));
        p.add(Parameter.integer("assault.wounded-max", 4, 0, 6, "[X p.42]",
                "downed figure D6: up to this wounded, above stunned (winner: back, loser: captured)"));
        // 11.2 close-combat weapon values [D]
        p.add(Parameter.integer("melee.musket", 0, -4, 4, "[D]", "musket and bayonet die shift"));
        p.add(Parameter.integer("melee.carbine", 0, -4, 4, "[D]", "carbine-armed cavalry, gun crews die shift"));
        p.add(Parameter.integer("melee.pistol", 1, -4, 4, "[X p.42]", "revolver or pistol die shift"));
        p.add(Parameter.integer("melee.sabre", 1, -4, 4, "[X p.42]", "sabre die shift (mounted cavalry carry one)"));
        p.add(Parameter.integer("melee.shotgun", 2, -4, 4, "[X p.42]", "shotgun die shift"));
        p.add(Parameter.integer("melee.mounted", 1, -4, 4, "[D]",
                "mounted figure: open die shift, cancelled against formed infantry facing it"));
        p.add(Parameter.integer("melee.cavalry-tl", 1, -5, 5, "[D]",
                "infantry not in close formation charged by mounted close-formation cavalry: stand TL"));
        p.add(Parameter.integer("melee.cavalry-attacker-tl", 1, -5, 5, "[D]",
                "mounted cavalry assaulting infantry in close formation: attacker reaction TL"));
    }

    private static void artillery(List<Parameter> p) {
        // 12.2 [D] reference model
        p.add(Parameter.integer("artillery.shot-band", 24, 1, 200, "[D]", "shot range band, inches"));
        p.add(die("artillery.napoleon.shot", "d6", "[D]", "12-pdr Napoleon shot die"));
        p.add(die("artillery.napoleon.canister", "d12", "[D]", "12-pdr Napoleon canister firepower die"));
        p.add(die("artillery.6-pdr.shot", "d6", "[D]", "6-pdr field gun shot die"));
        p.add(die("artillery.6-pdr.canister", "d10", "[D]", "6-pdr canister firepower die"));
        p.add(die("artillery.howitzer.shot", "d4", "[D]", "12-pdr howitzer shot die"));
        p.add(die("artillery.howitzer.canister", "d12", "[D]", "12-pdr howitzer canister firepower die"));
        p.add(die("artillery.rifled-gun.shot", "d8", "[D]", "10-pdr Parrott / 3-inch rifle shot die"));
        p.add(die("artillery.rifled-gun.canister", "d8", "[D]", "rifled gun canister firepower die"));
        p.add(die("artillery.shot-impact", "d12", "[D]", "impact of a shot's potential hit"));
        p.add(die("artillery.bounce-impact", "d10", "[D]", "impact of a bouncing ball"));
        p.add(Parameter.integer("artillery.bounce-die", 6, 0, 12, "[D]",
                "bounce: D6 x multiplier inches beyond the target"));
        p.add(Parameter.integer("artillery.bounce-multiplier", 2, 0, 4, "[D]",
                "smoothbore bounce: the die's roll times this, inches"));
        p.add(Parameter.integer("artillery.bounce-multiplier-rifled", 1, 0, 4, "[D]",
                "rifled bounce: the die's roll times this, inches"));
        p.add(Parameter.real("artillery.bounce-width", 1, 0, 6, "[D]",
                "a bouncing ball strikes a unit whose centre is within this of its path"));
        p.add(Parameter.real("artillery.canister-through-width", 4, 0, 24, "[D]",
                "canister through skirmishers strikes the nearest enemy company behind within this of the line"));
        p.add(Parameter.integer("artillery.canister-through-shift", 1, 0, 4, "[D]",
                "range die up for the second canister attack through skirmishers"));
        p.add(die("artillery.canister-impact", "d8", "[D]", "impact of a canister potential hit"));
        p.add(Parameter.integer("artillery.crew", 3, 1, 4, "[S p.4]", "crew figures of a full gun"));
        p.add(Parameter.integer("artillery.working-crew", 2, 1, 4, "[S p.14]",
                "crew figures a gun needs to be pushed 4\", combat-moved, loaded and fired in one activation; fewer "
                + "and it fires with its quality die down artillery.short-crew-shift"));
        p.add(Parameter.integer("artillery.short-crew-shift", 1, 0, 4, "[D]",
                "a gun with fewer than artillery.working-crew figures fires with its crew's quality die down this "
                + "(12.2 step 3)"));
        p.add(Parameter.integer("artillery.team-figures", 2, 1, 4, "[S p.4]",
                "horse figures of a gun's team (6 horses); a limbered gun's hit falls on a horse on the D6 of "
                + "mounted.horse-hit-min; one down: move.limbered-damaged, all down: the gun cannot limber (9.5 [D])"));
        p.add(Parameter.real("artillery.arc-degrees", 45, 0, 180, "[D]", "a gun fires within this of its facing"));
        p.add(Parameter.integer("artillery.column-ranks", 4, 3, 10, "[D]", "ranks of a company in column (shot hits)"));
        p.add(Parameter.integer("artillery.line-ranks", 2, 1, 2, "[D]", "ranks of a company in line (shot hits)"));
        // 12.3 off-table artillery (advanced, p.27 missing) [D]: SG2 off-table support [X p.44-47]
        p.add(Parameter.choice("offtable", "off", List.of("off", "on"), "[D]",
                "off-table artillery (12.3, an advanced rule): a regimental or brigade commander's company may call "
                + "a fire mission in one action"));
        p.add(Parameter.integer("offtable.missions", 2, 0, 20, "[D]", "fire missions each side may call in a battle"));
        p.add(die("offtable.request-die", "d8", "[D]",
                "request roll: this die must exceed the company's LV + offtable.request-over-lv (SG2's, no comms)"));
        p.add(Parameter.integer("offtable.request-over-lv", 2, 0, 10, "[D]",
                "request roll margin over LV (12.3: LV + 2; LV + 0 for an artillery officer, not modelled)"));
        p.add(Parameter.integer("offtable.inbound", 1, 1, 5, "[D]",
                "boxes of the inbound chart: the counter advances one box at each turn end and the shells land when "
                + "it has advanced this many (SG2 p.44 inbound chart; 1: at the end of the calling turn)"));
        p.add(Parameter.integer("offtable.deviation-multiplier", 2, 0, 6, "[D]",
                "inaccurate: the shells land the deviation die's roll times this inches away, in a D12 clock "
                + "direction (direct fire has no multiplier [X p.47])"));
        p.add(die("offtable.deviation-die", "d8", "[X p.47]", "deviation distance die"));
        p.add(die("offtable.direction-die", "d12", "[X p.47]",
                "deviation direction die, read as a clock face (roll x 360 / faces degrees from north)"));
        p.add(Parameter.integer("offtable.ip-armour-shift", 1, 0, 4, "[X p.13]",
                "a unit in position under a burst: armour die up (indirect fire, section 4.2)"));
        p.add(Parameter.real("offtable.burst-radius", 4, 0, 24, "[X p.47]",
                "burst radius (medium calibre): a unit whose centre lies within it is under the template"));
        p.add(die("offtable.impact", "d8", "[D]", "impact of a shell's potential hit (12.3: D8 for shell)"));
        p.add(Parameter.integer("offtable.under-skirmish", 2, 0, 16, "[D]",
                "figures of a company in skirmish order (or a gun's crew) under the template: potential hits"));
        p.add(Parameter.integer("offtable.under-close", 5, 0, 16, "[D]",
                "figures of a company in line or column under the template: potential hits"));
    }

    private static void victory(List<Parameter> p) {
        // 14 [D]
        p.add(Parameter.integer("turns.limit", 10, 1, 200, "[D]", "turn limit; a scenario's turns overrides it"));
        p.add(Parameter.real("victory.break-at", 1.0, 0.05, 1.0, "[D]",
                "a side whose companies and guns are this fraction broken, routed or gone loses"));
        p.add(Parameter.real("victory.stabilised-points", 0.5, 0, 10, "[D]", "casualty points per stabilised figure"));
        p.add(Parameter.real("victory.gun-points", 3, 0, 10, "[D]", "casualty points per gun lost"));
    }
}
