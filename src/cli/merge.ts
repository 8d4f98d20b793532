// `plugin-eval merge DIR...`: joins the output folders of a sharded sweep (one per matrix job)
// into one report — per-target JSON, summary.json, summary.md, index.html — and, with
// --badges-dir, one set of badges with a true overall figure.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { ON_UNMEASURED_MODES, onUnmeasuredNamed, type OnUnmeasuredMode } from '../composite/measurement.js';
import { SUMMARY_JSON, SUMMARY_MD, type Shard, type SweepSummary } from '../sweepTypes.js';
import { DEPTHS, type Depth } from '../types.js';
import { DEFAULT_REPORT_DIR, EXIT, parseThreshold, UsageError, type CliContext } from './common.js';

interface MergeOptions {
  allowPartial?: boolean;
  outputDir: string;
  badgesDir?: string;
  badgesUrl?: string;
  threshold?: number;
  onUnmeasured?: OnUnmeasuredMode;
  html: boolean;
}

/** A shard folder's summary.json, or why it cannot be read. */
type ShardSummary = { dir: string; label: string; summary: Partial<SweepSummary> | null; problem: string | null };

async function readShardSummaries(dirs: readonly string[], labels: readonly string[]): Promise<ShardSummary[]> {
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
        if (typeof summary !== 'object' || summary === null || typeof summary.counts !== 'object') throw new Error('not a summary');
        return { dir, label, summary, problem: null };
      } catch {
        return { dir, label, summary: null, problem: `${label}: ${SUMMARY_JSON} is truncated or not a plugin-eval summary` };
      }
    }),
  );
}

function validShard(s: unknown): s is Shard {
  const x = s as Shard | null;
  return !!x && Number.isInteger(x.index) && Number.isInteger(x.count) && x.count >= 1 && x.index >= 1 && x.index <= x.count;
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
  for (const s of sharded) if (!validShard(s.summary!.shard)) problems.push(`${s.label}: its shard is not a valid {index, count}`);
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
    const names = [...(s.summary!.ranked ?? []).map((r) => r.file), ...(s.summary!.errors ?? []).map((e) => e.file_name)];
    for (const name of names) {
      if (typeof name !== 'string' || name.includes('/') || name.includes('\\')) continue;
      const there = await fsp.access(path.join(s.dir, name)).then(() => true, () => false);
      if (!there) problems.push(`${s.label}: ${name} is missing`);
    }
  }
  return problems;
}

/** What the shards' own summary.json files agree on (root, depth, threshold). */
function shardSettings(shards: readonly ShardSummary[]): { root: string; depth: Depth | null; threshold: number | null } {
  const summaries = shards.flatMap((s) => (s.summary ? [s.summary] : []));
  const same = <T>(values: T[]): T | null => (values.length > 0 && values.every((v) => v === values[0]) ? values[0] : null);
  const depth = same(summaries.map((s) => s.depth));
  return {
    root: same(summaries.map((s) => s.root)) ?? '.',
    depth: depth && (DEPTHS as readonly string[]).includes(depth) ? depth : null,
    threshold: same(summaries.map((s) => s.threshold ?? null)),
  };
}

export function registerMerge(program: Command, ctx: CliContext): void {
  program
    .command('merge')
    .description('join the output folders of a sharded `report` (or Action sweep) into one report and one set of badges')
    .argument('<dirs...>', 'output folders of the shards')
    .option('--output-dir <dir>', 'where to write the merged report', DEFAULT_REPORT_DIR)
    .option('--badges-dir <dir>', 'also write SVG and shields.io endpoint badges here')
    .option('--badges-url <url>', 'public URL of the badges folder, for the README-badges.md snippet')
    .option('--threshold <n>', 'exit 1 when the mean score is below n (default: the shards’ own threshold)', parseThreshold)
    .option('--on-unmeasured <mode>', 'a target with a dimension that was not measured: neutral (default: gated on the score as measured, and said so), fail (the threshold cannot pass) or pass', (v: string) => {
      const mode = onUnmeasuredNamed(v);
      if (mode === null || v.trim() === '') throw new InvalidArgumentError(`expected ${ON_UNMEASURED_MODES.join(', ')}.`);
      return mode;
    })
    .option('--no-html', 'do not write index.html and the per-target pages')
    .option('--allow-partial', 'merge an incomplete set of shards anyway: say what is missing, and fail the gate')
    .action(async (dirArgs: string[], opts: MergeOptions) => {
      const dirs = dirArgs.map((d) => path.resolve(ctx.cwd, d));
      for (const [i, dir] of dirs.entries()) {
        const st = await fsp.stat(dir).catch(() => null);
        if (!st?.isDirectory()) throw new UsageError(`no such folder: ${dirArgs[i]}`);
      }
      const outDir = path.resolve(ctx.cwd, opts.outputDir);
      const { readSweepOutcomes, summarise, writeSweep } = await import('../sweep.js');
      const shards = await readShardSummaries(dirs, dirArgs);
      const incomplete = await shardSetProblems(shards.filter((s) => s.dir !== outDir));
      const { outcomes, problems } = await readSweepOutcomes(dirs.filter((d) => d !== outDir));
      // A report file that does not parse is a broken shard too (killed while writing).
      for (const p of problems) incomplete.push(`unreadable ${p}`);
      if (incomplete.length && !opts.allowPartial) {
        throw new UsageError(`incomplete set of shards, nothing merged: ${incomplete.join('; ')} (--allow-partial merges what is there and fails the gate)`);
      }
      for (const p of incomplete) ctx.warn(`incomplete: ${p}`);
      if (outcomes.length === 0) throw new UsageError(`no target reports found in ${dirArgs.join(', ')}`);

      const settings = shardSettings(shards);
      const depthOf = outcomes.find((o) => o.ok);
      const depth = settings.depth ?? (depthOf?.ok ? depthOf.result.config.depth : 'quick');
      const threshold = opts.threshold ?? settings.threshold;
      const summary = summarise(outcomes, { root: settings.root, depth, threshold, shard: null, onUnmeasured: opts.onUnmeasured });
      if (incomplete.length) {
        summary.passed = false;
        summary.incomplete = incomplete;
        summary.gate = `Incomplete merge (${incomplete.join('; ')}): the gate fails. ${summary.gate}`;
      }
      const written = await writeSweep(outDir, outcomes, summary, { html: opts.html });
      if (opts.badgesDir) {
        // Loaded here: the badge renderer and its fonts are needed by this command only.
        const { writeBadges } = await import('../action/badges.js');
        written.push(...(await writeBadges(path.resolve(ctx.cwd, opts.badgesDir), outcomes, summary, { publicBaseUrl: opts.badgesUrl })));
      }
      ctx.stdout(await fsp.readFile(path.join(outDir, SUMMARY_MD), 'utf8'));
      ctx.say(`merged ${outcomes.length} target(s) from ${dirs.length} folder(s); wrote ${written.length} file(s)`);
      if (!summary.passed) {
        ctx.say(summary.gate);
        ctx.exitCode = EXIT.belowThreshold;
      }
    });
}
