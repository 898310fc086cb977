package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.COLUMN;
import static org.muster.rules.jacobite.JacobiteCodes.DISMOUNTED;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;
import static org.muster.rules.jacobite.JacobiteCodes.FIELD;
import static org.muster.rules.jacobite.JacobiteCodes.HIGHLAND_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.LINE;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.ROAD;

import org.muster.rules.battle.Compass;

/**
 * Movement (A5) of a {@code jacobite45} battle: random move dice by type and formation, dice lost to rough ground and
 * linear obstacles, wheels, prolonge, the whole-distance move that stops at friends, enemies, the table edge and
 * impassable ground, and the exact move odds players aim ({@link #aimMove}).
 */
public final class Movement extends Phase {
    private final int[] moveRoll = new int[16];
    /** The last {@link #onsets}: where the move walked first meets rough ground and a linear obstacle. */
    double onsetRough = Double.POSITIVE_INFINITY;
    double onsetObstacle = Double.POSITIVE_INFINITY;
    /** The move {@link #aimMove} aimed: unit and onsets. */
    private int aimUnit;
    private double aimRough = Double.POSITIVE_INFINITY;
    private double aimObstacle = Double.POSITIVE_INFINITY;

    Movement(JacobiteEngine engine) {
        super(engine);
    }

    /** The most movement dice the unit may roll in its formation (A5). */
    public int maxDice(int u) {
        return t.moveDice[s.type[u]][s.formation[u]];
    }

    /** Whether u may change to formation f (A5): foot line/column, cavalry line/column/dismounted, guns field/road. */
    public boolean canChangeTo(int u, int f) {
        final int cur = s.formation[u];
        if (f == cur) {
            return false;
        }
        switch (s.type[u]) {
            case REGULAR_FOOT:
            case MILITIA_FOOT:
                return f == LINE || f == COLUMN;
            case HIGHLAND_FOOT:
                return false;
            case ARTILLERY:
                return f == FIELD || f == ROAD;
            default:
                return f == LINE || f == COLUMN || f == DISMOUNTED;
        }
    }

    /**
     * A move (A5): roll {@code nDice} movement dice, drop dice for a formation change and for terrain, scale by the
     * unit's effect, wheel towards (tx, ty) and move the whole distance. A Disordered or Broken unit may not advance.
     */
    void moveOrder(final int u, final double tx, final double ty, final int nDice,
            final boolean formationChange) {
        final int nd = rollMoveDice(u, nDice, moveRoll);
        int lo = 0;
        int hi = nd;
        if (formationChange) {
            hi = Math.max(lo, hi - t.formationDrop);
        }
        final double bear = sight.heading(s.x[u], s.y[u], tx, ty);
        if (t.anyTerrain && hi > lo) {
            final int rolled = sum(moveRoll, lo, hi);
            onsets(u, bear, rolled);
            final int kept = dropDice(dropVariant(u, rolled), lo, hi);
            lo = kept >>> 16;
            hi = kept & 0xFFFF;
        }
        final int total = sum(moveRoll, lo, hi);
        double dist = total * sight.effect(u);
        if (narrator != null) {
            narrator.event("  rolled " + nd + " dice, kept " + (hi - lo) + ": " + total + "\" x " + sight.effect(u));
        }
        if (s.has(u, DISORDERED | BROKEN)) {
            // No advance (A9.4 [D]): the move may not bring it closer to the nearest enemy.
            final int v = sight.nearestEnemy(u);
            if (v >= 0) {
                final double toEnemy = sight.heading(s.x[u], s.y[u], s.x[v], s.y[v]);
                if (Sightlines.angleBetween(bear, toEnemy) < 90) {
                    if (narrator != null) {
                        narrator.event("  no advance while " + (s.has(u, BROKEN) ? "Broken" : "Disordered"));
                    }
                    return;
                }
                travel(u, bear, dist, false);
                return;
            }
        }
        // Wheel (A5 [D]): the outer front corner travels width x angle, deducted from the distance.
        final double turn = Sightlines.angleBetween(s.facing[u], bear);
        final double cost = sight.width(u) * Math.toRadians(turn);
        if (cost > dist) {
            if (cost > 0) {
                final double frac = dist / cost;
                sight.setFacing(u, turnToward(s.facing[u], bear, turn * frac));
                if (narrator != null) {
                    narrator.event("  wheeled " + fmt(turn * frac) + " of " + fmt(turn) + " degrees: the wheel costs "
                            + fmt(cost) + "\", more than the " + fmt(dist) + "\" moved; no advance");
                }
            }
            return;
        }
        sight.setFacing(u, bear);
        if (narrator != null && cost > 0) {
            narrator.event("  wheeled " + fmt(turn) + " degrees for " + fmt(cost) + "\" of the move");
        }
        travel(u, bear, dist - cost, true);
    }

    /**
     * Prolonge (A5 [S p.3]): a gun in the field is pivoted by hand to face (tx, ty) [D: no wheel cost] and moved
     * {@code move.artillery.prolonge} inches toward it at its effect, without dice; it stays in the field and keeps
     * its load. A Disordered or Broken gun may not advance (A9.4 [D]).
     */
    void prolonge(final int u, final double tx, final double ty) {
        final double bear = sight.heading(s.x[u], s.y[u], tx, ty);
        if (s.has(u, DISORDERED | BROKEN)) {
            final int v = sight.nearestEnemy(u);
            if (v >= 0 && Sightlines.angleBetween(bear, sight.heading(s.x[u], s.y[u], s.x[v], s.y[v])) < 90) {
                if (narrator != null) {
                    narrator.event("  no advance while " + (s.has(u, BROKEN) ? "Broken" : "Disordered"));
                }
                return;
            }
        }
        sight.setFacing(u, bear);
        final double dist = Math.min(t.prolonge * sight.effect(u), Math.hypot(tx - s.x[u], ty - s.y[u]));
        travel(u, bear, dist, true);
    }

    private static double turnToward(double from, double to, double degrees) {
        return Compass.turnToward(from, to, degrees);
    }

    /**
     * Where a straight move of u along {@code bear} first meets rough ground and a linear obstacle (A5): the walk of
     * half-inch steps from u's centre up to {@code dist} inches, into {@link #onsetRough} and {@link #onsetObstacle}
     * (infinite when not met). A move that covers T inches loses dice for what it meets at T or less
     * ({@link #dropVariant}); the engine's moves and charges and the odds players read all go through these two.
     */
    void onsets(int u, double bear, double dist) {
        onsetRough = Double.POSITIVE_INFINITY;
        onsetObstacle = Double.POSITIVE_INFINITY;
        if (!t.anyTerrain) {
            return;
        }
        final double dx = sight.bearingX(bear);
        final double dy = sight.bearingY(bear);
        for (double d = 0; d <= dist + 1e-9; d += 0.5) {
            final int i = t.table.index(s.x[u] + dx * d, s.y[u] + dy * d);
            final int bits = i < 0 ? t.moveBitsOff : t.moveBits[i];
            if ((bits & JacobiteTemplate.MOVE_BIT_ROUGH) != 0 && d < onsetRough) {
                onsetRough = d;
            }
            if ((bits & JacobiteTemplate.MOVE_BIT_OBSTACLE) != 0 && d < onsetObstacle) {
                onsetObstacle = d;
            }
            if (onsetRough <= d && onsetObstacle <= d) {
                break;
            }
        }
    }

    /**
     * The dice (A5) a move of u covering {@code judged} inches loses, given the last {@link #onsets}: rough ground
     * costs close and clan units the highest die and others the lowest, a linear obstacle the lowest
     * ({@link JacobiteOdds#dropVariant}).
     */
    int dropVariant(int u, double judged) {
        final int ft = JacobiteTemplate.fireFormation(s.type[u], s.formation[u]);
        return JacobiteOdds.dropVariant(onsetRough <= judged + 1e-9, onsetObstacle <= judged + 1e-9,
                ft == JacobiteCodes.FT_CLOSE || ft == JacobiteCodes.FT_CLAN);
    }

    /**
     * Aims the move odds (for players): the next {@link #aimedMean} and {@link #aimedAtLeast} are those of a move of u
     * toward (tx, ty), terrain dice lost as {@link #moveOrder} loses them. Allocation-free.
     */
    public void aimMove(int u, double tx, double ty) {
        aimUnit = u;
        final int die = t.moveDie(s.type[u]);
        onsets(u, sight.heading(s.x[u], s.y[u], tx, ty), Math.min(maxDice(u), JacobiteTemplate.TABLE_DICE)
                * t.maxMoveFace[die]);
        aimRough = onsetRough;
        aimObstacle = onsetObstacle;
    }

    /**
     * Exact mean inches the aimed move with {@code nDice} dice covers before its wheel (A5: the rolled distance, less
     * the dice its terrain costs, times the unit's effect), as {@link #moveOrder} plays it.
     */
    public double aimedMean(int nDice) {
        final int u = aimUnit;
        final int nd = Math.min(nDice, JacobiteTemplate.TABLE_DICE);
        final int die = t.moveDie(s.type[u]);
        if (aimRough == Double.POSITIVE_INFINITY && aimObstacle == Double.POSITIVE_INFINITY) {
            // No terrain within any roll: the plain mean.
            return t.meanMove[die][nd][0] * sight.effect(u);
        }
        final double[] pT = t.moveKept[die][nd][0][0];
        double mean = 0;
        for (int tt = 0; tt < pT.length; tt++) {
            mean += t.moveKept[die][nd][0][aimVariant(u, tt)][tt];
        }
        return mean * sight.effect(u);
    }

    /** Exact P(the aimed move with {@code nDice} dice covers at least {@code inches} before its wheel). */
    public double aimedAtLeast(int nDice, double inches) {
        final int u = aimUnit;
        final int nd = Math.min(nDice, JacobiteTemplate.TABLE_DICE);
        final int die = t.moveDie(s.type[u]);
        final double f = sight.effect(u);
        final int k = inches <= 0 ? 0 : (int) Math.ceil(inches / f - 1e-9);
        if (aimRough == Double.POSITIVE_INFINITY && aimObstacle == Double.POSITIVE_INFINITY) {
            final double[] r = t.reach[die][nd];
            return k >= r.length ? 0 : r[k];
        }
        final double[][] plain = t.moveTail[die][nd][0][0];
        double p = 0;
        for (int tt = 0; tt < plain.length; tt++) {
            final double[] tail = t.moveTail[die][nd][0][aimVariant(u, tt)][tt];
            p += k >= tail.length ? 0 : tail[k];
        }
        return p;
    }

    private int aimVariant(int u, int judged) {
        onsetRough = aimRough;
        onsetObstacle = aimObstacle;
        return dropVariant(u, judged);
    }

    /**
     * For players: the inches u may move along bearing {@code bear} before it touches a friend ahead in its corridor
     * (A5: a move that runs into one stops there, Disordered), by the geometry {@link #travel} stops at; below 0 when
     * a friend ahead already stands within contact, {@link Double#MAX_VALUE} when none is ahead. Allocation-free.
     */
    public double friendGap(int u, double bear) {
        final double dx = sight.bearingX(bear);
        final double dy = sight.bearingY(bear);
        double free = Double.MAX_VALUE;
        for (int f = 0; f < n; f++) {
            if (f != u && t.side[f] == t.side[u] && s.present(f)) {
                free = Math.min(free, touch(u, f, dx, dy, t.contact));
            }
        }
        return free;
    }

    /**
     * Where a straight move of u along the unit vector (dx, dy) first comes within centre distance r of unit w: the
     * inches to go (below 0 when w, ahead, is already that close), or infinity when w is not ahead of u or its centre
     * passes r or more to the side.
     */
    private double touch(int u, int w, double dx, double dy, double r) {
        final double ox = s.x[w] - s.x[u];
        final double oy = s.y[w] - s.y[u];
        final double proj = ox * dx + oy * dy;
        if (proj <= 0) {
            return Double.POSITIVE_INFINITY;
        }
        final double perp2 = ox * ox + oy * oy - proj * proj;
        if (perp2 >= r * r) {
            return Double.POSITIVE_INFINITY;
        }
        return proj - Math.sqrt(r * r - perp2);
    }

    /**
     * Moves u the whole distance along a bearing (A5: the full distance must be moved), stopping at the table edge,
     * before impassable ground, {@code move.stop-short} outside contact with an enemy, and on touching a friend
     * (then Disordered, A5 [S p.3]). Returns the distance moved.
     */
    double travel(final int u, final double bear, final double dist, final boolean friendsDisorder) {
        if (dist <= 0) {
            return 0;
        }
        final double dx = sight.bearingX(bear);
        final double dy = sight.bearingY(bear);
        double go = dist;
        boolean friendStop = false;
        for (int w = 0; w < n; w++) {
            if (w == u || !s.present(w)) {
                continue;
            }
            final boolean friend = t.side[w] == t.side[u];
            final double ahead = touch(u, w, dx, dy, friend ? t.contact : t.contact + t.stopShort);
            if (ahead == Double.POSITIVE_INFINITY) {
                continue;
            }
            final double hit = Math.max(0, ahead);
            if (hit < go) {
                go = hit;
                friendStop = friend;
            }
        }
        // Table edge.
        if (dx > 1e-12) {
            go = Math.min(go, (t.table.width() - 0.01 - s.x[u]) / dx);
        } else if (dx < -1e-12) {
            go = Math.min(go, (0.01 - s.x[u]) / dx);
        }
        if (dy > 1e-12) {
            go = Math.min(go, (t.table.depth() - 0.01 - s.y[u]) / dy);
        } else if (dy < -1e-12) {
            go = Math.min(go, (0.01 - s.y[u]) / dy);
        }
        go = Math.max(0, go);
        if (t.anyTerrain) {
            for (double d = 0.5; d <= go + 1e-9; d += 0.5) {
                final int i = t.table.index(s.x[u] + dx * d, s.y[u] + dy * d);
                if (((i < 0 ? t.moveBitsOff : t.moveBits[i]) & JacobiteTemplate.MOVE_BIT_IMPASSABLE) != 0) {
                    go = d - 0.5;
                    friendStop = false;
                    break;
                }
            }
        }
        sight.place(u, s.x[u] + dx * go, s.y[u] + dy * go);
        if (friendStop && friendsDisorder && go < dist - 1e-9) {
            s.status[u] |= DISORDERED;
            if (narrator != null) {
                narrator.event("  ran into a friend after " + fmt(go) + "\": Disordered");
            }
        } else if (narrator != null) {
            narrator.event("  moved " + fmt(go) + "\"");
        }
        return go;
    }
}
