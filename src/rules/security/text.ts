// Text helpers shared by the security rules: normalisation, safe excerpts, logical lines, fences.
import { EXCERPT_MAX, NEGATION_WINDOW } from './thresholds.js';
import { isWhiteSpace } from '../../text/whiteSpace.js';

/** Zero-width characters (and the invisible math operators and the Mongolian vowel separator). */
export function isZeroWidth(cp: number): boolean {
  return (cp >= 0x200b && cp <= 0x200d) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff || cp === 0x180e;
}
/** Unicode tag characters: invisible ASCII look-alikes ("ASCII smuggling"). */
export function isTagChar(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}
export function isBidiControl(cp: number): boolean {
  return (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

const INVISIBLE_CLASS =
  '[\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u180e\\u202a-\\u202e\\u2066-\\u2069\\u{e0000}-\\u{e007f}]';
export const INVISIBLE_RE = new RegExp(INVISIBLE_CLASS, 'gu');
export const HAS_INVISIBLE_RE = new RegExp(INVISIBLE_CLASS, 'u');
export const EMOJI_RE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f\u20e3]/u;
export const LETTER_OR_MARK_RE = /[\p{L}\p{M}]/u;

export const ASCII_ONLY_RE = /^[\x00-\x7f]*$/u;

/** Text the phrase rules look at: compatibility-normalised, invisible characters removed. */
export function normalise(line: string): string {
  // ASCII is NFKC-stable and holds no invisible character: most lines need no work.
  if (ASCII_ONLY_RE.test(line)) return line;
  return line.normalize('NFKC').replace(INVISIBLE_RE, '');
}

export function hex(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

/** A short, safe quote of hostile text: controls and invisibles shown as U+XXXX, whitespace collapsed. */
export function excerpt(s: string, max = EXCERPT_MAX): string {
  let out = '';
  let n = 0;
  for (const ch of s.replace(/\s+/g, ' ').trim()) {
    const cp = ch.codePointAt(0) as number;
    const shown =
      cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || isZeroWidth(cp) || isTagChar(cp) || isBidiControl(cp)
        ? `<${hex(cp)}>`
        : ch;
    out += shown;
    if (++n >= max) return out + '…';
  }
  return out;
}

export interface Line {
  /** 1-based line number of the first physical line. */
  line: number;
  /** 1-based line number of the last physical line (a continued command spans several). */
  last: number;
  text: string;
}

/** A shell line continued on the next: it ends with a backslash, or with PowerShell's lone backtick
 *  after a space (a backtick closing Markdown inline code is not one). Returns the offset of that
 *  backslash or backtick (the rest of the line is whitespace), or -1 when the line does not continue. */
function continuation(line: string): number {
  let e = line.length;
  while (e > 0 && isWhiteSpace(line.charCodeAt(e - 1))) e--;
  if (e === 0) return -1;
  const c = line.charCodeAt(e - 1);
  if (c === 0x5c) return e - 1;
  if (c === 0x60 && e >= 2 && isWhiteSpace(line.charCodeAt(e - 2)) && line.indexOf('`') === e - 1) return e - 1;
  return -1;
}

/** Shortest logical line a rule reads: none of them can match fewer characters (a downloader and a
 *  pipe, a URL, a credential), so shorter lines are left out. */
export const MIN_LOGICAL_LINE = 4;

/** Physical lines joined where a shell command continues on the next line (the continuation mark
 *  becomes a space); logical lines shorter than MIN_LOGICAL_LINE are left out. */
export function logicalLines(lines: readonly string[]): Line[] {
  const out: Line[] = [];
  let current: Line | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const cut = continuation(raw);
    if (current === null && cut < 0) {
      if (raw.length >= MIN_LOGICAL_LINE) out.push({ line: i + 1, last: i + 1, text: raw });
      continue;
    }
    const piece = cut < 0 ? raw : raw.slice(0, cut) + ' ';
    if (current) {
      current.text += piece;
      current.last = i + 1;
    } else {
      current = { line: i + 1, last: i + 1, text: piece };
    }
    if (cut < 0) {
      if (current.text.length >= MIN_LOGICAL_LINE) out.push(current);
      current = null;
    }
  }
  if (current && current.text.length >= MIN_LOGICAL_LINE) out.push(current);
  return out;
}

/** Which lines (0-based) lie inside fenced code blocks (``` or ~~~), fences included: 1 inside, 0 not. */
export function fencedLines(lines: readonly string[]): Uint8Array {
  const inside = new Uint8Array(lines.length);
  let open: { ch: string; len: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // A fence starts with up to three spaces, then ` or ~.
    const c = line.charCodeAt(0);
    const m = c === 0x20 || c === 0x60 || c === 0x7e ? /^ {0,3}(`{3,}|~{3,})/.exec(line) : null;
    if (open) {
      inside[i] = 1;
      if (m && m[1][0] === open.ch && m[1].length >= open.len && line.trim() === m[1]) open = null;
    } else if (m) {
      inside[i] = 1;
      open = { ch: m[1][0], len: m[1].length };
    }
  }
  return inside;
}

const NEGATION_RE =
  /\b(?:never|not|don'?t|do\s+not|avoid|without|no|cannot|can'?t|mustn'?t|shouldn'?t|won'?t|refuse|forbidden|prohibited)\b/iu;

/** Whether the clause just before `at` negates what follows ("never print the token"). */
export function negatedBefore(text: string, at: number): boolean {
  const window = text.slice(Math.max(0, at - NEGATION_WINDOW), at);
  const clause = window.split(/[.!?;:]/u).pop() ?? '';
  return NEGATION_RE.test(clause);
}

export function allMatches(re: RegExp, s: string): RegExpMatchArray[] {
  re.lastIndex = 0;
  return [...s.matchAll(re)];
}
