package org.muster.tactics.hardtack;

import java.util.Map;

import org.muster.model.PlayerSpec;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchPreset;

/**
 * The options of hardtack's {@code search} player, read from its preset: {@code --ai 0=search:budget=48,horizon=2} or
 * {@code player: {ai: search, preset: "strong"}}. Comma-separated {@code budget=N} (rollouts per searched decision, 1
 * to 100,000), {@code horizon=T} (turns per rollout, the current one counted; 0 to the end), {@code
 * only=script|units|assault|orders|company}, {@code margin=M} (0 to 1), {@code test=paired|margin}, {@code
 * select=flat|halving}, {@code leaf=break|blend|chance} ({@link #LEAF}), {@code posture=T|off} (the turn's hold or
 * advance searched with rollouts of T turns, 0 to the end: {@link #POSTURE}), {@code push=off|on|all} (the {@link
 * PushPlayer} script as a further posture: {@link #PUSH}), {@code family=off|on} (the paired test's Z by the number of
 * challengers: {@link #FAMILY}), {@code pgs=off|on}, {@code pgs-budget=N}, {@code pgs-passes=P} (a script per company
 * for the turn: {@link #PGS}), {@code deep=T} ({@link #DEEP}), {@code extend=N} ({@link #EXTEND}), {@code cap=N}
 * (the rollout decisions a battle may play: {@link #CAP}), {@code charge=off|on} and {@code dig=off|on} (further
 * postures: {@link #CHARGE}, {@link #DIG}), the presets {@code fast} and {@code strong}, and at most one doctrine
 * preset name (aggressive, balanced, defensive) for its own doctrine, which is the yardstick its search must beat.
 * Note that {@code --ai 0=search} keeps the scenario's doctrine preset but {@code --ai 0=search:budget=48} replaces it
 * (the preset is the whole option string): name it too ({@code search:aggressive,budget=48}) to compare against the
 * scenario's doctrine. Bad input is one {@link org.muster.model.ScenarioException} naming {@code
 * sides[i].player.preset} and the token. Called at compile time and once per side per engine.
 */
final class SearchOptions {
    /**
     * Defaults, chosen by measurement (issue 21, paired with doctrine-doctrine on the same battles of seed 5): close
     * assaults and regimental rallies searched ({@code only=orders}: doctrine's answer, the same doctrine's answer
     * without an assault, an assault on each enemy it may assault, and at any order of its own activation a rally of
     * each company it may rally), 256 rollouts of 2 turns, a challenger taking over only on a paired test. Over 1,000
     * battles against doctrine (side 0 / side 1, points), with the assault search alone ({@code only=assault}, the
     * default before) in brackets: cavalry-action +1.6 / +2.6 (+1.6 / +3.0), little-round-top +5.4 / +9.0 (+5.5 /
     * +8.2), meeting-engagement +6.1 / +4.1 (+4.8 / +3.5), points-regiment +6.0 / +7.9 (+4.7 / +6.5), stone-wall +4.2 /
     * +2.5 (+4.4 / +2.7); 95% intervals +-1.8 to +-3.3. Paired with the assault search battle by battle, the rallies
     * gain +1.4 +- 1.4 / +0.7 +- 1.3 on meeting-engagement and +1.4 +- 2.2 / +1.4 +- 2.1 on points-regiment, where
     * companies are rallied often; elsewhere a rally is rarely in reach and the search is nearly the assault search (at
     * most 7% more rollouts; paired, cavalry-action +0.1 +- 0.5 / -0.4 +- 0.8, little-round-top -0.1 +- 0.7 / +0.8 +-
     * 1.0, stone-wall -0.1 +- 0.9 / -0.2 +- 0.9). Searching the assaults with 1,024 rollouts gained nothing measurable
     * over 256 (meeting-engagement +4.6 / +3.6; points-regiment +0.4 / +1.6 on 300 battles). Also no gain: a transfer
     * to each company in reach as a further candidate (+0.4 +- 0.8 / +0.9 +- 0.7 on meeting-engagement, -0.3 +- 0.7 on
     * points-regiment's Union, over the rally search), the doctrine answer with its advance weight flipped (hold for
     * advance; +1.3 / +3.5 on meeting-engagement's 300 battles, against +4.3 / +3.3 without it: its deviations do not
     * win within a two-turn rollout), the Activate Regiment flag or a pass at a choice of a unit (+4.7 / +3.3 and +4.3
     * / +3.3 against +4.3 / +3.3, the same 300 battles), and taking any challenger that beats doctrine's answer by its
     * margin alone ({@code test=margin}, 0.02 or 0.05: +4.0 / +4.3 and +4.7 / +4.7 on meeting-engagement's 300
     * battles). Searching every company's first order ({@code only=company}: the other presets' answers, each volley
     * and rally as well) gained no more on 300 battles (meeting-engagement +1.5 / +0.3, stone-wall +1.5 / +4.3,
     * little-round-top +4.3 / +6.2): its extra challengers (a guess, not measured) pass the paired test by noise more
     * often. Rollouts to the end of the battle (horizon 0, 48 rollouts) -0.5 at little-round-top's 20th Maine. The
     * turn's doctrine preset (portfolio) and the unit to activate gained nothing measurable earlier (-1.5 to +1.0 and
     * -3.5 to +7.5). On an unbundled defence of a farm ridge (doctrine's defender winning 85%) either search gains
     * within half a point. The costliest cell, stone-wall's Union, took 270 user CPU-s for 1,000 battles ({@code
     * --threads 1} on a loaded machine; 251 s with the assault search alone, measured earlier).
     */
    static final int BUDGET = 256;
    static final int HORIZON = 2;
    static final int ONLY = SearchPlayer.ONLY_ORDERS;
    static final double MARGIN = 0.02;
    static final boolean PAIRED = true;
    static final boolean HALVING = false;
    /**
     * The cut-off's score ({@code leaf=break|blend|chance}): the break-at margin (the default, {@link
     * SearchPlayer#LEAF_BREAK}), blended with the turn-limit outcome ({@code blend}, above), or the chance of winning
     * by the victory rules ({@code chance}, SearchPlayer's {@code chance}): each army's progress towards break-at
     * going on at its rate so far for the turns left, with the spread of companies lost one by one, the turn limit
     * deciding by objectives held, then by the casualty points' difference projected the same way. Tried on 6 December
     * for issue 21 (the cut-off scored as the battle is decided rather than by a linear margin), over the first 300
     * battles of seed 5, paired per battle with the default on the same battles (gain over it in points, 95%
     * interval; against doctrine-doctrine in brackets, chance / default): cavalry-action's Union -1.0 +- 2.5 (+6.0 /
     * +7.0; 99 / 102 user CPU-s), its Confederates +0.0 +- 2.1 (+2.7 / +2.7; 59 / 53), stone-wall's Confederates -0.7
     * +- 2.6 (+3.0 / +3.7; 67 / 70), little-round-top's 20th Maine -1.0 +- 4.0 (-2.0 / -1.0; 232 / 158, on a machine at
     * load 15 to 23). Not the default: no gain beyond noise. Both scores rank the order
     * search's few candidates (an assault or not, a rally or not; 14 searched decisions a battle, 9% of answers
     * changed either way on cavalry-action's Confederates, SearchCostCheck over 25 battles of seed 5) by the same
     * two-turn casualty exchange, and the posture search plays to the end of the battle, where there is no cut-off.
     * Commands: {@code java -jar J run scenarios/hardtack/X.yaml --ai S=search:PRESET,leaf=chance -n 300 --seed 5
     * --threads 1 --battles-csv}, PRESET the side's own, paired per battle with {@code --ai S=search}.
     */
    static final int LEAF = SearchPlayer.LEAF_BREAK;
    /**
     * The posture search's horizon in turns (0: to the end), -1 off ({@code posture=T|off}; see {@link SearchPlayer}).
     * The numbers above were measured against doctrine before its {@code hold-lead} (issue 19). Against the doctrine
     * that holds ground while ahead, the order search alone gained little: meeting-engagement n=1000 seed 5, paired
     * with doctrine-doctrine battle by battle, +1.5 +- 1.7 / +3.1 +- 1.7 (5.5 searched decisions and 0.25 changed
     * answers a battle), and SearchLadderTest's seed +2.2 / +1.6 at 1,500 pairs (z 2.98 / 2.29, failing). What holding
     * buys shows at the turn limit, beyond a two-turn rollout; scoring the cut-off with the turn-limit outcome blended
     * in by the turns played ({@code leaf=blend}) gave +1.4 / +4.3. Searching the turn's posture (the one doctrine does
     * not take now, this turn only) over rollouts to the end: +3.8 +- 2.5 / +5.3 +- 2.4 on the same battles (z 3.0 /
     * 4.3); on SearchLadderTest's seed, 1,000 pairs, side 0 +4.7 (z 3.87), side 1 +2.9 (z 2.37, still short of the
     * ladder's 3). Paired with {@code posture=off} elsewhere, nothing significant either way: points-regiment side 1
     * -0.9 +- 1.7 (n=1000 seed 5; +4.2 +- 2.9 / +2.4 +- 3.0 against doctrine), an unbundled two-farm scenario with
     * uneven armies and both sides balanced -0.7 +- 3.0 / +1.2 +- 3.2 (n=500; the order search there gains +28.7 /
     * +17.7 over doctrine), cavalry-action's Union +0.1 +- 1.8 (n=400; +7.4 +- 3.6 against doctrine). Costs in user
     * CPU-s per 1,000 battles: meeting-engagement 210 / 215 (28 without), points-regiment 322 / 329 (98 without),
     * cavalry-action's Union 168; aggressive and defensive sides (little-round-top, stone-wall, cavalry-action's
     * Confederates) search no posture and play as before.
     */
    static final int POSTURE = 0;
    /**
     * The push script ({@link PushPlayer}) as a third candidate of the posture search when the scenario has objectives
     * ({@code push=on}; {@code off} without it). Where doctrine loses against itself was measured first, by
     * SearchRegretCheck (test scope): at every 4th decision of 30 doctrine-doctrine battles of seed 7, doctrine's
     * answer and its alternatives played 128 times each to the end. Every kind's regret (the best alternative, chosen
     * on half the rollouts and measured on the other half) is small, 0 to 3 points a decision (kinds with 10 or more
     * decisions): on meeting-engagement fire and reload +0.3 to +3.1 (side 1 reload +3.1 +- 0.7), moves -0.6 to +2.1,
     * the choice of a unit +0.4 / +0.3 +- 0.3; on stone-wall (20 battles of seed 5) the assaults, which the order
     * search already plays, +1.2 / +3.2, at most +1.8 elsewhere; on points-regiment's Union at most +1.0. The two-turn
     * leaf recovers a third or less of it (the pick by break margin with the paired test, measured to the end: fire and
     * reload +0.0 to +1.2). But one alternative beats doctrine on average at every such decision, with no choice: a
     * move towards the objective instead of a volley or a Reload, on meeting-engagement +1.1 to +2.8 points a
     * decision on side 1 (first and later orders that fire or reload; 134 to 212 decisions each) and up to +1.9 on
     * side 0; doctrine sends only the company nearest the objective, and only when it has no shot. As a turn's script
     * searched over rollouts to the end: meeting-engagement n=1000 seed 5, paired with doctrine-doctrine battle by
     * battle, +32.0 +- 3.7 / +33.6 +- 3.7 (z 16.9 / 17.6; 213 / 217 user CPU-s for the 1,000 battles, 210 / 215
     * before); on 300 of them side 1 +24.7 +- 6.9 (z 7.1) over {@code push=off} (the posture search before), with
     * the same rollouts per decision and 71 user CPU-s per 300 battles either way. On an unbundled two-farm scenario
     * (seven green companies against five veterans, both balanced, doctrine's side 0 winning 53%), 300 battles: +14.7
     * +- 6.4 / +48.0 +- 6.1 against doctrine, side 0 +2.7 +- 4.6 over {@code push=off}; cavalry-action's Union +6.5
     * +- 4.5 (doctrine already wins 85%; +7.4 before at n=400). Points-regiment has no objective and plays as before.
     * With {@code push=all} (an aggressive side searching its doctrine against the push), 300 battles: stone-wall's
     * Union -0.5 +- 4.5 against doctrine (the default gains +4.2 there), little-round-top's 15th Alabama +10.8 +- 6.0,
     * cavalry-action's side 1 +4.5 +- 4.6, at up to 1.7 times the CPU: not the default.
     *
     * <p>Then doctrine itself learnt to go for the objectives while its side loses at the turn limit (the balanced
     * preset's {@code objective} and {@code foot-assault} weights, issue 19), and the push script's lead shrank with
     * it: meeting-engagement n=1000 seed 5, search against doctrine, Union +9.4 +- 4.3 (50.3% to 59.7%; 271 user
     * CPU-s) and Confederates +14.8 +- 4.3 (49.6% to 64.5%; 269 user CPU-s), unpaired intervals. After doctrine's
     * gun rule and {@code stand} weight (9644830), the same commands: meeting-engagement +11.7 +- 4.2 (51.0% to 62.7%;
     * 302 user CPU-s) and +11.7 +- 4.2 (49.0% to 60.7%; 295), points-regiment +4.9 +- 4.3 (48.3% to 53.2%; 445) and
     * +2.4 +- 4.3 (51.7% to 54.1%; 417), cavalry-action +6.9 +- 2.7 (85.0% to 91.9%; 142) and +4.2 +- 3.2 (14.9% to
     * 19.1%; 102), on a machine shared with a {@code .ci/run}.
     * After doctrine's {@code stand} closes with better troops and a balanced gun unlimbers in shot reach ({@code
     * battery}; main at 8d445ea, which moved cavalry-action's and points-regiment's doctrine battles), paired per
     * battle with doctrine-doctrine (95% intervals): cavalry-action +6.6 +- 2.5 (84.0% to 90.6%) and +3.6 +- 2.5
     * (12.5% to 16.1%), points-regiment +5.5 +- 2.7 (47.3% to 52.8%; 528 user CPU-s) and +3.4 +- 2.5 (50.0% to
     * 53.4%; 536). Re-measured on 5 December (main 12bc582, the same commands): cavalry-action +6.5 +- 2.5 (84.1% to
     * 90.6%; 209 user CPU-s, 557 s wall on a machine at load 10 to 17) and +3.6 +- 2.5 (12.5% to 16.1%; 149, 301 s).
     *
     * <p>Tried for issue 21's short cells (4 December) and not kept, each over the first 300 battles of seed 5 paired
     * battle by battle with the default on the same battles (gain over it in points, 95% interval): the other doctrine
     * presets as further postures of the turn, for every side, so that aggressive and defensive sides search a posture
     * too (points-regiment -0.3 +- 3.5 / +0.0 +- 3.1, stone-wall's Confederates +1.7 +- 2.7, little-round-top's Union
     * -2.0 +- 3.1, cavalry-action's Union -1.0 +- 2.7; against doctrine, stone-wall's Union +2.3 and cavalry-action's
     * Confederates -2.0, where the default gained +4.3 and +3.0 over 1,000 (3 December); about twice the CPU for a side
     * that searched no posture before: stone-wall's Union 150 user CPU-s per 300 battles, little-round-top's Union 153
     * against 78); a focus-fire script as a further posture for every side (each plain volley at the enemy whose fit
     * figures it takes the largest share of, so as to break companies: stone-wall's Confederates -0.3 +- 1.5, its Union
     * +0.0 against doctrine); each posture played to the end of the rollout instead of for this turn only
     * (points-regiment +2.3 +- 4.0 / -2.3 +- 3.3, cavalry-action's Union -0.3 +- 2.2); the own doctrine with {@code
     * stand} 0 and with {@code close} 1 as two further postures (points-regiment -0.7 +- 2.9 / -0.3 +- 2.7); and the
     * outcome of a rollout that ends the battle shaded by a fifth of the break-at margin, to give the paired test more
     * power (points-regiment +0.3 +- 1.1 / +0.3 +- 1.1). Still short, then: points-regiment, cavalry-action, stone-wall
     * and little-round-top's Union.
     *
     * <p>Tried on 5 December and not kept, as acw-skirmish's {@code plan=stand} moved its stubborn cell: where
     * companies move searched, the first time in hardtack. A stand script, doctrine except that a company it would move
     * (a move, a combat move, leaving its position or going into travel mode; not a broken one) fires where it stands
     * at doctrine's best target instead, or reloads, goes in position or holds, and no regiment activates. Over the
     * first 300 battles of seed 5, paired battle by battle with the default on the same battles (gain over it in
     * points, 95% interval): as a further posture of the turn for every side (this turn only, doctrine after it,
     * rollouts to the end), points-regiment +0.0 +- 2.1 / -0.3 +- 2.0, cavalry-action's Union +0.3 +- 2.0, stone-wall's
     * Union -1.0 +- 1.5 (138 user CPU-s against 78); as a further candidate of the order search at any order of a
     * company's own activation that moves it, the company then standing for the rest of its activation (two-turn
     * rollouts, the paired test), points-regiment -2.7 +- 4.7 / -0.3 +- 4.1, cavalry-action's Union +2.0 +- 2.4,
     * stone-wall's Union +1.0 +- 4.4 (202 user CPU-s against 78), and little-round-top's Union the same battles: its
     * companies go in position at their first activation and never move again (a replay of a battle it lost, battle 11:
     * it is broken by the 15th Alabama's close assaults, not by leaving cover), so there is no move to search. On
     * points-regiment it searched 5 more decisions a battle than the default (36.7 against 31.6, SearchCostCheck over
     * 10 battles of seed 5) and changed 6% of its searched answers; there companies mostly stand and fire already. The
     * default on the current doctrine (with defensive {@code patience}), the same 300 battles against
     * doctrine-doctrine: stone-wall's Union +2.3 +- 4.8, little-round-top's Union +1.7 +- 3.9. Also not kept: the order
     * search's rollouts played to the end of the battle where an assault is among its candidates (a longer horizon only
     * at the few decisions of most weight; the other order searches keep two turns): little-round-top's 15th Alabama
     * -1.0 +- 5.0 over the default on the same 300 battles (131 user CPU-s against 70; the default +6.7 +- 4.5 against
     * doctrine there).
     *
     * <p>Tried on 5 December and not kept, once the forward model could stop at a reaction fire (section 3.8,
     * HardtackState.reactionMover, issue 20): the reaction searched, as the defending cells were thought decided inside
     * the enemy's activation. Candidates doctrine's answer (the yardstick), no reaction, and every other unit that may
     * fire at the mover now, the rollout's first reaction answered with the candidate, the paired test as for orders.
     * Over the first 400 battles of seed 5, paired battle by battle with the default on the same battles (gain over it
     * in points, 95% interval): with the order search's two-turn rollouts, stone-wall's Confederates and Union and
     * little-round-top's 15th Alabama won exactly the same battles, little-round-top's 20th Maine -0.5 +- 1.2; the
     * candidates' two-turn values lie within a point of score of each other (stone-wall's opening: 0.566 to 0.588), so
     * the paired test changed 0.04 answers a battle of 14.5 reactions searched (SearchCostCheck, stone-wall's
     * Confederates, 20 battles), at 2.3 times the CPU (106 user CPU-s per 400 battles against 45). With rollouts to the
     * end of the battle for the reactions only, which change 0.6 to 1.1 answers a battle: 128 rollouts a reaction,
     * stone-wall's Confederates +1.0 +- 3.3 and little-round-top's 20th Maine -1.5 +- 2.3 (167 and 202 user CPU-s per
     * 400 battles); 256 rollouts, -3.2 +- 2.7 and -2.8 +- 2.3 (285 and 265): doctrine's reaction rule (a volley worth
     * more than its patience or REACT_WORTH) is not beaten by what the rollouts pick.
     */
    static final boolean PUSH = true;
    /** The push searched also by sides that advance without a hold-lead ({@code push=all}). */
    static final boolean PUSH_ALL = false;
    /**
     * The paired test's Z corrected for the number of challengers ({@code family=on}; {@link SearchPlayer}): Z = 2 for
     * one challenger, the Sidak z for k (2.28 for two, 2.61 for five, 2.86 for eleven), so that the chance that any of
     * k equal challengers replaces doctrine's answer by noise is that of one. Tried on 5 December for issue 21's
     * little-round-top 20th Maine (side 0, the defender; search -1.5 against doctrine at n=1000). Where search and
     * doctrine-doctrine first part there (300 battles of seed 5, every searched decision logged): 32 searched decisions
     * a battle, 4.7% of answers changed (1.5 a battle), nearly all a close assault instead of a volley or a Reload, at
     * five to seven candidates (up to six challengers: at Z = 2 one of five or six equal ones passes by noise 11 to 13%
     * of the time); 20 battles doctrine won were lost and 17 lost were won, and no family of first changes lost
     * significantly (by doctrine's answer: a volley replaced by an assault in 138 battles, +0.7 points, a Reload in 42,
     * -7.1; by turn, -14 to +50 on 2 to 77 battles): the default there is within noise of doctrine (-1.0 +- 4.0 paired
     * with doctrine-doctrine, 89.7% to 88.7%), not a defect a decision family shows. {@code family=on} halves the
     * changed answers (2.0%) and, over the same 300 battles paired with the default: little-round-top's 20th Maine +1.3
     * +- 3.8 (+0.3 +- 3.0 against doctrine; 134 user CPU-s against 147), stone-wall's Union -1.7 +- 3.9 (+1.0 +- 4.7
     * against doctrine, the default +2.7 +- 5.0; 117 and 113 user CPU-s), stone-wall's Confederates -0.7 +- 2.5 (+4.3
     * +- 3.0 against doctrine, the default +5.0 +- 3.2; 49 user CPU-s either way). Not the default: no gain beyond
     * noise. Commands: {@code java -jar J run scenarios/hardtack/X.yaml --ai S=search:PRESET,family=on -n 300 --seed 5
     * --threads 1 --battles-csv}, PRESET the side's own (defensive, aggressive), paired per battle.
     */
    static final boolean FAMILY = false;
    /**
     * The per-company portfolio greedy search ({@code pgs=off|on}, {@code pgs-budget=N} rollouts per company searched,
     * {@code pgs-passes=P}; {@link SearchPlayer}, {@link CompanyScripts}; after Churchill and Buro, "Portfolio Greedy
     * Search and Simulation for Large-Scale Combat in StarCraft", 2013). Tried on 6 December for issue 21's short
     * cells, where a side-wide posture had failed: at the turn's first choice of a unit, after the posture search,
     * every foot or horse company not broken starts on the turn's posture, and each in turn (nearest to the enemy
     * first) tries the other scripts (stand, advance, the aggressive preset's answer for a side not aggressive) for
     * itself alone, this turn only and the own doctrine after it, rollouts to the end, the paired test deciding; one
     * pass. Over the first 300 battles of seed 5, paired battle by battle with the default on the same battles (gain
     * over it in points, 95% interval; user CPU-s per 300 battles, the default's in brackets), {@code pgs-budget=96}:
     * points-regiment's Union +3.3 +- 5.5 (386; 152) and Confederates +5.0 +- 5.6 (393; 152), stone-wall's Union +3.7
     * +- 2.9 (z 2.55; 243; 89) and Confederates +1.0 +- 2.4 (107; 33), cavalry-action's Confederates -0.7 +- 2.1 (75;
     * 42), little-round-top's 15th Alabama -2.3 +- 4.2 (335; 66). Battles changed: 70 and 75 of 300 on
     * points-regiment, 10 to 41 elsewhere. Commands: {@code java -jar J run scenarios/hardtack/X.yaml --ai
     * S=search:PRESET,pgs=on -n 300 --seed 5 --threads 1 --battles-csv}, PRESET the side's own, paired per battle
     * with {@code --ai S=search:PRESET}. With {@code pgs-budget=256} (more power for the paired test; the same
     * battles): points-regiment's Confederates +2.0 +- 5.1 (768), stone-wall's Union +2.0 +- 3.2 (475) and
     * Confederates +1.7 +- 2.7 (228), cavalry-action's Confederates -0.3 +- 1.7 (138), little-round-top's 15th Alabama
     * -0.3 +- 3.8 (806); points-regiment's Union not run. Gains and losses both move towards nothing, as noise
     * would. Not the default: z 2 on one side only (stone-wall's Union at 96, not repeated at 256), two below
     * nothing, two to five times the CPU. Searched only with {@code only=assault|orders|company}, where the posture
     * search runs.
     */
    static final boolean PGS = false;
    /**
     * {@code deep=T} (0: off): the order search's rollouts play on past the horizon to T turns (the current one
     * counted) and score a second, deep leaf there. The near leaf's scores and choice are kept; only where they keep
     * doctrine's answer does a second paired test on the deep leaf's scores get a say (acw-skirmish's {@code
     * leaves=either}). Tried for issue 21 on 7 December 2026 (lead), over the first 300 battles of seed 5, paired per
     * battle with the default on the same battles (gain over it in points, 95% interval; over doctrine-doctrine with
     * {@code deep=4} / the default in brackets; user CPU-s with / without): cavalry-action's Union {@code deep=4} -0.7
     * [-3.7, +2.4] (+5.7 / +6.3; 76 / 57), its Confederates +0.0 [-3.1, +3.1] (+2.7 / +2.7; 68 / 48), stone-wall's
     * Confederates +1.0 [-1.9, +3.9] (+4.7 / +3.7; 46 / 34) and with {@code deep=8} -0.7 [-2.9, +1.6] (55),
     * little-round-top's 15th Alabama -0.7 [-5.2, +3.9] (+7.0 / +7.7; 116 / 73). Not the default: no gain beyond
     * noise at 1.4 to 1.6 times the CPU. Unlike acw-skirmish's cards, an assault's or a rally's worth shows within
     * the two turns the near leaf plays, and what the deep leaf adds is noise. Commands: {@code java -jar J run
     * scenarios/hardtack/X.yaml --ai S=search:PRESET,deep=4 -n 300 --seed 5 --threads 1 --battles-csv}, PRESET the
     * side's own, paired per battle with {@code --ai S=search}.
     */
    static final int DEEP = 0;
    /**
     * The charge script ({@link ChargePlayer}: every steady company assaults at its activation's first order when it
     * may) as a further candidate of the posture search, for this turn and the own doctrine after it, rollouts to the
     * end ({@code charge=on}, the default with {@link #DIG} since 7 December 2026; {@code charge=off} without), for
     * every side whose doctrine advances: an aggressive side then
     * searches its own doctrine against the charge.
     *
     * <p>Where doctrine loses on the short cells, SearchRegretCheck on 7 December 2026 (issue 21; 30 doctrine-doctrine
     * battles of seed 7, 128 rollouts to the end per candidate at every 4th decision; its substitution table now
     * with the standard error over decisions and clustered by battle, se/b). Decisions a battle (choices of a unit /
     * orders), the largest mean regrets (points a decision, kinds with 10 or more probed), and the alternative kinds
     * that beat doctrine's answer on average with no choice (points a decision, se / se/b, decisions):
     * cavalry-action's Union (doctrine 81.7%; 18 / 27 a battle; 22 user CPU-s): a volley's and an assault's +1.5 +-
     * 0.6 and +2.1 +- 0.6; an assault instead of a move at the first order +2.1 (0.7 / 1.1, 55), instead of a volley
     * +1.1 (0.4 / 0.7, 138). Its Confederates (18.3%; 20 / 29; 19 s): every regret +0.3 or less; an assault instead
     * of a move -2.3 (0.3 / 0.4, 101), nothing beats doctrine beyond its se. Little-round-top's 20th Maine (85.0%; 64
     * / 111; 76 s): every regret within +-0.6 (the choice of a unit +0.4 +- 0.2 at 56 a battle); an assault instead of
     * a volley -3.0 (0.2 / 0.4, 546); another preset's in-position order instead of a first-order hold +0.9 (0.4 /
     * 0.4, 81). Its 15th Alabama (15.0%; 69 / 124; 144 s): an assault's regret +1.0 +- 0.5, a volley's +0.9 +- 0.5;
     * an assault instead of a move at the first order +1.8 (0.3 / 0.4, 196 at 46 such moves a battle).
     * Points-regiment's Confederates (58.3%; 67 / 130; 141 s): a first volley's +0.7 +- 0.4, the rest below +0.7;
     * going in position instead of a first volley +1.4 (0.4 / 0.4, 201), instead of a later Reload +1.0 (0.4 / 0.4,
     * 195), a volley instead of a later move +1.8 (0.4 / 0.7, 80). The two-turn pick of the same rollouts recovers
     * half or less of any regret (h2-gain +1.1 of +2.1 at cavalry-action's Union's assaults, +0.8 of +1.0 at the 15th
     * Alabama's). The one kind found on two sides is a close assault in reach (by the rules, not by doctrine's
     * declaring reach) instead of a move, and it loses on a third; the order search already has each assault in reach
     * among its candidates, with two-turn rollouts. Hence the charge as a posture of the whole turn, to the end.
     * Command: {@code java -cp J:simulator/target/test-classes org.muster.tactics.hardtack.SearchRegretCheck
     * scenarios/hardtack/X.yaml SIDE 30 7 128 4}. Stone-wall, the same check (lead, 7 December 2026, after the
     * default below): its Union (doctrine 78.3% there; 1,215 decisions probed) has no kind with a regret over +0.009
     * a decision and no alternative kind beating doctrine's answer beyond its se (the best, another assault target
     * instead of doctrine's, +0.4 (0.3 / 0.3, 185)); its Confederates (21.7%; 718) the largest regret at a first-order
     * assault, +3.0 +- 1.6 (17 probed, 2.1 a battle, of which the search's two-turn pick recovers +1.1), and no
     * alternative kind beating doctrine on average. Stone-wall's shortfall is not in one order followed by doctrine.
     *
     * <p>Measured with {@code charge=on} over the first 300 battles of seed 5, paired per battle with the default on
     * the same battles (gain over it in points, 95% interval; battles changed; user CPU-s per 300 battles with /
     * without): little-round-top's 15th Alabama +6.7 [+1.6, +11.8] (z 2.56; 62 changed; 129 / 57), cavalry-action's
     * Union +0.7 [-1.8, +3.1] (14; 49 / 48) and Confederates +0.0 (none changed: the charge never passes the paired
     * test there; 54 / 38), stone-wall's Union -0.7 [-3.6, +2.3] (20; 123 / 79), points-regiment +1.7 [-1.5, +4.8] /
     * +1.7 [-1.6, +4.9] (23 / 25; 131 / 133 and 135 / 135: a fourth posture shares the same budget),
     * meeting-engagement +0.7 [-3.4, +4.7] / +2.7 [-1.4, +6.7] (38 / 38; 86 / 84 and 87 / 86). On
     * little-round-top's 15th Alabama over 1,000 battles of seed 5, paired per battle: against doctrine-doctrine +12.5
     * [+9.5, +15.5] (9.0% to 21.5%; 420 user CPU-s), the default there +6.8 [+4.2, +9.4] (9.0% to 15.8%; 167), so
     * +5.7 [+2.9, +8.5] over the default (z 3.95).
     *
     * <p>Made the default together with {@link #DIG} (issue 21, lead, 7 December 2026): over 1,000 battles of seed 5
     * against doctrine-doctrine, paired per battle (points, 95% interval; the default before, off and off, in
     * brackets; user CPU-s per 1,000 battles): cavalry-action's Union +6.3 [+3.6, +9.0] (+6.8; 146) and Confederates
     * +4.3 [+1.8, +6.8] (+3.6; 162); little-round-top's 20th Maine +1.8 [-0.5, +4.1] where doctrine wins 87.8% (+1.9;
     * 546: the dig is searched and rarely taken) and 15th Alabama +11.2 [+8.3, +14.1] (+6.8; 459); meeting-engagement
     * +13.6 [+9.9, +17.3] and +14.7 [+11.1, +18.3] (+11.0 and +12.9; 280 and 287); points-regiment +16.5 [+12.7,
     * +20.3] and +18.8 [+15.0, +22.6] (+2.5 and +3.1; 469 and 441); stone-wall +5.1 [+2.4, +7.8] and +4.4 [+2.4,
     * +6.4] (+4.3 and +3.8; 389 and 229). Five of the ten sides over 8 (two before); over the first 300 battles,
     * paired with the default before, none below it: +0.0 to +3.7 on the eight that gained little, points-regiment
     * +15.3 [+8.4, +22.2] and +17.0 [+9.8, +24.2]. Commands: {@code java -jar J run scenarios/hardtack/X.yaml --ai
     * S=search:PRESET,charge=on,dig=on -n 1000 --seed 5 --threads 1 --battles-csv}, PRESET the side's own, paired per
     * battle with the same run without {@code --ai} (and over 300 with {@code charge=off,dig=off}).
     */
    static final boolean CHARGE = true;
    /**
     * The dig script ({@link DigPlayer}: a steady company that doctrine would have fire or reload goes in
     * position first) as a further candidate of the posture search, for this turn and the own doctrine after it,
     * rollouts to the end ({@code dig=on}, the default since 7 December 2026 with {@link #CHARGE}, where the ten
     * sides' figures are; {@code dig=off} without), for every side: a side without a hold-lead searches its own
     * doctrine against it. Issue 21, 7 December 2026, from SearchRegretCheck's points-regiment Confederates
     * (going in position instead of a volley or a Reload, {@link #CHARGE}). Over the first 300 battles of seed
     * 5, paired per battle with the default on the same battles (gain over it in points, 95% interval; battles
     * changed; user CPU-s per 300 battles with / without): points-regiment's Union +15.7 [+8.6, +22.7] (z 4.36;
     * 50.3% to 66.0%; 123 changed; 128 / 133) and Confederates +17.7 [+10.4, +24.9] (z 4.80; 50.3% to 68.0%; 131
     * changed; 133 / 135). Elsewhere within noise, no loss: little-round-top's 15th Alabama -0.3 [-1.8, +1.1] (5
     * changed; 123 / 57: an aggressive side searches a posture with it), cavalry-action's Union +1.0 [-1.0,
     * +3.0] (9; 49 / 48) and Confederates +0.0 (none changed; 57 / 38), stone-wall's Union +0.7 [-0.3, +1.6] (2;
     * 123 / 79), meeting-engagement +2.3 [-1.4, +6.1] / +0.7 [-3.0, +4.4] (33 / 32; 90 / 84 and 87 / 86). On the
     * defensive sides (lead, 300 battles): stone-wall's Confederates +0.7 [-0.6, +2.0], little-round-top's 20th
     * Maine +0.3 [-0.3, +1.0]. Points-regiment's Confederates over 1,000 battles of seed 5 against
     * doctrine-doctrine, paired: +20.2 [+16.3, +24.1] (49.1% to 69.3%; 441 user CPU-s; the default +3.1 there).
     * Commands: {@code java -jar J run scenarios/hardtack/X.yaml --ai S=search:PRESET,dig=on -n 300 --seed 5
     * --threads 1 --battles-csv}, PRESET the side's own, paired per battle with {@code --ai S=search} as it was
     * then ({@code charge=off,dig=off} now).
     */
    static final boolean DIG = true;
    static final int PGS_BUDGET = 96;
    /**
     * Rollouts a close decision's two leaders may play on to, in budgets (unless {@code extend=N} gives them, 0 to
     * 100,000, 0 off): 4 x 256 = 1,024 at the default budget, 256 for {@code fast}, 2,048 for {@code strong}. The best
     * challenger by mean, where it passes the margin but not the paired test, and the yardstick play on in doubling
     * rounds until it passes or falls back ({@link SearchPlayer}; jacobite45's search does the same). The default
     * since 7 December 2026 (issue 21, lead), found by asking whether the short cells were short of rollouts: over the
     * first 300 battles of seed 5, paired per battle with the default before (charge and dig on, no extension; gain
     * over it in points, 95% interval; user CPU-s per 300 battles on a machine running two or three such jobs, the
     * default's from its 1,000-battle cells in brackets):
     * <ul>
     * <li>{@code strong} (512 rollouts for every search): cavalry-action +2.3 [-1.5, +6.2] and +4.3 [-0.6, +9.2] (98
     * and 114; 44 and 49), stone-wall +4.0 [+0.1, +7.9] and +3.0 [-1.1, +7.1] (254 and 150; 117 and 69),
     * little-round-top's 20th Maine +4.0 [+0.3, +7.7] (354; 164): the short cells gain from rollouts, at 2.2 times
     * the CPU;
     * <li>the posture searches alone at 512 (a trial option, removed): cavalry-action +1.3 [-1.4, +4.1] and +0.0 (8
     * battles changed), stone-wall +0.0 and -1.0 [-2.1, +0.1]; the order searches alone at 512, cavalry-action +2.3
     * and +4.3 (the Confederates' battles those of {@code strong}): the gain is in the order searches' close calls;
     * <li>{@code extend=1024}, this default: cavalry-action +4.3 [+0.6, +8.1] and +7.3 [+2.2, +12.4] (69 and 81),
     * stone-wall +4.0 [+0.2, +7.8] and -0.7 [-4.6, +3.3] (158 and 100), little-round-top +2.0 [-2.1, +6.1] and
     * +14.0 [+8.1, +19.9] (173 and 184; 164 and 138), meeting-engagement +3.0 [-3.5, +9.5] and +1.0 [-5.4, +7.4]
     * (170 and 159; 84 and 86), points-regiment +12.3 [+5.6, +19.1] and +7.7 [+1.6, +13.7] (223 and 242; 141 and
     * 132). Mean +5.5, none below 0 beyond noise, at 1.1 to 2.0 times the CPU.
     * </ul>
     * Over 1,000 battles of seed 5 against doctrine-doctrine, paired per battle (the default before in brackets; user
     * CPU-s per 1,000 battles, measured beside two or three other jobs): cavalry-action +9.8 [+7.1, +12.5] (+6.3; 209)
     * and +8.7 [+5.7, +11.7] (+4.3; 249), stone-wall +10.2 [+7.8, +12.6] (+5.1; 544) and +6.6 [+4.1, +9.1] (+4.4; 290),
     * little-round-top's 20th Maine +3.4 [+0.9, +5.9] where doctrine wins 87.8% (+1.8; 529), points-regiment's
     * Confederates +23.9 [+19.7, +28.1] (+18.8; 684). On scenarios nobody tuned it on (HeldOutLadderTest, hardtack,
     * seed 7's four families, 500 pairs a side) search over doctrine +17.1 on average (z 23.38, none below 0; +12.1
     * before).
     * Commands: {@code java -jar J run scenarios/hardtack/X.yaml --ai S=search:PRESET,extend=1024 -n 300 --seed 5
     * --threads 1 --battles-csv} (or {@code strong}), PRESET the side's own, paired per battle with the same run on
     * the build before.
     */
    static final int EXTEND = 4;
    static final int PGS_PASSES = 1;
    /**
     * The rollout decisions a battle's searches may play at the default budget ({@code cap=N}, scaled by budget / 256;
     * 0 no cap; {@link SearchPlayer}): once a battle's rollouts have played that many decisions (the engine's own
     * count: a choice of a unit, an order, a reaction), the side plays its own doctrine for the rest of the battle.
     * After jacobite45's {@code cap}, for issue 21's dearest cell: points-regiment's Confederates with {@code
     * search:aggressive} took 343 s wall (664 user CPU-s) for 1,000 battles on two threads, over the 5 minutes. Its
     * rollouts are long (battles go to the 10-turn limit, the posture search's rollouts to the end, with the close
     * calls' extension), and the cost of a battle is its rollouts' decisions: counted on 100 battles of seed 5, 1.23
     * million a battle on average, up to 2.45 million (after the posture shortcut of {@link SearchPlayer}, which moved
     * no battle). Measured on 8 December 2026 (issue 21, helper ht32), {@code java -jar J run
     * scenarios/hardtack/points-regiment.yaml --ai 1=search:aggressive[,cap=N] -n 300 --seed 5 --threads 1
     * --battles-csv}, user CPU-s on a host shared with two other jobs (load 2.3 to 5): main before 193.4, with the
     * shortcut 170.9 (the same battles), with {@code cap=1400000} 163.3, with 1,200,000 155.5 (0.80 of main; 21 battles
     * of 300 changed against no cap, +1.7 [-1.3, +4.7] paired). 1,200,000 is reached in 49% of those battles, but it
     * saves only 9% of their CPU: a battle reaches it late, where the rollouts are short. Elsewhere, counted on 100
     * battles of seed 5 without a cap (the side's own preset): never reached on stone-wall's Confederates or either
     * side of cavalry-action, whose battles stay byte-identical; reached in 3 of 100 on little-round-top (each side), 9
     * and 4 on meeting-engagement, and 48 of 299 on stone-wall's Union, where over 300 battles paired with no cap it
     * gave -1.0 [-2.7, +0.7] (7 battles changed; +6.7 [+2.4, +10.9] against doctrine-doctrine, +7.7 without the cap).
     * Points-regiment with the scenario's balanced search ({@code --ai S=search:balanced,cap=N}), 300 battles against
     * doctrine-doctrine, paired: Union +30.7 [+23.0, +38.3] (the cap reached in 35% of battles; 141.9 user CPU-s),
     * Confederates +24.0 [+16.6, +31.4] (36%; 142.9), against 1,400,000 +31.3 and +23.7 (149.5 and 150.2 user CPU-s):
     * -0.7 [-2.5, +1.2] and +0.3 [-1.1, +1.8] paired with it. Over 1,000 battles without a cap they gained +27.3 and
     * +23.9. The cap grows with the budget ({@link Options#capFor}), so {@code strong} buys about the same searches.
     */
    static final long CAP = 1_200_000;
    /** {@code fast}: a quarter of the default budget; {@code strong}: twice it. */
    static final int FAST_BUDGET = 64;
    static final int STRONG_BUDGET = 512;
    static final int STRONG_HORIZON = 2;
    /** The presets of the portfolio, after the side's own doctrine (duplicates of it dropped). */
    private static final String[] PORTFOLIO = {"aggressive", "balanced", "defensive"};

    private SearchOptions() {
    }

    /**
     * hardtack's own keys: {@code only=}, {@code select=}, {@code leaf=}, {@code posture=}, {@code push=}, {@code
     * fast}, {@code strong}. The search player reads them whole ({@link SearchPlayer}'s constructor).
     */
    static final class Options extends SearchPreset {
        int only = ONLY;
        boolean halving = HALVING;
        int leaf = LEAF;
        int posture = POSTURE;
        boolean push = PUSH;
        boolean pushAll = PUSH_ALL;
        boolean family = FAMILY;
        boolean pgs = PGS;
        int pgsBudget = PGS_BUDGET;
        /** -1: {@link #EXTEND} budgets. */
        int extend = -1;
        int pgsPasses = PGS_PASSES;
        /** -1: {@link #CAP} scaled by the budget. */
        long cap = -1;
        int deep = DEEP;
        boolean charge = CHARGE;
        boolean dig = DIG;

        Options() {
            super(BUDGET, 100_000, HORIZON, MARGIN, PAIRED, false, 0);
        }

        @Override
        protected boolean own(String key, String value, boolean bare) {
            switch (key) {
                case "only":
                    only = ONLY_CODES[choice(value, "script", "units", "assault", "orders", "company")];
                    return true;
                case "select":
                    halving = choice(value, "flat", "halving") == 1;
                    return true;
                case "posture":
                    posture = value.equals("off") ? -1 : (int) number(value, 0, 100);
                    return true;
                case "push":
                    final int c = choice(value, "off", "on", "all");
                    push = c >= 1;
                    pushAll = c == 2;
                    return true;
                case "family":
                    family = choice(value, "off", "on") == 1;
                    return true;
                case "leaf":
                    leaf = choice(value, "break", "blend", "chance");
                    return true;
                case "pgs":
                    pgs = choice(value, "off", "on") == 1;
                    return true;
                case "pgs-budget":
                    pgsBudget = whole(value, 1, 100_000);
                    return true;
                case "extend":
                    extend = whole(value, 0, 100_000);
                    return true;
                case "charge":
                    charge = choice(value, "off", "on") == 1;
                    return true;
                case "dig":
                    dig = choice(value, "off", "on") == 1;
                    return true;
                case "deep":
                    deep = (int) number(value, 0, 100);
                    return true;
                case "cap":
                    cap = whole(value, 0, 1_000_000_000);
                    return true;
                case "pgs-passes":
                    pgsPasses = whole(value, 1, 4);
                    return true;
                default:
                    if (!speed(key, bare, FAST_BUDGET, STRONG_BUDGET)) {
                        return false;
                    }
                    horizon = key.equals("fast") ? HORIZON : STRONG_HORIZON;
                    return true;
            }
        }

        /** The rollouts a close decision's leaders may play on to, at the budget ({@link #EXTEND}). */
        int extendFor() {
            return extend >= 0 ? extend : (int) Math.min(100_000L, (long) EXTEND * budget);
        }

        /**
         * The rollout decisions a battle's searches may play, 0 no cap ({@link #CAP}): {@code cap=N} as given at the
         * default budget, scaled by budget / {@link #BUDGET} ({@code fast} a quarter, {@code strong} twice), so that
         * the cap buys the same number of searches whatever the budget.
         */
        long capFor() {
            final long c = cap >= 0 ? cap : CAP;
            return c == 0 ? 0 : Math.max(1, Math.round((double) c * budget / BUDGET));
        }

        @Override
        protected String ownKnown() {
            return "only=script|units|assault|orders|company, select=flat|halving, leaf=break|blend|chance, "
                    + "posture=T|off, push=off|on|all, family=off|on, pgs=off|on, pgs-budget=N, pgs-passes=P, deep=T, "
                    + "extend=N, cap=N, charge=off|on, dig=off|on, fast, strong";
        }

        @Override
        protected String ownNeeds() {
            return "only script, units, assault, orders or company; select flat or halving; "
                    + "leaf break, blend or chance; posture 0 to 100 or off; push off, on or all; family off or on; "
                    + "pgs off or on; pgs-budget 1 to 100000; pgs-passes 1 to 4; deep 0 to 100; "
                    + "extend 0 to 100000; cap 0 to 1000000000; charge off or on; dig off or on; "
                    + "fast and strong take no value";
        }
    }

    /** The {@code only=} codes in the order of their names above. */
    private static final int[] ONLY_CODES = {SearchPlayer.ONLY_SCRIPT, SearchPlayer.ONLY_UNITS,
        SearchPlayer.ONLY_ASSAULT, SearchPlayer.ONLY_ORDERS, SearchPlayer.ONLY_COMPANY};

    static SearchPlayer player(PlayerSpec p, int side, HardtackTemplate t, String field) {
        final Options o = new Options();
        o.read(p, t.scenario().source(), field);
        DoctrineWeights[] portfolio = new DoctrineWeights[PORTFOLIO.length];
        for (int i = 0; i < PORTFOLIO.length; i++) {
            portfolio[i] = DoctrineWeights.of(new PlayerSpec("doctrine", PORTFOLIO[i], Map.of()),
                    t.scenario().source(), field);
        }
        // The side's own weights last: what muster tune observes for this field is its own doctrine's.
        DoctrineWeights own = DoctrineWeights.of(new PlayerSpec("doctrine", o.preset, p.weights()),
                t.scenario().source(), field);
        DoctrineWeights[] postures = null;
        final boolean orders = o.only == SearchPlayer.ONLY_ASSAULT || o.only == SearchPlayer.ONLY_ORDERS
                || o.only == SearchPlayer.ONLY_COMPANY;
        if (orders && o.posture >= 0 && own.advance > 0 && own.holdLead > 0) {
            postures = new DoctrineWeights[] {with(p, o.preset, "hold-lead", t, field),
                with(p, o.preset, "advance", t, field)};
        } else if (orders && o.posture >= 0 && (own.advance > 0 && (o.push && o.pushAll || o.charge) || o.dig)) {
            postures = new DoctrineWeights[0];
        }
        return new SearchPlayer(side, own, opponent(t, 1 - side, own), portfolio, t, o, postures);
    }

    /** The side's own doctrine weights with {@code weight} 0. */
    private static DoctrineWeights with(PlayerSpec p, String preset, String weight, HardtackTemplate t, String field) {
        Map<String, Double> w = new java.util.HashMap<>(p.weights());
        w.put(weight, 0.0);
        return DoctrineWeights.of(new PlayerSpec("doctrine", preset, w), t.scenario().source(), field);
    }

    /**
     * The opponent's model in rollouts: its doctrine weights when the scenario (or {@code --ai}) makes it a doctrine
     * player, else the searching side's own (a naive, random or searching opponent is modelled as doctrine).
     */
    private static DoctrineWeights opponent(HardtackTemplate t, int side, DoctrineWeights own) {
        PlayerSpec q = t.player(side);
        if (SearchPreset.playsDoctrine(q)) {
            return DoctrineWeights.of(q, t.scenario().source(), "sides[" + side + "].player");
        }
        return own;
    }
}
