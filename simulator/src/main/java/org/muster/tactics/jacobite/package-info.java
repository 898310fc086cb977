/**
 * The players (AI) of the {@code jacobite45} rule set: {@code random} (a uniformly random legal action, a floor and a
 * fuzzer), {@code naive} (rally, reform, reload, then charge, fire or advance at the nearest enemy) and {@code
 * doctrine} (the default: charges by the exact chance of reaching with the terrain's dice lost and of going on under
 * the defender's fire, preferring targets that have had their phase; fire at once by expected casualties and forced
 * morale tests; shooters standing off from clans and horse, clans and horse closing to where their next charge would
 * reach; case at short range; and the number of movement dice whose exact distance distribution, terrain included, fits
 * the wanted move without blundering into friends), with presets {@code aggressive}, {@code balanced} and {@code
 * defensive} ({@link org.muster.tactics.jacobite.DoctrineWeights}), and {@code search} (issue 21, {@link
 * org.muster.tactics.jacobite.SearchPlayer}: the clans' and horse's charge decisions tried on copies of the battle with
 * doctrine rollouts, doctrine's order kept unless a challenger clearly wins). Every player draws only from the TACTICS
 * stream and allocates nothing per decision. Wired to the rules by {@link
 * org.muster.tactics.jacobite.JacobiteTactics#create}.
 */
package org.muster.tactics.jacobite;
