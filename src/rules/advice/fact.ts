// What an advice rule finds: a measured fact that holds one static dimension below its maximum,
// quoting the text and line where it can. Each rule of the family reads one dimension; the
// helpers here find the line a fact quotes.
import { nextWord, type BoundedWord } from '../../parse/markdown/document.js';
import type { DimensionName, Method } from '../../contract/types.js';
import type { RuleContext } from '../context.js';

/** A measured fact that holds a dimension below its maximum. */
export interface AdviceFact {
  dimension: DimensionName;
  /** Catalog id whose fix text applies. */
  rule: string;
  fact: string;
  quote?: string;
  line?: number;
}

/** An advice rule's detector: its fact about a skill, or null when the rule does not apply. */
export type AdviceDetector = (ctx: RuleContext, method: Method) => AdviceFact | null;

const QUOTE_MAX = 120;

/** The text on one line, cut after QUOTE_MAX code points (a pair of surrogates is one, a lone one is one). */
export function quote(text: string): string {
  const one = text.replace(/\s+/gu, ' ').trim();
  if (one.length <= QUOTE_MAX) return one;
  let at = 0;
  for (let n = 0; n < QUOTE_MAX && at < one.length; n++) {
    const c = one.charCodeAt(at);
    const pair = c >= 0xd800 && c <= 0xdbff && at + 1 < one.length && (one.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
    at += pair ? 2 : 1;
  }
  return at < one.length ? `${one.slice(0, at)}…` : one;
}

export const word = (text: string, boundaryBefore: boolean, boundaryAfter: boolean): BoundedWord => ({
  text,
  boundaryBefore,
  boundaryAfter,
});

/**
 * The first line (split at \n, 1-based) with a match of `re`, found by one search of the whole
 * text: `re` matches words only, and a line's edge is a non-word character as \n is.
 */
export function firstLine(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  return m ? lineOfOffset(text, m.index) : null;
}

/** The line (split at \n, 1-based) holding offset `at`. */
function lineOfOffset(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** firstLine for the alternation of `words`: the leftmost match of any is the regex's match. */
export function firstLineOfWords(text: string, words: readonly BoundedWord[]): number | null {
  let at = -1;
  for (const w of words) {
    const i = nextWord(text, w, 0);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  return at < 0 ? null : lineOfOffset(text, at);
}
