// The points each fix would bring: the composite recomputed with one static sub-score at its
// maximum, without one anti-pattern's flags, or (plugins) with one member at 100. Pure.
import { fixFor } from '../rules/index.js';
import type { AdviceFact } from '../rules/advice/index.js';
import type {
  Advice,
  AdviceItem,
  AntiPattern,
  CompositeResult,
  DimensionName,
  LayerResult,
} from '../contract/types.js';
import { compositeScore, type CompositeInput } from './composite.js';
import { DIMENSIONS } from '../contract/weights.js';

/** Gains smaller than this (composite points) are not advice. */
export const MIN_ADVICE_GAIN = 0.05;
/** A dimension this close to 1 is at its maximum. */
export const AT_MAX = 1e-9;

const item = (f: { rule: string; fact: string; quote?: string; line?: number }, file?: string): AdviceItem => ({
  rule: f.rule,
  fact: f.fact,
  ...(f.quote !== undefined ? { quote: f.quote } : {}),
  ...(f.line !== undefined ? { line: f.line } : {}),
  ...(file ? { file } : {}),
  fix: fixFor(f.rule),
});

export function byGain(a: Advice, b: Advice): number {
  return b.gain - a.gain || a.name.localeCompare(b.name);
}

/** The composite points `layer`'s dimension `name` at `value` would win. */
export function dimensionGain(
  input: CompositeInput,
  result: CompositeResult,
  layer: LayerResult,
  name: DimensionName,
  value: number,
): number {
  return compositeScore(input, { layer, name, value }) - result.score;
}

/**
 * Each static dimension below its maximum that would win MIN_ADVICE_GAIN or more at it, with the
 * items `itemsFor` gives it (a dimension given none is left out).
 */
export function dimensionAdviceOf(
  input: CompositeInput,
  result: CompositeResult,
  itemsFor: (name: DimensionName, value: number, stat: LayerResult) => AdviceItem[],
): Advice[] {
  const stat = input.layers.find((l) => l.layer === 'static');
  if (!stat) return [];
  const out: Advice[] = [];
  for (const [name, value] of Object.entries(stat.dimensions) as Array<[DimensionName, number]>) {
    if (value >= 1 - AT_MAX) continue;
    const gain = dimensionGain(input, result, stat, name, 1);
    if (gain < MIN_ADVICE_GAIN) continue;
    const items = itemsFor(name, value, stat);
    if (items.length === 0) continue;
    out.push({
      kind: 'dimension',
      name,
      score: result.dimensions.find((d) => d.name === name)?.score ?? value,
      gain,
      items,
    });
  }
  return out;
}

/**
 * Advice for a skill: each static dimension below its maximum, and each anti-pattern's penalty.
 * `facts`: the skill's facts, or a function giving one dimension's (called only for the dimensions
 * advised, so the others' facts are never looked for).
 */
export function skillAdvice(
  input: CompositeInput,
  result: CompositeResult,
  facts: readonly AdviceFact[] | ((dimension: DimensionName) => readonly AdviceFact[]),
  file: string,
): Advice[] {
  const out = dimensionAdviceOf(input, result, (name, value) => {
    const mine = typeof facts === 'function' ? facts(name) : facts.filter((f) => f.dimension === name);
    if (mine.length) return mine.map((f) => item(f, file));
    return [
      item(
        { rule: 'ADVICE_MEASURED', fact: `The static sub-score for this dimension is ${value.toFixed(3)} of 1` },
        file,
      ),
    ];
  });
  const stat = input.layers.find((l) => l.layer === 'static');
  out.push(...penaltyAdvice(input, result, stat?.anti_patterns ?? [], file));
  return out.sort(byGain);
}

/** Advice for each anti-pattern flag that counts in the penalty: the composite without it. */
export function penaltyAdvice(
  input: CompositeInput,
  result: CompositeResult,
  antiPatterns: readonly AntiPattern[],
  file?: string,
): Advice[] {
  if (input.penalty !== undefined) return [];
  const groups = new Map<string, AntiPattern[]>();
  for (const a of antiPatterns) {
    const list = groups.get(a.flag);
    if (list) list.push(a);
    else groups.set(a.flag, [a]);
  }
  const out: Advice[] = [];
  for (const [flag, list] of groups) {
    const gain = compositeScore({ ...input, flagCount: Math.max(0, input.flagCount - list.length) }) - result.score;
    if (gain < MIN_ADVICE_GAIN) continue;
    out.push({
      kind: 'anti_pattern',
      name: flag,
      score: null,
      gain,
      items: list.map((a) =>
        item({ rule: flag, fact: a.description, ...(a.line !== undefined ? { line: a.line } : {}) }, a.file ?? file),
      ),
    });
  }
  return out;
}

/**
 * Advice for a plugin scored from its members: each member below 100, with `gainOf(index)` the points
 * the plugin gains with that member at 100 (computed by the plugin's own aggregate).
 */
export function memberAdvice(
  members: ReadonlyArray<{ path: string; score: number; costliest?: string }>,
  result: CompositeResult,
  gainOf: (index: number) => number,
): Advice[] {
  const out: Advice[] = [];
  for (const [index, m] of members.entries()) {
    if (m.score >= 1 - AT_MAX) continue;
    const gain = gainOf(index);
    if (gain < MIN_ADVICE_GAIN) continue;
    out.push({
      kind: 'member',
      name: m.path,
      score: m.score,
      gain,
      items: [
        item(
          {
            rule: 'ADVICE_PLUGIN_MEMBER',
            fact:
              `${m.path} scores ${cut(m.score * 100)} against the plugin's ${cut(result.score)}` +
              (m.costliest ? `; it loses most on ${m.costliest}` : ''),
          },
          m.path,
        ),
      ],
    });
  }
  return out.sort(byGain);
}

/**
 * `orchestration fitness 41.5, triggering accuracy 74.0`: the member's dimensions that cost it the
 * most composite points (the shortfall times the dimension's weight), costliest first.
 */
export function costliestDimensions(dimensions: Partial<Record<DimensionName, number>>, count = 2): string {
  const cost = (name: DimensionName, v: number) => (1 - v) * DIMENSIONS.find((d) => d.name === name)!.weight;
  return (Object.entries(dimensions) as Array<[DimensionName, number]>)
    .filter(([name, v]) => cost(name, v) > AT_MAX)
    .sort((a, b) => cost(b[0], b[1]) - cost(a[0], a[1]) || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([name, v]) => `${name.replace(/_/g, ' ')} ${cut(v * 100)}`)
    .join(', ');
}

/** One decimal, cut as reports show scores (so the text agrees with the badges next to it). */
function cut(x: number): string {
  return (Math.floor(x * 10 + 1e-9) / 10).toFixed(1);
}
