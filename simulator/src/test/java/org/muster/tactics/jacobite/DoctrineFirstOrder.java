package org.muster.tactics.jacobite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The doctrine tests' one question: the order a player of this spec gives side 0's first unit on a begun engine; and
 * the engine of a scenario the test writes.
 */
final class DoctrineFirstOrder {
    private static final JacobiteRuleset RULESET = new JacobiteRuleset(JacobiteTactics::create);

    private DoctrineFirstOrder() {
    }

    /**
     * The scenario of {@code lines} (one YAML line each; an empty one is kept) written to {@code file}, compiled with
     * the rule set's defaults, its battle begun (seed 1, battle 0).
     */
    static JacobiteEngine begun(Path file, String... lines) throws IOException {
        Files.writeString(file, String.join("\n", lines) + "\n");
        Scenario s = ScenarioReader.read(file);
        JacobiteTemplate t = RULESET.compile(s, RULESET.defaults().with(s.rules(), file.toString()));
        JacobiteEngine e = RULESET.newJacobiteEngine(t);
        e.begin(1, 0);
        return e;
    }

    static JacobiteOrder of(JacobiteEngine e, PlayerSpec spec) {
        JacobitePlayer p = JacobiteTactics.create(spec, 0, e.template());
        p.startBattle(e);
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, 0, o);
        return o;
    }
}
