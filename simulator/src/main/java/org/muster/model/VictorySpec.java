package org.muster.model;

/**
 * How a battle is decided (the rule sets give no victory conditions; ARCHITECTURE.md section 6).
 *
 * @param breakAt  an army breaks when this fraction of its units are routed or eliminated; NaN = rule set default
 * @param tieBreak {@code casualties} (fewer figures lost wins at the turn limit), {@code objectives-only} or
 *                 {@code none} (a draw at the turn limit unless objectives decide)
 */
public record VictorySpec(double breakAt, String tieBreak) implements java.io.Serializable {
    public static final VictorySpec DEFAULT = new VictorySpec(Double.NaN, "casualties");
}
