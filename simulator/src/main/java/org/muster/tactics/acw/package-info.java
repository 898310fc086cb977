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
 * losses of the contact round, the halfway test and both sides' tests after the round, not the whole melee.
 *
 * <p>Doctrine habits fixed after replays (issue 19): mounted cavalry that finds on a card that the card can still
 * bring its charge keeps closing for the rest of it (it used to ride in and back out within one card); squads avoid
 * destinations within 2" of a friend ({@code spread}); foot and guns that enemy cavalry could charge on its next card
 * end their card loaded, keeping the free fire of a unit that stands a charge (B7). The presets were set with
 * {@code muster tune} (see {@link org.muster.tactics.acw.DoctrineWeights}).
 */
package org.muster.tactics.acw;
