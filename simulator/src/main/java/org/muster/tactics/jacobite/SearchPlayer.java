package org.muster.tactics.jacobite;

import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.engine.Seeds;
import org.muster.rules.Victory;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.Rollouts;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;
import org.muster.tactics.search.RolloutScore;
import org.muster.tactics.search.Yardstick;

/**
 * {@code search} for jacobite45 (issue 21): flat Monte Carlo over a portfolio of candidate orders at the decisions
 * worth searching, doctrine everywhere else. The cards choose which unit acts (A3), so a player's decisions are the
 * orders of the units its cards turn; of those, the ones that decide battles are the shock units' (clans and mounted
 * horse, A8): whether to charge now, at whom, or to wait, fire or leave cover. At a searched decision the candidates
 * are the doctrine player's own order first, then a charge at each enemy it may legally charge (the likeliest to reach
 * first), its best shot, holding where it stands, and a full move at the nearest enemy; each is played forward on a
 * copy of the battle ({@link JacobiteState#copyFrom}) with doctrine players on both sides for {@code horizon} turns
 * (0: to the end). A rollout is scored by the victory rules: 1 if the battle ended in the side's win, else 0 (a
 * draw no win, as issue 21's win rate counts it; {@code draw=half} scores it 1/2); at a cut-off
 * ({@code eval=break}) 1/2 plus half the difference of the two armies' progress towards break-at (A11: a routed, gone
 * or Broken unit counts 1, others the share of their figures lost), plus a hundredth of the turn-limit outcome
 * (objectives, then the casualty tie-break) as if the battle ended there; {@code eval=outcome} scores the turn-limit
 * outcome alone. {@code budget} rollouts per searched decision are shared evenly among the candidates, every candidate
 * seeing the same rollout streams (common random numbers), and a challenger replaces the doctrine order only if it
 * beats it on average by {@code margin} and ({@code test=paired}) by {@link Yardstick#Z} standard errors of the paired
 * difference: with few rollouts a challenger most often "wins" by noise (what acw-skirmish's search measured).
 * {@code only=shock} searches the orders of clans and mounted horse with a legal charge; {@code only=combat} every
 * order with a legal charge or shot, so the Government's lines choose between firing now, holding their
 * fire (a unit that has not had its phase meets a charge with a full volley, A3, A8.1), advancing or a charge;
 * {@code only=threat} the shock units' charges and the orders with a shot of units an enemy clan or horse could charge
 * now; {@code only=all} (the default) every order. With {@code edge=on} the Government's choice of edge in deployment
 * by zones (A11) is searched too.
 * With {@code posture=on} (off by default, {@link SearchOptions#POSTURE}) the side's first order of each turn also
 * searches the turn's <b>posture</b>, as hardtack's search does: its own doctrine (the yardstick) against the scripts
 * {@link ChargePlayer} and {@link ShotPlayer}, each commanding the side for this turn only, the own doctrine after
 * it, played to the end of the battle; the chosen script gives the doctrine answer of the side's orders for the rest
 * of the turn, and the order search plays it in its rollouts (the armed candidate first, the script to the turn's
 * end, doctrine after). Several orders changed together: the single-order regrets (SearchRegretCheck) were too small
 * to pass the order search's test one at a time.
 *
 * <p>Cost: the rollouts run in doubling rounds (8, 16, 32... per candidate) and with {@code prune=Z} a challenger
 * whose paired gain plus Z standard errors falls short of the margin is dropped after a round (one that changes no
 * rollout's score at once), the search ending when only the doctrine order is left, and with {@code halving=on} the
 * rollouts the dropped ones leave go to the candidates still running; {@code cap=N} bounds a battle's
 * rollout work (each rollout weighs the square of the battle's unit count, which tracks its measured CPU cost within
 * a factor of two from mirror to culloden), after which the side plays doctrine; a battle whose cap buys fewer than
 * {@code late=K} budgets (culloden, falkirk-muir) keeps its rollouts for the decisions of its last turns, where they
 * reach the turn limit ({@link SearchOptions#LATE}). With {@code extend=N} a close
 * decision (the best challenger by mean ahead of the doctrine order by the margin but not by the paired test) plays
 * on with those two alone, on the next rollout streams, in doubling rounds up to N rollouts each, stopping as soon
 * as the challenger passes or its gain plus {@code prune} (at least 1) standard errors no longer reaches the margin:
 * the rollouts go where the answer is in doubt, and most searched decisions are not.
 *
 * <p>Reproducible: rollout r of decision k draws its dice and its players' choices from {@link Rollouts#seed} of (base
 * seed, battle, k, r), never from the battle's own streams, so a battle with search players is a pure function of its
 * seed whatever the thread count. Each rollout also deals the rest of this turn's deck anew from its own dice
 * ({@link JacobiteState#hideDeck}): which units act before the joker is hidden from every player (A3), and a search
 * that played the live deck knew it (the figures in {@link SearchOptions} measured before 7 December 2026's evening
 * were measured with that knowledge). Allocates nothing per decision (the rollout engine and arrays are made once). It
 * reads the forward model through {@code JacobiteState}'s public {@code clock()}, {@code ruleDice()} and
 * {@code rewindOrder(u)} (a copy taken inside a unit's decision put back to just before that order).
 */
final class SearchPlayer implements JacobitePlayer {
    static final int MAX_CANDIDATES = 6;
    /** The first rollout stream of a posture search: far above any order search's at the same decision. */
    private static final int POSTURE_STREAMS = 1 << 24;
    /** Searched decisions: every order, orders with a charge or a shot, shock units' orders with a charge. */
    static final int ONLY_ALL = 0;
    static final int ONLY_COMBAT = 1;
    static final int ONLY_SHOCK = 2;
    /** The shock units' charges, and every order with a shot when an enemy clan or mounted horse could charge it. */
    static final int ONLY_THREAT = 3;
    /** Charges tried at most per decision (the likeliest to reach). */
    private static final int MAX_CHARGES = 2;

    private final int side;
    private final int budget;
    /**
     * Rollouts a candidate may reach when the best challenger by mean passes the margin but not the paired test: the
     * doctrine order and it alone play on in doubling rounds to this many (0: no extension).
     */
    private final int extend;
    /** Stride of {@link #scores}: the most rollouts one candidate may play. */
    private final int stride;
    private final int horizon;
    private final double margin;
    private final int only;
    private final boolean paired;
    /** Standard errors by which a challenger must fall short of the margin to be dropped after a round; 0: none. */
    private final double prune;
    /** Whether the rollouts of dropped challengers go to the candidates left (successive halving). */
    private final boolean halving;
    /**
     * The rollout work a battle may spend at most, in rollouts weighted by the square of the battle's unit count (what
     * a rollout's cost grows with: each activation scans every unit), 0: no cap. Once spent the side plays doctrine
     * to the end.
     */
    private final long cap;
    /**
     * The rollout work the battle's searches may have spent before a decision of the early turns, and of the last
     * turns (from {@link #lateTurn} on, where the rollouts reach the turn limit): both the cap, but for a battle whose
     * cap buys fewer than {@code late} budgets, which searches only its last turns, {@link SearchOptions#LATE_CAPS}
     * caps there ({@link SearchOptions#LATE}).
     */
    private final long early;
    private final long lateCap;
    private final int lateTurn;
    /** A rollout's weight in the cap: the battle's unit count squared. */
    private final long units;
    /** Weighted rollouts played in this battle. */
    private long battleWork;
    private final int eval;
    /** Whether a rollout that ends drawn scores 0 rather than 1/2 ({@code draw=none}, {@link SearchOptions#DRAW}). */
    private final boolean drawNone;
    /** Whether the Government's choice of edge is searched (deployment by zones). */
    private final boolean edge;
    private final DoctrinePlayer own;
    /**
     * The posture portfolio ({@code posture=}): the own doctrine (index 0, the yardstick) and the scripts searched,
     * over the live side's doctrine and over the rollouts' (the same scripts, other instances); length 1 when off.
     */
    private final JacobitePlayer[] live;
    private final JacobitePlayer[] inRollout;
    /** Rollouts a posture search plays at most (shared by the portfolio, to the end of the battle). */
    private final int postureBudget;
    /** The script commanding this turn (index into {@link #live}), and the turn it was chosen for (-1: none yet). */
    private int current;
    private int plannedTurn;
    /** A posture search is running: candidate c is script c, played for this turn, the own doctrine after it. */
    private boolean posture;
    private final JacobiteEngine rollout;
    private final Dice rolloutDice;
    /** The side's player in rollouts: the candidate under test on its first decision, then doctrine. */
    private final Lead lead;
    private final JacobiteOrder mine = new JacobiteOrder();
    private final JacobiteOrder probe = new JacobiteOrder();
    private final JacobiteOrder[] cand = new JacobiteOrder[MAX_CANDIDATES];
    private final double[] value = new double[MAX_CANDIDATES];
    private final int[] played = new int[MAX_CANDIDATES];
    private final boolean[] alive = new boolean[MAX_CANDIDATES];
    /** Rollouts per candidate in the first round when pruning; each later round doubles the rollouts played. */
    static final int FIRST_ROUND = 8;
    /** Score of candidate c in rollout r at [c * stride + r] (paired with the doctrine order's, common streams). */
    private final double[] scores;
    /** Counters for measurement: decisions seen, decisions searched, rollouts played, doctrine orders replaced. */
    long decisions;
    long searched;
    long rollouts;
    long deviated;
    /** Counters for measurement: posture searches run, and those that chose a script over the own doctrine. */
    long postureSearches;
    long postureChanged;
    /** Measurement hook (test scope): told of each searched order decision and its answer; null in play. */
    Watch watch;
    /** Measurement hook (test scope): told of each posture search (candidate c the portfolio's script c). */
    Watch postureWatch;
    private int count;

    /** What a by-hand measurement sees of a searched order decision: the candidates (doctrine's first) and the pick. */
    interface Watch {
        void searched(JacobiteEngine e, int u, JacobiteOrder[] cand, int count, double[] value, int[] played, int best);
    }

    /**
     * @param mineWeights  the side's own doctrine weights (its answers, the yardstick, and its rollouts)
     * @param theirWeights the other side's doctrine weights in rollouts
     * @param o            the search's options as read from the player's preset
     */
    SearchPlayer(int side, DoctrineWeights mineWeights, DoctrineWeights theirWeights, JacobiteTemplate t,
            SearchOptions.Options o) {
        this.prune = o.prune;
        this.halving = o.halving;
        this.cap = o.capFor(t.unitCount());
        this.units = (long) t.unitCount() * t.unitCount();
        this.side = side;
        this.budget = o.budgetFor(t.unitCount());
        final boolean lateOnly = cap > 0 && cap < (long) o.late * budget * units;
        this.early = lateOnly ? 0 : cap;
        this.lateCap = lateOnly ? SearchOptions.LATE_CAPS * cap : cap;
        this.lateTurn = t.victory.maxTurns - Math.max(1, o.horizon);
        this.extend = o.extendFor(budget);
        this.postureBudget = o.posture == SearchOptions.POSTURE_OFF ? 0 : o.postureBudget;
        this.stride = Math.max(Math.max(budget, extend), postureBudget);
        this.horizon = o.horizon;
        this.margin = o.margin;
        this.only = o.only;
        this.paired = o.paired;
        this.eval = o.eval;
        this.drawNone = o.drawNone;
        this.edge = o.edge;
        this.scores = new double[MAX_CANDIDATES * stride];
        for (int c = 0; c < MAX_CANDIDATES; c++) {
            cand[c] = new JacobiteOrder();
        }
        this.own = new DoctrinePlayer(side, mineWeights);
        final DoctrinePlayer fast = new DoctrinePlayer(side, mineWeights);
        this.lead = new Lead(fast);
        this.live = portfolio(own, o.posture);
        this.inRollout = portfolio(fast, o.posture);
        final JacobitePlayer theirs = new DoctrinePlayer(1 - side, theirWeights);
        this.rollout = new JacobiteEngine(t, (spec, sd, tt) -> sd == side ? lead : theirs);
        this.rolloutDice = rollout.state().ruleDice();
    }

    /** The own doctrine, then the scripts {@code posture} names over it ({@link SearchOptions#POSTURE}). */
    private static JacobitePlayer[] portfolio(DoctrinePlayer d, int posture) {
        return switch (posture) {
            case SearchOptions.POSTURE_ON -> new JacobitePlayer[] {d, new ChargePlayer(d), new ShotPlayer(d)};
            case SearchOptions.POSTURE_CHARGE -> new JacobitePlayer[] {d, new ChargePlayer(d)};
            case SearchOptions.POSTURE_SHOT -> new JacobitePlayer[] {d, new ShotPlayer(d)};
            default -> new JacobitePlayer[] {d};
        };
    }

    @Override
    public void startBattle(JacobiteEngine engine) {
        own.startBattle(engine);
        battleWork = 0;
        current = 0;
        plannedTurn = -1;
    }

    /**
     * The Government's edge (A11, deployment by zones): doctrine's edge and the other are both played forward (from
     * deployment, placed by doctrine, for the horizon), doctrine's kept unless the other clearly wins, as for an order.
     * One decision a battle, and the one that decides which ground each army fights on.
     */
    @Override
    public boolean deploySouth(JacobiteEngine e) {
        final boolean doctrine = own.deploySouth(e);
        decisions++;
        if (!edge) {
            return doctrine;
        }
        count = 2;
        cand[0].clear();
        cand[0].dice = doctrine ? 1 : 0;
        cand[1].clear();
        cand[1].dice = doctrine ? 0 : 1;
        return cand[search(e, -1)].dice == 1;
    }

    @Override
    public int deploy(JacobiteEngine engine, int unit, int zone) {
        return own.deploy(engine, unit, zone);
    }

    @Override
    public void decide(JacobiteEngine e, int u, JacobiteOrder order) {
        // The side's first order of a turn: the posture for the turn (the cards turn units one at a time, A3).
        if (live.length > 1 && e.state().turn() != plannedTurn) {
            plannedTurn = e.state().turn();
            current = searchPosture(e, u);
        }
        mine.clear();
        live[current].decide(e, u, mine);
        decisions++;
        count = 0;
        add(mine);
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final boolean shockUnit = s.type[u] == JacobiteCodes.HIGHLAND_FOOT || e.sight().isMounted(u);
        // Charges at the likeliest targets to reach first (each legal now, A8), at most MAX_CHARGES of them.
        int first = -1;
        int second = -1;
        double firstOdds = -1;
        double secondOdds = -1;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == side || !s.present(v) || !e.melee().canCharge(u, v)) {
                continue;
            }
            final double p = e.melee().chargeReachOdds(u, v);
            if (p > firstOdds) {
                second = first;
                secondOdds = firstOdds;
                first = v;
                firstOdds = p;
            } else if (p > secondOdds) {
                second = v;
                secondOdds = p;
            }
        }
        int charges = 0;
        for (int v : chargeTargets(first, second)) {
            if (v >= 0) {
                probe.clear();
                probe.at(JacobiteCodes.CHARGE, v);
                addIfLegal(e, u);
                charges++;
            }
        }
        final boolean anyCharge = charges > 0;
        // Its best shot (doctrine's target ranking without its hold-fire doctrine), holding, and a full advance.
        final int shot = DoctrineVariant.bestShot(e, u);
        if (shot >= 0) {
            probe.clear();
            probe.at(JacobiteCodes.FIRE, shot);
            addIfLegal(e, u);
        }
        probe.clear();
        add(probe);
        final int near = e.sight().nearestEnemy(u);
        if (near >= 0 && e.movement().maxDice(u) > 0) {
            probe.clear();
            probe.move(s.x[near], s.y[near], e.movement().maxDice(u));
            addIfLegal(e, u);
        }
        final boolean search = count > 1 && (only == ONLY_ALL
                || only == ONLY_COMBAT && (anyCharge || shot >= 0)
                || only == ONLY_SHOCK && shockUnit && anyCharge
                || only == ONLY_THREAT && (shockUnit && anyCharge || shot >= 0 && threatened(e, u)));
        final int best = search ? search(e, u) : 0;
        if (search && watch != null) {
            watch.searched(e, u, cand, count, value, played, best);
        }
        copy(cand[best], order);
    }

    /**
     * The posture for this turn, at the side's first order of it (unit u's): the own doctrine (index 0, the
     * yardstick) or a script of the portfolio, each commanding the side for this turn only from u's order on, the own
     * doctrine after it, played to the end of the battle over {@link #postureBudget} rollouts shared evenly (pruned
     * as an order search's), the paired test deciding.
     */
    private int searchPosture(JacobiteEngine e, int u) {
        count = live.length;
        posture = true;
        final int best = search(e, u);
        posture = false;
        if (postureWatch != null) {
            postureWatch.searched(e, u, cand, count, value, played, best);
        }
        return best;
    }

    private final int[] chargeTargets = new int[MAX_CHARGES];

    private int[] chargeTargets(int first, int second) {
        chargeTargets[0] = first;
        chargeTargets[1] = second;
        return chargeTargets;
    }

    /** Whether an enemy clan or mounted horse could reach u with a charge now (its reserve volley may matter). */
    private boolean threatened(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v)
                    && (s.type[v] == JacobiteCodes.HIGHLAND_FOOT || e.sight().isMounted(v))
                    && e.melee().chargeReach(v, u)) {
                return true;
            }
        }
        return false;
    }

    private void addIfLegal(JacobiteEngine e, int u) {
        if (e.legal(u, probe)) {
            add(probe);
        }
    }

    /** A candidate, unless it repeats one already listed (the doctrine order first) or the list is full. */
    private void add(JacobiteOrder o) {
        if (count == MAX_CANDIDATES) {
            return;
        }
        for (int i = 0; i < count; i++) {
            if (same(cand[i], o)) {
                return;
            }
        }
        copy(o, cand[count]);
        count++;
    }

    private static boolean same(JacobiteOrder a, JacobiteOrder b) {
        return a.action == b.action && a.target == b.target && a.dice == b.dice && a.formation == b.formation
                && a.useCase == b.useCase && a.x == b.x && a.y == b.y;
    }

    /** Every field of {@code from} into {@code to}: the order's own setters, then the two fields they leave. */
    static void copy(JacobiteOrder from, JacobiteOrder to) {
        to.move(from.x, from.y, from.dice);
        to.at(from.action, from.target);
        to.formation = from.formation;
        to.useCase = from.useCase;
    }

    /**
     * Plays the candidates forward on common rollout streams (rollout r of every candidate uses the same streams), the
     * budget split evenly, and returns the index of the one to play: the doctrine order (index 0) unless the best
     * beats it by the margin (and, paired, by {@link Yardstick#Z} standard errors) on the rollouts both played.
     */
    private int search(JacobiteEngine e, int u) {
        if (cap > 0 && battleWork >= (e.state().turn() >= lateTurn ? lateCap : early)) {
            return 0;
        }
        if (posture) {
            postureSearches++;
        } else {
            searched++;
        }
        final JacobiteState live = e.state();
        final BattleClock clock = live.clock();
        for (int c = 0; c < count; c++) {
            value[c] = 0;
            played[c] = 0;
            alive[c] = true;
        }
        final int total = posture ? postureBudget : budget;
        int per = Math.max(1, total / count);
        int spent = 0;
        int done = 0;
        int round = prune > 0 ? Math.min(per, FIRST_ROUND) : per;
        while (done < per) {
            final int end = Math.min(per, done + round);
            int left = 0;
            for (int c = 0; c < count; c++) {
                if (!alive[c]) {
                    continue;
                }
                for (int r = done; r < end; r++) {
                    if (!play(live, clock, u, c, r)) {
                        return 0;
                    }
                }
                spent += end - done;
                if (c > 0) {
                    left++;
                }
            }
            done = end;
            round = done;
            if (prune > 0 && done < per) {
                left = prune(done);
                if (halving) {
                    // The rollouts the dropped challengers leave go to the doctrine order and those still running.
                    per = Math.min(total, Math.max(per, done + (total - spent) / (left + 1)));
                }
            }
            if (left == 0) {
                return 0;
            }
        }
        int best = Yardstick.choose(count, value, played, alive, scores, stride, margin, paired, Yardstick.Z);
        if (best == 0 && extend > played[0] && !posture) {
            best = extend(live, clock, u);
        }
        if (best != 0 && posture) {
            postureChanged++;
        } else if (best != 0) {
            deviated++;
        }
        return best;
    }

    /**
     * The sequential extension: the best challenger by mean, when its paired gain passes the margin but not the
     * paired test, plays on with the doctrine order alone on the next rollout streams in doubling rounds up to
     * {@link #extend} rollouts each, until it passes (returned), or its gain plus {@code prune} (at least 1) standard
     * errors falls to the margin, or the rollouts run out (0: doctrine's order).
     */
    private int extend(JacobiteState live, BattleClock clock, int u) {
        int c = 0;
        for (int i = 1; i < count; i++) {
            if (alive[i] && played[i] == played[0]
                    && value[i] / played[i] > (c == 0 ? value[0] / played[0] : value[c] / played[c])) {
                c = i;
            }
        }
        if (c == 0) {
            return 0;
        }
        int n = played[0];
        final double k = Math.max(1, prune);
        while (n < extend && Yardstick.bound(scores, stride, c, n, 0) > margin
                && Yardstick.bound(scores, stride, c, n, k) > margin) {
            final int end = Math.min(extend, 2 * n);
            for (int r = n; r < end; r++) {
                if (!play(live, clock, u, 0, r) || !play(live, clock, u, c, r)) {
                    return 0;
                }
            }
            n = end;
            if (Yardstick.beats(scores, stride, c, n, margin, paired, Yardstick.Z)) {
                return c;
            }
        }
        return 0;
    }

    /**
     * Drops the challengers that cannot plausibly beat the doctrine order after {@code n} paired rollouts: their mean
     * paired gain plus {@code prune} standard errors below the margin (a challenger that changes no rollout's score
     * drops at once). Returns the challengers left.
     */
    private int prune(int n) {
        int left = 0;
        for (int c = 1; c < count; c++) {
            if (!alive[c]) {
                continue;
            }
            if (Yardstick.bound(scores, stride, c, n, prune) <= margin) {
                alive[c] = false;
            } else {
                left++;
            }
        }
        return left;
    }

    /**
     * Rollout r of candidate c: the live battle copied and put back before u's order, reseeded from the rollout
     * streams, the candidate given, played on for the horizon and scored. False when the copy cannot be put back (the
     * search then keeps doctrine's order). For the edge ({@code u < 0}) the copy stands at the choice already (the
     * cursor moves on only once it is made).
     */
    private boolean play(JacobiteState live, BattleClock clock, int u, int c, int r) {
        final JacobiteState copy = rollout.state();
        copy.copyFrom(live);
        if (u >= 0 && !copy.rewindOrder(u)) {
            return false;
        }
        // A posture's rollouts draw on streams of their own (the order search at the same decision uses 0, 1, ...).
        final int streams = posture ? r + POSTURE_STREAMS : r;
        rolloutDice.reseed(Rollouts.seed(clock, streams, Seeds.DICE));
        rollout.tactics().reseed(Rollouts.seed(clock, streams, Seeds.TACTICS));
        // The rest of this turn's deck is unseen (A3): each rollout deals it anew from its own dice.
        copy.hideDeck(rolloutDice);
        // This turn the posture's script (candidate c's in a posture search, else the turn's), the own doctrine
        // after it; an order search's candidate answers u's order first.
        lead.script(inRollout[posture ? c : current], live.turn());
        if (!posture) {
            lead.arm(cand[c], u < 0);
        }
        double v = playOut(live.turn(), posture ? 0 : horizon);
        if (drawNone && v == RolloutScore.outcome(BattleRecord.DRAW, side) && rollout.state().clock().over()) {
            v = 0;
        }
        scores[c * stride + r] = v;
        value[c] += v;
        played[c] = r + 1;
        rollouts++;
        battleWork += units;
        return true;
    }

    /** Plays the copy on for {@code horizon} turns (0: to the end) and scores it for this side by the victory rules. */
    private double playOut(int turn, int horizon) {
        final JacobiteState s = rollout.state();
        if (horizon <= 0) {
            rollout.playTo(JacobiteEngine.UNTIL_BATTLE_END);
        } else {
            while (!rollout.playTo(JacobiteEngine.UNTIL_TURN_END) && s.turn() < turn + horizon) {
                // One turn at a time, to the horizon or the end.
            }
        }
        return score(rollout, side, eval);
    }

    /**
     * What a rollout engine's battle where it stands is worth to {@code side} by the victory rules: 1, 1/2 or 0 if it
     * ended; at a cut-off ({@code eval=break}) the break margin with a hundredth of the turn-limit outcome, or that
     * outcome alone ({@code eval=outcome}). Shared with {@code SearchRegretCheck} (test scope).
     */
    static double score(JacobiteEngine rollout, int side, int eval) {
        final JacobiteState s = rollout.state();
        final JacobiteTemplate t = rollout.template();
        final BattleClock clock = s.clock();
        int decision = clock.decision();
        if (!clock.over()) {
            decision = Victory.atTurnLimit(t.victory.tieBreak, rollout.objectivePoints(0), rollout.objectivePoints(1),
                    (double) ((long) lost(s, t, 0) * s.sideFigures[1]),
                    (double) ((long) lost(s, t, 1) * s.sideFigures[0]));
        }
        final int winner = Victory.winner(decision);
        final double outcome = RolloutScore.outcome(winner, side);
        if (eval == Yardstick.EVAL_BREAK && !clock.over()) {
            final double mineTo = toBreak(s, t, side);
            final double theirs = toBreak(s, t, 1 - side);
            return RolloutScore.breakMargin(mineTo, theirs, outcome);
        }
        return outcome;
    }

    /**
     * A side's progress towards break-at (A11 [D]): 1 when it breaks; a routed, gone or Broken unit counts 1, others
     * the share of their figures lost, against break-at of the units it started with.
     */
    private static double toBreak(JacobiteState s, JacobiteTemplate t, int sd) {
        double out = 0;
        for (int u = 0; u < t.unitCount(); u++) {
            if (t.side[u] != sd || s.start[u] <= 0) {
                continue;
            }
            if ((s.status[u] & (JacobiteCodes.GONE | JacobiteCodes.BROKEN)) != 0) {
                out += 1;
            } else {
                out += (double) s.killed[u] / s.start[u];
            }
        }
        return Math.min(1, out / Math.max(1e-9, t.victory.breakAt * s.sideUnits[sd]));
    }

    private static int lost(JacobiteState s, JacobiteTemplate t, int sd) {
        int l = 0;
        for (int u = 0; u < t.unitCount(); u++) {
            if (t.side[u] == sd) {
                l += s.killed[u];
            }
        }
        return l;
    }

    /**
     * The searching side in a rollout: the armed candidate answers its first order, the script (doctrine unless
     * {@link #script} gives another) the rest of its turn, doctrine the turns after.
     */
    static final class Lead implements JacobitePlayer {
        private final DoctrinePlayer fast;
        /** The script commanding to the end of turn {@link #until}; doctrine ({@link #fast}) from the next. */
        private JacobitePlayer first;
        private int until = -1;
        private final JacobiteOrder armedOrder = new JacobiteOrder();
        private boolean armed;
        /** The armed candidate is an edge (south when its dice are 1), not an order. */
        private boolean armedEdge;

        Lead(DoctrinePlayer fast) {
            this.fast = fast;
            this.first = fast;
        }

        /** {@code p} commands to the end of turn {@code turn}, doctrine from the next. */
        void script(JacobitePlayer p, int turn) {
            first = p;
            until = turn;
        }

        /** The next order (or, {@code isEdge}, the edge) this player answers is {@code o}; doctrine's after it. */
        void arm(JacobiteOrder o, boolean isEdge) {
            copy(o, armedOrder);
            armed = true;
            armedEdge = isEdge;
        }

        @Override
        public void startBattle(JacobiteEngine engine) {
            fast.startBattle(engine);
        }

        @Override
        public boolean deploySouth(JacobiteEngine engine) {
            if (armed && armedEdge) {
                armed = false;
                return armedOrder.dice == 1;
            }
            armed = false;
            return fast.deploySouth(engine);
        }

        @Override
        public int deploy(JacobiteEngine engine, int unit, int zone) {
            armed = false;
            return fast.deploy(engine, unit, zone);
        }

        @Override
        public void decide(JacobiteEngine engine, int u, JacobiteOrder order) {
            if (armed && !armedEdge) {
                armed = false;
                copy(armedOrder, order);
                return;
            }
            (engine.state().turn() <= until ? first : fast).decide(engine, u, order);
        }
    }
}
