// Lines of a SKILL.md that can be boilerplate shared between the skills of one collection (the
// sibling skill folders of a repository or plugin), each reduced to a numeric key. The reading
// layer counts the keys of every skill of a collection once (src/read/collection.ts) and keeps only
// the keys; REPEATED_BOILERPLATE looks the skill's own keys up. Both go through this one function,
// so that a line matches exactly when its normalised text does (but for a hash collision, about one
// in 2^52).
import { bodyStartLine } from './mentions.js';
import { PROSE, readDoc } from './document.js';

/** Shorter lines (after normalising) are ordinary phrases such as "## Examples", never boilerplate. */
export const MIN_SHARED_LINE_CHARS = 30;

/** A list marker or a block quote marker, with the whitespace after it. */
const LEADING_MARK = /^(?:\s*(?:[-*+>]|\d+[.)]))+\s+/;
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;
const TABLE_SEPARATOR = /^\|?[\s:|-]+\|?$/;
const HTML_COMMENT_ONLY = /^<!--.*-->$/;
const LETTER = /\p{L}/u;

/** A prose line as compared across skills: no list marker, whitespace collapsed, lower-cased. */
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

export interface SharedLineKeys {
  /** The key of each line that can be boilerplate, once per distinct line, with its first 0-based line. */
  keys: Map<number, number>;
  /** Non-blank lines of the body (the denominator of the shared share). */
  bodyLines: number;
}

/**
 * The keys of a SKILL.md's prose lines long enough to be boilerplate: after the frontmatter, not
 * in a code block, not a heading, a table separator or a lone HTML comment. One pass.
 */
export function sharedLineKeys(text: string): SharedLineKeys {
  const doc = readDoc(text);
  const keys = new Map<number, number>();
  let bodyLines = 0;
  for (let i = bodyStartLine(text); i < doc.raw.length; i++) {
    const raw = doc.raw[i];
    if (raw.trim() === '') continue;
    bodyLines++;
    // A line shorter than the minimum cannot reach it after normalising (lower-casing at most doubles it).
    if (doc.kind[i] !== PROSE || raw.length * 2 < MIN_SHARED_LINE_CHARS || HEADING.test(raw)) continue;
    const n = normaliseSharedLine(raw);
    if (n.length < MIN_SHARED_LINE_CHARS || TABLE_SEPARATOR.test(n) || HTML_COMMENT_ONLY.test(n)) continue;
    if (!LETTER.test(n)) continue;
    const key = lineKey(n);
    if (!keys.has(key)) keys.set(key, i);
  }
  return { keys, bodyLines };
}
