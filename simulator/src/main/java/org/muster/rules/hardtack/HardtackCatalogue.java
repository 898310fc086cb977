package org.muster.rules.hardtack;

import java.util.List;

import org.muster.rules.Catalogue;
import org.muster.rules.Parameters;

/** What a {@code hardtack} scenario may write (see {@link Catalogue}); the lists follow HardtackTemplate's checks. */
final class HardtackCatalogue {
    private HardtackCatalogue() {
    }

    static Catalogue of(Parameters defaults) {
        List<String> qualities = List.of("regular", "untrained", "green", "veteran", "elite");
        String men = "6-12 figures (company.min-figures..company.max-figures)";
        return new Catalogue(List.of(
                new Catalogue.UnitType("infantry-company", "a company of foot (section 0.4)", men, qualities,
                        List.of("musket", "smoothbore", "breechloader", "repeater", "shotgun"),
                        List.of("line", "skirmish", "column"), "also regiment, brigade"),
                new Catalogue.UnitType("cavalry-company", "a company of horse, mounted or dismounted", men, qualities,
                        List.of("carbine", "pistol", "shotgun", "breechloader", "repeater"),
                        List.of("mounted-column", "mounted-skirmish", "mounted-line", "dismounted"),
                        "also regiment, brigade"),
                new Catalogue.UnitType("artillery-section", "a gun section and its crew (section 12)",
                        "1 to artillery.crew (3) crew", qualities, List.of("napoleon", "6-pdr", "howitzer",
                                "rifled-gun"), List.of("unlimbered", "limbered"), "also regiment, brigade"),
                new Catalogue.UnitType("sharpshooter", "one independent sharpshooter figure (section 7.9)", "1",
                        qualities, List.of("musket", "breechloader"), List.of("skirmish"), "no regiment"),
                new Catalogue.UnitType("gatling", "a Gatling gun served with an infantry company (section 7.6)",
                        "1 to gatling.crew (2) crew", List.of(), List.of(), List.of(),
                        "attach: a company of its side (required); no at, count 1")),
                Catalogue.map("untrained", "the lowest quality: a D4 quality die by default (quality.untrained.die)",
                        "green", "green troops: a D6 quality die by default (quality.green.die)",
                        "regular", "regular troops: a D8 quality die by default (quality.regular.die)",
                        "veteran", "veterans: a D10 quality die by default (quality.veteran.die)",
                        "elite", "elite troops: a D12 quality die by default (quality.elite.die)"),
                Catalogue.map("musket", "a rifled musket (section 7.1)",
                        "smoothbore", "a smoothbore musket: shorter range bands",
                        "breechloader", "a breech-loading rifle",
                        "repeater", "a repeating rifle",
                        "shotgun", "a shotgun: short range",
                        "carbine", "a cavalry carbine",
                        "pistol", "revolvers",
                        "napoleon", "a 12-pdr Napoleon smoothbore (section 12.2)",
                        "6-pdr", "a 6-pdr smoothbore",
                        "howitzer", "a howitzer",
                        "rifled-gun", "a rifled gun (Parrott, ordnance rifle)"),
                Catalogue.map("line", "close order line",
                        "skirmish", "open order: harder to hit",
                        "column", "column: faster on the move",
                        "mounted-column", "cavalry mounted in column",
                        "mounted-skirmish", "cavalry mounted in open order",
                        "mounted-line", "cavalry mounted in line",
                        "dismounted", "cavalry on foot in skirmish order; the horses are a detached element",
                        "unlimbered", "a gun ready to fire; its team is a detached element",
                        "limbered", "a gun hitched to its team"),
                Catalogue.terrain(defaults));
    }
}
