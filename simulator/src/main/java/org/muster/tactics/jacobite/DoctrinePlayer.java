package org.muster.tactics.jacobite;

import org.muster.rules.Victory;
import org.muster.rules.VictorySettings;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOdds;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * {@code doctrine}: scores its options with the rule set's exact odds under {@link DoctrineWeights}. In order: rally a
 * Broken unit, reform a Disordered one, reload an empty gun; guns fire case at the best target in case range, else
 * ball (with {@code gun-guard} only at enemy mounted horse that could charge the gun, when any is in reach); charge
 * when the exact chance of reaching (the sum of the charge dice against the distance), with
 * {@code charge-test} times the exact chance of going on under the defender's fire (A8.1, A9.4), is at least
 * {@code charge-odds} (clans at anyone, cavalry at formed foot only from flank or rear unless {@code horse-v-foot}
 * or, a formed clan, when {@code charge-look} weighs the charge, foot only at disordered, broken or open-order targets
 * and only when their front rank expects at least
 * {@code foot-edge} more hits than the defender's in the first round (A8.2); a target that has had its phase scores
 * {@code charge-spent} more, one charged in flank or rear {@code charge-flank} more, a Disordered, Broken, open-order
 * target or a gun {@code charge-soft} more), unless with {@code charge-look} the one-ply look-ahead of
 * {@link #chargeWorth} finds waiting better (waiting counting, times {@code charge-wait}, the chance that a clan or
 * mounted horse target that may still charge this turn charges first and breaks on the unit); fire at the target with
 * the most expected casualties (plus {@code shake-value} for a shot that forces a morale test), formed foot holding
 * fire until volley range when {@code hold-fire} but never against clans or horse; otherwise advance on the nearest
 * enemy, after {@code patience} turns when farther than its range plus {@code close-to} but at once within an enemy's
 * range (mounted horse that would charge a target but for the line of sight closing on it instead, at least a die;
 * mounted horse facing formed foot they would not charge to outside its musket range; clans and horse to where
 * their next charge would reach with {@code charge-odds} plus {@code charge-margin}; clans within the enemy's musket
 * range plus {@code rush} as far as they may, but a clan whose charge its nearest enemy's fire would stop, by
 * {@code clan-hope}, on the nearest enemy it could charge home, else to outside that enemy's range; shooters facing
 * them to {@code stand-off}), rolling the number of dice
 * whose mean distance best fits the wanted closing distance among those whose forced full move runs into a friend
 * with at most {@code blunder-risk}; a unit carrying a personality sends it to a Broken friend within its ride first.
 * With {@code objectives}, before advancing on the enemy a unit standing on a
 * scenario objective holds it, and after {@code patience} a unit nearer to an objective its side does not hold than to
 * the nearest enemy advances on that objective (the most points first, then the nearest), but for a side one more of
 * whose units broken would beat its army before the last {@code objective-late} turns (it fights with all); in the last
 * {@code objective-late} turns a unit on an objective does not charge off it and, while its side would not win were
 * the turn limit now and one more enemy unit broken would not beat the enemy's army, a unit that can reach an
 * objective its side does not hold marches on it rather than fire (but for a shot that makes its target test morale),
 * whatever enemy stands nearer. In the last {@code late-push} turns a side that would not win were the turn limit
 * now charges on the odds alone (no look-ahead) and no longer waits out its {@code patience}. Draws nothing random;
 * allocates nothing per decision.
 */
final class DoctrinePlayer implements JacobitePlayer {
    private final int side;
    private final DoctrineWeights w;
    /** The units that hold an objective (A11 [D]): present, neither Broken nor gone, in {@link #holdState}. */
    private final VictorySettings.Objectives.Holders holders;
    /** The state {@link #holders} reads: the one of the decision being taken. */
    private JacobiteState holdState;
    /** Scratch of one decision: the shots scored (target, case or ball, expected casualties). */
    private final int[] shotTarget = new int[2 * JacobiteTemplate.MAX_UNITS];
    private final boolean[] shotCase = new boolean[2 * JacobiteTemplate.MAX_UNITS];
    private final double[] shotValue = new double[2 * JacobiteTemplate.MAX_UNITS];
    private int shots;
    /** Morale dice a charge test is scored with at most (A9.2: a base a die; the largest clan has 8 bases). */
    private static final int MORALE_DICE = 16;
    /** The look-ahead's even chance that an enemy's card comes before a unit's next (A3: every card as likely). */
    private static final double HALF = 0.5;
    /** Scratch of the look-ahead: the risks of a charge gone home, fallen short, and of waiting. */
    private final double[] risk = new double[3];
    /** The template {@link #sumAtLeast} was built for. */
    private JacobiteTemplate tablesFor;
    /** P(the sum of n morale dice of a die code is at least k), [die][n][k]: built once per template. */
    private double[][][] sumAtLeast;

    DoctrinePlayer(int side, DoctrineWeights weights) {
        this.side = side;
        this.w = weights;
        this.holders = u -> (holdState.status[u] & (JacobiteCodes.GONE | JacobiteCodes.BROKEN)) == 0;
    }

    @Override
    public void startBattle(JacobiteEngine engine) {
        // Stateless between battles but for the morale tables of the template.
        tables(engine.template());
    }

    /** The morale sum tables of a template's dice (A9.2), built once when the template changes. */
    private void tables(JacobiteTemplate t) {
        if (tablesFor == t) {
            return;
        }
        final double[][][] at = new double[t.moraleFaces.length][MORALE_DICE + 1][];
        for (int die = 0; die < at.length; die++) {
            for (int n = 0; n <= MORALE_DICE; n++) {
                final double[] p = JacobiteOdds.sum(n, t.moraleFaces[die]);
                final double[] c = new double[p.length + 1];
                for (int k = p.length - 1; k >= 0; k--) {
                    c[k] = c[k + 1] + p[k];
                }
                at[die][n] = c;
            }
        }
        sumAtLeast = at;
        tablesFor = t;
    }

    /** P(n morale dice of a die code sum to at least k). */
    private double atLeast(int die, int n, int k) {
        final double[] c = sumAtLeast[die][Math.max(0, Math.min(n, MORALE_DICE))];
        return k <= 0 ? 1 : k >= c.length ? 0 : Math.min(1, c[k]);
    }

    /**
     * A11: the edge whose zone is nearer the more objective points, then the one with more places on high ground or in
     * cover; a fair coin (TACTICS stream) between equal edges.
     */
    @Override
    public boolean deploySouth(JacobiteEngine e) {
        final double diff = zoneValue(e, 0) - zoneValue(e, 1);
        if (Math.abs(diff) > 1e-9) {
            return diff > 0;
        }
        return e.tactics().below(2) == 0;
    }

    private static double zoneValue(JacobiteEngine e, int zone) {
        final JacobiteTemplate t = e.template();
        final double mine = meanY(t, zone);
        final double theirs = meanY(t, 1 - zone);
        double v = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            if (Math.abs(t.obj.y[o] - mine) < Math.abs(t.obj.y[o] - theirs)) {
                v += t.obj.points[o];
            }
        }
        double ground = 0;
        for (int k = 0; k < t.slotX[zone].length; k++) {
            ground += strong(t, t.slotX[zone][k], t.slotY[zone][k]) ? 1 : 0;
        }
        return v + ground / (1 + t.slotX[zone].length);
    }

    private static double meanY(JacobiteTemplate t, int zone) {
        double sum = 0;
        for (double y : t.slotY[zone]) {
            sum += y;
        }
        return t.slotY[zone].length == 0 ? 0 : sum / t.slotY[zone].length;
    }

    /** A place on a hill or in terrain that gives cover. */
    private static boolean strong(JacobiteTemplate t, double x, double y) {
        return t.table.heightAt(x, y) > 0 || t.coverOfArea[t.table.areaAt(x, y)] > 0;
    }

    /**
     * A11: foot (militia too: from the second row it could only stand behind the first, its moves blocked by the
     * friends ahead) and guns in the front row nearest the centre, cavalry on the flanks of the front row (the
     * outermost free place, left first), the second row when the first is full; foot and guns prefer a place on high
     * ground or in cover by {@code deploy-ground} inches.
     */
    @Override
    public int deploy(JacobiteEngine e, int u, int zone) {
        final JacobiteTemplate t = e.template();
        final int type = e.state().type[u];
        final boolean flank = JacobiteCodes.isCavalry(type);
        final double centre = t.table.width() / 2;
        int best = -1;
        double bestScore = -Double.MAX_VALUE;
        for (int k = 0; k < t.slotX[zone].length; k++) {
            if (!e.armies().placeFree(zone, k)) {
                continue;
            }
            final double dx = Math.abs(t.slotX[zone][k] - centre);
            double score = -100.0 * t.slotRow[zone][k] + (flank ? dx : -dx);
            if (!flank && strong(t, t.slotX[zone][k], t.slotY[zone][k])) {
                score += w.deployGround;
            }
            if (score > bestScore) {
                bestScore = score;
                best = k;
            }
        }
        return best;
    }

    @Override
    public void decide(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        tables(t);
        if (NaivePlayer.recover(s, u, order)) {
            return;
        }
        final int type = s.type[u];
        final boolean gun = type == JacobiteCodes.ARTILLERY;
        if (gun) {
            decideGun(e, u, order);
            return;
        }
        final int n = t.unitCount();
        // Charge.
        int chargeAt = -1;
        double chargeHome = 0;
        double bestOdds = w.chargeOdds;
        // The charge mounted cavalry would make but for the line of sight (A11 [D]: woods, buildings, crests and
        // units block it): the best such target and its odds.
        int blindAt = -1;
        double blindOdds = 0;
        final boolean mounted = e.sight().isMounted(u);
        for (int v = 0; v < n; v++) {
            if (t.side[v] == side || !s.present(v)) {
                continue;
            }
            final boolean soft = s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN)
                    || s.type[v] == JacobiteCodes.ARTILLERY || s.formation[v] == JacobiteCodes.DISMOUNTED;
            boolean willing;
            // Foot open a melee only when their front rank expects at least foot-edge more hits than the defender's
            // in its first round (A8.2): a line that charges a Disordered clan of more dice loses it. The edge is
            // dear (two modifier sums over terrain), so it is asked last, of a target that would otherwise be taken.
            final boolean needsEdge = type != JacobiteCodes.HIGHLAND_FOOT && !mounted;
            if (type == JacobiteCodes.HIGHLAND_FOOT) {
                willing = true;
            } else if (mounted) {
                willing = horseWilling(e, u, v);
            } else {
                willing = soft;
            }
            // A target that has had its phase fires back at half effect and without a volley (A3, A8.1): its odds
            // count charge-spent more; one charged in flank or rear fights and tests worse (A8.2, A9.3): charge-flank
            // more; a soft one (Disordered, Broken, open order, a gun): charge-soft more.
            final double bonus = (s.has(v, JacobiteCodes.ACTED) ? w.chargeSpent : 0)
                    + (e.sight().arcOf(u, v) != 0 ? w.chargeFlank : 0) + (soft ? w.chargeSoft : 0);
            // The odds bound (distance alone) before the exact charge test: a target that cannot reach the best
            // score so far is never chosen, whether it may be charged or not.
            if (!willing || e.melee().chargeOddsBound(u, v) + bonus < bestOdds) {
                continue;
            }
            final double reach = e.melee().chargeReachOdds(u, v);
            if (reach < 0 || reach + bonus < bestOdds) {
                continue;
            }
            // The odds of a charge that goes home (charge-test): it reaches and, under the defender's fire, the charger
            // passes its test (A8.1 steps 3-4).
            final double p = reach * (w.chargeTest ? chargerGoesOn(e, u, v) : 1);
            if (p + bonus < bestOdds) {
                continue;
            }
            if (e.sight().sight(u, v)) {
                if (!needsEdge || footEdge(e, u, v) >= w.footEdge) {
                    bestOdds = p + bonus;
                    chargeAt = v;
                    chargeHome = p;
                }
            } else if (mounted && p + bonus > blindOdds && (w.chargeLook <= 0 || chargeWorth(e, u, v, p) >= 0)) {
                // Mounted, out of sight: the charge it would make (the look-ahead's worth too) is kept for the advance.
                blindAt = v;
                blindOdds = p + bonus;
            }
        }
        // In the last objective-late turns the objectives decide the battle at the limit (A11 [D]): a unit on one
        // does not charge off it.
        final boolean late = w.objectives && t.obj.x.length > 0 && t.victory.maxTurns - s.turn() <= w.objectiveLate;
        if (late && onObjective(e, u)) {
            chargeAt = -1;
            blindAt = -1;
        }
        // In the last late-push turns a side that would not win at the limit loses there whatever a charge risks: its
        // units charge on the odds alone and no longer wait out their patience.
        final boolean push = w.latePush > 0 && t.victory.maxTurns - s.turn() <= w.latePush && !winningAtLimit(e);
        // With charge-look, the one-ply look-ahead may hold the charge back: the unit then fires or moves as if none
        // were on.
        if (chargeAt >= 0 && (w.chargeLook <= 0 || push || chargeWorth(e, u, chargeAt, chargeHome) >= 0)) {
            order.at(JacobiteCodes.CHARGE, chargeAt);
            return;
        }
        // Fire, unless the unit would hold its fire whatever the target: clans without clan-fire, and volleying foot
        // under hold-fire with no enemy in volley range.
        final boolean volleyer = e.fire().volleyArm(u);
        final boolean mayFire = type == JacobiteCodes.HIGHLAND_FOOT ? w.clanFire
                : !(volleyer && w.holdFire) || enemyInVolleyRange(e, u) || shockInRange(e, u);
        shots = 0;
        for (int v = 0; mayFire && v < n; v++) {
            if (t.side[v] == side || !s.present(v) || !e.fire().fireReach(u, v, false)) {
                continue;
            }
            addShot(v, false, e.fire().expectedFire(u, v, false) + w.shakeValue * shaken(e, v));
        }
        final int shot = bestVisibleShot(e, u);
        final int fireAt = shot < 0 ? -1 : shotTarget[shot];
        // In the last turns a side that would not win at the limit marches on the objectives rather than fire, but
        // for a shot that makes its target test morale (it may break the unit, and the army with it), and not when
        // one more enemy unit broken beats the enemy's army (fighting on may win before the limit).
        if (late && (fireAt < 0 || shaken(e, fireAt) <= 0) && !winningAtLimit(e) && !enemyNearBreak(e)
                && lateObjective(e, u, order)) {
            return;
        }
        if (fireAt >= 0) {
            // Holding fire for a volley lets a shock unit (clan or mounted horse) close and charge: never against one.
            final boolean wait = (volleyer && w.holdFire && !e.fire().volleys(u, fireAt, true) && !shock(e, fireAt))
                    || (type == JacobiteCodes.HIGHLAND_FOOT && !w.clanFire);
            if (!wait) {
                order.at(JacobiteCodes.FIRE, fireAt);
                return;
            }
        }
        // A personality rides to a Broken friend to help it rally (+3 present against +1 near, A9.5).
        if (e.morale().personalityOf(u) >= 0) {
            final double reach = e.morale().personalityReach(u) + t.contact;
            for (int f = 0; f < n; f++) {
                if (f != u && t.side[f] == side && s.present(f) && s.has(f, JacobiteCodes.BROKEN)
                        && e.morale().personalityOf(f) < 0 && e.sight().distance(u, f) <= reach) {
                    order.at(JacobiteCodes.JOIN, f);
                    return;
                }
            }
        }
        // Mounted cavalry held back from a charge only by the line of sight close on its target, at least a die,
        // rather than stop at the charge distance of the advance below and stand there unable to see it (in or
        // behind a wood, where they hold under fire and the battle ends at the turn limit).
        if (blindAt >= 0) {
            final int dice = Math.max(1, diceFor(e, u, e.sight().distance(u, blindAt), s.x[blindAt], s.y[blindAt]));
            order.move(s.x[blindAt], s.y[blindAt], dice);
            return;
        }
        // Advance.
        int v = e.sight().nearestEnemy(u);
        if (v < 0) {
            return;
        }
        double d = e.sight().distance(u, v);
        // Before the last turns, while one more of its units broken would beat its own army, the side fights with
        // every unit rather than hold or march on objectives: the battle is decided by a break sooner than the limit.
        if (w.objectives && t.obj.x.length > 0 && (late || !ownNearBreak(e)) && objective(e, u, d, order)) {
            return;
        }
        // Patience lets the enemy come on into the unit's fire: not while the unit stands in the range of an enemy
        // that outranges it (a gun, or muskets against horse), where each turn it waits costs figures for nothing.
        if (!push && s.turn() < w.patience && d > e.fire().range(u, false) + w.closeTo && !inEnemyRange(e, u)) {
            return;
        }
        // A clan whose charge on its nearest enemy that enemy's fire would stop (clan-hope) advances on the nearest
        // enemy it could charge home instead, if any (else clanWant keeps it outside the nearest one's range).
        if (type == JacobiteCodes.HIGHLAND_FOOT && hopeless(e, u, v)) {
            final int other = nearestHopeful(e, u);
            if (other >= 0) {
                v = other;
                d = e.sight().distance(u, v);
            }
        }
        double want = w.closeTo;
        if (volleyer) {
            want = Math.min(want, t.rangeVolley - 1);
        }
        final boolean shockUnit = mounted || type == JacobiteCodes.HIGHLAND_FOOT;
        if (shockUnit) {
            // Close to where the next charge would reach with the odds wanted (terrain dice lost), never holding in
            // the enemy's fire short of it; shock-close-to caps the distance.
            want = Math.min(w.shockCloseTo, e.melee().chargeDistanceFor(u, v, w.chargeOdds + w.chargeMargin));
            if (d <= want + 0.5) {
                want = Math.max(t.contact + t.stopShort, d - 2);
            }
            if (type == JacobiteCodes.HIGHLAND_FOOT) {
                want = clanWant(e, u, v, d, want);
            } else if (!horseWilling(e, u, v)) {
                // Horse that will not charge its nearest enemy (formed foot from the front unless horse-v-foot) gains
                // nothing in its musket range but casualties (A6: muskets outrange pistols): it stands outside it.
                want = e.fire().range(v, false) + 1;
            }
        } else if (shock(e, v)) {
            // Shooters against clans or horse stand off near the edge of their range, outside the likeliest charges.
            want = Math.max(want, Math.min(w.standOff, e.fire().range(u, false) - 1));
        }
        final double need = d - want;
        if (need <= 0.5 && e.sight().inArc(u, v)) {
            return;
        }
        final int dice = diceFor(e, u, need, s.x[v], s.y[v]);
        if (dice > 0) {
            order.move(s.x[v], s.y[v], dice);
        }
    }

    /**
     * The one-ply look-ahead over a charge of u on v (A8.1, A9), {@code home} the chance it goes home: what charging
     * now gains less {@code charge-look} times what it risks more than waiting where it stands. The gain: v breaks on
     * its test against the charge, or stands, loses the first melee round and breaks then (the round won with the
     * logistic of the front ranks' expected hit edge, A8.2), all exact morale odds (A9.3). The risk, each weighed by
     * the exact odds of u breaking: home, it loses the round, or stands formed where it touched v, open to the other
     * enemies' charges; short (A8.1) or stopped by its test, it stands Disordered where the mean short roll leaves it,
     * open to all of theirs, v's too; waiting, it stands as it is, cover held, open to their charges and, a clan never
     * yet under fire, to the test the first fire brings, but with {@code charge-wait} also offering v the chance to
     * charge first and break on u ({@link #waitGain}). An enemy charges first when its card comes before u's next
     * (about half the time, A3) and its dice reach (exact, terrain not counted). Allocates nothing.
     */
    private double chargeWorth(JacobiteEngine e, int u, int v, double home) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int own = e.morale().hasPersonality(u) ? t.moralePersonality : 0;
        // Where u stands home (touching v) and short (the mean shortfall of its roll from contact).
        final double d = e.sight().distance(u, v);
        final double need = e.melee().chargeNeed(u, v);
        final double[] r = t.reach[t.moveDie(s.type[u])][Math.min(e.melee().chargeDice(u),
                JacobiteTemplate.TABLE_DICE)];
        final int k = ceil(need - 1e-9);
        double under = 0;
        double gap = 0;
        for (int x = 0; x < Math.min(k, r.length - 1); x++) {
            final double p = r[x] - r[x + 1];
            under += p;
            gap += p * (need - x);
        }
        gap = under > 0 ? gap / under : 0;
        final double ux = (s.x[v] - s.x[u]) / Math.max(d, 1e-9);
        final double uy = (s.y[v] - s.y[u]) / Math.max(d, 1e-9);
        final double homeAt = Math.max(0, d - t.contact);
        final double shortAt = Math.max(0, d - t.contact - gap);
        exposure(e, u, v, s.x[u] + ux * homeAt, s.y[u] + uy * homeAt, s.x[u] + ux * shortAt, s.y[u] + uy * shortAt,
                own);
        final double riskHome = risk[0];
        final double riskShort = risk[1];
        // Waiting also offers v the chance to charge first and break on u (charge-wait).
        final double riskHere = 1 - (1 - risk[2]) * (1 - firstFire(e, u, own)) - w.chargeWait * waitGain(e, u, v,
                own);
        // v's test standing against the charge (A9.3), as the engine adds it up at contact.
        int m = (e.morale().hasPersonality(v) ? t.moralePersonality : 0) - own
                + (s.has(v, JacobiteCodes.DISORDERED) ? t.moraleDisordered : 0)
                + (s.has(v, JacobiteCodes.BROKEN) ? t.moraleBroken : 0);
        final int hold = e.sight().holding(v, u);
        m += hold == 2 ? t.moraleWorks : hold == 1 ? t.moraleWall : 0;
        final double afterLost = breaks(e, v, m + t.moraleLost);
        final int arc = e.sight().arcOf(u, v);
        m += arc == 1 ? t.moraleFlank : arc == 2 ? t.moraleRear : 0;
        if (s.government[v] && s.type[v] != JacobiteCodes.HIGHLAND_FOOT && s.type[u] == JacobiteCodes.HIGHLAND_FOOT
                && !s.has(v, JacobiteCodes.FACED_CLANS)) {
            m += t.moraleClanShock;
        }
        final double breaks = breaks(e, v, m);
        final double ownLost = breaks(e, u, own + t.moraleLost);
        // The melee round's odds are the dearest part (modifiers over terrain): the bounds of a round surely lost
        // and surely won decide most charges without them.
        final double restHome = home * riskHome + (1 - home) * riskShort - riskHere;
        final double low = home * breaks - w.chargeLook * (home * ((1 - breaks) * ownLost
                + (1 - (1 - breaks) * ownLost) * riskHome) + (1 - home) * riskShort - riskHere);
        final double high = home * (breaks + (1 - breaks) * afterLost) - w.chargeLook * restHome;
        if (low >= 0 || high < 0) {
            return low >= 0 ? low : high;
        }
        // The end of the first melee round (A8.2, A9.3): won with the logistic of the front ranks' expected hit edge.
        final double won = 1 / (1 + Math.exp(-footEdge(e, u, v)));
        final double gain = breaks + (1 - breaks) * won * afterLost;
        final double lose = (1 - breaks) * (1 - won) * ownLost;
        return home * gain - w.chargeLook * (home * (lose + (1 - lose) * riskHome) + (1 - home) * riskShort
                - riskHere);
    }

    /**
     * What waiting offers against v: the chance that v, a clan or mounted horse that may still charge this turn
     * (formed, not fighting, not yet phased), has its card before u's next (half, A3), reaches u (exact, no terrain)
     * and breaks on it: it fails its test under u's fire (A8.1), or fights, loses the first round to u standing
     * formed (the logistic of the front ranks' expected hit edge, A8.2) and breaks on the test that follows (A9.3).
     * Charging v first throws that chance away. 0 for other targets. Allocates nothing.
     */
    private double waitGain(JacobiteEngine e, int u, int v, int own) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (w.chargeWait <= 0 || !shock(e, v) || s.meleeWith[v] >= 0
                || s.has(v, JacobiteCodes.ACTED | JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN)) {
            return 0;
        }
        final int die = t.moveDie(s.type[v]);
        final int nd = Math.min(e.melee().chargeDice(v), JacobiteTemplate.TABLE_DICE);
        final double reach = reachAt(t, t.reach[die][nd], t.reachFarSquared[die][nd], s.x[u] - s.x[v],
                s.y[u] - s.y[v]);
        if (reach <= 0) {
            return 0;
        }
        final double goesOn = chargerGoesOn(e, v, u);
        final double edge = JacobiteOdds.meleeHitEdge(e.sight().frontFigures(u), e.sight().frontFigures(v),
                JacobiteOdds.meleeModifier(e, u, v, false, true, 0), JacobiteOdds.meleeModifier(e, v, u, true, true, 0),
                t.meleeSides);
        final double won = 1 / (1 + Math.exp(-edge));
        final int m = (e.morale().hasPersonality(v) ? t.moralePersonality : 0) - own;
        return HALF * reach * (1 - goesOn + goesOn * won * breaks(e, v, m + t.moraleLost));
    }

    /**
     * Into {@link #risk}: the chances that u is charged first by an enemy whose card comes before u's next (taken as
     * half, A3) and whose dice reach it (exact, no terrain), and breaks or routs on its test (A9.3, modifier {@code m}
     * and the enemy's personality): [0] formed at (hx, hy), where a charge on v goes home (v left out: it fights u);
     * [1] Disordered at (sx, sy), where it falls short; [2] formed where it stands, its cover against v held.
     * Enemies that may not charge (guns, Disordered, Broken, fighting) and, against a formed u, foot that only charge
     * soft targets are left out. Allocates nothing.
     */
    private void exposure(JacobiteEngine e, int u, int v, double hx, double hy, double sx, double sy, int m) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        double safeHome = 1;
        double safeShort = 1;
        double safeHere = 1;
        // The cover u holds against v, asked once (the dearest test) and only when a charge can reach it: the enemies
        // that could charge it come from v's side.
        int hold = -1;
        // u's morale die and dice, the same for every test it is scored with here.
        final int die0 = JacobiteTemplate.moraleDie(s.cls[u]);
        final int dice0 = e.morale().moraleDice(u);
        for (int x = 0; x < t.unitCount(); x++) {
            if (t.side[x] == side || !s.present(x) || s.type[x] == JacobiteCodes.ARTILLERY
                    || s.has(x, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN) || s.meleeWith[x] >= 0) {
                continue;
            }
            final int die = t.moveDie(s.type[x]);
            final int nd = Math.min(e.melee().chargeDice(x), JacobiteTemplate.TABLE_DICE);
            final double far = t.reachFarSquared[die][nd];
            final double[] r = t.reach[die][nd];
            // The reaches first (a squared distance each, most enemies out of reach), the morale odds only for an
            // enemy that reaches.
            final double pShort = reachAt(t, r, far, s.x[x] - sx, s.y[x] - sy);
            final boolean shock = shock(e, x);
            final double pHome = !shock || x == v ? 0 : reachAt(t, r, far, s.x[x] - hx, s.y[x] - hy);
            final double pHere = shock ? reachAt(t, r, far, s.x[x] - s.x[u], s.y[x] - s.y[u]) : 0;
            if (pShort <= 0 && pHome <= 0 && pHere <= 0) {
                continue;
            }
            final int mx = m - (e.morale().hasPersonality(x) ? t.moralePersonality : 0);
            if (pShort > 0) {
                safeShort *= 1 - HALF * pShort * breaks(t, die0, dice0, mx + t.moraleDisordered);
            }
            if (pHome > 0) {
                safeHome *= 1 - HALF * pHome * breaks(t, die0, dice0, mx);
            }
            if (pHere > 0) {
                if (hold < 0) {
                    hold = e.sight().holding(u, v);
                }
                safeHere *= 1 - HALF * pHere * breaks(t, die0, dice0, mx + (hold == 2 ? t.moraleWorks
                        : hold == 1 ? t.moraleWall : 0));
            }
        }
        risk[0] = 1 - safeHome;
        risk[1] = 1 - safeShort;
        risk[2] = 1 - safeHere;
    }

    /** {@code (int) Math.ceil(y)} for y within the int range, without the library call (hot in the look-ahead). */
    private static int ceil(double y) {
        final int k = (int) y;
        return k < y ? k + 1 : k;
    }

    /** P(a charge whose reach table is r, farthest squared reach {@code far}, covers the gap to (dx, dy) away). */
    private static double reachAt(JacobiteTemplate t, double[] r, double far, double dx, double dy) {
        final double d2 = dx * dx + dy * dy;
        if (d2 > far) {
            return 0;
        }
        final int k = ceil(Math.max(0, Math.sqrt(d2) - t.contact) - 1e-9);
        return k >= r.length ? 0 : r[k];
    }

    /**
     * The chance that a clan never yet under fire, waiting, is fired at first by an enemy in range and arc with rounds
     * whose card comes before its next (half, A3), and breaks or routs on the test the first fire brings whatever it
     * hits (A9.1); 0 for other units and for a clan already fired at. A charge spares it this: the reaction fire a
     * charger meets brings no such test (A8.1), only the charger's own.
     */
    private double firstFire(JacobiteEngine e, int u, int m) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (s.type[u] != JacobiteCodes.HIGHLAND_FOOT || s.has(u, JacobiteCodes.UNDER_FIRE_ONCE)) {
            return 0;
        }
        // The test's odds first: a clan that cannot break on it needs no look at the enemies' fire.
        final double breaks = breaks(e, u, m);
        if (breaks <= 0) {
            return 0;
        }
        double none = 1;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && s.meleeWith[v] < 0 && !s.has(v, JacobiteCodes.BROKEN)
                    && !e.fire().hasNoAmmo(v, false) && e.fire().fireReach(v, u, false)) {
                none *= 1 - HALF;
            }
        }
        return (1 - none) * breaks;
    }

    /** P(u's morale test with modifier m breaks or routs it, A9.2): its dice below the Disordered band. */
    private double breaks(JacobiteEngine e, int u, int m) {
        return breaks(e.template(), JacobiteTemplate.moraleDie(e.state().cls[u]), e.morale().moraleDice(u), m);
    }

    /** {@link #breaks} of a unit whose morale die code and dice are known. */
    private double breaks(JacobiteTemplate t, int die, int dice, int m) {
        return 1 - atLeast(die, dice, t.disorderedFrom - m);
    }

    /**
     * Whether clan-hope gives up a charge of u on v: charging v fresh (not yet phased this turn, so volleying if it
     * may), u would go on under its fire (A8.1, A9.4, {@link #chargerGoesOn}) with less than {@code clan-hope}.
     */
    private boolean hopeless(JacobiteEngine e, int u, int v) {
        return w.clanHope > 0 && chargerGoesOn(e, u, v, false) < w.clanHope;
    }

    /** The nearest present enemy, not Broken, that u is not {@link #hopeless} against, or -1. */
    private int nearestHopeful(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && !s.has(v, JacobiteCodes.BROKEN)) {
                final double d = e.sight().distance(u, v);
                if (d < bestD && !hopeless(e, u, v)) {
                    best = v;
                    bestD = d;
                }
            }
        }
        return best;
    }

    /**
     * Where a clan that cannot charge yet closes to, given {@code want} (where its next charge would reach well): in
     * the enemy's musket range plus {@code rush}, as far as it may (a move that would touch the enemy stops short,
     * A5), since every activation spent in the enemy's fire costs figures and morale tests (A9.1); but outside v's
     * range when v's fire would stop its charge ({@link #hopeless}).
     */
    private double clanWant(JacobiteEngine e, int u, int v, double d, double want) {
        final JacobiteTemplate t = e.template();
        if (hopeless(e, u, v)) {
            // A charge that v's fire would stop (A8.1, A9.4) is no charge: stand outside v's range, not in its fire.
            return Math.max(want, e.fire().range(v, false) + 1);
        }
        return w.rush > 0 && d <= e.fire().range(v, false) + w.rush ? t.contact + t.stopShort : want;
    }

    /**
     * The chance that u, charging v and reaching it, goes on into contact (A8.1 steps 3-4): the defender fires unless
     * it is fighting, out of arc, out of rounds or an unloaded gun (half effect and no volley when it has had its
     * phase, A3.4, A6.5), and a charger that takes casualties goes on only with Normal or better (A9.4 [D]), tested
     * with the bases the expected casualties of a hitting volley leave it and the modifiers of A9.3 that the engine
     * applies.
     */
    private double chargerGoesOn(JacobiteEngine e, int u, int v) {
        return chargerGoesOn(e, u, v, e.state().has(v, JacobiteCodes.ACTED));
    }

    /** {@link #chargerGoesOn} against v having had its phase ({@code acted}) or not, whatever it has now. */
    private double chargerGoesOn(JacobiteEngine e, int u, int v, boolean acted) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (s.meleeWith[v] >= 0 || !e.sight().inArc(v, u)) {
            return 1;
        }
        final boolean gun = s.type[v] == JacobiteCodes.ARTILLERY;
        final boolean useCase = gun && !e.fire().hasNoAmmo(v, true);
        if (gun ? !s.has(v, JacobiteCodes.LOADED) || !useCase && e.fire().hasNoAmmo(v, false)
                : e.fire().hasNoAmmo(v, false)) {
            return 1;
        }
        final boolean volley = !acted && e.fire().volleyArm(v)
                && !s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN);
        final double factor = acted ? Math.min(t.half, e.sight().effect(v)) : e.sight().effect(v);
        final double dice = e.fire().fireDice(v, useCase) * factor;
        final double p = JacobiteOdds.pHit(e.fire().fireTotal(v, u, useCase, volley), t.fireOrEqual, t.fireSides)
                * JacobiteOdds.pUnsaved(t.saveFrom, t.saveSides);
        final double pCas = 1 - Math.pow(1 - p, dice);
        if (pCas <= 1e-9) {
            return 1;
        }
        int m = (e.morale().hasPersonality(u) ? t.moralePersonality : 0)
                - (e.morale().hasPersonality(v) ? t.moralePersonality : 0);
        final int hold = e.sight().holding(v, u);
        m -= hold == 2 ? t.moraleWorks : hold == 1 ? t.moraleWall : 0;
        if (e.sight().isMounted(u)) {
            m += t.moraleCavalryCharging;
        }
        if (JacobiteTemplate.fireFormation(s.type[v], s.formation[v]) == JacobiteCodes.FT_OPEN) {
            m += t.moraleChargingOpen;
        }
        final int left = s.figures[u] - (int) Math.round(dice * p / pCas);
        final int per = t.perBase(s.type[u], s.formation[u]);
        final int bases = left <= 0 ? 0 : (left + per - 1) / per;
        final double goesOn = atLeast(JacobiteTemplate.moraleDie(s.cls[u]), bases, t.normalFrom - m);
        return 1 - pCas + pCas * goesOn;
    }

    /**
     * Expected hits of u's front rank less the defender's in the first round of the melee u would open by charging v
     * (A8.2): the modifiers as they will be at contact, the defender's dice halved when it has had its phase (A8.1).
     */
    private static double footEdge(JacobiteEngine e, int u, int v) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int arc = e.sight().arcOf(u, v);
        final double dv = e.sight().frontFigures(v) * (s.has(v, JacobiteCodes.ACTED) ? t.half : 1);
        return JacobiteOdds.meleeHitEdge(e.sight().frontFigures(u), dv,
                JacobiteOdds.meleeModifier(e, u, v, true, true, arc),
                JacobiteOdds.meleeModifier(e, v, u, false, true, arc), t.meleeSides);
    }

    /** A shot in range and arc that would cause casualties, in the order the targets are scored. */
    private void addShot(int v, boolean useCase, double expected) {
        if (expected > 0) {
            shotTarget[shots] = v;
            shotCase[shots] = useCase;
            shotValue[shots] = expected;
            shots++;
        }
    }

    /**
     * The shot with the most expected casualties whose target is in sight, the first scored of equal ones, or -1:
     * what keeping the first best shot in sight while scoring gives, with the line of sight (the dearest test) drawn
     * only for the best shots until one is clear. A target out of sight drops all its shots (ball and case).
     */
    private int bestVisibleShot(JacobiteEngine e, int u) {
        while (true) {
            int best = -1;
            for (int i = 0; i < shots; i++) {
                if (shotTarget[i] >= 0 && (best < 0 || shotValue[i] > shotValue[best])) {
                    best = i;
                }
            }
            if (best < 0 || e.sight().sight(u, shotTarget[best])) {
                return best;
            }
            final int hidden = shotTarget[best];
            for (int i = 0; i < shots; i++) {
                if (shotTarget[i] == hidden) {
                    shotTarget[i] = -1;
                }
            }
        }
    }

    /**
     * 1 when fire at v makes it test morale whether it loses figures or not (A9.1: a clan under fire for the first
     * time), 0.5 when any loss does (A9.1: below half strength), else 0.
     */
    private static double shaken(JacobiteEngine e, int v) {
        final JacobiteState s = e.state();
        if (s.type[v] == JacobiteCodes.HIGHLAND_FOOT && !s.has(v, JacobiteCodes.UNDER_FIRE_ONCE)) {
            return 1;
        }
        return s.figures[v] * 2 < s.start[v] ? 0.5 : 0;
    }

    /** A shock unit (A8): a clan or mounted cavalry, which wins by charging rather than by fire. */
    private static boolean shock(JacobiteEngine e, int v) {
        return e.state().type[v] == JacobiteCodes.HIGHLAND_FOOT || e.sight().isMounted(v);
    }

    /** Whether a present enemy shock unit stands within u's musket range and arc. */
    private boolean shockInRange(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && shock(e, v) && e.fire().fireReach(u, v, false)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an enemy that may fire (present, neither Broken nor fighting, rounds left) stands within its range of
     * u (ball for a gun, loaded or not: it reloads), whatever its arc (a gun pivots by prolonge).
     */
    private boolean inEnemyRange(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && !s.has(v, JacobiteCodes.BROKEN) && s.meleeWith[v] < 0
                    && !e.fire().hasNoAmmo(v, false) && e.sight().distance(v, u) <= e.fire().range(v, false)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether mounted u would charge v: v is not foot, or is Disordered or Broken, or u charges foot from the front
     * ({@code horse-v-foot}), or stands on v's flank or rear, or v is a formed clan and {@code charge-look} weighs the
     * charge (a clan does not volley, A6.5; horse that will not charge it must not close to its charge reach and wait
     * there).
     */
    private boolean horseWilling(JacobiteEngine e, int u, int v) {
        final JacobiteState s = e.state();
        return w.horseVFoot || !JacobiteCodes.isFoot(s.type[v])
                || s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN) || e.sight().arcOf(u, v) != 0
                || w.chargeLook > 0 && s.type[v] == JacobiteCodes.HIGHLAND_FOOT;
    }

    /** Whether a present enemy stands within volley range of u (what {@link JacobiteEngine#volleys} tests). */
    private boolean enemyInVolleyRange(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && e.fire().volleys(u, v, true)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Objectives (victory settings): true when the unit holds the objective it stands on (no order) or, once its
     * {@code patience} has run out, was ordered toward the objective its side does not hold that has the most points,
     * then is nearest, if that is nearer than the nearest enemy at {@code enemyDistance}.
     */
    private boolean objective(JacobiteEngine e, int u, double enemyDistance, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int best = -1;
        double bestDist = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            final double d = Math.hypot(s.x[u] - t.obj.x[o], s.y[u] - t.obj.y[o]);
            if (d <= t.obj.radius[o]) {
                return true;
            }
            if (d >= enemyDistance || held(e, o)) {
                continue;
            }
            if (best < 0 || t.obj.points[o] > t.obj.points[best]
                    || t.obj.points[o] == t.obj.points[best] && d < bestDist) {
                best = o;
                bestDist = d;
            }
        }
        if (best < 0 || s.turn() < w.patience) {
            return false;
        }
        final int dice = diceFor(e, u, bestDist - t.obj.radius[best] / 2, t.obj.x[best], t.obj.y[best]);
        if (dice > 0) {
            order.move(t.obj.x[best], t.obj.y[best], dice);
        }
        return true;
    }

    /**
     * Whether this side would win were the turn limit now (A11 [D], {@link Victory#atTurnLimit}): objective points
     * held (a present unit neither Broken nor gone in the radius, no such enemy), then the tie-break (casualties: the
     * fraction of each side's figures lost). A side that would not win marches on the objectives in the last turns.
     */
    private boolean winningAtLimit(JacobiteEngine e) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int n = t.unitCount();
        holdState = s;
        final int p0 = t.obj.pointsHeld(0, n, t.side, s.x, s.y, holders);
        final int p1 = t.obj.pointsHeld(1, n, t.side, s.x, s.y, holders);
        long lost0 = 0;
        long lost1 = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == 0) {
                lost0 += s.killed[u];
            } else {
                lost1 += s.killed[u];
            }
        }
        final int decision = Victory.atTurnLimit(t.victory.tieBreak, p0, p1, (double) (lost0 * s.sideFigures[1]),
                (double) (lost1 * s.sideFigures[0]));
        return Victory.winner(decision) == side;
    }

    /** Whether one more enemy unit routed, gone or Broken would beat the enemy's army (A11 [D]: break-at). */
    private boolean enemyNearBreak(JacobiteEngine e) {
        return nearBreak(e, 1 - side);
    }

    /** Whether one more unit of this side routed, gone or Broken would beat its own army (A11 [D]: break-at). */
    private boolean ownNearBreak(JacobiteEngine e) {
        return nearBreak(e, side);
    }

    /** Whether one more unit of side {@code of} routed, gone or Broken would beat that side's army (A11 [D]). */
    private static boolean nearBreak(JacobiteEngine e, int of) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int out = 0;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == of && s.start[v] > 0
                    && (s.status[v] & (JacobiteCodes.GONE | JacobiteCodes.BROKEN)) != 0) {
                out++;
            }
        }
        return out + 1 >= t.victory.breakAt * s.sideUnits[of] - 1e-9;
    }

    /** Whether u stands within the radius of an objective. */
    private static boolean onObjective(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int o = 0; o < t.obj.x.length; o++) {
            final double dx = s.x[u] - t.obj.x[o];
            final double dy = s.y[u] - t.obj.y[o];
            if (dx * dx + dy * dy <= t.obj.radius[o] * t.obj.radius[o]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The last turns (objective-late): true when u, standing on no objective, was ordered toward the objective its
     * side does not hold (the most points, then the nearest) that its remaining turns can reach, one mean move of all
     * its dice a turn (A5, terrain dice lost), whatever enemy stands nearer: at the limit objective points decide
     * before casualties (A11 [D]).
     */
    private boolean lateObjective(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (onObjective(e, u)) {
            return false;
        }
        final int turnsLeft = t.victory.maxTurns - s.turn();
        final int max = Math.min(e.movement().maxDice(u), JacobiteTemplate.TABLE_DICE);
        int best = -1;
        double bestDist = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            if (held(e, o)) {
                continue;
            }
            final double d = Math.hypot(s.x[u] - t.obj.x[o], s.y[u] - t.obj.y[o]);
            e.movement().aimMove(u, t.obj.x[o], t.obj.y[o]);
            if (max <= 0 || d - t.obj.radius[o] > turnsLeft * e.movement().aimedMean(max)) {
                continue;
            }
            if (best < 0 || t.obj.points[o] > t.obj.points[best]
                    || t.obj.points[o] == t.obj.points[best] && d < bestDist) {
                best = o;
                bestDist = d;
            }
        }
        if (best < 0) {
            return false;
        }
        final int dice = diceFor(e, u, bestDist - t.obj.radius[best] / 2, t.obj.x[best], t.obj.y[best]);
        if (dice > 0) {
            order.move(t.obj.x[best], t.obj.y[best], dice);
        }
        return true;
    }

    /** Whether a unit of this side, neither Broken nor gone, stands within the objective's radius. */
    private boolean held(JacobiteEngine e, int o) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final double r2 = t.obj.radius[o] * t.obj.radius[o];
        for (int f = 0; f < t.unitCount(); f++) {
            if (t.side[f] != side || !s.present(f) || s.has(f, JacobiteCodes.BROKEN)) {
                continue;
            }
            final double dx = s.x[f] - t.obj.x[o];
            final double dy = s.y[f] - t.obj.y[o];
            if (dx * dx + dy * dy <= r2) {
                return true;
            }
        }
        return false;
    }

    private void decideGun(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (!s.has(u, JacobiteCodes.LOADED)) {
            order.action = JacobiteCodes.RELOAD;
            return;
        }
        if (s.formation[u] == JacobiteCodes.ROAD) {
            order.action = JacobiteCodes.FORM;
            order.formation = JacobiteCodes.FIELD;
            order.x = s.x[u];
            order.y = s.y[u];
            return;
        }
        shots = 0;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == side || !s.present(v)) {
                continue;
            }
            if (e.fire().fireReach(u, v, true)) {
                addShot(v, true, e.fire().expectedFire(u, v, true));
            }
            if (e.fire().fireReach(u, v, false)) {
                addShot(v, false, e.fire().expectedFire(u, v, false));
            }
        }
        if (w.gunGuard) {
            guardShots(e, u);
        }
        final int best = bestVisibleShot(e, u);
        if (best >= 0) {
            order.at(JacobiteCodes.FIRE, shotTarget[best]);
            order.useCase = shotCase[best];
            return;
        }
        final int v = e.sight().nearestEnemy(u);
        if (v >= 0 && !e.sight().inArc(u, v)) {
            // Pivot by prolonge (no dice, so no risk of running into a friend) to bring the enemy into the arc.
            order.action = JacobiteCodes.PROLONGE;
            order.x = s.x[v];
            order.y = s.y[v];
        }
    }

    /**
     * {@code gun-guard}: when enemy mounted horse whose charge dice could reach gun u now are among the targets
     * scored, the shots at other targets are dropped: the gun fires at the horse that would charge it (A8.1: unloaded
     * after a shot elsewhere, it meets that charge without reaction fire), not at a larger target farther off.
     */
    private void guardShots(JacobiteEngine e, int u) {
        boolean threat = false;
        for (int i = 0; i < shots; i++) {
            threat |= threatens(e, shotTarget[i], u);
        }
        for (int i = 0; threat && i < shots; i++) {
            if (!threatens(e, shotTarget[i], u)) {
                shotTarget[i] = -1;
            }
        }
    }

    /** Whether v, mounted horse neither Broken nor Disordered nor fighting, could charge u now (its dice reach). */
    private static boolean threatens(JacobiteEngine e, int v, int u) {
        final JacobiteState s = e.state();
        return v >= 0 && e.sight().isMounted(v) && s.meleeWith[v] < 0
                && !s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN)
                && e.melee().chargeOddsBound(v, u) > 0;
    }

    /**
     * The number of movement dice to roll (A5: the whole roll must be moved): the count whose exact mean distance is
     * closest to {@code need}, among counts whose chance of running into a friend ahead is at most blunder-risk.
     */
    private int diceFor(JacobiteEngine e, int u, double need, double tx, double ty) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int die = t.moveDie(s.type[u]);
        final int max = Math.min(e.movement().maxDice(u), JacobiteTemplate.TABLE_DICE);
        // Free distance before the nearest friend in the corridor of the move (A5), as the engine's move stops.
        final double bear = e.sight().heading(s.x[u], s.y[u], tx, ty);
        final double free = e.movement().friendGap(u, bear);
        final double cost = e.sight().width(u) * Math.toRadians(JacobiteEngine.angleBetween(s.facing[u], bear));
        // The exact odds of the move as the engine plays it, terrain dice lost (A5).
        e.movement().aimMove(u, tx, ty);
        int best = 0;
        double bestErr = Double.MAX_VALUE;
        for (int k = 0; k <= max; k++) {
            final double over = Math.floor(free + cost) + 1;
            final double pBlunder = free == Double.MAX_VALUE ? 0 : e.movement().aimedAtLeast(k, Math.max(0, over));
            if (k > 0 && pBlunder > w.blunderRisk) {
                continue;
            }
            final double err = Math.abs(e.movement().aimedMean(k) - cost - need);
            if (err < bestErr) {
                bestErr = err;
                best = k;
            }
        }
        if (best == 0 && cost > 0) {
            best = 1;
        }
        return best;
    }
}
