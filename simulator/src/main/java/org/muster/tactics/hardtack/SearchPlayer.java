package org.muster.tactics.hardtack;


import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.engine.Seeds;
import org.muster.rules.Victory;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.Rollouts;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.RolloutScore;
import org.muster.tactics.search.Yardstick;

/**
 * {@code search} for hardtack (issue 21): flat Monte Carlo on copies of the battle ({@link HardtackEngine#resume}),
 * every candidate played forward by doctrine players on both sides over common rollout streams, and a paired test so
 * that a challenger replaces the yardstick (the side's own doctrine's answer) only when it clearly wins. What is
 * searched ({@code only=}):
 * <ul>
 *   <li>{@code assault}: a company's first order of its own activation, when doctrine declares a close assault
 *       or one is legal: doctrine's answer, the answer of the same doctrine that never assaults (when doctrine
 *       assaults), and an assault on each enemy it may assault. Doctrine decides assaults by a weight on a crude
 *       chance (stand test and first combat round); an assault decides a position, routs or captures at once, so its
 *       worth shows within the two turns a rollout plays;</li>
 *   <li>{@code orders} (the default): as assault, and also every order of its own activation at which the company
 *       may rally a company of its regiment (doctrine's answer against a rally of each): a rally that passes lifts the
 *       company's confidence a level at once, so, like an assault, its worth shows within two turns;</li>
 *   <li>{@code company}: as assault, at every company's first order of its own activation, with more candidates:
 *       the answers of the other doctrine presets for that order, a volley at each enemy it may fire at, and a rally
 *       of each company it may rally (at most {@link #MAX_CANDIDATES} - 1 in all);</li>
 *   <li>{@code script} (portfolio search, after Churchill and Buro): at the side's first decision of each turn, which
 *       doctrine preset commands it for that turn - its own first, then aggressive, balanced and defensive (those
 *       different from it), each played for the whole rollout;</li>
 *   <li>{@code units}: at every choice of a unit to activate (or pass), which one: doctrine's answer (with its
 *       Activate Regiment choice) first, the other flag for it, every other unit that may activate, and a pass when
 *       allowed; at most {@link #MAX_CANDIDATES}.</li>
 * </ul>
 * With {@code assault}, {@code orders} or {@code company}, a side whose doctrine advances and holds a lead ({@code
 * hold-lead} above 0, as balanced) also searches its <b>posture</b> at its first choice of a unit in each turn
 * ({@code posture=T}, default 0; {@code posture=off} leaves it to doctrine): its own doctrine for the turn (the
 * yardstick) against the posture that doctrine does not take now - advancing (hold-lead 0) while it is ahead, holding
 * (advance 0) while it is not - each for this turn only, its own doctrine after it, and played over T turns (0: to the
 * end of the battle, where the outcome is the victory rules' own). Holding pays, if it does, at the turn limit, beyond
 * the two turns the order search sees; the order search within the turn then plays the chosen posture for the rest
 * of the turn in its rollouts as well. When the scenario has objectives, the posture search has a third candidate
 * ({@code push=on}, the default): the {@link PushPlayer} script on the advancing posture, which sends every steady
 * company that doctrine would have fire, reload, hold or go in position on towards its nearest objective, for this
 * turn. A side without a hold-lead (aggressive, defensive) searches no posture ({@code push=all}: an aggressive side
 * searches its own doctrine against the push).
 * With {@code pgs=on} (off by default; {@link SearchOptions#PGS}) the turn's first choice of a unit also searches,
 * after the posture, one script of {@link CompanyScripts} per company for this turn (portfolio greedy search, after
 * Churchill and Buro, 2013): every company on the turn's posture first, then each company in turn, nearest to the
 * enemy first, each other script for it alone against its current one over {@code pgs-budget} rollouts to the end of
 * the battle, the paired test deciding; {@code pgs-passes} passes. The order search's rollouts then play the chosen
 * scripts for the rest of the turn.
 * Only decisions a copy resumes at are searched: the choice of a unit (always asked at the top of the sequence of
 * play) and the orders of a unit's own activation, not those inside a transfer's activation or an Activate Regiment.
 *
 * <p>A rollout plays {@code horizon} turns (the current one counts; 0: to the end) and is scored by the victory rules:
 * 1, 1/2 or 0 when the battle ended; at the cut-off, 1/2 plus half the difference of the two armies' progress towards
 * {@code victory.break-at} (a company broken, routed, fled or without a fit figure counts 1, any other its share of
 * figures lost; sharpshooters aside, as section 14's count), the turn-limit decision (objectives, then casualties)
 * breaking ties by a hundredth. Budget in rollouts per searched decision, shared evenly by the candidates; the
 * challenger with the best mean replaces the yardstick only if it beats it by {@code margin} on the rollouts both
 * played and ({@code test=paired}) by {@link #Z} standard errors of the paired difference ({@code family=on}: by
 * the Sidak z for the number of challengers, {@link SearchOptions#FAMILY}). Where the best challenger by mean passes
 * the margin but not the paired test, it and the yardstick play on alone on the next rollout streams in doubling
 * rounds ({@code extend=N}, 4 budgets by default: {@link SearchOptions#EXTEND}), until it passes or its gain plus one
 * standard error falls to the margin: the rollouts go to the close calls. A battle's rollouts may play at most
 * {@code cap=N} decisions in all ({@link SearchOptions#CAP}); once they have, the side plays its own doctrine. With
 * {@code select=halving} the budget is spent in rounds instead (successive halving): each round shares budget / rounds
 * among the candidates still in the running and then drops the worse half of the challengers, the yardstick playing
 * every round. With {@code leaf=blend} a cut-off scores the break-at margin and the turn-limit outcome blended by the
 * share of the battle's turns played at the cut-off (the turn-limit decision counts more as the battle nears it).
 * With {@code leaf=chance} a cut-off scores the side's chance of winning by the victory rules, each army's progress
 * towards break-at and the casualty points going on at their rates so far for the turns left ({@link #chance}).
 * The opponent is modelled by its own doctrine weights when it is a doctrine player, else by the side's.
 *
 * <p>Reproducible: rollout r of decision k draws its rule dice and its players' dice from {@link Rollouts#seed} of
 * (base seed, battle, k, r), never from the battle's own streams, so a battle with a search player is a pure function
 * of its seed whatever the thread count. It reads the forward model through {@link HardtackState}'s public
 * {@code ruleDice()}, {@code clock()} and {@code atOwnOrder(u, index)}. Allocates nothing per decision: the rollout
 * engine, its players and every array are made once. Under
 * {@code only=script} it remembers the turn's preset between decisions of a turn (cleared at {@link #startBattle}),
 * so a live battle with it is not resumable from a copy made mid-turn; the other modes keep nothing between
 * decisions but the chosen unit between its choice and its Activate Regiment question.
 */
final class SearchPlayer implements HardtackPlayer {
    static final int MAX_CANDIDATES = 12;
    /** Searched decisions: the turn's doctrine preset, or the unit to activate. */
    static final int ONLY_SCRIPT = 0;
    static final int ONLY_UNITS = 1;
    static final int ONLY_ASSAULT = 2;
    static final int ONLY_ORDERS = 3;
    static final int ONLY_COMPANY = 4;
    /** The cut-off's score: the break-at margin; blended with the turn-limit outcome; the chance of winning. */
    static final int LEAF_BREAK = 0;
    static final int LEAF_BLEND = 1;
    static final int LEAF_CHANCE = 2;
    /** The paired test's standard errors ({@link Yardstick#Z}). */
    static final double Z = Yardstick.Z;

    private final int side;
    private final int budget;
    /**
     * Rollouts a close decision's two leaders may play on to ({@code extend=N}, 0 off; {@link #extend}): where the
     * best challenger by mean passes the margin but not the paired test.
     */
    private final int extend;
    private final int horizon;
    private final double margin;
    private final boolean paired;
    private final boolean scripts;
    private final boolean assaults;
    private final boolean rallies;
    /** Under company: the other doctrine presets, whose answers are candidates too, and fire at each target. */
    private final boolean company;
    private final DoctrinePlayer[] alts;
    /** Under assault: the side's doctrine with its assault weight out of reach, for the answer without an assault. */
    private final DoctrinePlayer[] holdBack;
    /** The own doctrine's hold-lead weight (for {@link #ahead}). */
    private final double holdLead;
    /** Under assault: the candidate orders (action, target, arg, x, y). */
    private final HardtackOrder[] orders = new HardtackOrder[MAX_CANDIDATES];
    /** The portfolio: the side's own doctrine first (the yardstick), then the other presets. */
    private final HardtackPlayer[] live;
    private final HardtackPlayer[] inRollout;
    /** The index of the push script ({@link PushPlayer}) in the portfolio, -1 when the posture search has none. */
    private final int pushAt;
    /** The index of the charge script ({@link ChargePlayer}) in the portfolio, -1 when not searched. */
    private final int chargeAt;
    /** The index of the dig script ({@link DigPlayer}) in the portfolio, -1 when not searched. */
    private final int digAt;
    /** The posture search flips the hold-lead posture (two postures given); without, it searches the push only. */
    private final boolean flips;
    /**
     * By portfolio index: the script is the own doctrine with some orders amended ({@link DoctrineVariant} on the
     * own weights: the charge and dig scripts, and the push script where no hold-lead posture is flipped, which
     * otherwise stands on the advancing posture's weights), so that a posture rollout in which it amended nothing in
     * its turn is the yardstick's ({@link #playVariant}).
     */
    private final boolean[] onOwn;
    private final HardtackEngine rollout;
    private final Dice rolloutDice;
    private final Lead lead;
    private final BattleRecord record;
    private final HardtackTemplate t;

    /** Candidates: under units, the unit (-1 a pass) and its Activate Regiment flag; under script, the preset. */
    private final int[] unit = new int[MAX_CANDIDATES];
    private final boolean[] regiment = new boolean[MAX_CANDIDATES];
    private final double[] value = new double[MAX_CANDIDATES];
    private final int[] played = new int[MAX_CANDIDATES];
    private final boolean[] alive = new boolean[MAX_CANDIDATES];
    /**
     * Under posture: the turns a posture search's rollouts play (0: to the end), or -1 when the posture is not
     * searched; while it runs, the horizon {@link #playOut} plays.
     */
    private final int postureHorizon;
    private int playing;
    /** A posture search is running: candidate k's script commands the current turn, the own doctrine after it. */
    private boolean posture;
    /**
     * The paired test's standard errors for k challengers at [k]: {@link #Z} for every k, or with {@code family=on}
     * the Sidak correction, so that the chance that any of k equal challengers passes is that of one at Z.
     */
    private final double[] zs = new double[MAX_CANDIDATES];
    /** Successive halving over the candidates instead of an even share. */
    private final boolean halving;
    /** The cut-off's score: {@link #LEAF_BREAK}, {@link #LEAF_BLEND} or {@link #LEAF_CHANCE}. */
    private final int leaf;
    /** By side: a company's share of the progress towards break-at (1 / (break-at * companies)). */
    private final double[] lump = new double[2];
    /** Score of candidate c in rollout r at [c * stride + r] (common streams, so paired with the yardstick's). */
    private final double[] scores;
    /** The rollouts a candidate may play at most: the budget, or the company search's or extension's when larger. */
    private final int stride;
    /**
     * {@code deep=T} ({@link SearchOptions#DEEP}): the order search's rollouts play on to T turns and score a deep
     * leaf there, read apart: where the near leaf keeps doctrine's answer, a second paired test on the deep leaf's
     * scores. Null when off.
     */
    private final int deep;
    private final double[] farScores;
    private final double[] farValue;
    /** The deep leaf of the last rollout played ({@link #playOut}). */
    private double lastFar;
    /**
     * The per-company portfolio greedy search ({@code pgs=on}): at the turn's first choice of a unit, after the
     * posture search, one script of {@link CompanyScripts} per company for this turn, the own doctrine after it.
     * Null when off. The live player's assignment holds for the current turn only (cleared at each search and at
     * {@link #startBattle}); the rollout player's is set before every rollout.
     */
    private final CompanyScripts liveCompanies;
    private final CompanyScripts rolloutCompanies;
    /** Rollouts per company searched, and the passes over the companies. */
    private final int pgsBudget;
    private final int pgsPasses;
    /** The companies in the order searched (nearest to the enemy first), and their distances. */
    private final int[] pgsOrder;
    private final double[] pgsKey;
    /** A company search is running, for company {@link #pgsUnit}: candidate k gives it script unit[k]. */
    private boolean pgsRunning;
    private int pgsUnit;
    private int count;

    /** The live state whose clock {@link #clock} is (one live engine per player, so read once). */
    private HardtackState clockOf;
    private BattleClock clock;
    /** Under script: the preset commanding this turn, and the turn it was chosen for (0: none yet). */
    private int current;
    private int plannedTurn;
    /** Under units: the unit chosen at the last search, and its Activate Regiment flag. */
    private int chosen = -1;
    private boolean chosenRegiment;

    /**
     * The rollout decisions a battle's searches may play ({@code cap=N} at the default budget, scaled by the budget;
     * {@link SearchOptions#CAP}), 0 no cap: once the battle's rollouts have played that many decisions, the side
     * plays its own doctrine's answers for the rest of the battle (the search running when it is reached finishes).
     */
    private final long cap;
    /** The decisions this battle's rollouts have played so far (what {@link #cap} bounds). */
    long work;

    /** Counters for measurement: decisions seen, decisions searched, rollouts played, answers changed. */
    long decisions;
    long searched;
    long rollouts;
    long deviated;

    /**
     * @param own      the side's own doctrine weights (its answers, the yardstick, and its rollouts)
     * @param opponent the other side's doctrine weights in rollouts
     * @param presets  the doctrine presets of the portfolio
     * @param o        the search's options as read from the player's preset
     * @param postures the turn's postures searched (hold-lead off, advance off), empty for the push alone, or null
     */
    SearchPlayer(int side, DoctrineWeights own, DoctrineWeights opponent, DoctrineWeights[] presets,
            HardtackTemplate t, SearchOptions.Options o, DoctrineWeights[] postures) {
        this.side = side;
        this.t = t;
        this.budget = o.budget;
        this.horizon = o.horizon;
        this.margin = o.margin;
        this.paired = o.paired;
        this.halving = o.halving;
        this.leaf = o.leaf;
        for (int sd = 0; sd < 2; sd++) {
            int all = 0;
            for (int u = 0; u < t.unitCount(); u++) {
                all += t.side[u] == sd && t.type[u] != HardtackCodes.SHARPSHOOTER ? 1 : 0;
            }
            lump[sd] = 1 / Math.max(1e-9, t.victory.breakAt * Math.max(1, all));
        }
        this.postureHorizon = postures == null ? -1 : o.posture;
        this.scripts = o.only == ONLY_SCRIPT;
        this.company = o.only == ONLY_COMPANY;
        this.assaults = o.only == ONLY_ASSAULT || o.only == ONLY_ORDERS || company;
        this.rallies = o.only == ONLY_ORDERS;
        this.holdLead = own.holdLead;
        final double one = upperTail(Z);
        for (int k = 0; k < MAX_CANDIDATES; k++) {
            zs[k] = o.family && k > 1 ? sidak(one, k) : Z;
        }
        for (int i = 0; i < MAX_CANDIDATES; i++) {
            orders[i] = new HardtackOrder();
        }
        int k = 1;
        DoctrineWeights[] portfolio = new DoctrineWeights[1 + presets.length
                + (postures == null ? 0 : postures.length)];
        portfolio[0] = own;
        if (postures != null) {
            for (DoctrineWeights w : postures) {
                portfolio[k++] = w;
            }
        }
        // The push script stands on the advancing posture's weights (the own ones when its posture is not flipped).
        this.flips = postures != null && postures.length == 2;
        this.pushAt = postures != null && o.push && (flips || o.pushAll) && t.obj.x.length > 0 ? k : -1;
        if (pushAt >= 0) {
            portfolio = java.util.Arrays.copyOf(portfolio, portfolio.length + 1);
            portfolio[k++] = flips ? postures[0] : own;
        }
        // The charge script stands on the own doctrine's weights.
        this.chargeAt = postures != null && o.charge && own.advance > 0 ? k : -1;
        if (chargeAt >= 0) {
            portfolio = java.util.Arrays.copyOf(portfolio, portfolio.length + 1);
            portfolio[k++] = own;
        }
        // The dig script stands on the own doctrine's weights too.
        this.digAt = postures != null && o.dig ? k : -1;
        if (digAt >= 0) {
            portfolio = java.util.Arrays.copyOf(portfolio, portfolio.length + 1);
            portfolio[k++] = own;
        }
        for (DoctrineWeights w : presets) {
            boolean seen = false;
            for (int i = 0; i < k; i++) {
                seen |= same(portfolio[i], w);
            }
            if (!seen && scripts) {
                portfolio[k++] = w;
            }
        }
        this.onOwn = new boolean[k];
        for (int i = 0; i < k; i++) {
            onOwn[i] = i == chargeAt || i == digAt || i == pushAt && !flips;
        }
        int a = 0;
        DoctrinePlayer[] others = new DoctrinePlayer[presets.length];
        for (DoctrineWeights w : presets) {
            if (company && !same(own, w)) {
                others[a++] = new DoctrinePlayer(side, w, t);
            }
        }
        this.alts = java.util.Arrays.copyOf(others, a);
        this.holdBack = new DoctrinePlayer[k];
        for (int i = 0; i < k; i++) {
            holdBack[i] = new DoctrinePlayer(side, portfolio[i].withAssault(NEVER), t);
        }
        // The rollout engine's doctrine players, both sides', share their target scans (DoctrinePlayer).
        final DoctrineTargets shared = new DoctrineTargets(t, new DoctrineOdds(t));
        this.live = new HardtackPlayer[k];
        this.inRollout = new HardtackPlayer[k];
        for (int i = 0; i < k; i++) {
            live[i] = new DoctrinePlayer(side, portfolio[i], t);
            inRollout[i] = new DoctrinePlayer(side, portfolio[i], t, shared);
            if (i == pushAt) {
                live[i] = new PushPlayer((DoctrinePlayer) live[i]);
                inRollout[i] = new PushPlayer((DoctrinePlayer) inRollout[i]);
            }
            if (i == chargeAt) {
                live[i] = new ChargePlayer((DoctrinePlayer) live[i]);
                inRollout[i] = new ChargePlayer((DoctrinePlayer) inRollout[i]);
            }
            if (i == digAt) {
                live[i] = new DigPlayer((DoctrinePlayer) live[i]);
                inRollout[i] = new DigPlayer((DoctrinePlayer) inRollout[i]);
            }
        }
        this.pgsBudget = o.pgs && assaults ? o.pgsBudget : 0;
        this.pgsPasses = o.pgsPasses;
        this.extend = o.extendFor();
        this.cap = o.capFor();
        this.stride = Math.max(Math.max(budget, pgsBudget), extend);
        this.scores = new double[MAX_CANDIDATES * stride];
        this.deep = assaults && o.deep > o.horizon && o.horizon > 0 ? o.deep : 0;
        this.farScores = deep > 0 ? new double[MAX_CANDIDATES * stride] : null;
        this.farValue = deep > 0 ? new double[MAX_CANDIDATES] : null;
        if (pgsBudget > 0) {
            DoctrineWeights aggressive = presets[0];
            boolean ownAggressive = same(own, aggressive);
            liveCompanies = new CompanyScripts(t, (DoctrinePlayer) live[0],
                    ownAggressive ? null : new DoctrinePlayer(side, aggressive, t));
            rolloutCompanies = new CompanyScripts(t, (DoctrinePlayer) inRollout[0],
                    ownAggressive ? null : new DoctrinePlayer(side, aggressive, t, shared));
        } else {
            liveCompanies = null;
            rolloutCompanies = null;
        }
        this.pgsOrder = new int[t.unitCount()];
        this.pgsKey = new double[t.unitCount()];
        this.lead = new Lead();
        lead.script(inRollout[0]);
        final DoctrinePlayer theirs = new DoctrinePlayer(1 - side, opponent, t, shared);
        this.rollout = new HardtackEngine(t, (spec, sd, tt) -> sd == side ? lead : theirs);
        this.record = new BattleRecord(t.unitCount());
        this.rolloutDice = rollout.state().ruleDice();
    }

    /** P(N > z) of a standard normal (Abramowitz and Stegun 7.1.26, error under 1.5e-7 in erf). */
    static double upperTail(double z) {
        final double x = Math.abs(z) / Math.sqrt(2);
        final double k = 1 / (1 + 0.3275911 * x);
        final double erfc = k * (0.254829592 + k * (-0.284496736 + k * (1.421413741 + k * (-1.453152027
                + k * 1.061405429)))) * Math.exp(-x * x);
        return z >= 0 ? erfc / 2 : 1 - erfc / 2;
    }

    /** The z each of k independent equal challengers must pass so that any of them passes with chance {@code one}. */
    static double sidak(double one, int k) {
        return k <= 1 ? quantile(one) : quantile(1 - Math.pow(1 - one, 1.0 / k));
    }

    /** The z whose {@link #upperTail} is {@code p} (0 < p < 1/2), by bisection. */
    static double quantile(double p) {
        double lo = 0;
        double hi = 10;
        for (int i = 0; i < 60; i++) {
            final double mid = (lo + hi) / 2;
            if (upperTail(mid) > p) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    private static boolean same(DoctrineWeights a, DoctrineWeights b) {
        return a.assault == b.assault && a.advance == b.advance && a.range == b.range && a.regiment == b.regiment
                && a.pass == b.pass && a.close == b.close;
    }

    @Override
    public void startBattle(HardtackEngine e) {
        work = 0;
        current = 0;
        plannedTurn = 0;
        chosen = -1;
        if (liveCompanies != null) {
            liveCompanies.clear();
            liveCompanies.base(live[0]);
            rolloutCompanies.clear();
            rolloutCompanies.base(inRollout[0]);
        }
        for (HardtackPlayer p : live) {
            p.startBattle(e);
        }
    }

    /** An assault weight no chance reaches: the doctrine player then never declares a close assault. */
    private static final double NEVER = 2;

    @Override
    public boolean goFirst(HardtackEngine e, int sd) {
        return player().goFirst(e, sd);
    }

    @Override
    public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
        decisions++;
        if (assaults) {
            if ((postureHorizon >= 0 || liveCompanies != null) && e.state().turn() != plannedTurn) {
                plannedTurn = e.state().turn();
                if (postureHorizon >= 0) {
                    current = searchPosture(e);
                }
                if (liveCompanies != null) {
                    searchCompanies(e);
                }
            }
            return player().chooseUnit(e, sd, mayPass);
        }
        if (scripts) {
            final int turn = e.state().turn();
            if (turn != plannedTurn) {
                plannedTurn = turn;
                count = live.length;
                for (int c = 0; c < count; c++) {
                    unit[c] = c;
                }
                current = count == 1 ? 0 : search(e);
            }
            return live[current].chooseUnit(e, sd, mayPass);
        }
        final DoctrinePlayer own = (DoctrinePlayer) live[0];
        final int d = own.chooseUnit(e, sd, mayPass);
        count = 0;
        final boolean dr = d >= 0 && own.activateRegiment(e, d);
        add(d, dr);
        if (d >= 0 && e.regimentMembers(d) >= 2) {
            add(d, !dr);
        }
        for (int u = 0; u < t.unitCount(); u++) {
            if (u != d && t.side[u] == side && e.canActivate(u)) {
                add(u, own.activateRegiment(e, u));
            }
        }
        if (mayPass && d >= 0) {
            add(-1, false);
        }
        final int best = count == 1 ? 0 : search(e);
        chosen = unit[best];
        chosenRegiment = regiment[best];
        return chosen;
    }

    /**
     * The posture for this turn: the own doctrine (index 0, the yardstick), or the other posture of the two its hold-
     * lead chooses between (live[1] always advances, live[2] always holds), whichever it does not take now, and the
     * push script (live[pushAt]) when there is one, the charge and dig scripts (live[chargeAt], live[digAt]) when
     * asked for, each played for this turn only and the own doctrine after it, over {@code postureHorizon} turns.
     */
    private int searchPosture(HardtackEngine e) {
        count = 1;
        unit[0] = 0;
        if (flips) {
            unit[count++] = ahead(e) ? 1 : 2;
        }
        if (pushAt >= 0) {
            unit[count++] = pushAt;
        }
        if (chargeAt >= 0) {
            unit[count++] = chargeAt;
        }
        if (digAt >= 0) {
            unit[count++] = digAt;
        }
        if (count == 1) {
            return 0;
        }
        posture = true;
        final int best = search(e);
        posture = false;
        return unit[best];
    }

    /** The live player of the current turn: the posture's script, with the companies' scripts under pgs. */
    private HardtackPlayer player() {
        return liveCompanies != null ? liveCompanies : live[current];
    }

    /**
     * The per-company portfolio greedy search ({@code pgs=on}): every company on the turn's posture (the yardstick),
     * then for each company in turn, nearest to the enemy first, each other script of {@link CompanyScripts} for that
     * company alone against its current one, over {@code pgsBudget} rollouts to the end of the battle (this turn
     * scripted, the own doctrine after it) on common streams; a challenger taking over on the paired test; {@code
     * pgsPasses} passes, stopping after a pass that changed nothing.
     */
    private void searchCompanies(HardtackEngine e) {
        final HardtackState s = e.state();
        final int[] assign = liveCompanies.assign;
        liveCompanies.clear();
        liveCompanies.base(live[current]);
        int n = 0;
        for (int u = 0; u < t.unitCount(); u++) {
            if (t.side[u] != side || !CompanyScripts.scripted(t, s, u)) {
                continue;
            }
            final int enemy = NaivePlayer.nearestEnemy(e, u);
            if (enemy < 0) {
                continue;
            }
            final double d = e.dist(u, enemy);
            int i = n++;
            while (i > 0 && pgsKey[i - 1] > d) {
                pgsKey[i] = pgsKey[i - 1];
                pgsOrder[i] = pgsOrder[i - 1];
                i--;
            }
            pgsKey[i] = d;
            pgsOrder[i] = u;
        }
        pgsRunning = true;
        for (int pass = 0; pass < pgsPasses; pass++) {
            boolean changed = false;
            for (int i = 0; i < n; i++) {
                final int u = pgsOrder[i];
                count = 1;
                unit[0] = assign[u];
                for (int k = 0; k < CompanyScripts.SCRIPTS; k++) {
                    if (k != assign[u] && liveCompanies.offers(k)) {
                        unit[count++] = k;
                    }
                }
                pgsUnit = u;
                final int best = search(e);
                if (best != 0) {
                    assign[u] = unit[best];
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
        pgsRunning = false;
    }

    /** Whether the own doctrine holds now by its hold-lead: ahead by the victory rules (as DoctrinePlayer asks). */
    private boolean ahead(HardtackEngine e) {
        final int mine = e.objectivePoints(side);
        final int theirs = e.objectivePoints(1 - side);
        if (mine != theirs) {
            return mine > theirs;
        }
        return t.victory.tieBreak == Victory.TIE_CASUALTIES
                && e.casualtyPoints(1 - side) - e.casualtyPoints(side) >= holdLead;
    }

    private void add(int u, boolean reg) {
        if (count < MAX_CANDIDATES) {
            unit[count] = u;
            regiment[count] = reg;
            count++;
        }
    }

    @Override
    public boolean activateRegiment(HardtackEngine e, int u) {
        if (!scripts && u == chosen) {
            chosen = -1;
            return chosenRegiment;
        }
        return player().activateRegiment(e, u);
    }

    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        player().decide(e, u, index, o);
        if (!assaults || index != 0 && !rallies || e.inRegimentActivation() || !resumable(e.state(), u, index)) {
            return;
        }
        decisions++;
        count = 0;
        addOrder(o);
        final HardtackOrder scratch = orders[MAX_CANDIDATES - 1];
        final HardtackTemplate tt = e.template();
        if (company) {
            for (DoctrinePlayer p : alts) {
                scratch.clear();
                p.decide(e, u, index, scratch);
                addOrder(scratch);
            }
        }
        if (index == 0) {
            if (o.action == HardtackOrder.ASSAULT) {
                scratch.clear();
                holdBack[scripts ? 0 : current].decide(e, u, index, scratch);
                addOrder(scratch);
            }
            for (int v = 0; v < tt.unitCount() && count < MAX_CANDIDATES - 1; v++) {
                if (tt.side[v] != side && e.canAssault(u, v)) {
                    scratch.set(HardtackOrder.ASSAULT, v, 0, 0, 0);
                    addOrder(scratch);
                }
            }
        }
        if (company) {
            for (int v = 0; v < tt.unitCount() && count < MAX_CANDIDATES - 1; v++) {
                if (tt.side[v] != side && e.canFire(u, v)) {
                    scratch.set(HardtackOrder.FIRE, v, o.action == HardtackOrder.FIRE ? o.arg : 0, 0, 0);
                    addOrder(scratch);
                }
            }
        }
        if (rallies || company) {
            for (int v = 0; v < tt.unitCount() && count < MAX_CANDIDATES - 1; v++) {
                if (tt.side[v] == side && e.canRally(u, v)) {
                    scratch.set(HardtackOrder.RALLY, v, 0, 0, 0);
                    addOrder(scratch);
                }
            }
        }
        if (count > 1) {
            final int best = search(e);
            final HardtackOrder b = orders[best];
            o.set(b.action, b.target, b.arg, b.x, b.y);
        }
    }

    /** A candidate order, unless it repeats one listed (the doctrine answer first) or the list is full. */
    private void addOrder(HardtackOrder o) {
        for (int i = 0; i < count; i++) {
            final HardtackOrder c = orders[i];
            if (c.action == o.action && c.target == o.target && c.arg == o.arg && c.x == o.x && c.y == o.y) {
                return;
            }
        }
        if (count < MAX_CANDIDATES - 1) {
            orders[count++].set(o.action, o.target, o.arg, o.x, o.y);
        }
    }

    /** Whether the order of u asked now is the cursor's own: an order of u's activation, not one inside a transfer. */
    private static boolean resumable(HardtackState s, int u, int index) {
        return s.atOwnOrder(u, index);
    }

    @Override
    public int reactionFire(HardtackEngine e, int sd, int mover) {
        return player().reactionFire(e, sd, mover);
    }

    /** The live battle's clock (its base seed, battle and decision number), read once per live state. */
    private BattleClock clockOf(HardtackState s) {
        if (s != clockOf) {
            clock = s.clock();
            clockOf = s;
        }
        return clock;
    }

    /**
     * Plays every candidate {@code budget / count} times on common rollout streams and returns the index of the one
     * to play: the yardstick (index 0) unless the best challenger beats it by the margin (and, paired, by Z standard
     * errors) on the rollouts both played.
     */
    private int search(HardtackEngine e) {
        if (cap > 0 && work >= cap) {
            return 0;
        }
        searched++;
        final HardtackState s = e.state();
        final BattleClock c = clockOf(s);
        for (int k = 0; k < count; k++) {
            value[k] = 0;
            played[k] = 0;
            alive[k] = true;
            if (farValue != null) {
                farValue[k] = 0;
            }
        }
        if (!halving || count <= 2 || pgsRunning) {
            final int per = Math.max(1, (pgsRunning ? pgsBudget : budget) / count);
            for (int k = 0; k < count; k++) {
                play(s, c, k, per);
            }
            final int best = either(Yardstick.choose(count, value, played, null, scores, stride, margin, paired,
                    zs[count - 1]), null);
            return chosen(best == 0 && extend > per && !pgsRunning ? extend(s, c) : best);
        }
        // Successive halving: each round shares budget / rounds among the candidates still in the running, then
        // drops the worse half of the challengers by mean; the yardstick plays every round.
        int rounds = 0;
        for (int m = count - 1; m > 1; m = (m + 1) / 2) {
            rounds++;
        }
        rounds++;
        int left = count - 1;
        for (int round = 0; round < rounds; round++) {
            final int per = Math.max(1, budget / rounds / (left + 1));
            for (int k = 0; k < count; k++) {
                if (alive[k]) {
                    play(s, c, k, Math.min(per, budget - played[k]));
                }
            }
            final int keep = (left + 1) / 2;
            while (left > keep) {
                int worst = -1;
                for (int k = 1; k < count; k++) {
                    if (alive[k] && (worst < 0 || value[k] / played[k] < value[worst] / played[worst])) {
                        worst = k;
                    }
                }
                alive[worst] = false;
                left--;
            }
        }
        return chosen(either(Yardstick.choose(count, value, played, alive, scores, stride, margin, paired,
                zs[count - 1]), alive));
    }

    /**
     * The sequential extension ({@code extend=N}): the best challenger by mean, when its paired gain passes the margin
     * but not the paired test, plays on with the yardstick alone on the next rollout streams in doubling rounds up to
     * {@link #extend} rollouts each, until it passes the test (returned), or its gain plus one standard error falls to
     * the margin (0, the yardstick). After jacobite45's search, which spends its rollouts the same way.
     */
    private int extend(HardtackState s, BattleClock clock) {
        int c = 0;
        for (int k = 1; k < count; k++) {
            if (value[k] / played[k] > (c == 0 ? value[0] / played[0] : value[c] / played[c])) {
                c = k;
            }
        }
        if (c == 0) {
            return 0;
        }
        int n = Math.min(played[0], played[c]);
        while (n < extend && Yardstick.bound(scores, stride, c, n, 0) > margin
                && Yardstick.bound(scores, stride, c, n, 1) > margin) {
            final int end = Math.min(extend, 2 * n);
            play(s, clock, 0, end - played[0]);
            play(s, clock, c, end - played[c]);
            n = end;
            if (Yardstick.beats(scores, stride, c, n, margin, paired, zs[count - 1])) {
                return c;
            }
        }
        return 0;
    }

    /**
     * The near leaf's choice, or with {@code deep=T} in an order search where that keeps doctrine's answer, the deep
     * leaf's on the same rollouts.
     */
    private int either(int best, boolean[] in) {
        if (best != 0 || !deepNow()) {
            return best;
        }
        return Yardstick.choose(count, farValue, played, in, farScores, stride, margin, paired, zs[count - 1]);
    }

    /** The search running reads a deep leaf: an order search (not the posture's or a company's) with deep=T. */
    private boolean deepNow() {
        return deep > 0 && !posture && !pgsRunning;
    }

    private int chosen(int best) {
        if (best != 0) {
            deviated++;
        }
        return best;
    }

    /** Plays candidate k's next {@code n} rollouts (rollout r on the streams of r, common to all candidates). */
    private void play(HardtackState s, BattleClock c, int k, int n) {
        for (int i = 0; i < n; i++) {
            final int r = played[k];
            if (posture) {
                lead.script(inRollout[unit[k]], inRollout[0], s.turn());
            } else if (rolloutCompanies != null) {
                // This turn the companies' scripts on the turn's posture (the company searched on candidate k's),
                // the own doctrine after it.
                System.arraycopy(liveCompanies.assign, 0, rolloutCompanies.assign, 0, t.unitCount());
                if (pgsRunning) {
                    rolloutCompanies.assign[pgsUnit] = unit[k];
                }
                rolloutCompanies.base(inRollout[current]);
                lead.script(rolloutCompanies, inRollout[0], s.turn());
            } else {
                final HardtackPlayer p = inRollout[scripts ? unit[k] : current];
                lead.script(p, postureHorizon >= 0 ? inRollout[0] : p, s.turn());
            }
            rollout.resume(s);
            final long start = rollout.decisions();
            rolloutDice.reseed(Rollouts.seed(c, r, Seeds.DICE));
            rollout.tactics().reseed(Rollouts.seed(c, r, Seeds.TACTICS));
            // A posture's rollout starts at the choice of a unit with its script alone: no order is armed (orders[]
            // holds the candidates of an earlier order search, perhaps of an earlier battle).
            if (assaults && !posture && !pgsRunning) {
                lead.armOrder(orders[k]);
            } else if (!scripts && !assaults) {
                lead.arm(unit[k], regiment[k]);
            }
            final double v = posture && k > 0 && r < played[0] && onOwn[unit[k]]
                    ? playVariant((DoctrineVariant) inRollout[unit[k]], r)
                    : playOut(posture ? postureHorizon : pgsRunning ? 0 : horizon, deepNow() ? deep : 0);
            work += rollout.decisions() - start;
            scores[k * stride + r] = v;
            value[k] += v;
            if (deepNow()) {
                farScores[k * stride + r] = lastFar;
                farValue[k] += lastFar;
            }
            played[k]++;
            rollouts++;
        }
    }

    /**
     * A posture rollout of a script that amends the own doctrine's orders ({@link #onOwn}), whose yardstick has played
     * rollout {@code r} already: the script's turn first; if the script changed no order in it and the battle goes
     * on, the copy stands where the yardstick's rollout {@code r} stood at that turn's end, on the same dice (doctrine
     * draws none), with the own doctrine to play after it, so the rest is that rollout and its score the yardstick's
     * ({@code scores[r]}); else played on as {@link #playOut} would. The same score as playing it out, for the work
     * of one turn instead of all the turns left (issue 21's cost: on points-regiment's Confederates, aggressive, 46%
     * of the charge script's posture rollouts and 9% of the dig script's end so).
     */
    private double playVariant(DoctrineVariant script, int r) {
        script.amended = false;
        boolean over = rollout.advance(HardtackEngine.END_OF_TURN);
        if (!over && !script.amended) {
            return scores[r];
        }
        if (postureHorizon <= 0) {
            over = over || rollout.advance(HardtackEngine.END_OF_BATTLE);
        } else {
            for (int k = 1; k < postureHorizon && !over; k++) {
                over = rollout.advance(HardtackEngine.END_OF_TURN);
            }
        }
        return score(over);
    }

    /**
     * Plays the copy on for {@code horizon} turns (the current one counted; 0: to the end) and scores it; with {@code
     * deep} past the horizon, plays on to {@code deep} turns and leaves that leaf's score in {@link #lastFar} (the
     * near one's when the battle ended before).
     */
    private double playOut(int horizon, int deep) {
        boolean over;
        if (horizon <= 0) {
            over = rollout.advance(HardtackEngine.END_OF_BATTLE);
        } else {
            over = false;
            for (int k = 0; k < horizon && !over; k++) {
                over = rollout.advance(HardtackEngine.END_OF_TURN);
            }
        }
        final double near = score(over);
        lastFar = near;
        if (deep > horizon && horizon > 0 && !over) {
            for (int k = horizon; k < deep && !over; k++) {
                over = rollout.advance(HardtackEngine.END_OF_TURN);
            }
            lastFar = score(over);
        }
        return near;
    }

    /** The rollout's score: its outcome when the battle is {@code over}, else the cut-off's ({@link #leaf}). */
    private double score(boolean over) {
        if (over) {
            rollout.record(record);
            return RolloutScore.outcome(record.winner, side);
        }
        final int decision = Victory.atTurnLimit(t.victory.tieBreak, rollout.objectivePoints(0),
                rollout.objectivePoints(1), rollout.casualtyPoints(0), rollout.casualtyPoints(1));
        final int winner = Victory.winner(decision);
        final double outcome = RolloutScore.outcome(winner, side);
        final HardtackState s = rollout.state();
        final double mine = toBreak(t, s, side);
        final double theirs = toBreak(t, s, 1 - side);
        if (leaf == LEAF_CHANCE) {
            return chance(s, mine, theirs, winner);
        }
        final double margin = RolloutScore.breakMargin(mine, theirs, outcome);
        if (leaf == LEAF_BREAK) {
            return margin;
        }
        // The turn-limit decision weighs in as the battle nears its turn limit: the share of the turns played.
        final double late = Math.min(1, (double) s.turn() / t.victory.maxTurns);
        return (1 - late) * margin + late * outcome;
    }

    /**
     * The chance that the side wins, at a cut-off after {@code s.turn()} of the battle's turns, by the victory rules
     * ({@code leaf=chance}): an army breaks when its progress towards break-at reaches 1 before the turn limit, else
     * the turn limit decides, by objectives held, then (tie-break casualties) the smaller casualty points. Each army's
     * progress goes on at its rate so far (progress over turns played), its spread over the turns left that of
     * companies lost at that rate one by one (a company's share {@link #lump}: variance lump * rate * turns left), so
     * a margin far from break-at with few turns left decides nothing; the casualty points' difference goes on at its
     * rate so far with the variance of points lost one by one. Objectives are taken as held at the limit. Both armies
     * breaking are ordered by the break-at margin. Each chance by the normal tail ({@link #upperTail}).
     *
     * @param winner the turn-limit decision's winner now
     */
    private double chance(HardtackState s, double mine, double theirs, int winner) {
        final double played = Math.max(1, s.turn());
        final double left = Math.max(0, t.victory.maxTurns - s.turn());
        final double pMine = breaks(mine, played, left, lump[side]);
        final double pTheirs = breaks(theirs, played, left, lump[1 - side]);
        double limit = RolloutScore.outcome(winner, side);
        if (rollout.objectivePoints(0) == rollout.objectivePoints(1)
                && t.victory.tieBreak == Victory.TIE_CASUALTIES) {
            final double lost = rollout.casualtyPoints(side);
            final double dealt = rollout.casualtyPoints(1 - side);
            final double spread = Math.sqrt((lost + dealt) / played * left);
            if (spread > 0) {
                limit = upperTail(-(dealt - lost) * (1 + left / played) / spread);
            }
        }
        final double first = 0.5 + 0.5 * Math.max(-1, Math.min(1, theirs - mine));
        return pTheirs * (1 - pMine) + pMine * pTheirs * first + (1 - pMine) * (1 - pTheirs) * limit;
    }

    /** The chance that progress {@code p} towards break-at reaches 1 in {@code left} turns at its rate so far. */
    static double breaks(double p, double played, double left, double lump) {
        if (p >= 1) {
            return 1;
        }
        final double rate = p / played;
        final double spread = Math.sqrt(lump * rate * left);
        final double gap = 1 - p - rate * left;
        if (spread <= 0) {
            return gap <= 0 ? 1 : 0;
        }
        return upperTail(gap / spread);
    }

    /**
     * A side's progress towards break-at (section 14, victory.break-at): 1 when it breaks; a company broken, routed,
     * fled or without a fit figure counts 1, any other its share of figures lost; sharpshooters aside.
     */
    static double toBreak(HardtackTemplate t, HardtackState s, int sd) {
        double out = 0;
        int all = 0;
        for (int u = 0; u < t.unitCount(); u++) {
            if (t.side[u] != sd || t.type[u] == HardtackCodes.SHARPSHOOTER) {
                continue;
            }
            all++;
            if (!s.present(u) || s.confidence[u] >= HardtackCodes.BROKEN) {
                out += 1;
            } else if (t.figures[u] > 0) {
                out += (double) (t.figures[u] - s.fit[u]) / t.figures[u];
            }
        }
        return all == 0 ? 1 : Math.min(1, out / Math.max(1e-9, t.victory.breakAt * all));
    }

    /**
     * The searching side in a rollout: the armed candidate answers its first choice of a unit (and that unit's
     * Activate Regiment), the script the rest. Also the rollout player of the test tool SearchRegretCheck.
     */
    static final class Lead implements HardtackPlayer {
        private HardtackPlayer script;
        /** The script to the end of turn {@link #until}, and the one after it. */
        private HardtackPlayer first;
        private HardtackPlayer rest;
        private int until;
        private boolean armed;
        private boolean armedRegiment;
        private int unit;
        private boolean regiment;

        void script(HardtackPlayer p) {
            script(p, p, 0);
        }

        /** {@code p} commands to the end of turn {@code turn}, {@code after} from the next. */
        void script(HardtackPlayer p, HardtackPlayer after, int turn) {
            first = p;
            rest = after;
            until = turn;
            script = p;
            order = null;
            armed = false;
            armedRegiment = false;
        }

        /** The script for the turn the copy stands in. */
        private void pick(HardtackEngine e) {
            script = e.state().turn() <= until ? first : rest;
        }

        void arm(int u, boolean reg) {
            armed = true;
            unit = u;
            regiment = reg;
        }

        /** The first order asked in the rollout is {@code o} (the copy stands at that order). */
        void armOrder(HardtackOrder o) {
            order = o;
        }

        private HardtackOrder order;

        @Override
        public void startBattle(HardtackEngine e) {
            pick(e);
            script.startBattle(e);
        }

        @Override
        public boolean goFirst(HardtackEngine e, int sd) {
            pick(e);
            return script.goFirst(e, sd);
        }

        @Override
        public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
            armedRegiment = false;
            if (armed) {
                armed = false;
                armedRegiment = unit >= 0;
                return unit;
            }
            pick(e);
            return script.chooseUnit(e, sd, mayPass);
        }

        @Override
        public boolean activateRegiment(HardtackEngine e, int u) {
            if (armedRegiment && u == unit) {
                armedRegiment = false;
                return regiment;
            }
            pick(e);
            return script.activateRegiment(e, u);
        }

        @Override
        public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
            if (order != null) {
                o.set(order.action, order.target, order.arg, order.x, order.y);
                order = null;
                return;
            }
            pick(e);
            script.decide(e, u, index, o);
        }

        @Override
        public int reactionFire(HardtackEngine e, int sd, int mover) {
            pick(e);
            return script.reactionFire(e, sd, mover);
        }
    }
}
