package org.muster.tactics.acw;

import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;
import org.muster.rules.Victory;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;
import org.muster.rules.battle.Rollouts;

/**
 * {@code search} (issue 21): flat Monte Carlo over a portfolio of candidate answers. At each of its decisions (the
 * card, and every unit's order) it lists candidates - the doctrine player's own answer first, then holding, firing
 * charging then firing at each enemy it legally can, holding, loading, and moving straight at the nearest enemy (cards: one of each increment value left) - and plays each forward on a copy of the battle
 * ({@link AcwState#copyFrom}) with fast players on both sides ({@code naive} or {@code doctrine} rollouts) for
 * {@code horizon} turns (0: to the end). A rollout is scored by the victory rules: the battle's decision if it ended,
 * else the turn-limit decision as if it ended there (objectives, then the tie-break); win 1, draw 1/2, loss 0, plus a
 * hundredth of the men-lost margin as a tie-break between equal outcomes. The candidate of the best mean wins (the
 * doctrine answer unless the best beats it by {@link #MARGIN} of a win on average). At most {@code MAX_CANDIDATES}
 * are tried, in the order listed. {@code budget} rollouts per decision are shared among the candidates, every candidate
 * seeing the same rollout streams (common random numbers).
 *
 * <p>Reproducible: rollout r of decision k draws its dice and its players' choices from {@link Rollouts#seed} of
 * (base seed, battle, k, r), never from the battle's own streams, so a battle with search players is a pure function
 * of its seed whatever the thread count. Allocates nothing per decision (its rollout engine and arrays are made
 * once). Options in the preset: {@code --ai 0=search:budget=32,horizon=3,rollout=doctrine}, plus a doctrine preset
 * name for its own doctrine answers and rollouts.
 */
final class SearchPlayer implements AcwPlayer {
    private static final int MAX_CANDIDATES = 6;
    /**
     * A candidate replaces the doctrine answer only when its mean score is higher by this much (a fifth of a win):
     * with a few rollouts per candidate the means are noisy, and a search that follows the noise plays at random.
     */
    static final double MARGIN = 0.2;

    private final int side;
    private final int budget;
    private final int horizon;
    private final DoctrinePlayer own;
    private final AcwEngine rollout;
    /** The side's player in rollouts: the candidate under test on its first decision, then the rollout player. */
    private final Lead lead;
    private final int[] action = new int[MAX_CANDIDATES];
    private final int[] target = new int[MAX_CANDIDATES];
    private final double[] tx = new double[MAX_CANDIDATES];
    private final double[] ty = new double[MAX_CANDIDATES];
    private final double[] value = new double[MAX_CANDIDATES];
    private final AcwOrder mine = new AcwOrder();
    private int count;

    SearchPlayer(int side, DoctrineWeights w, AcwTemplate t, int budget, int horizon, boolean doctrineRollouts) {
        this.side = side;
        this.budget = budget;
        this.horizon = horizon;
        this.own = new DoctrinePlayer(side, w, t);
        AcwPlayer mineFast = doctrineRollouts ? new DoctrinePlayer(side, w, t) : new NaivePlayer(side);
        AcwPlayer theirs = doctrineRollouts ? new DoctrinePlayer(1 - side, w, t) : new NaivePlayer(1 - side);
        this.lead = new Lead(mineFast);
        this.rollout = new AcwEngine(t, (spec, sd, tt) -> sd == side ? lead : theirs);
    }

    @Override
    public void startBattle(AcwView view) {
        own.startBattle(view);
    }

    @Override
    public int chooseCard(AcwView view, int sd) {
        final AcwTemplate t = view.template();
        final int doctrine = own.chooseCard(view, sd);
        count = 0;
        add(AcwCodes.HOLD, doctrine, 0, 0);
        for (int c = 0; c < t.deck.length; c++) {
            if (view.cardUsed(side, c) || t.deck[c] == t.deck[doctrine] || seenIncrements(t, c)) {
                continue;
            }
            add(AcwCodes.HOLD, c, 0, 0);
        }
        if (count == 1) {
            return doctrine;
        }
        return target[search(view, true)];
    }

    private boolean seenIncrements(AcwTemplate t, int c) {
        for (int i = 0; i < count; i++) {
            if (t.deck[target[i]] == t.deck[c]) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void decide(AcwView view, int u, int increment, int increments, AcwOrder order) {
        mine.clear();
        own.decide(view, u, increment, increments, mine);
        count = 0;
        add(mine.action, mine.target, mine.x, mine.y);
        final AcwState s = view.state();
        final AcwTemplate t = view.template();
        final int enemy = 1 - side;
        for (int v = t.firstUnit(enemy); v < t.endUnit(enemy); v++) {
            addIfLegal(view, u, AcwCodes.CHARGE, v);
        }
        for (int v = t.firstUnit(enemy); v < t.endUnit(enemy); v++) {
            addIfLegal(view, u, AcwCodes.FIRE, v);
        }
        addIfLegal(view, u, AcwCodes.HOLD, -1);
        addIfLegal(view, u, AcwCodes.LOAD, -1);
        final int near = view.nearestEnemy(u);
        if (near >= 0 && view.legal(u, AcwCodes.MOVE, -1)) {
            final double d = view.distance(u, near);
            if (d > 0) {
                final double step = view.moveAllowance(u);
                final double ux = (s.x[near] - s.x[u]) / d;
                final double uy = (s.y[near] - s.y[u]) / d;
                add(AcwCodes.MOVE, -1, s.x[u] + ux * step, s.y[u] + uy * step);
            }
        }
        final int best = count == 1 ? 0 : search(view, false);
        if (action[best] == AcwCodes.MOVE || action[best] == AcwCodes.CRAWL) {
            order.moveTo(action[best], tx[best], ty[best]);
        } else {
            order.set(action[best], target[best]);
        }
    }

    private void addIfLegal(AcwView view, int u, int a, int v) {
        if (view.legal(u, a, v)) {
            add(a, v, 0, 0);
        }
    }

    /** A candidate, unless it repeats one already listed (the doctrine answer first) or the list is full. */
    private void add(int a, int v, double x, double y) {
        if (count == MAX_CANDIDATES) {
            return;
        }
        for (int i = 0; i < count; i++) {
            if (action[i] == a && target[i] == v && (a != AcwCodes.MOVE && a != AcwCodes.CRAWL
                    || tx[i] == x && ty[i] == y)) {
                return;
            }
        }
        action[count] = a;
        target[count] = v;
        tx[count] = x;
        ty[count] = y;
        value[count] = 0;
        count++;
    }

    /** Plays every candidate forward on the same rollout streams; returns the index of the best mean. */
    private int search(AcwView view, boolean card) {
        final AcwState live = view.state();
        final AcwState copy = rollout.state();
        final int per = Math.max(1, budget / count);
        for (int r = 0; r < per; r++) {
            final long diceSeed = Rollouts.seed(live.clock, r, Seeds.DICE);
            final long tacticsSeed = Rollouts.seed(live.clock, r, Seeds.TACTICS);
            for (int c = 0; c < count; c++) {
                copy.copyFrom(live);
                copy.dice.reseed(diceSeed);
                copy.tactics.reseed(tacticsSeed);
                lead.arm(card, action[c], target[c], tx[c], ty[c]);
                value[c] += playOut(copy.clock.turn());
            }
        }
        int best = 0;
        for (int c = 1; c < count; c++) {
            if (value[c] > value[best]) {
                best = c;
            }
        }
        return value[best] - value[0] > MARGIN * per ? best : 0;
    }

    /** Plays the copy on for the horizon and scores it for this side by the victory rules. */
    private double playOut(int turn) {
        if (horizon <= 0) {
            rollout.toEnd();
        } else {
            while (rollout.state().clock.turn() < turn + horizon && rollout.toEndOfTurn()) {
                // One turn at a time, to the horizon or the end.
            }
        }
        final AcwState s = rollout.state();
        final AcwTemplate t = rollout.template();
        final long lost0 = lost(s, t, 0);
        final long lost1 = lost(s, t, 1);
        int decision = s.clock.decision();
        if (!s.clock.over()) {
            final double c0 = t.casualtiesByFraction ? lost0 * t.sideMen[1] : lost0;
            final double c1 = t.casualtiesByFraction ? lost1 * t.sideMen[0] : lost1;
            decision = Victory.atTurnLimit(t.tieBreak, rollout.objectivePoints(0), rollout.objectivePoints(1), c0, c1);
        }
        final int winner = Victory.winner(decision);
        final double outcome = winner == BattleRecord.DRAW ? 0.5 : winner == side ? 1 : 0;
        final double margin = (double) ((side == 0 ? lost1 : lost0) - (side == 0 ? lost0 : lost1))
                / Math.max(1, t.sideMen[0] + t.sideMen[1]);
        return outcome + 0.01 * margin;
    }

    private static long lost(AcwState s, AcwTemplate t, int sd) {
        long l = 0;
        for (int u = t.firstUnit(sd); u < t.endUnit(sd); u++) {
            l += s.killed[u] + s.down[u];
        }
        return l;
    }

    /** The searching side in a rollout: the armed candidate answers its first decision, the fast player the rest. */
    private static final class Lead implements AcwPlayer {
        private final AcwPlayer fast;
        private boolean armed;
        private boolean card;
        private int action;
        private int target;
        private double x;
        private double y;

        Lead(AcwPlayer fast) {
            this.fast = fast;
        }

        void arm(boolean isCard, int a, int v, double tx, double ty) {
            armed = true;
            card = isCard;
            action = a;
            target = v;
            x = tx;
            y = ty;
        }

        @Override
        public void startBattle(AcwView view) {
            fast.startBattle(view);
        }

        @Override
        public int chooseCard(AcwView view, int sd) {
            if (armed && card) {
                armed = false;
                return target;
            }
            armed = false;
            return fast.chooseCard(view, sd);
        }

        @Override
        public void decide(AcwView view, int u, int increment, int increments, AcwOrder order) {
            if (armed && !card) {
                armed = false;
                if (action == AcwCodes.MOVE || action == AcwCodes.CRAWL) {
                    order.moveTo(action, x, y);
                } else {
                    order.set(action, target);
                }
                return;
            }
            armed = false;
            fast.decide(view, u, increment, increments, order);
        }
    }
}
