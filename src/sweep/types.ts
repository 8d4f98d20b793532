// The summary of a sweep, as the sweep builds it and the reports, the gate and the badges read
// it, its output files' names and its shards; a floor below sweep.ts and the reports so that
// neither imports the other (and the CLI parses --shard without loading the sweep).
import type { Badge, Depth, EvalError, RunCost } from '../contract/types.js';

/** Marks the workerData of a sweep worker (src/sweep/worker.ts, src/sweep/pool.ts). */
export const SWEEP_WORKER = 'plugin-eval-sweep-worker';

/** Names of the fixed files of a sweep's output folder. */
export const SUMMARY_JSON = 'summary.json';
export const SUMMARY_MD = 'summary.md';
export const INDEX_HTML = 'index.html';

/** A stable slice of a sweep: the `index`-th (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n); throws a one-line Error otherwise. */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`shard must look like i/n (e.g. 2/4), got "${text}"`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) throw new Error(`shard ${text}: need 1 ≤ i ≤ n`);
  return { index, count };
}

/** One scored target in the summary's tables. */
export interface SweepRow {
  rank: number;
  path: string;
  kind: 'skill' | 'plugin';
  name: string;
  score: number;
  badge: Badge;
  confidence: string;
  anti_patterns: string[];
  weakest: Array<{ name: string; score: number; grade: string }>;
  /** The per-target JSON file in the output folder. */
  file: string;
  /** Dimensions the depth asks for that no layer measured, and those measured from fewer runs or calls than planned. */
  unmeasured: string[];
  partial: string[];
  /** With a baseline: its anti-patterns and findings (not suppressed) new since it, and those in it. */
  baseline?: BaselineCounts;
}

export interface BaselineCounts {
  new: number;
  baselined: number;
}

export interface SweepErrorRow extends EvalError {
  file_name: string;
}

export interface SweepSummary {
  root: string;
  /** The repository's (or folder's) name when `root` is the repository itself (`.`). */
  name?: string;
  depth: Depth;
  threshold: number | null;
  generated_at: string;
  shard: Shard | null;
  counts: {
    targets: number;
    scored: number;
    errors: number;
    skills: number;
    plugins: number;
    with_anti_patterns: number;
    below_attention: number;
    below_threshold: number | null;
  };
  mean_score: number | null;
  median_score: number | null;
  min_score: number | null;
  max_score: number | null;
  badges: Record<Badge, number>;
  /** Targets below the sweep's ATTENTION_SCORE or with anti-patterns, worst first. */
  attention: SweepRow[];
  errors: SweepErrorRow[];
  /** Every scored target, best first. */
  ranked: SweepRow[];
  /** False when a threshold is set and the mean is below it or a target could not be scored (spec D2). */
  passed: boolean;
  /** One line saying why the gate passed or failed. */
  gate: string;
  attention_score: number;
  /** What the sweep's calls cost, summed over its targets (absent in summaries written before it). */
  cost?: RunCost;
  /** A merge of an incomplete set of shards (`merge --allow-partial`): what was missing or broken. */
  incomplete?: string[];
  /** With a baseline: the problems new since it and those in it, and the targets with new ones. */
  baseline?: BaselineCounts & { targets_with_new: string[] };
}
