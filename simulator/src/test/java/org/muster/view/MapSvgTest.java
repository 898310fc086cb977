package org.muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** The map: every unit, the terrain by kind with its legend, objectives, zones, to scale; geometry problems found. */
class MapSvgTest {
    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void svg_holdsEveryUnitWithFootprintFacingAndName() {
        for (String f : ViewFixtures.PER_RULESET) {
            BattleView v = ViewFixtures.startView(f);
            String svg = MapSvg.svg(v, MapSvg.Options.map());
            for (int u = 0; u < v.units(); u++) {
                if (!Double.isNaN(v.startX(u))) {
                    assertTrue(svg.contains("id=\"u" + u + "\" data-name=\"" + MapSvg.esc(v.name(u)) + "\""),
                            f + " " + u);
                }
            }
            assertEquals(v.units(), count(svg, "<g class=\"unit "), f);
            assertEquals(v.units(), count(svg, "class=\"front\""), f + ": a facing mark per unit");
            // Both sides' colours and names in the legend.
            assertTrue(svg.contains(MapSvg.SIDE_COLOURS[0]) && svg.contains(MapSvg.SIDE_COLOURS[1]), f);
            assertTrue(svg.contains("side 0: " + v.template().sideName(0)), f);
        }
    }

    @Test
    void svg_isToScaleInInchesWithNorthUp() {
        BattleView v = ViewFixtures.startView("acw.yaml");
        String svg = MapSvg.svg(v, MapSvg.Options.map());
        assertTrue(svg.contains("data-width=\"48\" data-depth=\"48\""), "48 x 48 inch table");
        // Unit 0 of the fixture stands at (6, 6) facing north: svg y is depth - y.
        Matcher m = Pattern.compile("id=\"u0\"[^>]*transform=\"translate\\(([-0-9.]+) ([-0-9.]+)\\)\"").matcher(svg);
        assertTrue(m.find(), svg.substring(0, 400));
        assertEquals(v.startX(0), Double.parseDouble(m.group(1)), 0.01);
        assertEquals(v.depth() - v.startY(0), Double.parseDouble(m.group(2)), 0.01);
        // A grid line every 6 inches inside the table: 7 vertical and 7 horizontal on 48 x 48.
        int at = svg.indexOf("<g class=\"grid\"");
        String grid = svg.substring(at, svg.indexOf("</g>", at));
        assertEquals(14, count(grid, "<line "));
    }

    @Test
    void svg_drawsTerrainByKindWithLegendHillLevelsAndObjectives() {
        BattleView v = ViewFixtures.startView("off-table.yaml");
        String svg = MapSvg.svg(v, MapSvg.Options.map());
        assertTrue(svg.contains(MapSvg.hillFill(2)), "the level-2 hill is shaded as compiled");
        assertTrue(svg.contains(">hill 2</text>"), "the hill is labelled with its level");
        assertTrue(svg.contains(">hill, level 2</text>"), "and in the legend");
        BattleView acw = ViewFixtures.startView("acw.yaml");
        String a = MapSvg.svg(acw, MapSvg.Options.map());
        for (var o : acw.objectives()) {
            assertTrue(a.contains(MapSvg.esc(o.name()) + " (" + o.points() + " point"), o.name());
            assertTrue(a.contains("r=\"" + MapSvg.n(o.radiusInches()) + "\""), "radius drawn");
        }
        for (var t : acw.template().scenario().terrain()) {
            assertTrue(a.contains("class=\"" + (t.isLinear() ? "feature " : "area ") + t.kind() + "\""), t.kind());
            assertTrue(a.contains(">" + t.kind() + "</text>") || t.kind().equals("hill"), "legend: " + t.kind());
        }
    }

    @Test
    void svg_drawsDeploymentZonesWhereTheRuleSetDeploysByZones() {
        BattleView zones = ViewFixtures.startView("jacobite-zones.yaml");
        String svg = MapSvg.svg(zones, MapSvg.Options.map());
        assertEquals(2, count(svg, "class=\"zone\""));
        assertTrue(count(svg, "class=\"place\"") > 16, "the places of both zones");
        assertTrue(svg.contains("placed by the players in the deployment zones"));
        assertEquals(0, count(MapSvg.svg(ViewFixtures.startView("jacobite.yaml"), MapSvg.Options.map()),
                "class=\"zone\""), "edge deployment has no zones");
    }

    @Test
    void svg_isDeterministic() {
        BattleView v = ViewFixtures.startView("hardtack.yaml");
        assertEquals(MapSvg.svg(v, MapSvg.Options.map()), MapSvg.svg(ViewFixtures.startView("hardtack.yaml"),
                MapSvg.Options.map()));
    }

    @Test
    void geometry_findsOverlapsAndFootprintsOffTheTable() {
        // acw-skirmish refuses units closer than its contact distance; hardtack plays them, overlapping.
        List<MapSvg.Problem> p = Geometry.problems(ViewFixtures.startView("overlap-hardtack.yaml"));
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).message().contains("A (Blue) at (10, 6) and A-2 (Blue) at (11, 6) overlap"));
        List<MapSvg.Problem> off = Geometry.problems(ViewFixtures.startView("off-table.yaml"));
        assertEquals(1, off.size(), off.toString());
        assertTrue(off.get(0).message().contains("G (Blue) at (0.2, 10): its footprint reaches off the table"));
        String svg = MapSvg.svg(ViewFixtures.startView("overlap-hardtack.yaml"), MapSvg.Options.withProblems(p));
        assertEquals(1, count(svg, "<g class=\"problem\">"));
        for (String f : ViewFixtures.PER_RULESET) {
            assertEquals(List.of(), Geometry.problems(ViewFixtures.startView(f)), f);
        }
    }

    @Test
    void overlap_separatingAxes() {
        double[] a = Geometry.corners(0, 0, 0, 2, 1);
        assertTrue(Geometry.overlap(a, Geometry.corners(1.5, 0, 0, 2, 1)));
        assertTrue(!Geometry.overlap(a, Geometry.corners(2, 0, 0, 2, 1)), "touching edges do not overlap");
        assertTrue(!Geometry.overlap(a, Geometry.corners(1.9, 1.9, 45, 2, 1)));
        assertTrue(Geometry.overlap(a, Geometry.corners(0, 0.9, 90, 2, 1)), "crossed");
    }
}
