/**
 * What every rule set shares in playing a battle (ARCHITECTURE.md section 2a): {@link
 * org.muster.rules.battle.BattleLoop}, the one sequence of a battle (streams, reset, start, turns, break check, one
 * {@link org.muster.rules.Victory} decision, the record) with hooks for what differs; {@link
 * org.muster.rules.battle.BattleClock}, the loop's place, held in each rule set's state so a copied state carries it;
 * {@link org.muster.rules.battle.Rollouts}, the seeds of look-ahead streams; {@link org.muster.rules.battle.Compass},
 * bearings and angles; {@link org.muster.rules.battle.PlayerCatalog}, the players of a rule set by name; {@link
 * org.muster.rules.battle.WiredRuleset} and {@link org.muster.rules.battle.PlayerFactory}, a rule set named by its
 * parts; {@link org.muster.rules.battle.TemplateBase} and {@link org.muster.rules.battle.SharedTemplate}, the part of a
 * template every rule set shares; {@link org.muster.rules.battle.Deployer}, the units' layout every template compiles
 * (edge slots, rows from {@code at:}, names, the ground check); {@link org.muster.rules.battle.StateBase} (the dice and
 * the clock every state holds) and {@link org.muster.rules.battle.Columns} (a state's columns named once, so {@code
 * copyFrom} and the reset are one loop); {@link org.muster.rules.battle.EngineBase} (template, state, tactics and dice
 * count of an engine; hardtack's engine extends its phase base instead); {@link org.muster.rules.battle.UnitOrder}
 * (action, target and point of an order); {@link org.muster.rules.battle.TerrainEffects} (the terrain-effects lookup
 * the Rules classes read). May import {@code engine}, {@code model} and {@code rules}.
 *
 * <p>Where this departs from ARCHITECTURE.md section 2a: the one victory decision ({@link org.muster.rules.Victory}),
 * the end-of-battle settings ({@link org.muster.rules.VictorySettings}) and a unit's place in its row
 * ({@link org.muster.rules.Placement}) stay in {@code org.muster.rules}, where they were written before this package
 * (each shared by the three rule sets already), and are read outside the loop too: the players ask {@code Victory}
 * whether their side would win at the turn limit, and {@code view.SketchView} draws a refused scenario with
 * {@code Placement}. Section 2a's "Deployment" is {@link org.muster.rules.battle.Deployer}.
 */
package org.muster.rules.battle;
