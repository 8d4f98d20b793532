// ENCODED_BLOB: long encoded blobs: base64 (also wrapped over lines), hex runs, escaped byte strings.
import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import type { Collector } from './collector.js';
import type { SecurityDetector, SecurityScan } from './scan.js';
import { excerpt } from './text.js';
import { BASE64_CHARS_PER_SLASH, BASE64_MIN_CHARS, BASE64_WRAPPED_LINE_MIN, HEX_MIN_CHARS } from './thresholds.js';

const ID = 'ENCODED_BLOB';

function isBase64Char(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
}
function isHexChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Random-looking base64: mixed case and digits, few slashes (a long path is not a blob). */
export function looksLikeBase64(run: string): boolean {
  let upper = 0;
  let lower = 0;
  let digit = 0;
  let slash = 0;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) upper++;
    else if (c >= 0x61 && c <= 0x7a) lower++;
    else if (c >= 0x30 && c <= 0x39) digit++;
    else if (c === 0x2f) slash++;
  }
  return upper > 0 && lower > 0 && digit > 0 && slash * BASE64_CHARS_PER_SLASH <= run.length;
}

export function longestHexRun(s: string): number {
  let best = 0;
  let run = 0;
  let digits = false;
  let letters = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isHexChar(c)) {
      run++;
      if (c <= 0x39) digits = true;
      else letters = true;
      if (digits && letters && run > best) best = run;
    } else {
      run = 0;
      digits = false;
      letters = false;
    }
  }
  return best;
}

const DATA_IMAGE_RE = /data:image\/[\w.+-]+;base64,$/iu;
const ESCAPED_HEX_RE = new RegExp(`(?:\\\\x[0-9a-f]{2}){${Math.ceil(HEX_MIN_CHARS / 2)},}`, 'iu');
const WHOLE_LINE_BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/u;

/** Maximal base64 runs of a line at least `min` long: [start, end) offsets. */
function base64Runs(line: string, min: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const inRun = i < line.length && isBase64Char(line.charCodeAt(i));
    if (inRun && start < 0) start = i;
    else if (!inRun && start >= 0) {
      let end = i;
      while (end < line.length && end - i < 2 && line.charCodeAt(end) === 0x3d) end++; // '=' padding
      if (end - start >= min) runs.push([start, end]);
      start = -1;
    }
  }
  return runs;
}

function reportBlob(run: string, line: number, prefix: string, out: Collector): boolean {
  const hexLen = longestHexRun(run);
  if (hexLen >= HEX_MIN_CHARS) {
    out.add(ID, 'medium', line, `${prefix}hex run of ${hexLen} digits: "${excerpt(run, 24)}"`);
    return true;
  }
  if (run.length >= BASE64_MIN_CHARS && looksLikeBase64(run)) {
    out.add(ID, 'medium', line, `${prefix}base64 run of ${run.length} characters: "${excerpt(run, 24)}"`);
    return true;
  }
  return false;
}

/** Shortest base64 run that can be reported (as base64 or as hex). */
const BLOB_RUN_MIN = Math.min(BASE64_MIN_CHARS, HEX_MIN_CHARS);

/** The lines of the wrapped block starting at line i (trimmed), and the line after it. */
function wrappedBlock(lines: readonly string[], i: number): { parts: string[]; end: number } {
  const parts = [lines[i].trim()];
  let j = i + 1;
  while (j < lines.length) {
    const t = lines[j].trim();
    if (t === '' || !WHOLE_LINE_BASE64_RE.test(t)) break;
    parts.push(t);
    j++;
    if (t.length < BASE64_WRAPPED_LINE_MIN) break; // a short last line ends the block
  }
  return { parts, end: j };
}

/**
 * The first r (r ≤ parts.length - 2) such that reportBlob reports parts[r..] joined, or -1; what
 * calling reportBlob on each suffix in turn decides, in one pass over the block instead of one per
 * suffix. A suffix's longest hex run is the longest mixed run lying wholly inside it, or the run it
 * cuts, measured from the cut; its base64 figures are sums over its lines.
 */
export function firstReportedSuffix(parts: readonly string[]): number {
  const block = parts.join('');
  // Maximal hex runs: [start, end) and the last digit and last letter in each (-1: none).
  const runs: Array<{ start: number; end: number; lastDigit: number; lastLetter: number }> = [];
  for (let x = 0; x < block.length;) {
    if (!isHexChar(block.charCodeAt(x))) {
      x++;
      continue;
    }
    const run = { start: x, end: x, lastDigit: -1, lastLetter: -1 };
    for (; x < block.length && isHexChar(block.charCodeAt(x)); x++) {
      if (block.charCodeAt(x) <= 0x39) run.lastDigit = x;
      else run.lastLetter = x;
    }
    run.end = x;
    runs.push(run);
  }
  // Longest mixed run among runs k.. (a run is mixed when it holds a digit and a letter).
  const longestFrom = new Array<number>(runs.length + 1).fill(0);
  for (let k = runs.length - 1; k >= 0; k--) {
    const r = runs[k];
    longestFrom[k] = Math.max(longestFrom[k + 1], r.lastDigit >= 0 && r.lastLetter >= 0 ? r.end - r.start : 0);
  }
  // Character classes per line, summed from the end.
  const tally = (t: string) => {
    let upper = 0;
    let lower = 0;
    let digit = 0;
    let slash = 0;
    for (let x = 0; x < t.length; x++) {
      const c = t.charCodeAt(x);
      if (c >= 0x41 && c <= 0x5a) upper++;
      else if (c >= 0x61 && c <= 0x7a) lower++;
      else if (c >= 0x30 && c <= 0x39) digit++;
      else if (c === 0x2f) slash++;
    }
    return [upper, lower, digit, slash, t.length];
  };
  const from: number[][] = new Array(parts.length + 1);
  from[parts.length] = [0, 0, 0, 0, 0];
  for (let r = parts.length - 1; r >= 0; r--) {
    const own = tally(parts[r]);
    from[r] = from[r + 1].map((v, k) => v + own[k]);
  }
  let offset = 0;
  let k = 0; // first run starting at or after offset
  for (let r = 0; r <= parts.length - 2; r++) {
    while (k < runs.length && runs[k].start < offset) k++;
    let hexLen = longestFrom[k];
    const cut = k > 0 ? runs[k - 1] : null;
    if (cut && cut.end > offset && cut.lastDigit >= offset && cut.lastLetter >= offset)
      hexLen = Math.max(hexLen, cut.end - offset);
    if (hexLen >= HEX_MIN_CHARS) return r;
    const [upper, lower, digit, slash, length] = from[r];
    if (length >= BASE64_MIN_CHARS && upper > 0 && lower > 0 && digit > 0 && slash * BASE64_CHARS_PER_SLASH <= length)
      return r;
    offset += parts[r].length;
  }
  return -1;
}

function detect(ctx: RuleContext, scan: SecurityScan, out: Collector): void {
  const { lines } = ctx;
  const { prefilter } = scan;
  const lineChecks = (i: number) => {
    const line = lines[i];
    // A run is part of its line, so a shorter line has none long enough.
    if (!prefilter || line.length >= BLOB_RUN_MIN) {
      for (const [s, e] of base64Runs(line, BLOB_RUN_MIN)) {
        if (e - s < BLOB_RUN_MIN) continue;
        if (DATA_IMAGE_RE.test(line.slice(Math.max(0, s - 64), s))) continue; // an inline picture
        reportBlob(line.slice(s, e), i + 1, '', out);
      }
    }
    // Every escaped byte starts with a backslash.
    const esc = prefilter && !line.includes('\\') ? null : ESCAPED_HEX_RE.exec(line);
    if (esc)
      out.add(ID, 'medium', i + 1, `escaped byte string of ${esc[0].length / 4} bytes: "${excerpt(esc[0], 24)}"`);
  };
  let i = 0;
  while (i < lines.length) {
    // A blob wrapped over several lines (PEM style): consecutive lines made only of base64. Every
    // line of a block but the last starts a block with the same end (a suffix), which is looked at
    // only when the longer ones were not reported: firstReportedSuffix finds which in one pass.
    // Trimming only shortens: a shorter line cannot start a block.
    const first = lines[i].length < BASE64_WRAPPED_LINE_MIN ? '' : lines[i].trim();
    if (first.length >= BASE64_WRAPPED_LINE_MIN && WHOLE_LINE_BASE64_RE.test(first)) {
      const { parts, end } = wrappedBlock(lines, i);
      if (end - i > 1) {
        const r = firstReportedSuffix(parts);
        const stop = r < 0 ? end - 1 : i + r;
        for (; i < stop; i++) lineChecks(i);
        if (r >= 0) {
          reportBlob(parts.slice(r).join(''), i + 1, `${end - i} wrapped lines, `, out);
          i = end;
        }
        continue;
      }
    }
    lineChecks(i);
    i++;
  }
}

export const encodedBlob = defineRule<SecurityDetector>({
  id: ID,
  family: 'security',
  title: 'Long encoded blob',
  description: `A base64 run of ${BASE64_MIN_CHARS}+ characters or a hex run of ${HEX_MIN_CHARS}+ digits hides content from review.`,
  why: 'Nobody reviews what they cannot read: a blob can carry a script, a binary or a key past every reviewer and filter, to be decoded and run by the model or by a command the skill hands it.',
  bad: "echo 'H4sIAAAAAAAAA+1YbW/bNhD+7l9B…(4,000 more characters)' | base64 -d | gunzip > helper",
  good: 'Run scripts/setup.sh (committed next to this SKILL.md, readable in review).',
  fix: 'Ship the content as a readable file (or drop it) and reference it; never embed encoded payloads or keys.',
  detect,
});
