/**
 * The {@code hardtack} rule set: the Stargrunt II engine (GZG, 1996) as Allan Goodall's "Hardtack" ACW plug-in (v1.5,
 * 2002) modifies it. The specification implemented, with every gap resolved, is shared/rules/hardtack.md; the seed
 * text is shared/seeds/hardtack.txt. Every number, table and [D] choice is a parameter of
 * {@link org.muster.rules.hardtack.HardtackParameters} tagged [S p.N] (Hardtack printed page N), [X p.N] (an external
 * SG2 source, SG2 page N) or [D] (our default, reasoned in the specification's section 17).
 *
 * <p>Classes: {@link org.muster.rules.hardtack.HardtackRuleset} (compile, engines, odds),
 * {@link org.muster.rules.hardtack.HardtackDice} (the die ladder, shifts and exact basic rolls),
 * {@link org.muster.rules.hardtack.HardtackOdds} (exact fire, allocation, confidence and close-assault distributions),
 * {@link org.muster.rules.hardtack.HardtackTemplate} (the compiled scenario, immutable),
 * {@link org.muster.rules.hardtack.HardtackState} (struct-of-arrays state),
 * {@link org.muster.rules.hardtack.HardtackEngine} (the rules in play),
 * {@link org.muster.rules.hardtack.HardtackPlayer} and {@link org.muster.rules.hardtack.HardtackPlayerFactory} (the
 * contract of the players in
 * {@code org.muster.tactics.hardtack}).
 *
 * <p>Scenario vocabulary: {@code type:} {@code infantry-company}, {@code cavalry-company}, {@code artillery-section}
 * (one gun and its crew; {@code men:} crew figures, 1 to {@code artillery.crew}); {@code quality:} untrained, green,
 * regular, veteran, elite; {@code weapon:} infantry musket (rifled, default), smoothbore, breechloader, repeater,
 * shotgun; cavalry carbine (default), pistol, shotgun, breechloader, repeater; guns napoleon (default), 6-pdr,
 * howitzer, rifled-gun; {@code stance:} infantry skirmish, line (default), column; cavalry mounted-skirmish,
 * mounted-line, mounted-column (default), dismounted; guns unlimbered (default), limbered.
 *
 * <p><b>Regiments</b>: the scenario format has no regiment field, so every line of a side's {@code units:} is one
 * regiment: its {@code count} companies ({@code name}, {@code name-2}, ...). There is no separate regimental
 * commander figure: Activate Regiment is ordered through any formed company of the regiment, whose centre stands for
 * the commander's post (companies whose centres are within {@code regiment.radius} join); a rally is given by the
 * regimental commander standing with the nearest unbroken company of the regiment (with the company itself when it is
 * the regiment's only one), within {@code command.radius}, and rolls the company's quality die against its LV plus
 * {@code leadership.value}. Brigades are not modelled.
 *
 * <p>Simplifications the engine makes:
 * <ul>
 *   <li>Geometry: a company or gun is one point (its centre) with a facing, not individually based figures; ranges are
 *       centre to centre. Unit integrity (so disorganisation) and "within woods" are not modelled; woods block sight
 *       beyond {@code geometry.los-edge}. Close-formation companies block lines of fire within
 *       {@code geometry.unit-block}; skirmishers do not. A company faces the nearest enemy after moving.</li>
 *   <li>Moves are straight lines charged at the terrain's cost every 0.25"; they stop before impassable ground, at the
 *       table edge and {@code geometry.enemy-gap} from enemies (only a charge touches them).</li>
 *   <li>Hit allocation counts the fit figures first (the leader is figure 0), then the untreated wounded; a hit
 *       allocated to a figure already killed in the same resolution is lost (the eligible list is fixed when the
 *       resolution starts).</li>
 *   <li>Small arms that need a Reload action: musket, smoothbore, shotgun [D]; carbines, pistols, breechloaders and
 *       repeaters do not.</li>
 *   <li>Close assault: figures pair evenly (no stacking choice); the leader is not singled out in close combat; an
 *       assault still undecided after {@code assault.max-rounds} counts as a repulse. Routed units withdraw
 *       {@code rout.moves} normal moves at the end of each turn and are removed when they reach their edge; they do
 *       not surrender.</li>
 *   <li>A broken company is held to "no move closer to the enemy", may fire only at units that fired on it within
 *       {@code fired-on.window} turns and cannot form close order; seeking cover is left to its player.</li>
 *   <li>A bouncing ball strikes units whose centres lie within {@code artillery.bounce-width} of its path; canister
 *       through skirmishers strikes the nearest enemy company behind them within
 *       {@code artillery.canister-through-width} of the line of fire. A crew that breaks takes the reaction test to
 *       retreat with its gun (failing, or routing, it abandons the gun, which counts as lost); the horse team is
 *       assumed at hand. Horse teams, drivers and gun damage are not modelled.</li>
 * </ul>
 *
 * <p>In position (section 4.2) is played: going in position is a reaction test (TL 0 in cover, 2 in the open), a
 * target in position shifts the range die up, moving out of it takes a reaction test, a formation change inside a
 * Reorganise takes the Hardtack drop test, and any forced move (charge, fall-back, rout) ends it.
 *
 * <p>Travel mode (section 5.5) is played: a company in column or a limbered gun enters and leaves it with one action
 * each, moves 4x base per action when it starts on a road and 2x elsewhere, may do nothing but move, is hit with the
 * range die one more type down and always takes the fired-on test when fired on.
 *
 * <p>Not implemented: transfers and runners, detached elements, sharpshooters and Gatling guns, abandoning wounded,
 * regimental commander casualties, unit integrity, horse-team casualties, surrender, off-table artillery. Their
 * numbers stay in the parameter table (tagged as the specification tags them) but the engine does not read them:
 * {@code integrity.*}, {@code command.transfers}, {@code move.limbered-damaged}, {@code fire.lone-figure-shift},
 * {@code sharpshooter.*}, {@code threat.abandon-wounded.*}.
 *
 * <p>Mounted casualties (section 9.4 [D]): a wound or kill result on a rider of a mounted company hits the horse on a
 * D6 of {@code mounted.horse-hit-min} or more; the rider is unhurt but on foot. While the company stays mounted its
 * riders on foot neither fire nor fight in close assaults; dismounted they fight as the rest and need no holder; they
 * never remount (no spare horses).
 */
package org.muster.rules.hardtack;
