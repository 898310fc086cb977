package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code muster matrix}: every pairing, the known effect of a random player, the consistency, stability and ladder
 * lines, determinism.
 */
class MatrixTest {
    @TempDir
    Path tmp;

    private CliRunner.Result matrix(String name, String threads) {
        return CliRunner.run("matrix", CliRunner.fixture("duel.yaml").toString(), "--players", "random,naive", "-n",
                "150", "--chunk-size", "50", "--threads", threads, "--out", tmp.resolve(name).toString());
    }

    @Test
    void matrix_everyPairing_randomLosesToNaive_sameBytesForOneAndTwoThreads() throws IOException {
        CliRunner.Result one = matrix("one", "1");
        assertEquals(ExitCodes.OK, one.code(), one.err());
        assertEquals(ExitCodes.OK, matrix("two", "2").code());
        byte[] a = Files.readAllBytes(tmp.resolve("one/matrix.csv"));
        assertArrayEquals(a, Files.readAllBytes(tmp.resolve("two/matrix.csv")));
        assertArrayEquals(Files.readAllBytes(tmp.resolve("one/ladder.csv")),
                Files.readAllBytes(tmp.resolve("two/ladder.csv")));
        List<String> rows = Files.readAllLines(tmp.resolve("one/matrix.csv"));
        assertEquals(5, rows.size());
        assertTrue(rows.get(2).startsWith("random,naive,150,"), rows.get(2));
        String line = one.out().lines().filter(l -> l.contains("favoured side when both sides have the same player"))
                .findFirst().orElseThrow().trim();
        assertTrue(line.startsWith("favoured side when both sides have the same player (1 of naive)"), one.out());
        // The consistency line is in the file, on every row, with which rows it looks at (naive v naive only), the
        // stability line of the favoured side after it, then the ladder's.
        assertTrue(rows.get(0).endsWith(",favoured,even_strong,consistency,stability_verdict,stability,"
                + "ladder_verdict,ladder"), rows.get(0));
        String ladder = one.out().lines().filter(l -> l.trim().startsWith("ladder: ")).findFirst()
                .orElseThrow().trim().substring("ladder: ".length());
        // naive wins nearly everything against random from both sides and about half against naive: the step holds.
        assertTrue(ladder.startsWith("random < naive holds: "), ladder);
        String stability = one.out().lines().filter(l -> l.trim().startsWith("stability: ")).findFirst()
                .orElseThrow().trim().substring("stability: ".length());
        assertTrue(stability.startsWith("Blue win rate minus Grey's: "), stability);
        assertTrue(rows.get(2).contains(",Grey,no,"), "naive beats random: " + rows.get(2));
        assertTrue(rows.get(3).contains(",Blue,no,"), "naive beats random: " + rows.get(3));
        assertTrue(rows.get(4).startsWith("naive,naive,") && rows.get(4).contains(",yes,"), rows.get(4));
        for (String row : rows.subList(1, rows.size())) {
            assertTrue(row.contains("," + line + ",") || row.contains(",\"" + line + "\","), row);
            assertTrue(row.contains("," + stability + ",") || row.contains(",\"" + stability + "\","), row);
            assertTrue(row.endsWith(",holds,\"" + ladder + "\""), row);
        }
        // ladder.csv: the four checks of the one step, side 0 then side 1, each against random then naive; its gain
        // is the difference of the two rows' win rates in matrix.csv, and every check holds.
        List<String> checks = Files.readAllLines(tmp.resolve("one/ladder.csv"));
        assertEquals("step,weaker,stronger,side,name,opponent,weaker_win_rate,stronger_win_rate,gain,gain_lower,"
                + "gain_upper,verdict", checks.get(0));
        assertEquals(5, checks.size());
        String[] sideZeroAgainstRandom = checks.get(1).split(",");
        assertEquals(List.of("random < naive", "random", "naive", "0", "Blue", "random"),
                List.of(sideZeroAgainstRandom).subList(0, 6));
        assertEquals(rows.get(1).split(",")[6], sideZeroAgainstRandom[6], "random v random, Blue's win rate");
        assertEquals(rows.get(3).split(",")[6], sideZeroAgainstRandom[7], "naive v random, Blue's win rate");
        assertEquals(Double.parseDouble(sideZeroAgainstRandom[7]) - Double.parseDouble(sideZeroAgainstRandom[6]),
                Double.parseDouble(sideZeroAgainstRandom[8]), 1e-4);
        for (String check : checks.subList(1, 5)) {
            String[] f = check.split(",");
            assertTrue(Double.parseDouble(f[9]) > 0 && f[11].equals("holds"), check);
        }
        assertEquals(List.of("1", "Grey", "naive"), List.of(checks.get(4).split(",")).subList(3, 6));
    }

    /**
     * The manifest gives each pairing's players, in matrix.csv's row order, and the seconds it took (wall time, so not
     * in the CSV files, which stay the same bytes for any thread count).
     */
    @Test
    void manifest_givesEachPairingsPlayersAndSeconds() throws IOException {
        CliRunner.Result one = matrix("timed", "1");
        assertEquals(ExitCodes.OK, one.code(), one.err());
        java.util.Properties m = new java.util.Properties();
        try (var in = Files.newBufferedReader(tmp.resolve("timed/manifest.properties"))) {
            m.load(in);
        }
        List<String> rows = Files.readAllLines(tmp.resolve("timed/matrix.csv"));
        for (int k = 0; k < 4; k++) {
            String[] f = rows.get(k + 1).split(",");
            assertEquals(f[0] + "," + f[1], m.getProperty("pairing." + k + ".players"), "pairing " + k);
            double seconds = Double.parseDouble(m.getProperty("pairing." + k + ".seconds"));
            assertTrue(seconds > 0, "pairing " + k + ": " + seconds);
        }
        assertEquals(null, m.getProperty("pairing.4.players"));
    }

    /**
     * Every derived column of matrix.csv agrees with the counts beside it: {@code favoured} with the intervals,
     * {@code even_strong} with the players and {@code --strong}, {@code consistency} with the even rows; and the
     * report states that verdict once, shades those rows and leaves the repeated column out of its table.
     */
    @Test
    void matrixCsvAndReport_stateTheConsistencyOverTheEvenStrongPairings() throws IOException {
        Path dir = tmp.resolve("strong");
        CliRunner.Result r = CliRunner.run("matrix", CliRunner.fixture("duel.yaml").toString(), "--players",
                "random,naive,doctrine", "--strong", "naive,doctrine", "-n", "120", "--out", dir.toString(),
                "--report");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<org.apache.commons.csv.CSVRecord> rows;
        try (java.io.Reader in = Files.newBufferedReader(dir.resolve("matrix.csv"))) {
            rows = org.apache.commons.csv.CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                    .parse(in).getRecords();
        }
        assertEquals(9, rows.size());
        java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        int even = 0;
        for (org.apache.commons.csv.CSVRecord row : rows) {
            double lo0 = Double.parseDouble(row.get("win_rate_0_lower"));
            double hi0 = Double.parseDouble(row.get("win_rate_0_upper"));
            double lo1 = Double.parseDouble(row.get("win_rate_1_lower"));
            double hi1 = Double.parseDouble(row.get("win_rate_1_upper"));
            String favoured = lo0 > hi1 ? "Blue" : lo1 > hi0 ? "Grey" : "";
            assertEquals(favoured, row.get("favoured"), row.toString());
            boolean evenStrong = row.get("player_0").equals(row.get("player_1"))
                    && List.of("naive", "doctrine").contains(row.get("player_0"));
            assertEquals(evenStrong ? "yes" : "no", row.get("even_strong"), row.toString());
            if (evenStrong) {
                even++;
                counts.merge(favoured.isEmpty() ? "neither" : favoured, 1, Integer::sum);
            }
            assertEquals(rows.get(0).get("consistency"), row.get("consistency"), "the same verdict on every row");
        }
        assertEquals(2, even);
        String c = rows.get(0).get("consistency");
        StringBuilder tally = new StringBuilder();
        counts.forEach((k, v) -> tally.append(tally.length() == 0 ? "" : ", ").append(k).append(" in ").append(v));
        assertTrue(c.startsWith("favoured side when both sides have the same player (2 of naive, doctrine): " + tally
                + " of 2; "), c);
        String verdict = counts.size() > 1 ? "NOT consistent: the verdict depends on the players"
                : counts.containsKey("neither") ? "consistent: neither side is favoured"
                : "consistent: " + counts.keySet().iterator().next() + " is favoured in every one";
        assertTrue(c.endsWith(verdict), c);
        assertTrue(r.out().contains(c), "printed as written: " + r.out());

        String html = Files.readString(dir.resolve("report.html"));
        String shown = Character.toUpperCase(c.charAt(0)) + c.substring(1);
        assertEquals(1, html.split(java.util.regex.Pattern.quote(shown), -1).length - 1, "stated once: " + shown);
        assertTrue(html.contains("Under stronger play:</strong> " + rows.get(0).get("stability").replace("'",
                "&#39;")) || html.contains("Under stronger play:</strong> " + rows.get(0).get("stability")), "stated");
        assertTrue(html.contains("<th>even_<wbr>strong</th>") && !html.contains("<th>consistency</th>"),
                "the table keeps even_strong and leaves the repeated verdict out");
        String ladder = rows.get(0).get("ladder");
        assertTrue(r.out().contains("  ladder: " + ladder), "printed as written: " + r.out());
        assertEquals(1, html.split(java.util.regex.Pattern.quote("Ladder (weakest player first):</strong> "
                + ladder.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;")), -1)
                .length - 1, "the ladder stated once: " + ladder);
        assertTrue(!html.contains("<th>ladder</th>"), "and left out of the table");
        assertEquals(2, html.split("<tr class=\"mark\">", -1).length - 1, "the two even pairings shaded");
        assertTrue(html.contains("<tr class=\"mark\"><td class=\"nw\">naive</td><td class=\"nw\">naive</td>")
                && html.contains("<tr class=\"mark\"><td class=\"nw\">doctrine</td><td class=\"nw\">doctrine"
                        + "</td>"), "the marked rows are the even ones");
    }

    @Test
    void consistency_namesTheVerdict() {
        List<String[]> p = List.of(new String[] {"a", "a"}, new String[] {"a", "b"}, new String[] {"b", "a"},
            new String[] {"b", "b"});
        assertTrue(org.muster.balance.MatrixWorkflow.consistency(p, List.of("X", "Y", "X", "X"), List.of("a", "b"))
                .endsWith("X in 2 of 2; consistent: X is favoured in every one"));
        assertTrue(org.muster.balance.MatrixWorkflow.consistency(p, List.of("X", "", "", "Y"), List.of("a", "b"))
                .endsWith("NOT consistent: the verdict depends on the players"));
    }

    /**
     * A bad player list is one line naming {@code --players} or {@code --strong} (with the player when one is
     * wrong), exit 2, nothing written: a player twice would only repeat pairings, and a player the rule set lacks is
     * named as given, not as the scenario's field it replaced.
     */
    @Test
    void badPlayerLists_areOneLineNamingTheOption() {
        String duel = CliRunner.fixture("duel.yaml").toString();
        String[][] cases = {{"naive,Naive"}, {"naive"}, {"naive,,doctrine"}, {"naive,minimax"},
            {"naive,search:budget=2,bogus=1"}, {"naive,doctrine", "--strong", "random"},
            {"naive,doctrine", "--strong", "doctrine,doctrine"}};
        String[] named = {"--players", "--players", "--players", "--players minimax",
            "--players search:budget=2,bogus=1", "--strong", "--strong"};
        for (int i = 0; i < cases.length; i++) {
            List<String> args = new ArrayList<>(List.of("matrix", duel, "-n", "10", "--out",
                    tmp.resolve("bad-" + i).toString(), "--players"));
            args.addAll(List.of(cases[i]));
            CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
            String what = String.join(" ", cases[i]) + ": " + r.err();
            assertEquals(ExitCodes.BAD_INPUT, r.code(), what);
            assertEquals(1, r.err().strip().lines().count(), what);
            assertTrue(r.err().startsWith("command line: " + named[i] + ": "), what);
            assertTrue(!Files.exists(tmp.resolve("bad-" + i)), what);
        }
    }

    /** A search player's options hold commas and continue it: two players, four pairings, the player named whole. */
    @Test
    void aSearchPlayersOptions_continueThePlayer() throws IOException {
        Path out = tmp.resolve("search");
        CliRunner.Result r = CliRunner.run("matrix", CliRunner.fixture("duel.yaml").toString(), "--players",
                "naive,search:budget=2,horizon=1", "-n", "4", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("matrix.csv"));
        assertEquals(5, rows.size());
        assertTrue(rows.get(4).startsWith("\"search:budget=2,horizon=1\",\"search:budget=2,horizon=1\","),
                rows.get(4));
    }
}
