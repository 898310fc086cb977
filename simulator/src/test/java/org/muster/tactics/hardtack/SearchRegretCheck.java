package org.muster.tactics.hardtack;

import java.nio.file.Paths;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.io.ScenarioReader;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.Rollouts;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.RegretTable;
import org.muster.tactics.search.RolloutScore;

/**
 * Where doctrine loses against itself, by hand and not part of the suite (its name matches no surefire pattern):
 * plays doctrine-doctrine battles of a scenario and, at every k-th decision of one side that a copy resumes at (a
 * choice of a unit, an order of a unit's own activation), plays doctrine's answer and its alternatives (every unit or
 * a pass; hold, each volley, assault and rally in reach, reload, going in position, a move at the nearest enemy, to
 * each objective and back to its own edge, the other presets' answers) N times each to the end of the battle with
 * doctrine after it, on common streams. A decision's regret is the gain of the best alternative over doctrine's
 * answer, chosen on half the rollouts and measured on the other half (and the halves swapped): an estimate of what a
 * perfect one-step search would gain there, printed by the kind of doctrine's answer (its action, and whether it is
 * the activation's first order) with the kinds that beat it: per battle the decisions of the kind (seen/b), those
 * probed, the mean regret in outcome (1 a win) with its standard error, the share above 0.03, regret times
 * decisions a battle (total/b), and what SearchPlayer's own way would gain there (h2-gain: the pick by the two-turn
 * break margin of the same rollouts' first two turns, with the paired test, on one half, measured to the end on the
 * other) with how often it deviates (dev). Then each alternative kind's mean gain over doctrine's answer on every
 * probed decision of a kind (no choice, so no selection bias), with its standard error over those decisions and,
 * as the decisions of one battle are not independent, clustered by battle (se/b); several candidates of one kind at
 * a decision count as one, their mean (the table is tactics/search's RegretTable, shared with the other rule sets'
 * checks; before 7 December's afternoon each counted apart). The live battles are doctrine's own (the probe never
 * changes an answer). Run with the shaded jar and the test classes (see SearchCostCheck);
 * arguments: file side battles seed N k, e.g. {@code scenarios/hardtack/meeting-engagement.yaml 1 30 7 128 4}
 * (about 1M rollouts).
 */
public final class SearchRegretCheck {
    private static final int MAX = 24;

    private SearchRegretCheck() {
    }

    public static void main(String[] a) {
        final RegretTable.Args g = RegretTable.Args.of(a);
        Scenario sc = ScenarioReader.read(Paths.get(g.file()));
        HardtackRuleset rs = new HardtackRuleset(HardtackTactics::create);
        HardtackTemplate t = rs.compile(sc, rs.defaults());
        Probe probe = new Probe(g.side(), t, sc, g.n(), g.every());
        HardtackEngine e = new HardtackEngine(t, (spec, sd, tt) -> sd == g.side() ? probe
                : HardtackTactics.create(spec, sd, tt));
        final double score = probe.table.play(e, g, t.unitCount());
        probe.table.print(System.out, g, score, probe.rollouts);
    }

    /** Doctrine for the live battle; at every k-th resumable decision, the rollouts of its alternatives. */
    private static final class Probe extends ForwardingPlayer {
        final int side;
        final HardtackTemplate t;
        final int n;
        final int every;
        final DoctrinePlayer own;
        final DoctrinePlayer[] alts;
        final DoctrinePlayer script;
        final HardtackEngine rollout;
        final SearchPlayer.Lead lead = new SearchPlayer.Lead();
        final BattleRecord record;
        final HardtackOrder[] orders = new HardtackOrder[MAX];
        final int[] units = new int[MAX];
        final boolean[] regs = new boolean[MAX];
        final String[] kinds = new String[MAX];
        final double[][] scores = new double[MAX][];
        /** The same rollout's two-turn break-margin score (the search's leaf): the prefix of the same streams. */
        final double[][] near = new double[MAX][];
        final HardtackOrder scratch = new HardtackOrder();
        /** {@link #near}, the table's one cut-off. */
        final double[][][] nears = {near};
        final RegretTable table = new RegretTable("h2");
        int count;
        long tick;
        long rollouts;

        /** The weights of the scenario's player of {@code side}. */
        static DoctrineWeights weights(Scenario sc, int side) {
            return DoctrineWeights.of(sc.sides().get(side).player(), sc.source(), "p");
        }

        Probe(int side, HardtackTemplate t, Scenario sc, int n, int every) {
            super(new DoctrinePlayer(side, weights(sc, side), t));
            this.side = side;
            this.t = t;
            this.n = n;
            this.every = every;
            PlayerSpec theirs = sc.sides().get(1 - side).player();
            org.muster.model.SourceMap src = sc.source();
            DoctrineWeights w = weights(sc, side);
            own = (DoctrinePlayer) delegate;
            script = new DoctrinePlayer(side, w, t);
            String[] names = {"aggressive", "balanced", "defensive"};
            alts = new DoctrinePlayer[3];
            for (int i = 0; i < 3; i++) {
                alts[i] = new DoctrinePlayer(side, DoctrineWeights.of(new PlayerSpec("doctrine", names[i],
                        Map.of()), src, "p"), t);
            }
            DoctrinePlayer opp = new DoctrinePlayer(1 - side, DoctrineWeights.of(theirs, src, "q"), t);
            rollout = new HardtackEngine(t, (spec, sd, tt) -> sd == side ? lead : opp);
            record = new BattleRecord(t.unitCount());
            for (int i = 0; i < MAX; i++) {
                orders[i] = new HardtackOrder();
                scores[i] = new double[n];
                near[i] = new double[n];
            }
            lead.script(script);
        }

        @Override
        public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
            final int d = own.chooseUnit(e, sd, mayPass);
            String kind = d < 0 ? "unit:pass" : "unit:" + (e.regimentMembers(d) >= 2 ? "reg" : "co");
            table.seen(kind);
            if (tick++ % every != 0) {
                return d;
            }
            count = 0;
            addUnit(d, d >= 0 && own.activateRegiment(e, d), d < 0 ? "pass" : "doctrine");
            if (d >= 0 && e.regimentMembers(d) >= 2) {
                addUnit(d, !own.activateRegiment(e, d), "flag");
            }
            for (int u = 0; u < t.unitCount(); u++) {
                if (u != d && t.side[u] == side && e.canActivate(u)) {
                    addUnit(u, own.activateRegiment(e, u), "other-unit");
                }
            }
            if (mayPass && d >= 0) {
                addUnit(-1, false, "pass");
            }
            if (count > 1) {
                evaluate(e, kind, false);
            }
            return d;
        }

        private void addUnit(int u, boolean reg, String kind) {
            if (count < MAX) {
                units[count] = u;
                regs[count] = reg;
                kinds[count] = kind;
                count++;
            }
        }

        @Override
        public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
            own.decide(e, u, index, o);
            if (e.inRegimentActivation() || !e.state().atOwnOrder(u, index)) {
                return;
            }
            String kind = HardtackOrderNames.name(o.action) + (index == 0 ? "@0" : "@1+");
            table.seen(kind);
            if (tick++ % every != 0) {
                return;
            }
            count = 0;
            HardtackState s = e.state();
            add(o, HardtackOrderNames.name(o.action) + "=doctrine");
            for (int i = 0; i < alts.length; i++) {
                scratch.clear();
                alts[i].decide(e, u, index, scratch);
                add(scratch, "preset:" + HardtackOrderNames.name(scratch.action));
            }
            scratch.clear();
            add(scratch, "hold");
            if (s.reload(u)) {
                scratch.set(HardtackOrder.RELOAD, -1, 0, 0, 0);
                add(scratch, "reload");
            }
            if (e.canGoInPosition(u)) {
                scratch.set(HardtackOrder.IN_POSITION, -1, 0, 0, 0);
                add(scratch, "in-position");
            }
            for (int v = 0; v < t.unitCount(); v++) {
                if (t.side[v] != side && e.canFire(u, v)) {
                    scratch.set(HardtackOrder.FIRE, v, 0, 0, 0);
                    add(scratch, "fire");
                }
                if (index == 0 && t.side[v] != side && e.canAssault(u, v)) {
                    scratch.set(HardtackOrder.ASSAULT, v, 0, 0, 0);
                    add(scratch, "assault");
                }
                if (t.side[v] == side && e.canRally(u, v)) {
                    scratch.set(HardtackOrder.RALLY, v, 0, 0, 0);
                    add(scratch, "rally");
                }
            }
            int enemy = e.nearestEnemy(u);
            if (enemy >= 0 && !s.ip(u)) {
                scratch.set(HardtackOrder.MOVE, -1, 0, s.x[enemy], s.y[enemy]);
                add(scratch, "move:enemy");
                scratch.set(HardtackOrder.MOVE, -1, 0, s.x[u], t.homeEdge[side]);
                add(scratch, "move:back");
                for (int ob = 0; ob < t.obj.x.length; ob++) {
                    scratch.set(HardtackOrder.MOVE, -1, 0, t.obj.x[ob], t.obj.y[ob]);
                    add(scratch, "move:objective");
                }
            }
            if (count > 1) {
                evaluate(e, kind, true);
            }
        }

        private void add(HardtackOrder o, String kind) {
            for (int i = 0; i < count; i++) {
                HardtackOrder c = orders[i];
                if (c.action == o.action && c.target == o.target && c.arg == o.arg && c.x == o.x && c.y == o.y) {
                    return;
                }
            }
            if (count < MAX) {
                orders[count].set(o.action, o.target, o.arg, o.x, o.y);
                kinds[count] = kind;
                count++;
            }
        }

        private void evaluate(HardtackEngine e, String kind, boolean order) {
            HardtackState s = e.state();
            BattleClock c = s.clock();
            for (int k = 0; k < count; k++) {
                for (int r = 0; r < n; r++) {
                    rollout.resume(s);
                    rollout.state().ruleDice().reseed(Rollouts.seed(c, r, Seeds.DICE));
                    rollout.tactics().reseed(Rollouts.seed(c, r, Seeds.TACTICS));
                    if (order) {
                        lead.armOrder(orders[k]);
                    } else {
                        lead.arm(units[k], regs[k]);
                    }
                    boolean over = false;
                    for (int turn = 0; turn < 2 && !over; turn++) {
                        over = rollout.advance(HardtackEngine.END_OF_TURN);
                    }
                    if (over) {
                        rollout.record(record);
                        near[k][r] = RolloutScore.outcome(record.winner, side);
                    } else {
                        HardtackState q = rollout.state();
                        near[k][r] = RolloutScore.breakMargin(SearchPlayer.toBreak(t, q, side),
                                SearchPlayer.toBreak(t, q, 1 - side), 0.5);
                        rollout.advance(HardtackEngine.END_OF_BATTLE);
                        rollout.record(record);
                    }
                    scores[k][r] = RolloutScore.outcome(record.winner, side);
                    rollouts++;
                }
            }
            table.probed(kind, scores, nears, count, n, kinds);
        }
    }

    /** The order names (HardtackOrder's own are package-private). */
    private static final class HardtackOrderNames {
        private static final String[] NAMES = {"hold", "move", "combat-move", "fire", "reload", "reorganise",
            "mount", "load", "rally", "assault", "in-position", "travel", "transfer", "runner", "move-detached",
            "fire-detached"};

        static String name(int a) {
            return NAMES[a];
        }
    }
}
