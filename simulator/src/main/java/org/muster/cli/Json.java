package org.muster.cli;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

/** JSON string literals for the CLI's jsonl output, escaped by Jackson's encoder. */
final class Json {
    private Json() {
    }

    static String quote(String s) {
        return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
    }
}
