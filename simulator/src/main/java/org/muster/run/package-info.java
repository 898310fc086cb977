/**
 * The run workflow that the command line, the Spark module and the benchmarks share (ARCHITECTURE.md section 2a,
 * {@code run/}): load a scenario and apply the command's overrides ({@link org.muster.run.ScenarioSetup}), choose
 * where chunks play ({@link org.muster.run.Backend}: this machine's threads or a {@code ChunkService} such as Spark),
 * play a plan with checkpoints and a clean stop at a chunk boundary ({@link org.muster.run.CheckpointedRun},
 * {@link org.muster.run.StopRequest}), write the CSV files, map, heat map, manifest (last) and report of a run
 * ({@link org.muster.run.RunWorkflow}), and name a failed battle's replay command ({@link org.muster.run.Failures}).
 * It knows no command-line library: {@code org.muster.cli} parses, checks the options, calls in here and maps what
 * comes out to exit codes; {@code ArchitectureTest} pins both (run imports no cli class, and only cli imports
 * Picocli).
 *
 * <p>Where this departs from section 2a, and why:
 * <ul>
 * <li>The balance commands' workflows (compare, sweep, price, matrix, points, tune) are in
 * {@code org.muster.balance}, a package of their own on this one's pieces (setup, backend, checkpointed groups,
 * failures); {@code check} keeps its short loop in {@code cli/}.</li>
 * <li>The progress display and the summary's table, CSV and JSON forms stay in {@code cli/}: they are how a terminal
 * shows a run, so the workflow takes them as a {@link org.muster.run.RunWorkflow.Display}.</li>
 * <li>The Spark module does not call this package: it provides a {@code ChunkService} that plays chunks on the
 * executors, and the driver is this same workflow started by {@code org.muster.cli.Main} under spark-submit, so
 * Spark and local runs share every line from loading to the manifest.</li>
 * </ul>
 */
package org.muster.run;
