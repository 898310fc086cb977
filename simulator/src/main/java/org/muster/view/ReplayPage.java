package org.muster.view;

import java.util.List;
import java.util.Locale;

import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;

/**
 * The replay viewer: one self-contained HTML page (inline CSS, SVG and one small script; no network, no external
 * file) showing a recorded battle on the map of its table. Step buttons, a slider and the arrow keys (Home and End
 * too) move through the steps; the page opens at step 0, or at step N when its address ends in {@code #step=N}.
 * Each step moves the units to where they stood at its end, draws the fire of the step as lines from shooter to
 * target with the narrated result, charges and assaults as arrows, marks broken, routed and destroyed units, and
 * highlights the step's narration beside the map, scrolled into view. The page's last line is the battle's row of
 * battles.csv. Stateless.
 */
public final class ReplayPage {
    private ReplayPage() {
    }

    /** The battles.csv row of a replayed battle: battle, dice seed, winner, how, turns, lost by side 0 and 1. */
    public static String battlesCsvRow(BattleView v, long seed, long battle, BattleRecord r) {
        int[] lost = lost(v, r);
        String hex = Long.toHexString(Seeds.forBattle(seed, battle, Seeds.DICE));
        return battle + "," + "0".repeat(16 - hex.length()) + hex + ","
                + (r.winner == BattleRecord.DRAW ? "draw" : Integer.toString(r.winner)) + ","
                + BattleRecord.howName(r.how) + "," + r.turns + "," + lost[0] + "," + lost[1];
    }

    private static int[] lost(BattleView v, BattleRecord r) {
        int[] lost = new int[2];
        for (int u = 0; u < v.units(); u++) {
            lost[v.side(u)] += r.lost(u);
        }
        return lost;
    }

    /** The page of battle {@code battle} of base seed {@code seed}, recorded in {@code replay}. */
    public static String html(BattleView v, Replay replay, long seed, long battle) {
        BattleRecord r = replay.record();
        int[] lost = lost(v, r);
        String name = v.template().scenario().name();
        String winner = r.winner == BattleRecord.DRAW ? "draw" : v.template().sideName(r.winner);
        String outcome = String.format(Locale.ROOT, "Outcome: winner %s (%s) after %d turns; figures lost: %s %d, "
                + "%s %d", winner, BattleRecord.howName(r.how), r.turns, v.template().sideName(0), lost[0],
                v.template().sideName(1), lost[1]);
        Replay.Step s0 = replay.steps().get(0);
        double[][] pos = new double[v.units()][];
        for (int u = 0; u < v.units(); u++) {
            pos[u] = s0.status()[u] == Replay.ABSENT ? new double[] {Double.NaN, Double.NaN, 0}
                    : new double[] {s0.x()[u], s0.y()[u], s0.facing()[u]};
        }
        String front = "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"5\" "
                + "markerHeight=\"5\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 Z\" fill=\"#222\"/>"
                + "</marker></defs><g id=\"fx\"></g>\n";
        String caption = name + " (" + v.ruleset() + "): battle " + battle + " of seed " + seed;
        String svg = MapSvg.svg(v, new MapSvg.Options(true, pos, List.of(), "", front, caption));
        StringBuilder b = new StringBuilder(svg.length() * 2 + 65536);
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
                .append(MapSvg.esc(name + " - battle " + battle)).append("</title>\n<style>\n").append(CSS)
                .append("</style>\n</head>\n<body>\n<main>\n");
        b.append("<h1>").append(MapSvg.esc(name)).append(": battle ").append(battle).append(" of seed ")
                .append(seed).append("</h1>\n<p class=\"sub\">").append(MapSvg.esc(v.ruleset())).append("; ")
                .append(MapSvg.esc(outcome)).append(". Step with the buttons, the slider or the arrow keys.</p>\n");
        b.append("<div class=\"controls\"><button id=\"first\" title=\"first step (Home)\">first</button>")
                .append("<button id=\"prev\" title=\"previous step (left arrow)\">&#9664; step</button>")
                .append("<input id=\"slider\" type=\"range\" min=\"0\" max=\"").append(replay.steps().size() - 1)
                .append("\" value=\"0\" aria-label=\"step\">")
                .append("<button id=\"next\" title=\"next step (right arrow)\">step &#9654;</button>")
                .append("<button id=\"last\" title=\"last step (End)\">last</button>")
                .append("<span id=\"info\"></span></div>\n");
        b.append("<div class=\"stage\">\n<div class=\"mapbox\">\n").append(svg).append("<p class=\"key\">")
                .append("<span class=\"k fire\"></span> fire, shooter to target, with the result; ")
                .append("<span class=\"k charge\"></span> charge or close assault; faded: shaken or disordered; ")
                .append("hatched outline: broken; dashed: routed; crossed: destroyed or gone. Labels: name and ")
                .append("figures standing.</p>\n</div>\n<ol id=\"log\" start=\"0\">\n");
        List<String> events = replay.events();
        for (int e = 0; e < events.size(); e++) {
            String text = events.get(e);
            boolean sub = text.startsWith(" ");
            b.append("<li").append(sub ? " class=\"sub\"" : "").append('>').append(MapSvg.esc(text.strip()))
                    .append("</li>\n");
        }
        b.append("<li class=\"outcome\">").append(MapSvg.esc(outcome)).append("</li>\n</ol>\n</div>\n");
        b.append("<script type=\"application/json\" id=\"data\">").append(json(v, replay)).append("</script>\n");
        b.append("<script>\n").append(SCRIPT).append("</script>\n");
        b.append("<p class=\"rowlabel\">This battle's row of battles.csv (battle, seed, winner, how, turns, "
                + "figures lost by side 0 and side 1):</p>\n<pre id=\"row\">")
                .append(MapSvg.esc(battlesCsvRow(v, seed, battle, r))).append("</pre>\n</main>\n</body>\n</html>\n");
        return b.toString();
    }

    /** The steps as JSON for the script: per step the narration range, title, positions, figures, fire, charges. */
    static String json(BattleView v, Replay replay) {
        final int n = v.units();
        StringBuilder b = new StringBuilder(1 << 16);
        b.append("{\"units\":").append(n).append(",\"depth\":").append(MapSvg.n(v.depth())).append(",\"names\":[");
        for (int u = 0; u < n; u++) {
            b.append(u == 0 ? "" : ",").append(quote(v.name(u)));
        }
        b.append("],\"side\":[");
        for (int u = 0; u < n; u++) {
            b.append(u == 0 ? "" : ",").append(v.side(u));
        }
        b.append("],\"sides\":[").append(quote(v.template().sideName(0))).append(',')
                .append(quote(v.template().sideName(1))).append("],\"steps\":[\n");
        List<String> events = replay.events();
        for (int k = 0; k < replay.steps().size(); k++) {
            Replay.Step s = replay.steps().get(k);
            String title = k == 0 ? "start, before the first narrated event" : s.endEvent() > s.firstEvent()
                    ? events.get(s.firstEvent()).strip() : "";
            b.append(k == 0 ? "" : ",\n").append("{\"t\":").append(s.turn()).append(",\"e\":[")
                    .append(s.firstEvent()).append(',').append(s.endEvent()).append("],\"h\":").append(quote(title))
                    .append(",\"p\":[");
            for (int u = 0; u < n; u++) {
                b.append(u == 0 ? "" : ",").append(one(s.x()[u])).append(',').append(one(v.depth() - s.y()[u]))
                        .append(',').append(Math.round(s.facing()[u]));
            }
            b.append("],\"n\":[");
            for (int u = 0; u < n; u++) {
                b.append(u == 0 ? "" : ",").append(s.figures()[u]);
            }
            b.append("],\"s\":[");
            for (int u = 0; u < n; u++) {
                b.append(u == 0 ? "" : ",").append(s.status()[u]);
            }
            b.append("],\"f\":[");
            for (int i = 0; i < s.fires().size(); i++) {
                Replay.Fire f = s.fires().get(i);
                b.append(i == 0 ? "" : ",").append('[').append(f.shooter()).append(',').append(f.target()).append(',')
                        .append(quote(f.result())).append(']');
            }
            b.append("],\"c\":[");
            for (int i = 0; i < s.charges().size(); i++) {
                Replay.Charge c = s.charges().get(i);
                b.append(i == 0 ? "" : ",").append('[').append(c.attacker()).append(',').append(c.target()).append(']');
            }
            b.append("]}");
        }
        b.append("\n]}");
        return b.toString();
    }

    private static String one(double x) {
        return String.format(Locale.ROOT, "%.1f", x);
    }

    /** A JSON string, safe inside a script element (no "</" sequence). */
    static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '<' -> b.append("\\u003c");
                case '>' -> b.append("\\u003e");
                case '&' -> b.append("\\u0026");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    private static final String CSS = """
            body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
                   color: #222; background: #f4f3ef; margin: 0; }
            main { max-width: 1500px; margin: 0 auto; padding: 12px 16px 24px; }
            h1 { font-size: 22px; margin: 0 0 2px; }
            .sub { color: #555; margin: 0 0 8px; }
            .controls { display: flex; gap: 8px; align-items: center; margin: 6px 0 10px; flex-wrap: wrap; }
            .controls button { font-size: 14px; padding: 3px 10px; }
            #slider { flex: 1 1 300px; }
            #info { flex: 1 1 100%; font-weight: 600; min-height: 1.4em; }
            .stage { display: grid; grid-template-columns: minmax(0, 3fr) minmax(260px, 1.3fr); gap: 12px; }
            .mapbox svg { width: 100%; height: auto; display: block; background: #fff; }
            .key { color: #555; font-size: 12px; }
            .k { display: inline-block; width: 22px; height: 4px; vertical-align: middle; }
            .k.fire { background: #ff7a00; } .k.charge { background: #222; }
            #log { position: relative; margin: 0; padding: 6px 8px 6px 44px; background: #fff; height: 78vh;
                   overflow-y: auto; font: 12px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; }
            #log li { padding: 0 2px; } #log li.sub { color: #666; list-style: none; padding-left: 14px; }
            #log li.cur { background: #ffe8c2; } #log li.outcome { font-weight: 700; list-style: none; }
            .fire { stroke: #ff7a00; stroke-width: 0.35; stroke-linecap: round; }
            .fire-result { fill: #8a3c00; font-weight: 700; stroke: #fff; stroke-width: 0.2; paint-order: stroke; }
            .charge { stroke: #222; stroke-width: 0.3; stroke-dasharray: 0.9 0.35; fill: none; }
            .unit.st1 .body rect { fill-opacity: 0.6; }
            .unit.st2 .body rect { fill-opacity: 0.55; stroke-width: 0.25; stroke-dasharray: 0.25 0.15; }
            .unit.st3 { opacity: 0.7; } .unit.st3 .body rect { stroke-dasharray: 0.4 0.25; stroke-width: 0.2; }
            .unit.st4 { opacity: 0.4; }
            .rowlabel { color: #555; margin: 16px 0 2px; }
            #row { background: #fff; padding: 6px 8px; margin: 0; }
            @media (max-width: 900px) { .stage { grid-template-columns: 1fr; } #log { height: 40vh; } }
            """;

    /** The viewer: moves the unit groups of the map, redraws the fire and charges, highlights the narration. */
    private static final String SCRIPT = """
            (function () {
              'use strict';
              var D = JSON.parse(document.getElementById('data').textContent);
              var NS = 'http://www.w3.org/2000/svg';
              var ST = ['', '', ' broken', ' routed', ' gone'];
              var units = [];
              for (var u = 0; u < D.units; u++) {
                var g = document.getElementById('u' + u);
                units.push({g: g, body: g.querySelector('.body'), gone: g.querySelector('.gone'),
                  label: g.querySelector('.label')});
                units[u].lift = +units[u].label.getAttribute('data-lift');
              }
              var fx = document.getElementById('fx');
              var slider = document.getElementById('slider');
              var info = document.getElementById('info');
              var log = document.getElementById('log');
              var items = log.children;
              var cur = 0;
              var lit = [];
              function el(name, attrs, text) {
                var e = document.createElementNS(NS, name);
                for (var k in attrs) { e.setAttribute(k, attrs[k]); }
                if (text) { e.textContent = text; }
                return e;
              }
              function at(k, u) { var p = D.steps[k].p; return [p[3 * u], p[3 * u + 1], p[3 * u + 2]]; }
              function show(k) {
                k = Math.max(0, Math.min(D.steps.length - 1, k | 0));
                cur = k;
                var st = D.steps[k];
                for (var u = 0; u < D.units; u++) {
                  var U = units[u];
                  var s = st.s[u];
                  if (s < 0) { U.g.setAttribute('display', 'none'); continue; }
                  U.g.removeAttribute('display');
                  var p = at(k, u);
                  U.g.setAttribute('transform', 'translate(' + p[0] + ' ' + p[1] + ')');
                  U.body.setAttribute('transform', 'rotate(' + p[2] + ')');
                  U.g.setAttribute('class', 'unit s' + D.side[u] + ' st' + s);
                  U.label.textContent = D.names[u] + ' ' + st.n[u] + ST[s];
                  var r = +U.label.getAttribute('data-r');
                  var rad = p[2] * Math.PI / 180;
                  U.label.setAttribute('x', (-Math.sin(rad) * r).toFixed(2));
                  U.label.setAttribute('y', (Math.cos(rad) * r + U.lift).toFixed(2));
                  if (s === 4) { U.gone.removeAttribute('display'); } else { U.gone.setAttribute('display', 'none'); }
                }
                while (fx.firstChild) { fx.removeChild(fx.firstChild); }
                var before = Math.max(0, k - 1);
                st.c.forEach(function (c) {
                  var a = at(before, c[0]);
                  var b = at(k, c[1]);
                  fx.appendChild(el('line', {x1: a[0], y1: a[1], x2: b[0], y2: b[1], 'class': 'charge',
                    'marker-end': 'url(#arrow)'}));
                });
                st.f.forEach(function (f, i) {
                  if (st.s[f[0]] < 0 || st.s[f[1]] < 0) { return; }
                  var a = at(k, f[0]);
                  var b = at(k, f[1]);
                  var w = 0.45 + 0.12 * (i % 4);
                  fx.appendChild(el('line', {x1: a[0], y1: a[1], x2: b[0], y2: b[1], 'class': 'fire'}));
                  fx.appendChild(el('text', {x: (a[0] * (1 - w) + b[0] * w).toFixed(2),
                    y: (a[1] * (1 - w) + b[1] * w).toFixed(2), 'class': 'fire-result', 'text-anchor': 'middle'},
                    f[2]));
                });
                slider.value = k;
                info.textContent = 'step ' + k + ' of ' + (D.steps.length - 1) + (st.t > 0 ? ', turn ' + st.t : '')
                  + ': ' + st.h + (st.f.length ? ' (' + st.f.length + ' fire)' : '');
                lit.forEach(function (li) { li.classList.remove('cur'); });
                lit = [];
                for (var e = st.e[0]; e < st.e[1]; e++) { items[e].classList.add('cur'); lit.push(items[e]); }
                if (lit.length) { log.scrollTop = Math.max(0, lit[0].offsetTop - 8); }
              }
              document.getElementById('first').addEventListener('click', function () { show(0); });
              document.getElementById('prev').addEventListener('click', function () { show(cur - 1); });
              document.getElementById('next').addEventListener('click', function () { show(cur + 1); });
              document.getElementById('last').addEventListener('click', function () { show(D.steps.length - 1); });
              slider.addEventListener('input', function () { show(+slider.value); });
              document.addEventListener('keydown', function (ev) {
                if (ev.target === slider) { return; }
                var to = ev.key === 'ArrowRight' ? cur + 1 : ev.key === 'ArrowLeft' ? cur - 1
                  : ev.key === 'Home' ? 0 : ev.key === 'End' ? D.steps.length - 1 : null;
                if (to !== null) { ev.preventDefault(); show(to); }
              });
              function fromHash() {
                var m = /step=(\\d+)/.exec(location.hash);
                show(m ? +m[1] : 0);
              }
              window.addEventListener('hashchange', fromHash);
              fromHash();
            })();
            """;
}
