package org.muster.batch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.commons.rng.UniformRandomProvider;
import org.muster.engine.Seeds;
import org.muster.model.ArmySpec;
import org.muster.model.PointsSpec;
import org.muster.model.Scenario;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;

/**
 * The armies of a points run: which lines of the scenario vary (a {@link PointsSpec}), how battle i draws its counts,
 * and the scenario each drawn composition makes. A composition is an {@code int[]} of {@link #width()} entries: the
 * count of each varied line of side 0, then of side 1, then each side's army-list army size (0 where the scenario's
 * own size stands).
 *
 * <p><b>Streams.</b> Battle i draws its composition from its own SETUP stream, {@code Seeds.rng(mix64(seed ^ SALT),
 * i, SETUP)}: a function of (seed, i) only, so a run is the same for any thread count and battle i replays alone. The
 * salt keeps it apart from the SETUP stream of the same battle that a rule set's army lists roll their units from
 * (jacobite45), so the size of an army and the units it rolls are independent. A side with a budget draws uniformly
 * among the count vectors that fit it (enumerated once), so no draw is ever rejected.
 *
 * <p>Immutable after construction; any thread may call it. Allocates per call (a scenario per variant); not on the
 * engine's hot path.
 */
public final class Compositions {
    /** Salt of the composition stream ("points" in ASCII). */
    public static final long SALT = 0x706f696e7473L;
    /** Most count vectors a side with a budget may enumerate. */
    public static final int MAX_ENUMERATED = 1_000_000;

    private final Scenario base;
    private final List<List<PointsSpec.Vary>> vary = new ArrayList<>();
    private final int[][] lineOf = new int[2][];
    private final int[][][] feasible = new int[2][][];
    private final int[] armyMin = new int[2];
    private final int[] armyMax = new int[2];
    private final List<String> types = new ArrayList<>();
    private final Map<String, Double> costs = new LinkedHashMap<>();
    private final int[][] typeOf = new int[2][];
    private final int[] fixed;
    private final double[][] budget = new double[2][];

    private Compositions(Scenario base, PointsSpec spec, int[] fixed) {
        this.base = base;
        this.fixed = fixed == null ? null : fixed.clone();
        for (int s = 0; s < 2; s++) {
            SideSpec side = base.sides().get(s);
            PointsSpec.Side ps = spec == null ? null : spec.sides().get(s);
            List<PointsSpec.Vary> v = ps == null ? List.of() : ps.vary();
            vary.add(v);
            lineOf[s] = new int[v.size()];
            typeOf[s] = new int[v.size()];
            for (int k = 0; k < v.size(); k++) {
                PointsSpec.Vary e = v.get(k);
                for (int l = 0; l < side.units().size(); l++) {
                    if (e.unit().equals(side.units().get(l).name())) {
                        lineOf[s][k] = l;
                    }
                }
                int t = types.indexOf(e.as());
                if (t < 0) {
                    types.add(e.as());
                    t = types.size() - 1;
                }
                typeOf[s][k] = t;
                if (!Double.isNaN(e.cost())) {
                    costs.put(e.as(), e.cost());
                }
            }
            armyMin[s] = ps == null ? 0 : ps.armyMin();
            armyMax[s] = ps == null ? 0 : ps.armyMax();
            feasible[s] = ps == null || !ps.hasBudget() ? null : enumerate(v, ps);
            budget[s] = ps == null ? new double[] {0, Double.POSITIVE_INFINITY}
                    : new double[] {ps.budgetMin(), ps.budgetMax()};
        }
    }

    /** The compositions of a scenario's {@code points:} block (null: only army-list armies, at their own size). */
    public static Compositions of(Scenario base, PointsSpec spec) {
        return new Compositions(base, spec, null);
    }

    /** The same lines, but every battle plays {@code composition} (the balanced-lists check). */
    public Compositions fixedAt(int[] composition) {
        PointsSpec spec = new PointsSpec(List.of(side(0), side(1)), "points");
        return new Compositions(base, spec, composition);
    }

    private PointsSpec.Side side(int s) {
        return new PointsSpec.Side(vary.get(s), armyMin[s], armyMax[s], 0, Double.POSITIVE_INFINITY, "points");
    }

    private static int[][] enumerate(List<PointsSpec.Vary> v, PointsSpec.Side ps) {
        long size = 1;
        for (PointsSpec.Vary e : v) {
            size *= e.max() - e.min() + 1;
            if (size > MAX_ENUMERATED) {
                throw new org.muster.model.ScenarioException("points", 0, ps.field() + ".budget", "the varied lines "
                        + "make more than " + MAX_ENUMERATED + " armies to choose among under the budget; narrow "
                        + "their ranges");
            }
        }
        List<int[]> out = new ArrayList<>();
        int[] c = new int[v.size()];
        for (int k = 0; k < c.length; k++) {
            c[k] = v.get(k).min();
        }
        while (true) {
            double cost = 0;
            for (int k = 0; k < c.length; k++) {
                cost += c[k] * v.get(k).cost();
            }
            if (cost >= ps.budgetMin() - 1e-9 && cost <= ps.budgetMax() + 1e-9) {
                out.add(c.clone());
            }
            int k = c.length - 1;
            while (k >= 0 && c[k] == v.get(k).max()) {
                c[k] = v.get(k).min();
                k--;
            }
            if (k < 0) {
                break;
            }
            c[k]++;
        }
        return out.toArray(new int[0][]);
    }

    /** Whether counts {@code x} of side {@code side}'s varied lines (in their order) fit its budget. */
    public boolean fits(int side, int[] x) {
        double cost = 0;
        for (int k = 0; k < x.length; k++) {
            double c = vary.get(side).get(k).cost();
            cost += Double.isNaN(c) ? 0 : c * x[k];
        }
        return cost >= budget[side][0] - 1e-9 && cost <= budget[side][1] + 1e-9;
    }

    /** Entries of a composition. */
    public int width() {
        return vary.get(0).size() + vary.get(1).size() + 2;
    }

    /** Varied lines of a side. */
    public List<PointsSpec.Vary> vary(int side) {
        return vary.get(side);
    }

    /** Index in a composition of side {@code side}'s varied line {@code k}. */
    public int index(int side, int k) {
        return side == 0 ? k : vary.get(0).size() + k;
    }

    /** The points types of the varied lines, in order of first appearance (side 0's lines first). */
    public List<String> types() {
        return List.copyOf(types);
    }

    /** The type index of side {@code side}'s varied line {@code k}. */
    public int typeOf(int side, int k) {
        return typeOf[side][k];
    }

    /** The costs given in the {@code points:} block, by type. */
    public Map<String, Double> costs() {
        return Map.copyOf(costs);
    }

    /** Whether side {@code side}'s army-list army size varies. */
    public boolean armyVaries(int side) {
        return armyMax[side] > 0;
    }

    /** The range of a side's army size, or null when it does not vary. */
    public int[] armyRange(int side) {
        return armyVaries(side) ? new int[] {armyMin[side], armyMax[side]} : null;
    }

    /** Whether some side rolls an army-list army. */
    public boolean armyLists() {
        return base.sides().get(0).army() != null || base.sides().get(1).army() != null;
    }

    /** Every composition the lines allow, one at each end: the least and the most of every line. */
    public int[][] extremes() {
        int[] lo = new int[width()];
        int[] hi = new int[width()];
        for (int s = 0; s < 2; s++) {
            for (int k = 0; k < vary.get(s).size(); k++) {
                lo[index(s, k)] = vary.get(s).get(k).min();
                hi[index(s, k)] = vary.get(s).get(k).max();
            }
            lo[width() - 2 + s] = armyMin[s];
            hi[width() - 2 + s] = armyMax[s];
        }
        return new int[][] {lo, hi};
    }

    /** Battle {@code battle}'s composition under base seed {@code seed}, written into {@code out}. */
    public void draw(long seed, long battle, int[] out) {
        if (fixed != null) {
            System.arraycopy(fixed, 0, out, 0, fixed.length);
            return;
        }
        UniformRandomProvider rng = Seeds.rng(Seeds.mix64(seed ^ SALT), battle, Seeds.SETUP);
        for (int s = 0; s < 2; s++) {
            List<PointsSpec.Vary> v = vary.get(s);
            if (feasible[s] != null) {
                int[] c = feasible[s][rng.nextInt(feasible[s].length)];
                for (int k = 0; k < v.size(); k++) {
                    out[index(s, k)] = c[k];
                }
            } else {
                for (int k = 0; k < v.size(); k++) {
                    out[index(s, k)] = v.get(k).min() + rng.nextInt(v.get(k).max() - v.get(k).min() + 1);
                }
            }
            out[width() - 2 + s] = armyMax[s] > 0 ? armyMin[s] + rng.nextInt(armyMax[s] - armyMin[s] + 1) : 0;
        }
    }

    /** The scenario a composition makes: varied lines at their drawn counts (0 drops the line), armies resized. */
    public Scenario variant(int[] composition) {
        List<SideSpec> sides = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            SideSpec side = base.sides().get(s);
            Integer[] count = new Integer[side.units().size()];
            for (int k = 0; k < vary.get(s).size(); k++) {
                count[lineOf[s][k]] = composition[index(s, k)];
            }
            List<UnitSpec> units = new ArrayList<>();
            for (int l = 0; l < side.units().size(); l++) {
                UnitSpec u = side.units().get(l);
                if (count[l] == null) {
                    units.add(u);
                } else if (count[l] > 0) {
                    units.add(new UnitSpec(u.name(), u.type(), count[l], u.figures(), u.quality(), u.weapon(), u.at(),
                            u.facingDegrees(), u.stance(), u.spacingInches(), u.field(), u.attach(), u.regiment(),
                            u.brigade()));
                }
            }
            ArmySpec army = side.army();
            int size = composition[width() - 2 + s];
            if (army != null && size > 0) {
                army = new ArmySpec(army.list(), size, army.field());
            }
            sides.add(new SideSpec(side.name(), side.player(), units, army));
        }
        return new Scenario(base.ruleset(), base.name(), base.description(), base.widthInches(),
                base.depthInches(), base.turns(), base.terrain(), base.objectives(), sides, base.victory(),
                base.rules(), base.source(), base.vars(), base.expect());
    }

    /** The scenario every composition varies. */
    public Scenario base() {
        return base;
    }
}
