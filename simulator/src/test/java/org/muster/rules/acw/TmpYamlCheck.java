package org.muster.rules.acw;

import java.io.File;
import java.util.*;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.*;

class TmpYamlCheck {
    @SuppressWarnings("unchecked")
    static Scenario load(File f) throws Exception {
        Map<String, Object> m = new ObjectMapper(new YAMLFactory()).readValue(f, Map.class);
        Map<String, Object> table = (Map<String, Object>) m.get("table");
        List<TerrainSpec> terrain = new ArrayList<>();
        int ti = 0;
        for (Object o : (List<Object>) m.getOrDefault("terrain", List.of())) {
            Map<String, Object> t = (Map<String, Object>) o;
            List<Point> area = new ArrayList<>();
            List<Point> line = new ArrayList<>();
            if (t.containsKey("rect")) {
                List<Number> r = (List<Number>) t.get("rect");
                double x = r.get(0).doubleValue(), y = r.get(1).doubleValue(), w = r.get(2).doubleValue(), d = r.get(3).doubleValue();
                area = List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + d), new Point(x, y + d));
            }
            if (t.containsKey("line")) {
                for (Object p : (List<Object>) t.get("line")) {
                    List<Number> q = (List<Number>) p;
                    line.add(new Point(q.get(0).doubleValue(), q.get(1).doubleValue()));
                }
            }
            terrain.add(new TerrainSpec((String) t.get("kind"), area, line, ((Number) t.getOrDefault("height", 0)).intValue(), (String) t.get("cover"), "terrain[" + ti++ + "]"));
        }
        List<Objective> objs = new ArrayList<>();
        for (Object o : (List<Object>) m.getOrDefault("objectives", List.of())) {
            Map<String, Object> t = (Map<String, Object>) o;
            List<Number> at = (List<Number>) t.get("at");
            objs.add(new Objective((String) t.get("name"), new Point(at.get(0).doubleValue(), at.get(1).doubleValue()), ((Number) t.get("radius")).doubleValue(), ((Number) t.get("points")).intValue(), "objectives[0]"));
        }
        List<SideSpec> sides = new ArrayList<>();
        int si = 0;
        for (Object o : (List<Object>) m.get("sides")) {
            Map<String, Object> s = (Map<String, Object>) o;
            Object p = s.get("player");
            PlayerSpec ps = p instanceof String ? new PlayerSpec((String) p, "balanced", Map.of())
                    : new PlayerSpec((String) ((Map<String, Object>) p).get("ai"), (String) ((Map<String, Object>) p).get("preset"), Map.of());
            List<UnitSpec> units = new ArrayList<>();
            int ui = 0;
            for (Object uo : (List<Object>) s.get("units")) {
                Map<String, Object> u = (Map<String, Object>) uo;
                List<Number> at = (List<Number>) u.get("at");
                Object fc = u.get("facing");
                double facing = fc == null ? Double.NaN : fc.equals("north") ? 0 : fc.equals("south") ? 180 : fc.equals("east") ? 90 : fc.equals("west") ? 270 : ((Number) fc).doubleValue();
                units.add(new UnitSpec((String) u.get("name"), (String) u.get("type"), ((Number) u.getOrDefault("count", 1)).intValue(), ((Number) u.get("men")).intValue(), (String) u.get("quality"), (String) u.get("weapon"), at == null ? null : new Point(at.get(0).doubleValue(), at.get(1).doubleValue()), facing, (String) u.get("stance"), ((Number) u.getOrDefault("spacing", 0)).doubleValue(), "sides[" + si + "].units[" + ui++ + "]"));
            }
            sides.add(new SideSpec((String) s.get("name"), ps, units));
            si++;
        }
        Map<String, Object> v = (Map<String, Object>) m.get("victory");
        Map<String, String> rules = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : ((Map<String, Object>) m.getOrDefault("rules", Map.of())).entrySet()) rules.put(e.getKey(), String.valueOf(e.getValue()));
        return new Scenario("acw-skirmish", (String) m.get("name"), "", ((Number) table.get("width")).doubleValue(), ((Number) table.get("depth")).doubleValue(), ((Number) m.getOrDefault("turns", 0)).intValue(), terrain, objs, sides, new VictorySpec(((Number) v.get("break-at")).doubleValue(), (String) v.get("tie-break")), rules, new SourceMap(f.getName(), Map.of()));
    }

    @Test
    void run() throws Exception {
        for (File f : new File("../scenarios/acw-skirmish").listFiles()) {
            Scenario sc = load(f);
            String only = System.getProperty("ai");
            if (only != null) { sc = sc.withPlayer(0, new PlayerSpec(only, "balanced", Map.of())).withPlayer(1, new PlayerSpec(only, "balanced", Map.of())); }
            AcwTemplate t = AcwScenarios.RULESET.compile(sc, AcwScenarios.RULESET.defaults());
            AcwEngine e = AcwScenarios.RULESET.newAcwEngine(t);
            if (f.getName().equals(System.getProperty("narrate"))) {
                AcwEngine ne = AcwScenarios.RULESET.newAcwEngine(t);
                ne.narrate(System.out::println);
                ne.play(42, Integer.getInteger("battle", 0), new BattleRecord(256));
                continue;
            }
            BattleRecord r = new BattleRecord(256);
            for (int i = 0; i < 3000; i++) e.play(1, i, r);
            int n = 20000; int[] w = new int[3]; int[] how = new int[5]; long turns = 0; long[] lost = new long[2];
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
            long b0 = mx.getCurrentThreadAllocatedBytes();
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) { e.play(42, i, r); w[r.winner]++; how[r.how]++; turns += r.turns;
                for (int u = 0; u < r.unitCount; u++) lost[t.side[u]] += r.lost(u); }
            double s = (System.nanoTime() - t0) / 1e9;
            System.out.printf("bytes/battle %.2f%n", (double) (mx.getCurrentThreadAllocatedBytes() - b0) / n);
            System.out.printf("%-24s wins %d/%d/%d how %s turns %.2f lost %.2f/%.2f  %.0f battles/s%n", f.getName(), w[0], w[1], w[2], Arrays.toString(how), (double) turns / n, (double) lost[0] / n, (double) lost[1] / n, n / s);
        }
    }
}
