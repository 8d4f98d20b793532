// A document's length that does not depend on how its prose is wrapped: blank lines count
// nothing, code, headings and table rows a line each, and each paragraph, list item or quote
// counts as its text (runs of spaces collapsed) wrapped at WRAP_COLUMNS. Re-wrapping a paragraph,
// unwrapping it or adding blank lines leaves the length as it was.
import { PROSE, type Doc } from './document.js';
import { perDocFrom } from './perDoc.js';

export const WRAP_COLUMNS = 80;

const LIST_ITEM = /^\s{0,12}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;
/** Lines that stand alone: headings, table rows, HTML, rules (`---`, `***`, `___`). */
const STANDALONE = /^\s{0,3}(?:#|\||<|(?:[-*_]\s*){3,}$)/;

/** Characters of a line with its runs of whitespace collapsed and its ends trimmed. */
function collapsedLength(line: string): number {
  let n = 0;
  let space = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    const isSpace = c === 0x20 || c === 0x09 || c === 0x0d || c === 0xa0;
    if (isSpace) space = n > 0;
    else {
      n += space ? 2 : 1;
      space = false;
    }
  }
  return n;
}

/** wrappedLineCount's answers, by document and first line. */
const countedFrom = perDocFrom(countWrappedLines);

/**
 * Lines of `doc` from line `from` on, its prose as if wrapped at WRAP_COLUMNS. Counted once per
 * document: a skill edited and scored again (the calibrated advice) reads a body left as it was
 * through the same document.
 */
export function wrappedLineCount(doc: Doc, from = 0): number {
  return countedFrom(doc, from);
}

function countWrappedLines(doc: Doc, from: number): number {
  const { raw, kind } = doc;
  let count = 0;
  /** Characters of the open paragraph, list item or quote (-1: none open). */
  let open = -1;
  let quote = false;
  const close = () => {
    if (open >= 0) count += Math.max(1, Math.ceil(open / WRAP_COLUMNS));
    open = -1;
  };
  for (let i = from; i < raw.length; i++) {
    const line = raw[i];
    const len = collapsedLength(line);
    if (len === 0) {
      close();
      continue;
    }
    if (kind[i] !== PROSE || STANDALONE.test(line)) {
      close();
      count++;
      continue;
    }
    const isQuote = /^\s{0,3}>/.test(line);
    // A list item starts a unit, and so does a quote after text or text after a quote.
    if (LIST_ITEM.test(line) || isQuote !== quote) close();
    quote = isQuote;
    open = open < 0 ? len : open + 1 + len;
  }
  close();
  return count;
}
