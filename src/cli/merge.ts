// `plugin-eval merge DIR...`: joins the output folders of a sharded sweep (one per matrix job)
// into one report — per-target JSON, summary.json, summary.md, index.html — and, with
// --badges-dir, one set of badges with a true overall figure.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { writeBadges } from '../action/badges.js';
import { readSweepOutcomes, summarise, SUMMARY_JSON, SUMMARY_MD, writeSweep, type SweepSummary } from '../sweep.js';
import { DEPTHS, type Depth } from '../types.js';
import { DEFAULT_REPORT_DIR, EXIT, parseThreshold, UsageError, type CliContext } from './common.js';

interface MergeOptions {
  outputDir: string;
  badgesDir?: string;
  badgesUrl?: string;
  threshold?: number;
  html: boolean;
}

/** What the shards' own summary.json files agree on (root, depth, threshold). */
async function shardSettings(dirs: readonly string[]): Promise<{ root: string; depth: Depth | null; threshold: number | null }> {
  const summaries: Array<Partial<SweepSummary>> = [];
  for (const dir of dirs) {
    try {
      summaries.push(JSON.parse(await fsp.readFile(path.join(dir, SUMMARY_JSON), 'utf8')) as Partial<SweepSummary>);
    } catch {
      // A shard without a summary still contributes its target files.
    }
  }
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
    .option('--no-html', 'do not write index.html and the per-target pages')
    .action(async (dirArgs: string[], opts: MergeOptions) => {
      const dirs = dirArgs.map((d) => path.resolve(ctx.cwd, d));
      for (const [i, dir] of dirs.entries()) {
        const st = await fsp.stat(dir).catch(() => null);
        if (!st?.isDirectory()) throw new UsageError(`no such folder: ${dirArgs[i]}`);
      }
      const outDir = path.resolve(ctx.cwd, opts.outputDir);
      const { outcomes, problems } = await readSweepOutcomes(dirs.filter((d) => d !== outDir));
      for (const p of problems) ctx.warn(`skipped ${p}`);
      if (outcomes.length === 0) throw new UsageError(`no target reports found in ${dirArgs.join(', ')}`);

      const settings = await shardSettings(dirs);
      const depthOf = outcomes.find((o) => o.ok);
      const depth = settings.depth ?? (depthOf?.ok ? depthOf.result.config.depth : 'quick');
      const threshold = opts.threshold ?? settings.threshold;
      const summary = summarise(outcomes, { root: settings.root, depth, threshold, shard: null });
      const written = await writeSweep(outDir, outcomes, summary, { html: opts.html });
      if (opts.badgesDir) {
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
