package org.muster.model;

/**
 * Bad input: a scenario, an override or a command-line value that cannot be used. The message is one line that
 * names the file, the line (when known), the field and the value, so the CLI prints it as it is and exits with 2.
 */
public final class ScenarioException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String field;
    private final String problem;

    public ScenarioException(String file, int line, String field, String problem) {
        super(format(file, line, field, problem), null, false, false);
        this.file = file;
        this.line = line;
        this.field = field;
        this.problem = problem;
    }

    /** For problems found in a record after reading: the reader's {@link SourceMap} supplies the line. */
    public static ScenarioException at(SourceMap source, String field, String problem) {
        return new ScenarioException(source.file(), source.lineOf(field), field, problem);
    }

    private static String format(String file, int line, String field, String problem) {
        StringBuilder sb = new StringBuilder();
        sb.append(file == null ? "<input>" : file);
        if (line > 0) {
            sb.append(':').append(line);
        }
        sb.append(": ");
        if (field != null && !field.isEmpty()) {
            sb.append(field).append(": ");
        }
        sb.append(problem.replace('\n', ' '));
        return sb.toString();
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public String field() {
        return field;
    }

    /** What is wrong, without the file, line and field (e.g. {@code unknown AI 'x' for hardtack (known: ...)}). */
    public String problem() {
        return problem;
    }
}
