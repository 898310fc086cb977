package org.muster.rules.battle;

import org.muster.engine.Table;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.Parameters;

/**
 * The part of a compiled scenario every rule set's template shares (ARCHITECTURE.md section 2a): the scenario and its
 * parameters, the units' names, sides and starting figures, the sides' names and players, and the turn limit; plus
 * {@link #table}, the checks every rule set makes of a scenario's sides and table before compiling its terrain. Built
 * once, at the end of a template's construction, over the template's own arrays (shared, not copied: nobody may
 * write into them). {@link SharedTemplate} answers the {@link org.muster.rules.Template} questions from it.
 */
public final class TemplateBase {
    final Scenario scenario;
    final Parameters parameters;
    final int unitCount;
    final String[] names;
    final int[] side;
    final int[] startFigures;
    final String[] sideNames;
    final PlayerSpec[] players;
    final int maxTurns;

    /**
     * Over a template's columns: {@code unitCount} units with their {@code names}, {@code side} and
     * {@code startFigures}, and the turn limit. The sides' names and players are the scenario's ({@link #sideNames},
     * {@link #players}).
     */
    public TemplateBase(Scenario scenario, Parameters parameters, int unitCount, String[] names, int[] side,
            int[] startFigures, int maxTurns) {
        this.scenario = scenario;
        this.parameters = parameters;
        this.unitCount = unitCount;
        this.names = names;
        this.side = side;
        this.startFigures = startFigures;
        this.sideNames = sideNames(scenario);
        this.players = players(scenario);
        this.maxTurns = maxTurns;
    }

    /** The names of a scenario's two sides, {@code side 0} and {@code side 1} for one without a name. */
    public static String[] sideNames(Scenario s) {
        String[] names = new String[2];
        for (int sd = 0; sd < 2; sd++) {
            String name = s.sides().get(sd).name();
            names[sd] = name == null ? "side " + sd : name;
        }
        return names;
    }

    /** The players of a scenario's two sides, {@link PlayerSpec#DEFAULT} for one that names none. */
    public static PlayerSpec[] players(Scenario s) {
        PlayerSpec[] players = new PlayerSpec[2];
        for (int sd = 0; sd < 2; sd++) {
            PlayerSpec player = s.sides().get(sd).player();
            players[sd] = player == null ? PlayerSpec.DEFAULT : player;
        }
        return players;
    }

    /**
     * The table of a scenario under rule set {@code ruleset}, once its sides (exactly two) and table size (positive)
     * are checked: a bad one is a {@link ScenarioException} naming the field and value.
     */
    public static Table table(Scenario s, String ruleset) {
        if (s.sides().size() != 2) {
            throw ScenarioException.at(s.source(), "sides", ruleset + " needs exactly 2 sides, found "
                    + s.sides().size());
        }
        if (!(s.widthInches() > 0) || !(s.depthInches() > 0)) {
            throw ScenarioException.at(s.source(), "table", "table size " + s.widthInches() + " x "
                    + s.depthInches() + " must be positive");
        }
        return Table.compile(s.widthInches(), s.depthInches(), s.terrain(), s.source());
    }
}
