package org.muster.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

import org.muster.batch.ProgressListener;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows how far a run has got, on stderr so that stdout stays clean for the summary: a progress bar with battles per
 * second and time left on an interactive terminal (me.tongfei:progressbar), or one plain line every
 * {@link #LINE_INTERVAL} for logs, or nothing. The runner calls {@link #progress} on the caller's thread after each
 * merged chunk; the bar redraws on its own thread.
 */
final class Progress implements ProgressListener, AutoCloseable {
    /** How often plain lines are printed. */
    static final Duration LINE_INTERVAL = Duration.ofSeconds(10);

    private final String task;
    private final PrintStream err;
    private final ProgressBar bar;
    private final boolean lines;
    private final long started = System.nanoTime();
    private long nextLine = started + LINE_INTERVAL.toNanos();

    private Progress(String task, PrintStream err, ProgressBar bar, boolean lines) {
        this.task = task;
        this.err = err;
        this.bar = bar;
        this.lines = lines;
    }

    /**
     * The progress display for a run of {@code total} battles.
     *
     * @param quiet with {@code --quiet} nothing is shown, whatever the mode
     */
    static Progress open(TerminalOptions.ProgressMode mode, boolean quiet, String task, long total) {
        TerminalOptions.ProgressMode m = quiet ? TerminalOptions.ProgressMode.none : mode;
        if (m == TerminalOptions.ProgressMode.auto) {
            m = System.console() != null ? TerminalOptions.ProgressMode.bar : TerminalOptions.ProgressMode.lines;
        }
        PrintStream err = System.err;
        if (m == TerminalOptions.ProgressMode.bar) {
            ProgressBar bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setUnit(" battles", 1)
                    .showSpeed().setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK).setUpdateIntervalMillis(250)
                    .setConsumer(new ConsoleProgressBarConsumer(err)).build();
            return new Progress(task, err, bar, false);
        }
        return new Progress(task, err, null, m == TerminalOptions.ProgressMode.lines);
    }

    @Override
    public void progress(long done, long total) {
        if (bar != null) {
            bar.maxHint(total);
            bar.stepTo(done);
        } else if (lines) {
            long now = System.nanoTime();
            if (now >= nextLine && done < total) {
                nextLine = now + LINE_INTERVAL.toNanos();
                err.println(line(task, done, total, (now - started) / 1e9));
            }
        }
    }

    /** A plain progress line, e.g. {@code farm-assault: 40000/100000 battles (40%), 2300 battles/s, 26 s left}. */
    static String line(String task, long done, long total, double seconds) {
        double rate = seconds > 0 ? done / seconds : 0;
        String left = rate > 0 ? String.format(Locale.ROOT, "%.0f s left", (total - done) / rate) : "time left unknown";
        return String.format(Locale.ROOT, "%s: %d/%d battles (%.0f%%), %.0f battles/s, %s", task, done, total,
                100.0 * done / Math.max(1, total), rate, left);
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
