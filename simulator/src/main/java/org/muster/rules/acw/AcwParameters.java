package org.muster.rules.acw;

import java.util.ArrayList;
import java.util.List;

import org.muster.rules.Parameter;

/**
 * Every number and switch of the {@code acw-skirmish} rules (shared/rules/acw-skirmish.md, B2-B10), each with its
 * provenance tag as the specification gives it: [S p.N] seed text page N, [X] Simon's article in The Courier,
 * [D] the project's default for a gap. Built once per rule set; the compiler copies the values into
 * {@link AcwTemplate}, so nothing here is read on the hot path. Allocates only when {@link #all()} is called.
 */
public final class AcwParameters {
    /** Cover readings of the {@code cover.*} switches, in {@link org.muster.engine.TerrainKind} cover-code order. */
    public static final List<String> COVER = List.of("none", "soft", "hard");
    /** Movement classes of the {@code move.terrain.*} switches: index = class code of {@link AcwTemplate}. */
    public static final List<String> MOVE_CLASS = List.of("clear", "rough", "impassable");
    /** Line-of-sight readings of the {@code los.*} switches. */
    public static final List<String> LOS = List.of("clear", "block");

    private AcwParameters() {
    }

    /** The full list, in the order {@code muster rules acw-skirmish} prints it. */
    public static List<Parameter> all() {
        List<Parameter> p = new ArrayList<>();
        // B2 organisation [S p.1]
        p.add(Parameter.integer("squad.min-men", 3, 1, 8, "[S p.1]", "smallest squad: 1 corporal + 2 privates"));
        p.add(Parameter.integer("squad.max-men", 8, 1, 8, "[S p.1]", "largest squad: 1 corporal + 7 privates"));
        // B3 sequence of play
        p.add(Parameter.integer("deck.ones", 2, 0, 5, "[S p.1]", "1-increment cards in each side's deck"));
        p.add(Parameter.integer("deck.twos", 1, 0, 5, "[S p.1]", "2-increment cards in each side's deck"));
        p.add(Parameter.integer("deck.threes", 2, 0, 5, "[S p.1]", "3-increment cards in each side's deck"));
        p.add(Parameter.integer("turns.limit", 20, 1, 400, "[D]",
                "turn limit in cards per side (4 cycles of 5); a scenario's turns overrides it"));
        p.add(Parameter.choice("first-player", "roll-off-alternate",
                List.of("roll-off-alternate", "roll-off-every-cycle", "side-0-first"), "[D]",
                "who plays first: roll off once then alternate each cycle, roll off each cycle, or side 0 always"));
        p.add(Parameter.integer("first-player.die", 6, 2, 100, "[D]",
                "die each side rolls in the roll-off for first player (ties roll again; higher goes first)"));
        p.add(Parameter.choice("pistol", "musket", List.of("musket", "revolver"), "[D]",
                "pistols: one shot then load like muskets, or revolvers with several shots before a reload"));
        p.add(Parameter.integer("revolver.shots", 6, 1, 12, "[D]", "revolver shots before a reload"));
        p.add(Parameter.integer("revolver.reload-increments", 2, 1, 5, "[D]",
                "increments of Load to refill a revolver"));
        // B4 movement [S p.2]
        p.add(Parameter.real("move.infantry", 3, 0, 24, "[S p.2]", "infantry move per increment, inches"));
        p.add(Parameter.real("move.cavalry", 6, 0, 24, "[S p.2]", "mounted cavalry move per increment, inches"));
        p.add(Parameter.real("move.artillery-limbered", 6, 0, 24, "[S p.2]", "limbered artillery per increment"));
        p.add(Parameter.real("move.artillery-unlimbered", 3, 0, 24, "[S p.2]", "unlimbered artillery per increment"));
        p.add(Parameter.real("move.rough-penalty", 1, 0, 24, "[S p.2]",
                "inches lost in an increment that crosses rough"));
        p.add(Parameter.real("move.crawl", 1, 0, 24, "[S p.2]", "prone crawl per increment, inches"));
        p.add(Parameter.real("charge.infantry", 6, 0, 48, "[S p.2]", "infantry charge distance, inches"));
        p.add(Parameter.real("charge.cavalry", 12, 0, 48, "[S p.2]", "mounted cavalry charge distance, inches"));
        p.add(Parameter.integer("limber.increments", 1, 1, 5, "[D]", "increments to limber or unlimber"));
        // B5 firing
        p.add(Parameter.integer("range.rifled-musket", 30, 1, 200, "[S p.2]", "rifled musket maximum range, inches"));
        p.add(Parameter.integer("range.musket", 24, 1, 200, "[S p.2]", "musket maximum range, inches"));
        p.add(Parameter.integer("range.shotgun", 18, 1, 200, "[S p.2]", "shotgun maximum range, inches"));
        p.add(Parameter.integer("range.pistol", 6, 1, 200, "[S p.2]", "pistol maximum range, inches"));
        p.add(Parameter.integer("range.artillery", 60, 1, 400, "[X]",
                "artillery maximum range: RF (60 - R)/2 reaches 0 at 60 inches = 600 yards"));
        p.add(Parameter.integer("rf.at-zero", 30, 1, 1000, "[X]", "range factor at zero range (Simon: 30 - R)"));
        p.add(Parameter.choice("rf.other-weapons", "scaled", List.of("scaled", "musketry"), "[D]",
                "RF of muskets, shotguns, pistols: 30 x (max - R) / max, or 30 - R up to the weapon's max"));
        p.add(Parameter.choice("range.rounding", "up", List.of("up", "nearest"), "[D]",
                "a measured range in whole inches: fractions round up, or to the nearest inch"));
        p.add(Parameter.integer("artillery.crew", 4, 1, 8, "[D]", "crew of a full gun; N for a gun = crew serving"));
        p.add(Parameter.real("artillery.arc-degrees", 45, 0, 180, "[D]",
                "a gun fires at targets within this angle either side of its facing; Pivot turns it"));
        p.add(Parameter.integer("kill-die.cp-per-die", 100, 1, 10000, "[S p.3]", "casualty points per kill die"));
        p.add(Parameter.integer("kill-die.sides", 10, 2, 100, "[S p.3]", "faces of the kill die"));
        p.add(Parameter.integer("kill-die.effect-max", 7, 0, 100, "[S p.3]",
                "modified rolls up to this have an effect (1-7); above it no effect (8-10)"));
        p.add(Parameter.choice("kill-die.killed-on", "even", List.of("even", "odd"), "[S p.3]",
                "which effect rolls kill (2, 4, 6); the others put a man out of action (1, 3, 5, 7)"));
        p.add(Parameter.integer("kill-die.cover-hard", 2, -10, 10, "[S p.3]", "target in hard cover"));
        p.add(Parameter.integer("kill-die.cover-soft", 1, -10, 10, "[S p.3]", "target in soft cover"));
        p.add(Parameter.integer("kill-die.prone-modifier", -1, -10, 10, "[D]",
                "target prone: -1 as printed [S p.3] (prone is worse off); +1 makes prone protect"));
        p.add(Parameter.integer("kill-die.veteran", 1, -10, 10, "[S p.3]", "veteran modifier (see quality-reading)"));
        p.add(Parameter.integer("kill-die.green", 1, -10, 10, "[S p.3]", "green modifier (see quality-reading)"));
        p.add(Parameter.choice("kill-die.quality-reading", "firer-green", List.of("firer-green", "target-green"),
                "[D]", "veteran +1 when the target is veteran; green +1 when the firer is green, or -1 when the"
                        + " target is green"));
        // B6 out of action [S p.3]
        p.add(Parameter.integer("recovery.tries", 3, 0, 10, "[S p.3]", "end-of-turn recovery rolls before death"));
        p.add(Parameter.integer("recovery.die", 10, 2, 100, "[S p.3]", "recovery die"));
        p.add(Parameter.choice("recovery.returns-on", "even", List.of("even", "odd"), "[S p.3]",
                "recovery rolls that return the man"));
        // B7 charges and CQC [S p.3-4]
        p.add(Parameter.integer("cqc.regular-v-green", 5, 0, 100, "[S p.4]", "regulars fighting green"));
        p.add(Parameter.integer("cqc.veteran-v-regular", 5, 0, 100, "[S p.4]", "veterans fighting regulars"));
        p.add(Parameter.integer("cqc.veteran-v-green", 10, 0, 100, "[S p.4]", "veterans fighting green"));
        p.add(Parameter.integer("cqc.mounted", 10, 0, 100, "[S p.4]", "mounted side"));
        p.add(Parameter.integer("cqc.charging", 10, 0, 100, "[S p.4]", "attacker charging (the contact round)"));
        p.add(Parameter.integer("cqc.flank", 5, 0, 100, "[S p.4]", "attacker in the defender's flank"));
        p.add(Parameter.integer("cqc.rear", 10, 0, 100, "[S p.4]", "attacker in the rear; also every free attack"));
        p.add(Parameter.integer("cqc.defender-prone", 10, 0, 100, "[S p.4]", "attacker against a prone defender"));
        p.add(Parameter.integer("cqc.uphill", 10, 0, 100, "[S p.4]", "defender uphill of the attacker"));
        p.add(Parameter.integer("cqc.soft-cover", 5, 0, 100, "[S p.4]", "defender in soft cover"));
        p.add(Parameter.integer("cqc.hard-cover", 10, 0, 100, "[S p.4]", "defender in hard cover"));
        p.add(Parameter.integer("cqc.base.infantry-v-infantry", 25, 0, 1000, "[S p.4]", "base value per figure"));
        p.add(Parameter.integer("cqc.base.cavalry-v-cavalry", 25, 0, 1000, "[S p.4]", "base value per figure"));
        p.add(Parameter.integer("cqc.base.cavalry-v-infantry", 15, 0, 1000, "[S p.4]",
                "base value per figure, both sides"));
        p.add(Parameter.integer("cqc.max-ratio", 2, 1, 100, "[S p.4]",
                "outnumbering cap: figures counted = min(men, ratio x the other side's men) [D reading]"));
        p.add(Parameter.real("cqc.flank-degrees", 45, 0, 180, "[D]",
                "attacker more than this off the defender's facing = flank attack"));
        p.add(Parameter.real("cqc.rear-degrees", 135, 0, 180, "[D]",
                "attacker more than this off the defender's facing = rear attack"));
        p.add(Parameter.integer("rout.cards", 2, 0, 10, "[S p.3]",
                "own cards a broken unit routs before a rally test"));
        p.add(Parameter.real("pursuit.shield-inches", 3, 0, 48, "[D]",
                "a non-routing friend this close to a router shields it from a pursuer's free attack"));
        // B8 morale [S p.5]
        p.add(Parameter.integer("morale.k.1", 80, -100, 200, "[D]", "K for a 1-man unit (a gun crew): 90 at full"));
        p.add(Parameter.integer("morale.k.2", 70, -100, 200, "[D]", "K for a 2-man unit (a gun crew): 90 at full"));
        p.add(Parameter.integer("morale.k.3", 60, -100, 200, "[S p.5]", "K for a 3-man squad"));
        p.add(Parameter.integer("morale.k.4", 50, -100, 200, "[S p.5]", "K for a 4-man squad"));
        p.add(Parameter.integer("morale.k.5", 40, -100, 200, "[S p.5]", "K for a 5-man squad"));
        p.add(Parameter.integer("morale.k.6", 30, -100, 200, "[S p.5]", "K for a 6-man squad"));
        p.add(Parameter.integer("morale.k.7", 20, -100, 200, "[S p.5]", "K for a 7-man squad"));
        p.add(Parameter.integer("morale.k.8", 10, -100, 200, "[S p.5]", "K for an 8-man squad"));
        p.add(Parameter.integer("morale.per-man", 10, 0, 100, "[S p.5]", "morale points per man now in the unit"));
        p.add(Parameter.integer("morale.die", 100, 2, 1000, "[S p.5]",
                "percentile test: at or under the level passes"));
        p.add(Parameter.choice("morale.fire-trigger", "on", List.of("on", "off"), "[D]",
                "a unit that lost men to fire in a phase tests at the end of the phase"));
        // B9 table, deployment, victory
        p.add(Parameter.real("deploy.separation", 36, 0, 400, "[D]", "distance between the two deployment lines"));
        p.add(Parameter.real("deploy.spacing", 4, 0, 48, "[D]", "spacing of a count of units when none is given"));
        p.add(Parameter.real("victory.break-at", 0.5, 0.01, 1, "[D]",
                "an army is beaten when this fraction of its units are routed or eliminated (end of each turn)"));
        p.add(Parameter.choice("victory.casualties", "fraction", List.of("fraction", "men"), "[D]",
                "tie-break on casualties: smaller fraction of men lost, or fewer men lost"));
        // geometry [D]: squads are points; see package-info
        p.add(Parameter.real("geometry.contact-inches", 1, 0.1, 10, "[D]", "units this close are in contact"));
        p.add(Parameter.real("geometry.move-gap-inches", 2, 0, 10, "[D]",
                "an ordinary move stops this far from enemy units (only a charge closes to contact)"));
        p.add(Parameter.real("los.edge-inches", 1, 0, 10, "[D]",
                "a unit this far inside blocking terrain still sees out and can be seen"));
        p.add(Parameter.real("los.figure-inches", 0.75, 0, 10, "[D]",
                "another unit this close to the line of fire blocks it (0 = figures never block)"));
        p.add(Parameter.real("cover.feature-reach", 1, 0, 10, "[D]",
                "a wall, fence or hedge this close in front of a target covers it"));
        addTerrain(p);
        return p;
    }

    private static void addTerrain(List<Parameter> p) {
        // [D] cover, movement and sight by terrain kind (the seed names only hard and soft cover and rough ground).
        String[][] area = {
            // kind, cover, move class, los
            {"road", "none", "clear", "clear"},
            {"rough", "none", "rough", "clear"},
            {"field", "none", "clear", "clear"},
            {"light-woods", "soft", "rough", "clear"},
            {"dense-woods", "soft", "rough", "block"},
            {"marsh", "none", "rough", "clear"},
            {"stream", "none", "rough", "clear"},
            {"water", "none", "impassable", "clear"},
            {"building", "hard", "rough", "block"},
            {"hill", "none", "clear", "clear"},
        };
        for (String[] a : area) {
            p.add(Parameter.choice("cover." + a[0], a[1], COVER, "[D]", "cover of a target standing in " + a[0]));
            p.add(Parameter.choice("move.terrain." + a[0], a[2], MOVE_CLASS, "[D]",
                    "movement through " + a[0] + " (rough = -1 inch per increment)"));
            p.add(Parameter.choice("los." + a[0], a[3], LOS, "[D]", "whether " + a[0] + " blocks line of sight"));
        }
        String[][] feature = {
            {"wall", "hard", "rough", "clear"},
            {"hedge", "soft", "rough", "block"},
            {"fence", "soft", "rough", "clear"},
            {"earthwork", "hard", "rough", "clear"},
            {"abatis", "soft", "rough", "clear"},
        };
        for (String[] f : feature) {
            p.add(Parameter.choice("cover." + f[0], f[1], COVER, "[D]", "cover of a target behind a " + f[0]));
            p.add(Parameter.choice("move.terrain." + f[0], f[2], MOVE_CLASS, "[D]", "crossing a " + f[0]));
            p.add(Parameter.choice("los." + f[0], f[3], LOS, "[D]", "whether a " + f[0] + " blocks line of sight"));
        }
    }
}
