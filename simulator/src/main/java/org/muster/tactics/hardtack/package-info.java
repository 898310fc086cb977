/**
 * The players of {@code hardtack} (ARCHITECTURE.md section 5), made by
 * {@link org.muster.tactics.hardtack.HardtackTactics#create} and wired as {@code new
 * HardtackRuleset(HardtackTactics::create)}: {@code random} (a uniform legal choice, a floor and a fuzzer),
 * {@code naive} (activates in order, never passes, fires at the nearest enemy, reloads, walks at it, assaults in
 * reach), {@code doctrine} (a drill-book commander on the exact fire and assault odds, presets {@code aggressive},
 * {@code balanced}, {@code defensive}, weights in {@link org.muster.tactics.hardtack.DoctrineWeights}) and
 * {@code search} (issue 21: flat Monte Carlo on copies of the battle, doctrine playing the rollouts, a paired test
 * against doctrine's own answer; {@link org.muster.tactics.hardtack.SearchPlayer}, options in
 * {@link org.muster.tactics.hardtack.SearchOptions}).
 *
 * <p>Beside them: doctrine's parts ({@code DoctrineOdds} tabled once, {@code DoctrineTargets} with its per-company
 * memo, {@code DoctrineGuns}, {@code DoctrineSituation}); the search's scripts ({@code DoctrineVariant} and its
 * {@code PushPlayer}, {@code ChargePlayer} and {@code DigPlayer}, the postures of the turn; {@code CompanyScripts},
 * the per-company portfolio of {@code pgs=on}); and {@code ForwardingPlayer}, the base of players that change one
 * answer of another.
 *
 * <p>Players draw randomness only from the engine's TACTICS stream (a rollout's from streams derived from the battle
 * and the decision, {@link org.muster.rules.battle.Rollouts}) and allocate nothing per decision. Unlike acw-skirmish's
 * and jacobite45's, hardtack's players ask {@link org.muster.rules.hardtack.HardtackEngine} itself rather than a
 * view interface: see the departure in the package-info of {@code org.muster.rules.hardtack}.
 */
package org.muster.tactics.hardtack;
