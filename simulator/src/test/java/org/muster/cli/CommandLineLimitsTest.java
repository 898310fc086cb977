package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The command line's limits (battles, threads, chunk size; documented in scenarios/README.md) hold for every balance
 * command: a value outside them is bad input, exit code 2 and one line naming the option and the value, before any
 * battle is played.
 */
class CommandLineLimitsTest {
    @TempDir
    Path tmp;

    static Stream<Arguments> cases() {
        String s = Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "veterans-vs-regulars.yaml").toString();
        List<List<String>> commands = List.of(List.of("run", s), List.of("sweep", s, "--vary", "regulars=4..5"),
                List.of("price", s, "--var", "regulars", "--values", "4..5"),
                List.of("matrix", s, "--players", "naive,random"), List.of("compare", s), List.of("check", s));
        List<List<String>> bad = List.of(List.of("-n", "10000000001"), List.of("--threads", "1025"),
                List.of("--chunk-size", "1000001"));
        List<Arguments> out = new ArrayList<>();
        for (List<String> c : commands) {
            for (List<String> b : bad) {
                out.add(Arguments.of(c, b));
            }
        }
        for (List<String> b : List.of(List.of("-n", "0"), List.of("--threads", "0"), List.of("--chunk-size", "0"))) {
            out.add(Arguments.of(commands.get(0), b));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void outOfLimits_exitTwoWithOneLine(List<String> command, List<String> option) {
        List<String> args = new ArrayList<>(command);
        args.addAll(option);
        if (!command.get(0).equals("check")) {
            args.addAll(List.of("--out", tmp.resolve("out").toString()));
        }
        if (!option.get(0).equals("-n")) {
            args.addAll(List.of("-n", "20"));
        }
        args.add("-q");
        CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains(option.get(0)) && err.contains(option.get(1)), err);
    }
}
