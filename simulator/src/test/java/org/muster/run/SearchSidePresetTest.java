package org.muster.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.tactics.search.SearchChecks;

/**
 * {@code --ai S=search:OPTIONS} naming no doctrine preset searches with the doctrine preset the scenario gives side S
 * (as {@code --ai S=search} does), in every rule set: with {@code margin=1} the search never switches, so its battles
 * must be the side's own doctrine player's, byte for byte. Each case is a side whose preset is not the rule sets'
 * default ({@code balanced}), so the check fails where the search falls back to that default (it did before the
 * scenario's preset was kept behind the {@code --ai} player). Exact on fixed seeds.
 */
class SearchSidePresetTest {
    @ParameterizedTest(name = "{0}/{1} side {2}")
    @CsvSource({"acw-skirmish,cavalry-action,0,'budget=2,horizon=1,margin=1'",
        "hardtack,stone-wall,0,'budget=2,horizon=1,margin=1'",
        "jacobite45,clifton-moor,0,'budget=2,horizon=1,margin=1'"})
    void aSearchWithOptionsOnlyUsesTheSidesDoctrinePreset(String ruleSet, String name, String side, String options) {
        ScenarioSetup.Loaded doctrine = ScenarioSetup.load(SearchChecks.scenario(ruleSet, name), Map.of(), Map.of());
        ScenarioSetup.Loaded search = ScenarioSetup.load(SearchChecks.scenario(ruleSet, name), Map.of(),
                Map.of(side, "search:" + options));
        assertEquals(records(doctrine), records(search));
    }

    private static String records(ScenarioSetup.Loaded l) {
        return SearchChecks.records(l.ruleset().newEngine(l.template()), l.template().unitCount(), 11, 3);
    }
}
