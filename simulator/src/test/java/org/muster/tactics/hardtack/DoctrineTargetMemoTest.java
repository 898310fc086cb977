package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Parameters;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The doctrine player's remembered best target of each company, and its scan from remembered per-pair values, equal a
 * fresh scan of its targets (nothing remembered), and each company's best loaded volley read from the per-pair values
 * equals the loop over its enemies, whenever the player is asked anything, over played battles of the
 * bundled scenarios (with off-table artillery too): the memos are never read stale across a move, a volley, a
 * casualty, going in position, travel mode, a re-forming or a new battle, nor after a change of the firer's own
 * facing, figures, gun ammunition or mounted state within an epoch; and so when both sides' players share their
 * target scans, as a search's rollout players do (issue 21).
 */
class DoctrineTargetMemoTest {
    /** A doctrine player that, before each question, checks the memo of every company against a fresh scan. */
    private static final class Checking extends ForwardingPlayer {
        final DoctrinePlayer inner;
        /** The reference of {@link DoctrinePlayer#bestLoaded}'s loop. */
        final DoctrineOdds odds;
        long checks;
        long targets;
        long loaded;

        Checking(DoctrinePlayer inner, HardtackTemplate t) {
            super(inner);
            this.inner = inner;
            this.odds = new DoctrineOdds(t);
        }

        /**
         * u's best loaded volley from the pair memo ({@link DoctrinePlayer#bestLoaded}), at active enemies and at any,
         * equals the loop of couldFireLoaded and expectedAt over every enemy it stands for, to the last bit.
         */
        void checkLoaded(HardtackEngine e, int u) {
            for (int a = 0; a < 2; a++) {
                final boolean activeOnly = a == 0;
                double best = 0;
                for (int v = 0; v < e.template().unitCount(); v++) {
                    if ((!activeOnly || e.state().active(v)) && e.couldFireLoaded(u, v)) {
                        best = Math.max(best, odds.expectedAt(e, u, v));
                    }
                }
                assertEquals(best, inner.bestLoaded(e, u, activeOnly), "loaded volley of unit " + u + " at check "
                        + checks);
                if (activeOnly) {
                    assertEquals(best, inner.bestLoadedActive(e, u), "remembered loaded volley of unit " + u
                            + " at check " + checks);
                }
                if (best > 0) {
                    loaded++;
                }
            }
        }

        void check(HardtackEngine e) {
            for (int u = 0; u < e.template().unitCount(); u++) {
                int kept = inner.bestTarget(e, u);
                double keptValue = inner.bestValue();
                checkLoaded(e, u);
                int fresh = inner.scanTargetsFresh(e, u);
                assertEquals(fresh, kept, "target of unit " + u + " at check " + checks);
                assertEquals(inner.bestValue(), keptValue, "value of unit " + u + " at check " + checks);
                int paired = inner.scanTargets(e, u);
                assertEquals(fresh, paired, "target of unit " + u + " by remembered pairs at check " + checks);
                assertEquals(keptValue, inner.bestValue(), "value of unit " + u + " by remembered pairs at check "
                        + checks);
                checks++;
                if (fresh >= 0) {
                    targets++;
                    perturb(e, u, fresh, keptValue);
                }
            }
        }

        /**
         * Within the epoch, changes the firer's own state that the scan reads (facing, figures, gun ammunition,
         * mounted) one at a time, checks the memo against a fresh scan, and restores it. Sight, cover and range steps
         * do not read these, so the engine's caches stay valid.
         */
        void perturb(HardtackEngine e, int u, int target, double value) {
            HardtackState s = e.state();
            double facing = s.facing[u];
            s.facing[u] = facing + 90;
            compare(e, u, target, value);
            s.facing[u] = facing;
            if (s.fit[u] > 1) {
                s.fit[u]--;
                s.settle(u);
                compare(e, u, target, value);
                s.fit[u]++;
                s.settle(u);
            }
            int ammo = s.ammo[u];
            if (e.template().type[u] == HardtackCodes.ARTILLERY && ammo != 0) {
                s.ammo[u] = ammo == HardtackState.SHOT ? HardtackState.CANISTER : HardtackState.SHOT;
                compare(e, u, target, value);
                s.ammo[u] = ammo;
            }
            if (e.template().type[u] == HardtackCodes.CAVALRY) {
                s.mounted(u, !s.mounted(u));
                compare(e, u, target, value);
                s.mounted(u, !s.mounted(u));
            }
            assertEquals(target, inner.bestTarget(e, u));
            assertEquals(value, inner.bestValue());
        }

        private void compare(HardtackEngine e, int u, int target, double value) {
            int kept = inner.bestTarget(e, u);
            double keptValue = inner.bestValue();
            int fresh = inner.scanTargetsFresh(e, u);
            assertEquals(fresh, kept, "perturbed target of unit " + u + " at check " + checks);
            assertEquals(inner.bestValue(), keptValue, "perturbed value of unit " + u + " at check " + checks);
            double freshValue = inner.bestValue();
            assertEquals(fresh, inner.scanTargets(e, u), "perturbed target by remembered pairs at check " + checks);
            assertEquals(freshValue, inner.bestValue(), "perturbed value by remembered pairs at check " + checks);
            checkLoaded(e, u);
            if (fresh != target || freshValue != value) {
                changed++;
            }
        }

        long changed;

        @Override
        public int chooseUnit(HardtackEngine e, int side, boolean mayPass) {
            check(e);
            return inner.chooseUnit(e, side, mayPass);
        }

        @Override
        public boolean activateRegiment(HardtackEngine e, int unit) {
            check(e);
            return inner.activateRegiment(e, unit);
        }

        @Override
        public void decide(HardtackEngine e, int unit, int index, HardtackOrder order) {
            check(e);
            inner.decide(e, unit, index, order);
        }

        @Override
        public int reactionFire(HardtackEngine e, int side, int mover) {
            check(e);
            return inner.reactionFire(e, side, mover);
        }
    }

    /**
     * {@code shared}: both sides' players share one {@link DoctrineTargets}, as a search's rollout players do, so that
     * each reads the memos the other filled.
     */
    @ParameterizedTest
    @CsvSource({"little-round-top, off, false", "stone-wall, off, false", "cavalry-action, off, false",
        "meeting-engagement, on, false", "points-regiment, off, true", "little-round-top, off, true",
        "meeting-engagement, on, true"})
    void memo_equalsAFreshScanThroughPlayedBattles(String name, String offTable, boolean shared) {
        Checking[] players = new Checking[2];
        DoctrineTargets[] sharedTargets = new DoctrineTargets[1];
        HardtackRuleset rules = new HardtackRuleset((spec, side, t) -> {
            if (sharedTargets[0] == null) {
                sharedTargets[0] = new DoctrineTargets(t, new DoctrineOdds(t));
            }
            DoctrinePlayer p = shared ? new DoctrinePlayer(side, DoctrineWeights.of(spec, t.scenario().source(),
                    "player"), t, sharedTargets[0]) : (DoctrinePlayer) HardtackTactics.create(spec, side, t);
            players[side] = new Checking(p, t);
            return players[side];
        });
        Scenario s = ScenarioReader.read(Path.of("..", "scenarios", "hardtack", name + ".yaml"));
        Parameters p = rules.defaults().with(Map.of("offtable", offTable), "test");
        HardtackTemplate t = rules.compile(s, p);
        HardtackEngine e = rules.newHardtackEngine(t);
        BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int i = 0; i < 20; i++) {
            e.play(7, i, r);
        }
        long checks = players[0].checks + players[1].checks;
        long targets = players[0].targets + players[1].targets;
        assertTrue(checks > 1000, "checks " + checks);
        assertTrue(targets > 100, "checks with a target " + targets);
        assertTrue(players[0].loaded + players[1].loaded > 100, "checks with a loaded volley");
        long changed = players[0].changed + players[1].changed;
        assertTrue(changed > 100, "perturbations that changed the scan " + changed);
    }
}
