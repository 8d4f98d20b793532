// The batch sweep behind `plugin-eval report` and the Action's sweep mode: find every plugin and
// skill folder under a root, score them all under a concurrency limit, summarise, write the files.
// One broken target becomes an errors row; the others are still scored and the files are always
// written. The pure parts (selectShard, summarise, the renderers) are exported apart from the I/O.
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants as fsConstants,
  ftruncateSync,
  mkdirSync,
  openSync,
  promises as fsp,
  writeSync,
} from 'node:fs';
import * as path from 'node:path';
import { discoverTargets } from '../engine/evaluate.js';
import type { DiskSource, FileSource } from '../read/source.js';
import { matchesAny } from '../config/settings.js';
import type { Badge, Depth, EvalError, EvalOutcome, EvalResult } from '../contract/types.js';
import { DEFAULT_SWEEP_CONCURRENCY, scoreInProcess, type SweepTarget } from './score.js';
import { scoreOnThreads, sweepThreads, type PoolOptions, type ThreadStats } from './pool.js';
import { antiPatternsOf } from '../reports/shared/antiPatterns.js';
import { BADGE_ORDER, LOWEST_BADGE_SCORE } from '../reports/shared/badges.js';
import { weakestDimensions } from '../reports/shared/dimensions.js';
import { fmtScore } from '../reports/shared/numbers.js';
import { failOnReason, failOnViolations, type FailOnKind } from '../rules/failOn.js';
import { outcomesCost } from '../llm/cost.js';
import { DEFAULT_ON_UNMEASURED, type OnUnmeasuredMode } from '../composite/measurement.js';
import { toJson } from '../reports/json.js';
import { renderSweepSummary } from '../reports/markdown.js';
import {
  INDEX_HTML,
  parseShard,
  SUMMARY_JSON,
  SUMMARY_MD,
  type BaselineCounts,
  type Shard,
  type SweepErrorRow,
  type SweepRow,
  type SweepSummary,
} from './types.js';

export { INDEX_HTML, parseShard, SUMMARY_JSON, SUMMARY_MD };

export type { Shard, SweepErrorRow, SweepRow, SweepSummary, SweepTarget, ThreadStats };
export { DEFAULT_SWEEP_CONCURRENCY };

/** Targets scoring below this (the bronze line, 60) are listed in the summary's attention table. */
export const ATTENTION_SCORE = LOWEST_BADGE_SCORE;
/** Longest per-target file stem before it is shortened and given a hash. */
const MAX_STEM_LENGTH = 120;
/** How a hashed stem ends: `-` and 8 hex digits of the path's SHA-1. */
const HASHED_STEM_END = /-[0-9a-f]{8}$/;
/**
 * Stems of the fixed files of the report and badge folders (and of the root target): a target
 * named like one gets a hash, so it cannot overwrite them (compared ignoring case, as some file
 * systems do). src/action/badges.ts's overall badge and README are among them.
 */
export const RESERVED_STEMS: readonly string[] = ['root', 'summary', 'index', 'plugin-eval', 'readme-badges'];

/**
 * Options of a sweep: the engine's, concurrency, progress, per-target options and threads (src/sweep/score.ts,
 * src/sweep/pool.ts).
 */
export interface SweepOptions extends PoolOptions {
  /** Globs of target paths (relative to the source root) left out of the sweep. */
  ignore?: readonly string[];
  /** Score only this slice of the discovered targets. */
  shard?: Shard | null;
}

export interface SweepRun {
  /** The folder swept, relative to the source root. */
  root: string;
  targets: SweepTarget[];
  outcomes: EvalOutcome[];
  duration_ms: number;
  /** Threads that scored the targets, the main one included (src/sweep/pool.ts). */
  threads: number;
  /** Paths of every target found under the root, before `ignore` and the shard. */
  discovered: string[];
}

// ---------------------------------------------------------------------------------------------
// Shards

/** Which shard (0-based) a path belongs to: a hash of the path, so it never depends on the others. */
export function shardOf(p: string, count: number): number {
  return createHash('sha1').update(p).digest().readUInt32BE(0) % count;
}

/** The paths of one shard, in their original order; all of them when shard is null. */
export function selectShard<T extends string | { path: string }>(
  items: readonly T[],
  shard: Shard | string | null | undefined,
): T[] {
  if (shard === null || shard === undefined || shard === '') return [...items];
  const s = typeof shard === 'string' ? parseShard(shard) : shard;
  if (s.count === 1) return [...items];
  return items.filter((it) => shardOf(typeof it === 'string' ? it : it.path, s.count) === s.index - 1);
}

// ---------------------------------------------------------------------------------------------
// Scoring

/**
 * Scores targets; outcomes come back in the targets' order, onProgress runs once per target. A
 * large sweep from disk without LLM layers is scored on worker threads too (src/sweep/pool.ts),
 * with the same outcomes.
 */
export async function scoreTargets(
  source: FileSource,
  targets: readonly SweepTarget[],
  options: SweepOptions,
): Promise<EvalOutcome[]> {
  const threads = sweepThreads(source, targets, options);
  if (threads > 1) return scoreOnThreads(source as DiskSource, targets, options, threads);
  const outcomes = await scoreInProcess(source, targets, options);
  options.onThreads?.({ threads: 1, workerTargets: 0, failedWorkers: 0 });
  return outcomes;
}

/** Discovers every plugin and skill folder under `root` (relative to the source) and scores them. */
export async function runSweep(source: FileSource, root: string, options: SweepOptions): Promise<SweepRun> {
  const started = Date.now();
  const discovered = await discoverTargets(source, root, options.warn);
  const ignore = options.ignore ?? [];
  const kept = ignore.length ? discovered.filter((t) => !matchesAny(t.path, ignore)) : discovered;
  const targets = selectShard(kept, options.shard ?? null);
  let threads = 1;
  const outcomes = await scoreTargets(source, targets, {
    ...options,
    onThreads: (stats) => {
      threads = stats.threads;
      options.onThreads?.(stats);
    },
  });
  return {
    root,
    targets,
    outcomes,
    duration_ms: Date.now() - started,
    threads,
    discovered: discovered.map((t) => t.path),
  };
}

// ---------------------------------------------------------------------------------------------
// Summary (pure)

/** File stem of a target's report files: its path with `/` → `__`, plus a hash when it had to change. */
export function targetFileStem(targetPath: string): string {
  const p = targetPath.replace(/^\.\/+/, '').replace(/\/+$/, '');
  if (p === '' || p === '.') return 'root';
  const safe = p
    .replace(/\//g, '__')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_');
  // A stem without a hash must decode to one path only: `/` becomes `__`, so a path holding `__`
  // or a `_` beside a `/` (`a__bad` against `a/bad`), or ending like a hashed stem, takes a hash.
  const ambiguous = /__|_\/|\/_/.test(p) || HASHED_STEM_END.test(safe);
  const needsHash =
    ambiguous ||
    safe !== p.replace(/\//g, '__') ||
    safe.length > MAX_STEM_LENGTH ||
    RESERVED_STEMS.includes(safe.toLowerCase());
  if (!needsHash) return safe;
  const hash = createHash('sha1').update(p).digest('hex').slice(0, 8);
  return `${safe.slice(0, MAX_STEM_LENGTH)}-${hash}`;
}

function outcomePath(o: EvalOutcome): string {
  return o.ok ? o.result.plugin_path : o.error.plugin_path;
}

/** New and baselined problems of a result, or undefined when no baseline marked them. */
function baselineCountsOf(result: EvalResult): BaselineCounts | undefined {
  const items = [...result.layers.flatMap((l) => l.anti_patterns), ...result.findings].filter(
    (i) => !i.suppressed && i.baseline,
  );
  if (items.length === 0) return undefined;
  return {
    new: items.filter((i) => i.baseline === 'new').length,
    baselined: items.filter((i) => i.baseline === 'baselined').length,
  };
}

/** The run's totals over rows that carry baseline counts, or undefined when none does. */
function baselineTotals(rows: readonly SweepRow[]): SweepSummary['baseline'] {
  const marked = rows.filter((r) => r.baseline);
  if (marked.length === 0) return undefined;
  return {
    new: marked.reduce((s, r) => s + r.baseline!.new, 0),
    baselined: marked.reduce((s, r) => s + r.baseline!.baselined, 0),
    targets_with_new: marked.filter((r) => r.baseline!.new > 0).map((r) => r.path),
  };
}

function rowOf(result: EvalResult): SweepRow {
  const baseline = baselineCountsOf(result);
  return {
    rank: 0,
    path: result.plugin_path,
    kind: result.kind,
    name: result.name,
    score: result.composite.score,
    badge: result.composite.badge,
    confidence: result.composite.confidence_label,
    anti_patterns: antiPatternsOf(result).map((a) => a.flag),
    weakest: weakestDimensions(result).map((d) => ({ name: d.name, score: d.score, grade: d.grade })),
    file: `${targetFileStem(result.plugin_path)}.json`,
    unmeasured: result.measurement?.unmeasured ?? [],
    partial: result.measurement?.partial ?? [],
    ...(baseline ? { baseline } : {}),
  };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface SummariseOptions {
  root: string;
  /** The repository's (or folder's) name, for the report's title when `root` is the repository itself. */
  name?: string;
  depth: Depth;
  threshold?: number | null;
  shard?: Shard | null;
  /** ISO time for the summary (fixed in tests and merges); now by default. */
  generatedAt?: string;
  /** Finding kinds that fail the gate (`--fail-on`). */
  failOn?: readonly FailOnKind[];
  /** Every target must reach this score (`--min-score`, a per-target gate); null/absent = none. */
  minScore?: number | null;
  /**
   * A target with an unmeasured dimension under a threshold or min-score: neutral (default), fail or pass
   * (`--on-unmeasured`).
   */
  onUnmeasured?: OnUnmeasuredMode;
}

/** Counts, mean, badge distribution, the attention, errors and ranked tables, and the gate. */
export function summarise(outcomes: readonly EvalOutcome[], options: SummariseOptions): SweepSummary {
  const results = outcomes.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result);
  const errors: SweepErrorRow[] = outcomes
    .filter((o): o is { ok: false; error: EvalError } => !o.ok)
    .map((o) => ({ ...o.error, file_name: `${targetFileStem(o.error.plugin_path)}.json` }))
    .sort((a, b) => (a.plugin_path < b.plugin_path ? -1 : a.plugin_path > b.plugin_path ? 1 : 0));

  const ranked = results
    .map(rowOf)
    .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  const scores = ranked.map((r) => r.score);
  const ascending = [...scores].sort((a, b) => a - b);
  const mean = scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null;

  const badges = Object.fromEntries(BADGE_ORDER.map((b) => [b, 0])) as Record<Badge, number>;
  for (const r of ranked) badges[r.badge] += 1;

  const attention = ranked.filter((r) => r.score < ATTENTION_SCORE || r.anti_patterns.length > 0).reverse();
  const baseline = baselineTotals(ranked);
  const threshold = options.threshold ?? null;
  const belowThreshold = threshold === null ? null : ranked.filter((r) => r.score < threshold).length;

  let passed = true;
  let gate: string;
  let meanMet: string | null = null;
  const shard = options.shard ?? null;
  if (threshold === null) {
    gate = 'No threshold set: report only.';
  } else if (shard) {
    // One shard's mean says nothing about the whole: `merge` gates the merged mean.
    passed = errors.length === 0;
    gate = `Shard ${shard.index}/${shard.count}: the threshold ${threshold} applies to the mean of the merged shards (plugin-eval merge), not to this shard's ${fmtScore(mean)}${errors.length ? `; ${errors.length} target(s) could not be scored and count as failing` : ''}.`;
  } else if (mean === null) {
    passed = false;
    gate = `No target could be scored, so the mean cannot meet the threshold ${threshold}.`;
  } else if (mean < threshold) {
    passed = false;
    gate = `Mean score ${fmtScore(mean)} is below the threshold ${threshold}.`;
  } else if (errors.length > 0) {
    passed = false;
    gate = `Mean score ${fmtScore(mean)} meets the threshold ${threshold}, but ${errors.length} target(s) could not be scored and count as failing.`;
  } else {
    meanMet = `Mean score ${fmtScore(mean)} meets the threshold ${threshold}.`;
    gate = meanMet;
  }
  const minScore = options.minScore ?? null;
  if (minScore !== null) {
    const below = ranked.filter((r) => r.score < minScore).map((r) => r.path);
    if (below.length) {
      passed = false;
      const named = below.slice(0, 5).join(', ') + (below.length > 5 ? ` and ${below.length - 5} more` : '');
      gate = `${threshold === null ? '' : `${gate} `}${below.length} target(s) below the minimum score ${minScore}: ${named}.`;
    } else if (threshold === null) {
      gate = `Every target reaches the minimum score ${minScore}${ascending.length ? ` (lowest ${fmtScore(ascending[0])})` : ''}.`;
    }
  }
  const unmeasured = ranked.filter((r) => r.unmeasured.length > 0);
  if (unmeasured.length && (threshold !== null || minScore !== null)) {
    const named =
      unmeasured
        .slice(0, 5)
        .map((r) => r.path)
        .join(', ') + (unmeasured.length > 5 ? ` and ${unmeasured.length - 5} more` : '');
    const mode = options.onUnmeasured ?? DEFAULT_ON_UNMEASURED;
    if (mode === 'fail') {
      passed = false;
      gate = `${gate} ${unmeasured.length} target(s) with dimensions that were not measured, on which a threshold cannot pass (--on-unmeasured fail): ${named}.`;
    } else {
      gate = `${gate} ${unmeasured.length} target(s) with dimensions that were not measured (${named}): gated on the score as measured (--on-unmeasured ${mode}).`;
    }
  }
  const failOnText = failOnReason(failOnViolations(outcomes, options.failOn ?? []), options.failOn ?? []);
  if (failOnText) {
    passed = false;
    gate = `${threshold === null && minScore === null ? '' : `${gate} `}${failOnText.charAt(0).toUpperCase()}${failOnText.slice(1)}.`;
  }

  // A failing gate leads with why it fails; that the mean met its threshold comes after.
  if (!passed && meanMet && gate.startsWith(meanMet))
    gate = `${gate.slice(meanMet.length).trim()} (The mean score ${fmtScore(mean)} meets the threshold ${threshold}.)`;

  return {
    root: options.root,
    ...(options.name ? { name: options.name } : {}),
    depth: options.depth,
    threshold,
    generated_at: options.generatedAt ?? new Date().toISOString(),
    shard: options.shard ?? null,
    counts: {
      targets: outcomes.length,
      scored: results.length,
      errors: errors.length,
      skills: outcomes.filter((o) => (o.ok ? o.result.kind : o.error.kind) === 'skill').length,
      plugins: outcomes.filter((o) => (o.ok ? o.result.kind : o.error.kind) === 'plugin').length,
      with_anti_patterns: ranked.filter((r) => r.anti_patterns.length > 0).length,
      below_attention: ranked.filter((r) => r.score < ATTENTION_SCORE).length,
      below_threshold: belowThreshold,
    },
    mean_score: mean,
    median_score: median(ascending),
    min_score: ascending.length ? ascending[0] : null,
    max_score: ascending.length ? ascending[ascending.length - 1] : null,
    badges,
    attention,
    errors,
    ranked,
    passed,
    gate,
    attention_score: ATTENTION_SCORE,
    cost: outcomesCost(outcomes),
    ...(baseline ? { baseline } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface WriteSweepOptions {
  /** Also write index.html and one HTML page per scored target (default true). */
  html?: boolean;
}

/** The JSON written for one target: its report, or its error. */
export function outcomeJson(outcome: EvalOutcome): string {
  return outcome.ok ? toJson(outcome.result) : toJson({ ...outcome.error, ok: false });
}

/**
 * Writes `text` to `file`, creating it or overwriting it in place and cutting it to the new length.
 * Synchronous: hundreds of small files cost a third of the CPU of promise-based writes. Not opened
 * with O_TRUNC: ext4 flushes a file truncated to zero on close (so that a rewrite cannot lose
 * data), which makes every rewrite of a report folder wait on the disk.
 */
export function overwriteFile(file: string, text: string): void {
  const data = Buffer.from(text, 'utf8');
  const fd = openSync(file, fsConstants.O_WRONLY | fsConstants.O_CREAT, 0o666);
  try {
    let n = 0;
    while (n < data.length) n += writeSync(fd, data, n, data.length - n, n);
    ftruncateSync(fd, data.length);
  } finally {
    closeSync(fd);
  }
}

/** The HTML renderer, loaded only when pages are written. */
export type PageRenderer = typeof import('../reports/html.js');

/** Writes files of a report folder, each rendered only when it is written; collects the paths. */
export class ReportFolder {
  readonly written: string[] = [];
  private made = false;
  constructor(
    readonly outDir: string,
    readonly pages: PageRenderer | null,
  ) {}

  /**
   * The folder (made at its first file, so not before a sweep has found its targets) and the renderer loaded when HTML
   * pages are wanted (default true).
   */
  static async open(outDir: string, options: WriteSweepOptions = {}): Promise<ReportFolder> {
    const pages = (options.html ?? true) ? await import('../reports/html.js') : null;
    return new ReportFolder(outDir, pages);
  }

  write(name: string, render: () => string): void {
    if (!this.made) {
      mkdirSync(this.outDir, { recursive: true });
      this.made = true;
    }
    const file = path.join(this.outDir, name);
    overwriteFile(file, render());
    this.written.push(file);
  }

  /** One target's JSON, and its page when it was scored and pages are written. */
  writeOutcome(outcome: EvalOutcome): void {
    const stem = targetFileStem(outcomePath(outcome));
    this.write(`${stem}.json`, () => outcomeJson(outcome));
    const pages = this.pages;
    if (pages && outcome.ok)
      this.write(`${stem}.html`, () => pages.renderHtml(outcome.result, { indexHref: INDEX_HTML }));
  }

  /** summary.json, summary.md and the index page. */
  writeSummary(summary: SweepSummary): void {
    this.write(SUMMARY_JSON, () => toJson(summary));
    this.write(SUMMARY_MD, () => renderSweepSummary(summary));
    const pages = this.pages;
    if (pages)
      this.write(INDEX_HTML, () =>
        pages.renderSweepHtml(summary, { targetPage: (row) => row.file.replace(/\.json$/, '.html') }),
      );
  }
}

/**
 * Writes one JSON per target, summary.json, summary.md (and index.html plus a page per target)
 * into outDir, creating it. Returns the paths written. Existing unrelated files are left alone.
 * A later file of the same name overwrites an earlier one, as written in order.
 */
export async function writeSweep(
  outDir: string,
  outcomes: readonly EvalOutcome[],
  summary: SweepSummary,
  options: WriteSweepOptions = {},
): Promise<string[]> {
  const folder = await ReportFolder.open(outDir, options);
  for (const outcome of outcomes) folder.writeOutcome(outcome);
  folder.writeSummary(summary);
  return folder.written;
}

/**
 * Reads the per-target JSON files of sweep output folders back into outcomes (for merging
 * shards). summary.json and other files are skipped; unreadable files are reported, not thrown.
 */
export async function readSweepOutcomes(
  dirs: readonly string[],
): Promise<{ outcomes: EvalOutcome[]; problems: string[] }> {
  const byPath = new Map<string, EvalOutcome>();
  const problems: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = (await fsp.readdir(dir)).filter((n) => n.endsWith('.json') && n !== SUMMARY_JSON).sort();
    } catch (err) {
      problems.push(`${dir}: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        const data = JSON.parse(await fsp.readFile(file, 'utf8')) as Record<string, unknown>;
        if (typeof data.plugin_path !== 'string') throw new Error('not a plugin-eval target report');
        let outcome: EvalOutcome;
        if (data.ok === false || typeof data.error === 'string') {
          const { ok: _ok, ...error } = data;
          outcome = { ok: false, error: error as unknown as EvalError };
        } else {
          outcome = { ok: true, result: data as unknown as EvalResult };
        }
        byPath.set(data.plugin_path, outcome);
      } catch (err) {
        problems.push(`${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  const outcomes = [...byPath.values()].sort((a, b) =>
    outcomePath(a) < outcomePath(b) ? -1 : outcomePath(a) > outcomePath(b) ? 1 : 0,
  );
  return { outcomes, problems };
}
