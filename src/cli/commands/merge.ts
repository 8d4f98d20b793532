// `plugin-eval merge DIR...`: joins the output folders of a sharded sweep (one per matrix job)
// into one report — per-target JSON, summary.json, summary.md, index.html — and, with
// --badges-dir, one set of badges with a true overall figure.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { ON_UNMEASURED_MODES, onUnmeasuredNamed, type OnUnmeasuredMode } from '../../composite/measurement.js';
import { badgesUrlProblem, mergeShards } from '../../sweep/shards.js';
import { SUMMARY_MD } from '../../sweep/types.js';
import { DEFAULT_REPORT_DIR, EXIT, parseThreshold, UsageError, type CliContext } from '../common.js';

interface MergeCliOptions {
  allowPartial?: boolean;
  outputDir: string;
  badgesDir?: string;
  badgesUrl?: string;
  threshold?: number;
  minScore?: number;
  onUnmeasured?: OnUnmeasuredMode;
  html: boolean;
}

export function registerMerge(program: Command, ctx: CliContext): void {
  program
    .command('merge')
    .description(
      'join the output folders of a sharded `report` (or Action sweep) into one report and one set of badges',
    )
    .argument('<dirs...>', 'output folders of the shards')
    .option('--output-dir <dir>', 'where to write the merged report', DEFAULT_REPORT_DIR)
    .option('--badges-dir <dir>', 'also write SVG and shields.io endpoint badges here')
    .option('--badges-url <url>', 'public URL of the badges folder, for the README-badges.md snippet')
    .option(
      '--threshold <n>',
      'exit 1 when the mean score of the merged whole is below n (default: the shards’ own threshold)',
      parseThreshold,
    )
    .option('--min-score <n>', 'exit 1 when a target scores below n', parseThreshold)
    .option(
      '--on-unmeasured <mode>',
      'a target with a dimension that was not measured: neutral (default: gated on the score as measured, and said so), fail (the threshold cannot pass) or pass',
      (v: string) => {
        const mode = onUnmeasuredNamed(v);
        if (mode === null || v.trim() === '')
          throw new InvalidArgumentError(`expected ${ON_UNMEASURED_MODES.join(', ')}.`);
        return mode;
      },
    )
    .option('--no-html', 'do not write index.html and the per-target pages')
    .option('--allow-partial', 'merge an incomplete set of shards anyway: say what is missing, and fail the gate')
    .action(async (dirArgs: string[], opts: MergeCliOptions) => {
      const badgesUrlWrong = opts.badgesUrl !== undefined ? badgesUrlProblem(opts.badgesUrl) : null;
      if (badgesUrlWrong) throw new UsageError(`--badges-url: ${badgesUrlWrong}`);
      const dirs = dirArgs.map((d) => path.resolve(ctx.cwd, d));
      for (const [i, dir] of dirs.entries()) {
        const st = await fsp.stat(dir).catch(() => null);
        if (!st?.isDirectory()) throw new UsageError(`no such folder: ${dirArgs[i]}`);
      }
      const outDir = path.resolve(ctx.cwd, opts.outputDir);
      const kept = dirs.flatMap((d, i) => (d === outDir ? [] : [[d, dirArgs[i]] as const]));
      const { outcomes, summary, incomplete } = await mergeShards(
        kept.map(([d]) => d),
        kept.map(([, label]) => label),
        { threshold: opts.threshold, minScore: opts.minScore, onUnmeasured: opts.onUnmeasured },
      );
      if (incomplete.length && !opts.allowPartial) {
        throw new UsageError(
          `incomplete set of shards, nothing merged: ${incomplete.join('; ')} (--allow-partial merges what is there and fails the gate)`,
        );
      }
      for (const p of incomplete) ctx.warn(`incomplete: ${p}`);
      if (outcomes.length === 0) throw new UsageError(`no target reports found in ${dirArgs.join(', ')}`);

      const { writeSweep } = await import('../../sweep/run.js');
      const written = await writeSweep(outDir, outcomes, summary, { html: opts.html });
      if (opts.badgesDir) {
        // Loaded here: the badge renderer and its fonts are needed by this command only.
        const { writeBadges } = await import('../../action/badges.js');
        written.push(
          ...(await writeBadges(path.resolve(ctx.cwd, opts.badgesDir), outcomes, summary, {
            publicBaseUrl: opts.badgesUrl,
          })),
        );
      }
      ctx.stdout(await fsp.readFile(path.join(outDir, SUMMARY_MD), 'utf8'));
      ctx.say(`merged ${outcomes.length} target(s) from ${dirs.length} folder(s); wrote ${written.length} file(s)`);
      if (!summary.passed) {
        ctx.say(summary.gate);
        ctx.exitCode = EXIT.belowThreshold;
      }
    });
}
