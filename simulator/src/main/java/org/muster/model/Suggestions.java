package org.muster.model;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean" hints for error messages: the closest known word by edit distance, when it is close enough. */
public final class Suggestions {
    private Suggestions() {
    }

    /**
     * {@code " (did you mean 'x'?)"} for the candidate closest to {@code word} (Levenshtein distance, case-insensitive)
     * when it is within max(2, length / 4) edits, else the empty string.
     */
    public static String didYouMean(String word, Collection<String> candidates) {
        String w = word.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(w, c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best != null && bestDistance <= Math.max(2, word.length() / 4) ? " (did you mean '" + best + "'?)" : "";
    }

    /** Levenshtein distance with two rolling rows. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
