// Text semantics of the reference (Python 3 `str` and `re`), which the static layer must follow
// exactly: Unicode-aware \w, \b, \s, strip() and splitlines(); lengths in code points.

const W_INNER = '\\p{L}\\p{N}_';
const S_INNER = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `\w` on str: letters, digits/numerics, underscore. */
export const W = `[${W_INNER}]`;
/** Python's `\s` / str.isspace(). */
export const S = `[${S_INNER}]`;
/** Python's `\b`: between a word character and a non-word character (or the text's edge). */
export const B = `(?:(?<=${W})(?!${W})|(?<!${W})(?=${W}))`;

const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/u;

const WORD_LITERAL = /[A-Za-z0-9_]/;

/** Index of the `)` closing the group opened at `open`, and its top-level alternatives. */
function groupAt(pattern: string, open: number): { close: number; alternatives: string[] } | null {
  let depth = 0;
  let inClass = false;
  let altStart = open + (pattern.startsWith('(?:', open) ? 3 : 1);
  const alternatives: string[] = [];
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        alternatives.push(pattern.slice(altStart, i));
        return { close: i, alternatives };
      }
    } else if (c === '|' && depth === 1) {
      alternatives.push(pattern.slice(altStart, i));
      altStart = i + 1;
    }
  }
  return null;
}

/** Whether every match of the pattern piece starts with a word character (plain literals only). */
function startsWithWord(piece: string): boolean {
  if (piece.startsWith('(?:')) {
    const g = groupAt(piece, 0);
    if (g === null || !g.alternatives.every(startsWithWord)) return false;
    const q = piece[g.close + 1];
    if (q === '?' || q === '*') return startsWithWord(piece.slice(g.close + 2));
    return q !== '{';
  }
  let first = 1;
  if (piece[0] === '[') {
    // A class of plain word literals, e.g. [Tt].
    const close = piece.indexOf(']');
    if (close < 0 || !/^[A-Za-z0-9_]+$/.test(piece.slice(1, close))) return false;
    first = close + 1;
  } else if (!WORD_LITERAL.test(piece[0] ?? '')) {
    return false;
  }
  const q = piece[first];
  return q !== '?' && q !== '*' && q !== '{';
}

/** Whether every match of the pattern piece ends with a word character (a plain literal, maybe `s?`). */
function endsWithWord(piece: string): boolean {
  const n = piece.length;
  const literal = (i: number) => i >= 0 && WORD_LITERAL.test(piece[i]) && piece[i - 1] !== '\\';
  if (literal(n - 1)) return true;
  return piece[n - 1] === '?' && literal(n - 2) && literal(n - 3);
}

/**
 * Builds a regex from a pattern written with the placeholders \w, \s and \b meaning Python's
 * Unicode classes. Always uses the `u` flag; `i` for re.IGNORECASE. A \b next to a plain word
 * literal becomes the one-sided check it is equivalent to there, which keeps V8's literal
 * search fast (the two-sided form is ~50× slower on long texts).
 */
export function pyRegex(pattern: string, flags = ''): RegExp {
  // re.IGNORECASE is done here, letter by letter, not with the `i` flag: under /iu JavaScript
  // case-folds the \w and \s classes too (U+0345 folds to a Greek letter, so it would be a word
  // character), while Python's \w stays category-based.
  const ignoreCase = flags.includes('i');
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      const n = pattern[i + 1];
      if (n === 'w') out += inClass ? W_INNER : W;
      else if (n === 's') out += inClass ? S_INNER : S;
      else if (n === 'b' && !inClass) out += boundaryAt(pattern, i);
      else if ((n === 'p' || n === 'P') && pattern[i + 2] === '{' && pattern.indexOf('}', i) > 0) {
        // A property escape is copied whole (its name is not letters of the pattern).
        const close = pattern.indexOf('}', i);
        out += pattern.slice(i, close + 1);
        i = close - 1;
      } else out += c + n;
      i++;
    } else if (ignoreCase && /[A-Za-z]/.test(c)) {
      if (inClass && pattern[i + 1] === '-' && /[A-Za-z]/.test(pattern[i + 2] ?? '')) {
        // A letter range: both cases, and the extra letters of the ones it covers.
        const lo = c.toLowerCase();
        const hi = (pattern[i + 2] as string).toLowerCase();
        out += `${lo}-${hi}${lo.toUpperCase()}-${hi.toUpperCase()}`;
        for (const [letter, extra] of Object.entries(PY_IGNORECASE_EXTRA))
          if (letter >= lo && letter <= hi) out += extra;
        i += 2;
      } else {
        const set = caseSet(c);
        out += inClass ? set : `[${set}]`;
      }
    } else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      out += c;
    }
  }
  const plain = flags.replace('i', '');
  return new RegExp(out, plain.includes('u') ? plain : plain + 'u');
}

/**
 * What an ASCII letter matches under Python's re.IGNORECASE on str beyond its two cases (computed
 * with sre: the characters whose simple lower case is the letter, and sre's extra equivalences).
 */
const PY_IGNORECASE_EXTRA: Record<string, string> = { i: '\u0130\u0131', k: '\u212a', s: '\u017f' };

/** The class body of what letter `c` matches case-insensitively, as Python's re does. */
function caseSet(c: string): string {
  const lower = c.toLowerCase();
  return lower + lower.toUpperCase() + (PY_IGNORECASE_EXTRA[lower] ?? '');
}

/** The cheapest exact form of Python's \b at `pattern[at]` (the backslash). */
function boundaryAt(pattern: string, at: number): string {
  const after = pattern.slice(at + 2);
  if (startsWithWord(after)) return `(?<!${W})`;

  const before = pattern.slice(0, at);
  if (before.endsWith(')')) {
    // Find the group that this `)` closes.
    for (let open = before.lastIndexOf('('); open >= 0; open = before.lastIndexOf('(', open - 1)) {
      const g = groupAt(before, open);
      if (g && g.close === before.length - 1) {
        const plainGroup = before.startsWith('(?:', open) || before[open + 1] !== '?';
        if (plainGroup && g.alternatives.every(endsWithWord)) return `(?!${W})`;
        break;
      }
    }
  } else if (endsWithWord(before)) {
    return `(?!${W})`;
  }
  return B;
}

/** Python's whitespace characters are all in the BMP, so strip() can scan UTF-16 units. */
const SPACE_UNITS = new Set(
  Array.from(
    '\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000',
    (c) => c.charCodeAt(0),
  ),
);

/** Python's str.strip() with no argument. */
export function pyStrip(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && SPACE_UNITS.has(s.charCodeAt(start))) start++;
  while (end > start && SPACE_UNITS.has(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** Whether a UTF-16 unit ends a line for Python's str.splitlines(). */
function isPyLineBreak(c: number): boolean {
  return (
    c === 0x0a ||
    c === 0x0d ||
    c === 0x0b ||
    c === 0x0c ||
    (c >= 0x1c && c <= 0x1e) ||
    c === 0x85 ||
    c === 0x2028 ||
    c === 0x2029
  );
}

/** Any line break of splitlines() other than \n (text that holds none splits like split('\n')). */
const OTHER_LINE_BREAK = /[\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/u;

/**
 * The lines of Python's str.splitlines() as [start, end) offsets, passed to `fn` in order with their
 * 0-based index; no string is made. `fn` returning true stops the walk.
 */
export function forEachPyLine(s: string, fn: (start: number, end: number, index: number) => boolean | void): void {
  const n = s.length;
  if (n === 0) return;
  const onlyNewlines = !OTHER_LINE_BREAK.test(s);
  let start = 0;
  let index = 0;
  for (;;) {
    let end: number;
    if (onlyNewlines) {
      end = s.indexOf('\n', start);
      if (end < 0) end = n;
    } else {
      end = start;
      while (end < n && !isPyLineBreak(s.charCodeAt(end))) end++;
    }
    // A trailing line break does not start a new (empty) line.
    if (end === n) {
      if (start < n) fn(start, n, index);
      return;
    }
    if (fn(start, end, index++) === true) return;
    start = s.charCodeAt(end) === 0x0d && s.charCodeAt(end + 1) === 0x0a ? end + 2 : end + 1;
    if (start === n) return;
  }
}

/** Python's str.splitlines() (without keepends). */
export function pySplitlines(s: string): string[] {
  if (s === '') return [];
  const parts = s.split(LINE_BREAK);
  // A trailing line break does not start a new (empty) line.
  if (parts.length > 0 && parts[parts.length - 1] === '' && LINE_BREAK.test(s.slice(-1))) parts.pop();
  return parts;
}

/** Whether the code units in [start, end) of `s` are all Python whitespace (true for an empty range). */
export function isPySpaceRange(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!SPACE_UNITS.has(s.charCodeAt(i))) return false;
  return true;
}

/** pyStrip(s.slice(start, end)), slicing only what is kept. */
export function pyStripRange(s: string, start: number, end: number): string {
  while (start < end && SPACE_UNITS.has(s.charCodeAt(start))) start++;
  while (end > start && SPACE_UNITS.has(s.charCodeAt(end - 1))) end--;
  return s.slice(start, end);
}

/** Length in Unicode code points, as Python's len(). */
export function cpLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Number of non-overlapping matches (re.findall count). The regex must have the g flag. */
export function countMatches(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  for (const _ of s.matchAll(re)) n++;
  return n;
}

/** How many times `ch` (one UTF-16 unit) occurs in `s`. */
export function countChar(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/** Offsets where each line (split at \n) starts, for the last text asked about. */
let startsOf: { text: string; starts: Int32Array } | null = null;

/** Offsets where the lines of `text` (split at \n) start; computed once per text. */
export function lineStarts(text: string): Int32Array {
  if (startsOf !== null && startsOf.text === text) return startsOf.starts;
  const starts = new Int32Array(countChar(text, '\n') + 1);
  let k = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts[k++] = i + 1;
  startsOf = { text, starts };
  return starts;
}

/** Maps string offsets in `text` to 1-based line numbers (the table is built on the first call). */
export function lineIndex(text: string): (offset: number) => number {
  let starts: Int32Array | null = null;
  return (offset: number) => {
    starts ??= lineStarts(text);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** The 1-based line `line` of `text` (split at \n), without its newline; '' past the end. */
export function lineAt(text: string, line: number): string {
  const starts = lineStarts(text);
  if (line < 1 || line > starts.length) return '';
  const end = line < starts.length ? starts[line] - 1 : text.length;
  return text.slice(starts[line - 1], end);
}
