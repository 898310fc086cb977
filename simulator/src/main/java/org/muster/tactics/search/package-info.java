/**
 * What the search players of the three rule sets share (issue 20/21): {@link org.muster.tactics.search.Yardstick},
 * the choice a flat Monte Carlo search makes after its rollouts (the best candidate by mean, kept only if it beats the
 * doctrine answer by a margin and, paired, by Z standard errors of the paired difference);
 * {@link org.muster.tactics.search.RolloutScore}, a rollout's score (the outcome, or at a cut-off the break-at
 * margin); and {@link org.muster.tactics.search.SearchPreset}, the reading of a search player's options from its
 * preset ({@code budget=}, {@code horizon=}, {@code margin=}, {@code test=}, {@code eval=}, one doctrine preset name,
 * and each rule set's own keys) with the one-line error naming {@code sides[i].player.preset}.
 *
 * <p>The forward models, the candidates and each army's progress towards break-at stay in each rule set's
 * {@code SearchPlayer}: they read rule set state that has no common shape. Written once here so that the three players
 * cannot drift apart in how a rollout scores, in the test a challenger must pass or in what counts as a bad option;
 * moving them here changed no battle.
 */
package org.muster.tactics.search;
