package org.muster.tactics.acw;

import java.io.BufferedWriter;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;
import org.muster.rules.battle.Rollouts;
import org.muster.tactics.search.RegretTable;
import org.muster.tactics.search.RolloutScore;

/**
 * Where doctrine loses against itself (issue 21), by hand and not part of the suite (its name matches no surefire
 * pattern); the acw counterpart of hardtack's. Plays doctrine-doctrine battles of a scenario and, at every k-th
 * decision of one side (a card, or a unit's order), plays doctrine's answer and its alternatives N times each to the
 * end of the battle with doctrine after them, on common streams ({@link Rollouts#seed} of the live clock, as the
 * search's). A card's alternatives: each card size with each script of the search's portfolio playing its orders
 * (the side's own doctrine, the three presets, the own without hold), and doctrine's card with the side or one unit
 * standing (the script's moves held, as {@code plan=merge}'s); an order's: the other scripts' answers, hold, load,
 * lie down or stand up, aim and fire at each enemy it can, charge each it can, and a move of one allowance towards
 * or away from the nearest enemy. A decision's regret is the gain of the best alternative over doctrine's answer
 * chosen on half the rollouts and measured on the other half (both ways): what a perfect one-step search would gain
 * there. Printed by kind (the card, or doctrine's action of the order): decisions of the kind a battle, probed, mean
 * regret (1 a win, a draw half) with its standard error, the share above 0.03, regret times decisions a battle
 * (total/b), the kinds the best alternative was; then each alternative kind's mean gain over doctrine's answer on
 * every probed decision (no choice, so no selection bias), with its standard error over decisions and clustered by
 * battle (tactics/search's RegretTable, shared with the other rule sets' checks; several candidates of one kind at a
 * decision count as one, their mean; before 7 December's afternoon each counted apart and the se was over
 * candidates). Run with the shaded jar and the test classes (see SearchCostCheck); arguments: file side battles seed
 * N k, e.g. {@code scenarios/acw-skirmish/veterans-vs-regulars.yaml 1 40 5 64 3}. With {@code
 * -Dmuster.regret.dump=FILE} it also writes one CSV row a probed rollout (decision, candidate, kind, rollout, the
 * features of the leaf at 4 and 8 turns, the end's score and turn), to re-score other leaves and tests offline.
 */
public final class SearchRegretCheck {
    private static final int MAX = 40;
    /** With -Dmuster.regret.dump=FILE, every probed rollout's leaf features and end (see features) as CSV rows. */
    private static final PrintWriter DUMP = dump();
    /** The lead's code for a plan in which every unit of the side stands (no unit index equals it). */
    private static final int WHOLE_SIDE = Integer.MAX_VALUE;
    /** The cut-offs (turns) of the search's leaf compared: the pick by each one's break margin, measured to the end. */
    private static final int[] HORIZONS = {2, 4, 8};
    private static final String[] ACTIONS = {"hold", "move", "crawl", "lie-down", "stand-up", "aim", "fire", "load",
        "charge", "mount", "dismount", "pivot", "limber", "unlimber"};

    private SearchRegretCheck() {
    }

    private static PrintWriter dump() {
        final String f = System.getProperty("muster.regret.dump");
        try {
            return f == null ? null : new PrintWriter(new BufferedWriter(new FileWriter(f)));
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    public static void main(String[] a) {
        final RegretTable.Args g = RegretTable.Args.of(a);
        final Scenario sc = ScenarioReader.read(Paths.get(g.file()));
        final boolean cardsOnly = a.length > 6 && "cards".equals(a[6]);
        final AcwRuleset rs = new AcwRuleset(AcwTactics::create);
        final AcwTemplate t = rs.compile(sc, rs.defaults());
        final Probe probe = new Probe(g.side(), t, sc, g.n(), g.every(), cardsOnly);
        final AcwEngine e = new AcwEngine(t, (spec, sd, tt) -> sd == g.side() ? probe
                : AcwTactics.create(spec, sd, tt));
        final double score = probe.table.play(e, g, t.unitCount());
        if (DUMP != null) {
            DUMP.close();
        }
        probe.table.print(System.out, g, score, probe.rollouts);
    }

    /** Doctrine for the live battle; at every k-th decision, the rollouts of its alternatives. */
    private static final class Probe extends ForwardingPlayer {
        final int side;
        final AcwTemplate t;
        final int n;
        final int every;
        /** Probe the cards alone (the orders counted, not probed). */
        final boolean cardsOnly;
        final AcwPlayer[] scripts;
        final AcwPlayer[] fastScripts;
        /** Each fast script with its moves held (the search's Stand), for the plans that stand. */
        final AcwPlayer[] fastStands;
        final String[] scriptNames;
        final AcwEngine rollout;
        final SearchPlayer.Lead lead;
        final BattleRecord record;
        final int[] cards = new int[MAX];
        final int[] cardScript = new int[MAX];
        final int[] standUnit = new int[MAX];
        final AcwOrder[] orders = new AcwOrder[MAX];
        final String[] kinds = new String[MAX];
        final double[][] scores = new double[MAX][];
        /** The same rollouts' break-margin scores at each of {@link #HORIZONS} turns (the search's leaf). */
        final double[][][] near = new double[HORIZONS.length][MAX][];
        final AcwOrder scratch = new AcwOrder();
        final RegretTable table = new RegretTable(cuts());
        int count;
        long tick;
        long rollouts;

        Probe(int side, AcwTemplate t, Scenario sc, int n, int every, boolean cardsOnly) {
            super(new DoctrinePlayer(side, DoctrineWeights.of(sc.sides().get(side).player(), sc.source(), "p"), t));
            this.side = side;
            this.t = t;
            this.n = n;
            this.every = every;
            this.cardsOnly = cardsOnly;
            final PlayerSpec mine = sc.sides().get(side).player();
            final String own = mine.preset() == null ? "balanced" : mine.preset();
            final Map<String, Double> noHold = new HashMap<>(mine.weights());
            noHold.put("hold", 0.0);
            final PlayerSpec[] specs = {mine, new PlayerSpec("doctrine", "aggressive", Map.of()),
                new PlayerSpec("doctrine", "balanced", Map.of()), new PlayerSpec("doctrine", "defensive", Map.of()),
                new PlayerSpec("doctrine", own, noHold)};
            scriptNames = new String[] {"own", "aggressive", "balanced", "defensive", "nohold"};
            scripts = new AcwPlayer[specs.length];
            fastScripts = new AcwPlayer[specs.length];
            fastStands = new AcwPlayer[specs.length];
            scripts[0] = delegate;
            for (int k = 0; k < specs.length; k++) {
                final DoctrineWeights w = DoctrineWeights.of(specs[k], sc.source(), "p");
                if (k > 0) {
                    scripts[k] = new DoctrinePlayer(side, w, t);
                }
                fastScripts[k] = new DoctrinePlayer(side, w, t);
                fastStands[k] = new SearchPlayer.Stand(fastScripts[k]);
            }
            final PlayerSpec theirs = sc.sides().get(1 - side).player();
            final AcwPlayer opp = new DoctrinePlayer(1 - side, DoctrineWeights.of(theirs, sc.source(), "q"), t);
            lead = new SearchPlayer.Lead(fastScripts[0]);
            rollout = new AcwEngine(t, (spec, sd, tt) -> sd == side ? lead : opp);
            record = new BattleRecord(t.unitCount());
            for (int i = 0; i < MAX; i++) {
                orders[i] = new AcwOrder();
                scores[i] = new double[n];
                for (int h = 0; h < HORIZONS.length; h++) {
                    near[h][i] = new double[n];
                }
            }
        }

        @Override
        public void startBattle(AcwView view) {
            for (AcwPlayer p : scripts) {
                p.startBattle(view);
            }
        }

        @Override
        public int chooseCard(AcwView view, int sd) {
            final int d = delegate.chooseCard(view, sd);
            for (int k = 1; k < scripts.length; k++) {
                scripts[k].chooseCard(view, sd);
            }
            table.seen("card");
            if (tick++ % every != 0) {
                return d;
            }
            count = 0;
            addCard(d, 0, -2, "=");
            for (int k = 0; k < scripts.length; k++) {
                for (int c = 0; c < t.deck.length; c++) {
                    if (!view.cardUsed(side, c) && (t.deck[c] != t.deck[d] || k > 0)) {
                        addCard(c, k, -2, (t.deck[c] > t.deck[d] ? "card+" : t.deck[c] < t.deck[d] ? "card-" : "card=")
                                + ":" + scriptNames[k]);
                    }
                }
            }
            addCard(d, 0, -1, "stand:side");
            for (int u = t.firstUnit(side); u < t.endUnit(side); u++) {
                if (view.orders().canAct(u)) {
                    addCard(d, 0, u, "stand:unit");
                }
            }
            if (count > 1) {
                evaluate(view, "card", true);
            }
            return d;
        }

        private void addCard(int c, int k, int stand, String kind) {
            for (int i = 0; i < count; i++) {
                if (t.deck[cards[i]] == t.deck[c] && cardScript[i] == k && standUnit[i] == stand) {
                    return;
                }
            }
            if (count < MAX) {
                cards[count] = c;
                cardScript[count] = k;
                standUnit[count] = stand;
                kinds[count] = kind;
                count++;
            }
        }

        @Override
        public void decide(AcwView view, int u, int increment, int increments, AcwOrder o) {
            delegate.decide(view, u, increment, increments, o);
            final String kind = ACTIONS[o.action];
            table.seen(kind);
            if (cardsOnly || tick++ % every != 0) {
                return;
            }
            count = 0;
            add(o, "=");
            for (int k = 1; k < scripts.length; k++) {
                scratch.clear();
                scripts[k].decide(view, u, increment, increments, scratch);
                add(scratch, "script:" + ACTIONS[scratch.action]);
            }
            final int[] plain = {AcwCodes.HOLD, AcwCodes.LOAD, AcwCodes.LIE_DOWN, AcwCodes.STAND_UP};
            for (int act : plain) {
                if (view.orders().legal(u, act, -1)) {
                    scratch.set(act, -1);
                    add(scratch, ACTIONS[act]);
                }
            }
            for (int v = t.firstUnit(1 - side); v < t.endUnit(1 - side); v++) {
                for (int act : new int[] {AcwCodes.AIM, AcwCodes.FIRE, AcwCodes.CHARGE}) {
                    if (view.orders().legal(u, act, v)) {
                        scratch.set(act, v);
                        add(scratch, ACTIONS[act] + (v == o.target ? ":same" : ":other"));
                    }
                }
            }
            if (SearchPlayer.stepFromNearest(view, u, SearchPlayer.TOWARDS, scratch)) {
                add(scratch, "move:towards");
                SearchPlayer.stepFromNearest(view, u, SearchPlayer.AWAY, scratch);
                add(scratch, "move:away");
            }
            if (count > 1) {
                evaluate(view, kind, false);
            }
        }

        private void add(AcwOrder o, String kind) {
            for (int i = 0; i < count; i++) {
                final AcwOrder c = orders[i];
                if (c.action == o.action && c.target == o.target
                        && (o.action != AcwCodes.MOVE && o.action != AcwCodes.CRAWL || c.x == o.x && c.y == o.y)) {
                    return;
                }
            }
            if (count < MAX) {
                if (o.action == AcwCodes.MOVE || o.action == AcwCodes.CRAWL) {
                    orders[count].moveTo(o.action, o.x, o.y);
                } else {
                    orders[count].set(o.action, o.target);
                }
                kinds[count] = kind;
                count++;
            }
        }

        /**
         * The dump's features of a rollout where it stands (after a cut-off): going, then for this side and the
         * other: men killed, men down, units routing, units fled or with no man, the share of men lost (killed and
         * down) of units still in, the same of killed alone.
         */
        private void features(boolean going) {
            final AcwState s = rollout.state();
            DUMP.print("," + (going ? 1 : 0));
            for (int q = 0; q < 2; q++) {
                final int sd = q == 0 ? side : 1 - side;
                long killed = 0;
                long down = 0;
                int routing = 0;
                int out = 0;
                double share = 0;
                double shareKilled = 0;
                for (int u = t.firstUnit(sd); u < t.endUnit(sd); u++) {
                    killed += s.killed[u];
                    down += s.down[u];
                    if ((s.status[u] & AcwCodes.FLED) != 0 || s.standing[u] == 0) {
                        out++;
                    } else if ((s.status[u] & AcwCodes.ROUTING) != 0) {
                        routing++;
                    } else if (t.men[u] > 0) {
                        share += (double) (t.men[u] - s.standing[u]) / t.men[u];
                        shareKilled += (double) s.killed[u] / t.men[u];
                    }
                }
                DUMP.print("," + killed + "," + down + "," + routing + "," + out + "," + share + "," + shareKilled);
            }
        }

        private void evaluate(AcwView view, String kind, boolean card) {
            final long probed = table.probed() + 1;
            final AcwState live = view.state();
            for (int k = 0; k < count; k++) {
                for (int r = 0; r < n; r++) {
                    final AcwState copy = rollout.state();
                    copy.copyFrom(live);
                    copy.dice.reseed(Rollouts.seed(live.clock, r, Seeds.DICE));
                    copy.tactics.reseed(Rollouts.seed(live.clock, r, Seeds.TACTICS));
                    if (card) {
                        final int who = standUnit[k];
                        lead.arm(true, AcwCodes.HOLD, cards[k], 0, 0, fastScripts[cardScript[k]],
                                who == -1 ? WHOLE_SIDE : who, who >= -1 ? fastStands[cardScript[k]] : null, WHOLE_SIDE);
                    } else {
                        final AcwOrder o = orders[k];
                        lead.arm(false, o.action, o.target, o.x, o.y, null, -1, null, WHOLE_SIDE);
                    }
                    final int turn = live.clock.turn();
                    boolean going = true;
                    if (DUMP != null) {
                        DUMP.print(probed + "," + k + "," + kinds[k] + "," + r);
                    }
                    for (int h = 0; h < HORIZONS.length; h++) {
                        while (going && rollout.state().clock.turn() < turn + HORIZONS[h]) {
                            going = rollout.toEndOfTurn();
                        }
                        if (DUMP != null && HORIZONS[h] >= 4) {
                            features(going);
                        }
                        near[h][k][r] = going ? RolloutScore.breakMargin(SearchPlayer.toBreak(rollout.state(), t, side),
                                SearchPlayer.toBreak(rollout.state(), t, 1 - side), 0.5) : -1;
                    }
                    rollout.toEnd();
                    rollout.finish(record);
                    scores[k][r] = RolloutScore.outcome(record.winner, side);
                    if (DUMP != null) {
                        DUMP.println("," + scores[k][r] + "," + rollout.state().clock.turn());
                    }
                    for (int h = 0; h < HORIZONS.length; h++) {
                        if (near[h][k][r] < 0) {
                            near[h][k][r] = scores[k][r];
                        }
                    }
                    rollouts++;
                }
            }
            table.probed(kind, scores, near, count, n, kinds);
        }

        /** The table's cut-offs, "h2" to "h8". */
        private static String[] cuts() {
            final String[] c = new String[HORIZONS.length];
            for (int h = 0; h < c.length; h++) {
                c[h] = "h" + HORIZONS[h];
            }
            return c;
        }
    }
}
