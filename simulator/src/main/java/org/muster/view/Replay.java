package org.muster.view;

import java.util.ArrayList;
import java.util.List;

import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;
import org.muster.rules.Engine;

/**
 * One battle recorded for the replay viewer: its narration, cut into steps at the lines that open an activation or a
 * turn ({@link BattleView#opensStep}), and after each step every unit's position, facing, figures and status as the
 * engine's state holds them, with the fire (shooter, target, result) and the charges or assaults narrated in it.
 *
 * <p>Recording reads the state when a step's opening line arrives: such a line is said before anything it announces
 * happens, so the state then is the state at the end of the step before. The last step ends when the battle does.
 * Only narration and public state are read; the engine is played exactly as {@code muster replay} plays it, so the
 * outcome is the battle's row of battles.csv.
 */
public final class Replay {
    /** A status for a unit that takes no part in the battle (an army-list slot that drew nothing). */
    public static final int ABSENT = -1;

    /** Fire from one unit at another in a step: event index, shooter, target, result as narrated. */
    public record Fire(int event, int shooter, int target, String result) {
    }

    /** A charge or close assault declared in a step: event index, attacker, target. */
    public record Charge(int event, int attacker, int target) {
    }

    /**
     * Events [firstEvent, endEvent) of the narration and the state at their end: per unit x, y, facing (inches,
     * degrees), figures standing and status ({@link BattleView#OK} .. {@link BattleView#DESTROYED}, or
     * {@link #ABSENT}).
     */
    public record Step(int turn, int firstEvent, int endEvent, double[] x, double[] y, double[] facing, int[] figures,
            int[] status, List<Fire> fires, List<Charge> charges) {
    }

    private final List<String> events;
    private final List<Step> steps;
    private final BattleRecord record;

    private Replay(List<String> events, List<Step> steps, BattleRecord record) {
        this.events = List.copyOf(events);
        this.steps = List.copyOf(steps);
        this.record = record;
    }

    public List<String> events() {
        return events;
    }

    public List<Step> steps() {
        return steps;
    }

    /** What the battle produced. */
    public BattleRecord record() {
        return record;
    }

    /** Plays battle {@code battle} of base seed {@code seed} on {@code engine} (fresh, of the view's template). */
    public static Replay record(BattleView view, Engine engine, long seed, long battle) {
        Recorder r = new Recorder(view);
        engine.narrate(r);
        BattleRecord out = new BattleRecord(view.units());
        out.clear(view.units());
        engine.play(seed, battle, out);
        engine.narrate(null);
        if (r.opened) {
            r.close();
        } else {
            r.snapshotStart();
        }
        return new Replay(r.events, r.steps, out);
    }

    /** Cuts the narration into steps and reads the state at their ends. */
    private static final class Recorder implements Narrator {
        final BattleView v;
        final List<String> events = new ArrayList<>();
        final List<Step> steps = new ArrayList<>();
        final List<String> labels;
        int first;
        int turn;
        int stepTurn;
        boolean opened;

        Recorder(BattleView v) {
            this.v = v;
            List<String> l = new ArrayList<>();
            for (int u = 0; u < v.units(); u++) {
                l.add(v.label(u));
            }
            labels = l;
        }

        @Override
        public void event(String text) {
            if (!opened) {
                // Step 0 is the state when the first event is said: the start (under deployment zones, before placing).
                opened = true;
                first = 0;
                stepTurn = 0;
                snapshotStart();
            }
            if (v.opensStep(text) && events.size() > first) {
                close();
                first = events.size();
            }
            if (text.startsWith("turn ")) {
                turn = leadingInt(text.substring(5));
            }
            if (events.size() == first) {
                stepTurn = turn;
            }
            events.add(text);
        }

        /** Step 0: the state when the first event is said (or at the end, for a battle that narrated nothing). */
        void snapshotStart() {
            steps.add(snapshot(0, 0, 0, List.of(), List.of()));
        }

        /** Closes the step of events [first, events.size()) with the state now. */
        void close() {
            List<Fire> fires = new ArrayList<>();
            List<Charge> charges = new ArrayList<>();
            for (int e = first; e < events.size(); e++) {
                parse(e, fires, charges);
            }
            steps.add(snapshot(stepTurn, first, events.size(), fires, charges));
        }

        Step snapshot(int turnNo, int from, int to, List<Fire> fires, List<Charge> charges) {
            final int n = v.units();
            double[] x = new double[n];
            double[] y = new double[n];
            double[] f = new double[n];
            int[] figs = new int[n];
            int[] st = new int[n];
            for (int u = 0; u < n; u++) {
                if (!v.present(u) || Double.isNaN(v.x(u)) || Double.isNaN(v.y(u))) {
                    st[u] = ABSENT;
                    continue;
                }
                x[u] = v.x(u);
                y[u] = v.y(u);
                f[u] = v.facing(u);
                figs[u] = v.figures(u);
                st[u] = v.status(u);
            }
            return new Step(turnNo, from, to, x, y, f, figs, st, List.copyOf(fires), List.copyOf(charges));
        }

        void parse(int e, List<Fire> fires, List<Charge> charges) {
            String text = events.get(e);
            for (String verb : FIRE_VERBS) {
                int at = text.indexOf(verb);
                if (at > 0) {
                    int a = unit(stripCard(text.substring(0, at).trim()), true);
                    int b = unit(text.substring(at + verb.length()), false);
                    if (a >= 0 && b >= 0) {
                        fires.add(new Fire(e, a, b, fireResult(e)));
                    }
                    return;
                }
            }
            for (String verb : CHARGE_VERBS) {
                int at = text.indexOf(verb);
                if (at > 0) {
                    int a = unit(stripCard(text.substring(0, at).trim()), true);
                    int b = unit(text.substring(at + verb.length()), false);
                    if (a >= 0 && b >= 0) {
                        charges.add(new Charge(e, a, b));
                    }
                    return;
                }
            }
        }

        /**
         * The result of the fire narrated at event e: the kill dice narrated under it (acw-skirmish), else what the
         * line says after its last colon (hardtack: the effect; jacobite45: hits and casualties).
         */
        String fireResult(int e) {
            String text = events.get(e);
            StringBuilder kills = new StringBuilder();
            for (int k = e + 1; k < events.size() && events.get(k).startsWith(" ") && !text.startsWith(" "); k++) {
                String sub = events.get(k).trim();
                if (sub.startsWith("kill die")) {
                    int c = sub.indexOf(": ");
                    kills.append(kills.length() == 0 ? "" : ", ").append(c > 0 ? sub.substring(c + 2) : sub);
                }
            }
            if (kills.length() > 0) {
                return kills.toString();
            }
            if (v.ruleset().equals("acw-skirmish")) {
                return "miss";
            }
            int c = text.lastIndexOf(": ");
            if (c < 0) {
                return "";
            }
            String tail = text.substring(c + 2).trim();
            String[] parts = tail.split(", ");
            return parts.length <= 2 ? tail : parts[parts.length - 2] + ", " + parts[parts.length - 1];
        }

        /**
         * The unit whose narration label is all of {@code s} ({@code whole}) or starts it, followed by an end of
         * name (a colon, space, bracket or the end); the longest such label. -1 for none.
         */
        int unit(String s, boolean whole) {
            int best = -1;
            for (int u = 0; u < labels.size(); u++) {
                String l = labels.get(u);
                boolean match = whole ? s.equals(l) : s.startsWith(l) && (s.length() == l.length()
                        || ": (,'".indexOf(s.charAt(l.length())) >= 0);
                if (match && (best < 0 || l.length() > labels.get(best).length())) {
                    best = u;
                }
            }
            return best;
        }

        private static String stripCard(String s) {
            return s.startsWith("card ") ? s.substring(5) : s;
        }

        private static int leadingInt(String s) {
            int k = 0;
            while (k < s.length() && Character.isDigit(s.charAt(k))) {
                k++;
            }
            return k == 0 ? 0 : Integer.parseInt(s.substring(0, Math.min(k, 9)));
        }
    }

    /** How the three engines narrate fire: "X fires at Y", "X fires a volley at Y", "X free-fires at Y". */
    private static final List<String> FIRE_VERBS = List.of(" free-fires at ", " fires a volley at ", " fires at ");
    /** And charges or assaults: acw "X charges Y", jacobite45 "card X: charge Y", hardtack's close assault. */
    private static final List<String> CHARGE_VERBS = List.of(" declares a close assault on ", ": charge ",
            " charges ");
}
