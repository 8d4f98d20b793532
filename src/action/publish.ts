// Publish mode: the privileged half of the two-workflow pattern for fork pull requests. An
// unprivileged `pull_request` run scores the change and uploads its report; a `workflow_run` run
// downloads it and posts the comment and the check. The report is untrusted (a fork can change
// the workflow that wrote it), so nothing it says decides the check: the pull request it names is
// confirmed against the run's head commit through the API, its changed files are listed and its
// targets re-scored here from the commits by SHA with the static layer, and the gate is decided
// on those numbers with this workflow's inputs. Where the report says anything else (the LLM
// layers, which need secrets, or a made-up score) it is shown as unverified and the check is at
// best neutral. Nothing from the pull request is checked out or run.
import { isJsonObject } from '../contract/types.js';
import * as path from 'node:path';
import * as core from './runner/commands.js';
import type { GitHubApi } from '../adapters/github.js';
import { badgeFor } from '../composite/composite.js';
import { logText } from '../text/escape.js';
import { badgeText, fmtDelta, fmtScore, mdText } from '../reports/format.js';
import { publishCheckRun } from './checks.js';
import { COMMENT_MAX_CHARS, STICKY_MARKER, upsertStickyComment } from './comment.js';
import { softly, type ActionEnv } from './context.js';
import type { GateDecision, GateOptions } from './gate.js';
import type { ActionInputs } from './inputs.js';
import type { ModeResult, PublishedLinks } from './modes/mode.js';
import { projectErrorLine, withProjectErrors } from './project.js';
import { readPublishedReport, type PublishedReport, type PublishedTarget } from './publishedReport.js';
import { recomputeChange, type PullAtHead, type Recomputed } from './recompute.js';
import { verifyReport, type Discrepancy, type Verification, type VerifiedRow } from './verification.js';
import { checkRunUrl, commentUrl } from './links.js';

/** The gate over the scores verified here, with this workflow's inputs (never the report's own verdict). */
export function publishedGate(targets: readonly PublishedTarget[], options: GateOptions): GateDecision {
  if (targets.length === 0)
    return { passed: true, conclusion: 'success', line: 'No skill or plugin changed: nothing to score.', failing: [] };
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
  if (reasons.length)
    return { passed: false, conclusion: 'failure', line: `❌ Of ${of}: ${reasons.join('; ')}.`, failing: [...failing] };
  if (floor === null && options.threshold === null)
    return { passed: true, conclusion: 'neutral', line: 'ℹ️ No threshold set: report only.', failing: [] };
  return { passed: true, conclusion: 'success', line: `✅ ${of} pass the gate.`, failing: [] };
}

function code(s: string): string {
  return `\`${mdText(s).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

/** Targets the report gives a score that could not be re-scored here: nothing verified says they pass. */
function unscorableClaims(verification: Verification): string[] {
  return verification.rows
    .filter((r) => r.verified.score === null && r.claimed !== null && r.claimed.score !== null)
    .map((r) => r.verified.path);
}

/**
 * The verified gate, held back where the report could not be verified. A failure stays a failure;
 * a pass becomes neutral, never success. GitHub lets a neutral check satisfy a required one, so
 * where nothing verified says the change passes (no list of changed files, a target the report
 * scores that could not be re-scored here) the check fails instead.
 */
export function unverifiedGate(gate: GateDecision, verification: Verification, listed: boolean): GateDecision {
  const n = verification.discrepancies.length;
  if (n === 0) return gate;
  const why = `⚠️ Unverified: ${n} point${n === 1 ? '' : 's'} of the uploaded report could not be verified here (listed below)`;
  if (!listed)
    return {
      passed: false,
      conclusion: 'failure',
      line: `❌ ${why}: nothing was verified, so the check cannot pass.`,
      failing: [],
    };
  const unscorable = unscorableClaims(verification);
  if (unscorable.length) {
    const line = `❌ ${unscorable.length} target(s) the report scores could not be re-scored here, so the check cannot pass. ${why}.`;
    return {
      ...gate,
      passed: false,
      conclusion: 'failure',
      line,
      failing: [...new Set([...gate.failing, ...unscorable])],
    };
  }
  if (gate.conclusion === 'failure') return { ...gate, line: `${gate.line} ${why}.` };
  return {
    ...gate,
    conclusion: 'neutral',
    line: `${why}; the check is neutral, not a pass. The static scores alone: ${gate.line.replace(/^✅\s*/, '')}`,
  };
}

function claimedCell(row: VerifiedRow): string {
  if (row.claimed === null) return 'not listed';
  if (!row.disagrees) return 'same';
  return `${row.claimed.score === null ? 'no score' : fmtScore(row.claimed.score)} (unverified)`;
}

function tableRow(row: VerifiedRow): string {
  const t = row.verified;
  const score = t.score === null ? '—' : fmtScore(t.score);
  const badge = t.score === null ? 'could not be scored' : badgeText(badgeFor(t.score));
  const delta =
    t.score === null || t.status !== 'changed' ? (t.status === 'new' ? 'new' : '—') : fmtDelta(t.score, t.base_score);
  return `| ${code(t.path)} | ${t.kind} | ${score} | ${delta} | ${badge} | ${claimedCell(row)} |`;
}

function discrepancyLine(d: Discrepancy): string {
  return `- ${d.path === null ? '' : `${code(d.path)}: `}${mdText(d.what)}`;
}

export interface PublishedView {
  report: PublishedReport;
  recomputed: Recomputed;
  verification: Verification;
  gate: GateDecision;
}

/** What was verified and how, for the line under the gate. */
function provenance(view: PublishedView, baseSha: string): string {
  const how = view.recomputed.via === 'git' ? 'git objects' : 'the contents API';
  return (
    `_Verified here: the changed files (GitHub API), the targets they touch and their static-layer scores, re-read by SHA from ${how} ` +
    `(head ${view.report.head_sha.slice(0, 12)}, base ${baseSha.slice(0, 12)}). Nothing of the pull request was checked out or run. ` +
    'Anything only the uploaded report says (the LLM layers, which need secrets) is marked unverified._'
  );
}

/** The comment and check summary: the verified table, then every unverified point, every string escaped. */
export function renderPublished(view: PublishedView, baseSha: string, maxChars: number, marker?: string): string {
  const { report, verification, gate, recomputed } = view;
  const head = [
    ...(marker ? [marker] : []),
    '## PluginEval',
    '',
    `**Gate:** ${gate.line}`,
    '',
    provenance(view, baseSha),
    '',
  ];
  const rows = verification.rows;
  const table = rows.length
    ? [
        '| Target | Kind | Score (static, verified) | Δ vs base | Badge | The report said |',
        '|---|---|---:|---:|---|---|',
        ...rows.map(tableRow),
        '',
      ]
    : [];
  const errors = rows
    .filter((r) => r.verified.error)
    .map((r) => `- ${code(r.verified.path)}: ${mdText(r.verified.error as string)}`);
  const unverified = verification.discrepancies.length
    ? [
        "**Unverified** (the uploaded report, written by the pull request's own workflow, says otherwise; LLM-layer results or made up, it cannot be told here)",
        '',
        ...verification.discrepancies.map(discrepancyLine),
        '',
      ]
    : [];
  const removed = recomputed.removed.length
    ? [`Removed: ${recomputed.removed.map((r) => code(r.path)).join(', ')}`, '']
    : [];
  const notes = report.notes.length
    ? ['Notes from the uploaded report (unverified):', '', ...report.notes.map((n) => `> ${mdText(n)}`)]
    : [];
  let body = [
    ...head,
    ...table,
    ...(errors.length ? ['**Could not be scored**', '', ...errors, ''] : []),
    ...unverified,
    ...removed,
    ...notes,
  ].join('\n');
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
    ? run.pull_requests
        .map((p) => (isJsonObject(p) && typeof p.number === 'number' ? p.number : null))
        .filter((n): n is number => n !== null)
    : [];
  return { headSha: run.head_sha.toLowerCase(), event: typeof run.event === 'string' ? run.event : '', prNumbers };
}

export interface PublishContext {
  inputs: ActionInputs;
  env: ActionEnv;
  api: GitHubApi | null;
  warn(message: string): void;
}

/** Checks that the report belongs to the run that triggered this one (its head SHA and pull request). */
function checkTrigger(report: PublishedReport, env: ActionEnv): void {
  if (env.eventName !== 'workflow_run') return;
  const run = workflowRunFrom(env.payload);
  if (!run) throw new Error('mode "publish": the workflow_run payload has no head_sha');
  if (run.event !== 'pull_request')
    throw new Error(`mode "publish": the triggering run was a ${run.event || 'unknown'} event, not pull_request`);
  if (run.headSha !== report.head_sha) {
    throw new Error(
      `mode "publish": the report is for ${report.head_sha.slice(0, 12)}, but the triggering run was for ${run.headSha.slice(0, 12)}`,
    );
  }
  if (run.prNumbers.length && !run.prNumbers.includes(report.pull_request)) {
    throw new Error(
      `mode "publish": the report names pull request #${report.pull_request}, not one of the triggering run's`,
    );
  }
}

/** The pull request the report names, as GitHub has it now: it must be at the report's head. */
async function pullAtHead(api: GitHubApi, report: PublishedReport): Promise<PullAtHead> {
  // A fork's run may name any pull request: the one it names must have this head right now.
  const pull = await api.getPull(report.pull_request);
  if (pull.headSha.toLowerCase() !== report.head_sha) {
    throw new Error(
      `mode "publish": pull request #${report.pull_request} is at ${pull.headSha.slice(0, 12)}, not at the report's ${report.head_sha.slice(0, 12)} (a newer push, or a report for another pull request)`,
    );
  }
  // The base comes from GitHub, never from the report (a made-up base would make up the change).
  if (!pull.baseSha)
    throw new Error(`mode "publish": GitHub did not give pull request #${report.pull_request}'s base commit`);
  return {
    number: report.pull_request,
    headSha: report.head_sha,
    baseSha: pull.baseSha.toLowerCase(),
    changedFiles: pull.changedFiles,
  };
}

/**
 * Publish mode: validates the downloaded report and checks it belongs to the pull request whose
 * run triggered this one, re-derives the change and its static scores here, decides the gate on
 * those, and posts the comment and the check run with every unverified claim of the report marked.
 */
export async function runPublish(ctx: PublishContext): Promise<ModeResult> {
  const { inputs, env } = ctx;
  const report = await readPublishedReport(path.resolve(env.workspace, inputs.reportPath));
  checkTrigger(report, env);
  if (!ctx.api) throw new Error('mode "publish" needs a github-token to post the comment and the check run');
  const api = ctx.api;
  const pull = await pullAtHead(api, report);
  const recomputed = await recomputeChange({ inputs, env, api, info: (m) => core.info(logText(m)) }, pull);
  const verification = verifyReport(report, recomputed);
  const gateInputs = recomputed.project.inputs;
  const verified = verification.rows.map((r) => r.verified);
  const projectErrors = recomputed.project.error ? [recomputed.project.error] : [];
  const gate = withProjectErrors(
    unverifiedGate(publishedGate(verified, gateInputs), verification, recomputed.listed),
    projectErrors,
  );
  if (projectErrors.length) ctx.warn(projectErrorLine(projectErrors[0]));
  const view: PublishedView = { report, recomputed, verification, gate };
  const summary = renderPublished(view, pull.baseSha, COMMENT_MAX_CHARS);
  const links: PublishedLinks = {};
  return {
    outcomes: recomputed.targets.map((t) => t.head),
    gate,
    reportPath: inputs.reportPath,
    summaryMarkdown: summary,
    links,
    publish: async () => {
      if (inputs.comment) {
        const body = renderPublished(view, pull.baseSha, COMMENT_MAX_CHARS, STICKY_MARKER);
        const done = await softly('the pull request comment', () =>
          upsertStickyComment(api, report.pull_request, body),
        );
        if (done) {
          links.comment = commentUrl(env, report.pull_request, done.id);
          core.info(`Comment ${done.action} (id ${done.id}).`);
        }
      }
      if (inputs.checkRun) {
        const n = verified.length;
        const verdict =
          gate.conclusion === 'neutral' && verification.discrepancies.length
            ? 'unverified'
            : gate.passed
              ? 'passed'
              : 'failed';
        const title =
          n === 0
            ? verification.discrepancies.length
              ? 'Unverified'
              : 'No skill or plugin changed'
            : `${n} target${n === 1 ? '' : 's'}: ${verdict}`;
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
