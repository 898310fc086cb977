/**
 * The {@code jacobite45} rule set: Graham Cookson's (with Gus Murchie) free rules for the 1745 Jacobite rising, with
 * playing-card activation, random movement by average dice and d6, d20 fire against a fire table with 5-6 saves,
 * d6-per-figure melee and morale by dice per base. The specification implemented, with every gap and every number lost
 * from the damaged seed text resolved, is shared/rules/jacobite45.md (A1-A12); the seed text is
 * shared/seeds/jacobite45.txt. Every number and every [D] choice is a parameter of
 * {@link org.muster.rules.jacobite.JacobiteParameters} tagged [S p.N] (seed text) or [D] (our default: the fire table
 * except its cavalry row and case column 1, the Disordered and Normal bands, pairing, rounding, geometry, victory),
 * including the size of every die ({@code dice.*}: fire, saves, melee, movement, morale, ammunition, army lists and
 * their sub-tables, and the faces of the average die), which the engine and
 * {@link org.muster.rules.jacobite.JacobiteOdds} both read.
 *
 * <p>Classes (ARCHITECTURE.md section 2a): {@link org.muster.rules.jacobite.JacobiteRuleset} (compile, engines, odds),
 * {@link org.muster.rules.jacobite.JacobiteRules} (every rule number read from the parameters once, typed, with the
 * exact move tables), {@link org.muster.rules.jacobite.JacobiteTemplate} (those rules plus the compiled scenario,
 * immutable), {@link org.muster.rules.jacobite.JacobiteState} (struct-of-arrays state with the dice, the shared
 * loop's clock and the cursor of the sequence of play: {@code copyFrom} and play on),
 * {@link org.muster.rules.jacobite.JacobiteEngine} (a facade: the players' queries, the forward model) over
 * phases on the one state: {@code Sequence} (the rule set's side of the shared
 * {@link org.muster.rules.battle.BattleLoop}: deployment decisions, turns, deck, activations, orders, victory hooks,
 * record), {@code Armies} (army lists, deployment by zones), {@code Sightlines} (geometry, sight, cover, holding, and
 * every cache with the only writers of position and facing), {@code Movement}, {@code Fire}, {@code Melee} (charges
 * and melee), {@code Morale} (personalities, tests, rallies), all over {@code Phase} (shared fields, dice helpers);
 * {@link org.muster.rules.jacobite.JacobiteBattleView} (the read-only questions players ask, implemented by the
 * engine), {@link org.muster.rules.jacobite.JacobiteOdds} (exact distributions, printed from the same
 * {@code JacobiteRules}), {@link org.muster.rules.jacobite.JacobitePlayer} and
 * {@link org.muster.rules.jacobite.JacobitePlayerFactory} (the contract the players of
 * {@code org.muster.tactics.jacobite} implement), {@link org.muster.rules.jacobite.JacobiteCodes} (int codes).
 * Departures from section 2a: the template extends the rules instead of holding them, so every reader of a rule
 * field (players, views, tests) reads it where it always did; players still receive the engine (their contract is
 * unchanged), which implements the view; the view hands out the phases themselves
 * ({@code e.sight().distance(u, v)}), whose public methods are the queries and nothing else, so no delegate repeats
 * them. Deployment by zones has no phase class of its own: it is part of {@code Armies}, and its decisions are cursor
 * points of {@code Sequence} like the orders. The phases are package-private fields of the engine, so the tests drive
 * single rules through them ({@code JacobiteHooks}, test scope) and the engine carries no test hooks; the phases the
 * view hands out ({@code Armies}, {@code Sightlines}, {@code Movement}, {@code Fire}, {@code Melee}, {@code Morale})
 * are public classes, since players call their public methods; {@code Sequence} and {@code Phase} are
 * package-private. There is no separate compiler: {@code JacobiteTemplate}'s constructor compiles the scenario
 * ({@code WiredRuleset} calls it), the steps every rule set shares being in {@code Deployer}, {@code TerrainEffects},
 * {@code Placement} and {@code VictorySettings}, so a compiler class would only hand its arrays to that constructor.
 *
 * <p>Scenario vocabulary: {@code type:} regular-foot (British line for the Government side, French line for the
 * Jacobites), militia-foot (British/Highland militia, Lowland militia), highland-foot (clans; clan formation only),
 * horse, dragoons, lowland-horse (militia, poor), artillery (men = crew; British crews regular, Jacobite crews militia
 * and poor), personality (attached to the unit listed just before it). {@code stance:} line, column, clan, dismounted
 * (cavalry on foot: open order, muskets), field and road (guns). {@code quality:} regular, elite (or guard), poor,
 * lancers (cavalry only; no list has them).
 * {@code men:} figures. Which side is the Government is the parameter {@code army.government-side} (default side 0).
 *
 * <p>Simplifications the engine makes:
 * <ul>
 *   <li>Geometry: a unit is one point (its centre) with a facing; distances and ranges are centre to centre; two units
 *       touch at {@code geometry.contact} inches. Frontage (bases in the front rank times {@code base.frontage}) prices
 *       wheels (the outer corner's travel, width x angle, is deducted from the move) and blocks sight (below).</li>
 *   <li>Moves are straight lines after the wheel. Any part of a move in rough terrain or across a linear obstacle loses
 *       a die (A5), judged along the rolled distance before the loss (a charge: along the distance to its target), and
 *       the charge and move odds players read ({@code chargeOdds}, {@code aimedMean}, {@code aimedAtLeast}) are exact
 *       for that same drop; a move stops at the table edge, before impassable
 *       ground, {@code move.stop-short} outside contact with an enemy (only charges make contact) and on touching a
 *       friend (then Disordered). A Disordered or Broken unit's move may not bring it closer to the nearest enemy.</li>
 *   <li>Sight: terrain by the table's grid walk (woods, buildings, hill crests); units block sight, fire and charges
 *       (A11 [D]): a unit is its frontage across its facing plus a disc of {@code los.unit-half-width} about its
 *       centre, and a line from centre to centre that crosses either is blocked ({@code los.units: clear} turns it
 *       off). Fire and charges need the target within {@code arc.degrees} of the unit's facing. No fire into a
 *       melee.</li>
 *   <li>Melees of several units (A8.3 [D], {@code melee.join: yes}): a unit may charge an enemy already in a melee
 *       and joins it, fighting at once if that melee has not fought this turn. A melee is fought once a turn, when
 *       the first card of any of its units is turned (or at the end of the turn); every unit rolls its front-rank
 *       dice with its own modifier against the enemy unit it fights, each side's dice form one pool compared under
 *       {@code melee.pairing}, and a side's casualties are shared over its units by {@code melee.casualties} (by dice
 *       rolled, or evenly; a share beyond a unit's figures is lost). Every unit tests morale, the side that took fewer
 *       casualties having won; a Broken, routed or wiped-out unit leaves and the melee ends when a side has none left.
 *       A joiner's flank or rear attack counts for the defender's whole melee. {@code melee.join: no} restores one
 *       against one exactly. A charge that reaches places the charger in contact on the line of the charge; flank and
 *       rear are fixed then. No pursuit or support (A8.3 [D]): the seed text (p.5-6) has no rule for them.</li>
 *   <li>Holding (A8.2, A9.3): works or a building are held by the unit standing in them; a wall or hedge only by
 *       the unit behind it facing the enemy across it (the feature on the line toward the enemy within
 *       {@code cover.feature-reach}, the enemy in its front, and not the unit charging across it).</li>
 *   <li>Volleys (A6.5 "regulars and militia"): formed regular and militia foot, and dismounted cavalry of either
 *       class (A2: troopers regulars, Lowland Horse militia).</li>
 *   <li>Personalities cannot be hit and get no card; a unit carrying one may spend its phase sending it to another
 *       friendly unit (it arrives if its 4D6 or 2D6 covers the distance less contact); when their unit leaves the
 *       field they join the nearest friendly unit.</li>
 *   <li>Formations are what the chart lists: foot line or column, clans clan only (two bases deep), cavalry line,
 *       column or dismounted, guns field or road (road guns cannot fire). A gun in the field may instead move by
 *       prolonge: pivoted by hand to face a point and moved {@code move.artillery.prolonge} (1") toward it without
 *       dice, keeping its load.</li>
 *   <li>Deployment (A11): by default ({@code deploy.mode: edge}) units without {@code at} stand in a row at their
 *       side's edge, {@code deploy.separation} (24") apart. With {@code deploy.mode: zones} the Government player
 *       chooses its table edge (south or north), then the sides place those units (and every army-list slot drawn
 *       present) alternately, one at a time in the order listed, {@code deploy.first} (the Jacobites) first, facing the
 *       enemy's edge. The zones ({@code deploy.zone-depth} 12" deep, {@code deploy.separation} apart, centred on the
 *       table) are a grid of places {@code deploy.place-spacing} (9") apart, not a continuum: the players choose a
 *       free place (random: uniform; naive: the first of a line built from the centre out; doctrine: guns, clans and
 *       regulars in the front centre, militia behind, cavalry on the flanks, high ground or cover preferred). Units
 *       are placed in the listed order; the player chooses where, not which unit next.</li>
 *   <li>"Get in there" is played by the engine, not the player (A11 [D]): advance with every die, then charge the
 *       nearest enemy once within {@code get-in-there.range}.</li>
 * </ul>
 */
package org.muster.rules.jacobite;
