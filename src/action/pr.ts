// Pull request mode: which targets a pull request touches (from its changed files), where their
// base version comes from (local git when the base commit can be had, else the contents API),
// and the run itself — score head and base, write the report, then the comment and check run.
import type { MethodPair } from '../reports/comparison.js';
import { codePath, evalGateFailures, rowChange, type EvalRow } from './evalGate.js';
import type { EvalsReport } from '../layers/evals.js';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import { logText } from '../text/escape.js';
import type { ChangedFile, GitHubApi } from '../adapters/github.js';
import { openBaseSource } from './base.js';
import { discoverTargets, staticScoresBothWays, type EvaluateOptions, type LlmLayers } from '../engine/evaluate.js';
import type { FileSource } from '../read/source.js';
import { targetKind } from '../read/target.js';
import { toJson } from '../reports/json.js';
import { scoreTargets, summarise, targetFileStem, writeSweep } from '../sweep/run.js';
import type { EvalOutcome, Finding } from '../contract/types.js';
import { revokeAddedSuppressions } from '../rules/suppressions/trust.js';
import { buildAnnotations, errorFieldLines, publishCheckRun } from './checks.js';
import {
  COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  prCost,
  renderPrReport,
  stickyMarker,
  upsertStickyComment,
  utf8Bytes,
  type PrReport,
  type PrRow,
} from './comment.js';
import {
  changedFilesOf,
  changeFromEvent,
  enclosingPlugin,
  locateRepository,
  openHeadSource,
  pathsMatcher,
  type ChangeInfo,
} from './change.js';
import { pathsRoots, softly, underRoots, type ActionEnv } from './context.js';
import { llmGaps, pullRequestGate, type GateDecision } from './gate.js';
import type { ActionInputs } from './inputs.js';
import { checkRunUrl, commentUrl } from './links.js';
import type { AffectedTarget, TargetKind } from './affected.js';
import {
  baselineVerdict,
  headChanges,
  ignoredTarget,
  projectAnnotation,
  projectJson,
  projectNote,
  readHeadFiles,
  targetGate,
  targetOptions,
  withProjectErrors,
  type ActionProject,
  type ProjectFileError,
} from './project.js';
import type { Deadline } from '../runtime/deadline.js';

export type { AffectedTarget, TargetKind };

const info = (message: string): void => core.info(logText(message));

export interface PrChanges {
  /** Targets to score, sorted by path. */
  targets: AffectedTarget[];
  /** Targets the pull request deletes (not scored). */
  removed: AffectedTarget[];
}

const SKILL_FILE = 'SKILL.md';
const PLUGIN_DIR = '.claude-plugin';
const PLUGIN_MANIFEST = 'plugin.json';
const AGENTS_DIR = 'agents';
/** Sub-folders of a skill whose files feed its score. */
const SKILL_RESOURCE_DIRS = new Set(['references', 'assets']);

function folderOf(parts: string[]): string {
  return parts.length === 0 ? '.' : parts.join('/');
}

/**
 * The targets a changed file could belong to, nearest first; existence is checked by the caller.
 * `SKILL.md` → its folder; `…/references/…`, `…/assets/…` → the folder holding that sub-folder;
 * `.claude-plugin/plugin.json` and `agents/*.md` → the plugin folder.
 */
export function candidateTargets(file: string): Array<{ kind: TargetKind; path: string }> {
  const parts = file.split('/').filter((p) => p !== '' && p !== '.');
  const name = parts[parts.length - 1] ?? '';
  const out: Array<{ kind: TargetKind; path: string }> = [];
  if (name === SKILL_FILE) out.push({ kind: 'skill', path: folderOf(parts.slice(0, -1)) });
  for (let i = parts.length - 2; i >= 0; i--) {
    if (SKILL_RESOURCE_DIRS.has(parts[i])) out.push({ kind: 'skill', path: folderOf(parts.slice(0, i)) });
  }
  if (name === PLUGIN_MANIFEST && parts[parts.length - 2] === PLUGIN_DIR) {
    out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
  }
  if (name.toLowerCase().endsWith('.md') && parts[parts.length - 2] === AGENTS_DIR) {
    out.push({ kind: 'plugin', path: folderOf(parts.slice(0, -2)) });
  }
  return out;
}

/** What target `dir` holds in `source` (a skill wins over a plugin, as the engine decides), or null. */
export async function targetAt(source: FileSource, dir: string): Promise<TargetKind | null> {
  return targetKind(source, dir === '.' ? '' : dir);
}

/** The first candidate of `file` that is a target in `source`, with the kind the engine sees there. */
async function resolveCandidate(source: FileSource, file: string): Promise<{ kind: TargetKind; path: string } | null> {
  for (const c of candidateTargets(file)) {
    const kind = await targetAt(source, c.path);
    if (kind) return { kind, path: c.path };
  }
  return null;
}

/** A target named by a file's path alone (for deleted targets, whose folder is gone). */
function markerTarget(file: string): { kind: TargetKind; path: string } | null {
  const c = candidateTargets(file)[0];
  if (!c) return null;
  const name = file.split('/').pop();
  // Only deleting the marker file itself deletes the target.
  return (c.kind === 'skill' && name === SKILL_FILE) || (c.kind === 'plugin' && name === PLUGIN_MANIFEST) ? c : null;
}

/** The part of `file` inside folder `dir` ('.' = the root). */
function insidePart(file: string, dir: string): string {
  return dir === '.' ? file : file.slice(dir.length + 1);
}

/**
 * Maps a pull request's changed files to the targets to score. A rename counts under its new
 * path (and remembers the old folder, where the base version may be); a target whose marker file
 * is deleted and whose folder is gone at the head is listed as removed; `include` filters the
 * targets to score by the `paths` input (matched at the head, so removed ones are all listed).
 */
export async function affectedTargets(
  files: readonly ChangedFile[],
  head: FileSource,
  include: (target: { kind: TargetKind; path: string }) => boolean = () => true,
): Promise<PrChanges> {
  const byPath = new Map<string, AffectedTarget>();
  const removed = new Map<string, AffectedTarget>();

  for (const f of files) {
    if (f.status === 'unchanged') continue;
    const previous = f.status === 'renamed' && f.previous_filename ? f.previous_filename : undefined;
    const hit = await resolveCandidate(head, f.filename);
    if (hit) {
      const known = byPath.get(hit.path) ?? { ...hit, movedFrom: null };
      if (previous && f.status !== 'removed') {
        // The whole folder moved when the file kept its place inside it.
        const old = candidateTargets(previous).find(
          (c) => c.path !== hit.path && insidePart(previous, c.path) === insidePart(f.filename, hit.path),
        );
        const isMarker = markerTarget(f.filename) !== null;
        if (old && (known.movedFrom === null || isMarker)) known.movedFrom = old.path;
      }
      byPath.set(hit.path, known);
    } else if (f.status === 'removed') {
      const gone = markerTarget(f.filename);
      if (gone) removed.set(gone.path, { ...gone, movedFrom: null });
    }
    if (previous) {
      // The folder the file left changed too, when it is still a target.
      const left = await resolveCandidate(head, previous);
      if (left && !byPath.has(left.path)) byPath.set(left.path, { ...left, movedFrom: null });
      // A marker file moved away: its old folder is gone unless a target is still there.
      const gone = markerTarget(previous);
      if (gone && !(await targetAt(head, gone.path))) removed.set(gone.path, { ...gone, movedFrom: null });
    }
  }

  // A folder that moved is reported once, under its new path.
  for (const t of byPath.values()) if (t.movedFrom !== null) removed.delete(t.movedFrom);

  const byName = (a: AffectedTarget, b: AffectedTarget): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { targets: [...byPath.values()].filter(include).sort(byName), removed: [...removed.values()].sort(byName) };
}

/** Adds the plugin around each changed skill or agent (when `include` keeps it), sorted by path. */
export async function withEnclosingPlugins(
  changes: PrChanges,
  head: FileSource,
  include: (target: { kind: TargetKind; path: string }) => boolean,
): Promise<PrChanges> {
  const byPath = new Map(changes.targets.map((t) => [t.path, t]));
  for (const t of changes.targets) {
    if (t.kind !== 'skill') continue;
    const plugin = await enclosingPlugin(head, t.path);
    if (plugin === null || byPath.has(plugin)) continue;
    const added: AffectedTarget = { kind: 'plugin', path: plugin, movedFrom: null };
    if (include(added)) byPath.set(plugin, added);
  }
  const targets = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ...changes, targets };
}

/** Which targets a run scores: those the `paths` input matches and the configuration does not ignore. */
export function targetFilter(
  inputs: Pick<ActionInputs, 'paths'>,
  project: ActionProject | null,
  repoDir: string,
): (target: { kind: TargetKind; path: string }) => boolean {
  const matchesPaths = pathsMatcher(inputs.paths, repoDir);
  const roots = pathsRoots(inputs.paths);
  return (t) =>
    !ignoredTarget(project, t.path) &&
    (t.kind === 'skill'
      ? matchesPaths(t.path === '.' ? SKILL_FILE : `${t.path}/${SKILL_FILE}`)
      : underRoots(t.path, roots));
}

export { openBaseSource, pullRequestFromPayload, type BaseSource, type PullRequestInfo } from './base.js';

// ---------------------------------------------------------------------------------------------
// The pull request run

export interface ModeResult {
  outcomes: EvalOutcome[];
  gate: GateDecision;
  /** Path of the JSON report (the `report` output). */
  reportPath: string;
  /** Markdown for the job summary (every target; details trimmed only past the summary's 1 MiB). */
  summaryMarkdown: string;
  /** Posts the comment and the check run; never throws (failures become warnings). */
  publish(): Promise<void>;
  /** Filled by publish(): the pages of the comment and the check run it posted. */
  links?: PublishedLinks;
}

export interface PublishedLinks {
  comment?: string;
  check?: string;
}

export interface PrRunContext {
  inputs: ActionInputs;
  env: ActionEnv;
  api: GitHubApi | null;
  llm: LlmLayers | null;
  /** Warnings of the run (the runner's annotations), deduplicated by the caller. */
  warn(message: string): void;
  /** Warnings about one target (kept in its JSON report too). */
  targetWarn(message: string): void;
  /** A plain line for the log. */
  info?(message: string): void;
  /** Notes shown in the comment and summary. */
  notes: string[];
  /** The repository's configuration and baseline (read from the base commit in pull request mode). */
  project?: ActionProject | null;
  /** The run's deadline: when it cut the scoring, a note says so. */
  deadline?: Deadline | null;
}

/** Adds the deadline's note (what it cut) to the run's notes and warnings, when it cut anything. */
export function noteDeadline(ctx: Pick<PrRunContext, 'deadline' | 'notes' | 'warn'>): void {
  const note = ctx.deadline?.note();
  if (!note) return;
  ctx.notes.push(note);
  ctx.warn(note);
}

export const PR_REPORT_FILE = 'pull-request.json';

/**
 * The base version's outcome of each target: in the same folder, else in the folder it moved from
 * (basePath), null when it is new, undefined when the base could not be read.
 */
export async function baseOutcomes(
  ctx: Pick<PrRunContext, 'api' | 'warn' | 'notes'>,
  repoDir: string,
  pr: ChangeInfo,
  targets: readonly AffectedTarget[],
  options: EvaluateOptions & { concurrency: number },
): Promise<Array<{ basePath: string | null; outcome: EvalOutcome | null | undefined }>> {
  const none = targets.map(() => ({ basePath: null, outcome: undefined }));
  if (targets.length === 0) return none;
  const base = await openBaseSource(repoDir, pr.baseSha, ctx.api, ctx.warn);
  if (!base) {
    ctx.notes.push('The base version could not be read, so there is no change column.');
    return none;
  }
  if (base.via === 'api')
    ctx.notes.push('Base version read through the contents API (the base commit could not be fetched locally).');
  // Where each target was at the base: same folder, else the folder it moved from, else new.
  const located = await Promise.all(
    targets.map(async (t): Promise<string | null | undefined> => {
      try {
        if (await targetAt(base.source, t.path)) return t.path;
        if (t.movedFrom !== null && (await targetAt(base.source, t.movedFrom))) return t.movedFrom;
        return null;
      } catch (err) {
        ctx.warn(
          `Could not look up ${t.path} in the base version: ${err instanceof Error ? err.message : String(err)}`,
        );
        return undefined;
      }
    }),
  );
  const present = targets
    .map((t, i) => ({ kind: t.kind, path: located[i] }))
    .filter((t): t is { kind: TargetKind; path: string } => typeof t.path === 'string');
  const scored = await scoreTargets(base.source, present, { ...options, warn: () => {} });
  const byPath = new Map(present.map((t, i) => [t.path, scored[i]]));
  return located.map((p) =>
    typeof p === 'string' ? { basePath: p, outcome: byPath.get(p) } : { basePath: null, outcome: p },
  );
}

/**
 * Revokes the suppressions the pull request adds to its own security findings (those the base
 * version did not already silence and the base configuration does not allow), on every head result.
 */
function revokeAddedSuppressionsAll(
  project: ActionProject | null,
  heads: readonly EvalOutcome[],
  bases: ReadonlyArray<{ outcome: EvalOutcome | null | undefined }>,
): Finding[] {
  const revoked: Finding[] = [];
  heads.forEach((h, i) => {
    if (!h.ok) return;
    const base = bases[i].outcome;
    const rules = targetOptions(project, h.result.plugin_path).rules ?? {};
    revoked.push(
      ...revokeAddedSuppressions(h.result, base?.ok ? base.result : null, (rule) => rules[rule]?.enabled === false),
    );
  });
  return revoked;
}

/** Says which security findings still count although the pull request suppresses them. */
function noteRevoked(ctx: Pick<PrRunContext, 'notes' | 'warn'>, revoked: readonly Finding[]): void {
  if (revoked.length === 0) return;
  const shown = revoked
    .slice(0, 5)
    .map((f) => `${f.rule} (${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`);
  const more = revoked.length > 5 ? ` and ${revoked.length - 5} more` : '';
  const note = `${revoked.length} security finding(s) still count although this pull request suppresses them: ${shown.join(', ')}${more}. Only a suppression already on the base branch, or the base configuration, silences a security finding.`;
  ctx.notes.push(note);
  ctx.warn(note);
}

/** The eval gate's failures folded into the verdict: the check fails and the line says why. */
function withEvalGate(gate: GateDecision, failures: Array<{ path: string; reason: string }>): GateDecision {
  if (failures.length === 0) return gate;
  const why = failures.map((f) => `${codePath(f.path)} ${f.reason}`).join('; ');
  const line = gate.passed ? `❌ Eval gate: ${why}.` : `${gate.line} Eval gate: ${why}.`;
  return {
    ...gate,
    passed: false,
    conclusion: 'failure',
    line,
    failing: [...new Set([...gate.failing, ...failures.map((f) => f.path)])],
  };
}

/** A target's evals in the JSON report: lift and pass rates at head and base, and the change. */
function evalsJson(row: EvalRow): Record<string, unknown> {
  const c = rowChange(row);
  if (!c) return {};
  const side = (r: EvalsReport) => ({
    lift: r.lift,
    lift_ci: r.lift_ci,
    pass_rate_with_skill: r.with_skill.pass_rate,
    pass_rate_without_skill: r.without_skill.pass_rate,
  });
  return {
    evals: { head: side(c.head), base: c.base ? side(c.base) : null, change: c.change, change_ci: c.change_ci },
  };
}

/**
 * Pull request mode: score what the pull request changed at its head and at its base, write the
 * report, and prepare the sticky comment and the check run.
 */
export async function runPullRequest(ctx: PrRunContext): Promise<ModeResult> {
  const { inputs, env } = ctx;
  const pr = changeFromEvent(env.eventName, env.payload);
  if (!pr) {
    throw new Error(
      `mode "pr" needs a pull_request event payload (or pull_request_target, merge_group; event "${env.eventName || 'unknown'}" has none); use mode "sweep"`,
    );
  }
  // The repository may sit in a sub-folder of the workspace (actions/checkout `path:`).
  const repo = await locateRepository(env.workspace, inputs.workingDirectory, [pr.headSha, pr.baseSha]);
  if (repo.how === 'discovered')
    info(`Repository found in ${path.relative(env.workspace, repo.dir)}/ (set working-directory to choose).`);
  // The head is read by SHA from git objects, whatever is checked out (under pull_request_target the
  // checkout is the base; nothing of the head is checked out or run).
  const headRead = await openHeadSource(repo.dir, pr, ctx.api);
  const head = headRead.source;
  if (headRead.caveat) {
    ctx.warn(headRead.caveat);
    ctx.notes.push(headRead.caveat);
  }
  if (headRead.via === 'api')
    ctx.notes.push('Head version read through the contents API (the head commit could not be fetched with git).');
  const include = targetFilter(inputs, ctx.project ?? null, repo.dir);
  // The configuration governs from the base; a pull request that changes it is told so (and
  // fails when its new file is invalid, before it can break the gate of every later run).
  const projectErrors: ProjectFileError[] = [];
  if (ctx.project) {
    const note = projectNote(ctx.project);
    if (note) ctx.notes.push(note);
    ctx.notes.push(...ctx.project.notes);
    if (ctx.project.error) projectErrors.push(ctx.project.error);
    else {
      const changed = headChanges(ctx.project, await readHeadFiles(head));
      ctx.notes.push(...changed.notes);
      if (changed.error) projectErrors.push(changed.error);
    }
  }

  let changes: PrChanges;
  const listed = await changedFilesOf(ctx.api, pr, repo.dir, ctx.warn);
  if (listed) {
    changes = await affectedTargets(listed.files, head, include);
    if (listed.note) ctx.notes.push(listed.note);
  } else {
    // Neither the API nor git could say what changed: score everything rather than nothing.
    ctx.warn('Could not list the changed files through the API or git; scoring every target instead.');
    ctx.notes.push('The changed files could not be listed, so every skill and plugin was scored.');
    const all = await discoverTargets(head, '');
    changes = { targets: all.filter(include).map((t) => ({ ...t, movedFrom: null })), removed: [] };
  }
  // A plugin is scored with its skills and agents: when one of them changes, the plugin joins.
  changes = await withEnclosingPlugins(changes, head, include);

  const evalsOn = inputs.evalGate.mode !== 'off' ? true : undefined;
  const options = {
    depth: inputs.depth,
    method: inputs.method,
    llm: ctx.llm,
    warn: ctx.targetWarn,
    concurrency: inputs.concurrency,
    config: { mode: 'pr' },
    evals: evalsOn,
    // The file's overrides by path: each target's method and rules (at head and base alike).
    optionsFor: (t: { path: string }) => targetOptions(ctx.project ?? null, t.path),
  };
  const heads = await scoreTargets(head, changes.targets, options);
  const bases = await baseOutcomes(ctx, repo.dir, pr, changes.targets, options);
  noteDeadline(ctx);
  noteRevoked(ctx, revokeAddedSuppressionsAll(ctx.project ?? null, heads, bases));
  const baseline = baselineVerdict(ctx.project ?? null, heads);
  if (baseline) ctx.notes.push(baseline.note);
  const rows: PrRow[] = changes.targets.map((target, i) => ({
    target,
    head: heads[i],
    basePath: bases[i].basePath,
    base: bases[i].outcome,
  }));

  const gate = withProjectErrors(
    withEvalGate(
      pullRequestGate(heads, {
        ...inputs,
        excused: baseline?.excused,
        targetGate: (p) => targetGate(ctx.project ?? null, p),
      }),
      evalGateFailures(
        rows.map((r) => ({ path: r.target.path, head: r.head, base: r.base })),
        inputs.evalGate,
      ),
    ),
    projectErrors,
  );
  // The static layer both ways (cheap, no model calls): the comment shows both where they disagree.
  const methods: Record<string, MethodPair> = {};
  for (const [i, t] of changes.targets.entries())
    if (heads[i].ok) methods[t.path] = await staticScoresBothWays(head, t.path);
  const report: PrReport = {
    methods,
    rows,
    removed: changes.removed,
    gate,
    threshold: inputs.threshold,
    depth: inputs.depth,
    headSha: pr.headSha,
    baseSha: pr.baseSha,
    notes: ctx.notes,
  };

  // The report files first: whatever happens to the GitHub calls, the work is kept.
  const outDir = path.resolve(inputs.outputDir);
  const summary = summarise(heads, {
    root: '.',
    depth: inputs.depth,
    threshold: inputs.threshold,
    onUnmeasured: inputs.onUnmeasured,
  });
  await writeSweep(outDir, heads, summary);
  const reportPath = path.join(inputs.outputDir, PR_REPORT_FILE);
  await fsp.writeFile(
    path.resolve(reportPath),
    toJson({
      event: pr.event,
      pull_request: pr.number,
      head_sha: pr.headSha,
      base_sha: pr.baseSha,
      depth: inputs.depth,
      threshold: inputs.threshold,
      passed: gate.passed,
      conclusion: gate.conclusion,
      gate: gate.line,
      unmeasured: gate.unmeasured ?? [],
      cost: prCost(report),
      targets: rows.map((r) => ({
        path: r.target.path,
        kind: r.target.kind,
        base_path: r.basePath,
        score: r.head.ok ? r.head.result.composite.score : null,
        base_score: r.base?.ok ? r.base.result.composite.score : null,
        status: r.base === null ? 'new' : r.base === undefined ? 'not compared' : 'changed',
        report: `${targetFileStem(r.target.path)}.json`,
        ...(r.head.ok && llmGaps(r.head.result).length ? { llm_unmeasured: llmGaps(r.head.result) } : {}),
        ...evalsJson({ path: r.target.path, head: r.head, base: r.base }),
        ...(r.head.ok ? {} : { error: r.head.error }),
      })),
      removed: changes.removed.map((t) => ({ path: t.path, kind: t.kind })),
      configuration: projectJson(ctx.project ?? null),
      notes: ctx.notes,
    }),
  );

  const full = renderPrReport(report, { maxChars: JOB_SUMMARY_MAX_BYTES, measure: utf8Bytes }).body;
  const links: PublishedLinks = {};
  return {
    outcomes: heads,
    gate,
    reportPath,
    summaryMarkdown: full,
    links,
    publish: async () => {
      const api = ctx.api;
      if (!api) {
        if (inputs.comment || inputs.checkRun) ctx.warn('No github-token: the comment and the check run are skipped.');
        return;
      }
      if (inputs.comment && pr.number !== null) {
        const marker = stickyMarker(inputs.commentKey);
        const { body, trimmedDetails } = renderPrReport(report, { maxChars: COMMENT_MAX_CHARS, marker });
        if (trimmedDetails) info(`Comment: details of ${trimmedDetails} target(s) trimmed to fit GitHub's limit.`);
        const done = await softly('the pull request comment', () =>
          upsertStickyComment(api, pr.number as number, body, marker),
        );
        if (done?.identityUnknown)
          ctx.warn(
            'Could not tell which account the github-token belongs to, so no earlier comment was edited; a new one was made.',
          );
        if (done) {
          links.comment = commentUrl(env, pr.number, done.id);
          info(`Comment ${done.action} (id ${done.id}${done.author ? `, as ${done.author}` : ''}).`);
        }
      }
      if (inputs.checkRun) {
        const scored = heads.length;
        const title =
          scored === 0
            ? 'No skill or plugin changed'
            : `${scored} target${scored === 1 ? '' : 's'}: ${gate.passed ? 'passed' : 'failed'}`;
        const { body } = renderPrReport(report, { maxChars: COMMENT_MAX_CHARS });
        const fieldLines = await errorFieldLines(heads, head);
        const annotations = [
          ...projectErrors.map(projectAnnotation),
          ...buildAnnotations(heads, { failOnError: inputs.failOnError, fieldLines }),
        ];
        const done = await softly('the PluginEval check run', () =>
          publishCheckRun(api, pr.headSha, {
            name: inputs.checkName,
            conclusion: gate.conclusion,
            title,
            summary: body,
            annotations,
          }),
        );
        if (done) links.check = checkRunUrl(env, done.id);
        if (done)
          info(
            `Check run ${done.id}: ${gate.conclusion}, ${done.annotationsSent} annotation(s) in ${done.requests} request(s).`,
          );
      }
    },
  };
}
