// The report an unprivileged pull request run uploads (pull-request.json), as publish mode reads
// it: untrusted data, since a fork can change the workflow that wrote it. Its size is checked
// before it is read and every field is validated; nothing in it is trusted beyond its shape.
import { isJsonObject } from '../contract/types.js';
import { promises as fsp } from 'node:fs';
import { isCommitSha } from '../adapters/git.js';

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

function text(x: unknown, where: string, max: number): string {
  if (typeof x !== 'string') throw new ReportError(where, 'is not a string');
  if (x.length > max) throw new ReportError(where, `is longer than ${max} characters`);
  return x;
}

function scoreOrNull(x: unknown, where: string): number | null {
  if (x === null || x === undefined) return null;
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > 100)
    throw new ReportError(where, 'is not a score from 0 to 100');
  return x;
}

function kind(x: unknown, where: string): 'skill' | 'plugin' {
  if (x !== 'skill' && x !== 'plugin') throw new ReportError(where, 'is not "skill" or "plugin"');
  return x;
}

/** Validates the parsed pull-request.json; throws on anything unexpected. */
export function validateReport(raw: unknown): PublishedReport {
  if (!isJsonObject(raw)) throw new ReportError('the top level', 'is not an object');
  const pr = raw.pull_request;
  if (typeof pr !== 'number' || !Number.isInteger(pr) || pr < 1)
    throw new ReportError('pull_request', 'is not a pull request number');
  const head = text(raw.head_sha, 'head_sha', 64);
  const base = text(raw.base_sha, 'base_sha', 64);
  if (!isCommitSha(head)) throw new ReportError('head_sha', 'is not a commit SHA');
  if (!isCommitSha(base)) throw new ReportError('base_sha', 'is not a commit SHA');
  if (!Array.isArray(raw.targets)) throw new ReportError('targets', 'is not a list');
  if (raw.targets.length > PUBLISHED_MAX_TARGETS)
    throw new ReportError('targets', `has more than ${PUBLISHED_MAX_TARGETS} entries`);
  const targets = raw.targets.map((t, i): PublishedTarget => {
    const where = `targets[${i}]`;
    if (!isJsonObject(t)) throw new ReportError(where, 'is not an object');
    const status = t.status;
    if (status !== 'new' && status !== 'changed' && status !== 'not compared')
      throw new ReportError(`${where}.status`, 'is unknown');
    const error =
      t.error === undefined || t.error === null
        ? null
        : isJsonObject(t.error)
          ? text(t.error.error, `${where}.error.error`, 100_000)
          : text(t.error, `${where}.error`, 100_000);
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
  if (!Array.isArray(removedRaw) || removedRaw.length > PUBLISHED_MAX_TARGETS)
    throw new ReportError('removed', 'is not a list of targets');
  const removed = removedRaw.map((r, i) => {
    if (!isJsonObject(r)) throw new ReportError(`removed[${i}]`, 'is not an object');
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
  if (st.size > PUBLISHED_REPORT_MAX_BYTES)
    throw new Error(`input "report-path": ${file} is larger than ${PUBLISHED_REPORT_MAX_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fsp.readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(
      `input "report-path": ${file} is not JSON (${err instanceof Error ? err.message.slice(0, 200) : String(err)})`,
      { cause: err },
    );
  }
  return validateReport(parsed);
}
