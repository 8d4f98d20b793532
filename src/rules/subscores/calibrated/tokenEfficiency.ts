// token_efficiency, calibrated: hard-rule density per 100 words of prose, repeated lines,
// contradictory rules.
import { CAL_TOKENS } from '../../../contract/calibratedWeights.js';
import { PROSE, wordCount } from '../../../parse/markdown/document.js';
import { partMemo, proseText, type DocPart } from '../../../parse/markdown/skillDocument.js';
import type { RuleContext } from '../../context.js';
import { contradictions, mustWords } from '../../documentMeasures.js';
import { TABLE_SEPARATOR } from './structuralCompleteness.js';

const LIST_MARK = /^\s*(?:[-*+>]|\d+[.)])\s+/;
/** Whitespace other than single spaces: without any, collapsing runs of whitespace changes nothing. */
const UNEVEN_SPACE = /[^\S ]| {2}/;

/** A line without its list marker, whitespace collapsed, trimmed, lower-cased. */
function normaliseLine(raw: string): string {
  let s = raw;
  // A list marker starts with whitespace, `-`, `*`, `+`, `>` or a digit (\s outside ASCII included).
  const c = s.charCodeAt(0);
  if (c <= 0x20 || c === 0x2d || c === 0x2a || c === 0x2b || c === 0x3e || (c >= 0x30 && c <= 0x39) || c > 0x7f)
    s = s.replace(LIST_MARK, '');
  if (UNEVEN_SPACE.test(s)) s = s.replace(/\s+/g, ' ');
  return s.trim().toLowerCase();
}

/** Lower-casing at most doubles a length (U+0130 becomes two units): a shorter line cannot reach `n`. */
const mayReach = (raw: string, n: number) => raw.length * 2 >= n;

/** A part's prose words and its prose lines as compared (long enough, no table separators). */
function proseLines(part: DocPart): { words: number; lines: readonly string[] } {
  const C = CAL_TOKENS;
  // A word holds no line break: the words of the prose are the words of its lines.
  const words = wordCount(proseText(part));
  const lines: string[] = [];
  const { raw, kind } = part.doc;
  for (let i = part.start; i < raw.length; i++) {
    if (kind[i] !== PROSE || !mayReach(raw[i], C.minComparedLine)) continue;
    const n = normaliseLine(raw[i]);
    if (n.length >= C.minComparedLine && !TABLE_SEPARATOR.test(n)) lines.push(n);
  }
  return { words, lines };
}

export function tokenEfficiency(ctx: RuleContext): number {
  const d = ctx.document;
  const C = CAL_TOKENS;
  let words = 0;
  let compared = 0;
  const distinct = new Set<string>();
  for (const part of d.parts) {
    const p = partMemo(part, proseLines);
    words += p.words;
    compared += p.lines.length;
    for (const line of p.lines) distinct.add(line);
  }
  let score = C.base;
  const per100 = (mustWords(ctx).count / Math.max(words, 1)) * 100;
  const step = C.density.find((x) => per100 > x.above);
  if (step) score -= step.penalty;
  if (compared > 0) score -= C.repetitionWeight * (1 - distinct.size / compared);
  score -= Math.min(C.maxContradictionPenalty, C.perContradiction * contradictions(ctx));
  return score;
}
