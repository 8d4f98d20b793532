// Searching a text line by line without splitting it: which lines hold a match, and whether one
// line holds two matches in order. Every function here is one pass over the text (a million-line
// SKILL.md costs a few searches, not a regex call per line).

/** The next match at or after `from`: its end offset (as `first`) or its start (as `second`); -1 when none. */
export type NextMatch = (text: string, from: number) => number;

/** A `g` regex as inOrderOnALine's `first`: the end of its next match. */
export function regexEnd(re: RegExp): NextMatch {
  return (text, from) => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m ? m.index + m[0].length : -1;
  };
}

/** A `g` regex as inOrderOnALine's `second`: the start of its next match. */
export function regexStart(re: RegExp): NextMatch {
  return (text, from) => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m ? m.index : -1;
  };
}

/**
 * Whether a line has a match of `first` and, starting at or after its end, a match of `second`
 * (`first.*second` as one regex, `.` stopping where `lineEnd` ends a line), in one pass over the
 * text: a line's earliest `first` leaves `second` the most room, so each line needs its first
 * `first` and the next `second` after it. Both match words only (never a line break), so a match in
 * the whole text is a match in its line: a line break is a non-word character, as a line's edge is.
 */
export function inOrderOnALine(
  text: string,
  first: NextMatch,
  second: NextMatch,
  lineEnd: (text: string, from: number) => number = nextNewline,
): boolean {
  // The next `second` at or after `from` is found once and kept while `from` stays at or before it.
  let secondFrom = -1;
  let secondAt = -1;
  for (let pos = 0; pos <= text.length;) {
    const from = first(text, pos);
    if (from < 0) return false;
    const end = lineEnd(text, from);
    if (secondFrom < 0 || from < secondFrom || (secondAt >= 0 && from > secondAt)) {
      secondFrom = from;
      secondAt = second(text, from);
    }
    if (secondAt < 0) return false;
    if (secondAt < end) return true;
    pos = end + 1;
  }
  return false;
}

/** Offset of the \n ending the line that holds `from` (the text's length on the last line). */
export function nextNewline(text: string, from: number): number {
  const i = text.indexOf('\n', from);
  return i < 0 ? text.length : i;
}

/** Line breaks in text[0, end). */
export function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Calls `fn` with the 0-based index, start and end of each line (split at \n) of `text` holding a
 * match of `re` (g flag; its matches must not hold a line break), once per line, in order; stops
 * when `fn` returns true.
 */
export function forLinesMatching(
  text: string,
  re: RegExp,
  fn: (line: number, start: number, end: number) => boolean | void,
): void {
  let line = 0;
  let counted = 0;
  re.lastIndex = 0;
  for (;;) {
    const m = re.exec(text);
    if (!m) return;
    for (let i = text.indexOf('\n', counted); i >= 0 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
    const start = text.lastIndexOf('\n', m.index - 1) + 1;
    const nl = text.indexOf('\n', m.index);
    const end = nl < 0 ? text.length : nl;
    if (fn(line, start, end) === true || nl < 0) return;
    line++;
    counted = nl + 1;
    re.lastIndex = nl + 1;
  }
}

/** Whether some line of `text` holds a match of `find` (g flag) for which `holds` is true. */
export function someLineMatching(
  text: string,
  find: RegExp,
  holds: (line: number, start: number, end: number) => boolean,
): boolean {
  let found = false;
  forLinesMatching(text, find, (line, start, end) => (found = holds(line, start, end)));
  return found;
}

/** Whether some line (split at \n) holds at least `min` pipes; one pass, by indexOf. */
export function hasLineWithPipes(text: string, min: number): boolean {
  for (let p = text.indexOf('|'); p >= 0;) {
    const end = nextNewline(text, p);
    let n = 0;
    for (let q = p; q >= 0 && q < end; q = text.indexOf('|', q + 1)) if (++n >= min) return true;
    p = text.indexOf('|', end);
  }
  return false;
}
