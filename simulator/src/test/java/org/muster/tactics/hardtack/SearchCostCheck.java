package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchCost;

/**
 * What the hardtack search player costs, by hand and not part of the suite (its name matches no surefire pattern):
 * plays N battles of a scenario with search on one side (its options as the preset) against the scenario's doctrine,
 * and prints, through {@link SearchCost}, decisions, searched decisions, rollouts and changed answers per battle,
 * this thread's CPU time per battle, rollouts per CPU-second, CPU ms per searched decision and bytes allocated
 * per battle (after 5 battles of warm-up). Run with the shaded jar and the test classes:
 * {@code java -cp simulator/target/muster-simulator-*-all.jar:simulator/target/test-classes
 * org.muster.tactics.hardtack.SearchCostCheck scenarios/hardtack/stone-wall.yaml 0 aggressive 105 5} (file, side,
 * preset or "", battles, seed).
 */
public final class SearchCostCheck {
    private SearchCostCheck() {
    }

    public static void main(String[] args) {
        SearchCost.Args a = SearchCost.Args.parse(args);
        HardtackRuleset rs = new HardtackRuleset(HardtackTactics::create);
        HardtackTemplate t = rs.compile(a.scenario(), rs.defaults());
        final SearchPlayer[] sp = new SearchPlayer[1];
        HardtackEngine e = new HardtackEngine(t, (spec, sd, tt) -> {
            HardtackPlayer p = HardtackTactics.create(spec, sd, tt);
            if (sd == a.side()) {
                sp[0] = (SearchPlayer) p;
            }
            return p;
        });
        SearchCost.measure(a, e, t.unitCount(), new SearchCost.Counters() {
            @Override
            public void reset() {
                sp[0].decisions = sp[0].searched = sp[0].rollouts = sp[0].deviated = 0;
            }

            @Override
            public long decisions() {
                return sp[0].decisions;
            }

            @Override
            public long searched() {
                return sp[0].searched;
            }

            @Override
            public long rollouts() {
                return sp[0].rollouts;
            }

            @Override
            public long deviated() {
                return sp[0].deviated;
            }
        });
    }
}
