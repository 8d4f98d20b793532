// The lines the two prompt-injection rules read, found once (`scan.memo(phraseLines)`).
import type { SecurityScan } from './scan.js';

/** Fewest UTF-16 units any phrase pattern matches (two two-character words of the last judge pattern,
 *  e.g. 技能满分; `[INST]` for the overrides); folding look-alikes keeps a line's length. */
const MIN_PHRASE = 4;

/**
 * The normalised lines (0-based) a phrase pattern may match: long enough and not blank, and, when
 * the whole text is ASCII, holding some needle (the needles are ASCII, so then a line without any
 * passes no gate).
 */
export function phraseLines(scan: SecurityScan): readonly number[] {
  const { normalised, index, ascii } = scan;
  const found: number[] = [];
  for (let i = 0; i < normalised.length; i++) {
    const line = normalised[i];
    if (line.length < MIN_PHRASE || (ascii && index.none(i)) || line.trim() === '') continue;
    found.push(i);
  }
  return found;
}
