package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;

/** scenarios/README.md lists what each rule set knows exactly as {@code muster rules --units --markdown} prints it. */
final class CatalogueReadmeTest {
    static final String BEGIN = "<!-- begin: muster rules --units --markdown -->\n";
    static final String END = "<!-- end: muster rules --units --markdown -->";

    @Test
    void scenariosReadme_holdsTheGeneratedUnitLists() throws IOException {
        String readme = Files.readString(Path.of(System.getProperty("muster.root", ".."), "scenarios", "README.md"));
        int from = readme.indexOf(BEGIN);
        int to = readme.indexOf(END);
        assertTrue(from >= 0 && to > from, "scenarios/README.md lacks the generated block's markers");
        assertEquals(RulesCommand.markdown(StandardRulesets.registry().all()),
                readme.substring(from + BEGIN.length(), to), "regenerate the block between the markers with "
                        + "./muster rules --units --markdown");
    }

    @Test
    void rulesUnits_printsEveryTypeOfTheRuleSet() {
        CliRunner.Result r = CliRunner.run("rules", "jacobite45", "--units");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("regular-foot") && r.out().contains("highland-foot")
                && r.out().contains("stance clan (default)"), r.out());
    }

    @Test
    void rules_showsEachParametersAllowedValues() {
        CliRunner.Result r = CliRunner.run("rules", "acw-skirmish");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("squad.min-men") && l.contains(" 1..8 ")), r.out());
    }
}
