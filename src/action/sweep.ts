// Sweep mode (the weekly badge report): every plugin folder and every skill matched by `paths`,
// a stable shard of them when `shard` is set, the report files of `plugin-eval report`, and the
// badges. The scoring and the files are the CLI's own (src/sweep/run.ts).
import * as path from 'node:path';
import { unmatchedPatterns } from '../config/settings.js';
import { discoverTargets } from '../engine/evaluate.js';
import { DiskSource } from '../read/source.js';
import { boundHeapGrowth } from '../runtime/heapGrowth.js';
import { mdText } from '../text/escape.js';
import { renderSweepSummary } from '../reports/markdown.js';
import { ReportFolder, scoreTargets, selectShard, summarise, SUMMARY_JSON, type SweepTarget } from '../sweep/run.js';
import { TargetReports } from '../streaming/reportStream.js';
import { writeBadges } from './badges.js';
import { pathsRoots, skillDirsMatching, underRoots, type ActionEnv } from './context.js';
import { sweepGate } from './gate.js';
import type { ActionInputs } from './inputs.js';
import { noteDeadline, type ModeContext, type ModeResult } from './modes/mode.js';
import {
  baselineVerdict,
  ignoredTarget,
  projectNote,
  targetGate,
  targetOptions,
  withProjectErrors,
} from './project.js';

/** The public folder of committed badges, for the README snippet (raw.githubusercontent.com). */
export function badgesPublicUrl(env: ActionEnv, badgesDir: string): string | undefined {
  if (!env.repo || !env.defaultBranch || path.isAbsolute(badgesDir)) return undefined;
  const rel = path.posix
    .normalize(badgesDir.split(path.sep).join('/'))
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '');
  if (rel === '..' || rel.startsWith('../')) return undefined;
  const host = env.serverUrl === 'https://github.com' ? 'https://raw.githubusercontent.com' : `${env.serverUrl}/raw`;
  return `${host}/${env.repo.owner}/${env.repo.repo}/${env.defaultBranch}/${rel}`;
}

export type SweepRunContext = Omit<ModeContext, 'api'>;

/** The targets `paths` matches and the configuration does not ignore, and this run's shard of them. */
async function sweepTargets(
  ctx: SweepRunContext,
  source: DiskSource,
): Promise<{ discovered: SweepTarget[]; targets: SweepTarget[] }> {
  const { inputs } = ctx;
  const matching = await skillDirsMatching(ctx.env.workspace, inputs.paths);
  const roots = pathsRoots(inputs.paths);
  const project = ctx.project ?? null;
  const all = await discoverTargets(source, '', ctx.warn);
  for (const w of unmatchedPatterns(
    project?.config ?? null,
    all.map((t) => t.path),
  ))
    ctx.warn(w);
  const discovered = all.filter(
    (t) => !ignoredTarget(project, t.path) && (t.kind === 'skill' ? matching.has(t.path) : underRoots(t.path, roots)),
  );
  return { discovered, targets: selectShard(discovered, inputs.shard) };
}

export async function runSweepMode(ctx: SweepRunContext): Promise<ModeResult> {
  const inputs: ActionInputs = ctx.inputs;
  // The peak memory of a large sweep is the heap V8 lets grow between collections, not what it holds.
  boundHeapGrowth();
  const source = new DiskSource(ctx.env.workspace);
  const project = ctx.project ?? null;
  const { discovered, targets } = await sweepTargets(ctx, source);
  const folder = await ReportFolder.open(path.resolve(inputs.outputDir));
  // Only each target's summary part is kept (what the gate and the badges read) while its files are streamed.
  const reports = new TargetReports(folder, { streamed: !project?.baseline });
  const outcomes = await scoreTargets(source, targets, {
    depth: inputs.depth,
    method: inputs.method,
    llm: ctx.llm,
    warn: ctx.targetWarn,
    // With batches every target waits on the same few batches: all of them are in flight at once.
    concurrency: inputs.batch && ctx.llm ? Number.MAX_SAFE_INTEGER : inputs.concurrency,
    config: { mode: 'sweep', ...(inputs.shard ? { shard: `${inputs.shard.index}/${inputs.shard.count}` } : {}) },
    // The configuration's overrides by path: each target's method and rules.
    optionsFor: (t) => targetOptions(project, t.path),
    workers: inputs.workers ?? undefined,
    onThreads: (s) => {
      if (s.threads === 1) return;
      const failed = s.failedWorkers
        ? `; ${s.failedWorkers} worker(s) failed and the main thread scored what they left`
        : '';
      ctx.info?.(
        `Scored ${targets.length} target(s) on ${s.threads} threads, ${s.workerTargets} by worker threads${failed}.`,
      );
    },
    onOutcome: reports.onOutcome,
  });
  noteDeadline(ctx);
  // Marks each problem new or baselined before the summary counts them.
  const baseline = baselineVerdict(project, outcomes);
  const summary = summarise(outcomes, {
    root: '.',
    ...(ctx.env.repo ? { name: ctx.env.repo.repo } : {}),
    depth: inputs.depth,
    threshold: inputs.threshold,
    shard: inputs.shard,
    onUnmeasured: inputs.onUnmeasured,
  });
  if (project) {
    const note = projectNote(project);
    if (note) ctx.notes.push(note);
    ctx.notes.push(...project.notes);
  }
  if (baseline) ctx.notes.push(baseline.note);
  const gate = withProjectErrors(
    sweepGate(summary, outcomes, { ...inputs, excused: baseline?.excused, targetGate: (p) => targetGate(project, p) }),
    project?.error ? [project.error] : [],
  );

  reports.finish(outcomes);
  folder.writeSummary(summary);
  const written: string[] = [];
  if (inputs.badgesDir) {
    written.push(
      ...(await writeBadges(path.resolve(inputs.badgesDir), outcomes, summary, {
        publicBaseUrl: badgesPublicUrl(ctx.env, inputs.badgesDir),
      })),
    );
  }
  const shardNote = inputs.shard
    ? `\n> Shard ${inputs.shard.index}/${inputs.shard.count}: ${targets.length} of ${discovered.length} targets. Join the shards with \`plugin-eval merge\`.\n`
    : '';
  const notes = ctx.notes.length ? `\n${ctx.notes.map((n) => `> ${mdText(n)}`).join('\n')}\n` : '';
  const badgesNote = written.length ? `\nBadges: ${written.length} files in \`${inputs.badgesDir}\`.\n` : '';
  return {
    outcomes,
    gate,
    reportPath: path.join(inputs.outputDir, SUMMARY_JSON),
    summaryMarkdown: `${renderSweepSummary(summary)}${shardNote}${notes}${badgesNote}\n**Gate:** ${gate.line}\n`,
    publish: async () => {},
  };
}
