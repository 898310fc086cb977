package org.muster.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;
import org.muster.engine.TerrainKind;
import org.muster.io.ScenarioReader;
import org.muster.model.ScenarioException;

/**
 * Every rule set's catalogue ({@code muster rules RULESET --units}) promises only what the rule set compiles: each unit
 * type with each quality, weapon and stance it lists compiles in a small scenario, an unlisted value is refused, every
 * described quality, weapon and stance is taken by some type, and every terrain kind compiles.
 */
final class CatalogueTest {
    private static final Pattern FIRST_NUMBER = Pattern.compile("\\d+");

    /** Compiles a scenario whose side A has one line of type t per variant (field, value), or a plain one. */
    private static void compile(Ruleset r, Catalogue.UnitType t, List<String[]> variants, String terrain) {
        Matcher m = FIRST_NUMBER.matcher(t.men());
        assertTrue(m.find(), t.men());
        StringBuilder lines = new StringBuilder();
        Catalogue.UnitType first = r.catalogue().types().get(0);
        int i = 0;
        for (String[] v : variants.isEmpty() ? List.<String[]>of(new String[0]) : variants) {
            double x = 1 + 3 * i++;
            if (t.name().equals("gatling")) {
                lines.append("      - {name: host-").append(i).append(", type: infantry-company, men: 8, at: [")
                        .append(x).append(", 8]}\n");
            }
            if (t.name().equals("personality")) {
                lines.append("      - {type: ").append(first.name()).append(", men: 8, at: [").append(x)
                        .append(", 4]}\n");
            }
            lines.append("      - {type: ").append(t.name()).append(", men: ").append(m.group());
            lines.append(t.name().equals("gatling") ? ", attach: host-" + i : ", at: [" + x + ", 8]");
            if (v.length == 2) {
                lines.append(", ").append(v[0]).append(": ").append(v[1]);
            }
            lines.append("}\n");
        }
        String yaml = "ruleset: " + r.id() + "\nname: t\ntable: {width: 48, depth: 48}\n"
                + (terrain == null ? "" : "terrain:\n" + terrain)
                + "sides:\n  - name: A\n    units:\n" + lines
                + "  - name: B\n    units:\n      - {type: " + first.name() + ", men: 8, at: [6, 40], facing: south}\n";
        r.compile(ScenarioReader.parse(yaml, "t.yaml"), r.defaults());
    }

    private static void compile(Ruleset r, Catalogue.UnitType t, String field, String value) {
        compile(r, t, List.<String[]>of(new String[] {field, value}), null);
    }

    @Test
    void everyListedCombinationCompiles_andUnlistedValuesAreRefused() {
        for (Ruleset r : StandardRulesets.registry().all()) {
            Catalogue c = r.catalogue();
            assertFalse(c.types().isEmpty(), r.id());
            Set<String> qualities = new HashSet<>();
            Set<String> weapons = new HashSet<>();
            Set<String> stances = new HashSet<>();
            for (Catalogue.UnitType t : c.types()) {
                List<String[]> variants = new ArrayList<>();
                variants.add(new String[0]);
                t.qualities().forEach(q -> variants.add(new String[] {"quality", q}));
                t.weapons().forEach(w -> variants.add(new String[] {"weapon", w}));
                t.stances().forEach(st -> variants.add(new String[] {"stance", st}));
                compile(r, t, variants, null);
                qualities.addAll(t.qualities());
                weapons.addAll(t.weapons());
                stances.addAll(t.stances());
                if (!t.qualities().isEmpty()) {
                    assertThrows(ScenarioException.class, () -> compile(r, t, "quality", "no-such"), t.name());
                }
                assertThrows(ScenarioException.class, () -> compile(r, t, "weapon", t.weapons().isEmpty() ? "musket"
                        : "no-such"), t.name());
                if (!t.stances().isEmpty()) {
                    assertThrows(ScenarioException.class, () -> compile(r, t, "stance", "no-such"), t.name());
                }
            }
            assertTrue(qualities.equals(c.qualities().keySet()), r.id() + " qualities " + qualities);
            assertTrue(weapons.equals(c.weapons().keySet()), r.id() + " weapons " + weapons);
            assertTrue(stances.equals(c.stances().keySet()), r.id() + " stances " + stances);
            List<String> kinds = new ArrayList<>(TerrainKind.areaNames());
            kinds.addAll(TerrainKind.featureNames());
            assertTrue(c.terrain().keySet().equals(new HashSet<>(kinds)), r.id());
            StringBuilder terrain = new StringBuilder();
            double y = 14;
            for (String k : TerrainKind.areaNames()) {
                terrain.append("  - {kind: ").append(k).append(", rect: [20, ").append(y).append(", 2, 1]}\n");
                y += 1.5;
            }
            for (String k : TerrainKind.featureNames()) {
                terrain.append("  - {kind: ").append(k).append(", line: [[30, ").append(y).append("], [34, ")
                        .append(y).append("]]}\n");
                y += 1.5;
            }
            compile(r, c.types().get(0), List.of(), terrain.toString());
        }
    }
}
