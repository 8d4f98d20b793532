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

const SPACE_CHARS = new RegExp(`^${S}$`, 'u');
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/u;

/**
 * Builds a regex from a pattern written with the placeholders \w, \s and \b meaning Python's
 * Unicode classes. Always uses the `u` flag; `i` for re.IGNORECASE.
 */
export function pyRegex(pattern: string, flags = ''): RegExp {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      const n = pattern[i + 1];
      if (n === 'w') out += inClass ? W_INNER : W;
      else if (n === 's') out += inClass ? S_INNER : S;
      else if (n === 'b' && !inClass) out += B;
      else out += c + n;
      i++;
    } else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      out += c;
    }
  }
  return new RegExp(out, flags.includes('u') ? flags : flags + 'u');
}

export function isPySpace(ch: string): boolean {
  return SPACE_CHARS.test(ch);
}

/** Python's str.strip() with no argument. */
export function pyStrip(s: string): string {
  const chars = Array.from(s);
  let start = 0;
  let end = chars.length;
  while (start < end && isPySpace(chars[start])) start++;
  while (end > start && isPySpace(chars[end - 1])) end--;
  return chars.slice(start, end).join('');
}

/** Python's str.splitlines() (without keepends). */
export function pySplitlines(s: string): string[] {
  if (s === '') return [];
  const parts = s.split(LINE_BREAK);
  // A trailing line break does not start a new (empty) line.
  if (parts.length > 0 && parts[parts.length - 1] === '' && LINE_BREAK.test(s.slice(-1))) parts.pop();
  return parts;
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
