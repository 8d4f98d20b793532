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

/**
 * A 52-bit key of a string: two 32-bit multiplicative hashes (FNV-1a and a murmur-style mix) side
 * by side, kept as one safe integer so that a collection's counts hold numbers, not texts.
 */
export function lineKey(s: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return (a >>> 0) * 0x100000 + ((b >>> 0) & 0xfffff);
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
  if (k === FENCE || raw.trim() === '') return false;
  if (k !== PROSE) return true;
  if (HEADING.test(raw)) return false;
  // Only a line opening on one of these can be a separator or a comment: most lines are known without a copy.
  if (!MAY_BE_MARKUP_ONLY.test(raw)) return true;
  const n = raw.replace(/\s+/g, ' ').trim();
  return !TABLE_SEPARATOR.test(n) && !HTML_COMMENT_ONLY.test(n);
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
    const n = sharedText(doc, i, end);
    if (n !== null) {
      const key = lineKey(n);
      if (!keys.has(key)) keys.set(key, { line: i, chars: n.length });
    }
    i = end;
  }
  return { keys, units };
}

/** sharedLineKeysOfDoc of a SKILL.md's body (after the frontmatter). */
export function sharedLineKeys(text: string): SharedLineKeys {
  return sharedLineKeysOfDoc(readDoc(text), bodyStartLine(text));
}
