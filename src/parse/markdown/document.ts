// Reading a markdown document the way its reader does: prose apart from code (fenced blocks and
// inline code spans are examples, not instructions or links), headings with the content under
// them, content words. Every function here is one pass over its input.

/** What a line of a markdown document is. */
export const PROSE = 0;
/** A fence marker line (``` or ~~~ opening or closing a block). */
export const FENCE = 1;
/** Inside a fenced block (not the markers themselves). */
export const IN_FENCE = 2;

export interface CodeBlock {
  lang: string;
  /** Non-blank lines inside the block. */
  contentLines: number;
}

export interface Heading {
  level: number;
  /** Heading text, lower-cased, whitespace collapsed. */
  title: string;
  line: number;
  /** Whether any non-blank, non-heading line follows before the next heading. */
  hasContent: boolean;
}

/**
 * A markdown document, one entry per line in flat arrays (a million-line text makes no object per
 * line): the text of each line, what it is, and for prose lines holding inline code spans the line
 * with the spans blanked out and the spans' text.
 */
export interface Doc {
  /** The document as given. */
  text: string;
  /** Its lines (split at \n, a trailing \r dropped). */
  raw: readonly string[];
  /** PROSE, FENCE or IN_FENCE, per line. */
  kind: Uint8Array;
  /** 1 for a prose line holding a backtick (its inline code spans are split off when asked: splitInlineCode). */
  ticks: Uint8Array;
  blocks: CodeBlock[];
  headings: Heading[];
}

/** A line with inline code spans blanked out; '' for fence and fenced lines. */
export function proseAt(doc: Doc, i: number): string {
  if (doc.kind[i] !== PROSE) return '';
  return doc.ticks[i] === 1 ? splitInlineCode(doc.raw[i]).prose : doc.raw[i];
}

/** The text of a line's inline code spans (joined by spaces), or the whole line inside a fence. */
export function codeAt(doc: Doc, i: number): string {
  const k = doc.kind[i];
  if (k === IN_FENCE) return doc.raw[i];
  if (k === FENCE) return '';
  return doc.ticks[i] === 1 ? splitInlineCode(doc.raw[i]).code : '';
}

/** proseAt and codeAt of a line at once. */
export function proseAndCodeAt(doc: Doc, i: number): { prose: string; code: string } {
  if (doc.kind[i] === PROSE && doc.ticks[i] === 1) return splitInlineCode(doc.raw[i]);
  return { prose: proseAt(doc, i), code: codeAt(doc, i) };
}

/** The fence marker a line opens or closes with (``` or ~~~, three or more), or null. */
export function fenceMarker(line: string): { char: string; len: number; info: string } | null {
  // A marker starts with up to three spaces, then ` or ~: most lines are ruled out by their first character.
  const first = line.charCodeAt(0);
  if (first !== 0x20 && first !== 0x60 && first !== 0x7e) return null;
  let i = 0;
  while (i < line.length && i < 4 && line[i] === ' ') i++;
  const c = line[i];
  if (c !== '`' && c !== '~') return null;
  let j = i;
  while (j < line.length && line[j] === c) j++;
  if (j - i < 3) return null;
  return { char: c, len: j - i, info: line.slice(j).trim() };
}

/** Blanks inline code spans (`…`, ``…``) out of a line; returns the prose and the code text. */
export function splitInlineCode(line: string): { prose: string; code: string } {
  if (!line.includes('`')) return { prose: line, code: '' };
  let prose = '';
  const code: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      const next = line.indexOf('`', i);
      const end = next < 0 ? line.length : next;
      prose += line.slice(i, end);
      i = end;
      continue;
    }
    let run = i;
    while (run < line.length && line[run] === '`') run++;
    const ticks = line.slice(i, run);
    const close = line.indexOf(ticks, run);
    if (close < 0) {
      // An unmatched run is literal text.
      prose += ticks;
      i = run;
      continue;
    }
    code.push(line.slice(run, close));
    prose += ' '.repeat(close + ticks.length - i);
    i = close + ticks.length;
  }
  return { prose, code: code.join(' ') };
}

const HEADING_START = /^ {0,3}(#{1,6})[ \t]+/;

/**
 * `s` without a closing run of #s and the whitespace after it (what replace(/#+\s*$/, '') does, by hand: the regex
 * retries the run from each #).
 */
function stripClosingHashes(s: string): string {
  let end = s.length;
  while (end > 0 && /\s/.test(s[end - 1])) end--;
  let start = end;
  while (start > 0 && s.charCodeAt(start - 1) === 0x23) start--;
  return start === end ? s : s.slice(0, start);
}

/**
 * Whether readDoc reads the lines after `line` as it would after any other line of its kind: it
 * opens no fenced block and is no heading (a line before any heading marks no heading's content).
 */
export function leavesNoOpenBlock(line: string): boolean {
  return fenceMarker(line) === null && !HEADING_START.test(line);
}

/** The document's lines, code blocks and headings, in one pass. */
export function readDoc(text: string): Doc {
  const split = text.split('\n');
  const raw = text.includes('\r') ? split.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)) : split;
  const kind = new Uint8Array(raw.length);
  const ticks = new Uint8Array(raw.length);
  const blocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  let open: { char: string; len: number; block: CodeBlock } | null = null;
  for (let index = 0; index < raw.length; index++) {
    const line = raw[index];
    const marker = fenceMarker(line);
    if (open) {
      if (marker && marker.char === open.char && marker.len >= open.len && marker.info === '') {
        open = null;
        kind[index] = FENCE;
      } else {
        if (line.trim() !== '') {
          open.block.contentLines++;
          if (headings.length > 0) headings[headings.length - 1].hasContent = true;
        }
        kind[index] = IN_FENCE;
      }
      continue;
    }
    if (marker) {
      const lang = /^[\w+#.-]*/u.exec(marker.info)?.[0] ?? '';
      const block: CodeBlock = { lang: lang.toLowerCase(), contentLines: 0 };
      blocks.push(block);
      open = { char: marker.char, len: marker.len, block };
      kind[index] = FENCE;
      continue;
    }
    if (line.includes('`')) ticks[index] = 1;
    const c = line.charCodeAt(0);
    const h = c === 0x20 || c === 0x23 ? HEADING_START.exec(line) : null;
    if (h) {
      headings.push({
        level: h[1].length,
        title: collapse(stripClosingHashes(line.slice(h[0].length))).toLowerCase(),
        line: index,
        hasContent: false,
      });
    } else if (headings.length > 0 && line.trim() !== '') {
      headings[headings.length - 1].hasContent = true;
    }
  }
  return { text, raw, kind, ticks, blocks, headings };
}

export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Offset of the first character of line `line` (0-based) in `text`, or -1 when it has fewer lines. */
export function lineOffset(text: string, line: number): number {
  let offset = 0;
  for (let i = 0; i < line && offset >= 0; i++) offset = text.indexOf('\n', offset) + 1 || -1;
  return offset;
}

/**
 * The prose of a document from line `from` on, as one string with the document's lines (lines
 * before `from`, fence lines and fenced lines are empty): a word or a phrase without a line break
 * is found in it exactly where it is in the prose of a line.
 */
export function proseOf(doc: Doc, from = 0): string {
  const n = doc.raw.length;
  if (doc.blocks.length === 0 && !doc.text.includes('`') && !doc.text.includes('\r')) {
    // Plain text: the prose is the text itself.
    const offset = lineOffset(doc.text, from);
    if (offset < 0 || from >= n) return '\n'.repeat(Math.max(0, n - 1));
    return '\n'.repeat(from) + doc.text.slice(offset);
  }
  const parts = new Array<string>(n);
  for (let i = 0; i < n; i++) parts[i] = i >= from ? proseAt(doc, i) : '';
  return parts.join('\n');
}

/** Function words and words that say nothing about what a skill does or when (pushy filler included). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet of to in on at by for from with without into onto over under about as is are was were be been being ' +
    'it its this that these those there here then than thus also just very really quite any all each every some such other another more most ' +
    'can could should would may might must will shall do does did done has have had not no yes if when whenever while where which who whom whose what why how ' +
    'i you your yours we our us they them their he she his her me my mine one ones etc e.g i.e via per up out off too only own same both either neither ' +
    'use uses used using usage skill skills claude user users agent model this tool tools ' +
    'proactively automatically always never trigger triggers triggered triggering invoke invoked invoking activate activates auto automatic ' +
    'help helps helping assist assists various several many much lots things thing stuff like need needs needed want wants'
  ).split(' '),
);

/** Words too generic to name a situation on their own (the stuff of nonsense "for X, when Y" lists). */
const GENERIC = new Set(
  (
    'working work works task tasks file files building build creating create testing test debugging debug deploying deploy configuring configure ' +
    'setting set implementing implement doing making make handling handle managing manage running run writing write reading read ' +
    'stuff general generic anything everything something code coding project projects development developing'
  ).split(' '),
);

// A word, as contentWords and wordCount find it by hand: a match of /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A word's comparison form: lower case, a plural or possessive `s` dropped. */
export function wordKey(w: string): string {
  let k = w.toLowerCase().replace(/['’]s$/, '');
  if (k.length > 4 && k.endsWith('s') && !k.endsWith('ss')) k = k.slice(0, -1);
  return k;
}

/** Content words of a text (lower-cased keys), in order, with repeats. CJK runs count a word per two characters. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  eachContentWord(text, (w) => out.push(w));
  return out;
}

/** The content words of a word (a match of the word pattern): its key, none for a stop word, pairs of a CJK run. */
function wordContent(word: string, visit: (key: string) => void): void {
  const w = withoutSuspendedHyphen(word);
  if (CJK.test(w)) {
    for (let i = 0; i < w.length; i += 2) visit(w.slice(i, i + 2));
    return;
  }
  const lower = w.toLowerCase();
  if (lower.length < 3 || STOPWORDS.has(lower)) return;
  visit(wordKey(lower));
}

/**
 * A word without the hyphens it ends with: the first part of a compound whose second part is written
 * once for several ("function-, class- or line-focused" names functions and classes), not a word of
 * its own.
 */
function withoutSuspendedHyphen(w: string): string {
  let end = w.length;
  while (end > 0 && w.charCodeAt(end - 1) === 0x2d) end--;
  return end === w.length ? w : w.slice(0, end);
}

/** wordContent for a word of ASCII letters, numbers, apostrophes and hyphens (no CJK, no ’). */
function asciiWordContent(word: string, visit: (key: string) => void): void {
  const w = withoutSuspendedHyphen(word);
  if (w.length < 3) return;
  const lower = w.toLowerCase();
  if (STOPWORDS.has(lower)) return;
  const end = lower.length;
  let k =
    end >= 2 && lower.charCodeAt(end - 1) === 0x73 && lower.charCodeAt(end - 2) === 0x27 ? lower.slice(0, -2) : lower;
  if (k.length > 4 && k.endsWith('s') && !k.endsWith('ss')) k = k.slice(0, -1);
  visit(k);
}

/** A UTF-16 unit that is an ASCII letter or number. */
function isAsciiAlnum(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}

/** Whether the code point at `i` is a letter or a number (\p{L}\p{N}), for units outside ASCII. */
function letterOrNumberAt(text: string, i: number): boolean {
  LETTER_OR_NUMBER_AT.lastIndex = i;
  return LETTER_OR_NUMBER_AT.test(text);
}

/** Units of the code point at `i`: 2 for a surrogate pair, else 1 (a lone surrogate is one, as under the u flag). */
function unitsAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}

/**
 * contentWords, each word handed to `visit` in order: the matches of the word pattern found by hand (a match
 * object per word was most of the cost of matchAll), the words of ASCII alone read without regexes.
 */
export function eachContentWord(text: string, visit: (key: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const starts = c < 0x80 ? isAsciiAlnum(c) : letterOrNumberAt(text, i);
    if (!starts) {
      i += c < 0x80 ? 1 : unitsAt(text, i);
      continue;
    }
    const start = i;
    let ascii = c < 0x80;
    i += ascii ? 1 : unitsAt(text, i);
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d < 0x80) {
        if (!isAsciiAlnum(d) && d !== 0x27 && d !== 0x2d) break;
        i++;
      } else if (d === 0x2019 || letterOrNumberAt(text, i)) {
        ascii = false;
        i += unitsAt(text, i);
      } else break;
    }
    const w = text.slice(start, i);
    if (ascii) asciiWordContent(w, visit);
    else wordContent(w, visit);
  }
}

/** Content words that name something specific (not generic activity words). */
export function specificWords(text: string): string[] {
  return contentWords(text).filter((w) => !GENERIC.has(w) && !GENERIC.has(w + 's'));
}

/** A letter or a number ([\p{L}\p{N}]) at a given offset, for code points outside ASCII. */
const LETTER_OR_NUMBER_AT = /[\p{L}\p{N}]/uy;

/**
 * How many matches of the word pattern a text holds, counted by hand (a match object per word is most of the
 * cost of matchAll): a match starts at a letter or number that no match runs through, and runs on
 * over letters, numbers, apostrophes and hyphens.
 */
export function wordCount(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) {
        if (!inWord) n++;
        inWord = true;
      } else if (c !== 0x27 && c !== 0x2d) {
        inWord = false;
      }
      continue;
    }
    // One code point (a surrogate pair is one, a lone surrogate is one too, as under the u flag).
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    LETTER_OR_NUMBER_AT.lastIndex = i;
    if (LETTER_OR_NUMBER_AT.test(text)) {
      if (!inWord) n++;
      inWord = true;
    } else if (c !== 0x2019) {
      inWord = false;
    }
    if (pair) i++;
  }
  return n;
}

/** Whether a UTF-16 unit is a word character of a regex without the u and i flags ([A-Za-z0-9_]). */
function isAsciiWordUnit(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/** A literal word to find, with \b (ASCII word characters, no u or i flag) required before and/or after it. */
export interface BoundedWord {
  text: string;
  boundaryBefore: boolean;
  boundaryAfter: boolean;
}

/**
 * The first offset at or after `from` where `w` matches as its regex would (/\bword\b/, or without
 * either \b; the leftmost match), or -1: found by indexOf rather than a regex tried at every offset.
 */
export function nextWord(text: string, w: BoundedWord, from: number): number {
  for (let at = text.indexOf(w.text, from); at >= 0; at = text.indexOf(w.text, at + 1)) {
    if (w.boundaryBefore && at > 0 && isAsciiWordUnit(text.charCodeAt(at - 1))) continue;
    const end = at + w.text.length;
    if (w.boundaryAfter && end < text.length && isAsciiWordUnit(text.charCodeAt(end))) continue;
    return at;
  }
  return -1;
}

/**
 * Whether `text` holds one of `words` with a word boundary (\b, ASCII) before it, and after it when
 * `whole`: what /\b(?:w1|w2|…)\b/.test(text) (or without the last \b) says, for words that start and
 * end with a word character.
 */
export function hasWord(text: string, words: readonly string[], whole: boolean): boolean {
  for (const w of words)
    if (nextWord(text, { text: w, boundaryBefore: true, boundaryAfter: whole }, 0) >= 0) return true;
  return false;
}

/** Below these a file holds no real content: a placeholder ("x", "TODO"), a stub, or padding. */
export const SUBSTANCE = { minChars: 60, minDistinctWords: 8, minDistinctRatio: 0.2, minBinaryBytes: 64 } as const;

const PLACEHOLDER = /^(?:x+|todo|tbd|tba|wip|placeholder|coming soon|lorem ipsum|stub|empty|n\/a|\.+|-+)\b/i;

/** Strict UTF-8 (each call decodes a whole file, so nothing carries over between calls). */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/** ASCII units that do not count as visible: \s and the markup punctuation of SUBSTANCE's count. */
const INVISIBLE_ASCII = new Uint8Array(128);
for (const ch of '\t\n\v\f\r #*_`>|=~[]()!:.,;\'"-') INVISIBLE_ASCII[ch.charCodeAt(0)] = 1;
/** \s (no u flag) at one offset, for units outside ASCII. */
const SPACE_AT = /\s/y;
/** A word of the distinct-word count: two or more letters, numbers or underscores. */
const SUBSTANCE_WORD = /[\p{L}\p{N}_]{2,}/gu;

/**
 * How many UTF-16 units of `text` are neither white space nor markup punctuation, counted up to
 * `cap`: what the length of text.replace(/[\s#*_`>|=~[\]()!:.,;'"-]+/g, '') says, up to `cap`.
 */
function visibleUnits(text: string, cap: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n < cap; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (INVISIBLE_ASCII[c] === 0) n++;
      continue;
    }
    SPACE_AT.lastIndex = i;
    if (!SPACE_AT.test(text)) n++;
  }
  return n;
}

/**
 * Whether the words of `text` are varied enough: at least minDistinctWords distinct (lower-cased),
 * and either 40 distinct or a distinct share of minDistinctRatio. Stops reading at the 40th
 * distinct word, where the answer is known.
 */
function variedWords(text: string): boolean {
  const distinct = new Set<string>();
  let count = 0;
  SUBSTANCE_WORD.lastIndex = 0;
  for (let m = SUBSTANCE_WORD.exec(text); m !== null; m = SUBSTANCE_WORD.exec(text)) {
    count++;
    distinct.add(m[0].toLowerCase());
    if (distinct.size >= 40) return true;
  }
  if (distinct.size < SUBSTANCE.minDistinctWords) return false;
  return distinct.size / count >= SUBSTANCE.minDistinctRatio;
}

/** Whether a file's bytes hold real content (text with enough distinct words, or a non-trivial binary). */
export function hasSubstance(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = STRICT_UTF8.decode(bytes);
  } catch {
    return bytes.length >= SUBSTANCE.minBinaryBytes;
  }
  if (text.includes('\u0000')) return bytes.length >= SUBSTANCE.minBinaryBytes;
  // Only whether the visible text reaches 60 and 200 units matters.
  const visible = visibleUnits(text, 200);
  if (visible < SUBSTANCE.minChars) return false;
  if (visible < 200 && PLACEHOLDER.test(text.trim())) return false;
  return variedWords(text);
}
