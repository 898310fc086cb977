package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

import org.muster.batch.BatchResult;
import org.muster.engine.BattleRecord;
import org.muster.io.ReportWriter;
import org.muster.run.ScenarioSetup;
import org.muster.stats.Summary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The machine-readable forms of a run's summary on stdout ({@code --format csv|json}); the table is
 * {@code RunCommand}'s. csv is exactly the content of summary.csv; json is one object per scenario on one line.
 */
final class SummaryFormats {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SummaryFormats() {
    }

    static void print(TerminalOptions.Format format, PrintWriter out, ScenarioSetup.Loaded l, Summary s,
            BatchResult r, Path dir, Path report) throws IOException {
        if (format == TerminalOptions.Format.csv) {
            ReportWriter.writeSummary(s, out);
        } else {
            out.println(JSON.writeValueAsString(json(l, s, r, dir, report)));
        }
        out.flush();
    }

    static ObjectNode json(ScenarioSetup.Loaded l, Summary s, BatchResult r, Path dir, Path report) {
        ObjectNode o = JSON.createObjectNode();
        o.put("scenario", l.template().scenario().name());
        o.put("file", l.file().toString());
        o.put("ruleset", l.ruleset().id());
        o.put("battles", r.battles());
        o.put("seed", r.plan().seed());
        o.put("seconds", r.wall().toNanos() / 1e9);
        ArrayNode sides = o.putArray("sides");
        for (Summary.Side side : s.sides()) {
            ObjectNode n = sides.addObject();
            n.put("side", side.side());
            n.put("name", side.name());
            n.put("wins", side.wins());
            n.put("draws", side.draws());
            n.put("losses", side.losses());
            n.put("win_rate", side.winRate().rate());
            n.put("win_rate_lower", side.winRate().lower());
            n.put("win_rate_upper", side.winRate().upper());
            n.put("start_figures", side.startFigures());
            n.put("figures_lost_mean", side.figuresLost().mean());
            n.put("figures_lost_p50", side.figuresLost().p50());
            n.put("figures_lost_p95", side.figuresLost().p95());
            n.put("figures_lost_max", side.figuresLost().max());
        }
        ObjectNode ended = o.putObject("ended_by");
        Summary.Side s0 = s.side(0);
        for (int h = 0; h < BattleRecord.HOW_COUNT; h++) {
            ended.put(BattleRecord.howName(h), s0.wonBy().get(h) + s0.lostBy().get(h) + s0.drawnBy().get(h));
        }
        ObjectNode turns = o.putObject("turns");
        turns.put("mean", s0.turns().mean());
        turns.put("p50", s0.turns().p50());
        turns.put("max", s0.turns().max());
        o.put("out", dir.toString());
        if (report != null) {
            o.put("report", report.toString());
        }
        return o;
    }
}
