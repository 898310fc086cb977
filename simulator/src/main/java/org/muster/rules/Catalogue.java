package org.muster.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.engine.TerrainKind;

/**
 * What a scenario of a rule set may write: every unit type with the fields it takes, every quality, weapon and stance
 * or formation, and every terrain kind, each with a one-line description. {@code muster rules RULESET --units} prints
 * it and scenarios/README.md holds the same lists (a test keeps them equal); a test also compiles every listed
 * combination, so the catalogue cannot promise what the rule set refuses. Immutable.
 *
 * @param types     the unit types, in the order the rule set lists them
 * @param qualities quality name to description
 * @param weapons   weapon name to description
 * @param stances   stance or formation name to description
 * @param terrain   terrain kind to description, with the rule parameters that price it
 */
public record Catalogue(List<UnitType> types, Map<String, String> qualities, Map<String, String> weapons,
        Map<String, String> stances, Map<String, String> terrain) {

    /**
     * One unit type.
     *
     * @param name        the {@code type:} value
     * @param description one line
     * @param men         what {@code men:} may be, e.g. {@code 3-8 (squad.min-men..squad.max-men)}
     * @param qualities   the qualities it takes, the default first; empty when it takes none
     * @param weapons     the weapons it takes, the default first; empty when it has its own and takes none
     * @param stances     the stances or formations it takes, the default first; empty when it takes none
     * @param note        what else it needs or refuses (may be empty)
     */
    public record UnitType(String name, String description, String men, List<String> qualities, List<String> weapons,
            List<String> stances, String note) {
        public UnitType {
            qualities = List.copyOf(qualities);
            weapons = List.copyOf(weapons);
            stances = List.copyOf(stances);
        }

        /** Its fields as one line: men, quality, weapon, stance, note. */
        public String fields() {
            StringBuilder sb = new StringBuilder("men " + men);
            list(sb, "quality", qualities);
            list(sb, "weapon", weapons);
            list(sb, "stance", stances);
            if (!note.isEmpty()) {
                sb.append("; ").append(note);
            }
            return sb.toString();
        }

        private static void list(StringBuilder sb, String field, List<String> values) {
            sb.append("; ").append(field).append(' ');
            if (values.isEmpty()) {
                sb.append("not taken");
                return;
            }
            for (int i = 0; i < values.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(values.get(i)).append(i == 0 ? " (default)" : "");
            }
        }
    }

    public Catalogue {
        types = List.copyOf(types);
        qualities = Map.copyOf(qualities);
        weapons = Map.copyOf(weapons);
        stances = Map.copyOf(stances);
        terrain = Map.copyOf(terrain);
    }

    /** The terrain every rule set reads (engine.TerrainKind), described with this rule set's parameters for each. */
    public static Map<String, String> terrain(Parameters defaults) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String kind : TerrainKind.areaNames()) {
            out.put(kind, TERRAIN.get(kind) + "; an area: rect or polygon" + (kind.equals("hill")
                    ? ", height 0-9 (default 1)" : "") + ", cover" + parameters(defaults, kind));
        }
        for (String kind : TerrainKind.featureNames()) {
            out.put(kind, TERRAIN.get(kind) + "; a linear feature: line, cover" + parameters(defaults, kind));
        }
        return out;
    }

    private static String parameters(Parameters defaults, String kind) {
        List<String> names = new ArrayList<>();
        for (Parameter p : defaults.definitions()) {
            String n = p.name();
            if (n.endsWith("." + kind) || n.contains("." + kind + ".")) {
                names.add(n);
            }
        }
        return names.isEmpty() ? "" : "; rules " + String.join(", ", names);
    }

    private static final Map<String, String> TERRAIN = Map.ofEntries(
            Map.entry("road", "a road or track"),
            Map.entry("rough", "broken, rocky or scrubby ground"),
            Map.entry("field", "crops or an orchard"),
            Map.entry("light-woods", "open woodland"),
            Map.entry("dense-woods", "thick woods, which block sight"),
            Map.entry("marsh", "boggy ground"),
            Map.entry("stream", "a fordable stream or river"),
            Map.entry("water", "deep water"),
            Map.entry("building", "a building or farm, which blocks sight"),
            Map.entry("hill", "high ground at a height level"),
            Map.entry("wall", "a stone wall"),
            Map.entry("hedge", "a hedge"),
            Map.entry("fence", "a rail or worm fence"),
            Map.entry("earthwork", "a field fortification"),
            Map.entry("abatis", "felled trees laid as an obstacle"));

    /** A map from alternating names and descriptions (any number of them). */
    public static Map<String, String> map(String... namesAndDescriptions) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndDescriptions.length; i += 2) {
            m.put(namesAndDescriptions[i], namesAndDescriptions[i + 1]);
        }
        return m;
    }

    /** The sorted names of a map (for listing). */
    static List<String> sorted(Map<String, String> m) {
        return m.keySet().stream().sorted().toList();
    }

    /**
     * The catalogue as Markdown, the block scenarios/README.md holds for this rule set: a heading, then tables of unit
     * types, qualities, weapons, stances and terrain.
     */
    public String markdown(String rulesetId) {
        StringBuilder sb = new StringBuilder();
        sb.append("### ").append(rulesetId).append("\n\n");
        sb.append("| unit type | what it is | fields |\n| --- | --- | --- |\n");
        for (UnitType t : types) {
            sb.append("| `").append(t.name()).append("` | ").append(t.description()).append(" | ").append(t.fields())
                    .append(" |\n");
        }
        table(sb, "quality", qualities);
        table(sb, "weapon", weapons);
        table(sb, "stance or formation", stances);
        table(sb, "terrain kind", terrain);
        return sb.toString();
    }

    private static void table(StringBuilder sb, String head, Map<String, String> m) {
        if (m.isEmpty()) {
            return;
        }
        sb.append("\n| ").append(head).append(" | what it is |\n| --- | --- |\n");
        for (String k : head.startsWith("terrain") ? new ArrayList<>(order(m)) : sorted(m)) {
            sb.append("| `").append(k).append("` | ").append(m.get(k)).append(" |\n");
        }
    }

    /** Terrain in the engine's order: areas, then linear features. */
    private static List<String> order(Map<String, String> m) {
        List<String> out = new ArrayList<>(TerrainKind.areaNames());
        out.addAll(TerrainKind.featureNames());
        out.retainAll(m.keySet());
        return out;
    }

    /** The catalogue as plain text for a terminal: one line per entry, name padded, then description and fields. */
    public List<String> lines(String rulesetId) {
        List<String> out = new ArrayList<>();
        out.add("Unit types of " + rulesetId + " (sides[].units[].type):");
        for (UnitType t : types) {
            out.add(String.format(Locale.ROOT, "  %-18s %s", t.name(), t.description()));
            out.add(String.format(Locale.ROOT, "  %-18s %s", "", t.fields()));
        }
        section(out, "Qualities (units[].quality):", sorted(qualities), qualities);
        section(out, "Weapons (units[].weapon):", sorted(weapons), weapons);
        section(out, "Stances and formations (units[].stance):", sorted(stances), stances);
        section(out, "Terrain kinds (terrain[].kind):", order(terrain), terrain);
        return out;
    }

    private static void section(List<String> out, String title, List<String> keys, Map<String, String> m) {
        if (m.isEmpty()) {
            return;
        }
        out.add(title);
        for (String k : keys) {
            out.add(String.format(Locale.ROOT, "  %-18s %s", k, m.get(k)));
        }
    }
}
