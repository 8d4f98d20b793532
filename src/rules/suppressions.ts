// Inline suppressions in SKILL.md, and the stable fingerprint of a flag or finding.
//   <!-- plugin-eval-disable RULE[,RULE…] [reason] -->            the whole file
//   <!-- plugin-eval-disable-next-line RULE[,RULE…] [reason] -->  the next line only
// A suppressed anti-pattern or finding stays in the reports, marked, but does not count (penalty,
// gates). A suppression that matches nothing is itself a finding. The scan is one pass over the
// text: each comment is found with indexOf, never with a backtracking pattern.
import * as crypto from 'node:crypto';
import { registerRules } from './catalog.js';
import type { AntiPattern, Finding } from '../contract/types.js';

export const UNUSED_SUPPRESSION = 'UNUSED_SUPPRESSION';
/** Longest comment read as a suppression (longer ones are ordinary comments). */
const MAX_DIRECTIVE_LENGTH = 500;
const DIRECTIVE = /^plugin-eval-(disable-next-line|disable)\s+([A-Z0-9_,\s]*[A-Z0-9_])(?:\s+(.*))?$/s;

registerRules([
  {
    id: UNUSED_SUPPRESSION,
    title: 'Unused suppression',
    description: 'A plugin-eval-disable comment names a rule that does not fire where it applies.',
    fix: 'Remove the comment, or correct the rule id or its place.',
    why: 'A stale suppression hides the next real problem of that rule without anyone deciding to.',
    bad: '<!-- plugin-eval-disable-next-line MISSING_TRIGGER -->\nA line that triggers nothing.',
    good: 'The same line without the comment.',
  },
]);

export interface Suppression {
  rules: string[];
  scope: 'file' | 'next-line';
  /** 1-based line of the comment. */
  line: number;
  reason: string;
}

/** Marks added to a suppressed anti-pattern or finding, and the fingerprint every one carries. */
export type Marks = Pick<Finding, 'fingerprint' | 'suppressed' | 'suppression_reason'>;

/** The suppression comments of a text, in order. */
export function parseSuppressions(text: string): Suppression[] {
  const out: Suppression[] = [];
  let line = 1;
  let counted = 0;
  let at = text.indexOf('<!--');
  while (at !== -1) {
    const end = text.indexOf('-->', at + 4);
    if (end === -1) break;
    for (let i = text.indexOf('\n', counted); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
    counted = at;
    const inner = text.slice(at + 4, end).trim();
    if (inner.length <= MAX_DIRECTIVE_LENGTH && inner.startsWith('plugin-eval-disable')) {
      const m = DIRECTIVE.exec(inner);
      if (m) {
        const rules = m[2].split(/[\s,]+/).filter(Boolean);
        out.push({ rules, scope: m[1] === 'disable' ? 'file' : 'next-line', line, reason: (m[3] ?? '').trim() });
      }
    }
    at = text.indexOf('<!--', end + 3);
  }
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** The last text normalised: the findings on one (maybe very long) line share it. */
let lastNormalised = { text: '', normalised: '' };

function normalise(s: string): string {
  if (s === lastNormalised.text) return lastNormalised.normalised;
  // ASCII text is its own NFKC form.
  const nfkc = NON_ASCII.test(s) ? s.normalize('NFKC') : s;
  lastNormalised = { text: s, normalised: nfkc.replace(/\s+/g, ' ').trim().toLowerCase() };
  return lastNormalised.normalised;
}

/**
 * A fingerprint that survives moving lines: the rule, the file and the normalised text of the
 * flagged line (the message when there is no line), with a counter for repeats of the same text.
 */
export function fingerprintOf(rule: string, file: string, text: string): string {
  return sha256Hex(`${rule}\0${file}\0${normalise(text)}`).slice(0, 32);
}

/** One-shot SHA-256 (crypto.hash, Node 20.12+: no Hash object per call), else createHash. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
function sha256Hex(data: string): string {
  return oneShot ? oneShot('sha256', data, 'hex') : crypto.createHash('sha256').update(data).digest('hex');
}

/**
 * Line `n` (1-based) of `text` split at \n, as `text.split('\n')[n - 1]` gives it, without splitting
 * the whole text: the offsets of the \n are found once, when a first line is asked for.
 */
function lineReader(text: string): (n: number) => string | undefined {
  let breaks: number[] | null = null;
  return (n) => {
    if (breaks === null) {
      breaks = [];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks.push(i);
    }
    if (!Number.isInteger(n) || n < 1 || n > breaks.length + 1) return undefined;
    const start = n === 1 ? 0 : breaks[n - 2] + 1;
    const end = n === breaks.length + 1 ? text.length : breaks[n - 1];
    return text.slice(start, end);
  };
}

interface Flagged {
  rule: string;
  file?: string;
  line?: number;
  message: string;
}

/**
 * Marks the anti-patterns and findings of one SKILL.md: fingerprints on all, `suppressed` on those a
 * comment (or `disabled`, the rules a configuration turns off) silences. Returns the findings for
 * unused suppressions. Items of other files are fingerprinted but not suppressed here.
 */
export function applySuppressions(
  text: string,
  file: string,
  antiPatterns: AntiPattern[],
  findings: Finding[],
  disabled: ReadonlySet<string> = new Set(),
): Finding[] {
  const lineAt = lineReader(text);
  const suppressions = parseSuppressions(text);
  const used = suppressions.map(() => false);
  const seen = new Map<string, number>();
  const mark = (item: Flagged, target: Marks): void => {
    const lineText = item.file === file && item.line !== undefined ? (lineAt(item.line) ?? '') : '';
    const base = fingerprintOf(item.rule, item.file ?? file, lineText.trim() !== '' ? lineText : item.message);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    target.fingerprint = n === 0 ? base : `${base}:${n}`;
    if (disabled.has(item.rule)) {
      target.suppressed = true;
      target.suppression_reason = 'disabled in the configuration';
      return;
    }
    if (item.file !== undefined && item.file !== file) return;
    suppressions.forEach((s, i) => {
      if (!s.rules.includes(item.rule)) return;
      const applies = s.scope === 'file' || (item.line !== undefined && item.line === s.line + 1);
      if (!applies) return;
      used[i] = true;
      target.suppressed = true;
      if (s.reason) target.suppression_reason = s.reason;
    });
  };
  for (const ap of antiPatterns) mark({ rule: ap.flag, file: ap.file, line: ap.line, message: ap.description }, ap);
  for (const f of findings) mark({ rule: f.rule, file: f.file, line: f.line, message: f.message }, f);
  const unused: Finding[] = [];
  suppressions.forEach((s, i) => {
    if (used[i]) return;
    unused.push({
      rule: UNUSED_SUPPRESSION,
      category: 'spec',
      severity: 0,
      level: 'low',
      message: `The ${s.scope === 'file' ? 'file' : 'next-line'} suppression of ${s.rules.join(', ')} matches nothing${s.scope === 'next-line' ? ' on the next line' : ''}.`,
      file,
      line: s.line,
    });
  });
  for (const f of unused) f.fingerprint = fingerprintOf(f.rule, file, lineAt(f.line ?? 1) ?? f.message);
  return unused;
}

/** Whether an anti-pattern or finding counts (is not suppressed). */
export function counts(item: Marks): boolean {
  return item.suppressed !== true;
}
