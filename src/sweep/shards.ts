// Joining the output folders of a sharded sweep (one per matrix job) into one report: which
// folders form a complete set, the merged outcomes and summary, gated on the whole rather than on
// each shard's slice. Used by `plugin-eval merge` and the Action's merge mode.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { OnUnmeasuredMode } from '../composite/measurement.js';
import { readSweepOutcomes } from './readOutcomes.js';
import { summarise } from './summarise.js';
import { SUMMARY_JSON, type Shard, type SweepSummary } from './types.js';
import { DEPTHS, type Depth, type EvalOutcome } from '../contract/types.js';

/** A shard folder's summary.json, or why it cannot be read. */
export type ShardSummary = {
  dir: string;
  label: string;
  summary: Partial<SweepSummary> | null;
  problem: string | null;
};

export async function readShardSummaries(dirs: readonly string[], labels: readonly string[]): Promise<ShardSummary[]> {
  return Promise.all(
    dirs.map(async (dir, i): Promise<ShardSummary> => {
      const label = labels[i];
      let text: string;
      try {
        text = await fsp.readFile(path.join(dir, SUMMARY_JSON), 'utf8');
      } catch {
        return { dir, label, summary: null, problem: `${label}: no ${SUMMARY_JSON} (the shard did not finish)` };
      }
      try {
        const summary = JSON.parse(text) as Partial<SweepSummary>;
        if (typeof summary !== 'object' || summary === null || typeof summary.counts !== 'object')
          throw new Error('not a summary');
        return { dir, label, summary, problem: null };
      } catch {
        return {
          dir,
          label,
          summary: null,
          problem: `${label}: ${SUMMARY_JSON} is truncated or not a plugin-eval summary`,
        };
      }
    }),
  );
}

function validShard(s: unknown): s is Shard {
  const x = s as Shard | null;
  return (
    !!x && Number.isInteger(x.index) && Number.isInteger(x.count) && x.count >= 1 && x.index >= 1 && x.index <= x.count
  );
}

/**
 * What makes a set of shard folders incomplete: a folder without a readable summary, shards that
 * do not form one whole `1..count` set (missing, repeated, different counts, sharded beside
 * unsharded), and report files the summary names that are missing.
 */
export async function shardSetProblems(shards: readonly ShardSummary[]): Promise<string[]> {
  const problems = shards.flatMap((s) => (s.problem ? [s.problem] : []));
  const read = shards.filter((s) => s.summary);
  const sharded = read.filter((s) => s.summary!.shard !== null && s.summary!.shard !== undefined);
  for (const s of sharded)
    if (!validShard(s.summary!.shard)) problems.push(`${s.label}: its shard is not a valid {index, count}`);
  const valid = sharded.filter((s) => validShard(s.summary!.shard));
  if (valid.length && valid.length !== read.length) problems.push('sharded and unsharded reports are mixed');
  const counts = [...new Set(valid.map((s) => (s.summary!.shard as Shard).count))];
  if (counts.length > 1) problems.push(`the shards disagree on their count (${counts.join(', ')})`);
  if (counts.length === 1) {
    const count = counts[0];
    const seen = new Map<number, string>();
    for (const s of valid) {
      const { index } = s.summary!.shard as Shard;
      const before = seen.get(index);
      if (before) problems.push(`shard ${index}/${count} given twice (${before}, ${s.label})`);
      else seen.set(index, s.label);
    }
    // Folders without a summary may be the missing shards; still the set is incomplete.
    for (let i = 1; i <= count; i++) if (!seen.has(i)) problems.push(`shard ${i}/${count} is missing`);
  }
  // Every report file a summary names is there (whether each parses is checked when it is read).
  for (const s of read) {
    const names = [
      ...(s.summary!.ranked ?? []).map((r) => r.file),
      ...(s.summary!.errors ?? []).map((e) => e.file_name),
    ];
    for (const name of names) {
      if (typeof name !== 'string' || name.includes('/') || name.includes('\\')) continue;
      const there = await fsp.access(path.join(s.dir, name)).then(
        () => true,
        () => false,
      );
      if (!there) problems.push(`${s.label}: ${name} is missing`);
    }
  }
  return problems;
}

/** What the shards' own summary.json files agree on (root, depth, threshold). */
export function shardSettings(shards: readonly ShardSummary[]): {
  root: string;
  name: string | null;
  depth: Depth | null;
  threshold: number | null;
} {
  const summaries = shards.flatMap((s) => (s.summary ? [s.summary] : []));
  const same = <T>(values: T[]): T | null =>
    values.length > 0 && values.every((v) => v === values[0]) ? values[0] : null;
  const depth = same(summaries.map((s) => s.depth));
  return {
    root: same(summaries.map((s) => s.root)) ?? '.',
    name: same(summaries.map((s) => (typeof s.name === 'string' ? s.name : null))),
    depth: depth && (DEPTHS as readonly string[]).includes(depth) ? depth : null,
    threshold: same(summaries.map((s) => s.threshold ?? null)),
  };
}

/**
 * Why a public URL of the badges folder cannot be used, or null: not http(s), or a path with an
 * empty segment (`…//badges`, what an unset workflow expression leaves behind).
 */
export function badgesUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `not a URL: ${JSON.stringify(url)}`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `not an http(s) URL: ${JSON.stringify(url)}`;
  const segments = parsed.pathname.replace(/\/+$/, '').split('/').slice(1);
  if (segments.some((s) => s === ''))
    return `its path has an empty segment (an unset value in a workflow expression?): ${JSON.stringify(url)}`;
  return null;
}

export interface MergeOptions {
  /** The threshold of the merged whole; absent: the shards' own (each shard recorded it). */
  threshold?: number | null;
  minScore?: number | null;
  onUnmeasured?: OnUnmeasuredMode;
}

export interface MergedShards {
  outcomes: EvalOutcome[];
  summary: SweepSummary;
  /** What makes the set incomplete (empty when it is whole). */
  incomplete: string[];
  /** The threshold the whole is gated on (given, else the shards' own). */
  threshold: number | null;
}

/**
 * Reads the shard folders and summarises them as one sweep. An incomplete set is returned with
 * its problems (the caller refuses it or merges it as failing); no target at all is an error.
 */
export async function mergeShards(
  dirs: readonly string[],
  labels: readonly string[],
  options: MergeOptions,
): Promise<MergedShards> {
  const shards = await readShardSummaries(dirs, labels);
  const incomplete = await shardSetProblems(shards);
  const { outcomes, problems } = await readSweepOutcomes(dirs);
  // A report file that does not parse is a broken shard too (killed while writing).
  for (const p of problems) incomplete.push(`unreadable ${p}`);
  const settings = shardSettings(shards);
  const depthOf = outcomes.find((o) => o.ok);
  const depth = settings.depth ?? (depthOf?.ok ? depthOf.result.config.depth : 'quick');
  const threshold = options.threshold ?? settings.threshold;
  const summary = summarise(outcomes, {
    root: settings.root,
    ...(settings.name ? { name: settings.name } : {}),
    depth,
    threshold,
    shard: null,
    minScore: options.minScore ?? null,
    onUnmeasured: options.onUnmeasured,
  });
  if (incomplete.length) {
    summary.passed = false;
    summary.incomplete = incomplete;
    summary.gate = `Incomplete merge (${incomplete.join('; ')}): the gate fails. ${summary.gate}`;
  }
  return { outcomes, summary, incomplete, threshold };
}
