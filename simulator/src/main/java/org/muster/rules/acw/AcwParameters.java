package org.muster.rules.acw;

import java.util.ArrayList;
import java.util.List;

import org.muster.rules.Parameter;
import org.muster.rules.ParameterTable;

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
        p.addAll(ParameterTable.rows("""
            # B2 organisation [S p.1]
            squad.min-men | int | 3 | 1..8 | [S p.1] | smallest squad: 1 corporal + 2 privates
            squad.max-men | int | 8 | 1..8 | [S p.1] | largest squad: 1 corporal + 7 privates
            # B3 sequence of play
            deck.ones | int | 2 | 0..5 | [S p.1] | 1-increment cards in each side's deck
            deck.twos | int | 1 | 0..5 | [S p.1] | 2-increment cards in each side's deck
            deck.threes | int | 2 | 0..5 | [S p.1] | 3-increment cards in each side's deck
            turns.limit | int | 20 | 1..400 | [D] | turn limit in cards per side (4 cycles of 5); a scenario's turns
                overrides it
            first-player | choice | roll-off-alternate | roll-off-alternate,roll-off-every-cycle,side-0-first | [D] |
                who plays first: roll off once then alternate each cycle, roll off each cycle, or side 0 always
            first-player.die | int | 6 | 2..100 | [D] | die each side rolls in the roll-off for first player (ties roll
                again; higher goes first)
            pistol | choice | musket | musket,revolver | [D] | pistols: one shot then load like muskets, or revolvers
                with several shots before a reload
            revolver.shots | int | 6 | 1..12 | [D] | revolver shots before a reload
            revolver.reload-increments | int | 2 | 1..5 | [D] | increments of Load to refill a revolver
            # B4 movement [S p.2]
            move.infantry | real | 3 | 0..24 | [S p.2] | infantry move per increment, inches
            move.cavalry | real | 6 | 0..24 | [S p.2] | mounted cavalry move per increment, inches
            move.artillery-limbered | real | 6 | 0..24 | [S p.2] | limbered artillery per increment
            move.artillery-unlimbered | real | 3 | 0..24 | [S p.2] | unlimbered artillery per increment
            move.rough-penalty | real | 1 | 0..24 | [S p.2] | inches lost in an increment that crosses rough
            move.crawl | real | 1 | 0..24 | [S p.2] | prone crawl per increment, inches
            charge.infantry | real | 6 | 0..48 | [S p.2] | infantry charge distance, inches
            charge.cavalry | real | 12 | 0..48 | [S p.2] | mounted cavalry charge distance, inches
            limber.increments | int | 1 | 1..5 | [D] | increments to limber or unlimber
            # B5 firing
            range.rifled-musket | int | 30 | 1..200 | [S p.2] | rifled musket maximum range, inches
            range.musket | int | 24 | 1..200 | [S p.2] | musket maximum range, inches
            range.shotgun | int | 18 | 1..200 | [S p.2] | shotgun maximum range, inches
            range.pistol | int | 6 | 1..200 | [S p.2] | pistol maximum range, inches
            range.artillery | int | 60 | 1..400 | [X] | artillery maximum range: RF (60 - R)/2 reaches 0 at 60 inches =
                600 yards
            rf.at-zero | int | 30 | 1..1000 | [X] | range factor at zero range (Simon: 30 - R)
            rf.other-weapons | choice | scaled | scaled,musketry | [D] | RF of muskets, shotguns, pistols: 30 x (max -
                R) / max, or 30 - R up to the weapon's max
            range.rounding | choice | up | up,nearest | [D] | a measured range in whole inches: fractions round up, or
                to the nearest inch
            artillery.crew | int | 4 | 1..8 | [D] | crew of a full gun; N for a gun = crew serving
            artillery.arc-degrees | real | 45 | 0..180 | [D] | a gun fires at targets within this angle either side of
                its facing; Pivot turns it
            kill-die.cp-per-die | int | 100 | 1..10000 | [S p.3] | casualty points per kill die
            kill-die.sides | int | 10 | 2..100 | [S p.3] | faces of the kill die
            kill-die.effect-max | int | 7 | 0..100 | [S p.3] | modified rolls up to this have an effect (1-7); above it
                no effect (8-10)
            kill-die.killed-on | choice | even | even,odd | [S p.3] | which effect rolls kill (2, 4, 6); the others put
                a man out of action (1, 3, 5, 7)
            kill-die.cover-hard | int | 2 | -10..10 | [S p.3] | target in hard cover
            kill-die.cover-soft | int | 1 | -10..10 | [S p.3] | target in soft cover
            kill-die.prone-modifier | int | -1 | -10..10 | [D] | target prone: -1 as printed [S p.3] (prone is worse
                off); +1 makes prone protect
            kill-die.veteran | int | 1 | -10..10 | [S p.3] | veteran modifier (see quality-reading)
            kill-die.green | int | 1 | -10..10 | [S p.3] | green modifier (see quality-reading)
            kill-die.quality-reading | choice | firer-green | firer-green,target-green | [D] | veteran +1 when the
                target is veteran; green +1 when the firer is green, or -1 when the target is green
            # B6 out of action [S p.3]
            recovery.tries | int | 3 | 0..10 | [S p.3] | end-of-turn recovery rolls before death
            recovery.die | int | 10 | 2..100 | [S p.3] | recovery die
            recovery.returns-on | choice | even | even,odd | [S p.3] | recovery rolls that return the man
            # B7 charges and CQC [S p.3-4]
            cqc.regular-v-green | int | 5 | 0..100 | [S p.4] | regulars fighting green
            cqc.veteran-v-regular | int | 5 | 0..100 | [S p.4] | veterans fighting regulars
            cqc.veteran-v-green | int | 10 | 0..100 | [S p.4] | veterans fighting green
            cqc.mounted | int | 10 | 0..100 | [S p.4] | mounted side
            cqc.charging | int | 10 | 0..100 | [S p.4] | attacker charging (the contact round)
            cqc.flank | int | 5 | 0..100 | [S p.4] | attacker in the defender's flank
            cqc.rear | int | 10 | 0..100 | [S p.4] | attacker in the rear; also every free attack
            cqc.defender-prone | int | 10 | 0..100 | [S p.4] | attacker against a prone defender
            cqc.uphill | int | 10 | 0..100 | [S p.4] | defender uphill of the attacker
            cqc.soft-cover | int | 5 | 0..100 | [S p.4] | defender in soft cover
            cqc.hard-cover | int | 10 | 0..100 | [S p.4] | defender in hard cover
            cqc.base.infantry-v-infantry | int | 25 | 0..1000 | [S p.4] | base value per figure
            cqc.base.cavalry-v-cavalry | int | 25 | 0..1000 | [S p.4] | base value per figure
            cqc.base.cavalry-v-infantry | int | 15 | 0..1000 | [S p.4] | base value per figure, both sides
            cqc.max-ratio | int | 2 | 1..100 | [S p.4] | outnumbering cap: figures counted = min(men, ratio x the other
                side's men) [D reading]
            cqc.flank-degrees | real | 45 | 0..180 | [D] | attacker more than this off the defender's facing = flank
                attack
            cqc.rear-degrees | real | 135 | 0..180 | [D] | attacker more than this off the defender's facing = rear
                attack
            rout.cards | int | 2 | 0..10 | [S p.3] | own cards a broken unit routs before a rally test
            pursuit.shield-inches | real | 3 | 0..48 | [D] | a non-routing friend this close to a router shields it from
                a pursuer's free attack
            # B8 morale [S p.5]
            morale.k.1 | int | 80 | -100..200 | [D] | K for a 1-man unit (a gun crew): 90 at full
            morale.k.2 | int | 70 | -100..200 | [D] | K for a 2-man unit (a gun crew): 90 at full
            morale.k.3 | int | 60 | -100..200 | [S p.5] | K for a 3-man squad
            morale.k.4 | int | 50 | -100..200 | [S p.5] | K for a 4-man squad
            morale.k.5 | int | 40 | -100..200 | [S p.5] | K for a 5-man squad
            morale.k.6 | int | 30 | -100..200 | [S p.5] | K for a 6-man squad
            morale.k.7 | int | 20 | -100..200 | [S p.5] | K for a 7-man squad
            morale.k.8 | int | 10 | -100..200 | [S p.5] | K for an 8-man squad
            morale.per-man | int | 10 | 0..100 | [S p.5] | morale points per man now in the unit
            morale.die | int | 100 | 2..1000 | [S p.5] | percentile test: at or under the level passes
            morale.fire-trigger | choice | on | on,off | [D] | a unit that lost men to fire in a phase tests at the end
                of the phase
            # B9 table, deployment, victory
            deploy.separation | real | 36 | 0..400 | [D] | distance between the two deployment lines
            deploy.spacing | real | 4 | 0..48 | [D] | spacing of a count of units when none is given
            victory.break-at | real | 0.5 | 0.01..1 | [D] | an army is beaten when this fraction of its units are routed
                or eliminated (end of each turn)
            victory.casualties | choice | fraction | fraction,men | [D] | tie-break on casualties: smaller fraction of
                men lost, or fewer men lost
            # geometry [D]: squads are points; see package-info
            geometry.contact-inches | real | 1 | 0.1..10 | [D] | units this close are in contact
            geometry.move-gap-inches | real | 2 | 0..10 | [D] | an ordinary move stops this far from enemy units (only a
                charge closes to contact)
            los.edge-inches | real | 1 | 0..10 | [D] | a unit this far inside blocking terrain still sees out and can be
                seen
            los.figure-inches | real | 0.75 | 0..10 | [D] | another unit this close to the line of fire blocks it (0 =
                figures never block)
            cover.feature-reach | real | 1 | 0..10 | [D] | a wall, fence or hedge this close in front of a target covers
                it
            """));
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
