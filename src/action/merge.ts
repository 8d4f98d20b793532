// Merge mode: joins the report folders of a sharded sweep (downloaded artifacts) into one report
// and one set of badges with the bundled code, and gates the merged whole: the mean of every
// shard's targets, not of one shard's slice.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { mdText } from '../text/escape.js';
import { badgesUrlProblem, mergeShards } from '../sweep/shards.js';
import { renderSweepSummary } from '../reports/markdown.js';
import { SUMMARY_JSON, writeSweep } from '../sweep/run.js';
import { writeBadges } from './badges.js';
import { sweepGate, type GateDecision } from './gate.js';
import type { ModeContext, ModeResult } from './modes/mode.js';
import { badgesPublicUrl } from './sweep.js';

export type MergeRunContext = Pick<ModeContext, 'inputs' | 'env' | 'warn' | 'notes'>;

async function isFolder(dir: string): Promise<boolean> {
  return (await fsp.stat(dir).catch(() => null))?.isDirectory() === true;
}

/**
 * The shard folders `shard-reports` names: a folder with a summary.json is one shard; one without
 * (where download-artifact put several artifacts) stands for each of its sub-folders.
 */
export async function shardFolders(entries: readonly string[], cwd: string): Promise<string[]> {
  const folders: string[] = [];
  for (const entry of entries) {
    const dir = path.resolve(cwd, entry);
    if (!(await isFolder(dir))) throw new Error(`shard-reports: no such folder: ${entry}`);
    if (
      await fsp.access(path.join(dir, SUMMARY_JSON)).then(
        () => true,
        () => false,
      )
    ) {
      folders.push(dir);
      continue;
    }
    const subs = (await fsp.readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => path.join(dir, d.name));
    if (subs.length === 0) throw new Error(`shard-reports: ${entry} holds neither ${SUMMARY_JSON} nor shard folders`);
    folders.push(...subs.sort());
  }
  return folders;
}

/** The public folder of the badges, or undefined (and a warning) when it cannot be made. */
function publicUrl(ctx: MergeRunContext): string | undefined {
  const url = badgesPublicUrl(ctx.env, ctx.inputs.badgesDir);
  const problem = url === undefined ? 'the repository or its branch is not known' : badgesUrlProblem(url);
  if (!problem) return url;
  ctx.warn(`README-badges.md is written without links: ${problem}.`);
  return undefined;
}

export async function runMergeMode(ctx: MergeRunContext): Promise<ModeResult> {
  const { inputs } = ctx;
  const cwd = process.cwd();
  const outDir = path.resolve(cwd, inputs.outputDir);
  const dirs = (await shardFolders(inputs.shardReports, cwd)).filter((d) => d !== outDir);
  const merged = await mergeShards(
    dirs,
    dirs.map((d) => path.relative(cwd, d) || '.'),
    {
      threshold: inputs.threshold,
      minScore: inputs.minScore,
      onUnmeasured: inputs.onUnmeasured,
    },
  );
  if (merged.outcomes.length === 0) throw new Error(`no target reports found in ${inputs.shardReports.join(', ')}`);
  for (const p of merged.incomplete) ctx.warn(`incomplete: ${p}`);
  const gate = incompleteGate(
    sweepGate(merged.summary, merged.outcomes, { ...inputs, threshold: merged.threshold }),
    merged.incomplete,
  );
  await writeSweep(outDir, merged.outcomes, merged.summary);
  const written = inputs.badgesDir
    ? await writeBadges(path.resolve(cwd, inputs.badgesDir), merged.outcomes, merged.summary, {
        publicBaseUrl: publicUrl(ctx),
      })
    : [];
  const notes = ctx.notes.length ? `\n${ctx.notes.map((n) => `> ${mdText(n)}`).join('\n')}\n` : '';
  const badgesNote = written.length ? `\nBadges: ${written.length} files in \`${inputs.badgesDir}\`.\n` : '';
  return {
    outcomes: merged.outcomes,
    gate,
    reportPath: path.join(inputs.outputDir, SUMMARY_JSON),
    summaryMarkdown: `${renderSweepSummary(merged.summary)}\n> Merged ${dirs.length} shard folder(s).\n${notes}${badgesNote}\n**Gate:** ${gate.line}\n`,
    publish: async () => {},
  };
}

/** A set of shards with one missing or broken fails the gate, whatever the rest scored. */
function incompleteGate(gate: GateDecision, incomplete: readonly string[]): GateDecision {
  if (incomplete.length === 0) return gate;
  const why = `❌ Incomplete set of shards (${mdText(incomplete.join('; '))}): the gate fails.`;
  return {
    ...gate,
    passed: false,
    conclusion: 'failure',
    line: `${why} ${gate.line.replace(/^(✅|⚠️|ℹ️|❌)\s*/, '')}`,
  };
}
