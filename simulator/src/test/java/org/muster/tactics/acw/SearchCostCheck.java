package org.muster.tactics.acw;

import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;
import org.muster.tactics.search.SearchCost;

/**
 * What the acw search player costs, by hand and not part of the suite (its name matches no surefire pattern): plays
 * N battles of a scenario with search on one side (its options as the preset) against the scenario's doctrine, and
 * prints, through {@link SearchCost}, decisions, searched decisions, rollouts and changed answers per battle,
 * twins dropped per searched decision, the card and order decisions searched and changed in all (cards changed to
 * another script; orders changed by the action chosen, as {@code action:count} with the codes of
 * {@link org.muster.rules.acw.AcwCodes}), the decisions and turns a rollout played on average, the card searches
 * {@code cardwork=X} sized, raised past the budget and their mean budget, this thread's CPU time per battle,
 * rollouts per CPU-second, CPU ms per searched decision and bytes allocated per battle (after 5 battles of warm-up).
 * Run with the shaded jar and the test classes:
 * {@code java -cp simulator/target/muster-simulator-*-all.jar:simulator/target/test-classes
 * org.muster.tactics.acw.SearchCostCheck scenarios/acw-skirmish/cavalry-action.yaml 1 "" 105 5} (file, side,
 * preset or "", battles, seed).
 */
public final class SearchCostCheck {
    private SearchCostCheck() {
    }

    public static void main(String[] args) {
        SearchCost.Args a = SearchCost.Args.parse(args);
        AcwRuleset rs = new AcwRuleset(AcwTactics::create);
        AcwTemplate t = rs.compile(a.scenario(), rs.defaults());
        final SearchPlayer[] sp = new SearchPlayer[1];
        AcwEngine e = new AcwEngine(t, (spec, sd, tt) -> {
            AcwPlayer p = AcwTactics.create(spec, sd, tt);
            if (sd == a.side()) {
                sp[0] = (SearchPlayer) p;
            }
            return p;
        });
        SearchCost.measure(a, e, t.unitCount(), new SearchCost.Counters() {
            @Override
            public void reset() {
                sp[0].decisions = sp[0].searched = sp[0].rollouts = sp[0].deviated = 0;
                sp[0].twins = sp[0].cardsSearched = sp[0].cardsDeviated = sp[0].scriptDeviated = 0;
                sp[0].ordersDeviated = sp[0].plansSearched = sp[0].plansDeviated = 0;
                sp[0].truncated = sp[0].widestSpend = 0;
                sp[0].rolloutDecisions = sp[0].rolloutTurns = 0;
                sp[0].cardsSized = sp[0].sizedBudgets = sp[0].cardsRaised = 0;
                java.util.Arrays.fill(sp[0].orderDevByAction, 0);
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

            @Override
            public String extra(long searched) {
                return String.format(" twins/searched %.2f, %s,", (double) sp[0].twins / Math.max(1, searched),
                        sp[0].debug());
            }
        });
    }
}
