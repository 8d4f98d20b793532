// Whether a heading or a label is followed by what it announces: content that specifies (a code
// block, a table, a list), not a sentence that only names the thing. Each check reads at most a
// fixed window of lines, so a document of n lines costs O(n) however many anchors it holds.
import { FENCE, IN_FENCE, PROSE, type Doc } from './document.js';

/** How many lines past an anchor its specification is looked for. */
export const SPEC_WINDOW = 40;
/** A list item: -, *, + or a number with . or ), then text. */
export const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
/** A numbered list item (1. or 1)). */
export const NUMBERED_ITEM = /^\s*\d+[.)]\s+\S/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** A line that starts a block of its own: a list item, a table row, a block quote. */
const BLOCK_START = /^\s*(?:(?:[-*+]|\d+[.)])\s|\||>)/;

/**
 * Whether lines [from, end) (at most SPEC_WINDOW of them) hold a specification: a non-empty code
 * block, two table rows, or two list items.
 */
export function specifiedBelow(doc: Doc, from: number, end: number): boolean {
  const stop = Math.min(end, from + SPEC_WINDOW, doc.raw.length);
  let items = 0;
  let rows = 0;
  for (let i = from; i < stop; i++) {
    const k = doc.kind[i];
    if (k === IN_FENCE) {
      if (doc.raw[i].trim() !== '') return true;
      continue;
    }
    if (k === FENCE) continue;
    const line = doc.raw[i];
    if (TABLE_ROW.test(line) && ++rows >= 2) return true;
    if (LIST_ITEM.test(line) && ++items >= 2) return true;
  }
  return false;
}

/**
 * The line where the section under heading `h` (an index into doc.headings) ends: the next
 * heading of its level or above, within SPEC_WINDOW.
 */
export function sectionEnd(doc: Doc, h: number): number {
  const level = doc.headings[h].level;
  const limit = doc.headings[h].line + SPEC_WINDOW;
  for (let j = h + 1; j < doc.headings.length; j++) {
    const next = doc.headings[j];
    if (next.line > limit) break;
    if (next.level <= level) return next.line;
  }
  return doc.raw.length;
}

/**
 * Where what a line introduces ends, for lines visited in increasing order: at the next heading of
 * the level of the section holding the line or above (its sub-headings may be the specification:
 * "Structure the output as follows:" then "### 1. Summary"), within SPEC_WINDOW. A cursor over the
 * document's headings that only moves forward.
 */
export function headingCursor(doc: Doc): (line: number) => number {
  let h = 0;
  return (line) => {
    while (h < doc.headings.length && doc.headings[h].line <= line) h++;
    const level = h > 0 ? doc.headings[h - 1].level : 1;
    const limit = line + 1 + SPEC_WINDOW;
    for (let j = h; j < doc.headings.length && doc.headings[j].line < limit; j++)
      if (doc.headings[j].level <= level) return doc.headings[j].line;
    return Math.min(limit, doc.raw.length);
  };
}

/**
 * The last line of the paragraph that holds prose line `i`: the lines after it that continue it (not
 * blank, not code, not a heading, nor the start of a list item, a table row or a block quote). A
 * heading is a paragraph of its own. Where a paragraph is wrapped is no part of what it says, so
 * what an anchor introduces is read after its paragraph, not after its line.
 */
export function paragraphEnd(doc: Doc, i: number): number {
  if (HEADING_LINE.test(doc.raw[i])) return i;
  let j = i;
  while (j + 1 < doc.raw.length) {
    const next = doc.raw[j + 1];
    if (doc.kind[j + 1] !== PROSE || next.trim() === '' || HEADING_LINE.test(next) || BLOCK_START.test(next)) break;
    j++;
  }
  return j;
}

/** Lines `from` to `to` of a paragraph joined with single spaces: a wrapped paragraph read as one line. */
export function paragraphText(doc: Doc, from: number, to: number): string {
  let out = doc.raw[from];
  for (let j = from + 1; j <= to; j++) out += ` ${doc.raw[j]}`;
  return out;
}
