package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.faces;

import org.muster.engine.Dice;

/**
 * What every phase of a {@code hardtack} battle shares: the template, the one {@link HardtackState}, the rule dice
 * (DICE stream), the players and the reusable order, and a link to each other phase. The phases are package-private
 * classes over that one state, each holding one part of the rules (package-info lists them); {@link HardtackEngine}
 * is one of them too, the one that runs the battle and answers the players. All are made once per engine (so per
 * worker thread) and linked together by {@link #link}; nothing here allocates per battle.
 */
abstract class HardtackPhase {
    final HardtackTemplate t;
    final HardtackState s;
    final Dice dice;
    final HardtackPlayer[] players;
    final HardtackOrder order;
    final int n;

    HardtackEngine engine;
    HardtackSightlines lines;
    HardtackActivation act;
    HardtackMovement movement;
    HardtackFire fire;
    HardtackHits casualties;
    HardtackArtillery guns;
    HardtackConfidence morale;
    HardtackCommand command;
    HardtackAssault assault;
    HardtackEndOfTurn ending;

    /** The root: a new state, dice, players and order for {@code template}. */
    HardtackPhase(HardtackTemplate template) {
        this.t = template;
        this.n = template.unitCount();
        this.s = new HardtackState(template);
        this.dice = s.dice;
        this.players = new HardtackPlayer[2];
        this.order = new HardtackOrder();
    }

    /** A phase over the root's state, dice, players and order. */
    HardtackPhase(HardtackPhase root) {
        this.t = root.t;
        this.n = root.n;
        this.s = root.s;
        this.dice = root.dice;
        this.players = root.players;
        this.order = root.order;
    }

    /** Links every phase (the engine included) to every other. */
    static void link(HardtackEngine engine, HardtackSightlines lines, HardtackActivation act, HardtackMovement movement,
            HardtackFire fire, HardtackHits hits, HardtackArtillery guns, HardtackConfidence morale,
            HardtackCommand command, HardtackAssault assault, HardtackEndOfTurn close) {
        HardtackPhase[] all = {engine, lines, act, movement, fire, hits, guns, morale, command, assault, close};
        for (HardtackPhase p : all) {
            p.engine = engine;
            p.lines = lines;
            p.act = act;
            p.movement = movement;
            p.fire = fire;
            p.casualties = hits;
            p.guns = guns;
            p.morale = morale;
            p.command = command;
            p.assault = assault;
            p.ending = close;
        }
    }

    final void say(String text) {
        engine.narrator.event(text);
    }

    final String name(int u) {
        return t.unitName(u);
    }

    final int roll(int die) {
        return dice.roll(faces(die));
    }

    /** The D6 of the roll-off (3.1 [D]), treatment (9.3), new leader (9.2) and close-combat casualty (11.1) tables. */
    static final int D6_FACES = 6;
    /** Path sampling step of a move, inches (section 5.3 [D], the SG2-TS approach). */
    static final double PATH_STEP = 0.25;
    /** A router within this of its own edge (less than a path step and a half) has left the table. */
    static final double EDGE_SLACK = 1.5 * PATH_STEP;

    static String fmt(double v) {
        return Long.toString(Math.round(v * 10) / 10) + "." + Math.abs(Math.round(v * 10) % 10);
    }
}
