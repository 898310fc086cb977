package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.D12;
import static org.muster.rules.hardtack.HardtackCodes.D4;
import static org.muster.rules.hardtack.HardtackCodes.faces;

/**
 * The die mechanics of Stargrunt II as Hardtack uses them (shared/rules/hardtack.md section 1): the D4-D12 ladder,
 * closed and open shifts, exceed-to-succeed, nearest-die rounding, and the exact probabilities of the basic rolls.
 * Dice are the int codes of {@link HardtackCodes} (D4 = 0 ... D12 = 4). Static, stateless and allocation-free:
 * safe from any thread.
 */
public final class HardtackDice {
    private HardtackDice() {
    }

    /** Closed shift (section 1 item 4): n steps up (n &gt; 0) or down, excess beyond D4 or D12 discarded. */
    public static int shiftClosed(int die, int n) {
        return Math.max(D4, Math.min(D12, die + n));
    }

    /**
     * The overflow of an open shift (section 1 item 4): steps that would go beyond D12 (positive) or below D4
     * (negative). The shifted die itself is {@link #shiftClosed}; a positive overflow is applied as a down-shift of
     * the opponent's die in that opposed roll, a negative one as an up-shift.
     */
    public static int openOverflow(int die, int n) {
        int r = die + n;
        return r > D12 ? r - D12 : r < D4 ? r - D4 : 0;
    }

    /**
     * Nearest die type for a count (section 1 item 6, section 7.5): the smallest die with at least {@code count}
     * faces, D4 minimum and D12 maximum. Fractional counts compare the same way (2.5 gives D4).
     */
    public static int nearestUp(double count) {
        for (int d = D4; d < D12; d++) {
            if (count <= faces(d)) {
                return d;
            }
        }
        return D12;
    }

    /**
     * {@link #nearestUp} of a whole count, without the loop: the smallest d with count &lt;= 4 + 2d is
     * ceil((count - 4) / 2) = (count - 3) &gt;&gt; 1 (an arithmetic shift, so the floor for counts below 4), held to
     * D4..D12.
     */
    public static int nearestUpCount(int count) {
        return Math.max(D4, Math.min(D12, (count - 3) >> 1));
    }

    /** Exceed to succeed (section 1 item 2): a roll succeeds only when strictly greater; ties fail for the actor. */
    public static boolean exceeds(int roll, int target) {
        return roll > target;
    }

    /** P(a roll of {@code die} exceeds {@code target}), exact. */
    public static double pExceeds(int die, int target) {
        int f = faces(die);
        if (target < 0) {
            return 1;
        }
        return target >= f ? 0 : (double) (f - target) / f;
    }

    /** Single opposed roll (Appendix A.1): P(actor's die &gt; opponent's die), ties to the opponent. */
    public static double pOpposed(int actor, int opponent) {
        int fa = faces(actor);
        int fo = faces(opponent);
        int wins = 0;
        for (int a = 1; a <= fa; a++) {
            wins += Math.min(a - 1, fo);
        }
        return (double) wins / (fa * fo);
    }

    /** P(tie) of an opposed roll of two dice. */
    public static double pTie(int a, int b) {
        return (double) Math.min(faces(a), faces(b)) / (faces(a) * faces(b));
    }

    /**
     * The outcome of one impact roll against one armour roll (section 7.7 step 3): 0 no effect (impact &lt;= armour),
     * 1 wound (armour &lt; impact &lt;= 2 x armour, by default), 2 kill (impact &gt; killMultiple x armour).
     */
    public static int impactOutcome(int impactRoll, int armourRoll, int killMultiple) {
        if (impactRoll <= armourRoll) {
            return 0;
        }
        return impactRoll > killMultiple * armourRoll ? 2 : 1;
    }

    /**
     * P(wound) and P(kill) of one potential hit (Appendix A.2), written into {@code out[0]} and {@code out[1]}.
     * {@code armourShift} is the cover shift of the armour die, an open shift: steps beyond D12 shift the impact die
     * down (closed). Allocation-free.
     */
    public static void impact(int impactDie, int armourDie, int armourShift, int killMultiple, double[] out) {
        int armour = shiftClosed(armourDie, armourShift);
        int overflow = openOverflow(armourDie, armourShift);
        int imp = shiftClosed(impactDie, -overflow);
        int fi = faces(imp);
        int fa = faces(armour);
        int wound = 0;
        int kill = 0;
        for (int i = 1; i <= fi; i++) {
            for (int a = 1; a <= fa; a++) {
                int o = impactOutcome(i, a, killMultiple);
                if (o == 1) {
                    wound++;
                } else if (o == 2) {
                    kill++;
                }
            }
        }
        out[0] = (double) wound / (fi * fa);
        out[1] = (double) kill / (fi * fa);
    }

    /**
     * Levels a confidence test loses (section 10.1): 0 when the roll exceeds the target, 2 when the roll is half the
     * target or less (exact comparison: 2 x roll &lt;= target), else 1.
     */
    public static int confidenceDrop(int roll, int target) {
        if (roll > target) {
            return 0;
        }
        return 2 * roll <= target ? 2 : 1;
    }

    /** P(pass), P(-1), P(-2) of a confidence test with {@code die} against {@code target}, into {@code out[0..2]}. */
    public static void confidence(int die, int target, double[] out) {
        int f = faces(die);
        out[0] = 0;
        out[1] = 0;
        out[2] = 0;
        for (int r = 1; r <= f; r++) {
            out[confidenceDrop(r, target)] += 1.0 / f;
        }
    }

    /**
     * Range-die steps (section 7.3, 7.4, 7.14, B.3) before the ineffective test: band count minus one, the smoothbore
     * shift when beyond the first band (applied first), then cover, in-position and other up-shifts, net of the
     * closed down-shifts (close-formation and travel targets) with the floor at D4. A result above D12 (4) means the
     * fire is automatically ineffective. When {@code netBeforeLimit} is false, the up-shifts alone are tested against
     * the limit (returned as 5 when over it) before the down-shift applies.
     */
    public static int rangeSteps(double range, int band, int smoothboreShift, int upShifts, int downShifts,
            boolean netBeforeLimit) {
        int bands = Math.max(1, (int) Math.ceil(range / band));
        int s = bands - 1;
        if (bands > 1) {
            s += smoothboreShift;
        }
        s += upShifts;
        if (!netBeforeLimit && s > D12) {
            return D12 + 1;
        }
        return Math.max(D4, s - downShifts);
    }

    /**
     * Firepower die code for a total fire value (section 7.5): the nearest die rounded up, with the Hardtack D2 rule
     * (a total at or below {@code d2Threshold} gives D4 and a quality down-shift, see {@link #d2QualityShift}) and the
     * skirmish down-shift (closed).
     */
    public static int firepowerDie(double total, boolean skirmish, int skirmishShift) {
        int d = nearestUp(total);
        return skirmish ? shiftClosed(d, -skirmishShift) : d;
    }

    /** The quality-die down-shift of the D2 rule (section 7.5): {@code shift} when the total is at most the limit. */
    public static int d2QualityShift(double total, double d2Threshold, int shift) {
        return total <= d2Threshold ? shift : 0;
    }
}
