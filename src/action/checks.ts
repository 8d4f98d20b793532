// The `PluginEval` check run on the pull request's head commit: its conclusion, the report table
// as its summary, and annotations on the SKILL.md lines where each anti-pattern and finding is,
// sent in batches of at most 50 (one create, then updates).
import type { CheckAnnotation, CheckConclusion, GitHubApi } from '../adapters/github.js';
import { GITHUB_ANNOTATIONS_PER_REQUEST } from '../adapters/github.js';
import { decodeText, frontmatterKeyLine } from '../parse/skill.js';
import type { FileSource } from '../read/source.js';
import { READ_LIMITS } from '../read/target.js';
import { antiPatternsOf } from '../reports/format.js';
import { fixFor, ruleInfo } from '../rules/index.js';
import type { EvalOutcome, Finding } from '../contract/types.js';

export const CHECK_NAME = 'PluginEval';
/** Annotations sent at most (a check run shows them all, but each 50 cost one more request). */
export const MAX_ANNOTATIONS = 500;
/** GitHub's limits on an annotation's fields. */
const ANNOTATION_MESSAGE_MAX = 64 * 1024 - 1;
const ANNOTATION_TITLE_MAX = 255;
const SKILL_FILE = 'SKILL.md';

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function findingLevel(f: Finding): CheckAnnotation['annotation_level'] {
  if (f.level === 'high') return 'failure';
  if (f.level === 'medium') return 'warning';
  return 'notice';
}

function message(id: string, what: string): string {
  const fix = fixFor(id);
  return fix ? `${what}\nFix: ${fix}` : what;
}

/**
 * The line of an errored target's bad frontmatter field (`description:` …), read from the head
 * version, so its annotation sits where the problem is; 1 when there is none.
 */
export async function errorFieldLines(
  outcomes: readonly EvalOutcome[],
  source: FileSource,
): Promise<Map<string, number>> {
  const lines = new Map<string, number>();
  for (const o of outcomes) {
    if (o.ok || !o.error.field) continue;
    try {
      const line = frontmatterKeyLine(
        decodeText(await source.readFile(o.error.file, READ_LIMITS.maxSkillBytes), o.error.file),
        o.error.field,
      );
      if (line !== null) lines.set(`${o.error.file}\0${o.error.field}`, line);
    } catch {
      // Unreadable: the annotation stays on line 1.
    }
  }
  return lines;
}

/**
 * Annotations for every anti-pattern and finding of the head results, and for each errored
 * target; the same note on the same line (a plugin repeats its skills' flags) is sent once.
 */
export function buildAnnotations(
  outcomes: readonly EvalOutcome[],
  options: { failOnError: boolean; fieldLines?: Map<string, number> },
): CheckAnnotation[] {
  const out: CheckAnnotation[] = [];
  for (const o of outcomes) {
    if (!o.ok) {
      const file = o.error.file || o.error.plugin_path;
      const line = (o.error.field && options.fieldLines?.get(`${o.error.file}\0${o.error.field}`)) || 1;
      out.push({
        path: file,
        start_line: line,
        end_line: line,
        annotation_level: options.failOnError ? 'failure' : 'warning',
        title: clip(`Could not be scored${o.error.field ? `: ${o.error.field}` : ''}`, ANNOTATION_TITLE_MAX),
        message: clip(o.error.error, ANNOTATION_MESSAGE_MAX),
      });
      continue;
    }
    const r = o.result;
    const fallbackFile = r.kind === 'skill' ? joinPath(r.plugin_path, SKILL_FILE) : r.plugin_path;
    for (const ap of antiPatternsOf(r)) {
      const line = ap.line ?? 1;
      out.push({
        path: ap.file ?? fallbackFile,
        start_line: line,
        end_line: line,
        annotation_level: 'warning',
        title: clip(`${ruleInfo(ap.flag)?.title ?? ap.flag} (${ap.flag})`, ANNOTATION_TITLE_MAX),
        message: clip(message(ap.flag, ap.description), ANNOTATION_MESSAGE_MAX),
      });
    }
    for (const f of r.findings) {
      const line = f.line ?? 1;
      out.push({
        path: f.file ?? fallbackFile,
        start_line: line,
        end_line: line,
        annotation_level: findingLevel(f),
        title: clip(`${ruleInfo(f.rule)?.title ?? f.rule} (${f.rule}, ${f.category})`, ANNOTATION_TITLE_MAX),
        message: clip(message(f.rule, f.message), ANNOTATION_MESSAGE_MAX),
      });
    }
  }
  const seen = new Set<string>();
  return out.filter((a) => {
    const key = [a.path, a.start_line, a.annotation_level, a.title, a.message].join('\0');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function joinPath(dir: string, name: string): string {
  return dir === '.' || dir === '' ? name : `${dir.replace(/\/+$/, '')}/${name}`;
}

export interface CheckRunReport {
  /** The check run's name (the `check-name` input; CHECK_NAME by default). */
  name?: string;
  conclusion: CheckConclusion;
  title: string;
  /** Markdown summary (the report table), already under GitHub's limit. */
  summary: string;
  /** Optional longer markdown (details), already under GitHub's limit. */
  text?: string;
  annotations: CheckAnnotation[];
}

export interface CheckRunResult {
  id: number;
  /** Requests made: one create plus one update per further batch. */
  requests: number;
  annotationsSent: number;
  annotationsDropped: number;
}

/**
 * Creates the completed check run with the first batch of annotations and adds the rest with
 * updates. Throws GitHubApiError (the caller degrades a 403 to a warning).
 */
export async function publishCheckRun(
  api: GitHubApi,
  headSha: string,
  report: CheckRunReport,
): Promise<CheckRunResult> {
  const kept = report.annotations.slice(0, MAX_ANNOTATIONS);
  const dropped = report.annotations.length - kept.length;
  const summary = dropped
    ? `${report.summary}\n\n_${dropped} further annotation(s) not shown (at most ${MAX_ANNOTATIONS} are sent)._`
    : report.summary;
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < kept.length; i += GITHUB_ANNOTATIONS_PER_REQUEST) {
    batches.push(kept.slice(i, i + GITHUB_ANNOTATIONS_PER_REQUEST));
  }
  const output = { title: report.title, summary, ...(report.text ? { text: report.text } : {}) };
  const created = await api.createCheckRun(headSha, report.name ?? CHECK_NAME, report.conclusion, {
    ...output,
    annotations: batches[0] ?? [],
  });
  for (const batch of batches.slice(1)) {
    await api.updateCheckRun(created.id, { title: report.title, summary, annotations: batch });
  }
  return {
    id: created.id,
    requests: Math.max(1, batches.length),
    annotationsSent: kept.length,
    annotationsDropped: dropped,
  };
}
