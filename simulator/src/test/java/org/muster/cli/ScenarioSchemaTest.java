package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;
import org.muster.rules.Ruleset;

/**
 * {@code muster schema}: every bundled scenario validates against the schema for any rule set and against its own
 * rule set's schema (with a JSON Schema library, networknt json-schema-validator, test scope), and mistakes an editor
 * should flag are flagged.
 */
final class ScenarioSchemaTest {
    private static final YAMLMapper YAML = new YAMLMapper();

    private static Schema schema(Ruleset r) {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(ScenarioSchema.json(r));
    }

    private static List<Path> bundled() throws IOException {
        try (Stream<Path> s = Files.walk(Path.of(System.getProperty("muster.root", ".."), "scenarios"))) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    void everyBundledScenario_validatesAgainstBothSchemas() throws IOException {
        Schema any = schema(null);
        java.util.Map<String, Schema> own = new java.util.HashMap<>();
        List<Path> files = bundled();
        assertTrue(files.size() >= 10, files.toString());
        for (Path f : files) {
            JsonNode doc = YAML.readTree(f.toFile());
            List<Error> errors = any.validate(doc);
            assertTrue(errors.isEmpty(), f + ": " + errors);
            Ruleset r = StandardRulesets.registry().get(doc.get("ruleset").asText(), f.toString(), 0, "ruleset");
            errors = own.computeIfAbsent(r.id(), k -> schema(r)).validate(doc);
            assertTrue(errors.isEmpty(), f + " (" + r.id() + " schema): " + errors);
        }
    }

    @Test
    void mistakes_areFlagged() throws IOException {
        Schema acw = schema(StandardRulesets.registry().get("acw-skirmish", "test", 0, "ruleset"));
        String ok = "ruleset: acw-skirmish\nname: t\ntable: {width: 48, depth: 48}\nsides:\n"
                + "  - {name: A, units: [{type: infantry-squad, men: 6}]}\n"
                + "  - {name: B, units: [{type: infantry-squad, men: 6}]}\n";
        assertTrue(acw.validate(YAML.readTree(ok)).isEmpty());
        for (String bad : List.of(ok.replace("name: t", "nam: t"), ok.replace("men: 6}]}\n  -", "cuont: 2}]}\n  -"),
                ok.replace("type: infantry-squad, men", "type: regular-foot, men"),
                ok + "rules: {no-such.rule: 1}\n", ok.replace("{width: 48", "{width: wide"),
                ok.replace("  - {name: B, units: [{type: infantry-squad, men: 6}]}\n", ""))) {
            assertFalse(acw.validate(YAML.readTree(bad)).isEmpty(), bad);
        }
    }

    @Test
    void schemaCommand_writesTheSameBytesAsTheGenerator() {
        CliRunner.Result r = CliRunner.run("schema", "hardtack");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertEquals(ScenarioSchema.json(StandardRulesets.registry().get("hardtack", "t", 0, "r")), r.out());
    }
}
