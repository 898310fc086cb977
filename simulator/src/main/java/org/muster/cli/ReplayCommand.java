package org.muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;
import org.muster.io.AtomicFiles;
import org.muster.model.ScenarioException;
import org.muster.rules.Engine;
import org.muster.rules.Template;
import org.muster.run.ScenarioSetup;
import org.muster.view.BattleView;
import org.muster.view.Replay;
import org.muster.view.ReplayPage;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Plays one battle of a batch alone and narrates it: every card, action, die roll, modifier, test and result. Its
 * outcome equals row I of {@code battles.csv} of a run with the same scenario, overrides and seed.
 */
@Command(name = "replay", description = "Narrate one battle of a seeded batch.",
        footer = {"", "Example:",
            "  muster replay scenarios/acw-skirmish/meeting-engagement.yaml --battle 17 --seed 7",
            "  muster replay scenarios/hardtack/stone-wall.yaml --battle 3 --format html --out battle-3.html",
            "  muster replay scenarios/hardtack/points-regiment.yaml --points --battle 5 --seed 1"})
final class ReplayCommand extends SpecCommand {
    @Parameters(index = "0", paramLabel = "SCENARIO", description = "Scenario file.")
    Path scenario;

    @Option(names = "--battle", required = true, paramLabel = "I", description = "Battle index (0-based).")
    long battle;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Base seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a rule parameter.")
    Map<String, String> sets = Map.of();

    @Mixin
    AiOption ai = new AiOption();

    @Mixin
    VarOptions var = new VarOptions();

    @Option(names = "--points", description = "Replay battle I of a points run (muster points on the same scenario, "
            + "seed and overrides): its armies drawn from its own stream as the run drew them; the mix it counted is "
            + "printed first.")
    boolean points;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "text, jsonl (one JSON object per event, for tools) or html (the replay viewer: one "
                    + "self-contained page with the map, step by step; needs --out).")
    String format;

    @Option(names = "--out", paramLabel = "FILE", description = "With --format html: the page to write.")
    Path out;

    @Override
    public Integer call() throws java.io.IOException {
        if (battle < 0) {
            throw new ScenarioException("command line", 0, "--battle", "value " + battle + " must be at least 0");
        }
        boolean jsonl = switch (format) {
            case "text", "html" -> false;
            case "jsonl" -> true;
            default -> throw new ScenarioException("command line", 0, "--format", "value '" + format
                    + "' is not one of text, jsonl, html");
        };
        if ("html".equals(format) != (this.out != null)) {
            throw new ScenarioException("command line", 0, "--out", this.out == null
                    ? "--format html writes a page: give --out FILE.html" : "--out is for --format html");
        }
        PrintWriter out = spec.commandLine().getOut();
        ScenarioSetup.Loaded loaded = ScenarioSetup.load(scenario, sets, ai.ais, var.vars);
        Template t = loaded.template();
        org.muster.batch.PointsRunner pointsRunner = null;
        int[] composition = null;
        if (points) {
            org.muster.model.PointsSpec spec = org.muster.io.PointsReader.read(scenario, loaded.scenario());
            org.muster.batch.Compositions comps = org.muster.batch.Compositions.of(loaded.scenario(), spec);
            if (spec == null && !comps.armyLists()) {
                throw new ScenarioException(scenario.toString(), 0, "points", "--points: the scenario has no "
                        + "points: block and no army-list armies, so it has no points battles to replay "
                        + "(scenarios/README.md#points)");
            }
            pointsRunner = new org.muster.batch.PointsRunner(loaded.ruleset(), loaded.parameters(), comps);
            composition = new int[comps.width()];
            comps.draw(seed, battle, composition);
            try {
                t = pointsRunner.compile(composition);
            } catch (ScenarioException ex) {
                throw org.muster.batch.PointsRunner.within(ex, "battle " + battle + "'s armies ("
                        + pointsRunner.describe(composition) + ")");
            }
        }
        Engine engine = loaded.ruleset().newEngine(t);
        if (this.out != null) {
            if (!BattleView.canView(t, engine)) {
                throw new ScenarioException("command line", 0, "--format", "html draws only the bundled rule sets' "
                        + "battles, not " + loaded.ruleset().id());
            }
            BattleView view = BattleView.of(t, engine);
            Replay replay = Replay.record(view, engine, seed, battle);
            String page = ReplayPage.html(view, replay, seed, battle);
            java.nio.file.Path parent = this.out.toAbsolutePath().getParent();
            if (parent != null) {
                java.nio.file.Files.createDirectories(parent);
            }
            AtomicFiles.write(this.out, w -> w.write(page));
            out.println("wrote " + this.out + " (" + replay.steps().size() + " steps; "
                    + ReplayPage.battlesCsvRow(view, seed, battle, replay.record()) + ")");
            return ExitCodes.OK;
        }
        BattleRecord record = new BattleRecord(t.unitCount());
        long[] n = {0};
        if (jsonl) {
            engine.narrate(text -> out.println("{\"battle\":" + battle + ",\"event\":" + (n[0]++) + ",\"text\":"
                    + Json.quote(text) + "}"));
        } else {
            out.printf("%s: battle %d of seed %d (dice stream seed %s)%n", t.scenario().name(), battle, seed,
                    org.muster.io.BattlesCsvWriter.seed(Seeds.forBattle(seed, battle, Seeds.DICE)));
            engine.narrate(out::println);
        }
        engine.play(seed, battle, record);
        if (points) {
            String mix = pointsRunner.describe(pointsRunner.mix(composition, t, engine));
            if (jsonl) {
                out.println("{\"battle\":" + battle + ",\"points_mix\":" + Json.quote(mix) + "}");
            } else {
                out.println("Points mix: " + mix);
            }
        }
        int[] lost = new int[2];
        for (int u = 0; u < t.unitCount(); u++) {
            lost[t.unitSide(u)] += record.lost(u);
        }
        String winner = record.winner == BattleRecord.DRAW ? "draw" : t.sideName(record.winner);
        if (jsonl) {
            out.println("{\"battle\":" + battle + ",\"winner\":" + Json.quote(winner) + ",\"how\":"
                    + Json.quote(BattleRecord.howName(record.how)) + ",\"turns\":" + record.turns + ",\"lost\":["
                    + lost[0] + "," + lost[1] + "]}");
        } else {
            out.printf("Outcome: winner %s (%s) after %d turns; figures lost: %s %d, %s %d%n", winner,
                    BattleRecord.howName(record.how), record.turns, t.sideName(0), lost[0], t.sideName(1), lost[1]);
            // The last two lines: battles.csv's header and this battle's row, the same fields in the same form.
            out.println(String.join(",", org.muster.io.BattlesCsvWriter.COLUMNS));
            out.println(org.muster.io.BattlesCsvWriter.row(battle, Seeds.forBattle(seed, battle, Seeds.DICE),
                    record.winner, record.how, record.turns, lost[0], lost[1]));
        }
        return ExitCodes.OK;
    }
}
