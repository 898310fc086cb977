package org.muster.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.muster.balance.BalanceJob;
import org.muster.run.RunWorkflow;

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
final class Progress implements RunWorkflow.Progress {
    /** How often plain lines are printed. */
    static final Duration LINE_INTERVAL = Duration.ofSeconds(10);
    /** The bar's width when the terminal's cannot be told. */
    static final int DEFAULT_WIDTH = 80;
    /** Narrower terminals are taken as unknown. */
    static final int MIN_WIDTH = 20;

    private final String task;
    private final PrintStream err;
    private final ProgressBar bar;
    private final boolean lines;
    private final long started = System.nanoTime();
    private long nextLine = started + LINE_INTERVAL.toNanos();
    private boolean closed;

    private Progress(String task, PrintStream err, ProgressBar bar, boolean lines) {
        this.task = task;
        this.err = err;
        this.bar = bar;
        this.lines = lines;
    }

    /** The progress of a balance command's groups, as --progress and --quiet say: {@link #open} for each. */
    static BalanceJob.Display display(TerminalOptions.ProgressMode mode, boolean quiet) {
        return (task, total) -> open(mode, quiet, task, total);
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
            // The consumer is given the width, so that progressbar never builds its own JLine terminal: that one
            // registers native signal handlers (JLine's nativeSignals), resetting SIGINT to the default action, and
            // Ctrl-C then kills the JVM without running the shutdown hook that saves the checkpoint.
            ProgressBar bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setUnit(" battles", 1)
                    .showSpeed().setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK).setUpdateIntervalMillis(250)
                    .setConsumer(new ConsoleProgressBarConsumer(err, terminalWidth() - 1)).build();
            return new Progress(task, err, bar, false);
        }
        return new Progress(task, err, null, m == TerminalOptions.ProgressMode.lines);
    }

    /**
     * The terminal's width in columns, or {@value #DEFAULT_WIDTH} when it cannot be told, read from a JLine terminal
     * built without native signal handlers (so Ctrl-C keeps the JVM's own handler) and closed at once.
     */
    static int terminalWidth() {
        try (Terminal t = TerminalBuilder.builder().system(true).dumb(true).nativeSignals(false)
                .signalHandler(Terminal.SignalHandler.SIG_DFL).build()) {
            int w = t.getWidth();
            return w >= MIN_WIDTH ? w : DEFAULT_WIDTH;
        } catch (IOException | RuntimeException e) {
            return DEFAULT_WIDTH;
        }
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

    /** Closes the bar (once; later calls do nothing). */
    @Override
    public void close() {
        if (bar != null && !closed) {
            closed = true;
            bar.close();
        }
    }
}
