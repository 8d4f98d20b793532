// The pull request report in markdown (sticky comment, job summary, check-run summary) and the
// sticky comment itself: one per pull request, found again by a hidden marker and updated in place.
import { evalLines } from './evalGate.js';
import type { GitHubApi } from '../adapters/github.js';
import { mdHtmlText } from '../text/escape.js';
import { BASE_HEAD_WORDS, compareResults, type MethodPair } from '../reports/comparison.js';
import { renderBadgeTable, renderChangeLines, renderMethodLines, renderTargetDetails } from '../reports/markdown.js';
import { fmtCost, fmtDelta, fmtScore, mdCode, mdText } from '../reports/format.js';
import { costOf, type RunCost } from '../llm/cost.js';
import { describeDimensions } from '../composite/measurement.js';
import { hasJudgeInjection, PROMPT_INJECTION_JUDGE } from '../rules/security.js';
import type { Depth, EvalOutcome, EvalResult } from '../contract/types.js';
import { describeGaps, llmGaps, type GateDecision } from './gate.js';
import type { AffectedTarget } from './affected.js';

/** Hidden marker that identifies our comment among a pull request's comments. */
export const STICKY_MARKER = '<!-- plugin-eval:sticky -->';
/** GitHub refuses comment bodies (and check-run summaries) longer than this many characters. */
export const GITHUB_BODY_LIMIT = 65_536;
/** Room kept under the limit: GitHub counts characters its own way; JS lengths count UTF-16 units. */
const BODY_LIMIT_MARGIN = 512;
export const COMMENT_MAX_CHARS = GITHUB_BODY_LIMIT - BODY_LIMIT_MARGIN;
/** A job summary may hold up to 1 MiB (bytes); a longer one is not shown at all. */
export const JOB_SUMMARY_MAX_BYTES = 1024 * 1024 - 4 * BODY_LIMIT_MARGIN;

/** Size of a text in UTF-8 bytes (the job summary's unit). */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** One changed target: its head outcome and its base version. */
export interface PrRow {
  target: AffectedTarget;
  head: EvalOutcome;
  /** Where the base version was read from (the old folder of a moved target), or null. */
  basePath: string | null;
  /** The base version's outcome; null = new in this pull request; undefined = base not available. */
  base: EvalOutcome | null | undefined;
}

export interface PrReport {
  rows: PrRow[];
  removed: AffectedTarget[];
  gate: GateDecision;
  threshold: number | null;
  depth: Depth;
  headSha: string;
  baseSha: string;
  /** Short notes for the reader (how the base was read, degraded steps…). */
  notes: string[];
  /** Each head target's static composite under both methods (shown where they differ by more than a point). */
  methods?: Record<string, MethodPair>;
}

function baseScore(row: PrRow): number | null | undefined {
  if (row.base === null) return null;
  if (row.base === undefined || !row.base.ok) return undefined;
  return row.base.result.composite.score;
}

/** What changed against the base version, as bullets (empty when there is nothing to say). */
function changeNotes(row: PrRow): string[] {
  const out: string[] = [];
  if (row.basePath !== null && row.basePath !== row.target.path) out.push(`Moved from ${code(row.basePath)}.`);
  if (row.base === null) out.push('New in this pull request.');
  if (row.base && !row.base.ok) out.push(`The base version could not be scored: ${mdText(row.base.error.error)}`);
  if (row.base?.ok && row.head.ok) {
    const cmp = compareResults(row.base.result, row.head.result);
    out.push(
      `Against the base version: ${fmtDelta(row.head.result.composite.score, row.base.result.composite.score)} (was ${fmtScore(row.base.result.composite.score)}).`,
    );
    // The same diff as `plugin-eval compare`: dimensions that moved, anti-patterns and findings added or removed.
    out.push(...renderChangeLines(cmp, BASE_HEAD_WORDS));
  }
  return out;
}

/** The details block of one row: the shared target details, with what changed against base. */
export function renderRowDetails(row: PrRow): string {
  if (!row.head.ok) {
    const e = row.head.error;
    const field = e.field ? ` (field <code>${mdText(e.field)}</code>)` : '';
    return `<details><summary><b>${mdHtmlText(e.plugin_path)}</b> — could not be scored</summary>\n\n<code>${mdText(e.file)}</code>${field}: ${mdText(e.error)}\n\n</details>`;
  }
  const details = renderTargetDetails(row.head.result);
  const notes = changeNotes(row);
  if (notes.length === 0) return details;
  const block = `\n**Change against base**\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`;
  const end = details.lastIndexOf('</details>');
  return end < 0 ? details + block : `${details.slice(0, end)}${block}\n${details.slice(end)}`;
}

/** Inline code that a backtick or a line break in a path cannot break. */
function code(text: string): string {
  return mdCode(text);
}

/** Text from outside (a server's error, a finding's message) on one line of inline markdown. */
function inline(text: string): string {
  return mdText(text.replace(/\s+/g, ' ').trim());
}

/** Security findings named per target in the attention list (the details list them all). */
export const MAX_FINDINGS_NAMED = 5;

/** Whether an LLM layer (judge or Monte Carlo) measured at least one dimension of this result. */
export function llmScored(result: EvalResult): boolean {
  return result.layers.some((l) => {
    const measured = l.layer === 'static' ? undefined : l.metadata?.measured;
    return Array.isArray(measured) && measured.length > 0;
  });
}

/**
 * What a reviewer should look at before the scores, for one changed target: LLM scores taken
 * while the skill holds text aimed at the judge, its security findings (not counted in the
 * score), and LLM layers that could not measure it. Empty when there is nothing to say.
 */
/**
 * The composite's interval when it straddles the threshold: the pass or fail is within
 * what the LLM layers could measure. Empty otherwise, or without an interval or a threshold.
 */
export function intervalLine(row: PrRow, threshold: number | null): string[] {
  if (!row.head.ok || threshold === null) return [];
  const c = row.head.result.composite;
  if (c.ci_lower === null || c.ci_upper === null || !(c.ci_lower < threshold && threshold <= c.ci_upper)) return [];
  return [
    `↔️ ${code(row.head.result.plugin_path)}: ${fmtScore(c.score)}, bound [${fmtScore(c.ci_lower)}, ${fmtScore(c.ci_upper)}] around the threshold ${threshold} — ` +
      `${c.score >= threshold ? 'passes' : 'fails'} on its score, but the measurement cannot tell it apart from the threshold.`,
  ];
}

export function attentionLines(row: PrRow): string[] {
  if (!row.head.ok) return [];
  const r = row.head.result;
  const where = code(r.plugin_path);
  const out: string[] = [];
  if (hasJudgeInjection(r.findings) && llmScored(r)) {
    const lines = r.findings
      .filter((f) => f.rule === PROMPT_INJECTION_JUDGE && f.line !== undefined)
      .map((f) => f.line);
    out.push(
      `🚩 ${where}: its LLM scores were taken while it holds text aimed at the judge (\`${PROMPT_INJECTION_JUDGE}\`${lines.length ? `, line ${lines.join(', ')}` : ''}). ` +
        'The judge reads the skill as delimited data and its scores are bounded, but check them by hand.',
    );
  }
  const security = r.findings.filter((f) => f.category === 'security');
  if (security.length) {
    const high = security.filter((f) => f.level === 'high').length;
    const named = security
      .slice(0, MAX_FINDINGS_NAMED)
      .map((f) => `\`${f.rule}\` (${f.level}${f.line !== undefined ? `, line ${f.line}` : ''})`);
    const more = security.length > named.length ? ` and ${security.length - named.length} more` : '';
    out.push(
      `🛡️ ${where}: ${security.length} security finding${security.length === 1 ? '' : 's'}${high ? `, ${high} high` : ''} — ${named.join(', ')}${more}. Not counted in the score; see the details and the annotations.`,
    );
  }
  const gaps = llmGaps(r);
  if (gaps.length) out.push(`⏳ ${where}: not fully measured by the LLM layers — ${inline(describeGaps(gaps))}.`);
  const m = r.measurement;
  if (gaps.length === 0 && m && !m.complete && m.partial.length) {
    out.push(
      `⏳ ${where}: partly measured — ${inline(describeDimensions(m, 'partial'))}; labelled ${m.label.shown}${m.label.dropped ? `, not ${m.label.full}` : ''}.`,
    );
  }
  return out;
}

function headline(report: PrReport): string[] {
  return ['### PluginEval', '', report.gate.line];
}

/** What this run's model calls cost: the head and the base versions scored for the report. */
export function prCost(report: Pick<PrReport, 'rows'>): RunCost {
  const results = report.rows.flatMap((r) => [r.head, r.base]).flatMap((o) => (o && o.ok ? [o.result] : []));
  return costOf(results.map((r) => r.model_usage));
}

function footer(report: PrReport): string {
  const base = report.baseSha ? ` against base \`${report.baseSha.slice(0, 7)}\`` : '';
  return `<sub>Depth \`${report.depth}\` · head \`${report.headSha.slice(0, 7)}\`${base} · cost ${fmtCost(prCost(report))} · updated on every push.</sub>`;
}

function removedLine(report: PrReport): string | null {
  if (report.removed.length === 0) return null;
  return `Removed (not scored): ${report.removed.map((t) => code(t.path)).join(', ')}.`;
}

/** Rows sorted for the reader: failing targets first, then by path. */
function ordered(report: PrReport): PrRow[] {
  const failing = new Set(report.gate.failing);
  return [...report.rows].sort((a, b) => {
    const fa = failing.has(a.target.path) ? 0 : 1;
    const fb = failing.has(b.target.path) ? 0 : 1;
    return fa - fb || (a.target.path < b.target.path ? -1 : a.target.path > b.target.path ? 1 : 0);
  });
}

export interface RenderOptions {
  /** Longest body allowed; details are trimmed first, then table rows. Infinity = no limit. */
  maxChars?: number;
  /** How a body's size is measured against maxChars (default: its length in UTF-16 units). */
  measure?: (text: string) => number;
  /** Leave out the per-target details entirely (check-run summary). */
  withDetails?: boolean;
  /** Prefix (the sticky marker for the comment). */
  marker?: string;
}

export interface RenderedReport {
  body: string;
  /** Targets whose details were left out to stay under the limit. */
  trimmedDetails: number;
  /** Table rows left out (only when even the bare table did not fit). */
  trimmedRows: number;
}

/** The report of a pull request that changes no target. */
function renderEmptyReport(report: PrReport, marker: string | undefined): RenderedReport {
  const lines = [...(marker ? [marker] : []), ...headline(report)];
  const removed = removedLine(report);
  if (removed) lines.push('', removed);
  if (report.notes.length) lines.push('', ...report.notes.map((n) => `> ${mdText(n)}`));
  lines.push('', footer(report));
  return { body: lines.join('\n') + '\n', trimmedDetails: 0, trimmedRows: 0 };
}

/** The bullets under the table: intervals, what needs attention, evals, removals and both methods. */
function belowTable(report: PrReport, shown: readonly PrRow[]): string[] {
  const parts: string[] = [];
  const attention = shown.flatMap((row) => [
    ...intervalLine(row, report.threshold),
    ...attentionLines(row),
    ...evalLines({ path: row.target.path, head: row.head, base: row.base }),
  ]);
  if (attention.length) parts.push(attention.map((l) => `- ${l}`).join('\n'));
  const removed = removedLine(report);
  if (removed) parts.push(removed);
  const methodRows = shown.flatMap((r) =>
    report.methods?.[r.target.path] ? [['', r.target.path, report.methods[r.target.path]] as const] : [],
  );
  const methodLines = renderMethodLines(methodRows);
  if (methodLines)
    parts.push(
      `Static layer by method, where the calibrated and reference numbers differ by more than a point:\n\n${methodLines}`,
    );
  return parts;
}

/** The report with the first `shownRows` rows of the table and the first `shownDetails` details. */
function composeReport(
  report: PrReport,
  rows: readonly PrRow[],
  details: readonly string[],
  shown: { rows: number; details: number },
  marker: string | undefined,
): string {
  const parts: string[] = [];
  if (marker) parts.push(marker);
  parts.push(headline(report).join('\n'));
  parts.push(
    renderBadgeTable(
      rows.slice(0, shown.rows).map((r) => ({ outcome: r.head, baseScore: baseScore(r) })),
      { threshold: report.threshold },
    ),
  );
  if (shown.rows < rows.length) {
    parts.push(
      `_…and ${rows.length - shown.rows} more target(s) not shown to stay under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; see the job summary and the JSON report._`,
    );
  }
  parts.push(...belowTable(report, rows.slice(0, shown.rows)));
  if (report.notes.length) parts.push(report.notes.map((n) => `> ${mdText(n)}`).join('\n'));
  if (shown.details > 0) parts.push(details.slice(0, shown.details).join('\n\n'));
  const left = details.length - shown.details;
  if (left > 0) {
    parts.push(
      `_Details of ${left} target${left === 1 ? '' : 's'} left out to keep this under GitHub's ${GITHUB_BODY_LIMIT.toLocaleString('en-US')}-character limit; the job summary and the JSON report have them all._`,
    );
  }
  parts.push(footer(report));
  return parts.join('\n\n') + '\n';
}

/** The most of `max` that still fits (what is measured grows with the count), found by bisection. */
function mostThatFits(max: number, fits: (n: number) => boolean): number {
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The pull request report as markdown, kept under `maxChars` by trimming details first (and saying so). */
export function renderPrReport(report: PrReport, options: RenderOptions = {}): RenderedReport {
  const maxChars = options.maxChars ?? Infinity;
  const size = options.measure ?? ((text: string) => text.length);
  const withDetails = options.withDetails ?? true;
  const rows = ordered(report);
  if (rows.length === 0) return renderEmptyReport(report, options.marker);

  const details = withDetails ? rows.map(renderRowDetails) : [];
  const compose = (shownRows: number, shownDetails: number): string =>
    composeReport(report, rows, details, { rows: shownRows, details: shownDetails }, options.marker);
  let shownRows = rows.length;
  let shownDetails = details.length;
  let body = compose(shownRows, shownDetails);
  if (size(body) > maxChars) {
    shownDetails = mostThatFits(details.length, (n) => size(compose(rows.length, n)) <= maxChars);
    body = compose(shownRows, shownDetails);
  }
  if (size(body) > maxChars) {
    // Even the bare table is too long: keep the most rows that fit.
    shownRows = mostThatFits(rows.length, (n) => size(compose(n, 0)) <= maxChars);
    body = compose(shownRows, 0);
  }
  return { body, trimmedDetails: details.length - shownDetails, trimmedRows: rows.length - shownRows };
}

export type CommentResult = {
  action: 'created' | 'updated';
  id: number;
  /** The token's identity, when it was asked. */
  author: string | null;
  /** Comments carried the marker but the token's identity could not be told: none was edited. */
  identityUnknown: boolean;
};

/** The sticky marker for a `comment-key` ('' = the default marker). */
export function stickyMarker(key: string): string {
  return key ? `<!-- plugin-eval:sticky:${key} -->` : STICKY_MARKER;
}

/**
 * Creates the sticky comment, or updates ours: a comment that starts with the marker AND was
 * written by the token's own identity. A comment anyone else wrote is never edited, whatever it
 * carries; when the identity cannot be told, a new comment is made. The identity is asked only
 * when some comment carries the marker (or a create must be checked). Throws GitHubApiError.
 */
export async function upsertStickyComment(
  api: GitHubApi,
  issueNumber: number,
  body: string,
  marker: string = STICKY_MARKER,
): Promise<CommentResult> {
  let known: string | null | undefined;
  const whoAmI = async (): Promise<string | null> => (known === undefined ? (known = await api.viewerLogin()) : known);
  const mineOf = (list: Array<{ id: number; author: string }>, me: string) =>
    list.find((c) => c.author.toLowerCase() === me.toLowerCase()) ?? null;

  const candidates = await api.findComments(issueNumber, marker);
  const me = candidates.length ? await whoAmI() : null;
  const existing = me ? mineOf(candidates, me) : null;
  if (existing) {
    await api.updateComment(existing.id, body);
    return { action: 'updated', id: existing.id, author: me, identityUnknown: false };
  }
  const created = await api.createComment(issueNumber, body, async () => {
    const who = await whoAmI();
    return who ? mineOf(await api.findComments(issueNumber, marker), who) : null;
  });
  return { action: 'created', id: created.id, author: known ?? null, identityUnknown: candidates.length > 0 && !known };
}
