package org.muster.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.muster.model.PointsSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;

/**
 * Reads a scenario's {@code points:} block (format in {@code scenarios/README.md}) and checks it against the scenario
 * already read by {@link ScenarioReader} (which has checked the file's size, encoding and syntax, and which accepts and
 * otherwise ignores the block). Every problem is a {@link ScenarioException} naming file, line, field and value.
 * Static and stateless; not on any hot path.
 */
public final class PointsReader {
    /** Most units a varied line may field, and most units an army-list army may roll. */
    public static final int MAX_COUNT = 256;

    private static final List<String> BLOCK_KEYS = List.of("sides", "budget");
    private static final List<String> SIDE_KEYS = List.of("side", "vary", "budget", "army-units");
    private static final List<String> VARY_KEYS = List.of("unit", "count", "as", "cost");

    private PointsReader() {
    }

    /**
     * The file's {@code points:} block, or null when it has none.
     *
     * @throws ScenarioException for a problem with the block
     */
    public static PointsSpec read(Path file, Scenario scenario) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), scenario);
        } catch (IOException e) {
            throw new ScenarioException(file.toString(), 0, null, "cannot read the file: " + e.getMessage());
        }
    }

    /** As {@link #read}, from the scenario's text. */
    public static PointsSpec parse(String yaml, Scenario scenario) {
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(yaml.startsWith("\uFEFF") ? yaml.substring(1) : yaml);
        } catch (IOException e) {
            throw new ScenarioException(scenario.source().file(), 0, "points", "cannot read the block: "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
        JsonNode block = root == null ? null : root.get("points");
        if (block == null || block.isNull()) {
            return null;
        }
        return new Checker(scenario).block(block);
    }

    private static final class Checker {
        final Scenario scenario;

        Checker(Scenario scenario) {
            this.scenario = scenario;
        }

        ScenarioException fail(String field, String problem) {
            return new ScenarioException(scenario.source().file(), scenario.source().lineOf(field), field, problem);
        }

        PointsSpec block(JsonNode block) {
            map(block, "points", BLOCK_KEYS);
            double[] budget = budget(block.get("budget"), "points.budget");
            JsonNode sides = block.get("sides");
            if (sides == null || !sides.isArray() || sides.size() != 2) {
                throw fail("points.sides", "give a list of exactly two sides (one per side of the scenario, in "
                        + "order), got " + describe(sides));
            }
            List<PointsSpec.Side> out = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                out.add(side(sides.get(i), i, budget));
            }
            return new PointsSpec(out, "points");
        }

        PointsSpec.Side side(JsonNode node, int index, double[] defaultBudget) {
            String path = "points.sides[" + index + "]";
            map(node, path, SIDE_KEYS);
            SideSpec side = scenario.sides().get(index);
            if (node.has("side")) {
                String name = node.get("side").asText();
                if (!name.equalsIgnoreCase(side.name()) && !name.equals(Integer.toString(index))) {
                    throw fail(path + ".side", "value '" + name + "' is not side " + index + " ('" + side.name()
                            + "'): list the sides in the scenario's order");
                }
            }
            List<PointsSpec.Vary> vary = new ArrayList<>();
            JsonNode list = node.get("vary");
            Set<String> lines = new HashSet<>();
            if (list != null && !list.isNull()) {
                if (!list.isArray()) {
                    throw fail(path + ".vary", "expected a list of {unit: NAME, count: [MIN, MAX]}, got "
                            + describe(list));
                }
                for (int k = 0; k < list.size(); k++) {
                    PointsSpec.Vary v = vary(list.get(k), path + ".vary[" + k + "]", side);
                    if (!lines.add(v.unit())) {
                        throw fail(v.field() + ".unit", "line '" + v.unit() + "' is varied twice");
                    }
                    vary.add(v);
                }
            }
            int armyMin = 0;
            int armyMax = 0;
            if (node.has("army-units")) {
                if (side.army() == null) {
                    throw fail(path + ".army-units", "side '" + side.name() + "' has no army: block to roll");
                }
                int[] r = range(node.get("army-units"), path + ".army-units", 1);
                armyMin = r[0];
                armyMax = r[1];
            }
            if (vary.isEmpty() && side.army() == null && node.has("budget")) {
                throw fail(path + ".budget", "a budget needs lines to vary (vary:)");
            }
            double[] budget = node.has("budget") ? budget(node.get("budget"), path + ".budget") : defaultBudget;
            boolean hasBudget = budget[0] > 0 || budget[1] < Double.POSITIVE_INFINITY;
            if (hasBudget) {
                if (side.army() != null) {
                    throw fail(path + ".budget", "a budget applies to varied lines, not to an army rolled on an army "
                            + "list");
                }
                double least = 0;
                double most = 0;
                for (PointsSpec.Vary v : vary) {
                    if (Double.isNaN(v.cost())) {
                        throw fail(v.field() + ".cost", "the side has a budget, so every varied line needs a cost");
                    }
                    least += v.min() * v.cost();
                    most += v.max() * v.cost();
                }
                if (least > budget[1] || most < budget[0]) {
                    throw fail(path + ".budget", "no army fits the budget [" + num(budget[0]) + ", " + num(budget[1])
                            + "]: the varied lines cost " + num(least) + " to " + num(most));
                }
            }
            return new PointsSpec.Side(vary, armyMin, armyMax, budget[0], budget[1], path);
        }

        PointsSpec.Vary vary(JsonNode node, String path, SideSpec side) {
            map(node, path, VARY_KEYS);
            JsonNode u = node.get("unit");
            if (u == null || !u.isValueNode()) {
                throw fail(path + ".unit", "required field is missing: the name of a units: line of side '"
                        + side.name() + "'");
            }
            String unit = u.asText();
            List<String> names = new ArrayList<>();
            boolean found = false;
            for (UnitSpec line : side.units()) {
                if (line.name() != null) {
                    names.add(line.name());
                    found |= line.name().equals(unit);
                }
            }
            if (!found) {
                throw fail(path + ".unit", "side '" + side.name() + "' has no units: line named '" + unit + "'"
                        + (names.isEmpty() ? " (give its lines names)" : " (its named lines: " + String.join(", ",
                                names) + ")"));
            }
            if (!node.has("count")) {
                throw fail(path + ".count", "required field is missing: [MIN, MAX] units of the line");
            }
            int[] r = range(node.get("count"), path + ".count", 0);
            String as = node.has("as") ? node.get("as").asText().strip() : unit;
            if (as.isEmpty() || as.contains(",") || as.contains("=")) {
                throw fail(path + ".as", "value '" + as + "' must be a non-empty name without ',' or '='");
            }
            double cost = Double.NaN;
            if (node.has("cost")) {
                JsonNode c = node.get("cost");
                if (!c.isNumber() || !(c.asDouble() >= 0) || Double.isInfinite(c.asDouble())) {
                    throw fail(path + ".cost", "value '" + c.asText() + "' must be a number, 0 or more");
                }
                cost = c.asDouble();
            }
            return new PointsSpec.Vary(unit, r[0], r[1], as, cost, path);
        }

        int[] range(JsonNode node, String path, int least) {
            if (node.isInt()) {
                int v = node.asInt();
                check(v, path, least);
                return new int[] {v, v};
            }
            if (!node.isArray() || node.size() != 2 || !node.get(0).isInt() || !node.get(1).isInt()) {
                throw fail(path, "expected [MIN, MAX], two whole numbers, got " + describe(node));
            }
            int lo = node.get(0).asInt();
            int hi = node.get(1).asInt();
            check(lo, path + "[0]", least);
            check(hi, path + "[1]", least);
            if (lo > hi) {
                throw fail(path, "MIN " + lo + " is above MAX " + hi);
            }
            return new int[] {lo, hi};
        }

        void check(int v, String path, int least) {
            if (v < least || v > MAX_COUNT) {
                throw fail(path, "value " + v + " must be in [" + least + ", " + MAX_COUNT + "]");
            }
        }

        double[] budget(JsonNode node, String path) {
            if (node == null || node.isNull()) {
                return new double[] {0, Double.POSITIVE_INFINITY};
            }
            if (node.isNumber()) {
                double v = node.asDouble();
                if (!(v > 0) || Double.isInfinite(v)) {
                    throw fail(path, "value " + node.asText() + " must be a positive number");
                }
                return new double[] {0, v};
            }
            if (!node.isArray() || node.size() != 2 || !node.get(0).isNumber() || !node.get(1).isNumber()) {
                throw fail(path, "expected MAX or [MIN, MAX], numbers, got " + describe(node));
            }
            double lo = node.get(0).asDouble();
            double hi = node.get(1).asDouble();
            if (!(lo >= 0) || !(hi > 0) || Double.isInfinite(hi) || lo > hi) {
                throw fail(path, "[" + node.get(0).asText() + ", " + node.get(1).asText() + "] must be 0 <= MIN <= "
                        + "MAX, MAX positive");
            }
            return new double[] {lo, hi};
        }

        void map(JsonNode node, String path, List<String> keys) {
            if (node == null || !node.isObject()) {
                throw fail(path, "expected a map, got " + describe(node));
            }
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                String k = e.getKey();
                if (!keys.contains(k)) {
                    throw fail(path.isEmpty() ? k : path + "." + k, "unknown key '" + k + "'; expected one of: "
                            + String.join(", ", keys));
                }
            }
        }

        static String describe(JsonNode n) {
            if (n == null || n.isNull()) {
                return "nothing";
            }
            if (n.isArray()) {
                return "a list of " + n.size();
            }
            if (n.isObject()) {
                return "a map";
            }
            return "'" + n.asText() + "'";
        }

        static String num(double v) {
            return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                    : String.format(Locale.ROOT, "%.2f", v);
        }
    }
}
