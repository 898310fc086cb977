package org.muster.rules.jacobite;

import java.util.List;

import org.muster.rules.Catalogue;
import org.muster.rules.Parameters;

/** What a {@code jacobite45} scenario may write (see {@link Catalogue}); the lists follow JacobiteTemplate's checks. */
final class JacobiteCatalogue {
    private JacobiteCatalogue() {
    }

    static Catalogue of(Parameters defaults) {
        List<String> qualities = List.of("regular", "elite", "guard", "poor");
        List<String> horse = List.of("regular", "elite", "guard", "poor", "lancers");
        List<String> cavalry = List.of("line", "column", "dismounted");
        String men = "1-" + JacobiteTemplate.MAX_FIGURES + " figures";
        return new Catalogue(List.of(
                new Catalogue.UnitType("regular-foot", "regular foot (Government or French), rolling AvD (A2)", men,
                        qualities, List.of(), List.of("line", "column"), "a type has its own weapon (A5)"),
                new Catalogue.UnitType("militia-foot", "militia or Lowland foot, rolling d6 (A2)", men, qualities,
                        List.of(), List.of("line", "column"), ""),
                new Catalogue.UnitType("highland-foot", "a Highland clan regiment, always in clan formation (A2)", men,
                        qualities, List.of(), List.of("clan"), ""),
                new Catalogue.UnitType("horse", "regular horse", men, horse, List.of(), cavalry, ""),
                new Catalogue.UnitType("dragoons", "dragoons: horse that may fight dismounted", men, horse, List.of(),
                        cavalry, ""),
                new Catalogue.UnitType("lowland-horse", "Jacobite Lowland horse, militia class (A2)", men, horse,
                        List.of(), cavalry, ""),
                new Catalogue.UnitType("artillery", "a gun and crew: regular crews for the Government, militia for "
                        + "the Jacobites", "1-4 crew Government (crew.government), 1-3 Jacobite (crew.jacobite)",
                        qualities, List.of(), List.of("field", "road"), ""),
                new Catalogue.UnitType("personality", "a commander attached to the unit listed just before it",
                        "1 (and count 1)", List.of(), List.of(), List.of("mounted", "foot"),
                        "cannot be hit; rides to another friendly unit")),
                Catalogue.map("regular", "the baseline",
                        "elite", "elite troops: better morale and melee",
                        "guard", "the same as elite",
                        "poor", "poor troops: worse morale and melee",
                        "lancers", "mounted lancers: melee bonuses in the first rounds (cavalry only, A8.2)"),
                Catalogue.map(),
                Catalogue.map("line", "line: full frontage for fire and melee",
                        "column", "column: faster on the move, less frontage",
                        "clan", "clan formation: the Highland charge (highland-foot only)",
                        "dismounted", "cavalry fighting on foot",
                        "field", "a gun deployed to fire",
                        "road", "a gun on the move",
                        "mounted", "a personality on horseback",
                        "foot", "a personality on foot"),
                Catalogue.terrain(defaults));
    }
}
