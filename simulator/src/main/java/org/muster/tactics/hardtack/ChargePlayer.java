package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;

/**
 * A script of the search's posture portfolio ({@code charge=on}, {@link SearchOptions#CHARGE}): doctrine, except that
 * a company not broken and not shaken (not a gun or a sharpshooter), at the first order of its own activation, declares
 * a close assault on the enemy it may assault by the rules' reach at doctrine's best chance of taking the position,
 * whatever doctrine would have it do (doctrine assaults only above its assault weight and only where its two combat
 * moves on average reach). SearchRegretCheck found an assault instead of doctrine's move at an activation's first order
 * to gain on average at every such decision on little-round-top's 15th Alabama and cavalry-action's Union (+1.8 and
 * +2.1 points a decision, played to the end), and to lose on cavalry-action's Confederates (-2.3): a posture to search,
 * not a rule. Keeps nothing between decisions; allocates nothing.
 */
final class ChargePlayer extends DoctrineVariant {
    private final DoctrinePlayer doctrine;

    ChargePlayer(DoctrinePlayer d) {
        super(d);
        this.doctrine = d;
    }

    @Override
    void amend(HardtackEngine e, int u, int index, HardtackOrder o) {
        if (index != 0 || o.action == HardtackOrder.ASSAULT || !steadyLine(e, u)) {
            return;
        }
        int best = -1;
        double bc = -1;
        for (int v : e.template().foesOf(e.template().side[u])) {
            if (e.canAssault(u, v)) {
                final double c = doctrine.assaultChance(e, u, v);
                if (c > bc) {
                    bc = c;
                    best = v;
                }
            }
        }
        if (best >= 0) {
            o.set(HardtackOrder.ASSAULT, best, 0, 0, 0);
        }
    }
}
