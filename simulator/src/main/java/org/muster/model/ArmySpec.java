package org.muster.model;

/**
 * A side's army drawn from a rule set's army list for every battle, e.g. {@code army: {list: government, units: 8}}:
 * the rule set rolls each unit from the battle's SETUP stream. The rule set checks the list name.
 *
 * @param list  army list name known to the rule set, e.g. {@code government}
 * @param units how many units to roll
 * @param field the field path, e.g. {@code sides[0].army}, for error messages
 */
public record ArmySpec(String list, int units, String field) implements java.io.Serializable {
}
