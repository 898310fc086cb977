package org.muster.tactics.jacobite;

import java.nio.file.Paths;
import java.util.Map;

import org.muster.engine.Seeds;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.Rollouts;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;
import org.muster.tactics.search.RegretTable;
import org.muster.tactics.search.Yardstick;

/**
 * Where doctrine loses against itself (issue 21), by hand and not part of the suite (its name matches no surefire
 * pattern); jacobite45's counterpart of hardtack's and acw-skirmish's. Plays doctrine-doctrine battles of a scenario
 * and, at every k-th order of one side's units (the card chooses the unit, A3, so a player's decisions are its units'
 * orders, A4), plays doctrine's answer and its alternatives N times each to the end of the battle with doctrine after
 * them, on common streams ({@link Rollouts#seed} of the live clock, as the search's). The alternatives are the orders
 * the rules allow the unit there ({@link JacobiteEngine#legal}): hold, reform, rally, reload, fire at each enemy it may
 * (ball and case for a gun), charge each enemy it may, a full move and a one-die step at the nearest enemy, a full move
 * away from it, a full move to each objective, doctrine's own move with a die fewer, a die more and all its dice, each
 * formation it may change to (in place, and advancing at the nearest enemy), a prolonge at the nearest enemy, the
 * personality's ride to each friend within twice its mean ride, then the presets' answers ({@code preset:ACTION} when
 * none of those). Printed by kind (the unit's kind and doctrine's action) through {@link RegretTable}: the
 * cross-validated regret, what the search's own way (the paired test on the break margin at its horizon of 4 turns)
 * would gain, and each alternative kind's mean gain over doctrine's answer with its standard error over decisions and
 * clustered by battle. The live battles are doctrine's own (the probe never changes an answer). Run with the shaded jar
 * and the test classes (see {@link SearchCostCheck}); arguments: file side battles seed N k, e.g. {@code
 * scenarios/jacobite45/clifton-moor.yaml 1 30 7 128 2}.
 */
public final class SearchRegretCheck {
    private static final int MAX = 48;
    /** The search's cut-off (turns) for the h-gain column: its default horizon. */
    private static final int HORIZON = SearchOptions.HORIZON;
    private static final String[] SHORT = {"hold", "move", "form", "fire", "charge", "reload", "reform", "rally",
        "join", "prolonge"};
    private static final String[] PRESETS = {"aggressive", "balanced", "defensive"};

    private SearchRegretCheck() {
    }

    public static void main(String[] a) {
        final RegretTable.Args g = RegretTable.Args.of(a);
        final Scenario sc = ScenarioReader.read(Paths.get(g.file()));
        final JacobiteRuleset rs = new JacobiteRuleset(JacobiteTactics::create);
        final JacobiteTemplate t = rs.compile(sc, rs.defaults().with(sc.rules(), g.file()));
        final Probe probe = new Probe(g.side(), t, sc, g.n(), g.every());
        final JacobiteEngine e = new JacobiteEngine(t, (spec, sd, tt) -> sd == g.side() ? probe
                : JacobiteTactics.create(spec, sd, tt));
        final double score = probe.table.play(e, g, t.unitCount());
        probe.table.print(System.out, g, score, probe.rollouts);
    }

    /** Doctrine for the live battle; at every k-th order, the rollouts of its alternatives. */
    private static final class Probe implements JacobitePlayer {
        final int side;
        final int n;
        final int every;
        final DoctrinePlayer own;
        final DoctrinePlayer[] alts = new DoctrinePlayer[PRESETS.length];
        final JacobiteEngine rollout;
        final SearchPlayer.Lead lead;
        final JacobiteOrder[] orders = new JacobiteOrder[MAX];
        final String[] kinds = new String[MAX];
        final double[][] scores = new double[MAX][];
        /** The same rollouts' score at the search's cut-off ({@link #HORIZON} turns, the break margin). */
        final double[][] near = new double[MAX][];
        /** {@link #near}, the one cut-off of the table. */
        final double[][][] nears = {near};
        final JacobiteOrder scratch = new JacobiteOrder();
        final RegretTable table = new RegretTable("h" + HORIZON);
        int count;
        long tick;
        long rollouts;

        Probe(int side, JacobiteTemplate t, Scenario sc, int n, int every) {
            this.side = side;
            this.n = n;
            this.every = every;
            final DoctrineWeights w = DoctrineWeights.of(sc.sides().get(side).player(), sc.source(), "p");
            own = new DoctrinePlayer(side, w);
            for (int i = 0; i < PRESETS.length; i++) {
                alts[i] = new DoctrinePlayer(side, DoctrineWeights.of(new PlayerSpec("doctrine", PRESETS[i],
                        Map.of()), sc.source(), "p"));
            }
            final DoctrinePlayer opp = new DoctrinePlayer(1 - side, DoctrineWeights.of(sc.sides().get(1 - side)
                    .player(), sc.source(), "q"));
            lead = new SearchPlayer.Lead(new DoctrinePlayer(side, w));
            rollout = new JacobiteEngine(t, (spec, sd, tt) -> sd == side ? lead : opp);
            for (int i = 0; i < MAX; i++) {
                orders[i] = new JacobiteOrder();
                scores[i] = new double[n];
                near[i] = new double[n];
            }
        }

        @Override
        public void startBattle(JacobiteEngine e) {
            own.startBattle(e);
            for (DoctrinePlayer p : alts) {
                p.startBattle(e);
            }
        }

        @Override
        public boolean deploySouth(JacobiteEngine e) {
            return own.deploySouth(e);
        }

        @Override
        public int deploy(JacobiteEngine e, int unit, int zone) {
            return own.deploy(e, unit, zone);
        }

        /** The unit's kind: clan, mounted horse, dismounted horse, foot, gun. */
        private static String unitKind(JacobiteEngine e, int u) {
            final int type = e.state().type[u];
            if (type == JacobiteCodes.HIGHLAND_FOOT) {
                return "clan";
            }
            if (type == JacobiteCodes.ARTILLERY) {
                return "gun";
            }
            if (JacobiteCodes.isCavalry(type)) {
                return e.sight().isMounted(u) ? "horse" : "dism";
            }
            return "foot";
        }

        @Override
        public void decide(JacobiteEngine e, int u, JacobiteOrder order) {
            own.decide(e, u, order);
            final String kind = unitKind(e, u) + ":" + SHORT[order.action];
            table.seen(kind);
            if (tick++ % every != 0) {
                return;
            }
            final JacobiteState s = e.state();
            final JacobiteTemplate t = e.template();
            count = 0;
            add(e, u, order, "=");
            for (int act : new int[] {JacobiteCodes.HOLD, JacobiteCodes.REFORM, JacobiteCodes.RALLY,
                JacobiteCodes.RELOAD}) {
                scratch.clear();
                scratch.action = act;
                add(e, u, scratch, SHORT[act]);
            }
            for (int v = 0; v < t.unitCount(); v++) {
                if (t.side[v] == side || !s.present(v)) {
                    continue;
                }
                final String same = v == order.target ? ":same" : ":other";
                for (int c = 0; c < 2; c++) {
                    scratch.clear();
                    scratch.at(JacobiteCodes.FIRE, v);
                    scratch.useCase = c == 1;
                    add(e, u, scratch, (c == 1 ? "fire-case" : "fire") + same);
                }
                scratch.clear();
                scratch.at(JacobiteCodes.CHARGE, v);
                add(e, u, scratch, "charge" + same);
            }
            final int most = e.movement().maxDice(u);
            final int enemy = e.sight().nearestEnemy(u);
            if (enemy >= 0) {
                final double ex = s.x[enemy];
                final double ey = s.y[enemy];
                move(e, u, ex, ey, most, "move:enemy");
                move(e, u, ex, ey, 1, "move:enemy-1");
                move(e, u, 2 * s.x[u] - ex, 2 * s.y[u] - ey, most, "move:away");
                for (int f = 0; f < JacobiteCodes.FORMATION_NAMES.length; f++) {
                    if (e.movement().canChangeTo(u, f)) {
                        form(e, u, f, s.x[u], s.y[u], 0, "form:" + JacobiteCodes.FORMATION_NAMES[f]);
                        form(e, u, f, ex, ey, most, "form+move:" + JacobiteCodes.FORMATION_NAMES[f]);
                    }
                }
                scratch.clear();
                scratch.action = JacobiteCodes.PROLONGE;
                scratch.x = ex;
                scratch.y = ey;
                add(e, u, scratch, "prolonge");
            }
            for (int ob = 0; ob < t.obj.x.length; ob++) {
                move(e, u, t.obj.x[ob], t.obj.y[ob], most, "move:objective");
            }
            if (order.action == JacobiteCodes.MOVE) {
                move(e, u, order.x, order.y, order.dice - 1, "move:die-fewer");
                move(e, u, order.x, order.y, order.dice + 1, "move:die-more");
                move(e, u, order.x, order.y, most, "move:all-dice");
            }
            final double ride = 2 * e.morale().personalityReach(u);
            for (int v = 0; v < t.unitCount() && ride > 0; v++) {
                if (t.side[v] == side && v != u && s.present(v) && e.sight().distance(u, v) <= ride) {
                    scratch.clear();
                    scratch.at(JacobiteCodes.JOIN, v);
                    add(e, u, scratch, "join");
                }
            }
            // Last, so that a preset's answer listed already keeps its own kind.
            for (int i = 0; i < alts.length; i++) {
                scratch.clear();
                alts[i].decide(e, u, scratch);
                add(e, u, scratch, "preset:" + SHORT[scratch.action]);
            }
            if (count > 1) {
                evaluate(e, u, kind);
            }
        }

        private void move(JacobiteEngine e, int u, double x, double y, int dice, String kind) {
            scratch.clear();
            scratch.move(x, y, dice);
            add(e, u, scratch, kind);
        }

        private void form(JacobiteEngine e, int u, int f, double x, double y, int dice, String kind) {
            scratch.clear();
            scratch.move(x, y, dice);
            scratch.action = JacobiteCodes.FORM;
            scratch.formation = f;
            add(e, u, scratch, kind);
        }

        /** A legal candidate, unless it repeats one already listed (doctrine's first) or the list is full. */
        private void add(JacobiteEngine e, int u, JacobiteOrder o, String kind) {
            if (count == MAX || count > 0 && !e.legal(u, o)) {
                return;
            }
            for (int i = 0; i < count; i++) {
                final JacobiteOrder c = orders[i];
                final boolean moves = o.action == JacobiteCodes.MOVE || o.action == JacobiteCodes.FORM
                        || o.action == JacobiteCodes.PROLONGE;
                if (c.action == o.action && c.target == o.target && c.useCase == o.useCase
                        && (!moves || c.dice == o.dice && c.formation == o.formation && c.x == o.x && c.y == o.y)) {
                    return;
                }
            }
            SearchPlayer.copy(o, orders[count]);
            kinds[count] = kind;
            count++;
        }

        private void evaluate(JacobiteEngine e, int u, String kind) {
            final JacobiteState live = e.state();
            final BattleClock clock = live.clock();
            for (int k = 0; k < count; k++) {
                for (int r = 0; r < n; r++) {
                    final JacobiteState copy = rollout.state();
                    copy.copyFrom(live);
                    if (!copy.rewindOrder(u)) {
                        return;
                    }
                    copy.ruleDice().reseed(Rollouts.seed(clock, r, Seeds.DICE));
                    rollout.tactics().reseed(Rollouts.seed(clock, r, Seeds.TACTICS));
                    lead.arm(orders[k], false);
                    final int turn = live.turn();
                    boolean over = false;
                    while (!over && copy.turn() < turn + HORIZON) {
                        over = rollout.playTo(JacobiteEngine.UNTIL_TURN_END);
                    }
                    near[k][r] = SearchPlayer.score(rollout, side, Yardstick.EVAL_BREAK);
                    if (!over) {
                        rollout.playTo(JacobiteEngine.UNTIL_BATTLE_END);
                    }
                    scores[k][r] = SearchPlayer.score(rollout, side, Yardstick.EVAL_OUTCOME);
                    rollouts++;
                }
            }
            table.probed(kind, scores, nears, count, n, kinds);
        }
    }
}
