/**
 * The {@code hardtack} rule set: the Stargrunt II engine (GZG, 1996) as Allan Goodall's "Hardtack" ACW plug-in (v1.5,
 * 2002) modifies it. The specification implemented, with every gap resolved, is shared/rules/hardtack.md; the seed
 * text is shared/seeds/hardtack.txt. Every number, table and [D] choice is a parameter of
 * {@link org.muster.rules.hardtack.HardtackParameters} tagged [S p.N] (Hardtack printed page N), [X p.N] (an external
 * SG2 source, SG2 page N) or [D] (our default, reasoned in the specification's section 17).
 *
 * <p>Classes: {@link org.muster.rules.hardtack.HardtackRuleset} (compile, engines, odds),
 * {@link org.muster.rules.hardtack.HardtackParameters} (the parameter table with provenance),
 * {@link org.muster.rules.hardtack.HardtackRules} (those numbers resolved once into typed fields, read by the
 * template and the odds), {@link org.muster.rules.hardtack.HardtackDice} (the die ladder, shifts and exact basic
 * rolls), {@link org.muster.rules.hardtack.HardtackOdds} (exact fire, allocation, confidence and close-assault
 * distributions), {@link org.muster.rules.hardtack.HardtackTemplate} (the compiled scenario, immutable),
 * {@link org.muster.rules.hardtack.HardtackState} (struct-of-arrays state: units, the battle's progress, the cursor
 * of the sequence of play and the dice, so a copy ({@code copyFrom}) goes on as the original would),
 * {@link org.muster.rules.hardtack.HardtackEngine} (the battle through the shared
 * {@link org.muster.rules.battle.BattleLoop}, the forward model's {@code begin}, {@code advance}, {@code resume},
 * {@code record}, and the players' queries), {@link org.muster.rules.hardtack.HardtackPlayer} and
 * {@link org.muster.rules.hardtack.HardtackPlayerFactory} (the contract of the players in
 * {@code org.muster.tactics.hardtack}).
 *
 * <p>The rules in play are phase classes over the one state, package-private, linked through
 * {@code HardtackPhase} (the template, the state, the dice, the players and a link to every other phase):
 * {@code HardtackSightlines} (sight, cover and range steps, and their caches: every change of a position, a
 * formation or a unit's presence goes through its {@code changed()}, every change of in-position or travel mode
 * through {@code shifted()}; among them the pairs the terrain is known to hide, which scans pass over unasked;
 * {@code HardtackTerrainSight} answers the terrain's part of sight where the ground decides it without a walk),
 * {@code HardtackActivation} (the sequence of play of a turn as a resumable machine:
 * who goes first, the choice of a unit, each order of an activation or of Activate Regiment, and the execution of
 * an order), {@code HardtackMovement} (moves, reorganising, mounting and limbering, detached elements, travel mode,
 * in position), {@code HardtackFire} (who may fire, firer and range dice, small arms, sharpshooters, Gatlings,
 * reaction fire), {@code HardtackHits} (hits allocated to figures, wounds and kills, horses, teams and commanders),
 * {@code HardtackArtillery} (the gun's shot, bounce, canister through, off-table missions),
 * {@code HardtackConfidence} (reaction and confidence tests, panic, rally), {@code HardtackCommand} (regimental and
 * brigade commanders, transfers, runners), {@code HardtackAssault} (close assault) and {@code HardtackEndOfTurn}
 * (routs, surrender, runners rejoining, the beaten checks and the decision at the turn limit). Where this departs
 * from ARCHITECTURE.md section 2a: hits and casualties are a phase of their own (fire, artillery and the assault all
 * allocate through it), and the sequence of play is a phase ({@code HardtackActivation}) beside the shared loop,
 * which owns only the turns and the battle's end. The read-only view for players is the engine's public queries
 * (the players' code takes a {@code HardtackEngine}, which must stay source-compatible), not a separate interface.
 * The template extends {@code HardtackRules} instead of holding the typed rules, as in acw-skirmish and jacobite45:
 * the engine and the players read a rule number as the template's own field, as they did before the rules were
 * typed, and there is one resolution either way. There is no separate compiler: {@code HardtackTemplate}'s
 * constructor compiles the scenario ({@code WiredRuleset} calls it), the steps every rule set shares being in
 * {@code Deployer}, {@code TerrainEffects}, {@code Placement} and {@code VictorySettings}, so a compiler class would
 * only hand its arrays to that constructor.
 *
 * <p>Scenario vocabulary: {@code type:} {@code infantry-company}, {@code cavalry-company}, {@code artillery-section}
 * (one gun and its crew; {@code men:} crew figures, 1 to {@code artillery.crew}), {@code sharpshooter} ({@code men:
 * 1}); {@code quality:} untrained, green, regular, veteran, elite; {@code weapon:} infantry musket (rifled, default),
 * smoothbore, breechloader, repeater, shotgun; cavalry carbine (default), pistol, shotgun, breechloader, repeater; guns
 * napoleon (default), 6-pdr, howitzer, rifled-gun; {@code stance:} infantry skirmish, line (default), column; cavalry
 * mounted-skirmish, mounted-line, mounted-column (default), dismounted; guns unlimbered (default), limbered.
 *
 * <p><b>Regiments and brigades</b>: every line of a side's {@code units:} is one regiment of its {@code count}
 * companies ({@code name}, {@code name-2}, ...), unless lines share a {@code regiment:} name: then they form one
 * regiment (of one arm; a sharpshooter is never in one). Regiments sharing a {@code brigade:} name form a brigade; the
 * others of a side form its one default brigade.
 *
 * <p><b>The regimental commander</b> ([D], sections 3.3-3.6, 10.5) of a regiment of two or more companies is one
 * extra figure standing with one company ({@link org.muster.rules.hardtack.HardtackState#colonel}; at first the middle
 * one in listing order). Activate Regiment is his own activation (3.5), once a turn
 * ({@link org.muster.rules.hardtack.HardtackState#regimentOrdered}), plus one more for each brigade commander's
 * transfer to him (3.3): it takes the companies of his regiment not yet activated this turn, in close formation, CO
 * to SH, whose centres are within {@code regiment.radius} of him, all first actions before any second action; a
 * company that moves with both actions is open to reaction fire before its second move (3.8) as any mover, and a
 * reaction returns play to the mover's side once. The player orders it through one of those companies; he keeps
 * station with the formation (stays with his company if it is a member, else goes to the member nearest him, within
 * {@code regiment.radius}). His other actions (rally, transfers, runners) are actions of the company he stands with,
 * in its activation. A rally (3.6) is his: the company he stands with spends one action to rally one company of the
 * regiment (his own included) whose centre is within {@code command.radius} of him, once per activation (Rally is
 * not a doubled action, 3.2), never inside Activate Regiment; the rallied company rolls its quality die against its
 * LV plus {@code leadership.value}. A company with no regimental commander (a regiment of one, a sharpshooter, a
 * regiment whose commander is lost with nobody to take over) is rallied by its own captain, once per activation. The
 * regimental rally of several companies with one action is not played. One action of his company transfers an
 * immediate, extra activation (the company keeps its own) to a company of the regiment whose centre is within
 * {@code command.radius}; or sends a runner: one fit figure leaves the company until the end of the turn and transfers
 * within {@code command.radius} + {@code command.runner-move} (it runs, then transfers, in the same instant);
 * {@code command.transfers} per regiment
 * per turn, none inside Activate Regiment. He is one more figure for hit allocation on his company, after its
 * wounded. Wounded or killed, every other company of his formation (close order, centre within
 * {@code regiment.radius} of him) takes the leader-casualty test (his own company takes the leader row in its fire
 * test) and the captain of the best-quality company of the regiment at CO, ST or SH (ties by lot; with none unbroken,
 * any) takes over, his company rolling for its new leader with no test. If his company routs or is gone he joins the
 * nearest company of the regiment still fighting at the end of the turn.
 *
 * <p><b>The brigade commander</b> ([D], sections 0.4, 3.3; {@link org.muster.rules.hardtack.HardtackState#brigadier}),
 * with {@code brigade.commander} on, is one figure standing with a company like the regimental commander: at first
 * the infantry or cavalry company nearest the mean position of his side's companies; one more figure for hit
 * allocation there, after the regimental commander (a sharpshooter's aimed hit takes him first); each hit on him
 * passes the command to the next of {@code brigade.staff} staff officers (S p.2: a staff of 3-5 figures), then the
 * brigade has none. One action of his company transfers an immediate activation (S p.10) to the company where the
 * commander of another regiment of the brigade stands, within {@code command.radius}, {@code command.transfers} per
 * turn, never by runner (3.4 names company and regimental commanders); that commander may use it for Activate
 * Regiment on the companies of his regiment not yet activated this turn, else his company takes an extra activation.
 * At the end of each turn he rides, at most {@code brigade.ride}, to the company from which he reaches the most
 * regimental commanders of other regiments, nearest their mean position; a brigade commander whose company is gone
 * rides however far. The brigade staff has no activation of its own and takes no tests (the seed gives it none).
 *
 * <p><b>Abandoned wounded and surrender</b> ([D], sections 2.5, 10.3): a company forced back from a close assault
 * leaves its untreated and stabilised wounded, who are captured, and takes a confidence test at the abandon-wounded
 * threat level (a test of its own: the test that forced the withdrawal came first). A routed company whose straight way
 * back to its edge at the end of the turn closes on a seen enemy, or is blocked, surrenders (fit, wounded and
 * stabilised figures captured, a gun lost) with a seen enemy within {@code rout.surrender-range}; otherwise it
 * disintegrates (leaves the table). Wounded travel with a company that withdraws of its own will.
 *
 * <p>Simplifications the engine makes:
 * <ul>
 *   <li>Geometry: a company or gun is one point (its centre) with a facing, not individually based figures; ranges are
 *       centre to centre. "Within woods" is not modelled; woods block sight beyond {@code geometry.los-edge}.
 *       Close-formation companies block lines of fire within {@code geometry.unit-block}; skirmishers do not. A
 *       company faces the nearest enemy after moving.</li>
 *   <li>Moves are straight lines charged at the terrain's cost every 0.25"; they stop before impassable ground, at the
 *       table edge and {@code geometry.enemy-gap} from enemies (only a charge touches them).</li>
 *   <li>Hit allocation counts the fit figures first (the leader is figure 0), then the untreated wounded; a hit
 *       allocated to a figure already killed in the same resolution is lost (the eligible list is fixed when the
 *       resolution starts).</li>
 *   <li>Small arms that need a Reload action: musket, smoothbore, shotgun [D]; carbines, pistols, breechloaders and
 *       repeaters do not.</li>
 *   <li>Close assault: figures pair evenly (no stacking choice); the leader is not singled out in close combat; an
 *       assault still undecided after {@code assault.max-rounds} counts as a repulse. The end-of-round tests go
 *       first to the side with more casualties this round, from round {@code assault.overall-from-round} (3) to the
 *       side with more since the assault began (the defender on a tie; the threat level is this round's casualties).
 *       "The attacker occupies the position" (11.1 steps 3 and 10) is read as a move of its activation: it goes
 *       towards the position at most {@code assault.occupy-moves} (2) normal moves at its base move, terrain
 *       costed, and stops short on the way if the position is farther ([D]; a broken defender's position may lie up
 *       to a charge's reach away, about 25"). Routed units withdraw
 *       {@code rout.moves} normal moves at the end of each turn and are removed when they reach their edge.</li>
 *   <li>A broken company is held to "no move closer to the enemy", may fire only at units that fired on it within
 *       {@code fired-on.window} turns and cannot form close order; seeking cover is left to its player.</li>
 *   <li>A bouncing ball strikes units whose centres lie within {@code artillery.bounce-width} of its path; canister
 *       through skirmishers strikes the nearest enemy company behind them within
 *       {@code artillery.canister-through-width} of the line of fire. A crew that breaks takes the reaction test to
 *       retreat with its gun (failing, or routing, or with its team down, it abandons the gun, which counts as
 *       lost). A wound or kill result on a limbered gun falls on its team on the D6 of {@code mounted.horse-hit-min}
 *       while one of its {@code artillery.team-figures} horse figures is left (section 9.5 [D]): one down, it moves
 *       {@code move.limbered-damaged}; all down, it cannot limber or move limbered. Drivers and gun damage are not
 *       modelled.</li>
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
 * the figure it chooses (the brigade commander if he stands with the target, else the regimental commander, else the
 * company's leader), impact {@code sharpshooter.impact}; the target takes the fired-on test even after a miss; a
 * Reload follows every shot. It takes no confidence or panic tests from fire, has no regimental commander and is not
 * counted for a side's break point. Fire at it shifts the range die up {@code fire.lone-figure-shift}. Hidden
 * positions and dummies are not modelled.
 *
 * <p>A side's own edge, where its routers go, is the table edge (y = 0 or the depth) on the side of its deployment:
 * nearer its units' mean starting y than the enemy's ([D]).
 *
 * <p><b>Detached elements</b> (sections 3.7, 5.6, 5.7, 9.5 [D]): the Reorganise that unlimbers a gun makes its horse
 * team, the one that dismounts a cavalry company its horses with their holders ([D]: the Reorganise also forms the
 * element, as unlimbering does in the seed), a detached element at the unit's centre ({@link
 * org.muster.rules.hardtack.HardtackState#detached}, {@code detX}, {@code detY}). It acts only when its parent spends
 * an action on it ({@code DETACHED_MOVE}) with the element within {@code detached.radius} ([D]: Hardtack has no
 * communication roll): a team moves {@code move.limbered} ({@code move.limbered-damaged} with a horse figure down),
 * led horses {@code move.led-horses} [D], on the limbered and mounted rows of the terrain table. It can be fired on
 * ({@code FIRE_DETACHED}): the firer's own dice against the range die to the element, which is in skirmish order with
 * the cover of its own ground; close-formation companies (its parent's too) block the line; each potential hit rolls
 * impact against {@code detached.horse-armour} and any wound or kill downs one horse figure; horses take no tests and
 * are not a break-point unit. A sharpshooter does not shoot horses, nor a broken unit (they never fired on it) [D].
 * To limber, or for a broken crew to take its gun away, the team must be within {@code limber.team-range} [S p.9];
 * with both team figures down the gun cannot limber. To remount, the horses must be back within the company's
 * integrity; a company with fewer horses than riders leaves the rest on foot ({@code unhorsed}), and a led horse lost
 * is one rider more on foot. The holders ({@code horse-holders.per}) stay counted in the company's figures: they do not
 * fire and are hit with the company, not with the horses. An element counts as a unit on the table for who chooses to
 * activate first (3.1) but has no activation of its own (3.7), so it is not counted for the pass rule. It stays where
 * it is when its parent is forced back or routs, and it is gone with its parent.
 *
 * <p><b>Unit integrity</b> (section 2.8) with point companies: two points are in integrity when they fit in a circle
 * {@code integrity.circle} across or are within {@code integrity.chain} of each other. A company moves, falls back,
 * charges and routs as one point and its runner is not placed on the table (it rejoins at the end of the turn, 3.4
 * [D]), so no event of this engine can put a company out of integrity and disorganisation never arises: it is not
 * played. The integrity test is read where two points of one unit do exist: a dismounted company and its led horses
 * (remounting). A gun's team uses the seed's own {@code limber.team-range}.
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
 * regimental or brigade commander stands with calls a mission in one action (FIRE with
 * {@link org.muster.rules.hardtack.HardtackOrder#OFF_TABLE}) on an enemy it sees; {@code offtable.request-die} above
 * its LV + {@code offtable.request-over-lv} grants it (one of the side's {@code offtable.missions}; one inbound per
 * side), aimed at the target's position. The inbound counter advances one box per turn end and the shells land
 * after {@code offtable.inbound} boxes: on target when the caller's quality die beats its LV, else
 * {@code offtable.deviation-die} x {@code offtable.deviation-multiplier} inches in the {@code offtable.direction-die}
 * clock direction. Units whose centres lie within {@code offtable.burst-radius} (friend or foe) take
 * {@code offtable.under-skirmish} or {@code offtable.under-close} potential hits at {@code offtable.impact}, armour
 * shifted by ground cover and, in position, {@code offtable.ip-armour-shift}, and the fired-on test. No artillery
 * officer or ammunition limit beyond the missions.
 *
 * <p>Mounted casualties (section 9.4 [D]): a wound or kill result on a rider of a mounted company hits the horse on a
 * D6 of {@code mounted.horse-hit-min} or more; the rider is unhurt but on foot. While the company stays mounted its
 * riders on foot neither fire nor fight in close assaults; dismounted they fight as the rest and need no holder; they
 * never remount (no spare horses).
 */
package org.muster.rules.hardtack;
