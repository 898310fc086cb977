package org.muster.rules.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.engine.TerrainKind;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.UnitSpec;

/**
 * The layout every template shares: edge slots, rows from {@code at:}, names, the ground check and the unit limit.
 */
class DeployerTest {
    /**
     * 40 x 30 table, woods around (30, 25); side 0: two edge units and a rider; side 1: a row of three from (30, 5).
     */
    private static final String YAML = String.join("\n",
            "ruleset: acw-skirmish",
            "name: deployer",
            "table: {width: 40, depth: 30}",
            "terrain:",
            "  - {kind: dense-woods, rect: [28, 23, 4, 4]}",
            "sides:",
            "  - name: North",
            "    units:",
            "      - {name: A, type: infantry-squad, count: 2, men: 5}",
            "      - {name: P, type: personality, count: 1, men: 1}",
            "  - name: South",
            "    units:",
            "      - {name: B, type: infantry-squad, count: 3, men: 5, at: [30, 5], facing: east, spacing: 10}",
            "");

    /** A new scenario and deployer for each test, the sides' edge lines 10 inches apart. */
    private final Scenario s = ScenarioReader.parse(YAML, "deployer.yaml");
    private final Deployer d = new Deployer(s, TemplateBase.table(s, "acw-skirmish"), 10);

    /** The first line of a side. */
    private UnitSpec line(int side) {
        return s.sides().get(side).units().get(0);
    }

    @Test
    void edgeUnits_countsLinesWithoutAtButNotRiders() {
        List<UnitSpec> north = s.sides().get(0).units();
        assertEquals(3, Deployer.edgeUnits(north, null));
        assertEquals(2, Deployer.edgeUnits(north, "personality"));
        assertEquals(0, Deployer.edgeUnits(s.sides().get(1).units(), null));
    }

    @Test
    void name_numbersTheUnitsOfALineFromTheSecond() {
        assertEquals("A", Deployer.name("A", 0));
        assertEquals("A-2", Deployer.name("A", 1));
        assertEquals("A-10", Deployer.name("A", 9));
    }

    @Test
    void place_spreadsEdgeUnitsAlongTheirEdgeFacingTheEnemy() {
        d.side(0, 3);
        UnitSpec a = line(0);
        double[] xs = new double[2];
        for (int k = 0; k < 2; k++) {
            d.place(a, k, 5, Deployer.name("A", k));
            xs[k] = d.x();
            assertEquals(10, d.y(), 1e-12, "(30 - 10) / 2 in from the south edge");
            assertEquals(0, d.facing(), 0);
        }
        assertEquals(40.0 / 6, xs[0], 1e-12);
        assertEquals(40.0 * 1.5 / 3, xs[1], 1e-12);
        assertEquals(40.0 * 2.5 / 3, d.nextEdgeX(), 1e-12, "the third slot, for a unit the rule set places itself");
        assertEquals(10, d.edgeY(), 0);
        d.side(1, 2);
        assertEquals(180, d.sideFacing(), 0);
        assertEquals(20, d.edgeY(), 1e-12);
        assertEquals(10, d.nextEdgeX(), 1e-12, "a new side starts at its first slot");
    }

    @Test
    void place_standsALineWithAtInARowAlongItsFront() {
        d.side(1, 0);
        d.place(line(1), 1, 10, "B-2");
        assertEquals(30, d.x(), 1e-9);
        assertEquals(15, d.y(), 1e-9, "facing east, the row runs north (towards high y) from its at");
        assertEquals(90, d.facing(), 0);
    }

    @Test
    void requireEnterable_rejectsImpassableGroundNamingTheUnitAndTheKind() {
        d.side(1, 0);
        UnitSpec b = line(1);
        int[] area = new int[TerrainKind.AREA_KINDS];
        int[] feature = new int[TerrainKind.FEATURE_KINDS];
        area[TerrainKind.area("dense-woods")] = 2;
        d.place(b, 0, 10, "B");
        d.requireEnterable(b, "B", area, feature, 2, "impassable terrain");
        d.place(b, 2, 10, "B-3");
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> d.requireEnterable(b, "B-3", area, feature, 2, "impassable terrain"));
        assertEquals("sides[1].units[0].at", e.field(), e.getMessage());
        assertTrue(e.getMessage().contains("unit B-3 at (30, 25) stands in impassable terrain (dense-woods)"),
                e.getMessage());
    }

    @Test
    void rows_keepUnitOrderAndRefuseMoreThanTheLimit() {
        d.add("A", new double[] {0, 1});
        d.add("B", new double[] {1, 2});
        assertEquals(2, d.count());
        assertEquals(List.of("A", "B"), d.names());
        assertEquals(2, d.rows(2).get(1)[1], 0);
        ScenarioException e = assertThrows(ScenarioException.class, () -> d.rows(1));
        assertEquals("sides", e.field(), e.getMessage());
        assertTrue(e.getMessage().contains("2 units exceed the limit of 1"), e.getMessage());
    }
}
