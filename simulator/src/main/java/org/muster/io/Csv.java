package org.muster.io;

import java.util.Locale;

import org.apache.commons.csv.CSVFormat;

/**
 * The CSV dialect and number formats shared by muster's writers, so that every file is byte-identical for the same
 * results: RFC 4180 quoting (Commons CSV's default), {@code \n} line ends, {@link Locale#ROOT}, fixed decimals.
 * Stateless.
 */
final class Csv {
    /** Decimals of a rate or probability. */
    static final int RATE_DECIMALS = 4;
    /** Decimals of a mean or standard deviation. */
    static final int MEAN_DECIMALS = 3;

    private Csv() {
    }

    /** The format with this header. */
    static CSVFormat format(String... header) {
        return CSVFormat.DEFAULT.builder().setRecordSeparator('\n').setHeader(header).get();
    }

    static String rate(double x) {
        return fixed(x, RATE_DECIMALS);
    }

    static String mean(double x) {
        return fixed(x, MEAN_DECIMALS);
    }

    /** {@code x} with {@code decimals} decimals, half-up, no grouping; empty for NaN; never "-0.000". */
    static String fixed(double x, int decimals) {
        if (Double.isNaN(x)) {
            return "";
        }
        String s = String.format(Locale.ROOT, "%." + decimals + "f", x);
        if (s.charAt(0) == '-' && isZero(s)) {
            return s.substring(1);
        }
        return s;
    }

    private static boolean isZero(String s) {
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '0' && c != '.') {
                return false;
            }
        }
        return true;
    }

    /** A percentile or other integer statistic: empty when there is none (-1). */
    static String count(int value) {
        return value < 0 ? "" : Integer.toString(value);
    }

    /** A {@code BattleRecord.HOW_*} name as a column-name part: {@code army-broke} to {@code army_broke}. */
    static String column(String name) {
        return name.replace('-', '_');
    }
}
