/**
 * The {@code acw-skirmish} rule set: ACW company skirmish rules with 5-card increment decks, whose firing system
 * (range factor, casualty points RF x I x N, 100 points per kill die, a percentage chance for the remainder) is Walter
 * Simon's "Skirmish Game Rules for ACW", The Courier Vol. 5 No. 4. The specification implemented, with every gap
 * resolved, is shared/rules/acw-skirmish.md (B1-B10); the seed text is shared/seeds/acw-skirmish.txt. Every number
 * and every [D] choice is a parameter of {@link org.muster.rules.acw.AcwParameters} tagged [S p.N] (seed text),
 * [X] (Simon's article; the corrected artillery RF (60 - R)/2) or [D] (our default).
 *
 * <p>Classes (the shape of ARCHITECTURE.md section 2a): {@link org.muster.rules.acw.AcwRuleset} (compile, engines,
 * odds); {@link org.muster.rules.acw.AcwRules} (every rule number read once from the parameters, typed, with the
 * exact tables) and {@link org.muster.rules.acw.AcwTemplate} (the compiled scenario, immutable; it extends the rules
 * so the players' {@code t.cpPerDie} and the like read the one resolution); {@link org.muster.rules.acw.AcwState}
 * (everything a battle needs to go on: units, the cursor of the sequence of play, both dice, the pair caches, the
 * players' memory; {@code copyFrom}); {@link org.muster.rules.acw.AcwEngine} (the {@code Engine}, played through the
 * shared {@link org.muster.rules.battle.BattleLoop}, and the forward model: stop at a decision or a turn's end, copy,
 * play on); the phases over the one state, held in fields of the engine: {@code Cards} (the sequence of play,
 * resumable at every decision), {@code Orders} (legality and execution of a unit's order), {@code Movement},
 * {@code Fire}, {@code Melee} (charges and CQC), {@code Morale} (tests, rout, recovery, what victory counts),
 * {@code Sightlines} (geometry and its caches, kept true in one place) and {@code Report} (narrator and observer);
 * {@link org.muster.rules.acw.AcwView} (the read-only view players ask); {@link org.muster.rules.acw.AcwOdds} (exact
 * distributions); {@link org.muster.rules.acw.AcwPlayer} and {@link org.muster.rules.acw.AcwPlayerFactory} (the
 * contract the players of {@code org.muster.tactics.acw} implement).
 *
 * <p>Where this departs from section 2a: the template extends the typed rules instead of holding them (no churn in
 * the players, one resolution either way); the engine holds its phases in package-private fields, so the tests'
 * hooks into single rules ({@code AcwHooks}, test scope) and the benchmarks' {@code AcwResolution} reach a phase
 * without the engine carrying delegates for them; the caches live in the state and are copied with it (a few
 * hundred bytes for the bundled scenarios), so a copy needs no invalidation and sight asked in another order cannot
 * differ; the view hands out the phases themselves ({@code view.sight().distance(u, v)}), so {@code Orders},
 * {@code Movement}, {@code Fire}, {@code Melee}, {@code Morale} and {@code Sightlines} are public classes whose public
 * methods are the questions a player may ask (what changes the state is package-private), and no delegate on the view
 * repeats them; only {@code Cards} and {@code Report}, which no player asks, are package-private classes. There is no
 * separate compiler: {@code AcwTemplate}'s constructor compiles the scenario ({@code WiredRuleset} calls it), the steps
 * every rule set shares being in {@code Deployer}, {@code TerrainEffects}, {@code Placement} and
 * {@code VictorySettings}, so a compiler class would only hand its arrays to that constructor.
 *
 * <p>Simplifications the engine makes:
 * <ul>
 *   <li>Geometry: a squad or gun is one point (its centre) with a facing, not individually based figures; ranges are
 *       measured centre to centre and rounded up to whole inches ({@code range.rounding}). The rules' "random man in
 *       the firer's sight" is moot, as all men of a unit are alike.</li>
 *   <li>A shot needs R below the weapon's maximum range (RF is 0 at the maximum).</li>
 *   <li>Sight: terrain by the table's grid walk, with {@code los.edge-inches} of tolerance at both ends; another unit
 *       blocks when its centre is within {@code los.figure-inches} of the line. Arcs are 360 degrees for squads; a gun
 *       fires within {@code artillery.arc-degrees} of its facing and pivots to face a target. Sight is symmetric:
 *       computed once per pair, in the direction first asked.</li>
 *   <li>Movement is a straight line towards the ordered point; the rough penalty applies once in an increment whose
 *       path touches rough; a move stops short of impassable ground, the table edge and
 *       {@code geometry.move-gap-inches} from enemies (only a charge makes contact). A charge needs the charger
 *       standing and a path free of impassable ground; like every move it loses the rough penalty when its path to
 *       the contact point touches rough (the target must then be within the charge distance less the penalty).</li>
 *   <li>Contact is one-to-one: a unit in contact cannot be charged by a second unit and cannot be fired at (no fire
 *       into a melee). The charge's contact round is fought at once (with +charging); later rounds at the start of
 *       every phase. Flank and rear are fixed at contact from the angle between the defender's facing and the
 *       attacker ({@code cqc.flank-degrees}, {@code cqc.rear-degrees}); a turned defender is attacked in the
 *       rear.</li>
 *   <li>Pursuit: charging a routing unit moves the pursuer into contact and gives a free attack unless a friend of the
 *       router is within {@code pursuit.shield-inches}; no lasting contact follows.</li>
 *   <li>Routers move their full rate away from the nearest non-routing enemy in each increment of their card; a router
 *       leaving the table is eliminated (record: routed and destroyed; its men stay counted as standing, since they
 *       were neither killed nor wounded). "The unit routs on its next two cards" (B7) is read literally: a unit that
 *       breaks in the CQC round at the start of its own card does not rout on that card, but on its next two, and
 *       tests to rally at the start of the third.</li>
 *   <li>CP keeps its fraction (B5): 7 muskets at 23" for I = 2 is CP 17.5, a 17.5% chance of one kill die. When the
 *       remainder is a whole number of points the engine rolls the seed's d100; otherwise it rolls one of
 *       cp-per-die x (the weapon's maximum range) faces, which is the exact chance.</li>
 *   <li>Men out of action roll to recover at the end of every turn wherever their unit is, except in a unit that has
 *       fled the table; those still down at the end count as lost. A unit with no man standing counts as out for the
 *       army break test.</li>
 *   <li>Cavalry: mounted troopers fire only pistols (other weapons need Dismount); dismounted cavalry moves, fights and
 *       is based as infantry; horse-holders are not modelled. The default cavalry weapon is the pistol.</li>
 *   <li>Artillery: the crew are the men (N = crew standing); crews fight in CQC as infantry, cannot charge or lie down,
 *       rout on foot. No canister (none is given). Gun crews of 1-2 use {@code morale.k.1}, {@code morale.k.2}.</li>
 *   <li>Leaders (sergeants, lieutenant, captain) are not separate figures: they fight as privates (B2 [D]).</li>
 *   <li>Within an increment the phasing side's units act in unit order, not in an order the AI picks.</li>
 *   <li>Revolvers ({@code pistol = revolver}): a reload needs {@code revolver.reload-increments} consecutive Load
 *       actions; any other action restarts it. Limbering likewise.</li>
 * </ul>
 */
package org.muster.rules.acw;
