package org.muster.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

import org.muster.batch.StandardRulesets;
import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;
import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * A child-process entry point for {@link InternalErrorTest}: registers {@code acw-failing} (acw-skirmish whose engine
 * throws in battle {@value #FAILING_BATTLE}) in the standard registry, which only this process sees, then runs each
 * command line of the file named by {@code args[0]} (one per line, arguments separated by tabs) and prints
 * {@code === exit N} followed by its stderr.
 */
public final class FailingRulesetMain {
    static final long FAILING_BATTLE = 7;

    private FailingRulesetMain() {
    }

    public static void main(String[] args) throws Exception {
        Ruleset acw = StandardRulesets.registry().get("acw-skirmish", "test", 0, "ruleset");
        StandardRulesets.registry().register(new Failing(acw));
        List<String> lines = Files.readAllLines(Paths.get(args[0]));
        for (String line : lines) {
            StringWriter err = new StringWriter();
            int code = Main.execute(line.split("\t"), new PrintWriter(new StringWriter()), new PrintWriter(err));
            System.out.println("=== exit " + code);
            System.out.println(err.toString().strip());
        }
        System.out.flush();
    }

    /** acw-skirmish under another id, with an engine that throws in one battle. */
    record Failing(Ruleset delegate) implements Ruleset {
        @Override
        public String id() {
            return "acw-failing";
        }

        @Override
        public String description() {
            return "acw-skirmish that fails battle " + FAILING_BATTLE + " (tests only)";
        }

        @Override
        public Parameters defaults() {
            return delegate.defaults();
        }

        @Override
        public List<String> players() {
            return delegate.players();
        }

        @Override
        public Template compile(Scenario scenario, Parameters parameters) {
            return delegate.compile(scenario, parameters);
        }

        @Override
        public Engine newEngine(Template template) {
            Engine e = delegate.newEngine(template);
            return new Engine() {
                @Override
                public void play(long baseSeed, long battleIndex, BattleRecord out) {
                    if (battleIndex == FAILING_BATTLE) {
                        throw new IllegalStateException("injected failure");
                    }
                    e.play(baseSeed, battleIndex, out);
                }

                @Override
                public void narrate(Narrator narrator) {
                    e.narrate(narrator);
                }

                @Override
                public long diceRolled() {
                    return e.diceRolled();
                }
            };
        }

        @Override
        public Odds odds() {
            return delegate.odds();
        }
    }
}
