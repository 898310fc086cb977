package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;
import org.muster.tactics.SidePlayer;

/**
 * {@code random}: a uniformly random legal choice at every activation (a floor for balance and a fuzzer for the
 * engine): hold, move towards a random enemy (or back to its own edge) with a random number of dice, change
 * formation, fire, charge, reload, reform or rally. Draws only from the TACTICS stream; allocates its scratch arrays
 * once.
 */
final class RandomPlayer extends SidePlayer<JacobiteEngine> implements JacobitePlayer {
    private static final int KINDS = 9;
    private final int[] actions = new int[KINDS * JacobiteTemplate.MAX_UNITS + 16];
    private final int[] args = new int[KINDS * JacobiteTemplate.MAX_UNITS + 16];

    RandomPlayer(int side) {
        super(side);
    }

    /** A11: a fair coin from the TACTICS stream. */
    @Override
    public boolean deploySouth(JacobiteEngine e) {
        return e.tactics().below(2) == 0;
    }

    /** A11: a place drawn uniformly among the zone's free places (TACTICS stream). */
    @Override
    public int deploy(JacobiteEngine e, int u, int zone) {
        final int places = e.template().slotX[zone].length;
        int free = 0;
        for (int k = 0; k < places; k++) {
            free += e.armies().placeFree(zone, k) ? 1 : 0;
        }
        int pick = e.tactics().below(free);
        for (int k = 0; k < places; k++) {
            if (e.armies().placeFree(zone, k) && pick-- == 0) {
                return k;
            }
        }
        return -1;
    }

    @Override
    public void decide(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int n = t.unitCount();
        int k = 0;
        actions[k] = JacobiteCodes.HOLD;
        args[k++] = -1;
        actions[k] = JacobiteCodes.MOVE;
        args[k++] = -1;
        for (int v = 0; v < n; v++) {
            if (t.side[v] == side || !s.present(v)) {
                continue;
            }
            actions[k] = JacobiteCodes.MOVE;
            args[k++] = v;
            if (e.fire().canFire(u, v, false)) {
                actions[k] = JacobiteCodes.FIRE;
                args[k++] = v;
            }
            if (s.type[u] == JacobiteCodes.ARTILLERY && e.fire().canFire(u, v, true)) {
                actions[k] = JacobiteCodes.FIRE;
                args[k++] = v + n;
            }
            if (e.melee().canCharge(u, v)) {
                actions[k] = JacobiteCodes.CHARGE;
                args[k++] = v;
            }
            if (s.type[u] == JacobiteCodes.ARTILLERY && s.formation[u] == JacobiteCodes.FIELD) {
                actions[k] = JacobiteCodes.PROLONGE;
                args[k++] = v;
            }
        }
        if (e.morale().personalityOf(u) >= 0) {
            for (int f = 0; f < n; f++) {
                if (f != u && t.side[f] == side && s.present(f)) {
                    actions[k] = JacobiteCodes.JOIN;
                    args[k++] = f;
                }
            }
        }
        for (int f = 0; f < JacobiteCodes.FORMATION_NAMES.length; f++) {
            if (!s.has(u, JacobiteCodes.BROKEN) && e.movement().canChangeTo(u, f)) {
                actions[k] = JacobiteCodes.FORM;
                args[k++] = f;
            }
        }
        order.clear();
        order.action = JacobiteCodes.RELOAD;
        if (e.legal(u, order)) {
            actions[k] = JacobiteCodes.RELOAD;
            args[k++] = -1;
        }
        order.action = JacobiteCodes.REFORM;
        if (e.legal(u, order)) {
            actions[k] = JacobiteCodes.REFORM;
            args[k++] = -1;
        }
        order.action = JacobiteCodes.RALLY;
        if (e.legal(u, order)) {
            actions[k] = JacobiteCodes.RALLY;
            args[k++] = -1;
        }
        order.clear();
        final int pick = e.tactics().below(k);
        final int a = actions[pick];
        final int arg = args[pick];
        final int dice = e.tactics().below(e.movement().maxDice(u) + 1);
        switch (a) {
            case JacobiteCodes.MOVE:
                if (arg < 0) {
                    order.move(s.x[u], side == e.armies().southSide() ? 0 : t.table.depth(), dice);
                } else {
                    order.move(s.x[arg], s.y[arg], dice);
                }
                break;
            case JacobiteCodes.FORM:
                order.action = JacobiteCodes.FORM;
                order.formation = arg;
                order.dice = dice;
                order.x = s.x[u] + Math.sin(Math.toRadians(s.facing[u]));
                order.y = s.y[u] + Math.cos(Math.toRadians(s.facing[u]));
                break;
            case JacobiteCodes.FIRE:
                order.at(JacobiteCodes.FIRE, arg % n);
                order.useCase = arg >= n;
                break;
            case JacobiteCodes.CHARGE:
            case JacobiteCodes.JOIN:
                order.at(a, arg);
                break;
            case JacobiteCodes.PROLONGE:
                order.action = a;
                order.x = s.x[arg];
                order.y = s.y[arg];
                break;
            default:
                order.action = a;
                break;
        }
    }
}
