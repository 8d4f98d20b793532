// Invisible characters (zero-width, Unicode tags) and bidirectional controls.
import type { Collector } from './collector.js';
import { BIDI_OVERRIDE, INVISIBLE_CHARACTERS } from './rules.js';
import {
  EMOJI_RE,
  excerpt,
  HAS_INVISIBLE_RE,
  hex,
  isBidiControl,
  isTagChar,
  isZeroWidth,
  LETTER_OR_MARK_RE,
} from './text.js';

/** ZWJ/ZWNJ doing their legitimate job: joining emoji, or shaping Arabic, Indic and other scripts. */
function legitimateJoiner(cp: number, prev: string, next: string): boolean {
  if (cp !== 0x200c && cp !== 0x200d) return false;
  if (cp === 0x200d && EMOJI_RE.test(prev) && EMOJI_RE.test(next)) return true;
  const nonLatinLetter = (ch: string) =>
    ch !== '' && (ch.codePointAt(0) as number) >= 0x0590 && LETTER_OR_MARK_RE.test(ch);
  return nonLatinLetter(prev) && nonLatinLetter(next);
}

export function invisibleCharacters(lines: readonly string[], out: Collector): void {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!HAS_INVISIBLE_RE.test(line)) continue;
    const chars = Array.from(line);
    const zeroWidth = new Map<number, number>();
    const bidi = new Map<number, number>();
    let tags = '';
    let tagCount = 0;
    let flagTag = false; // tag characters after U+1F3F4 spell a subdivision flag (🏴 England, Scotland, Wales)
    for (let k = 0; k < chars.length; k++) {
      const cp = chars[k].codePointAt(0) as number;
      if (cp === 0x1f3f4) flagTag = true;
      else if (!isTagChar(cp)) flagTag = false;
      // A byte-order mark at the very start of the file is an encoding marker, not hidden text.
      if (cp === 0xfeff && i === 0 && k === 0) continue;
      if (isBidiControl(cp)) bidi.set(cp, (bidi.get(cp) ?? 0) + 1);
      else if (isTagChar(cp)) {
        if (flagTag) continue;
        tagCount++;
        if (cp >= 0xe0020 && cp <= 0xe007e) tags += String.fromCodePoint(cp - 0xe0000);
      } else if (isZeroWidth(cp) && !legitimateJoiner(cp, chars[k - 1] ?? '', chars[k + 1] ?? '')) {
        zeroWidth.set(cp, (zeroWidth.get(cp) ?? 0) + 1);
      }
    }
    const list = (m: Map<number, number>) => [...m].map(([cp, n]) => `${hex(cp)}×${n}`).join(', ');
    if (tagCount > 0) {
      out.add(INVISIBLE_CHARACTERS, 'high', i + 1, `${tagCount} Unicode tag characters hide text: "${excerpt(tags)}"`);
    } else if (zeroWidth.size > 0) {
      out.add(INVISIBLE_CHARACTERS, 'medium', i + 1, `Zero-width characters: ${list(zeroWidth)}`);
    }
    if (bidi.size > 0) out.add(BIDI_OVERRIDE, 'high', i + 1, `Bidirectional control characters: ${list(bidi)}`);
  }
}
