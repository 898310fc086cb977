package org.muster.run;

import java.util.Map;
import java.util.regex.Pattern;

import org.muster.batch.BattleFailedException;
import org.muster.model.PlayerSpec;

/**
 * Turns a {@link BattleFailedException} into the internal error every balance command reports (exit code 3): the
 * scenario file, the seed, the battle index and the cause, with the exact {@code muster replay} command that plays
 * that battle alone (its rule overrides, players and variables included).
 */
public final class Failures {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._=:/,+-]+");

    private Failures() {
    }

    /** The error for a failed battle of {@code l}; {@code context} says which part of the command it was in. */
    public static IllegalStateException battleFailed(String context, ScenarioSetup.Loaded l, BattleFailedException e) {
        return new IllegalStateException(context + ": " + l.file() + ": battle " + e.battle() + " of the run with seed "
                + e.seed() + " failed: " + e.getCause() + " (reproduce with: " + replay(l, e) + ")", e.getCause());
    }

    /** As above for a paired comparison, where the battle may have failed in either scenario. */
    public static IllegalStateException battleFailed(String context, ScenarioSetup.Loaded a, ScenarioSetup.Loaded b,
            BattleFailedException e) {
        return new IllegalStateException(context + ": " + a.file() + " / " + b.file() + ": battle " + e.battle()
                + " of the run with seed " + e.seed() + " failed: " + e.getCause() + " (reproduce with: " + replay(a, e)
                + ", or: " + replay(b, e) + ")", e.getCause());
    }

    /** {@code muster replay FILE --seed S --battle I [--set ...] [--ai ...] [--var ...]}. */
    public static String replay(ScenarioSetup.Loaded l, BattleFailedException e) {
        StringBuilder s = new StringBuilder("muster replay ").append(quote(l.file().toString())).append(" --seed ")
                .append(e.seed()).append(" --battle ").append(e.battle());
        for (Map.Entry<String, String> p : l.parameters().changed().entrySet()) {
            s.append(" --set ").append(quote(p.getKey() + "=" + p.getValue()));
        }
        for (int side = 0; side < l.scenario().sides().size(); side++) {
            PlayerSpec p = l.scenario().sides().get(side).player();
            String preset = p.preset() == null || p.preset().isEmpty() ? "" : ":" + p.preset();
            s.append(" --ai ").append(quote(side + "=" + p.ai() + preset));
        }
        for (Map.Entry<String, String> v : l.scenario().vars().entrySet()) {
            s.append(" --var ").append(quote(v.getKey() + "=" + v.getValue()));
        }
        return s.toString();
    }

    private static String quote(String word) {
        return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
