package org.muster.cli;

/** The exit codes of every command (ARCHITECTURE.md section 8). */
public final class ExitCodes {
    public static final int OK = 0;
    /** A balance check failed (the CI gate). */
    public static final int CHECK_FAILED = 1;
    /** Bad input or usage: one line on stderr naming the file, field and value. */
    public static final int BAD_INPUT = 2;
    /** Internal error: a stack trace and a request to report it. */
    public static final int INTERNAL = 3;
    /** Interrupted (Ctrl-C): finished chunks kept in the checkpoint, a partial summary written; 128 + SIGINT. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
