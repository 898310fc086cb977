/**
 * The players of {@code acw-skirmish} (ARCHITECTURE.md section 5): {@code random} (uniform legal choice, moves in one
 * of eight directions), {@code naive} (biggest card; charge in reach, else fire at the nearest, else load, else
 * advance) and {@code doctrine} (presets {@code aggressive}, {@code balanced}, {@code defensive}, weights in
 * {@link org.muster.tactics.acw.DoctrineWeights}, tunable from a scenario's {@code player.weights}). Made by
 * {@link org.muster.tactics.acw.AcwTactics#create}, wired as {@code new AcwRuleset(AcwTactics::create)}.
 *
 * <p>Players draw randomness only from the engine's TACTICS stream and allocate nothing per decision; the doctrine
 * player's odds come from the exact tables compiled into {@link org.muster.rules.acw.AcwTemplate} by
 * {@link org.muster.rules.acw.AcwOdds}.
 *
 * <p>Simplifications: the doctrine player scores one increment ahead (no search over a whole card's plan); its card
 * choice looks at range, not sight; its move score values the best shot from a point but not the enemy fire it draws
 * there (beyond cover against the nearest enemy); it never remounts dismounted cavalry; its charge test uses expected
 * losses of the contact round and the halfway test, not the whole melee.
 */
package org.muster.tactics.acw;
