// token_efficiency, calibrated: hard-rule density per 100 words of prose, repeated lines,
// contradictory rules.
import { CAL_TOKENS } from '../../../contract/calibratedWeights.js';
import { PROSE, wordCount } from '../../../parse/markdown/document.js';
import { partMemo, proseText, type DocPart } from '../../../parse/markdown/skillDocument.js';
import type { RuleContext } from '../../context.js';
import { contradictions, mustWords } from '../../documentMeasures.js';
import { TABLE_SEPARATOR } from './structuralCompleteness.js';
import { count, Shortfalls, verb, type Shortfall } from './shortfall.js';

const LIST_MARK = /^\s*(?:[-*+>]|\d+[.)])\s+/;
/** Whitespace other than single spaces: without any, collapsing runs of whitespace changes nothing. */
const UNEVEN_SPACE = /[^\S ]| {2}/;

/** A line without its list marker, whitespace collapsed, trimmed, lower-cased: how repeated lines are compared. */
export function normaliseLine(raw: string): string {
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

/** What the prose holds, as the sub-score counts it. */
function tokenFacts(ctx: RuleContext) {
  let words = 0;
  let compared = 0;
  const distinct = new Set<string>();
  for (const part of ctx.document.parts) {
    const p = partMemo(part, proseLines);
    words += p.words;
    compared += p.lines.length;
    for (const line of p.lines) distinct.add(line);
  }
  const must = mustWords(ctx).count;
  return { words, compared, distinct: distinct.size, must, contradictions: contradictions(ctx) };
}

/** Each penalty the sub-score takes off its base. */
function tokenPenalties(ctx: RuleContext) {
  const C = CAL_TOKENS;
  const f = tokenFacts(ctx);
  const per100 = (f.must / Math.max(f.words, 1)) * 100;
  return {
    facts: f,
    per100,
    density: C.density.find((x) => per100 > x.above)?.penalty ?? 0,
    repetition: f.compared > 0 ? C.repetitionWeight * (1 - f.distinct / f.compared) : 0,
    contradictions: Math.min(C.maxContradictionPenalty, C.perContradiction * f.contradictions),
  };
}

export function tokenEfficiency(ctx: RuleContext): number {
  const p = tokenPenalties(ctx);
  return CAL_TOKENS.base - p.density - p.repetition - p.contradictions;
}

export function tokenShortfalls(ctx: RuleContext): Shortfall[] {
  const p = tokenPenalties(ctx);
  const f = p.facts;
  return new Shortfalls()
    .add(
      -p.density,
      0,
      () =>
        `${count(f.must, 'MUST/NEVER/ALWAYS', 'MUST/NEVER/ALWAYS')} in ${count(f.words, 'word')} of prose (${p.per100.toFixed(1)} per 100 words; over ${CAL_TOKENS.density[CAL_TOKENS.density.length - 1].above} costs)`,
      'Keep the hard rules for what must never go wrong; say the rest plainly, with the reason.',
    )
    .add(
      -p.repetition,
      0,
      () =>
        `${count(f.compared - f.distinct, 'line')} of prose ${verb(f.compared - f.distinct, 'repeats', 'repeat')} another line (of ${f.compared} compared)`,
      'Say each thing once: remove the repeated lines, or move what they share into one place.',
    )
    .add(
      -p.contradictions,
      0,
      () =>
        `${count(f.contradictions, 'rule')} ${verb(f.contradictions, 'contradicts', 'contradict')} another (MUST x … NEVER x)`,
      'Make the rules agree: keep one of each contradicting pair, or say when each applies.',
    ).list;
}
