package org.muster.model;

/**
 * A line of a side's order of battle. {@code count} identical units are created from it, named {@code name},
 * {@code name-2}, ... and placed in a row from {@code at} along the line perpendicular to {@code facing}, spaced
 * {@code spacingInches} apart.
 *
 * @param name          unit name (defaults to the type and index)
 * @param type          unit type known to the rule set, e.g. {@code infantry-squad}
 * @param count         how many such units
 * @param figures       men or figures per unit
 * @param quality       quality known to the rule set, e.g. {@code green}, {@code regular}, {@code veteran}
 * @param weapon        weapon known to the rule set, or null for the type's default
 * @param at            position of the first unit, inches; null to deploy at the side's edge
 * @param facingDegrees facing: 0 = north (towards high y), 90 = east, 180 = south, 270 = west
 * @param stance        stance or formation known to the rule set (e.g. {@code standing}, {@code prone},
 *                      {@code mounted}, {@code limbered}), or null for the type's default
 * @param spacingInches distance between the centres of consecutive units of this line
 * @param field         the field path of this entry, e.g. {@code sides[1].units[0]}
 * @param attach        the name of a unit of the same side this one is attached to (a rule set that knows the
 *                      type says what that means, e.g. a hardtack Gatling serves with a company), or null
 * @param regiment      the regiment these units belong to, for a rule set that groups units (lines of a side with
 *                      the same regiment form one), or null: the line is a regiment of its own
 * @param brigade       the brigade of the line's regiment, for a rule set that groups regiments, or null: the side's
 *                      one default brigade
 */
public record UnitSpec(
        String name,
        String type,
        int count,
        int figures,
        String quality,
        String weapon,
        Point at,
        double facingDegrees,
        String stance,
        double spacingInches,
        String field,
        String attach,
        String regiment,
        String brigade) implements java.io.Serializable {

    /** A line attached to nothing, of no named regiment or brigade. */
    public UnitSpec(String name, String type, int count, int figures, String quality, String weapon, Point at,
            double facingDegrees, String stance, double spacingInches, String field) {
        this(name, type, count, figures, quality, weapon, at, facingDegrees, stance, spacingInches, field, null);
    }

    /** A line attached to {@code attach} (or nothing), of no named regiment or brigade. */
    public UnitSpec(String name, String type, int count, int figures, String quality, String weapon, Point at,
            double facingDegrees, String stance, double spacingInches, String field, String attach) {
        this(name, type, count, figures, quality, weapon, at, facingDegrees, stance, spacingInches, field, attach,
                null, null);
    }
}
