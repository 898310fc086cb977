package org.muster.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.muster.io.AtomicFiles;
import org.muster.io.ReportWriter;
import org.muster.model.ScenarioException;

/**
 * Writes {@code report.html} into a finished output folder, choosing the report by the files it finds. The page is
 * self-contained (inline CSS and SVG, no script, no external resource) and written atomically. Stateless.
 */
public final class HtmlReport {
    public static final String REPORT_HTML = "report.html";

    private HtmlReport() {
    }

    /**
     * Writes {@code dir/report.html} from the CSV files and manifest in {@code dir}.
     *
     * @return the report's path
     * @throws ScenarioException when {@code dir} holds no muster results (bad input, exit code 2)
     */
    public static Path write(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new ScenarioException(dir.toString(), 0, "DIR", "not a folder");
        }
        String html;
        try {
            if (Files.isRegularFile(dir.resolve(ReportWriter.SUMMARY_CSV))) {
                html = RunReport.read(dir).html();
            } else {
                String points = PointsReport.html(dir);
                html = points != null ? points : BalanceReport.html(dir);
                if (html == null) {
                    throw new ScenarioException(dir.toString(), 0, "DIR", "no summary.csv, compare.csv, sweep.csv, "
                            + "price-fit.csv, matrix.csv or points.csv here: not a muster output folder");
                }
            }
        } catch (IndexOutOfBoundsException | IllegalArgumentException | ArithmeticException e) {
            // The files are the user's input here: CSVs that disagree with each other (edited, or of two runs).
            throw new ScenarioException(dir.toString(), 0, "DIR", "its CSV files do not fit together (damaged, "
                    + "edited or from different runs); rerun the command to write them again");
        }
        Path target = dir.resolve(REPORT_HTML);
        AtomicFiles.write(target, out -> out.write(html));
        return target;
    }

    /**
     * As {@link #write}, for the {@code --report} option of a run whose CSV results are already written: when the
     * charts cannot be drawn (on this machine: JFreeChart measures text with the JDK's fonts, and a JDK without any
     * font, or without fontconfig, throws an Error; or by a bug of the report's own), says so in one line on
     * {@code err} ({@link #warning}) and returns null instead of failing a run whose results are complete.
     */
    public static Path writeOrWarn(Path dir, java.io.PrintWriter err) throws IOException {
        try {
            return write(dir);
        } catch (ScenarioException | IOException e) {
            throw e;
        } catch (RuntimeException | Error e) {
            err.println(warning(e, dir));
            return null;
        }
    }

    /**
     * The one line {@link #writeOrWarn} prints: an Error is the machine's (the JDK's fonts or fontconfig missing, as
     * JFreeChart measures text), and fonts are the advice; an exception is muster's own (a chart its code could not
     * build from these results), to be reported, not fixed with fonts.
     */
    static String warning(Throwable e, Path dir) {
        String what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage().strip()
                .replace('\n', ' '));
        if (e instanceof Error) {
            return "muster: report.html not written: the charts could not be drawn on this machine (" + what
                    + "); the CSV results are complete. Installing fonts (fontconfig, fonts-dejavu) usually fixes it; "
                    + "then run: muster report " + dir;
        }
        return "muster: report.html not written: the report failed on these results (" + what + "), a bug in muster's "
                + "report; the CSV results are complete. Please report it with the command line";
    }
}
