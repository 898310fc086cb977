/**
 * The balance commands' workflows (ARCHITECTURE.md section 2a, the workflow beside {@code run/}): what
 * {@code muster compare}, {@code sweep}, {@code price}, {@code matrix}, {@code points} and {@code tune} do once their
 * options are read. Each is one class with a request record in and an outcome record out:
 * {@link org.muster.balance.CompareWorkflow} (paired A/B, sequential test, {@code --robust}),
 * {@link org.muster.balance.SweepWorkflow} (a grid on common seeds), {@link org.muster.balance.PriceWorkflow}
 * (logistic break-even on two seeds), {@link org.muster.balance.MatrixWorkflow} (every pairing of players, the
 * consistency and stability lines), {@link org.muster.balance.PointsWorkflow} (the points fit, then the
 * balanced-lists check) and {@link org.muster.balance.TuneWorkflow} (the field of pairings CMA-ES searches over).
 * They load every variant before playing any, play checkpointed groups on run's {@code Backend} (Ctrl-C stops at a
 * chunk boundary, {@code --resume} continues), write their CSV files atomically with the manifest last, and print only
 * the workflow's own messages (an interrupted command's resume line, a report warning).
 * {@link org.muster.balance.BalanceJob} is what they share (plans on one seed schedule, the output folder, manifest,
 * report) and {@link org.muster.balance.Players} the even pairings of {@code --robust}.
 *
 * <p>It knows no command-line library: {@code org.muster.cli} parses and checks the options, calls in here, prints
 * the outcome as {@code --format} asks and maps it to an exit code; {@code ArchitectureTest} pins that this package
 * imports no cli class and no Picocli. Where this departs from section 2a, and why:
 * <ul>
 * <li>The tables printed at the end stay in {@code cli/} beside each command: they are how a terminal shows an
 * outcome, like {@code run}'s summary ({@link org.muster.run.RunWorkflow.Display}). Points prints between its steps
 * (the fit's table, then each balanced pair as it is played, through {@link org.muster.balance.PointsWorkflow.Shown}),
 * so its workflow is three calls rather than one.</li>
 * <li>{@code check} keeps its short loop over expectations in {@code cli/} (it plays through
 * {@link org.muster.balance.BalanceJob}'s plans): its verdicts are the exit code itself.</li>
 * </ul>
 */
package org.muster.balance;
