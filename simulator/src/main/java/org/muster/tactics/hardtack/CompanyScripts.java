package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The per-company portfolio of the search's {@code pgs=on} (issue 21; after Churchill and Buro's portfolio greedy
 * search): a player that answers every question as its base script (the turn's posture: the own doctrine or the
 * posture search's choice) except a company's orders, which follow the script {@link #assign} gives that company:
 * {@link #BASE}; {@link #STAND} (an order that would move the company, a move, a combat move, leaving its position
 * or going into travel mode, becomes a volley at the doctrine's best target where it stands, else a Reload, going in
 * position or holding); {@link #ADVANCE} (a volley, Reload, hold or going in position becomes a move towards the
 * nearest objective, or with no objective to three quarters of its assault reach of the nearest enemy, leaving its
 * position first); {@link #AGGRESSIVE} (the aggressive preset's answer, when the side's own is not aggressive).
 * Broken companies, guns, sharpshooters and orders inside a regiment's activation keep the base answer. Keeps
 * nothing between decisions but the assignment its owner sets; allocates only at construction.
 */
final class CompanyScripts extends ForwardingPlayer {
    static final int BASE = 0;
    static final int STAND = 1;
    static final int ADVANCE = 2;
    static final int AGGRESSIVE = 3;
    /** How many company scripts there are. */
    static final int SCRIPTS = 4;
    /**
     * Where {@link #ADVANCE} stops short of the nearest enemy with no objective on the table: this share of the
     * company's assault reach (a choice of the script, not a rule number), so that the next activation can assault.
     */
    static final double ADVANCE_STOP = 0.75;

    /** The script of each unit (by unit index); set by the search before it plays this player. */
    final int[] assign;
    /** The own doctrine, whose best target a standing company fires at. */
    private final DoctrinePlayer own;
    /** The aggressive preset's doctrine, or null when the side's own is it. */
    private final DoctrinePlayer aggressive;

    CompanyScripts(HardtackTemplate t, DoctrinePlayer own, DoctrinePlayer aggressive) {
        super(own);
        this.assign = new int[t.unitCount()];
        this.own = own;
        this.aggressive = aggressive;
    }

    /** The base script (the turn's posture), set by the search: it answers all but the scripted companies' orders. */
    void base(HardtackPlayer p) {
        forwardTo(p);
    }

    /** Whether script {@code k} is in this side's portfolio (the aggressive one only for a side not aggressive). */
    boolean offers(int k) {
        return k != AGGRESSIVE || aggressive != null;
    }

    /** Whether company u's orders may follow a script other than the base: a foot or horse company not broken. */
    static boolean scripted(HardtackTemplate t, HardtackState s, int u) {
        return (t.type[u] == HardtackCodes.INFANTRY || t.type[u] == HardtackCodes.CAVALRY) && s.present(u)
                && s.confidence[u] < HardtackCodes.BROKEN;
    }

    void clear() {
        java.util.Arrays.fill(assign, BASE);
    }

    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        final int k = assign[u];
        if (k == BASE || e.inRegimentActivation() || !scripted(e.template(), e.state(), u)) {
            delegate.decide(e, u, index, o);
            return;
        }
        if (k == AGGRESSIVE) {
            aggressive.decide(e, u, index, o);
            return;
        }
        delegate.decide(e, u, index, o);
        if (k == STAND) {
            stand(e, u, o);
        } else {
            advance(e, u, o);
        }
    }

    private void stand(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackState s = e.state();
        final int a = o.action;
        if (!(a == HardtackOrder.MOVE || a == HardtackOrder.COMBAT_MOVE
                || a == HardtackOrder.IN_POSITION && o.arg == 1 || a == HardtackOrder.TRAVEL && o.arg == 0)) {
            return;
        }
        final int target = own.bestTarget(e, u);
        if (target >= 0) {
            o.set(HardtackOrder.FIRE, target, 0, 0, 0);
        } else if (s.reload(u)) {
            o.set(HardtackOrder.RELOAD, -1, 0, 0, 0);
        } else if (!s.ip(u) && e.canGoInPosition(u)) {
            o.set(HardtackOrder.IN_POSITION, -1, 0, 0, 0);
        } else {
            o.clear();
        }
    }

    private void advance(HardtackEngine e, int u, HardtackOrder o) {
        final int a = o.action;
        if (!(a == HardtackOrder.FIRE || a == HardtackOrder.RELOAD || a == HardtackOrder.HOLD
                || a == HardtackOrder.IN_POSITION && o.arg == 0)
                || e.state().confidence[u] > HardtackCodes.STEADY) {
            return;
        }
        if (e.template().obj.x.length > 0) {
            DoctrinePlayer.towardsNearestObjective(e, u, o, null);
            return;
        }
        final int enemy = NaivePlayer.nearestEnemy(e, u);
        if (enemy < 0) {
            return;
        }
        final HardtackState s = e.state();
        final double de = e.dist(u, enemy);
        final double stop = ADVANCE_STOP * Math.min(e.assaultReach(u),
                (e.baseMove(u) + 1) * e.template().combatMultiplier + e.template().contact);
        if (de <= stop) {
            return;
        }
        if (s.ip(u)) {
            o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
            return;
        }
        final double f = (de - stop) / de;
        o.set(HardtackOrder.MOVE, -1, 0, s.x[u] + (s.x[enemy] - s.x[u]) * f, s.y[u] + (s.y[enemy] - s.y[u]) * f);
    }
}
