/**
 * Drawings of the table: the map of a compiled scenario ({@code muster map}, {@code validate --map}, a run's
 * {@code map.svg}), the replay viewer of one battle ({@code muster replay --format html}) and the heat-map tally a
 * run's engines feed after each battle. Everything is read through the public accessors of the three rule sets'
 * templates and engine states, one adapter per rule set ({@link org.muster.view.BattleView}); nothing here changes
 * how a battle is played, so no result depends on this package.
 */
package org.muster.view;
