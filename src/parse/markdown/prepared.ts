// A document's reading (readDoc) and the paths it names (extractMentions), kept for the few texts
// read last: the loader resolves a skill's mentions and the calibrated rules then read the same
// text again, so each text is read once. Both results are treated as read-only by every user.
import { extractMentions, opensBadExample, type Mention } from './mentions.js';
import { leavesNoOpenBlock, readDoc, type Doc } from './document.js';

export interface PreparedText {
  doc: Doc;
  mentions: Mention[];
}

/**
 * How many texts are kept, and how many characters in all (a text costs several times its size in
 * memory). The characters bound the memory; the count only has to hold every text of the skills
 * scored at once: a skill may link dozens of files, and each rescoring of its advice reads them all
 * again (a count of 16 re-read each linked file once per rescoring).
 */
const KEEP = { texts: 4096, chars: 4 * 1024 * 1024 } as const;

/** By text, then by `from` and `firstLine`; oldest text first. */
const kept = new Map<string, Map<string, PreparedText>>();
let keptChars = 0;

/**
 * readDoc(text) and extractMentions(text, from, firstLine, doc), computed once for the texts read
 * last. The key is the text itself, so a hit is always the same text.
 */
export function preparedText(text: string, from = '', firstLine = 0): PreparedText {
  const variant = `${firstLine}:${from}`;
  let byText = kept.get(text);
  const hit = byText?.get(variant);
  if (hit) return hit;
  const doc = byText?.values().next().value?.doc ?? readDoc(text);
  const prepared: PreparedText = { doc, mentions: extractMentions(text, from, firstLine, doc) };
  if (text.length > KEEP.chars) return prepared;
  if (!byText) {
    byText = new Map();
    kept.set(text, byText);
    keptChars += text.length;
    for (const [t] of kept) {
      if (kept.size <= KEEP.texts && keptChars <= KEEP.chars) break;
      kept.delete(t);
      keptChars -= t.length;
    }
  }
  byText.set(variant, prepared);
  return prepared;
}

/**
 * Whether the reading of `text` from line `firstLine` on (readDoc's kinds, ticks, code blocks and
 * headings of those lines; extractMentions' mentions from `firstLine`) is what it would be after any
 * other lines before it that pass this test too: none of them opens a fenced block, a heading or a
 * bad example, which are the only states those readings carry from line to line.
 */
export function readsApartFromLead(text: string, firstLine: number): boolean {
  let start = 0;
  for (let i = 0; i < firstLine; i++) {
    const nl = text.indexOf('\n', start);
    const line = text.slice(start, nl < 0 ? text.length : nl);
    if (!leavesNoOpenBlock(line) || opensBadExample(line)) return false;
    if (nl < 0) return true;
    start = nl + 1;
  }
  return true;
}
