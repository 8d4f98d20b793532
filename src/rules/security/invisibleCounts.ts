// The one pass over the invisible characters of each line that INVISIBLE_CHARACTERS and
// BIDI_OVERRIDE read (`scan.memo(invisibleCounts)`): a line is decoded into code points once.
import type { SecurityScan } from './scan.js';
import { EMOJI_RE, HAS_INVISIBLE_RE, hex, isBidiControl, isTagChar, isZeroWidth, LETTER_OR_MARK_RE } from './text.js';

/** The invisible characters of one line. */
export interface InvisibleCounts {
  /** 1-based line number. */
  line: number;
  /** Unicode tag characters outside subdivision flags, and the ASCII the printable ones stand for. */
  tagCount: number;
  tags: string;
  /** Zero-width characters not doing a joiner's legitimate job, counted by code point (first seen first). */
  zeroWidth: Map<number, number>;
  /** Bidirectional controls, counted by code point (first seen first). */
  bidi: Map<number, number>;
}

/** ZWJ/ZWNJ doing their legitimate job: joining emoji, or shaping Arabic, Indic and other scripts. */
function legitimateJoiner(cp: number, prev: string, next: string): boolean {
  if (cp !== 0x200c && cp !== 0x200d) return false;
  if (cp === 0x200d && EMOJI_RE.test(prev) && EMOJI_RE.test(next)) return true;
  const nonLatinLetter = (ch: string) =>
    ch !== '' && (ch.codePointAt(0) as number) >= 0x0590 && LETTER_OR_MARK_RE.test(ch);
  return nonLatinLetter(prev) && nonLatinLetter(next);
}

function countLine(line: string, index: number): InvisibleCounts {
  const chars = Array.from(line);
  const counts: InvisibleCounts = { line: index + 1, tagCount: 0, tags: '', zeroWidth: new Map(), bidi: new Map() };
  let flagTag = false; // tag characters after U+1F3F4 spell a subdivision flag (🏴 England, Scotland, Wales)
  for (let k = 0; k < chars.length; k++) {
    const cp = chars[k].codePointAt(0) as number;
    if (cp === 0x1f3f4) flagTag = true;
    else if (!isTagChar(cp)) flagTag = false;
    // A byte-order mark at the very start of the file is an encoding marker, not hidden text.
    if (cp === 0xfeff && index === 0 && k === 0) continue;
    if (isBidiControl(cp)) counts.bidi.set(cp, (counts.bidi.get(cp) ?? 0) + 1);
    else if (isTagChar(cp)) {
      if (flagTag) continue;
      counts.tagCount++;
      if (cp >= 0xe0020 && cp <= 0xe007e) counts.tags += String.fromCodePoint(cp - 0xe0000);
    } else if (isZeroWidth(cp) && !legitimateJoiner(cp, chars[k - 1] ?? '', chars[k + 1] ?? '')) {
      counts.zeroWidth.set(cp, (counts.zeroWidth.get(cp) ?? 0) + 1);
    }
  }
  return counts;
}

/** The lines holding an invisible character or a bidirectional control, in order (none in ASCII text). */
export function invisibleCounts(scan: SecurityScan): readonly InvisibleCounts[] {
  if (scan.ascii) return [];
  const lines = scan.ctx.lines;
  const found: InvisibleCounts[] = [];
  for (let i = 0; i < lines.length; i++) if (HAS_INVISIBLE_RE.test(lines[i])) found.push(countLine(lines[i], i));
  return found;
}

/** `U+200B×2, U+2060×1`: counts by code point, for a message. */
export function countList(counts: ReadonlyMap<number, number>): string {
  return [...counts].map(([cp, n]) => `${hex(cp)}×${n}`).join(', ');
}
