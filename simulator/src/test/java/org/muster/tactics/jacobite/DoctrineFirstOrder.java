package org.muster.tactics.jacobite;

import org.muster.model.PlayerSpec;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;

/** The doctrine tests' one question: the order a player of this spec gives side 0's first unit on a begun engine. */
final class DoctrineFirstOrder {
    private DoctrineFirstOrder() {
    }

    static JacobiteOrder of(JacobiteEngine e, PlayerSpec spec) {
        JacobitePlayer p = JacobiteTactics.create(spec, 0, e.template());
        p.startBattle(e);
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, 0, o);
        return o;
    }
}
