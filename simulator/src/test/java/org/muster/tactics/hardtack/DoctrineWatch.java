package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * What the exact weight tests share: side 0 played by a watching player (which compares a weight's answer with the
 * same player's without it) in whole battles against the scenario's own side 1, and the check that two answers are
 * the same order.
 */
final class DoctrineWatch {
    private DoctrineWatch() {
    }

    /**
     * Side 0's player in an exact weight test: answers every order as {@code with} and hands each answer, with what
     * {@code without} answers to the same question, to {@link #check}.
     */
    abstract static class Pair extends ForwardingPlayer {
        private final DoctrinePlayer without;
        private final HardtackOrder other = new HardtackOrder();

        Pair(DoctrinePlayer with, DoctrinePlayer without) {
            super(with);
            this.without = without;
        }

        @Override
        public final void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
            delegate.decide(e, u, index, o);
            other.clear();
            without.decide(e, u, index, other);
            check(e, u, o, other);
        }

        /** Checks {@code o}, the order given, against {@code other}, the order without the weight. */
        abstract void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other);

        /** Whether either order is a command (a transfer or a runner), which the weights under test leave alone. */
        static boolean command(HardtackOrder o, HardtackOrder other) {
            return other.action == HardtackOrder.TRANSFER || other.action == HardtackOrder.RUNNER
                    || o.action == HardtackOrder.TRANSFER || o.action == HardtackOrder.RUNNER;
        }
    }

    /**
     * A {@link Pair} for the plain exact test: command orders are skipped; where {@link #acted} says the weight changed
     * the answer, {@link #explain} asserts why and {@link #acted} is counted; every other order must be the same as
     * without the weight, and is counted in {@link #same}.
     */
    abstract static class Exact extends Pair {
        int acted;
        int same;

        Exact(DoctrinePlayer with, DoctrinePlayer without) {
            super(with, without);
        }

        @Override
        final void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
            if (command(o, other)) {
                return;
            }
            if (acted(o, other)) {
                acted++;
                explain(e, u, o, other);
            } else {
                same++;
                assertSameOrder(other, o);
            }
        }

        /** Whether {@code o}, against {@code other} (the answer without the weight), is the weight's doing. */
        abstract boolean acted(HardtackOrder o, HardtackOrder other);

        /** Asserts that the weight had its reason to change the answer of unit u. */
        abstract void explain(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other);
    }

    /**
     * An exact weight test's two players for side 0 of {@code s}: the balanced preset with {@code shared} overrides
     * ({@code on}, {@code with}) and the same with {@code weight} 0 as well ({@code off}, {@code without}).
     */
    record Toggle(HardtackTemplate t, DoctrineWeights on, DoctrineWeights off, DoctrinePlayer with,
            DoctrinePlayer without) {
        static Toggle of(Scenario s, Map<String, Double> shared, String weight) {
            HardtackTemplate t = compile(s);
            Map<String, Double> zero = new HashMap<>(shared);
            zero.put(weight, 0.0);
            DoctrineWeights on = balanced(s, shared);
            DoctrineWeights off = balanced(s, zero);
            return new Toggle(t, on, off, new DoctrinePlayer(0, on, t), new DoctrinePlayer(0, off, t));
        }
    }

    /**
     * Side 0's player in a script test (the search's postures): plays doctrine's answers and asks {@code script}, on
     * the same state, the same questions; it must choose the same unit, and each order of both goes to {@link #check}.
     */
    abstract static class Beside extends ForwardingPlayer {
        private final HardtackPlayer script;
        private final HardtackOrder mine = new HardtackOrder();

        Beside(DoctrinePlayer doctrine, HardtackPlayer script) {
            super(doctrine);
            this.script = script;
        }

        @Override
        public final void startBattle(HardtackEngine e) {
            delegate.startBattle(e);
            script.startBattle(e);
        }

        @Override
        public final int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
            int d = delegate.chooseUnit(e, sd, mayPass);
            assertEquals(d, script.chooseUnit(e, sd, mayPass));
            return d;
        }

        @Override
        public final void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
            delegate.decide(e, u, index, o);
            mine.clear();
            script.decide(e, u, index, mine);
            check(e, u, index, o, mine);
        }

        /** Checks {@code mine}, the script's order, against {@code o}, doctrine's (the one played). */
        abstract void check(HardtackEngine e, int u, int index, HardtackOrder o, HardtackOrder mine);
    }

    /** The balanced preset's weights with {@code overrides} (none: as shipped), as a scenario's player gets them. */
    static DoctrineWeights balanced(Scenario s, Map<String, Double> overrides) {
        return DoctrineWeights.of(new PlayerSpec("doctrine", "balanced", overrides), s.source(), "p");
    }

    /** The weights of doctrine preset {@code preset} as shipped, as a scenario's player gets them. */
    static DoctrineWeights weights(Scenario s, String preset) {
        return DoctrineWeights.of(new PlayerSpec("doctrine", preset, Map.of()), s.source(), "p");
    }

    /** The scenario compiled under hardtack's default rules, its players from {@link HardtackTactics}. */
    static HardtackTemplate compile(Scenario s) {
        HardtackRuleset rs = new HardtackRuleset(HardtackTactics::create);
        return rs.compile(s, rs.defaults());
    }

    /** Plays battles 0 to {@code battles - 1} of seed 7 with {@code side0} for side 0 and the scenario's side 1. */
    static void playAsSide0(HardtackTemplate t, HardtackPlayer side0, int battles) {
        HardtackEngine e = new HardtackEngine(t, (spec, sd, tt) -> sd == 0 ? side0
                : HardtackTactics.create(spec, sd, tt));
        BattleRecord r = new BattleRecord(t.unitCount());
        for (int i = 0; i < battles; i++) {
            e.play(7, i, r);
        }
    }

    /** Asserts that {@code got} is the order {@code want}: action, target, argument and point. */
    static void assertSameOrder(HardtackOrder want, HardtackOrder got) {
        assertEquals(want.action, got.action);
        assertEquals(want.target, got.target);
        assertEquals(want.arg, got.arg);
        assertEquals(want.x, got.x);
        assertEquals(want.y, got.y);
    }
}
