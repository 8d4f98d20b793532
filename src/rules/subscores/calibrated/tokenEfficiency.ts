// token_efficiency, calibrated: hard-rule density per 100 words of prose, repeated lines,
// contradictory rules.
import { CAL_TOKENS } from '../../../contract/calibratedWeights.js';
import { PROSE, wordCount } from '../../../parse/markdown/document.js';
import { proseText } from '../../../parse/markdown/skillDocument.js';
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

export function tokenEfficiency(ctx: RuleContext): number {
  const d = ctx.document;
  const C = CAL_TOKENS;
  let words = 0;
  const lines: string[] = [];
  for (const part of d.parts) {
    // A word holds no line break: the words of the prose are the words of its lines.
    words += wordCount(proseText(part));
    const { raw, kind } = part.doc;
    for (let i = part.start; i < raw.length; i++) {
      if (kind[i] !== PROSE || !mayReach(raw[i], C.minComparedLine)) continue;
      const n = normaliseLine(raw[i]);
      if (n.length >= C.minComparedLine && !TABLE_SEPARATOR.test(n)) lines.push(n);
    }
  }
  let score = C.base;
  const per100 = (mustWords(ctx).count / Math.max(words, 1)) * 100;
  const step = C.density.find((x) => per100 > x.above);
  if (step) score -= step.penalty;
  if (lines.length > 0) score -= C.repetitionWeight * (1 - new Set(lines).size / lines.length);
  score -= Math.min(C.maxContradictionPenalty, C.perContradiction * contradictions(ctx));
  return score;
}
