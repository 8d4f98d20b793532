// `report ROOT`: every plugin and skill folder under ROOT scored; one JSON per target, the summary
// (JSON and Markdown), SARIF and, unless --no-html, the HTML pages written to the output folder.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_BATCH_STATE_FILE } from '../../adapters/batch.js';
import { failOnViolations } from '../../rules/suppressions/failOn.js';
import { SARIF_REPORT_FILE } from '../../reports/sarif.js';
import { sarif } from '../../reports/formats/sarif.js';
import { ReportFolder, runSweep, summarise, type SweepRun } from '../../sweep/run.js';
import { TargetReports } from '../../streaming/reportStream.js';
import type { Shard, SweepSummary } from '../../sweep/types.js';
import type { EvalResult } from '../../contract/types.js';
import { applyBaseline, regressedAgainstBaseline, summariseBaseline, type Baseline } from '../../config/baseline.js';
import { unmatchedPatterns } from '../../config/settings.js';
import { staticMethodOf } from '../llm.js';
import { projectSettings } from './setup.js';
import { configOf, engineSettings, llmFor, progressFor, withProject, type CommonOptions } from '../run.js';
import { errorLine, EXIT, packageVersion, type CliContext } from '../common.js';
import { locate, type Located } from '../locate.js';
import { boundHeapGrowth } from '../../runtime/heapGrowth.js';

/** Sweeps smaller than this print no progress lines on a non-terminal stderr. */
const PROGRESS_MIN_TARGETS = 20;

export interface ReportOptions extends CommonOptions {
  outputDir: string;
  /** Every target must reach this score (a per-target gate next to the mean --threshold). */
  minScore?: number;
  shard?: Shard;
  html: boolean;
  batch?: boolean;
  /** State file of --batch (default: BATCH_STATE_FILE in the output folder). */
  batchState?: string;
  batchPoll?: number;
  /** Threads that score, the main one included, or `auto`; absent or 1: no worker threads. */
  workers?: number | 'auto';
}

/** The state file of --batch, or null without batches. */
function batchStateOf(opts: ReportOptions, ctx: CliContext): string | null {
  const batchState =
    opts.batch || opts.batchState
      ? path.resolve(ctx.cwd, opts.batchState ?? path.join(opts.outputDir, DEFAULT_BATCH_STATE_FILE))
      : null;
  if (batchState && opts.depth === 'quick') ctx.warn('--batch: depth quick makes no API call; nothing to batch.');
  return batchState;
}

/** The summary of a sweep, titled by the folder swept (or the repository's name for all of it). */
function summaryOf(run: SweepRun, loc: Located, opts: ReportOptions): SweepSummary {
  return summarise(run.outcomes, {
    root: run.root || '.',
    // The repository's folder name titles a report of the whole repository (not `.`).
    ...(run.root ? {} : { name: path.basename(loc.root) }),
    depth: opts.depth,
    threshold: opts.threshold ?? null,
    shard: opts.shard ?? null,
    failOn: opts.failOn ?? [],
    minScore: opts.minScore ?? null,
    onUnmeasured: opts.onUnmeasured,
  });
}

/** Every target's files (see TargetReports), the summary and SARIF; the files written. */
async function writeReports(
  folder: ReportFolder,
  reports: TargetReports,
  outDir: string,
  run: SweepRun,
  summary: SweepSummary,
  scored: readonly EvalResult[],
): Promise<string[]> {
  reports.finish(run.outcomes);
  folder.writeSummary(summary);
  const written = folder.written;
  // SARIF for code scanning (upload-sarif), beside the JSON reports.
  const sarifFile = path.join(outDir, SARIF_REPORT_FILE);
  await fsp.writeFile(sarifFile, await sarif.sweep!({ summary, results: scored, toolVersion: packageVersion() }));
  written.push(sarifFile);
  return written;
}

/** Fails the run below the gate, unless a baseline excuses it: nothing new since the baseline and nothing fell. */
function applyGate(
  ctx: CliContext,
  summary: SweepSummary,
  run: SweepRun,
  scored: readonly EvalResult[],
  opts: ReportOptions,
  baseline: Baseline | null,
): void {
  const excused =
    !summary.passed &&
    baseline !== null &&
    summary.errors.length === 0 &&
    failOnViolations(run.outcomes, opts.failOn ?? []).length === 0 &&
    !scored.some((r) => regressedAgainstBaseline(r, baseline));
  if (excused) {
    ctx.say(`${summary.gate} Nothing is new since the baseline: not failing.`);
  } else if (!summary.passed) {
    ctx.say(summary.gate);
    ctx.exitCode = EXIT.belowThreshold;
  }
}

export async function reportSweep(
  rootArg: string,
  cliOpts: ReportOptions,
  ctx: CliContext,
  cmd: Command,
): Promise<void> {
  // The peak memory of a large sweep is the heap V8 lets grow between collections, not what it holds.
  boundHeapGrowth();
  const loc = await locate(rootArg, ctx.cwd);
  const project = await projectSettings(loc, cliOpts, ctx, cmd);
  const opts: ReportOptions = { ...cliOpts, ...withProject(project) };
  const batchState = batchStateOf(opts, ctx);
  const llm = await llmFor(opts.depth, { ...opts, batchState }, ctx);
  // Per-target warnings are kept in every JSON; on stderr they are printed in full only with --verbose.
  // Counted, with the first kept as an example: a large tree gives thousands. What discovery finds
  // (a marketplace's missing folders) is in no JSON, and is counted apart.
  const targetWarnings = { count: 0, first: '' };
  const discoveryWarnings = { count: 0, first: '' };
  const counting =
    (into: { count: number; first: string }) =>
    (m: string): void => {
      if (into.count++ === 0) into.first = m;
    };
  const warn = opts.verbose ? ctx.warn : counting(targetWarnings);
  const warnDiscovery = opts.verbose ? ctx.warn : counting(discoveryWarnings);
  const progress = await progressFor(ctx, PROGRESS_MIN_TARGETS);
  const outDir = path.resolve(ctx.cwd, opts.outputDir);
  const baseline = project.baseline;
  const folder = await ReportFolder.open(outDir, { html: opts.html });
  const reports = new TargetReports(folder, { streamed: !baseline });
  const run = await runSweep(loc.source, loc.rel, {
    depth: opts.depth,
    method: staticMethodOf(opts.method),
    evals: opts.evals,
    llm,
    warn,
    warnDiscovery,
    config: configOf(opts),
    // With batches every target waits on the same few batches: all of them are in flight at once.
    concurrency: batchState && llm ? Number.MAX_SAFE_INTEGER : opts.concurrency,
    shard: opts.shard ?? null,
    workers: opts.workers,
    ignore: project.settings.ignore.value,
    ...engineSettings(project),
    onProgress: (done, total) => progress.onProgress(done, total, 'scoring targets'),
    onOutcome: reports.onOutcome,
  });
  progress.stop();
  // Patterns are relative to the repository root: only a sweep of all of it can tell one matches nothing.
  if (loc.rel === '') for (const w of unmatchedPatterns(project.config, run.discovered)) ctx.warn(w);
  const scored = run.outcomes.flatMap((o) => (o.ok ? [o.result] : []));
  if (baseline) ctx.say(`baseline: ${summariseBaseline(applyBaseline(scored, baseline))}`);
  const summary = summaryOf(run, loc, opts);
  const written = await writeReports(folder, reports, outDir, run, summary, scored);
  if (discoveryWarnings.count) {
    ctx.warn(
      `${discoveryWarnings.count} warning(s) while looking for targets, e.g. "${discoveryWarnings.first}"; run with --verbose to see each`,
    );
  }
  if (targetWarnings.count) {
    ctx.warn(
      `${targetWarnings.count} target warning(s), e.g. "${targetWarnings.first}"; each is in its target's JSON (warnings), or run with --verbose`,
    );
  }
  for (const e of summary.errors) ctx.say(errorLine(e));
  ctx.stdout(await fsp.readFile(path.join(outDir, 'summary.md'), 'utf8'));
  ctx.say(
    `${summary.counts.targets} target(s) in ${run.duration_ms} ms${run.threads > 1 ? ` on ${run.threads} threads` : ''}; wrote ${written.length} file(s) to ${outDir}`,
  );
  // With a baseline, a sweep below its threshold fails only when some target has something new or fell.
  applyGate(ctx, summary, run, scored, opts, baseline);
}
