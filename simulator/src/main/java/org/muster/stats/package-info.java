/**
 * Statistics derived from a merged {@link org.muster.batch.ChunkTally}, at report time only: win rates with Wilson
 * intervals ({@link org.muster.stats.WinRate}), distributions from histograms with nearest-rank percentiles
 * ({@link org.muster.stats.Distribution}) and the per-side and per-unit {@link org.muster.stats.Summary}. This is the
 * only package that turns the tallies' integers into doubles; Apache Commons Math does the statistics it offers.
 */
package org.muster.stats;
