// Reading a markdown document the way its reader does: prose apart from code (fenced blocks and
// inline code spans are examples, not instructions or links), headings with the content under
// them, content words. Every function here is one pass over its input.

/** One line of a markdown document. */
export interface DocLine {
  /** 0-based index in the document's lines. */
  index: number;
  raw: string;
  /** The line with inline code spans blanked out (same length); '' inside fenced blocks. */
  prose: string;
  /** The text of inline code spans on the line (joined by spaces), or the whole line inside a fence. */
  code: string;
  /** A fence marker line (``` or ~~~ opening or closing a block). */
  fence: boolean;
  /** Inside a fenced block (not the markers themselves). */
  inFence: boolean;
}

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

export interface Doc {
  lines: DocLine[];
  blocks: CodeBlock[];
  headings: Heading[];
}

/** The fence marker a line opens or closes with (``` or ~~~, three or more), or null. */
function fenceMarker(line: string): { char: string; len: number; info: string } | null {
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

/** The document's lines, code blocks and headings, in one pass. */
export function readDoc(text: string): Doc {
  const rawLines = text.split('\n');
  const lines: DocLine[] = [];
  const blocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  let open: { char: string; len: number; block: CodeBlock } | null = null;
  for (let index = 0; index < rawLines.length; index++) {
    const raw = rawLines[index].endsWith('\r') ? rawLines[index].slice(0, -1) : rawLines[index];
    const marker = fenceMarker(raw);
    if (open) {
      if (marker && marker.char === open.char && marker.len >= open.len && marker.info === '') {
        open = null;
        lines.push({ index, raw, prose: '', code: '', fence: true, inFence: false });
      } else {
        if (raw.trim() !== '') {
          open.block.contentLines++;
          if (headings.length > 0) headings[headings.length - 1].hasContent = true;
        }
        lines.push({ index, raw, prose: '', code: raw, fence: false, inFence: true });
      }
      continue;
    }
    if (marker) {
      const lang = /^[\w+#.-]*/u.exec(marker.info)?.[0] ?? '';
      const block: CodeBlock = { lang: lang.toLowerCase(), contentLines: 0 };
      blocks.push(block);
      open = { char: marker.char, len: marker.len, block };
      lines.push({ index, raw, prose: '', code: '', fence: true, inFence: false });
      continue;
    }
    const { prose, code } = splitInlineCode(raw);
    lines.push({ index, raw, prose, code, fence: false, inFence: false });
    const h = HEADING_START.exec(raw);
    if (h) {
      headings.push({ level: h[1].length, title: collapse(raw.slice(h[0].length).replace(/#+\s*$/, '')).toLowerCase(), line: index, hasContent: false });
    } else if (raw.trim() !== '' && headings.length > 0) {
      headings[headings.length - 1].hasContent = true;
    }
  }
  return { lines, blocks, headings };
}

export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** The prose of a document (code blanked), one string, lines joined by newlines. */
export function proseOf(doc: Doc): string {
  return doc.lines.map((l) => l.prose).join('\n');
}

/** Function words and words that say nothing about what a skill does or when (pushy filler included). */
const STOPWORDS = new Set(
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

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
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
  for (const m of text.matchAll(WORD)) {
    const w = m[0];
    if (CJK.test(w)) {
      for (let i = 0; i < w.length; i += 2) out.push(w.slice(i, i + 2));
      continue;
    }
    const lower = w.toLowerCase();
    if (lower.length < 3 || STOPWORDS.has(lower)) continue;
    out.push(wordKey(lower));
  }
  return out;
}

/** Content words that name something specific (not generic activity words). */
export function specificWords(text: string): string[] {
  return contentWords(text).filter((w) => !GENERIC.has(w) && !GENERIC.has(w + 's'));
}

/** Words of a text (any), lower-cased, for counting. */
export function wordCount(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}

/** Below these a file holds no real content: a placeholder ("x", "TODO"), a stub, or padding. */
export const SUBSTANCE = { minChars: 60, minDistinctWords: 8, minDistinctRatio: 0.2, minBinaryBytes: 64 } as const;

const PLACEHOLDER = /^(?:x+|todo|tbd|tba|wip|placeholder|coming soon|lorem ipsum|stub|empty|n\/a|\.+|-+)\b/i;

/** Whether a file's bytes hold real content (text with enough distinct words, or a non-trivial binary). */
export function hasSubstance(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.length >= SUBSTANCE.minBinaryBytes;
  }
  if (text.includes('\u0000')) return bytes.length >= SUBSTANCE.minBinaryBytes;
  const visible = text.replace(/[\s#*_`>|=~[\]()!:.,;'"-]+/g, '');
  if (visible.length < SUBSTANCE.minChars) return false;
  const trimmed = text.trim();
  if (PLACEHOLDER.test(trimmed) && visible.length < 200) return false;
  const words = Array.from(text.matchAll(/[\p{L}\p{N}_]{2,}/gu), (m) => m[0].toLowerCase());
  const distinct = new Set(words).size;
  if (distinct < SUBSTANCE.minDistinctWords) return false;
  return distinct / words.length >= SUBSTANCE.minDistinctRatio || distinct >= 40;
}
