// Content words line by line, kept for the lines read last: a skill edited and scored again (the
// calibrated advice measures each fix that way) differs from the skill in a few lines, so most of
// its lines' words are looked up, not read again. A word holds no line break, so the words of a
// text are the words of its lines in turn.
import { contentWords } from './document.js';

/** How many lines are kept (each a line of text and its words); the oldest half goes when full. */
const KEEP = 20_000;
/** Longer lines are not kept (rare, and a key costs its length). */
const MAX_KEPT_LINE = 2_000;

let kept = new Map<string, readonly string[]>();
let older = new Map<string, readonly string[]>();

/** contentWords(line) for a text without line breaks, read once while it is among the lines read last. */
export function lineContentWords(line: string): readonly string[] {
  if (line.length > MAX_KEPT_LINE) return contentWords(line);
  let words = kept.get(line);
  if (words !== undefined) return words;
  words = older.get(line) ?? contentWords(line);
  kept.set(line, words);
  if (kept.size >= KEEP / 2) {
    older = kept;
    kept = new Map();
  }
  return words;
}
