// Blending, composite, grades, badges and confidence (spec §5). The arithmetic follows the spec's
// order of operations exactly: grades and badges are decided on unrounded IEEE doubles.
import {
  BADGES,
  CONFIDENCE_BY_DEPTH,
  DIMENSIONS,
  FAILING_GRADE,
  GRADES,
  PENALTY,
  PLUGIN_DIMENSION_ORDER,
  SCORE_NOISE_DECIMALS,
  UNMEASURED_GRADE,
} from '../contract/weights.js';
import type {
  Badge,
  CompositeResult,
  ConfidenceLabel,
  Depth,
  DimensionName,
  DimensionResult,
  LayerName,
  LayerResult,
  Method,
} from '../contract/types.js';

const LAYER_ORDER: LayerName[] = ['static', 'judge', 'monte_carlo', 'evals'];

/**
 * What the composite's ci_lower/ci_upper are: the weighted sum of the dimensions' interval ends,
 * every dimension at its end at once — a bound, wider than a joint 95% interval, not one.
 */
export const COMPOSITE_CI_METHOD =
  "bound: the dimensions' 95% interval ends summed with the composite's weights (every dimension at its end at once), times the penalty; not a joint 95% interval";

/** Rounds away float noise (calibrated method): the one place a composite or dimension score is rounded. */
export function roundNoise(x: number, decimals = SCORE_NOISE_DECIMALS): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

/** roundNoise for a 0–1 value: the same grid as the 0–100 composite (two more decimals). */
const roundUnitNoise = (x: number) => roundNoise(x, SCORE_NOISE_DECIMALS + 2);

export function penaltyFor(flagCount: number): number {
  return Math.max(PENALTY.floor, 1 - PENALTY.perFlag * flagCount);
}

export function gradeFor(score: number): string {
  const pct = score * 100;
  return GRADES.find((g) => pct >= g.min)?.grade ?? FAILING_GRADE;
}

/** The highest badge whose line the composite clears and, when there is an Elo rating, the rating too (spec §5). */
export function badgeFor(composite: number, elo?: number | null): Badge {
  const hasElo = elo !== undefined && elo !== null;
  for (const b of BADGES) {
    if (composite >= b.minScore && (!hasElo || elo >= b.minElo)) return b.badge;
  }
  return 'no_badge';
}

interface Blended {
  score: number;
  ci: [number, number] | null;
  evidence: string[];
}

/** A static dimension raised to a value (the advice's "this sub-score at its maximum"). */
export interface Raise {
  /** The layer whose dimension is raised (compared by identity). */
  layer: LayerResult;
  name: DimensionName;
  value: number;
}

/** The layers by LAYER_ORDER position: the first of each name, as `layers.find` would give it. */
function layersByOrder(layers: readonly LayerResult[]): Array<LayerResult | undefined> {
  const out: Array<LayerResult | undefined> = [undefined, undefined, undefined, undefined];
  for (const l of layers) {
    const k = LAYER_ORDER.indexOf(l.layer);
    if (k >= 0 && out[k] === undefined) out[k] = l;
  }
  return out;
}

/** A layer's value for a dimension, with a raise applied. */
function valueOf(layer: LayerResult, name: DimensionName, raise: Raise | undefined): number | undefined {
  return raise !== undefined && layer === raise.layer && name === raise.name ? raise.value : layer.dimensions[name];
}

/** One dimension, blended over the layers that measured it (renormalised blend weights). */
function blendDimension(
  name: DimensionName,
  byOrder: Array<LayerResult | undefined>,
  blend: Partial<Record<LayerName, number>>,
): Blended | null {
  const score = blendScore(name, byOrder, blend, undefined);
  if (score === undefined) return null;
  const present: Array<{ layer: LayerResult; b: number; score: number }> = [];
  for (let k = 0; k < LAYER_ORDER.length; k++) {
    const b = blend[LAYER_ORDER[k]];
    const layer = byOrder[k];
    const value = layer?.dimensions[name];
    if (b !== undefined && layer && value !== undefined) present.push({ layer, b, score: value });
  }
  let total = 0;
  for (const p of present) total += p.b;
  let lower = 0;
  let upper = 0;
  let hasInterval = false;
  for (const p of present) {
    const ci = p.layer.dimension_ci?.[name];
    if (ci) hasInterval = true;
    lower += ((ci ? ci[0] : p.score) * p.b) / total;
    upper += ((ci ? ci[1] : p.score) * p.b) / total;
  }
  return {
    score,
    ci: hasInterval ? [lower, upper] : null,
    evidence: present.map((p) => `${p.layer.layer}: ${p.score.toFixed(3)} (blend ${p.b})`),
  };
}

/**
 * A dimension's blended score (with a raise applied), or undefined when no layer measured it: the one place the blend's
 * arithmetic is written.
 */
function blendScore(
  name: DimensionName,
  byOrder: Array<LayerResult | undefined>,
  blend: Partial<Record<LayerName, number>>,
  raise: Raise | undefined,
): number | undefined {
  let total = 0;
  let any = false;
  for (let k = 0; k < LAYER_ORDER.length; k++) {
    const b = blend[LAYER_ORDER[k]];
    const layer = byOrder[k];
    if (b !== undefined && layer && valueOf(layer, name, raise) !== undefined) {
      total += b;
      any = true;
    }
  }
  if (!any) return undefined;
  let score = 0;
  for (let k = 0; k < LAYER_ORDER.length; k++) {
    const b = blend[LAYER_ORDER[k]];
    const layer = byOrder[k];
    if (b === undefined || !layer) continue;
    const v = valueOf(layer, name, raise);
    if (v !== undefined) score += (v * b) / total;
  }
  return score;
}

export interface CompositeInput {
  layers: LayerResult[];
  flagCount: number;
  /** Plugins take the static layer's score for each static dimension, without blending (spec §4). */
  unblended?: boolean;
  confidence: ConfidenceLabel;
  elo?: number | null;
  /**
   * `calibrated` (default) rounds float noise before grades and badges; `reference` keeps the unrounded doubles (spec
   * §5).
   */
  method?: Method;
  /** Overrides the anti-pattern penalty (the calibrated plugin composite: its members' penalties as one factor). */
  penalty?: number;
  /** What an unblended dimension's value is, in its evidence (default: the plugin layer's score). */
  unblendedSource?: string;
}

/**
 * The measured dimensions' weight and their weighted sum, each weight renormalised over the measured
 * ones and each score settled, added in `order` (spec §5: IEEE addition is not associative, and the
 * order decides badges at their lines).
 */
function weightedSum(
  order: readonly number[],
  scores: ReadonlyArray<number | undefined>,
  settleUnit: (x: number) => number,
): { measuredWeight: number; sum: number } {
  let measuredWeight = 0;
  for (const i of order) if (scores[i] !== undefined) measuredWeight += DIMENSIONS[i].weight;
  let sum = 0;
  for (const i of order) {
    const s = scores[i];
    if (s !== undefined) sum += (DIMENSIONS[i].weight / measuredWeight) * settleUnit(s);
  }
  return { measuredWeight, sum };
}

/**
 * Indexes into DIMENSIONS in the order the sums run: table order for a skill, the static mapping's for a plugin (spec
 * §5).
 */
const SKILL_SUM_ORDER: readonly number[] = DIMENSIONS.map((_, i) => i);
const PLUGIN_SUM_ORDER: readonly number[] = [
  ...PLUGIN_DIMENSION_ORDER,
  ...DIMENSIONS.map((d) => d.name).filter((n) => !PLUGIN_DIMENSION_ORDER.includes(n)),
].map((name) => DIMENSIONS.findIndex((d) => d.name === name));

const clampScore = (x: number) => Math.min(100, Math.max(0, x));
const identity = (x: number) => x;

export function composite(input: CompositeInput): CompositeResult {
  const byOrder = layersByOrder(input.layers);
  const blended: Array<Blended | null> = DIMENSIONS.map((d) => {
    if (input.unblended) {
      const s = byOrder[0]?.dimensions[d.name];
      return s === undefined
        ? null
        : {
            score: s,
            ci: null,
            evidence: [`static: ${s.toFixed(3)} (${input.unblendedSource ?? 'plugin layer score'})`],
          };
    }
    return blendDimension(d.name, byOrder, d.blend);
  });

  const sumOrder = input.unblended ? PLUGIN_SUM_ORDER : SKILL_SUM_ORDER;
  const penalty = input.penalty ?? penaltyFor(input.flagCount);
  const reference = input.method === 'reference';
  const settle = reference ? identity : roundNoise;
  const settleUnit = reference ? identity : roundUnitNoise;
  const { measuredWeight, sum } = weightedSum(
    sumOrder,
    blended.map((b) => b?.score),
    settleUnit,
  );
  // The interval's bounds add up in the same order.
  let lower = 0;
  let upper = 0;
  let anyInterval = false;
  for (const i of sumOrder) {
    const b = blended[i];
    if (!b) continue;
    const w = DIMENSIONS[i].weight / measuredWeight;
    const dimScore = settleUnit(b.score);
    lower += w * (b.ci ? b.ci[0] : dimScore);
    upper += w * (b.ci ? b.ci[1] : dimScore);
    if (b.ci) anyInterval = true;
  }
  const dimensions: DimensionResult[] = DIMENSIONS.map((d, i) => {
    const b = blended[i];
    if (!b) {
      return {
        name: d.name,
        weight: d.weight,
        score: 0,
        ci_lower: null,
        ci_upper: null,
        grade: UNMEASURED_GRADE,
        evidence: ['not measured'],
        weighted_score: 0,
        contribution: 0,
      };
    }
    const dimScore = settleUnit(b.score);
    return {
      name: d.name,
      weight: d.weight,
      score: dimScore,
      ci_lower: b.ci ? settleUnit(b.ci[0]) : null,
      ci_upper: b.ci ? settleUnit(b.ci[1]) : null,
      grade: gradeFor(dimScore),
      evidence: b.evidence,
      weighted_score: d.weight * dimScore,
      contribution: (d.weight / measuredWeight) * dimScore,
    };
  });

  const score = measuredWeight > 0 ? settle(clampScore(sum * 100 * penalty)) : 0;
  return {
    score,
    ci_lower: anyInterval ? settle(clampScore(lower * 100 * penalty)) : null,
    ci_upper: anyInterval ? settle(clampScore(upper * 100 * penalty)) : null,
    ...(anyInterval ? { ci_method: COMPOSITE_CI_METHOD } : {}),
    anti_pattern_penalty: penalty,
    dimensions,
    badge: badgeFor(score, input.elo),
    confidence_label: input.confidence,
  };
}

/**
 * `composite(input).score`, optionally with one dimension of one layer raised, without building the
 * dimensions' results and evidence: the same operations in the same order, so the same double.
 * The advice recomputes the composite once per fix; a plugin scores each member.
 */
export function compositeScore(input: CompositeInput, raise?: Raise): number {
  const byOrder = layersByOrder(input.layers);
  const scores: Array<number | undefined> = [];
  for (const d of DIMENSIONS) {
    scores.push(
      input.unblended
        ? byOrder[0]
          ? valueOf(byOrder[0], d.name, raise)
          : undefined
        : blendScore(d.name, byOrder, d.blend, raise),
    );
  }
  const reference = input.method === 'reference';
  const { measuredWeight, sum } = weightedSum(
    input.unblended ? PLUGIN_SUM_ORDER : SKILL_SUM_ORDER,
    scores,
    reference ? identity : roundUnitNoise,
  );
  if (!(measuredWeight > 0)) return 0;
  const penalty = input.penalty ?? penaltyFor(input.flagCount);
  const total = clampScore(sum * 100 * penalty);
  return reference ? total : roundNoise(total);
}

/**
 * The confidence a result has earned: the label of the deepest layer that really produced scores,
 * never more than the depth asked for. A run whose judge measured nothing is `Estimated`.
 */
export function earnedConfidence(depth: Depth, layers: LayerResult[]): ConfidenceLabel {
  const measured = (name: LayerName) => {
    const l = layers.find((x) => x.layer === name);
    return l !== undefined && Object.keys(l.dimensions).length > 0;
  };
  const judged = measured('judge');
  const simulated = measured('monte_carlo');
  if (judged && simulated && (depth === 'deep' || depth === 'thorough')) return CONFIDENCE_BY_DEPTH[depth];
  if ((judged || simulated) && depth !== 'quick') return CONFIDENCE_BY_DEPTH.standard;
  return CONFIDENCE_BY_DEPTH.quick;
}
