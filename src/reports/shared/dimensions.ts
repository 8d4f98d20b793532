// Dimensions and layers for readers: their names, which were measured, the weakest ones.
import { UNMEASURED_GRADE } from '../../contract/weights.js';
import type { DimensionName, DimensionResult, EvalResult } from '../../contract/types.js';
import { describeDimensions } from '../../composite/measurement.js';

/** How many of the weakest dimensions summaries show per target. */
export const WEAKEST_DIMENSIONS_SHOWN = 3;

/** `triggering_accuracy` → `Triggering accuracy` */
export function dimensionLabel(name: DimensionName | string): string {
  const words = name.split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `monte_carlo` → `Monte Carlo` */
export function layerLabel(layer: string): string {
  if (layer === 'monte_carlo') return 'Monte Carlo';
  if (layer === 'judge') return 'LLM judge';
  if (layer === 'static') return 'Static';
  if (layer === 'evals') return "Author's evals";
  return dimensionLabel(layer);
}

export function isMeasured(d: DimensionResult): boolean {
  return d.grade !== UNMEASURED_GRADE;
}

/** Measured dimensions, weakest first (ties: heavier weight first, then table order). */
export function weakestFirst(dimensions: readonly DimensionResult[]): DimensionResult[] {
  return dimensions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => isMeasured(d))
    .sort((a, b) => a.d.score - b.d.score || b.d.weight - a.d.weight || a.i - b.i)
    .map(({ d }) => d);
}

/** The few weakest measured dimensions of a result. */
export function weakestDimensions(result: EvalResult, count = WEAKEST_DIMENSIONS_SHOWN): DimensionResult[] {
  return weakestFirst(result.composite.dimensions).slice(0, count);
}

/**
 * What a result did not completely measure, in one sentence (null when it measured everything the
 * depth asks for): the label it dropped from, the unmeasured and the partial dimensions and why.
 */
export function measurementNote(result: Pick<EvalResult, 'measurement'>): string | null {
  const m = result.measurement;
  if (!m || m.complete) return null;
  const parts = [
    `Not completely measured: the label is ${m.label.shown}${m.label.dropped ? `, not ${m.label.full}` : ''}.`,
  ];
  if (m.unmeasured.length) parts.push(`Not measured: ${describeDimensions(m, 'unmeasured')}.`);
  if (m.partial.length) parts.push(`Partly measured: ${describeDimensions(m, 'partial')}.`);
  return parts.join(' ');
}

/** Whether a dimension of a result was measured from fewer runs or calls than planned. */
export function isPartialDimension(result: Pick<EvalResult, 'measurement'>, name: string): boolean {
  return result.measurement?.partial.includes(name as DimensionName) ?? false;
}

/** The dimensions a layer left unmeasured (`{dimension, reason}` entries, or bare names), comma-separated. */
export function unmeasuredNames(entries: readonly unknown[]): string {
  return entries
    .map((u) =>
      u && typeof u === 'object' && 'dimension' in u ? String((u as { dimension: unknown }).dimension) : String(u),
    )
    .join(', ');
}
