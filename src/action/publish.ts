// Publish mode: the privileged half of the two-workflow pattern for fork pull requests. An
// unprivileged `pull_request` run scores the change and uploads its report folder; a
// `workflow_run` run downloads it and posts the comment and the check from it. The report is
// untrusted data (a fork can change the workflow that wrote it): its size is checked before it is
// read, every field is validated, every string escaped, the pull request it names is confirmed
// against the run's head commit through the API, and the gate is decided here with this
// workflow's own inputs. Nothing from the fork is checked out or run.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import type { GitHubApi } from '../adapters/github.js';
import { isCommitSha } from '../adapters/git.js';
import { badgeFor } from '../composite/composite.js';
import { badgeText, fmtDelta, fmtScore, mdText } from '../reports/format.js';
import { publishCheckRun } from './checks.js';
import { COMMENT_MAX_CHARS, STICKY_MARKER, upsertStickyComment } from './comment.js';
import { softly, type ActionEnv } from './context.js';
import type { GateDecision, GateOptions } from './gate.js';
import type { ActionInputs } from './inputs.js';
import type { ModeResult, PublishedLinks } from './pr.js';
import { checkRunUrl, commentUrl } from './links.js';

/** A report larger than this is refused unread. */
export const PUBLISHED_REPORT_MAX_BYTES = 4 * 1024 * 1024;
export const PUBLISHED_MAX_TARGETS = 5_000;
const MAX_PATH_CHARS = 1_000;
const MAX_NOTE_CHARS = 2_000;
const MAX_NOTES = 50;
const MAX_ERROR_CHARS = 500;

export interface PublishedTarget {
  path: string;
  kind: 'skill' | 'plugin';
  score: number | null;
  base_score: number | null;
  status: 'new' | 'changed' | 'not compared';
  error: string | null;
}

export interface PublishedReport {
  pull_request: number;
  head_sha: string;
  base_sha: string;
  targets: PublishedTarget[];
  removed: Array<{ path: string; kind: 'skill' | 'plugin' }>;
  notes: string[];
}

class ReportError extends Error {
  constructor(where: string, what: string) {
    super(`the published report is not valid: ${where} ${what}`);
    this.name = 'ReportError';
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function text(x: unknown, where: string, max: number): string {
  if (typeof x !== 'string') throw new ReportError(where, 'is not a string');
  if (x.length > max) throw new ReportError(where, `is longer than ${max} characters`);
  return x;
}

function scoreOrNull(x: unknown, where: string): number | null {
  if (x === null || x === undefined) return null;
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > 100) throw new ReportError(where, 'is not a score from 0 to 100');
  return x;
}

function kind(x: unknown, where: string): 'skill' | 'plugin' {
  if (x !== 'skill' && x !== 'plugin') throw new ReportError(where, 'is not "skill" or "plugin"');
  return x;
}

/** Validates the parsed pull-request.json; throws on anything unexpected. */
export function validateReport(raw: unknown): PublishedReport {
  if (!isObject(raw)) throw new ReportError('the top level', 'is not an object');
  const pr = raw.pull_request;
  if (typeof pr !== 'number' || !Number.isInteger(pr) || pr < 1) throw new ReportError('pull_request', 'is not a pull request number');
  const head = text(raw.head_sha, 'head_sha', 64);
  const base = text(raw.base_sha, 'base_sha', 64);
  if (!isCommitSha(head)) throw new ReportError('head_sha', 'is not a commit SHA');
  if (!isCommitSha(base)) throw new ReportError('base_sha', 'is not a commit SHA');
  if (!Array.isArray(raw.targets)) throw new ReportError('targets', 'is not a list');
  if (raw.targets.length > PUBLISHED_MAX_TARGETS) throw new ReportError('targets', `has more than ${PUBLISHED_MAX_TARGETS} entries`);
  const targets = raw.targets.map((t, i): PublishedTarget => {
    const where = `targets[${i}]`;
    if (!isObject(t)) throw new ReportError(where, 'is not an object');
    const status = t.status;
    if (status !== 'new' && status !== 'changed' && status !== 'not compared') throw new ReportError(`${where}.status`, 'is unknown');
    const error = t.error === undefined || t.error === null ? null : isObject(t.error) ? text(t.error.error, `${where}.error.error`, 100_000) : text(t.error, `${where}.error`, 100_000);
    const score = scoreOrNull(t.score, `${where}.score`);
    if (score === null && error === null) throw new ReportError(where, 'has neither a score nor an error');
    return {
      path: text(t.path, `${where}.path`, MAX_PATH_CHARS),
      kind: kind(t.kind, `${where}.kind`),
      score,
      base_score: scoreOrNull(t.base_score, `${where}.base_score`),
      status,
      error: error === null ? null : error.slice(0, MAX_ERROR_CHARS),
    };
  });
  const removedRaw = raw.removed === undefined ? [] : raw.removed;
  if (!Array.isArray(removedRaw) || removedRaw.length > PUBLISHED_MAX_TARGETS) throw new ReportError('removed', 'is not a list of targets');
  const removed = removedRaw.map((r, i) => {
    if (!isObject(r)) throw new ReportError(`removed[${i}]`, 'is not an object');
    return { path: text(r.path, `removed[${i}].path`, MAX_PATH_CHARS), kind: kind(r.kind, `removed[${i}].kind`) };
  });
  const notesRaw = raw.notes === undefined ? [] : raw.notes;
  if (!Array.isArray(notesRaw)) throw new ReportError('notes', 'is not a list');
  const notes = notesRaw.slice(0, MAX_NOTES).map((n, i) => text(n, `notes[${i}]`, MAX_NOTE_CHARS));
  return { pull_request: pr, head_sha: head.toLowerCase(), base_sha: base.toLowerCase(), targets, removed, notes };
}

/** Reads the report file, refusing it unread when it is not a regular file or too large. */
export async function readPublishedReport(file: string): Promise<PublishedReport> {
  const st = await fsp.lstat(file).catch(() => null);
  if (!st) throw new Error(`input "report-path": ${file} does not exist (was the artifact downloaded?)`);
  if (!st.isFile()) throw new Error(`input "report-path": ${file} is not a regular file`);
  if (st.size > PUBLISHED_REPORT_MAX_BYTES) throw new Error(`input "report-path": ${file} is larger than ${PUBLISHED_REPORT_MAX_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fsp.readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`input "report-path": ${file} is not JSON (${err instanceof Error ? err.message.slice(0, 200) : String(err)})`);
  }
  return validateReport(parsed);
}

/** The gate over the published scores, with this workflow's inputs (never the report's own verdict). */
export function publishedGate(targets: readonly PublishedTarget[], options: GateOptions): GateDecision {
  if (targets.length === 0) return { passed: true, conclusion: 'success', line: 'No skill or plugin changed: nothing to score.', failing: [] };
  const reasons: string[] = [];
  const failing = new Set<string>();
  const errored = targets.filter((t) => t.score === null).map((t) => t.path);
  if (errored.length && options.failOnError) {
    reasons.push(`${errored.length} could not be scored`);
    errored.forEach((p) => failing.add(p));
  }
  const scored = targets.filter((t): t is PublishedTarget & { score: number } => t.score !== null);
  const each = (options.gate ?? 'each') === 'each' ? options.threshold : null;
  const floors = [each, options.minScore ?? null].filter((x): x is number => x !== null);
  const floor = floors.length ? Math.max(...floors) : null;
  if (floor !== null) {
    const below = scored.filter((t) => t.score < floor).map((t) => t.path);
    if (below.length) reasons.push(`${below.length} below ${floor}`);
    below.forEach((p) => failing.add(p));
  }
  const mean = scored.length ? scored.reduce((s, t) => s + t.score, 0) / scored.length : null;
  if (options.gate === 'mean' && options.threshold !== null && mean !== null && mean < options.threshold) {
    reasons.push(`the mean score ${fmtScore(mean)} is below the threshold ${options.threshold}`);
  }
  const n = targets.length;
  const of = `${n} changed target${n === 1 ? '' : 's'}`;
  if (reasons.length) return { passed: false, conclusion: 'failure', line: `❌ Of ${of}: ${reasons.join('; ')}.`, failing: [...failing] };
  if (floor === null && options.threshold === null) return { passed: true, conclusion: 'neutral', line: 'ℹ️ No threshold set: report only.', failing: [] };
  return { passed: true, conclusion: 'success', line: `✅ ${of} pass the gate.`, failing: [] };
}

function code(s: string): string {
  return `\`${mdText(s).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

/** The comment and check summary for a published report: every string from it escaped. */
export function renderPublished(report: PublishedReport, gate: GateDecision, maxChars: number, marker?: string): string {
  const head = [
    ...(marker ? [marker] : []),
    '## PluginEval',
    '',
    `**Gate:** ${gate.line}`,
    '',
    `_Scored by this pull request's own workflow run at ${report.head_sha.slice(0, 12)}; posted by a privileged run that checked nothing out and ran nothing from the pull request._`,
    '',
  ];
  const rows = report.targets.map((t) => {
    const score = t.score === null ? '—' : fmtScore(t.score);
    const badge = t.score === null ? 'could not be scored' : badgeText(badgeFor(t.score));
    const delta = t.score === null || t.status !== 'changed' ? (t.status === 'new' ? 'new' : '—') : fmtDelta(t.score, t.base_score);
    return `| ${code(t.path)} | ${t.kind} | ${score} | ${delta} | ${badge} |`;
  });
  const table = report.targets.length ? ['| Target | Kind | Score | Δ vs base | Badge |', '|---|---|---:|---:|---|', ...rows, ''] : [];
  const errors = report.targets.filter((t) => t.error).map((t) => `- ${code(t.path)}: ${mdText(t.error as string)}`);
  const removed = report.removed.length ? [`Removed: ${report.removed.map((r) => code(r.path)).join(', ')}`, ''] : [];
  const notes = report.notes.map((n) => `> ${mdText(n)}`);
  let body = [...head, ...table, ...(errors.length ? ['**Could not be scored**', '', ...errors, ''] : []), ...removed, ...notes].join('\n');
  if (body.length > maxChars) body = `${body.slice(0, maxChars - 80)}\n\n_…cut to fit GitHub's limit._\n`;
  return body;
}

interface WorkflowRunInfo {
  headSha: string;
  event: string;
  prNumbers: number[];
}

function workflowRunFrom(payload: Record<string, unknown>): WorkflowRunInfo | null {
  const run = payload.workflow_run as { head_sha?: unknown; event?: unknown; pull_requests?: unknown } | undefined;
  if (!run || typeof run.head_sha !== 'string') return null;
  const prNumbers = Array.isArray(run.pull_requests)
    ? run.pull_requests.map((p) => (isObject(p) && typeof p.number === 'number' ? p.number : null)).filter((n): n is number => n !== null)
    : [];
  return { headSha: run.head_sha.toLowerCase(), event: typeof run.event === 'string' ? run.event : '', prNumbers };
}

export interface PublishContext {
  inputs: ActionInputs;
  env: ActionEnv;
  api: GitHubApi | null;
  warn(message: string): void;
}

/**
 * Publish mode: validates the downloaded report, checks it belongs to the pull request whose run
 * triggered this one (the report's head SHA is the run's, and the pull request it names has that
 * head now), decides the gate, and posts the comment and the check run.
 */
export async function runPublish(ctx: PublishContext): Promise<ModeResult> {
  const { inputs, env } = ctx;
  const report = await readPublishedReport(path.resolve(env.workspace, inputs.reportPath));
  const run = workflowRunFrom(env.payload);
  if (env.eventName === 'workflow_run') {
    if (!run) throw new Error('mode "publish": the workflow_run payload has no head_sha');
    if (run.event !== 'pull_request') throw new Error(`mode "publish": the triggering run was a ${run.event || 'unknown'} event, not pull_request`);
    if (run.headSha !== report.head_sha) {
      throw new Error(`mode "publish": the report is for ${report.head_sha.slice(0, 12)}, but the triggering run was for ${run.headSha.slice(0, 12)}`);
    }
    if (run.prNumbers.length && !run.prNumbers.includes(report.pull_request)) {
      throw new Error(`mode "publish": the report names pull request #${report.pull_request}, not one of the triggering run's`);
    }
  }
  if (!ctx.api) throw new Error('mode "publish" needs a github-token to post the comment and the check run');
  const api = ctx.api;
  // A fork's run may name any pull request: the one it names must have this head right now.
  const pull = await api.getPull(report.pull_request);
  if (pull.headSha.toLowerCase() !== report.head_sha) {
    throw new Error(
      `mode "publish": pull request #${report.pull_request} is at ${pull.headSha.slice(0, 12)}, not at the report's ${report.head_sha.slice(0, 12)} (a newer push, or a report for another pull request)`,
    );
  }
  const gate = publishedGate(report.targets, inputs);
  const summary = renderPublished(report, gate, COMMENT_MAX_CHARS);
  const links: PublishedLinks = {};
  return {
    outcomes: [],
    gate,
    reportPath: inputs.reportPath,
    summaryMarkdown: summary,
    links,
    publish: async () => {
      if (inputs.comment) {
        const body = renderPublished(report, gate, COMMENT_MAX_CHARS, STICKY_MARKER);
        const done = await softly('the pull request comment', () => upsertStickyComment(api, report.pull_request, body));
        if (done) {
          links.comment = commentUrl(env, report.pull_request, done.id);
          core.info(`Comment ${done.action} (id ${done.id}).`);
        }
      }
      if (inputs.checkRun) {
        const n = report.targets.length;
        const title = n === 0 ? 'No skill or plugin changed' : `${n} target${n === 1 ? '' : 's'}: ${gate.passed ? 'passed' : 'failed'}`;
        const done = await softly('the PluginEval check run', () =>
          publishCheckRun(api, report.head_sha, { conclusion: gate.conclusion, title, summary, annotations: [] }),
        );
        if (done) {
          links.check = checkRunUrl(env, done.id);
          core.info(`Check run ${done.id}: ${gate.conclusion}.`);
        }
      }
    },
  };
}
