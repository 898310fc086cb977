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
 * (one gun and its crew; {@code men:} crew figures, 1 to {@code artillery.crew}), {@code sharpshooter} ({@code men:
 * 1}); {@code quality:} untrained, green, regular, veteran, elite; {@code weapon:} infantry musket (rifled, default),
 * smoothbore, breechloader, repeater, shotgun; cavalry carbine (default), pistol, shotgun, breechloader, repeater; guns
 * napoleon (default), 6-pdr, howitzer, rifled-gun; {@code stance:} infantry skirmish, line (default), column; cavalry
 * mounted-skirmish, mounted-line, mounted-column (default), dismounted; guns unlimbered (default), limbered.
 *
 * <p><b>Regiments</b>: the scenario format has no regiment field, so every line of a side's {@code units:} is one
 * regiment: its {@code count} companies ({@code name}, {@code name-2}, ...). Brigades are not modelled.
 *
 * <p><b>The regimental commander</b> ([D], sections 3.3-3.6, 10.5) of a regiment of two or more companies is one
 * extra figure standing with one company ({@link org.muster.rules.hardtack.HardtackState#colonel}; at first the middle
 * one). He has no activation of his own and acts within his company's: Activate Regiment is ordered through any formed
 * company (he goes there; companies whose centres are within {@code regiment.radius} join); a rally is given by him
 * standing with the nearest unbroken company of the regiment (he goes there; with the company itself when it is the
 * regiment's only one), within {@code command.radius}, and rolls the company's quality die against its LV plus
 * {@code leadership.value}. One action of his company transfers an immediate, extra activation (the company keeps its
 * own) to a company of the regiment whose centre is within {@code command.radius}; or sends a runner: one fit figure
 * leaves the company until the end of the turn and transfers within {@code command.radius} +
 * {@code command.runner-move} (it runs, then transfers, in the same instant); {@code command.transfers} per regiment
 * per turn, none inside Activate Regiment. He is one more figure for hit allocation on his company, after its
 * wounded. Wounded or killed, every other company of his formation (close order, centre within
 * {@code regiment.radius} of him) takes the leader-casualty test (his own company takes the leader row in its fire
 * test) and the captain of the best-quality company of the regiment at CO, ST or SH (ties by lot; with none unbroken,
 * any) takes over, his company rolling for its new leader with no test. If his company routs or is gone he joins the
 * nearest company of the regiment still fighting at the end of the turn.
 *
 * <p><b>Abandoned wounded and surrender</b> ([D], sections 2.5, 10.3): a company forced back from a close assault
 * leaves its untreated and stabilised wounded, who are captured, and takes a confidence test at the abandon-wounded
 * threat level (a test of its own: the test that forced the withdrawal came first). A routed company whose straight way
 * back to its edge at the end of the turn closes on a seen enemy, or is blocked, surrenders (fit, wounded and stabilised figures
 * captured, a gun lost) with a seen enemy within {@code rout.surrender-range}; otherwise it disintegrates (leaves the
 * table). Wounded travel with a company that withdraws of its own will.
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
 *       {@code rout.moves} normal moves at the end of each turn and are removed when they reach their edge.</li>
 *   <li>A broken company is held to "no move closer to the enemy", may fire only at units that fired on it within
 *       {@code fired-on.window} turns and cannot form close order; seeking cover is left to its player.</li>
 *   <li>A bouncing ball strikes units whose centres lie within {@code artillery.bounce-width} of its path; canister
 *       through skirmishers strikes the nearest enemy company behind them within
 *       {@code artillery.canister-through-width} of the line of fire. A crew that breaks takes the reaction test to
 *       retreat with its gun (failing, or routing, or with its team down, it abandons the gun, which counts as
 *       lost). A wound or kill result on a limbered gun falls on its team on the D6 of {@code mounted.horse-hit-min}
 *       while one of its {@code artillery.team-figures} horse figures is left (section 9.5 [D]): one down, it moves
 *       {@code move.limbered-damaged}; all down, it cannot limber or move limbered. An unlimbered gun's team stands
 *       out of the fire; drivers and gun damage are not modelled.</li>
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
 * <p><b>Sharpshooters</b> (section 7.9): {@code type: sharpshooter} is one independent figure in skirmish order
 * (musket or breechloader). Its band is {@code sharpshooter.band-multiple} times its quality band; it rolls its quality
 * die and {@code sharpshooter.fp} against the range die; one success is one hit on a random figure, two one hit on
 * the figure it chooses (the regimental commander if he stands with the target, else the company's leader), impact
 * {@code sharpshooter.impact}; the target takes the fired-on test even after a miss; a Reload follows every shot. It
 * takes no confidence or panic tests from fire, has no regimental commander and is not counted for a side's break
 * point. Fire at it shifts the range die up {@code fire.lone-figure-shift}. Hidden positions and dummies are not
 * modelled.
 *
 * <p>A side's own edge, where its routers go, is the table edge (y = 0 or the depth) on the side of its deployment:
 * nearer its units' mean starting y than the enemy's ([D]).
 *
 * <p><b>Gatling guns</b> ([D], section 7.6): {@code type: gatling} is no unit of its own but a support weapon attached
 * ({@code attach:}) to an infantry company of its side; {@code men:} its crew figures, 1 to {@code gatling.crew}, are
 * figures of that company (hit allocation, losses, break point) serving the gun, fit figures of the company taking
 * the places of fallen crew ({@link org.muster.rules.hardtack.HardtackEngine#gunners}); they fire no small arms. In an
 * action of the company it joins the small-arms fire at the same target (FIRE with
 * {@link org.muster.rules.hardtack.HardtackOrder#GATLING_JOINS}: {@code gatling.fp} is a third firer die, successes are
 * the firer dice above the range roll, potential hits the sum of all three, impact the small arms') or fires alone
 * ({@link org.muster.rules.hardtack.HardtackOrder#GATLING_ALONE}: quality die and {@code gatling.fp}, impact
 * {@code gatling.impact}, the company's band without smoothbore shift or close-range limit, the small-arms tests);
 * once per activation, no Reload ({@code gatling.reload}); {@code gatling.fire} may allow only one way. It joins
 * reaction fire and final defensive fire whenever it can. It is lost with its company, not scored as a gun.
 *
 * <p><b>Off-table artillery</b> ([D], section 12.3, advanced; {@code offtable} off by default): the company its
 * regimental commander stands with calls a mission in one action (FIRE with
 * {@link org.muster.rules.hardtack.HardtackOrder#OFF_TABLE}) on an enemy it sees; {@code offtable.request-die} above
 * its LV + {@code offtable.request-over-lv} grants it (one of the side's {@code offtable.missions}; one inbound per
 * side), aimed at the target's position. The inbound counter advances one box per turn end and the shells land
 * after {@code offtable.inbound} boxes: on target when the caller's quality die beats its LV, else
 * {@code offtable.deviation-die} x {@code offtable.deviation-multiplier} inches in the {@code offtable.direction-die}
 * clock direction. Units whose centres lie within {@code offtable.burst-radius} (friend or foe) take
 * {@code offtable.under-skirmish} or {@code offtable.under-close} potential hits at {@code offtable.impact}, armour
 * shifted by ground cover and, in position, {@code offtable.ip-armour-shift}, and the fired-on test. No artillery
 * officer, brigade commander or ammunition limit beyond the missions.
 *
 * <p>Not implemented: detached elements, unit integrity (companies are points, so no figure can stray). Their numbers stay in the parameter table (tagged as the specification tags them) but the
 * engine does not read them: {@code integrity.*}.
 *
 * <p>Mounted casualties (section 9.4 [D]): a wound or kill result on a rider of a mounted company hits the horse on a
 * D6 of {@code mounted.horse-hit-min} or more; the rider is unhurt but on foot. While the company stays mounted its
 * riders on foot neither fire nor fight in close assaults; dismounted they fight as the rest and need no holder; they
 * never remount (no spare horses).
 */
package org.muster.rules.hardtack;
