package org.muster.report;

import java.util.Locale;

/** Small HTML helpers: escaping, number formats and the page's fixed head with its stylesheet. Stateless. */
final class Html {
    private Html() {
    }

    /** Text escaped for HTML element content and attribute values. */
    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A rate as a percentage with one decimal, e.g. {@code 45.3%}; a dash for NaN. */
    static String pct(double rate) {
        return Double.isNaN(rate) ? "–" : String.format(Locale.ROOT, "%.1f%%", 100 * rate);
    }

    /** A number with {@code decimals} decimals; a dash for NaN. */
    static String num(double x, int decimals) {
        return Double.isNaN(x) ? "–" : String.format(Locale.ROOT, "%." + decimals + "f", x);
    }

    /** The page up to and including the opening of {@code <main>}. */
    static String head(String title) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + esc(title) + "</title>\n<style>\n" + CSS + "</style>\n</head>\n<body>\n<main>\n";
    }

    /** The end of the page. */
    static String foot(String version) {
        return "<footer>Made by muster " + esc(version) + " from the CSV files and manifest in this folder.</footer>\n"
                + "</main>\n</body>\n</html>\n";
    }

    private static final String CSS = """
            body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
                   color: #222; background: #f4f3ef; margin: 0; }
            main { max-width: 1080px; margin: 0 auto; padding: 24px 20px 40px; }
            h1 { font-size: 26px; margin: 0 0 4px; }
            h2 { font-size: 19px; margin: 32px 0 8px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
            .sub { color: #666; margin: 0 0 16px; }
            .verdict { background: #fff; border-left: 6px solid #2f5d9e; padding: 14px 18px; font-size: 18px;
                       margin: 16px 0; }
            .verdict.close { border-left-color: #8c8c8c; }
            .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 12px; }
            .tile { background: #fff; padding: 12px 14px; border-top: 4px solid #8c8c8c; }
            .tile.s0 { border-top-color: #2f5d9e; } .tile.s1 { border-top-color: #b8322f; }
            .tile .big { font-size: 28px; font-weight: 600; }
            .tile .small { color: #555; font-size: 13px; }
            .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(440px, 1fr)); gap: 12px; }
            figure { background: #fff; margin: 0; padding: 8px; }
            figure svg { width: 100%; height: auto; display: block; }
            figcaption { color: #555; font-size: 13px; padding: 4px 6px 0; }
            table { border-collapse: collapse; background: #fff; width: 100%; font-size: 13px; }
            th, td { padding: 4px 8px; border-bottom: 1px solid #e4e4e4; text-align: right; }
            th { background: #ebe9e2; } td.l, th.l { text-align: left; }
            .scroll { overflow-x: auto; }
            td.nw { white-space: nowrap; } table.csv th { vertical-align: bottom; }
            tr.mark td { background: #e8eef8; font-weight: 600; }
            footer { color: #777; font-size: 12px; margin-top: 32px; }
            @page { size: A4; margin: 12mm; }
            @media print {
              body { background: #fff; font-size: 11px; }
              main { max-width: none; padding: 0; }
              .charts { display: block; }
              figure { break-inside: avoid; margin: 0 0 8px; padding: 0; }
              figure svg { width: 100%; max-width: 100%; height: auto; }
              .tiles { grid-template-columns: repeat(3, 1fr); }
              .scroll { overflow: visible; }
              table { font-size: 9px; } th, td { padding: 2px 4px; }
              h2 { break-after: avoid; }
            }
            """;
}
