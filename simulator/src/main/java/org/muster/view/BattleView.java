package org.muster.view;

import java.util.List;

import org.muster.engine.Table;
import org.muster.model.Objective;
import org.muster.rules.Engine;
import org.muster.rules.Template;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * What a drawing of the table needs from one rule set, read only through the public accessors of its compiled
 * template and, for a battle in play, of its engine's state: where units stand and face, their footprint, how many
 * figures they have and whether they are shaken, broken, routed or gone, plus the deployment zones and which lines of
 * the narration open a step (an activation) of the replay. One adapter per rule set; {@link #of} picks it.
 *
 * <p>Not thread-safe (it reads the engine's live state); allocates only when made. Positions are inches, x across the
 * table from its west edge, y from its south edge; facings are compass degrees (0 north, 90 east).
 */
public abstract class BattleView {
    /** Status codes of {@link #status}, in order of gravity. */
    public static final int OK = 0;
    /** Disordered (jacobite45), shaken (hardtack), or out of action men down (acw-skirmish has no such level). */
    public static final int SHAKEN = 1;
    public static final int BROKEN = 2;
    public static final int ROUTED = 3;
    /** No figure left standing, fled the table or removed. */
    public static final int DESTROYED = 4;
    public static final List<String> STATUS_NAMES = List.of("ok", "shaken", "broken", "routed", "destroyed");

    /** Positions and facings of every unit, one column each (inches, compass degrees). */
    record Places(double[] x, double[] y, double[] facing) {
    }

    /**
     * The table, where units start, and where they stand now: the engine state's live columns, or null for a map of
     * the start positions.
     */
    record Layout(Table table, Places start, Places now) {
    }

    private final Template template;
    private final Layout layout;

    BattleView(Template template, Layout layout) {
        this.template = template;
        this.layout = layout;
    }

    /**
     * The adapter for a template and, when a battle is to be watched, the engine that plays it (null for a map of the
     * start positions).
     *
     * @throws IllegalArgumentException for a rule set this package does not know
     */
    public static BattleView of(Template template, Engine engine) {
        if (!canView(template, engine)) {
            throw new IllegalArgumentException("no drawing for " + template.getClass().getName()
                    + (engine == null ? "" : " played by " + engine.getClass().getName()));
        }
        if (template instanceof AcwTemplate t) {
            return new AcwView(t, (AcwEngine) engine);
        }
        if (template instanceof JacobiteTemplate t) {
            return new JacobiteView(t, (JacobiteEngine) engine);
        }
        return new HardtackView((HardtackTemplate) template, (HardtackEngine) engine);
    }

    /**
     * Whether {@link #of} can read this template and (unless null) engine: one of the three rule sets, played by its
     * own engine (a rule set that wraps another's engine, as a test double does, is not read).
     */
    public static boolean canView(Template template, Engine engine) {
        if (template instanceof AcwTemplate) {
            return engine == null || engine instanceof AcwEngine;
        }
        if (template instanceof JacobiteTemplate) {
            return engine == null || engine instanceof JacobiteEngine;
        }
        if (template instanceof HardtackTemplate) {
            return engine == null || engine instanceof HardtackEngine;
        }
        return false;
    }

    /** A scenario its rule set refused, drawn as written (for {@code validate --map}). */
    public static BattleView sketch(org.muster.model.Scenario scenario) {
        return SketchView.of(scenario);
    }

    public final Template template() {
        return template;
    }

    public final int units() {
        return template.unitCount();
    }

    public final String name(int u) {
        return template.unitName(u);
    }

    /** The unit's name as the narration writes it. */
    public String label(int u) {
        return name(u);
    }

    public final int side(int u) {
        return template.unitSide(u);
    }

    public final Table table() {
        return layout.table();
    }

    /** The unit type as the scenario names it, e.g. {@code infantry-company}. */
    public abstract String type(int u);

    /** Where the unit stands at the start, or NaN when the players place it per battle (deployment zones). */
    public double startX(int u) {
        return layout.start().x()[u];
    }

    public double startY(int u) {
        return layout.start().y()[u];
    }

    public final double startFacing(int u) {
        return layout.start().facing()[u];
    }

    public abstract int startFigures(int u);

    /** Width across the facing, inches: what the rule set takes the unit's frontage to be. */
    public abstract double frontage(int u);

    /** Depth along the facing, inches. */
    public abstract double depth(int u);

    /** Whether the unit takes part in the battle in play (an army-list slot may draw no unit). */
    public boolean present(int u) {
        return true;
    }

    /** Where the unit stands now (a battle in play). */
    public final double x(int u) {
        return layout.now().x()[u];
    }

    public final double y(int u) {
        return layout.now().y()[u];
    }

    /** Its facing now, compass degrees. */
    public final double facing(int u) {
        return layout.now().facing()[u];
    }

    /** Figures standing (fit) now. */
    public abstract int figures(int u);

    /** One of {@link #OK} .. {@link #DESTROYED}, now. */
    public abstract int status(int u);

    /**
     * Whether a narration line opens a new step of the replay: an activation (a card, a unit's activation) or a turn.
     * Such lines are said before anything they announce happens, so the state when one arrives is the state at the
     * end of the step before.
     */
    public abstract boolean opensStep(String text);

    /** Deployment zones as {@code {x, y, width, depth, side}} rectangles (south-west corner), empty when none. */
    public List<double[]> zones() {
        return List.of();
    }

    /** Places in the zones ({@code {x, y, zone}}), empty when none. */
    public List<double[]> zonePlaces() {
        return List.of();
    }

    /** The compiled scenario's objectives. */
    public final List<Objective> objectives() {
        return template.scenario().objectives();
    }

    /** Width of the table, inches. */
    public final double width() {
        return template.scenario().widthInches();
    }

    /** Depth of the table, inches. */
    public final double depth() {
        return template.scenario().depthInches();
    }

    /** The rule set's id, e.g. {@code hardtack}. */
    public final String ruleset() {
        return template.scenario().ruleset();
    }

    static boolean turnLine(String text) {
        return text.startsWith("turn ") || text.startsWith("end of turn") || text.startsWith("battle over");
    }
}
