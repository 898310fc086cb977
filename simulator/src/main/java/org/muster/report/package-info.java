/**
 * The HTML report: one self-contained {@code report.html} beside a finished run's CSV files, read back from those
 * files and the manifest (so it can be made for any finished run folder), with charts drawn by JFreeChart and
 * inlined as SVG by JFreeSVG. No script, no network: the page opens from disk anywhere.
 */
package org.muster.report;
