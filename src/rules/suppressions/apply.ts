// Applying inline suppressions to the anti-patterns and findings of one SKILL.md. A suppressed
// anti-pattern or finding stays in the reports, marked, but does not count (penalty, gates). A
// suppression that matches nothing is itself a finding (UNUSED_SUPPRESSION).
import type { AntiPattern, Finding } from '../../contract/types.js';
import { parseSuppressions } from './comments.js';
import { fingerprintOf } from './fingerprint.js';
import { unusedSuppression } from './unusedSuppression.js';

/** Marks added to a suppressed anti-pattern or finding, and the fingerprint every one carries. */
export type Marks = Pick<Finding, 'fingerprint' | 'suppressed' | 'suppression_reason'>;

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
  const unused = suppressions.filter((_, i) => !used[i]).map((s) => unusedSuppression(s, file));
  for (const f of unused) f.fingerprint = fingerprintOf(f.rule, file, lineAt(f.line ?? 1) ?? f.message);
  return unused;
}

/** Whether an anti-pattern or finding counts (is not suppressed). */
export function counts(item: Marks): boolean {
  return item.suppressed !== true;
}
