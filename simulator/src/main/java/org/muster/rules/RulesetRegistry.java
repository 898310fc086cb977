package org.muster.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.muster.model.ScenarioException;

/**
 * The rule sets known to muster, by id. Explicit, not discovered: the standard registry is assembled in
 * {@code org.muster.batch.StandardRulesets}, where the rule sets are paired with their players (the {@code tactics}
 * packages, which the {@code rules} packages may not import).
 */
public final class RulesetRegistry {
    private final Map<String, Ruleset> byId = new LinkedHashMap<>();

    public RulesetRegistry register(Ruleset ruleset) {
        byId.put(ruleset.id(), ruleset);
        return this;
    }

    /** The rule set with this id, or bad input naming where the id was written. */
    public Ruleset get(String id, String file, int line, String field) {
        Ruleset r = byId.get(id);
        if (r == null) {
            throw new ScenarioException(file, line, field, "unknown rule set '" + id + "' (known: "
                    + String.join(", ", byId.keySet()) + ")");
        }
        return r;
    }

    public List<Ruleset> all() {
        return new ArrayList<>(byId.values());
    }
}
