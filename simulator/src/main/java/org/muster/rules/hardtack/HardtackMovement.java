package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.CAVALRY;
import static org.muster.rules.hardtack.HardtackCodes.SHAKEN;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;
import static org.muster.rules.hardtack.HardtackCodes.faces;
import static org.muster.rules.hardtack.HardtackTemplate.MAX_UNITS;

import org.muster.engine.TerrainKind;

/**
 * Movement (section 5): walks along the path with terrain costs and enemy gaps, combat moves, reorganising,
 * mounting and limbering, the detached elements (3.7), travel mode (5.5) and going in position (4.2).
 *
 * <p>Tried and not kept (2026-12-06, {@code wip/htperf4}): {@link #walkFrom}'s list of enemies near the walk tested on
 * squared distances with a margin (no square root; an enemy the root would leave out is only tested at each step),
 * about 1.4 % of a little-round-top battle by JFR: with the terrain sight's change of that pass
 * ({@code HardtackTerrainSight}), about 1.005 in {@code Compare}, noise.
 */
final class HardtackMovement extends HardtackPhase {
    /** A {@link #cellMove} entry's bit: crossing the cell disorders (section 2.6 item 4). */
    private static final int DISORDERS = 1 << 4;
    /** A {@link #cellMove} entry's move class (HardtackCodes.POOR ...), below {@link #DISORDERS}. */
    private static final int CLASS_MASK = DISORDERS - 1;
    /**
     * By mover row (HardtackTemplate.MOVER_) and table cell ({@code Table.index}, the last entry for index -1, a
     * point on the far edges): the move class of the cell for that mover (the higher of its area's and its
     * feature's) | {@link #DISORDERS}; worked out once from the template, so that each step of a walk reads one entry
     * instead of the area, the feature and two class tables.
     */
    private final byte[][] cellMove;

    HardtackMovement(HardtackPhase root) {
        super(root);
        final int cells = t.table.index(Math.nextDown(t.table.width()), Math.nextDown(t.table.depth())) + 1;
        cellMove = new byte[t.moveClassOfArea.length][cells + 1];
        for (int mv = 0; mv < cellMove.length; mv++) {
            for (int cell = -1; cell < cells; cell++) {
                final int area = t.table.areaOf(cell);
                final int feature = t.table.featureOf(cell);
                final int cls = Math.max(t.moveClassOfArea[mv][area], t.moveClassOfFeature[mv][feature]);
                final boolean disorders = area == TerrainKind.DENSE_WOODS || area == TerrainKind.MARSH
                        || area == TerrainKind.STREAM || feature == TerrainKind.ABATIS;
                cellMove[mv][cell < 0 ? cells : cell] = (byte) (cls | (disorders ? DISORDERS : 0));
            }
        }
    }

    final double[] point = new double[2];
    /** The enemies a walk may come near ({@link #walkFrom}). */
    private final int[] walkNear = new int[MAX_UNITS];

    /** The mover row of the terrain table for u now. */
    private int mover(int u) {
        return HardtackTemplate.moverOf(t.type[u], s.mounted(u), s.limbered(u));
    }

    /** Base mobility of u in inches (section 5.2), 0 if it cannot move. */
    public int baseMove(int u) {
        int base;
        if (t.type[u] == ARTILLERY) {
            base = s.limbered(u) ? (s.teamLost[u] >= t.teamFigures ? 0 : s.teamLost[u] > 0 ? t.moveLimberedDamaged
                    : t.moveLimbered) : s.fit[u] >= t.workingCrew ? t.moveUnlimbered : t.moveUnlimberedOneCrew;
        } else {
            base = t.type[u] == CAVALRY && s.mounted(u) ? t.moveMounted : t.moveInfantry;
        }
        if (s.formation[u] == HardtackCodes.LINE && t.type[u] != ARTILLERY) {
            int die = HardtackDice.nearestUp(base);
            base = faces(HardtackDice.shiftClosed(die, -t.lineMoveShift));
        }
        return base;
    }

    /**
     * Walks u from its position towards (tx, ty) spending {@code allowance} inches at the terrain's cost per inch,
     * stopping before impassable ground, at the table edge (unless {@code offTable}) and, unless {@code ignore} is
     * an enemy, {@code geometry.enemy-gap} from enemies. Writes the end point into {@link #point}; sets
     * {@link #disorderedOnMove} when the path crosses terrain that disorders (section 2.6 item 4). Returns true if
     * the walk left the table.
     */
    boolean walk(int u, double tx, double ty, double allowance, boolean offTable, int ignore) {
        return walkFrom(u, s.x[u], s.y[u], mover(u), tx, ty, allowance, offTable, ignore);
    }

    /**
     * Margin (inches) of the test of an enemy's distance from the line of a walk: the steps' points stray from the line
     * by the rounding of their sums, far below this.
     */
    private static final double LINE_MARGIN = 1e-6;

    /** Relative margin of the squared-distance test of the gap: far above double rounding, far below any geometry. */
    private static final double GAP_MARGIN = 1e-9;

    /** As {@link #walk}, from (x0, y0) on the terrain row of mover {@code mv}: a detached element's walk (3.7). */
    private boolean walkFrom(int u, double x0, double y0, int mv, double tx, double ty, double allowance,
            boolean offTable, int ignore) {
        final double step = PATH_STEP;
        final double gap = t.enemyGap;
        // Squares of the gap with a margin far above their rounding: a squared distance below the first is within
        // the gap, one above the second beyond it (the same answer as comparing the square root with the gap).
        final double gapBelow = gap * gap * (1 - GAP_MARGIN);
        final double gapAbove = gap * gap * (1 + GAP_MARGIN);
        double x = x0;
        double y = y0;
        double dx = tx - x;
        double dy = ty - y;
        double len = HardtackSightlines.len(dx, dy);
        s.disorderedOnMove = false;
        point[0] = x;
        point[1] = y;
        if (len < 1e-9) {
            return false;
        }
        dx /= len;
        dy /= len;
        // The enemies the walk could come within the gap of: every point of it lies within len of the start, so an
        // enemy farther than len + gap (and an inch of margin for rounding) never counts, nor one farther than the gap
        // (and a margin far above the rounding of the steps' points) from the line the walk follows; the others are
        // tested below.
        int near = 0;
        if (ignore != -2) {
            final double far = len + gap + 1;
            final double aside = gap + LINE_MARGIN;
            for (int v : t.foesOf(t.side[u])) {
                if (v != ignore && s.present(v) && HardtackSightlines.len(s.x[v] - x0,
                        s.y[v] - y0) < far && Math.abs((s.x[v] - x0) * dy - (s.y[v] - y0) * dx) <= aside) {
                    walkNear[near++] = v;
                }
            }
        }
        final byte[] moves = cellMove[mv];
        final int offCell = moves.length - 1;
        // A whole step's move (dx * d, dy * d with d = step), worked out once: a whole step's point then depends on the
        // last point alone, not on the distance walked (the same products, so the same points).
        final double sx = dx * step;
        final double sy = dy * step;
        double left = allowance;
        double moved = 0;
        while (moved + 1e-9 < len && left > 1e-9) {
            // d = Math.min(step, len - moved), by a branch (the same value: len - moved is a number here).
            final double rest = len - moved;
            final double d;
            final double nx;
            final double ny;
            if (rest >= step) {
                d = step;
                nx = x + sx;
                ny = y + sy;
            } else {
                d = rest;
                nx = x + dx * d;
                ny = y + dy * d;
            }
            if (!t.table.onTable(nx, ny)) {
                if (offTable) {
                    return true;
                }
                break;
            }
            final int cell = t.table.index(nx, ny);
            final int code = moves[cell < 0 ? offCell : cell];
            final int cls = code & CLASS_MASK;
            if (cls == HardtackCodes.IMPASSABLE) {
                break;
            }
            double cost = cls == HardtackCodes.POOR ? t.costPoor : cls == HardtackCodes.DIFFICULT ? t.costDifficult
                    : 1;
            if (cost * d > left + 1e-9) {
                break;
            }
            if (ignore != -2) {
                boolean close = false;
                for (int i = 0; i < near && !close; i++) {
                    final int v = walkNear[i];
                    final double ex = s.x[v] - nx;
                    final double ey = s.y[v] - ny;
                    final double q = ex * ex + ey * ey;
                    // len(ex, ey) < gap, its square root taken only where the squares are too close to tell.
                    close = q < gapBelow || q <= gapAbove && Math.sqrt(q) < gap;
                }
                if (close) {
                    break;
                }
            }
            left -= cost * d;
            moved += d;
            x = nx;
            y = ny;
            if ((code & DISORDERS) != 0) {
                s.disorderedOnMove = true;
            }
        }
        point[0] = x;
        point[1] = y;
        return false;
    }

    boolean move(int u, double tx, double ty, boolean combat) {
        if (s.ip(u) && !morale.reaction(u, t.ipMove, "move out of position")) {
            s.failedAction[u] = combat ? HardtackOrder.COMBAT_MOVE : HardtackOrder.MOVE;
            act.lost(u, "failed to leave its position");
            return false;
        }
        if (t.type[u] == ARTILLERY && !s.limbered(u) && combat && s.fit[u] < t.workingCrew) {
            act.lost(u, "a gun with one crew figure has no combat move");
            return false;
        }
        int base = baseMove(u);
        if (base <= 0) {
            act.lost(u, "cannot move");
            return false;
        }
        int r = 0;
        double allowance = base;
        if (s.travel(u)) {
            if (combat) {
                act.lost(u, "no combat move in travel mode");
                return false;
            }
            allowance = (double) base * (t.table.areaAt(s.x[u], s.y[u]) == TerrainKind.ROAD ? t.travelRoad
                    : t.travelClear);
        }
        if (combat) {
            r = dice.roll(base);
            allowance = (double) r * t.combatMultiplier;
        }
        walk(u, tx, ty, allowance, false, -1);
        // The nearest enemy before and after, asked of a shaken or broken unit alone (the rest may close freely).
        if (s.confidence[u] >= SHAKEN && lines.nearestEnemyFrom(t.side[u], point[0], point[1])
                < lines.nearestEnemyDistance(u) - 1e-9) {
            act.lost(u, "a shaken or broken unit may not move closer to the enemy");
            return false;
        }
        if (s.confidence[u] == SHAKEN && lines.groundCover(u) > 0 && t.table.coverAt(point[0], point[1], point[0],
                point[1], t.coverOfArea, t.coverOfFeature, 0) == HardtackCodes.COVER_NONE
                && !morale.reaction(u, t.shakenLeaveCover, "shaken, leave cover")) {
            s.failedAction[u] = combat ? HardtackOrder.COMBAT_MOVE : HardtackOrder.MOVE;
            act.lost(u, "shaken and will not leave cover");
            return false;
        }
        double fx = s.x[u];
        double fy = s.y[u];
        s.x[u] = point[0];
        s.ip(u, false);
        lines.changed(u);
        s.y[u] = point[1];
        final boolean moved = HardtackSightlines.len(point[0] - fx, point[1] - fy) > 1e-9;
        if ((combat || s.disorderedOnMove) && t.type[u] != ARTILLERY && s.formation[u] != SKIRMISH) {
            s.formation[u] = SKIRMISH;
            s.travel(u, false);
            lines.changed(u);
            if (engine.narrator != null) {
                say(name(u) + " is disordered (skirmish formation)");
            }
        }
        // The facing: the nearest enemy's, else the way it moved. Nothing between reads the facing, so the way it
        // moved (an atan2) is worked out only when no enemy's bearing overwrites it.
        if (!faceNearestEnemy(u) && moved) {
            s.facing[u] = HardtackSightlines.angleTo(fx, fy, point[0], point[1]);
        }
        if (s.limbered(u)) {
            s.noFire(u, true);
        }
        if (engine.narrator != null) {
            say(name(u) + (combat ? " combat-moves (rolled " + r + ")" : " moves") + " to ("
                    + HardtackPhase.fmt(s.x[u]) + ", " + HardtackPhase.fmt(s.y[u]) + ")");
        }
        return true;
    }

    /**
     * [D] After moving, a company wheels to face the nearest enemy it can see (no separate facing action). Whether it
     * did (a gun, or a company with no enemy on the table, keeps the facing of its move).
     */
    private boolean faceNearestEnemy(int u) {
        if (t.type[u] == ARTILLERY) {
            return false;
        }
        final int best = lines.nearestEnemy(u);
        if (best >= 0) {
            s.facing[u] = HardtackSightlines.angleTo(s.x[u], s.y[u], s.x[best], s.y[best]);
            return true;
        }
        return false;
    }

    // ================================================================== reorganise, rally

    boolean reorganise(int u, int formation, int faceTarget) {
        if (t.type[u] == ARTILLERY) {
            if (faceTarget >= 0 && faceTarget < n) {
                s.facing[u] = HardtackSightlines.angleTo(s.x[u], s.y[u], s.x[faceTarget], s.y[faceTarget]);
            }
        } else {
            if (formation < 0 || formation >= HardtackCodes.FORMATIONS) {
                act.lost(u, "unknown formation");
                return false;
            }
            if (formation != SKIRMISH && s.confidence[u] >= BROKEN) {
                act.lost(u, "a broken unit may not form close order");
                return false;
            }
            if (formation != SKIRMISH && t.type[u] == SHARPSHOOTER) {
                act.lost(u, "a sharpshooter is a lone figure");
                return false;
            }
            if (s.ip(u) && formation != s.formation[u]) {
                if (!morale.reaction(u, t.ipDropReorganise, "drop position to reorganise")) {
                    s.failedAction[u] = HardtackOrder.REORGANISE;
                    act.lost(u, "stays in position");
                    return false;
                }
                s.ip(u, false);
            }
            s.formation[u] = formation;
            s.travel(u, false);
            lines.changed(u);
            if (faceTarget >= 0 && faceTarget < n) {
                s.facing[u] = HardtackSightlines.angleTo(s.x[u], s.y[u], s.x[faceTarget], s.y[faceTarget]);
            }
        }
        treat(u);
        if (engine.narrator != null) {
            say(name(u) + " reorganises" + (t.type[u] == ARTILLERY ? "" : " into "
                    + HardtackCodes.STANCE_NAMES.get(s.formation[u])));
        }
        return true;
    }

    /** Treatment of every untreated wounded figure (section 9.3): D6 each. */
    private void treat(int u) {
        int w = s.wounded[u];
        for (int i = 0; i < w; i++) {
            int r = dice.roll(D6_FACES);
            s.wounded[u]--;
            if (r <= t.treatDeadMax) {
                s.dead[u]++;
            } else if (r <= t.treatStabilisedMax) {
                s.stabilised[u]++;
            } else {
                s.fit(u, s.fit[u] + 1);
                lines.changed(u);
            }
        }
        if (w > 0 && engine.narrator != null) {
            say(name(u) + " treats " + w + " wounded: now " + s.fit[u] + " fit, " + s.stabilised[u]
                    + " stabilised, " + s.dead[u] + " dead");
        }
    }

    boolean mountToggle(int u) {
        s.travel(u, false);
        lines.shifted(u);
        if (t.type[u] == CAVALRY) {
            if (!s.mounted(u) && !horsesInIntegrity(u)) {
                act.lost(u, s.horses[u] <= 0 ? "no horses left to remount" : "its horses are not with it");
                return false;
            }
            detach(u, s.mounted(u));
            s.mounted(u, !s.mounted(u));
            if (!s.mounted(u)) {
                s.formation[u] = SKIRMISH;
                s.travel(u, false);
                lines.changed(u);
            }
            treat(u);
            if (engine.narrator != null) {
                say(name(u) + (s.mounted(u) ? " mounts" : " dismounts"));
            }
            return true;
        }
        if (t.type[u] == ARTILLERY) {
            if (!s.limbered(u) && s.teamLost[u] >= t.teamFigures) {
                act.lost(u, "the gun's team is down");
                return false;
            }
            if (!s.limbered(u) && !teamInReach(u)) {
                act.lost(u, "its team is not within reach");
                return false;
            }
            detach(u, s.limbered(u));
            s.limbered(u, !s.limbered(u));
            treat(u);
            if (engine.narrator != null) {
                say(name(u) + (s.limbered(u) ? " limbers" : " unlimbers"));
            }
            return true;
        }
        act.lost(u, "infantry cannot mount");
        return false;
    }

    /**
     * u's horse team (unlimbering) or horses with their holders (dismounting) become a detached element at its centre,
     * or rejoin it ({@code on} false: limbering, mounting); riders without a horse after remounting stay on foot.
     */
    private void detach(int u, boolean on) {
        s.detached(u, on);
        if (on) {
            s.detX[u] = s.x[u];
            s.detY[u] = s.y[u];
            if (t.type[u] == CAVALRY) {
                s.horses[u] = s.fit[u] - fire.unhorsed(u);
            }
        } else if (t.type[u] == CAVALRY) {
            s.unhorsed[u] = Math.max(0, s.fit[u] - s.horses[u]);
        }
    }

    /** Horse figures of u's detached element left: the gun's team, or the dismounted company's led horses. */
    public int detachedFigures(int u) {
        return t.type[u] == ARTILLERY ? t.teamFigures - s.teamLost[u] : t.type[u] == CAVALRY ? s.horses[u] : 0;
    }

    /** u has a detached element on the table: its parent is present and some horse figure of it is left. */
    public boolean detachedPresent(int u) {
        return s.detached(u) && s.present(u) && detachedFigures(u) > 0;
    }

    /** Distance from u's centre to its detached element. */
    public double detachedDistance(int u) {
        return HardtackSightlines.len(s.detX[u] - s.x[u], s.detY[u] - s.y[u]);
    }

    /** u can activate its detached element now: present and within {@code detached.radius} (section 3.7 [D]). */
    public boolean detachedInReach(int u) {
        return detachedPresent(u) && detachedDistance(u) <= t.detachedRadius + 1e-9;
    }

    /**
     * Two points in integrity (section 2.8): they fit in a circle {@code integrity.circle} across, or they are no more
     * than {@code integrity.chain} apart. A company is one point, so this is read only between a company and a detached
     * element of it.
     */
    public boolean inIntegrity(double d) {
        return d <= t.integrityCircle + 1e-9 || d <= t.integrityChain + 1e-9;
    }

    /** A gun's team is within {@code limber.team-range} (always, limbered): it may limber or take its gun away. */
    public boolean teamInReach(int u) {
        return !s.detached(u) || detachedDistance(u) <= t.limberTeamRange + 1e-9;
    }

    /** A dismounted company's horses are back within its integrity: it may remount (section 5.7 [D]). */
    public boolean horsesInIntegrity(int u) {
        return detachedPresent(u) && inIntegrity(detachedDistance(u));
    }

    /** Base move of u's detached element (section 5.2): the horse team's row, or {@code move.led-horses}. */
    public int detachedMove(int u) {
        if (t.type[u] == ARTILLERY) {
            return s.teamLost[u] > 0 ? t.moveLimberedDamaged : t.moveLimbered;
        }
        return t.moveLedHorses;
    }

    /** One of u's actions activates its detached element, which moves towards (tx, ty) (section 3.7). */
    boolean moveDetached(int u, double tx, double ty) {
        if (!detachedPresent(u)) {
            act.lost(u, "no detached element");
            return false;
        }
        if (!detachedInReach(u)) {
            act.lost(u, "its detached element is out of reach");
            return false;
        }
        walkFrom(u, s.detX[u], s.detY[u], t.type[u] == ARTILLERY ? HardtackTemplate.MOVER_LIMBERED
                : HardtackTemplate.MOVER_MOUNTED, tx, ty, detachedMove(u), false, -1);
        s.detX[u] = point[0];
        s.detY[u] = point[1];
        if (engine.narrator != null) {
            say(detachedName(u) + (t.type[u] == ARTILLERY ? " moves" : " move") + " to ("
                    + HardtackPhase.fmt(s.detX[u]) + ", "
                    + HardtackPhase.fmt(s.detY[u]) + ")");
        }
        return true;
    }

    String detachedName(int u) {
        return name(u) + (t.type[u] == ARTILLERY ? "'s team" : "'s horses");
    }

    /** Whether u may enter travel mode (section 5.5): infantry or cavalry in column, or a limbered gun. */
    public boolean canTravel(int u) {
        if (s.travel(u) || s.confidence[u] >= BROKEN) {
            return false;
        }
        return t.type[u] == ARTILLERY ? s.limbered(u) : s.formation[u] == HardtackCodes.COLUMN;
    }

    /** Enter ({@code leave} false) or leave travel mode: a Reorganise each way (section 5.5). */
    boolean travel(int u, boolean leave) {
        if (leave ? !s.travel(u) : !canTravel(u)) {
            act.lost(u, leave ? "not in travel mode" : "cannot enter travel mode");
            return false;
        }
        s.travel(u, !leave);
        lines.shifted(u);
        if (engine.narrator != null) {
            say(name(u) + (leave ? " leaves travel mode" : " enters travel mode"));
        }
        return true;
    }

    /**
     * Whether u may try to go in position (section 4.2): not already, not limbered, not behind a fortification, not
     * after failing the test this turn.
     */
    public boolean canGoInPosition(int u) {
        return !s.ip(u) && !s.limbered(u) && lines.groundCover(u) != HardtackCodes.COVER_FORTIFICATION
                && s.failedAction[u] != HardtackOrder.IN_POSITION;
    }

    /** Go in position ({@code leave} false) or leave it (section 4.2). */
    boolean inPosition(int u, boolean leave) {
        if (leave) {
            if (!s.ip(u)) {
                act.lost(u, "not in position");
                return false;
            }
            s.ip(u, false);
            lines.shifted(u);
            if (engine.narrator != null) {
                say(name(u) + " leaves its position");
            }
            return true;
        }
        if (!canGoInPosition(u)) {
            act.lost(u, "cannot go in position");
            return false;
        }
        if (morale.reaction(u, lines.groundCover(u) > 0 ? t.ipCover : t.ipOpen, "go in position")) {
            s.ip(u, true);
            lines.shifted(u);
            if (engine.narrator != null) {
                say(name(u) + " is in position");
            }
        } else {
            s.failedAction[u] = HardtackOrder.IN_POSITION;
        }
        return true;
    }
}
