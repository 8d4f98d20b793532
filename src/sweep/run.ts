// The batch sweep behind `plugin-eval report` and the Action's sweep mode: find every plugin and
// skill folder under a root, score them all under a concurrency limit, summarise, write the files.
// One broken target becomes an errors row; the others are still scored and the files are always
// written. The summary (summarise.ts), the files (reportFolder.ts, fileStem.ts) and reading them back
// (readOutcomes.ts) are modules of their own, exported here too for the modules that sweep.
import { createHash } from 'node:crypto';
import { discoverTargets } from '../engine/evaluate.js';
import type { DiskSource, FileSource } from '../read/source.js';
import { matchesAny } from '../config/settings.js';
import type { EvalOutcome } from '../contract/types.js';
import { DEFAULT_SWEEP_CONCURRENCY, scoreInProcess, type SweepTarget } from './score.js';
import { scoreOnThreads, sweepThreads, type PoolOptions, type ThreadStats } from './pool.js';
import {
  INDEX_HTML,
  parseShard,
  SUMMARY_JSON,
  SUMMARY_MD,
  type Shard,
  type SweepErrorRow,
  type SweepRow,
  type SweepSummary,
} from './types.js';

export { INDEX_HTML, parseShard, SUMMARY_JSON, SUMMARY_MD };

export type { Shard, SweepErrorRow, SweepRow, SweepSummary, SweepTarget, ThreadStats };
export { DEFAULT_SWEEP_CONCURRENCY };
export { RESERVED_STEMS, targetFileStem } from './fileStem.js';
export { ATTENTION_SCORE, summarise, type SummariseOptions } from './summarise.js';
export {
  outcomeJson,
  overwriteFile,
  ReportFolder,
  writeSweep,
  type PageRenderer,
  type WriteSweepOptions,
} from './reportFolder.js';
export { readSweepOutcomes } from './readOutcomes.js';

/**
 * Options of a sweep: the engine's, concurrency, progress, per-target options and threads (src/sweep/score.ts,
 * src/sweep/pool.ts).
 */
export interface SweepOptions extends PoolOptions {
  /** Globs of target paths (relative to the source root) left out of the sweep. */
  ignore?: readonly string[];
  /** Score only this slice of the discovered targets. */
  shard?: Shard | null;
  /**
   * What looking for the targets finds (a marketplace listing a missing folder, a folder past the
   * limits): it belongs to no target's JSON. The target warnings' `warn` when not given.
   */
  warnDiscovery?: (message: string) => void;
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
  const discovered = await discoverTargets(source, root, options.warnDiscovery ?? options.warn);
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
