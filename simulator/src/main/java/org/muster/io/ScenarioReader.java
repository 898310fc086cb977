package org.muster.io;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import org.muster.model.ArmySpec;
import org.muster.model.Expectation;
import org.muster.model.Objective;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.SourceMap;
import org.muster.model.Suggestions;
import org.muster.model.TerrainSpec;
import org.muster.model.UnitSpec;
import org.muster.model.VictorySpec;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads a scenario file (YAML, format in {@code scenarios/README.md}) into the {@link Scenario} records and checks its
 * shape: required fields, types, ranges, exactly two sides, unique names. What only a rule set knows (unit types,
 * qualities, terrain kinds, parameter names, where units may stand) is left to {@code Ruleset.compile}, which finds
 * the line of any field through the scenario's {@link SourceMap}.
 *
 * <p>Reading happens in two steps. First the token stream of Jackson's YAML parser is built into a small tree of
 * maps, lists and scalars while a path stack records the line of every field path ({@code sides[1].units[0].count});
 * this step enforces the size, nesting and alias limits, rejects duplicate keys and a second document, and turns
 * YAML syntax errors into one line. Then the tree is checked against the format field by field. Every problem is a
 * {@link ScenarioException} whose one-line message names the file, the line, the field path and the value.
 *
 * <p>Static and stateless: any thread may call it; each call allocates its own tree. Not on any hot path.
 */
public final class ScenarioReader {
    /** Largest scenario file accepted, in bytes (and largest string accepted by {@link #parse}, in chars). */
    public static final int MAX_FILE_BYTES = 4 * 1024 * 1024;
    /** Most units (the sum of every {@code count}) a scenario may field, both sides together. */
    public static final int MAX_UNITS = 256;
    /** Deepest nesting of maps and lists; a scenario needs 6 ({@code sides[0].units[0].at}). */
    static final int MAX_DEPTH = 16;
    /** Most aliases ({@code *name}) that may refer to a map or list. */
    static final int MAX_COLLECTION_ALIASES = 64;
    /** Most values (maps, lists, scalars) the document may hold once every alias is expanded. */
    static final int MAX_VALUES = 200_000;
    /** Most points in one terrain polygon or line. */
    static final int MAX_POINTS = 1000;
    /**
     * Longest word (a run of chars without a space, tab, line break, comma or bracket), in chars. SnakeYAML's reader
     * copies its look-ahead buffer for every char of a long word, so scanning one grows with the square of its length
     * (a 1.5 MB word: 4 s and 4 GB allocated).
     */
    public static final int MAX_WORD_CHARS = 65_536;
    /** Terrain coordinates may lie off the table (they are clipped), but not further than this, in inches. */
    static final double MAX_COORDINATE = 10_000;

    private static final YAMLFactory FACTORY = createFactory();
    private static final String STANDARD_TAGS = "tag:yaml.org,2002:";
    private static final String STR_TAG = STANDARD_TAGS + "str";

    private static final Pattern DECIMAL = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");
    private static final Pattern INFINITY = Pattern.compile("[-+]?\\.(inf|Inf|INF)");
    private static final Pattern NAN = Pattern.compile("\\.(nan|NaN|NAN)");
    private static final Pattern RADIX = Pattern.compile("([-+]?)0([xob])([0-9a-fA-F]+)");

    private static final List<String> ROOT_KEYS = List.of("ruleset", "name", "description", "table", "turns",
            "terrain", "objectives", "sides", "victory", "rules", "vars", "expect", "points");
    private static final List<String> TABLE_KEYS = List.of("width", "depth");
    /**
     * The smallest table side, inches: two cells of the terrain grid ({@code Table.CELL_INCHES}); below it no two
     * units can stand apart and terrain cannot be drawn (a 1e-300 inch table used to play plausible battles).
     */
    static final double MIN_TABLE_INCHES = 1;
    private static final List<String> TERRAIN_KEYS = List.of("kind", "rect", "polygon", "line", "height", "cover");
    private static final List<String> OBJECTIVE_KEYS = List.of("name", "at", "radius", "points");
    private static final List<String> SIDE_KEYS = List.of("name", "player", "units", "army");
    private static final List<String> ARMY_KEYS = List.of("list", "units");
    private static final List<String> PLAYER_KEYS = List.of("ai", "preset", "weights");
    private static final List<String> UNIT_KEYS = List.of("name", "type", "count", "men", "figures", "quality",
            "weapon", "at", "facing", "spacing", "stance", "attach", "regiment", "brigade");
    private static final List<String> EXPECT_KEYS = List.of("side", Expectation.WIN_RATE, Expectation.DRAW_RATE,
            Expectation.MEAN_LOST);
    private static final Pattern VAR_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");
    private static final Pattern VAR_USE = Pattern.compile("\\$\\{([^}]*)}");
    private static final List<String> VICTORY_KEYS = List.of("break-at", "tie-break");
    private static final List<String> COVERS = List.of("none", "soft", "hard");
    private static final List<String> TIE_BREAKS = List.of("casualties", "objectives-only", "none");
    private static final List<String> COMPASS = List.of("north", "north-east", "east", "south-east", "south",
            "south-west", "west", "north-west");
    private static final List<String> COMPASS_SHORT = List.of("n", "ne", "e", "se", "s", "sw", "w", "nw");

    private ScenarioReader() {
    }

    private static YAMLFactory createFactory() {
        // SnakeYAML enforces the alias and nesting limits in its Composer, which Jackson's streaming parser does not
        // use (Jackson reports an alias as a string and never expands it); they are set here anyway, and the tree
        // builder below enforces its own MAX_DEPTH, MAX_COLLECTION_ALIASES and MAX_VALUES. The code point limit is
        // enforced by SnakeYAML's reader, under the streaming parser too.
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(MAX_COLLECTION_ALIASES);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setCodePointLimit(MAX_FILE_BYTES);
        YAMLFactory factory = YAMLFactory.builder()
                .loaderOptions(options)
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH + 8).build())
                .build();
        // Keep y, n, yes, no, on, off as words: 'facing: n' means north.
        factory.enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS);
        // 'key:' with nothing after it is no value (as if absent); a quoted "" is an empty text, refused where a
        // value is needed rather than silently meaning the default.
        factory.enable(YAMLParser.Feature.EMPTY_STRING_AS_NULL);
        return factory;
    }

    /**
     * Reads a scenario file. The file name in messages and in {@link SourceMap#file()} is {@code file} as given.
     *
     * @throws ScenarioException for any problem with the file: missing, unreadable, too large, not UTF-8, not YAML,
     *                           or not a scenario
     */
    public static Scenario read(Path file) {
        return read(file, Map.of());
    }

    /**
     * Reads a scenario file, setting some of its variables ({@code vars:}) to the given values instead of their
     * defaults (the CLI's {@code --var}).
     *
     * @throws ScenarioException for any problem with the file, or a name in {@code vars} the file does not declare
     */
    public static Scenario read(Path file, Map<String, String> vars) {
        String name = file.toString();
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) {
                throw new ScenarioException(name, 0, null, "is a directory, not a scenario file");
            }
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                // a device, a pipe or a socket: reading could block or never end
                throw new ScenarioException(name, 0, null, "is not a regular file (a device, pipe or socket)");
            }
            if (Files.isRegularFile(file) && Files.size(file) > MAX_FILE_BYTES) {
                throw tooLarge(name, Files.size(file));
            }
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(MAX_FILE_BYTES + 1);
            }
        } catch (NoSuchFileException e) {
            throw new ScenarioException(name, 0, null, "no such file");
        } catch (AccessDeniedException e) {
            throw new ScenarioException(name, 0, null, "cannot read the file: permission denied");
        } catch (IOException e) {
            throw new ScenarioException(name, 0, null, "cannot read the file: " + IoMessages.describe(e));
        }
        if (bytes.length > MAX_FILE_BYTES) {
            throw tooLarge(name, bytes.length);
        }
        return parse(decode(bytes, name), name, vars);
    }

    /**
     * Reads a scenario from YAML text; {@code fileName} names it in messages and in {@link SourceMap#file()}.
     *
     * @throws ScenarioException for any problem with the text
     */
    public static Scenario parse(String yaml, String fileName) {
        return parse(yaml, fileName, Map.of());
    }

    /**
     * Reads a scenario from YAML text with some variables set (see {@link #read(Path, Map)}).
     *
     * @throws ScenarioException for any problem with the text or the variables
     */
    public static Scenario parse(String yaml, String fileName, Map<String, String> vars) {
        if (yaml.length() > MAX_FILE_BYTES) {
            throw tooLarge(fileName, yaml.length());
        }
        checkCharacters(yaml, fileName);
        Tree tree = new Tree(fileName);
        Node root = tree.build(yaml);
        return new Reader(fileName, new SourceMap(fileName, tree.lines)).scenario(root, vars);
    }

    /**
     * Control characters are not text; SnakeYAML would refuse them too, but without naming the line. Words longer than
     * {@link #MAX_WORD_CHARS} are refused before SnakeYAML spends quadratic time on them.
     */
    private static void checkCharacters(String yaml, String file) {
        int line = 1;
        int word = 0;
        for (int i = 0; i < yaml.length(); i++) {
            char c = yaml.charAt(i);
            boolean separator = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == '[' || c == ']'
                    || c == '{' || c == '}';
            word = separator ? 0 : word + 1;
            if (word > MAX_WORD_CHARS) {
                throw new ScenarioException(file, line, null, "a word is longer than " + MAX_WORD_CHARS
                        + " characters without a space; scenario files are text, not data dumps");
            }
            if (c == '\n') {
                line++;
            } else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7F || (c >= 0x80 && c <= 0x9F && c != 0x85)
                    || c == 0xFFFE || c == 0xFFFF) {
                throw new ScenarioException(file, line, null, String.format(Locale.ROOT,
                        "the file contains the control character U+%04X, which a scenario file may not hold", (int) c));
            }
        }
    }

    private static ScenarioException tooLarge(String file, long size) {
        return new ScenarioException(file, 0, null, String.format(Locale.ROOT,
                "the file is too large (%.1f MiB); scenario files are limited to %d MiB", size / 1048576.0,
                MAX_FILE_BYTES / 1048576));
    }

    /** Strict UTF-8 (a leading byte order mark is dropped); anything else is refused with the line of the bad byte. */
    private static String decode(byte[] bytes, String file) {
        if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            throw new ScenarioException(file, 1, null,
                    "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8");
        }
        int start = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF
                ? 3 : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        try {
            return decoder.decode(in).toString();
        } catch (MalformedInputException e) {
            int offset = in.position();
            int line = 1;
            for (int i = 0; i < offset; i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new ScenarioException(file, line, null, String.format(Locale.ROOT,
                    "the file is not valid UTF-8 (byte 0x%02X at offset %d); save it as UTF-8", bytes[offset] & 0xFF,
                    offset));
        } catch (CharacterCodingException e) {
            throw new ScenarioException(file, 0, null, "the file is not valid UTF-8; save it as UTF-8");
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Step 1: YAML tokens to a tree, with the line of every field path.

    /** A value of the document: a map, a list or a scalar, with the line it starts on. */
    private abstract static class Node {
        final int line;
        /** What the value is, for a message: {@code a map}, {@code a list} (a scalar says its own). */
        private final String kind;

        Node(int line, String kind) {
            this.line = line;
            this.kind = kind;
        }

        String describe() {
            return kind;
        }
    }

    private static final class MapNode extends Node {
        final Map<String, Node> entries = new LinkedHashMap<>();

        MapNode(int line) {
            super(line, "a map");
        }
    }

    private static final class ListNode extends Node {
        final List<Node> items = new ArrayList<>();

        ListNode(int line) {
            super(line, "a list");
        }
    }

    private static final class ScalarNode extends Node {
        /** The text as written (without quotes), or after variable substitution. */
        final String text;
        /** Jackson's reading of it: a number, a string, true/false or null. */
        final JsonToken token;
        /** The text as written when it used variables ({@code ${name}}), else null: messages show both. */
        final String written;

        ScalarNode(int line, String text, JsonToken token) {
            this(line, text, token, null);
        }

        ScalarNode(int line, String text, JsonToken token, String written) {
            super(line, null);
            this.text = text;
            this.token = token;
            this.written = written;
        }

        boolean isNull() {
            return token == JsonToken.VALUE_NULL || text.isEmpty();
        }

        /** The text for a message, with the variables it came from. */
        String shown() {
            return written == null ? shorten(text) : shorten(text) + " (from " + shorten(written) + ")";
        }

        @Override
        String describe() {
            return isNull() ? (token == JsonToken.VALUE_NULL ? "nothing" : "an empty text")
                    + (written == null ? "" : " (from " + shorten(written) + ")")
                    : "'" + shorten(text) + "'" + (written == null ? "" : " (from " + shorten(written) + ")");
        }
    }

    /** Builds the tree from Jackson's token stream, keeping a path stack to record the line of each field. */
    private static final class Tree {
        final String file;
        final Map<String, Integer> lines = new HashMap<>();
        final Map<String, Node> anchors = new HashMap<>();
        final Map<Node, Long> sizes = new HashMap<>();
        YAMLParser parser;
        long values;
        int collectionAliases;

        Tree(String file) {
            this.file = file;
        }

        Node build(String yaml) {
            try (YAMLParser p = FACTORY.createParser(yaml)) {
                parser = p;
                JsonToken first = p.nextToken();
                if (first == null) {
                    throw empty();
                }
                Node root = value(first, "", 1);
                if (root instanceof ScalarNode s && s.isNull()) {
                    throw empty();
                }
                if (p.nextToken() != null) {
                    throw new ScenarioException(file, line(), null,
                            "the file holds more than one YAML document (a second '---'); a scenario is one document");
                }
                return root;
            } catch (JsonProcessingException e) {
                throw syntax(e);
            } catch (IOException e) {
                throw new ScenarioException(file, 0, null, "cannot read the YAML: " + firstLine(e.getMessage()));
            } catch (YAMLException e) {
                throw syntax(e);
            }
        }

        private ScenarioException empty() {
            return new ScenarioException(file, 0, null,
                    "the file is empty; a scenario is a map with at least ruleset, name, table and sides");
        }

        private int line() {
            return parser.currentTokenLocation().getLineNr();
        }

        private Node value(JsonToken token, String path, int depth) throws IOException {
            int line = line();
            if (!path.isEmpty()) {
                lines.putIfAbsent(path, line);
            }
            if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                if (depth > MAX_DEPTH) {
                    throw new ScenarioException(file, line, path.isEmpty() ? null : path,
                            "the document nests maps and lists more than " + MAX_DEPTH + " deep");
                }
                Object anchor = parser.getObjectId();
                Node node = token == JsonToken.START_OBJECT ? map(path, depth, line) : list(path, depth, line);
                if (anchor != null) {
                    anchors.put(anchor.toString(), node);
                }
                return node;
            }
            count(1, path, line);
            if (parser.isCurrentAlias()) {
                return alias(parser.getText(), path, line);
            }
            if (token == JsonToken.VALUE_EMBEDDED_OBJECT) {
                throw new ScenarioException(file, line, path, "YAML tags such as !!binary are not supported");
            }
            if (!token.isScalarValue()) {
                throw new ScenarioException(file, line, path, "unexpected YAML token " + token);
            }
            String tag = parser.getTypeId();
            if (tag != null && !tag.equals(STR_TAG)) {
                throw new ScenarioException(file, line, path, "YAML tags such as '"
                        + (tag.startsWith(STANDARD_TAGS) ? "!!" + tag.substring(STANDARD_TAGS.length()) : "!" + tag)
                        + "' are not supported (only !!str is); write the plain value instead");
            }
            Node node = new ScalarNode(line, parser.getText(), token);
            sizes.put(node, 1L);
            return node;
        }

        private MapNode map(String path, int depth, int line) throws IOException {
            MapNode map = new MapNode(line);
            long size = children(path, line, JsonToken.END_OBJECT, t -> {
                String key = parser.getText();
                int keyLine = line();
                String childPath = path.isEmpty() ? key : path + "." + key;
                if (map.entries.containsKey(key)) {
                    throw new ScenarioException(file, keyLine, childPath, "duplicate key '" + key + "' (first on line "
                            + lines.getOrDefault(childPath, map.line) + ")");
                }
                lines.putIfAbsent(childPath, keyLine);
                Node v = value(parser.nextToken(), childPath, depth + 1);
                map.entries.put(key, v);
                return v;
            });
            Node merge = map.entries.remove("<<");
            if (merge != null) {
                merge(map, merge, path.isEmpty() ? "<<" : path + ".<<");
            }
            sizes.put(map, size);
            return map;
        }

        /** Reads one child of a map or list, given the token that starts it (a map: its key), and returns it. */
        @FunctionalInterface
        private interface Child {
            Node read(JsonToken first) throws IOException;
        }

        /**
         * Reads the children of the map or list at {@code path} up to its {@code end} token, each by {@code child},
         * counting the collection itself against the size limit; returns its size, itself and its children's.
         */
        private long children(String path, int line, JsonToken end, Child child) throws IOException {
            long size = 1;
            count(1, path, line);
            JsonToken t;
            while ((t = parser.nextToken()) != end) {
                size += sizes.get(child.read(t));
            }
            return size;
        }

        /** YAML merge keys: {@code <<: *base} copies the keys of base that the map does not set itself. */
        private void merge(MapNode into, Node from, String path) {
            List<Node> sources = from instanceof ListNode l ? l.items : List.of(from);
            for (Node source : sources) {
                if (!(source instanceof MapNode m)) {
                    throw new ScenarioException(file, source.line, path,
                            "a merge key '<<' needs a map or a list of maps (usually an alias such as *base), got "
                                    + source.describe());
                }
                for (Map.Entry<String, Node> e : m.entries.entrySet()) {
                    into.entries.putIfAbsent(e.getKey(), e.getValue());
                }
            }
        }

        private ListNode list(String path, int depth, int line) throws IOException {
            ListNode list = new ListNode(line);
            sizes.put(list, children(path, line, JsonToken.END_ARRAY, t -> {
                Node v = value(t, path + "[" + list.items.size() + "]", depth + 1);
                list.items.add(v);
                return v;
            }));
            return list;
        }

        private Node alias(String anchor, String path, int line) {
            Node target = anchors.get(anchor);
            if (target == null) {
                throw new ScenarioException(file, line, path.isEmpty() ? null : path, "alias '*" + anchor
                        + "' does not refer to a map or list anchored (&" + anchor + ") before it"
                        + " (anchors on single values are not supported)");
            }
            if (++collectionAliases > MAX_COLLECTION_ALIASES) {
                throw new ScenarioException(file, line, path, "too many aliases: at most " + MAX_COLLECTION_ALIASES
                        + " aliases to maps or lists are allowed");
            }
            count(sizes.get(target), path, line);
            return target;
        }

        private void count(long n, String path, int line) {
            values += n;
            if (values > MAX_VALUES) {
                throw new ScenarioException(file, line, path.isEmpty() ? null : path,
                        "the document expands to more than " + MAX_VALUES + " values"
                                + (collectionAliases > 0 ? " once its aliases are expanded" : ""));
            }
        }

        private ScenarioException syntax(Exception e) {
            Throwable cause = e;
            while (cause != null && !(cause instanceof YAMLException)) {
                cause = cause.getCause();
            }
            if (cause instanceof MarkedYAMLException m) {
                Mark mark = m.getProblemMark() != null ? m.getProblemMark() : m.getContextMark();
                int line = mark == null ? 0 : mark.getLine() + 1;
                StringBuilder problem = new StringBuilder("YAML syntax error: ")
                        .append(firstLine(m.getProblem() == null ? m.getContext() : m.getProblem()));
                if (m.getProblem() != null && m.getContext() != null) {
                    problem.append(" (").append(firstLine(m.getContext()));
                    if (m.getContextMark() != null) {
                        problem.append(" started on line ").append(m.getContextMark().getLine() + 1);
                    }
                    problem.append(')');
                }
                return new ScenarioException(file, line, null, problem.toString());
            }
            int line = 0;
            String message = e.getMessage();
            if (e instanceof JsonProcessingException j) {
                message = j.getOriginalMessage();
                if (j.getLocation() != null) {
                    line = j.getLocation().getLineNr();
                }
            } else if (cause != null) {
                message = cause.getMessage();
            }
            if (message != null && message.startsWith("Expected a field name")) {
                message = "a key must be a single word or number, not a list or a map";
            }
            if (message != null && message.contains("exceeds the limit")) {
                return new ScenarioException(file, 0, null, "the file is too large: scenario files are limited to "
                        + MAX_FILE_BYTES / 1048576 + " MiB");
            }
            return new ScenarioException(file, Math.max(line, 0), null, "YAML syntax error: " + firstLine(message));
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unknown problem";
        }
        String t = s.strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl).strip();
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Step 2: the tree to the records, field by field.

    /** Checks the tree against the format; one instance per call. */
    private static final class Reader {
        final String file;
        final SourceMap source;
        double width;
        double depth;
        int totalUnits;

        Reader(String file, SourceMap source) {
            this.file = file;
            this.source = source;
        }

        ScenarioException fail(String field, String problem) {
            return new ScenarioException(file, source.lineOf(field), field, problem);
        }

        Scenario scenario(Node root, Map<String, String> overrides) {
            if (!(root instanceof MapNode m)) {
                throw new ScenarioException(file, root.line, null, "a scenario must be a map of fields (ruleset:, "
                        + "name:, table:, sides:, ...), got " + root.describe());
            }
            checkKeys(m, "", ROOT_KEYS);
            Map<String, String> vars = vars(m.entries.get("vars"), overrides);
            for (Map.Entry<String, Node> e : m.entries.entrySet()) {
                if (!e.getKey().equals("vars")) {
                    e.setValue(substitute(e.getValue(), e.getKey(), vars));
                }
            }
            String ruleset = requiredText(m, "", "ruleset");
            String name = requiredText(m, "", "name");
            Node d = m.entries.get("description");
            String description = d instanceof ScalarNode ds && ds.isNull() ? "" : optionalText(m, "", "description",
                    "");
            MapNode table = requiredMap(m, "", "table");
            checkKeys(table, "table", TABLE_KEYS);
            width = number(required(table, "table", "width"), "table.width", MIN_TABLE_INCHES, true, 1000);
            depth = number(required(table, "table", "depth"), "table.depth", MIN_TABLE_INCHES, true, 1000);
            int turns = optionalInt(m, "", "turns", 0, 0, 10_000);
            List<TerrainSpec> terrain = new ArrayList<>();
            ListNode terrainList = optionalList(m, "", "terrain");
            for (int i = 0; terrainList != null && i < terrainList.items.size(); i++) {
                terrain.add(terrain(terrainList.items.get(i), "terrain[" + i + "]"));
            }
            List<Objective> objectives = objectives(optionalList(m, "", "objectives"));
            List<SideSpec> sides = sides(m);
            VictorySpec victory = victory(m.entries.get("victory"));
            Map<String, String> rules = rules(m.entries.get("rules"));
            List<Expectation> expect = expectations(m.entries.get("expect"), sides);
            return new Scenario(ruleset, name, description, width, depth, turns, terrain, objectives, sides, victory,
                    rules, source, vars, expect);
        }

        // --- variables and expectations

        /** The declared variables with their values: defaults, then {@code overrides} (each must be declared). */
        Map<String, String> vars(Node node, Map<String, String> overrides) {
            Map<String, String> vars = new LinkedHashMap<>();
            if (node != null && !isNull(node)) {
                MapNode m = asMap(node, "vars");
                for (Map.Entry<String, Node> e : m.entries.entrySet()) {
                    String field = "vars." + e.getKey();
                    if (!VAR_NAME.matcher(e.getKey()).matches()) {
                        throw fail(field, "variable name '" + shorten(e.getKey()) + "' must start with a letter or _ "
                                + "and hold only letters, digits, _, - and .");
                    }
                    if (!(e.getValue() instanceof ScalarNode sn) || sn.isNull()) {
                        throw fail(field, "a variable needs a single default value, got " + e.getValue().describe());
                    }
                    vars.put(e.getKey(), sn.text);
                }
            }
            for (Map.Entry<String, String> e : overrides.entrySet()) {
                if (!vars.containsKey(e.getKey())) {
                    throw new ScenarioException(file, source.lineOf("vars"), "--var " + shorten(e.getKey()),
                            "the scenario declares no variable '" + shorten(e.getKey()) + "' (" + (vars.isEmpty()
                                    ? "it has no vars: block)" : "it declares " + String.join(", ", vars.keySet())
                                    + ")" + suggest(e.getKey(), List.copyOf(vars.keySet()))));
                }
                vars.put(e.getKey(), e.getValue().strip());
            }
            return vars;
        }

        /** The node with every {@code ${name}} in its scalars replaced by the variable's value. */
        Node substitute(Node node, String path, Map<String, String> vars) {
            if (node instanceof MapNode m) {
                for (Map.Entry<String, Node> e : m.entries.entrySet()) {
                    e.setValue(substitute(e.getValue(), path + "." + e.getKey(), vars));
                }
                return m;
            }
            if (node instanceof ListNode l) {
                for (int i = 0; i < l.items.size(); i++) {
                    l.items.set(i, substitute(l.items.get(i), path + "[" + i + "]", vars));
                }
                return l;
            }
            ScalarNode s = (ScalarNode) node;
            if (s.written != null || !s.text.contains("${")) {
                return s;
            }
            Matcher use = VAR_USE.matcher(s.text);
            StringBuilder out = new StringBuilder();
            while (use.find()) {
                String name = use.group(1).strip();
                String value = vars.get(name);
                if (value == null) {
                    throw new ScenarioException(file, s.line, path, "value '" + shorten(s.text)
                            + "' uses the unknown variable '" + shorten(name) + "' (" + (vars.isEmpty()
                                    ? "the scenario has no vars: block" : "declared: " + String.join(", ",
                                            vars.keySet())) + ")" + suggest(name, List.copyOf(vars.keySet())));
                }
                use.appendReplacement(out, Matcher.quoteReplacement(value));
            }
            use.appendTail(out);
            return new ScalarNode(s.line, out.toString(), JsonToken.VALUE_STRING, s.text);
        }

        List<Expectation> expectations(Node node, List<SideSpec> sides) {
            if (node == null || isNull(node)) {
                return List.of();
            }
            ListNode l = asList(node, "expect", "a list of {side: NAME, win-rate: [low, high]}");
            List<Expectation> out = new ArrayList<>();
            for (int i = 0; i < l.items.size(); i++) {
                String path = "expect[" + i + "]";
                MapNode m = asMap(l.items.get(i), path);
                checkKeys(m, path, EXPECT_KEYS);
                String sideName = requiredText(m, path, "side");
                int side = -1;
                for (int k = 0; k < sides.size(); k++) {
                    if (sides.get(k).name().equalsIgnoreCase(sideName) || Integer.toString(k).equals(sideName)) {
                        side = k;
                    }
                }
                if (side < 0) {
                    throw fail(path + ".side", "value '" + shorten(sideName) + "' names no side (sides: "
                            + sides.get(0).name() + ", " + sides.get(1).name() + ", or 0, 1)");
                }
                List<String> metrics = new ArrayList<>();
                for (String k : EXPECT_KEYS.subList(1, EXPECT_KEYS.size())) {
                    if (present(m, k)) {
                        metrics.add(k);
                    }
                }
                if (metrics.size() != 1) {
                    throw fail(path, "give exactly one of win-rate, draw-rate, mean-lost per expectation, got "
                            + (metrics.isEmpty() ? "none" : String.join(" and ", metrics)));
                }
                String metric = metrics.get(0);
                String band = path + "." + metric;
                ListNode b = asList(m.entries.get(metric), band, "[low, high]");
                if (b.items.size() != 2) {
                    throw fail(band, "a band is [low, high], 2 numbers, got " + b.items.size());
                }
                double max = metric.equals(Expectation.MEAN_LOST) ? 1e9 : 1;
                double low = number(b.items.get(0), band + "[0]", 0, true, max);
                double high = number(b.items.get(1), band + "[1]", 0, true, max);
                if (low > high) {
                    throw fail(band, "low " + format(low) + " is above high " + format(high));
                }
                out.add(new Expectation(side, metric, low, high, path));
            }
            return out;
        }

        // --- terrain and objectives

        TerrainSpec terrain(Node node, String path) {
            MapNode m = asMap(node, path);
            checkKeys(m, path, TERRAIN_KEYS);
            String kind = requiredText(m, path, "kind");
            List<String> shapes = new ArrayList<>();
            for (String s : List.of("rect", "polygon", "line")) {
                if (present(m, s)) {
                    shapes.add(s);
                }
            }
            if (shapes.isEmpty()) {
                throw fail(path, "terrain '" + shorten(kind) + "' needs a shape: rect: [x, y, width, depth], "
                        + "polygon: [[x, y], ...] or line: [[x, y], ...]");
            }
            if (shapes.size() > 1) {
                throw fail(path + "." + shapes.get(1), "give only one of rect, polygon and line, not "
                        + String.join(" and ", shapes));
            }
            List<Point> area = List.of();
            List<Point> line = List.of();
            String shape = shapes.get(0);
            String shapePath = path + "." + shape;
            if (shape.equals("rect")) {
                area = rect(m.entries.get("rect"), shapePath);
            } else if (shape.equals("polygon")) {
                area = points(m.entries.get("polygon"), shapePath, 3);
            } else {
                line = points(m.entries.get("line"), shapePath, 2);
            }
            int height = 0;
            if (present(m, "height")) {
                if (!kind.equals("hill")) {
                    throw fail(path + ".height", "height applies only to terrain of kind 'hill', not '"
                            + shorten(kind) + "'");
                }
                height = integer(m.entries.get("height"), path + ".height", 0, 9);
            } else if (kind.equals("hill")) {
                height = 1;
            }
            String cover = optionalChoice(m, path, "cover", COVERS);
            return new TerrainSpec(kind, area, line, height, cover, path);
        }

        List<Point> rect(Node node, String path) {
            ListNode l = asList(node, path, "[x, y, width, depth]");
            if (l.items.size() != 4) {
                throw fail(path, "a rect is [x, y, width, depth], 4 numbers, got " + l.items.size());
            }
            double x = coordinate(l.items.get(0), path + "[0]");
            double y = coordinate(l.items.get(1), path + "[1]");
            double w = number(l.items.get(2), path + "[2]", 0, false, MAX_COORDINATE);
            double d = number(l.items.get(3), path + "[3]", 0, false, MAX_COORDINATE);
            return List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + d), new Point(x, y + d));
        }

        List<Point> points(Node node, String path, int min) {
            ListNode l = asList(node, path, "[[x, y], [x, y], ...]");
            if (l.items.size() < min) {
                throw fail(path, "needs at least " + min + " points [x, y], got " + l.items.size());
            }
            if (l.items.size() > MAX_POINTS) {
                throw fail(path, "has " + l.items.size() + " points; at most " + MAX_POINTS + " are allowed");
            }
            List<Point> out = new ArrayList<>();
            for (int i = 0; i < l.items.size(); i++) {
                out.add(point(l.items.get(i), path + "[" + i + "]", false));
            }
            return out;
        }

        Point point(Node node, String path, boolean onTable) {
            ListNode l = asList(node, path, "[x, y]");
            if (l.items.size() != 2) {
                throw fail(path, "a point is [x, y], 2 numbers, got " + l.items.size());
            }
            double x = coordinate(l.items.get(0), path + "[0]");
            double y = coordinate(l.items.get(1), path + "[1]");
            if (onTable && (x < 0 || x > width || y < 0 || y > depth)) {
                throw fail(path, "point [" + text(l.items.get(0)) + ", " + text(l.items.get(1)) + "] lies off the "
                        + format(width) + " x " + format(depth) + " inch table (x in [0, " + format(width)
                        + "], y in [0, " + format(depth) + "])");
            }
            return new Point(x, y);
        }

        double coordinate(Node node, String path) {
            return number(node, path, -MAX_COORDINATE, true, MAX_COORDINATE);
        }

        List<Objective> objectives(ListNode list) {
            List<Objective> out = new ArrayList<>();
            Map<String, String> names = new HashMap<>();
            for (int i = 0; list != null && i < list.items.size(); i++) {
                String path = "objectives[" + i + "]";
                MapNode m = asMap(list.items.get(i), path);
                checkKeys(m, path, OBJECTIVE_KEYS);
                String name = requiredText(m, path, "name");
                String before = names.putIfAbsent(name, path);
                if (before != null) {
                    throw fail(path + ".name", "duplicate objective name '" + shorten(name) + "' (also " + before
                            + ", line " + source.lineOf(before) + ")");
                }
                Point at = point(required(m, path, "at"), path + ".at", true);
                double radius = present(m, "radius") ? number(m.entries.get("radius"), path + ".radius", 0, false,
                        1000) : 3;
                int points = optionalInt(m, path, "points", 1, 0, 1000);
                out.add(new Objective(name, at, radius, points, path));
            }
            return out;
        }

        // --- sides, players, units

        List<SideSpec> sides(MapNode root) {
            Node node = required(root, "", "sides");
            ListNode l = asList(node, "sides", "a list of two sides");
            if (l.items.size() != 2) {
                throw fail("sides", "a scenario has exactly two sides, got " + l.items.size());
            }
            List<SideSpec> out = new ArrayList<>();
            String firstName = null;
            for (int s = 0; s < 2; s++) {
                String path = "sides[" + s + "]";
                MapNode m = asMap(l.items.get(s), path);
                checkKeys(m, path, SIDE_KEYS);
                String name = requiredText(m, path, "name");
                if (name.equals(firstName)) {
                    throw fail(path + ".name", "duplicate side name '" + shorten(name) + "' (also sides[0].name, line "
                            + source.lineOf("sides[0].name") + ")");
                }
                firstName = name;
                PlayerSpec player = player(m.entries.get("player"), path + ".player");
                ArmySpec army = army(m.entries.get("army"), path + ".army");
                List<UnitSpec> units = army != null && !present(m, "units") ? List.of() : units(m, path, s);
                out.add(new SideSpec(name, player, units, army));
            }
            return out;
        }

        /** {@code army: {list: NAME, units: N}}: an army drawn per battle from a rule set's list, or null. */
        ArmySpec army(Node node, String path) {
            if (node == null || isNull(node)) {
                return null;
            }
            MapNode m = asMap(node, path);
            checkKeys(m, path, ARMY_KEYS);
            String list = requiredText(m, path, "list");
            if (!present(m, "units")) {
                throw fail(path + ".units", "required field is missing: how many units to draw from the list");
            }
            int units = integer(m.entries.get("units"), path + ".units", 1, MAX_UNITS);
            return new ArmySpec(list, units, path);
        }

        PlayerSpec player(Node node, String path) {
            if (node == null || isNull(node)) {
                return PlayerSpec.DEFAULT;
            }
            if (node instanceof ScalarNode) {
                return new PlayerSpec(text(node, path), PlayerSpec.DEFAULT.preset(), Map.of());
            }
            if (!(node instanceof MapNode m)) {
                throw fail(path, "expected an AI name (player: doctrine) or a map {ai: ..., preset: ..., weights: "
                        + "{...}}, got " + node.describe());
            }
            checkKeys(m, path, PLAYER_KEYS);
            String ai = optionalText(m, path, "ai", PlayerSpec.DEFAULT.ai());
            String preset = optionalText(m, path, "preset", PlayerSpec.DEFAULT.preset());
            Map<String, Double> weights = new LinkedHashMap<>();
            Node w = m.entries.get("weights");
            if (w != null && !isNull(w)) {
                MapNode wm = asMap(w, path + ".weights");
                for (Map.Entry<String, Node> e : wm.entries.entrySet()) {
                    String wp = path + ".weights." + e.getKey();
                    weights.put(e.getKey(), number(e.getValue(), wp, -1e6, true, 1e6));
                }
            }
            return new PlayerSpec(ai, preset, weights);
        }

        List<UnitSpec> units(MapNode side, String sidePath, int sideIndex) {
            String path = sidePath + ".units";
            ListNode l = asList(required(side, sidePath, "units"), path, "a list of units");
            if (l.items.isEmpty()) {
                throw fail(path, "a side needs at least one unit");
            }
            List<UnitSpec> out = new ArrayList<>();
            Map<String, String> names = new HashMap<>();
            for (int i = 0; i < l.items.size(); i++) {
                UnitSpec u = unit(l.items.get(i), path + "[" + i + "]", i, sideIndex);
                for (int k = 1; k <= u.count(); k++) {
                    String n = k == 1 ? u.name() : u.name() + "-" + k;
                    String before = names.putIfAbsent(n, u.field());
                    if (before != null) {
                        String f = present((MapNode) l.items.get(i), "name") ? u.field() + ".name" : u.field();
                        String from = k == 1 ? "" : " (unit " + k + " of " + u.count() + " named from '"
                                + shorten(u.name()) + "')";
                        throw fail(f, "duplicate unit name '" + shorten(n) + "'" + from + ", already used by " + before
                                + " on line " + source.lineOf(before));
                    }
                }
                out.add(u);
            }
            return out;
        }

        UnitSpec unit(Node node, String path, int index, int sideIndex) {
            MapNode m = asMap(node, path);
            checkKeys(m, path, UNIT_KEYS);
            String type = requiredText(m, path, "type");
            String name = optionalText(m, path, "name", type + "-" + (index + 1));
            int count = optionalInt(m, path, "count", 1, 1, MAX_UNITS);
            totalUnits += count;
            if (totalUnits > MAX_UNITS) {
                throw fail(present(m, "count") ? path + ".count" : path, "the scenario fields " + totalUnits
                        + " units so far (the sum of every count); at most " + MAX_UNITS + " are allowed");
            }
            if (present(m, "men") && present(m, "figures")) {
                throw fail(path + ".figures", "give men or figures (the same thing), not both");
            }
            String menKey = present(m, "figures") ? "figures" : "men";
            if (!present(m, menKey)) {
                throw fail(path + ".men", "required field is missing: how many men (or figures) per unit");
            }
            int figures = integer(m.entries.get(menKey), path + "." + menKey, 1, 10_000);
            String quality = optionalText(m, path, "quality", null);
            String weapon = optionalText(m, path, "weapon", null);
            Point at = present(m, "at") ? point(m.entries.get("at"), path + ".at", true) : null;
            double facing = present(m, "facing") ? facing(m.entries.get("facing"), path + ".facing")
                    : sideIndex == 0 ? 0 : 180;
            String stance = optionalText(m, path, "stance", null);
            double spacing = present(m, "spacing") ? number(m.entries.get("spacing"), path + ".spacing", 0, false,
                    1000) : 4;
            String attach = optionalName(m, path, "attach");
            String regiment = optionalName(m, path, "regiment");
            String brigade = optionalName(m, path, "brigade");
            return new UnitSpec(name, type, count, figures, quality, weapon, at, facing, stance, spacing, path,
                    attach, regiment, brigade);
        }

        double facing(Node node, String path) {
            Double degrees = numberOrNull(node);
            if (degrees != null) {
                double d = number(node, path, -360, true, 360);
                double normal = d % 360;
                return normal < 0 ? normal + 360 : normal + 0.0;
            }
            String word = text(node, path).trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
            int i = COMPASS_SHORT.indexOf(word);
            if (i < 0) {
                i = COMPASS.indexOf(word);
            }
            if (i < 0) {
                i = COMPASS.indexOf(word.replace("northe", "north-e").replace("northw", "north-w")
                        .replace("southe", "south-e").replace("southw", "south-w"));
            }
            if (i < 0) {
                throw fail(path, "value '" + text(node) + "' is not a facing: use a compass word (north, north-east, "
                        + "east, ..., or n, ne, e, ...) or degrees (0 = north, 90 = east)" + suggest(word, COMPASS));
            }
            return i * 45.0;
        }

        // --- victory and rules

        VictorySpec victory(Node node) {
            if (node == null || isNull(node)) {
                return VictorySpec.DEFAULT;
            }
            MapNode m = asMap(node, "victory");
            checkKeys(m, "victory", VICTORY_KEYS);
            double breakAt = present(m, "break-at") ? number(m.entries.get("break-at"), "victory.break-at", 0, false,
                    1) : VictorySpec.DEFAULT.breakAt();
            String tieBreak = optionalChoice(m, "victory", "tie-break", TIE_BREAKS);
            return new VictorySpec(breakAt, tieBreak == null ? VictorySpec.DEFAULT.tieBreak() : tieBreak);
        }

        Map<String, String> rules(Node node) {
            Map<String, String> out = new LinkedHashMap<>();
            if (node == null || isNull(node)) {
                return out;
            }
            MapNode m = asMap(node, "rules");
            for (Map.Entry<String, Node> e : m.entries.entrySet()) {
                String path = "rules." + e.getKey();
                Node v = e.getValue();
                if (!(v instanceof ScalarNode s)) {
                    throw fail(path, "a rule value must be a single number or word, got " + v.describe());
                }
                if (s.isNull()) {
                    throw fail(path, "needs a value (a number or a word)");
                }
                out.put(e.getKey(), s.text);
            }
            return out;
        }

        // --- field access

        void checkKeys(MapNode m, String path, List<String> known) {
            for (String key : m.entries.keySet()) {
                if (!known.contains(key)) {
                    String field = path.isEmpty() ? key : path + "." + key;
                    String hint = suggest(key, known);
                    throw fail(field, "unknown key '" + shorten(key) + "'" + (hint.isEmpty() ? "; expected one of: "
                            + String.join(", ", known) : hint));
                }
            }
        }

        /**
         * Whether {@code key} is given: a key written with no value ({@code key:}, {@code ~}, {@code null}) is as if
         * absent; an empty text ({@code ""}, or a variable set to nothing) is given, and refused where a value is
         * needed, so that it never silently means the default.
         */
        static boolean present(MapNode m, String key) {
            Node n = m.entries.get(key);
            return n != null && !isNull(n);
        }

        /** Written with no value ({@code key:}, {@code ~}, {@code null}): as if absent. An empty text is not. */
        static boolean isNull(Node n) {
            return n instanceof ScalarNode s && s.token == JsonToken.VALUE_NULL;
        }

        Node required(MapNode m, String path, String key) {
            String field = path.isEmpty() ? key : path + "." + key;
            Node n = m.entries.get(key);
            if (n == null) {
                throw fail(field, "required field is missing");
            }
            if (isNull(n)) {
                throw fail(field, "required field has no value");
            }
            return n;
        }

        String requiredText(MapNode m, String path, String key) {
            String field = path.isEmpty() ? key : path + "." + key;
            return text(required(m, path, key), field);
        }

        String optionalText(MapNode m, String path, String key, String otherwise) {
            if (!present(m, key)) {
                return otherwise;
            }
            return text(m.entries.get(key), path.isEmpty() ? key : path + "." + key);
        }

        /** A name that groups or links units (regiment, brigade, attach): absent is null, blank is refused. */
        String optionalName(MapNode m, String path, String key) {
            String value = optionalText(m, path, key, null);
            if (value != null && value.isBlank()) {
                throw fail(path + "." + key, "must not be blank: give a name, or leave the key out");
            }
            return value;
        }

        String optionalChoice(MapNode m, String path, String key, List<String> choices) {
            String value = optionalText(m, path, key, null);
            if (value != null && !choices.contains(value)) {
                throw fail(path + "." + key, "value '" + shorten(value) + "' is not one of "
                        + String.join(", ", choices) + suggest(value, choices));
            }
            return value;
        }

        int optionalInt(MapNode m, String path, String key, int otherwise, int min, int max) {
            if (!present(m, key)) {
                return otherwise;
            }
            return integer(m.entries.get(key), path.isEmpty() ? key : path + "." + key, min, max);
        }

        MapNode requiredMap(MapNode m, String path, String key) {
            return asMap(required(m, path, key), path.isEmpty() ? key : path + "." + key);
        }

        ListNode optionalList(MapNode m, String path, String key) {
            if (!present(m, key)) {
                return null;
            }
            return asList(m.entries.get(key), path.isEmpty() ? key : path + "." + key, "a list");
        }

        MapNode asMap(Node n, String path) {
            if (n instanceof MapNode m) {
                return m;
            }
            throw fail(path, "expected a map (key: value, or {key: value, ...}), got " + n.describe());
        }

        ListNode asList(Node n, String path, String shape) {
            if (n instanceof ListNode l) {
                return l;
            }
            throw fail(path, "expected " + (shape.startsWith("[") ? "a list " : "") + shape + ", got "
                    + n.describe());
        }

        String text(Node n, String path) {
            if (n instanceof ScalarNode s) {
                if (s.isNull()) {
                    throw fail(path, "must not be empty");
                }
                for (int i = 0; i < s.text.length(); i++) {
                    char c = s.text.charAt(i);
                    // terminal escapes and bidirectional overrides would garble or disguise the names printed
                    if ((Character.isISOControl(c) && c != '\n' && c != '\t' && c != '\r')
                            || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069')) {
                        throw fail(path, "contains the control character U+" + String.format(Locale.ROOT, "%04X",
                                (int) c) + "; write plain text");
                    }
                }
                return s.text;
            }
            throw fail(path, "expected a single value (text), got " + n.describe());
        }

        static String text(Node n) {
            return n instanceof ScalarNode s ? s.shown() : n.describe();
        }

        /** A number within [min, max]; {@code min} itself is allowed only when {@code minIncluded}. */
        double number(Node n, String path, double min, boolean minIncluded, double max) {
            Double v = numberOrNull(n);
            if (v == null) {
                throw fail(path, "expected a number, got " + n.describe());
            }
            String written = text(n);
            if (v.isNaN() || v.isInfinite()) {
                throw fail(path, "value " + written + " is not a finite number");
            }
            if (minIncluded ? v < min : v <= min) {
                throw fail(path, "value " + written + " must be " + (minIncluded ? "at least " : "greater than ")
                        + format(min));
            }
            if (v > max) {
                throw fail(path, "value " + written + " must be at most " + format(max));
            }
            return v;
        }

        int integer(Node n, String path, int min, int max) {
            double v = number(n, path, Double.NEGATIVE_INFINITY, true, Double.POSITIVE_INFINITY);
            if (v != Math.rint(v)) {
                throw fail(path, "value " + text(n) + " must be a whole number");
            }
            if (v < min) {
                throw fail(path, "value " + text(n) + " must be at least " + min);
            }
            if (v > max) {
                throw fail(path, "value " + text(n) + " must be at most " + max);
            }
            return (int) v;
        }
    }

    /**
     * The number a scalar spells, or null: decimals and exponents, YAML's {@code .inf} and {@code .nan}, hex, octal
     * and binary integers, digits grouped with '_'. A quoted number counts too.
     */
    private static Double numberOrNull(Node n) {
        if (!(n instanceof ScalarNode s) || s.isNull() || s.token == JsonToken.VALUE_TRUE
                || s.token == JsonToken.VALUE_FALSE) {
            return null;
        }
        String t = s.text.strip();
        if (s.token == JsonToken.VALUE_NUMBER_INT || s.token == JsonToken.VALUE_NUMBER_FLOAT) {
            t = t.replace("_", "");
        }
        if (DECIMAL.matcher(t).matches()) {
            return Double.parseDouble(t);
        }
        if (INFINITY.matcher(t).matches()) {
            return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (NAN.matcher(t).matches()) {
            return Double.NaN;
        }
        java.util.regex.Matcher m = RADIX.matcher(t);
        if (m.matches()) {
            int radix = m.group(2).equals("x") ? 16 : m.group(2).equals("o") ? 8 : 2;
            try {
                double v = new BigInteger(m.group(3), radix).doubleValue();
                return m.group(1).equals("-") ? -v : v;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    /** A value as shown in a message: long values are cut so that the message stays one readable line. */
    static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 50) + "... (" + s.length() + " characters)";
    }

    private static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** " (did you mean 'x'?)" for the closest of the candidates when it is close enough, else "". */
    static String suggest(String word, List<String> candidates) {
        return Suggestions.didYouMean(word, candidates);
    }
}
