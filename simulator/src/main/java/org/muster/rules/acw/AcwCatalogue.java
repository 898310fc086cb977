package org.muster.rules.acw;

import java.util.List;

import org.muster.rules.Catalogue;
import org.muster.rules.Parameters;

/** What an {@code acw-skirmish} scenario may write (see {@link Catalogue}); the lists follow AcwTemplate's checks. */
final class AcwCatalogue {
    private AcwCatalogue() {
    }

    static Catalogue of(Parameters defaults) {
        List<String> qualities = List.of("regular", "green", "veteran");
        String men = "3-8 (squad.min-men..squad.max-men)";
        return new Catalogue(List.of(
                new Catalogue.UnitType("infantry-squad", "a squad of foot: a corporal and his privates (B2)", men,
                        qualities, List.of("rifled-musket", "musket", "shotgun", "pistol"),
                        List.of("standing", "prone"), ""),
                new Catalogue.UnitType("cavalry-squad", "a squad of horse, mounted (pistols only) or on foot", men,
                        qualities, List.of("pistol", "rifled-musket", "musket", "shotgun"),
                        List.of("mounted", "dismounted", "standing", "prone"), ""),
                new Catalogue.UnitType("artillery", "a gun and its crew; the crew fights as infantry",
                        "1 to artillery.crew (4) crew", qualities, List.of("gun"), List.of("unlimbered", "limbered"),
                        "")),
                Catalogue.map("green", "new troops: worse kill dice and close combat (B5, B7)",
                        "regular", "trained troops, the baseline",
                        "veteran", "seasoned troops: better kill dice and close combat (B5, B7)"),
                Catalogue.map("rifled-musket", "the standard long arm: the longest small-arms range (B5)",
                        "musket", "a smoothbore musket: shorter range",
                        "shotgun", "a shotgun: short range",
                        "pistol", "pistols: the shortest range; what mounted cavalry fire",
                        "gun", "the artillery piece (artillery only)"),
                Catalogue.map("standing", "upright on foot (for cavalry: the same as dismounted)",
                        "prone", "lying down: harder to hit, slow to move (crawl)",
                        "mounted", "cavalry on horseback: fast, fires pistols only",
                        "dismounted", "cavalry on foot, fighting as infantry",
                        "unlimbered", "a gun ready to fire",
                        "limbered", "a gun hitched up to move"),
                Catalogue.terrain(defaults));
    }
}
