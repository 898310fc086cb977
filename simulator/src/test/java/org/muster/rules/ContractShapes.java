package org.muster.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.muster.batch.StandardRulesets;
import org.muster.model.Point;
import org.muster.model.ScenarioBuilder;

/**
 * The scenario shapes the engine contract ({@link RulesetContractTest}) plays for each rule set, a few per rule set
 * with the terrain, unit kinds and stances that exercise its rules; the rule sets' own tests and throughput checks
 * build on them too. No players: add them with {@code players(ai)}.
 */
public final class ContractShapes {
    private static final Map<String, Map<String, Supplier<Shape>>> SHAPES = Map.of("acw-skirmish", acwShapes(),
            "hardtack", hardtackShapes(), "jacobite45", jacobiteShapes());

    private ContractShapes() {
    }

    /** A test scenario of any rule set: the shared builder with the full unit line. */
    public static final class Shape extends ScenarioBuilder<Shape> {
        private final String ruleset;

        public Shape(String ruleset, String side0, String side1, double width, double depth) {
            super(ruleset, side0, side1, width, depth);
            this.ruleset = ruleset;
        }

        public Shape unit(int side, String name, String type, int count, int men, String quality, String weapon,
                Point at, double facing, String stance, double spacing) {
            return addUnit(side, name, type, count, men, quality, weapon, at, facing, stance, spacing);
        }

        /** The scenario compiled by the registered rule set at its defaults. */
        public Template compile() {
            Ruleset r = StandardRulesets.registry().get(ruleset, "test", 0, "ruleset");
            return r.compile(build(), r.defaults());
        }
    }

    /** The shape names of a rule set, in order; empty for a rule set with none. */
    public static List<String> names(String ruleset) {
        return List.copyOf(SHAPES.getOrDefault(ruleset, Map.of()).keySet());
    }

    /** A fresh builder of the named shape of the rule set. */
    public static Shape shape(String ruleset, String name) {
        Supplier<Shape> s = SHAPES.getOrDefault(ruleset, Map.of()).get(name);
        if (s == null) {
            throw new IllegalArgumentException("no shape " + name + " for " + ruleset + ": " + names(ruleset));
        }
        return s.get();
    }

    private static Map<String, Supplier<Shape>> acwShapes() {
        Map<String, Supplier<Shape>> m = new LinkedHashMap<>();
        Supplier<Shape> of = () -> new Shape("acw-skirmish", "Union", "Confederate", 48, 48);
        // Two identical 8-squad companies, 6 regulars with rifled muskets, deployed at their edges.
        m.put("meeting", () -> of.get()
                .unit(0, "A", "infantry-squad", 8, 6, "regular", "rifled-musket", null, 0, null, 5)
                .unit(1, "B", "infantry-squad", 8, 6, "regular", "rifled-musket", null, 180, null, 5));
        m.put("farm", () -> of.get().area("building", 20, 32, 6, 4, 0, "hard").line("fence", 8, 28, 40, 28)
                .area("light-woods", 2, 20, 10, 8, 0, null).area("water", 40, 14, 6, 6, 0, null)
                .area("hill", 18, 16, 10, 6, 1, null).objective("farm", 23, 34, 5, 3)
                .unit(0, "A", "infantry-squad", 6, 7, "regular", "rifled-musket", new Point(8, 6), 0, null, 6)
                .unit(0, "G", "artillery", 1, 4, "regular", null, new Point(24, 3), 0, "limbered", 0)
                .unit(1, "B", "infantry-squad", 4, 5, "veteran", "musket", new Point(14, 31), 180, "prone", 6));
        m.put("cavalry", () -> of.get()
                .unit(0, "C", "cavalry-squad", 4, 6, "veteran", "pistol", null, 0, null, 0)
                .unit(1, "I", "infantry-squad", 4, 6, "green", "shotgun", null, 180, null, 0)
                .rule("pistol", "revolver"));
        return m;
    }

    private static Map<String, Supplier<Shape>> hardtackShapes() {
        Map<String, Supplier<Shape>> m = new LinkedHashMap<>();
        Supplier<Shape> of = () -> new Shape("hardtack", "Union", "Confederate", 48, 48);
        // Two identical regiments of 4 regular 10-figure companies in line, 30" apart, mirrored.
        m.put("meeting", () -> of.get()
                .unit(0, "A", "infantry-company", 4, 10, "regular", "musket", new Point(9, 9), 0, "line", 10)
                .unit(1, "B", "infantry-company", 4, 10, "regular", "musket", new Point(9, 39), 180, "line", 10));
        m.put("wall", () -> of.get().line("wall", 4, 34, 44, 34).area("light-woods", 2, 18, 8, 8, 0, null)
                .area("hill", 30, 36, 12, 8, 1, null).objective("wall", 24, 36, 6, 3)
                .unit(0, "A", "infantry-company", 4, 10, "regular", "musket", new Point(9, 6), 0, "column", 10)
                .unit(0, "G", "artillery-section", 1, 3, "regular", "napoleon", new Point(24, 2), 0, "limbered", 0)
                .unit(1, "B", "infantry-company", 2, 8, "veteran", "smoothbore", new Point(14, 36), 180, "skirmish",
                        10));
        m.put("cavalry", () -> of.get()
                .unit(0, "C", "cavalry-company", 3, 8, "veteran", "carbine", null, 0, null, 0)
                .unit(1, "D", "cavalry-company", 2, 8, "regular", "repeater", null, 180, "dismounted", 0)
                .unit(1, "I", "infantry-company", 1, 10, "green", "shotgun", null, 180, "skirmish", 0));
        return m;
    }

    private static Map<String, Supplier<Shape>> jacobiteShapes() {
        Map<String, Supplier<Shape>> m = new LinkedHashMap<>();
        Supplier<Shape> of = () -> new Shape("jacobite45", "Government", "Jacobite", 72, 48);
        // The mirrored armies of scenarios/jacobite45/mirror.yaml: identical under the rules (no clan shock).
        m.put("mirror", () -> {
            Shape b = of.get().rule("morale.clan-shock", "0");
            for (int sd = 0; sd < 2; sd++) {
                double y = sd == 0 ? 12 : 36;
                double f = sd == 0 ? 0 : 180;
                b.unit(sd, "Foot", "regular-foot", 2, 16, null, null, new Point(24, y), f, null, 14)
                        .unit(sd, "General", "personality", 1, 1, null, null, null, f, null, 0)
                        .unit(sd, "Clan", "highland-foot", 1, 24, null, null, new Point(52, y), f, null, 0)
                        .unit(sd, "Horse", "horse", 1, 6, null, null, new Point(64, sd == 0 ? 10 : 38), f, null, 0);
            }
            return b;
        });
        m.put("terrain", () -> of.get().area("building", 30, 32, 6, 4, 0, null).line("wall", 10, 30, 60, 30)
                .area("dense-woods", 2, 20, 10, 8, 0, null).area("marsh", 40, 14, 8, 6, 0, null)
                .area("water", 62, 20, 6, 6, 0, null).area("hill", 20, 34, 16, 8, 1, null)
                .objective("farm", 33, 34, 5, 2)
                .unit(0, "Foot", "regular-foot", 3, 16, null, null, new Point(14, 8), 0, null, 14)
                .unit(0, "General", "personality", 1, 1, null, null, null, 0, "mounted", 0)
                .unit(0, "Militia", "militia-foot", 1, 12, null, null, new Point(56, 8), 0, "column", 0)
                .unit(0, "Dragoons", "dragoons", 1, 6, null, null, new Point(66, 6), 0, "dismounted", 0)
                .unit(0, "Gun", "artillery", 1, 4, null, null, new Point(36, 4), 0, "road", 0)
                .unit(1, "Clan", "highland-foot", 3, 24, null, null, new Point(16, 40), 180, null, 16)
                .unit(1, "Prince", "personality", 1, 1, null, null, null, 180, null, 0)
                .unit(1, "Lowland", "militia-foot", 1, 12, null, null, new Point(60, 40), 180, null, 0)
                .unit(1, "Horse", "lowland-horse", 1, 6, null, null, new Point(68, 42), 180, "column", 0)
                .unit(1, "Gun", "artillery", 1, 3, null, null, new Point(34, 44), 180, null, 0));
        m.put("cavalry", () -> of.get().rule("melee.pairing", "sorted").rule("deck.jokers", "0")
                .unit(0, "Dragoons", "dragoons", 4, 6, "elite", null, null, 0, "column", 0)
                .unit(1, "French", "regular-foot", 2, 12, "poor", null, null, 180, null, 0)
                .unit(1, "Hussars", "horse", 2, 4, null, null, null, 180, null, 0));
        return m;
    }
}
