package org.muster.tactics.search;

import java.util.Locale;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;

/**
 * A search player's options as written in its preset, e.g. {@code --ai 0=search:budget=48,horizon=2,aggressive} or
 * {@code player: {ai: search, preset: "budget=96,test=margin"}}: comma-separated tokens, read in order, case
 * ignored. The keys every rule set's search has are read here: {@code budget=N} (rollouts per searched decision, 1
 * to {@link #MAX_BUDGET} or a rule set's lower cap), {@code horizon=T} (turns per rollout, 0: to the end),
 * {@code margin=M} (0 to 1, the mean score a challenger must gain over the doctrine answer), {@code
 * test=margin|paired} (paired: also {@link Yardstick#Z} standard errors), {@code eval=outcome|break} where the rule
 * set scores a cut-off both ways, and at most one bare word, the doctrine preset for the player's own doctrine
 * answers and rollouts. A subclass adds its rule set's keys ({@link #own}), its defaults given to the constructor,
 * and the rule set builds its player from the fields.
 *
 * <p>Bad input is one {@link ScenarioException} naming {@code <field>.preset} (e.g. {@code sides[1].player.preset})
 * and the token: an unknown key, an empty token (a stray comma) or a second preset word lists the known options,
 * a bad value says what its key takes, and an option given twice ({@code fast}, {@code strong} and {@code budget=}
 * all set the budget) names both. Read at compile time and once per side per engine, so it may allocate.
 */
public abstract class SearchPreset {
    /** Rollouts per searched decision. */
    public int budget;
    /** Turns per rollout, the current one counted; 0 to the end of the battle. */
    public int horizon;
    /** Mean score a challenger must gain over the doctrine answer. */
    public double margin;
    /** Whether a challenger must also pass the paired test ({@code test=paired}). */
    public boolean paired;
    /** {@link Yardstick#EVAL_OUTCOME} or {@link Yardstick#EVAL_BREAK}; unused where the rule set has no eval key. */
    public int eval;
    /** The doctrine preset named, or null for the default. */
    public String preset;
    /**
     * The most rollouts per decision any rule set's search takes: a player keeps a score per candidate and rollout,
     * so a budget bounds its memory (12 candidates at this cap hold about 10 MB), and a larger one would take days a
     * battle anyway.
     */
    public static final int MAX_BUDGET = 100_000;
    private final int maxBudget;
    private final boolean evalKey;

    /**
     * Defaults; {@code maxBudget} caps {@code budget=}, never above {@link #MAX_BUDGET}; {@code evalKey} whether
     * {@code eval=} is an option of this rule set's search.
     */
    protected SearchPreset(int budget, int maxBudget, int horizon, double margin, boolean paired, boolean evalKey,
            int eval) {
        this.budget = budget;
        this.maxBudget = Math.min(maxBudget, MAX_BUDGET);
        this.horizon = horizon;
        this.margin = margin;
        this.paired = paired;
        this.evalKey = evalKey;
        this.eval = eval;
    }

    /**
     * Reads a rule set's own key: true if it is one (its value applied), false if not; throws
     * {@link NumberFormatException} for a bad value (or a value on a key that takes none: {@code bare} is false).
     */
    protected abstract boolean own(String key, String value, boolean bare);

    /** The rule set's own keys for the "known" list, e.g. {@code "only=script|units, fast, strong"}. */
    protected abstract String ownKnown();

    /** What the rule set's own keys take, e.g. {@code "only script or units; fast and strong take no value"}. */
    protected abstract String ownNeeds();

    /**
     * Reads {@code p}'s preset into the fields, in token order; {@code field} is the player's (sides[0].player). With
     * no doctrine preset named, {@link #preset} is the one the scenario gives the side ({@link PlayerSpec#sidePreset},
     * as {@code --ai 0=search:budget=96} leaves it), else null (the rule set's default).
     */
    public final void read(PlayerSpec p, SourceMap source, String field) {
        readTokens(p, source, field);
        if (preset == null) {
            preset = p.sidePreset();
        }
    }

    private void readTokens(PlayerSpec p, SourceMap source, String field) {
        if (p.preset() == null) {
            return;
        }
        final String[] tokens = p.preset().split(",", -1);
        final String[] set = new String[tokens.length];
        for (int t = 0; t < tokens.length; t++) {
            final String token = tokens[t];
            final String tok = token.trim().toLowerCase(Locale.ROOT);
            if (tok.isEmpty()) {
                throw ScenarioException.at(source, field + ".preset", "empty search option in '" + p.preset()
                        + "' (a stray comma?)");
            }
            final int eq = tok.indexOf('=');
            final String key = eq < 0 ? tok : tok.substring(0, eq);
            final String value = eq < 0 ? "" : tok.substring(eq + 1);
            // fast and strong are budgets: one of them, or budget=, once. A second would silently win.
            set[t] = key.equals("fast") || key.equals("strong") ? "budget" : key;
            for (int u = 0; u < t; u++) {
                if (set[u].equals(set[t])) {
                    throw ScenarioException.at(source, field + ".preset", "search option '" + token.trim()
                            + "' sets " + set[t] + " again (after '" + tokens[u].trim() + "' in '" + p.preset()
                            + "'); give each option once");
                }
            }
            try {
                if (!common(key, value) && !own(key, value, eq < 0)) {
                    if (eq >= 0 || preset != null) {
                        throw ScenarioException.at(source, field + ".preset", "unknown search option '"
                                + token.trim() + "' (known: budget=N, horizon=T, margin=M, test=paired|margin, "
                                + (evalKey ? "eval=outcome|break, " : "") + ownKnown() + ", and one doctrine preset)");
                    }
                    preset = tok;
                }
            } catch (NumberFormatException e) {
                throw ScenarioException.at(source, field + ".preset", "search option '" + token.trim() + "': "
                        + needs(key));
            }
        }
    }

    /** What {@code key} takes, for the message of a bad value: the shared keys' own line, else the rule set's. */
    private String needs(String key) {
        switch (key) {
            case "budget":
                return "budget takes a whole number from 1 to " + maxBudget;
            case "horizon":
                return "horizon takes a whole number of turns, 0 or more (0: to the end of the battle)";
            case "margin":
                return "margin takes a number from 0 to 1";
            case "test":
                return "test takes paired or margin";
            case "eval":
                return "eval takes outcome or break";
            default:
                return ownNeeds();
        }
    }

    private boolean common(String key, String value) {
        switch (key) {
            case "budget":
                budget = whole(value, 1, maxBudget);
                return true;
            case "horizon":
                horizon = Integer.parseInt(value);
                if (horizon < 0) {
                    throw new NumberFormatException();
                }
                return true;
            case "margin":
                margin = number(value, 0, 1);
                return true;
            case "test":
                paired = choice(value, "margin", "paired") == 1;
                return true;
            case "eval":
                if (!evalKey) {
                    return false;
                }
                eval = choice(value, "outcome", "break") == 0 ? Yardstick.EVAL_OUTCOME : Yardstick.EVAL_BREAK;
                return true;
            default:
                return false;
        }
    }

    /**
     * Reads the bare words {@code fast} and {@code strong}, which set {@link #budget} to the rule set's
     * {@code fastBudget} or {@code strongBudget}: true if {@code key} is one of them (applied), false if not; a value
     * on either ({@code bare} false) is a {@link NumberFormatException}.
     */
    protected final boolean speed(String key, boolean bare, int fastBudget, int strongBudget) {
        if (!key.equals("fast") && !key.equals("strong")) {
            return false;
        }
        if (!bare) {
            throw new NumberFormatException();
        }
        budget = key.equals("fast") ? fastBudget : strongBudget;
        return true;
    }

    /** The index of {@code value} among {@code names}; {@link NumberFormatException} if none. */
    protected static int choice(String value, String... names) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(value)) {
                return i;
            }
        }
        throw new NumberFormatException();
    }

    /** {@code value} as a whole number from {@code lo} to {@code hi}; {@link NumberFormatException} otherwise. */
    protected static int whole(String value, int lo, int hi) {
        final int x = Integer.parseInt(value);
        if (x < lo || x > hi) {
            throw new NumberFormatException();
        }
        return x;
    }

    /** {@code value} as a number from {@code lo} to {@code hi}; {@link NumberFormatException} otherwise (NaN too). */
    protected static double number(String value, double lo, double hi) {
        final double x = Double.parseDouble(value);
        if (!(x >= lo && x <= hi)) {
            throw new NumberFormatException();
        }
        return x;
    }

    /**
     * Whether rollouts may model the player {@code q} (the other side's, from the scenario or {@code --ai}) by its own
     * doctrine weights: it is a doctrine player (the default AI). A naive, random or searching opponent is not, and
     * each rule set says what models it instead.
     */
    public static boolean playsDoctrine(PlayerSpec q) {
        return q != null && (q.ai() == null || q.ai().equalsIgnoreCase("doctrine"));
    }
}
