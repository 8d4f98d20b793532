// Paragraphs of a SKILL.md that can be boilerplate shared between the skills of one collection (the
// sibling skill folders of a repository or plugin), each reduced to a numeric key. The reading
// layer counts the keys of every skill of a collection once (src/read/collection.ts) and keeps only
// the keys; REPEATED_BOILERPLATE looks the skill's own keys up. Both go through this one function,
// so that a paragraph matches exactly when its normalised text does (but for a hash collision, about
// one in 2^52). A paragraph (its lines joined: where it is wrapped is no part of what it says) is
// one unit of text, as a list item, a table row or a line of code is.
import { bodyStartLine } from './mentions.js';
import { FENCE, PROSE, readDoc, type Doc } from './document.js';
import { paragraphEnd, paragraphText } from './specified.js';
import { isWhiteSpace } from '../../text/whiteSpace.js';

/** Shorter paragraphs (after normalising) are ordinary phrases such as "Do not use it for:", never boilerplate. */
export const MIN_SHARED_LINE_CHARS = 30;

/** A list marker or a block quote marker, with the whitespace after it. */
const LEADING_MARK = /^(?:\s*(?:[-*+>]|\d+[.)]))+\s+/;
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;
const TABLE_SEPARATOR = /^\|?[\s:|-]+\|?$/;
const HTML_COMMENT_ONLY = /^<!--.*-->$/;
/** A line whose first visible character may open a table separator (| : -) or an HTML comment (<). */
const MAY_BE_MARKUP_ONLY = /^\s*[|:<-]/;
const LETTER = /\p{L}/u;

/** A paragraph as compared across skills: no list marker, whitespace collapsed, lower-cased. */
export function normaliseSharedLine(raw: string): string {
  return raw.replace(LEADING_MARK, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The seeds of lineKey's two hashes. */
const SEED_A = 0x811c9dc5;
const SEED_B = 0x9747b28c;
/** lineKey's first hash (FNV-1a) after one more unit. */
const stepA = (a: number, c: number): number => Math.imul(a ^ c, 0x01000193);
/** lineKey's second hash (murmur-style) after one more unit. */
function stepB(b: number, c: number): number {
  const m = Math.imul(b ^ c, 0x5bd1e995);
  return m ^ (m >>> 13);
}
/** The two hashes as one safe integer. */
const keyOf = (a: number, b: number): number => (a >>> 0) * 0x100000 + ((b >>> 0) & 0xfffff);

/**
 * A 52-bit key of a string: two 32-bit multiplicative hashes (FNV-1a and a murmur-style mix) side
 * by side, kept as one safe integer so that a collection's counts hold numbers, not texts.
 */
export function lineKey(s: string): number {
  let a = SEED_A;
  let b = SEED_B;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = stepA(a, c);
    b = stepB(b, c);
  }
  return keyOf(a, b);
}

/** Whether a line is blank (only white space), without the copy trim() makes. */
function isBlank(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) if (!isWhiteSpace(raw.charCodeAt(i))) return false;
  return true;
}

/**
 * Whether a line that is not blank is markup only: a table separator or a lone HTML comment, as
 * TABLE_SEPARATOR and HTML_COMMENT_ONLY read it with its white space collapsed and trimmed. Read in
 * place (the collapsed copy was garbage per list item): the separator is a line of white space,
 * `|`, `:` and `-` alone; the comment a line that, trimmed, opens with `<!--` and closes with `-->`
 * after it (collapsing keeps both, and keeps them apart).
 */
function markupOnly(raw: string): boolean {
  let separator = true;
  for (let i = 0; i < raw.length && separator; i++) {
    const c = raw.charCodeAt(i);
    separator = c === 0x7c || c === 0x3a || c === 0x2d || isWhiteSpace(c);
  }
  if (separator) return true;
  let start = 0;
  let end = raw.length;
  while (isWhiteSpace(raw.charCodeAt(start))) start++;
  while (isWhiteSpace(raw.charCodeAt(end - 1))) end--;
  return end - start >= 7 && raw.startsWith('<!--', start) && raw.endsWith('-->', end);
}

/**
 * Whether a line says something: not blank, not a fence line, and in prose not a heading, a table
 * separator, a rule or a lone HTML comment. REPEATED_BOILERPLATE's finding counts its shared
 * paragraphs among the units of such lines: a heading names what follows and a fence wraps it, so
 * empty headings and empty code blocks are none.
 */
export function holdsText(doc: Doc, i: number): boolean {
  const raw = doc.raw[i];
  const k = doc.kind[i];
  if (k === FENCE || isBlank(raw)) return false;
  if (k !== PROSE) return true;
  if (HEADING.test(raw)) return false;
  // Only a line opening on one of these can be a separator or a comment: most lines are known at once.
  if (!MAY_BE_MARKUP_ONLY.test(raw)) return true;
  return !markupOnly(raw);
}

export interface SharedLineKeys {
  /** Each paragraph that can be boilerplate, once per distinct key: its first 0-based line, its normalised length. */
  keys: Map<number, { line: number; chars: number }>;
  /**
   * Units of text (holdsText): a paragraph, a list item, a table row, a line of code, as the
   * finding counts them; re-wrapping a paragraph leaves it one unit.
   */
  units: number;
}

/** A paragraph's lines joined, normalised; null when it cannot be boilerplate. */
function sharedText(doc: Doc, from: number, to: number): string | null {
  const joined = paragraphText(doc, from, to);
  // A text shorter than the minimum cannot reach it after normalising (lower-casing at most doubles it).
  if (joined.length * 2 < MIN_SHARED_LINE_CHARS) return null;
  const n = normaliseSharedLine(joined);
  if (n.length < MIN_SHARED_LINE_CHARS || TABLE_SEPARATOR.test(n) || HTML_COMMENT_ONLY.test(n)) return null;
  return LETTER.test(n) ? n : null;
}

/** A paragraph that can be boilerplate: the key of its normalised text, and that text's length. */
interface ParagraphKey {
  key: number;
  chars: number;
}

/** A paragraph's key through its normalised text (sharedText); null when it cannot be boilerplate. */
function paragraphKeyOfText(doc: Doc, from: number, to: number): ParagraphKey | null {
  const n = sharedText(doc, from, to);
  return n === null ? null : { key: lineKey(n), chars: n.length };
}

/** A unit LEADING_MARK can consume: white space, a list or quote mark, a digit, `.` or `)`. */
function markUnit(c: number): boolean {
  return (
    isWhiteSpace(c) ||
    c === 0x2d ||
    c === 0x2a ||
    c === 0x2b ||
    c === 0x3e ||
    c === 0x2e ||
    c === 0x29 ||
    (c >= 0x30 && c <= 0x39)
  );
}

/**
 * Where LEADING_MARK's match ends in a paragraph opening with the line `first` (0: none), or -1 when
 * the match could run on into the next line. It consumes mark units only, so a line holding
 * another unit decides it alone.
 */
function markEnd(first: string): number {
  let i = 0;
  while (i < first.length && markUnit(first.charCodeAt(i))) i++;
  if (i === first.length) return -1;
  const m = LEADING_MARK.exec(first);
  return m === null ? 0 : m[0].length;
}

/**
 * paragraphKeyOfText read in place, without the joined and normalised copies it makes of every
 * paragraph: the units of the lines joined by spaces, from the end of the list marker on, white
 * space collapsed and trimmed, ASCII letters lower-cased, hashed as lineKey hashes them, with what
 * sharedText asks of the text noted on the way (its length, whether it is all separator units, how
 * it opens and closes, a letter). Undefined when the paragraph holds a unit outside ASCII that is
 * no white space (lower-casing it is Unicode's), or a marker that may run on: it is read through
 * the text instead.
 */
function asciiParagraphKey(doc: Doc, from: number, to: number): ParagraphKey | null | undefined {
  const first = markEnd(doc.raw[from]);
  if (first < 0) return undefined;
  let a = SEED_A;
  let b = SEED_B;
  let chars = 0;
  let space = false;
  let separator = true;
  let letter = false;
  let head = 0;
  let tail = 0;
  for (let j = from; j <= to; j++) {
    const line = doc.raw[j];
    // The space joining a line to the one before it is white space like any other.
    if (j > from && chars > 0) space = true;
    for (let i = j === from ? first : 0; i < line.length; i++) {
      let c = line.charCodeAt(i);
      if (isWhiteSpace(c)) {
        space = chars > 0;
        continue;
      }
      if (c >= 0x80) return undefined;
      if (c >= 0x41 && c <= 0x5a) c += 0x20;
      if (space) {
        a = stepA(a, 0x20);
        b = stepB(b, 0x20);
        if (chars < 4) head = head * 0x100 + 0x20;
        tail = ((tail << 8) | 0x20) & 0xffffff;
        chars++;
        space = false;
      }
      a = stepA(a, c);
      b = stepB(b, c);
      if (chars < 4) head = head * 0x100 + c;
      tail = ((tail << 8) | c) & 0xffffff;
      chars++;
      separator &&= c === 0x7c || c === 0x3a || c === 0x2d;
      letter ||= c >= 0x61 && c <= 0x7a;
    }
  }
  // The checks of sharedText: TABLE_SEPARATOR (all `|`, `:`, `-` and spaces), HTML_COMMENT_ONLY
  // (`<!--` … `-->`, seven units at least), LETTER.
  const comment = chars >= 7 && head === COMMENT_HEAD && tail === COMMENT_TAIL;
  if (chars < MIN_SHARED_LINE_CHARS || separator || comment || !letter) return null;
  return { key: keyOf(a, b), chars };
}

/** `<!--` and `-->` as asciiParagraphKey packs a text's first four and last three units. */
const COMMENT_HEAD = 0x3c212d2d;
const COMMENT_TAIL = 0x2d2d3e;

/** The key of a paragraph that can be boilerplate, read in place when it is ASCII; null when it cannot be. */
function paragraphKey(doc: Doc, from: number, to: number): ParagraphKey | null {
  const found = asciiParagraphKey(doc, from, to);
  return found === undefined ? paragraphKeyOfText(doc, from, to) : found;
}

/**
 * The keys of a document's prose paragraphs long enough to be boilerplate, from line `start` on (not
 * in a code block, not a heading, a table separator or a lone HTML comment), and its units of text.
 * One pass: each line is read once, a paragraph's lines when it is met.
 */
export function sharedLineKeysOfDoc(doc: Doc, start: number): SharedLineKeys {
  const keys: SharedLineKeys['keys'] = new Map();
  let units = 0;
  for (let i = start; i < doc.raw.length; i++) {
    if (!holdsText(doc, i)) continue;
    units++;
    if (doc.kind[i] !== PROSE) continue;
    const end = paragraphEnd(doc, i);
    const found = paragraphKey(doc, i, end);
    if (found !== null && !keys.has(found.key)) keys.set(found.key, { line: i, chars: found.chars });
    i = end;
  }
  return { keys, units };
}

/** sharedLineKeysOfDoc of a SKILL.md's body (after the frontmatter). */
export function sharedLineKeys(text: string): SharedLineKeys {
  return sharedLineKeysOfDoc(readDoc(text), bodyStartLine(text));
}
