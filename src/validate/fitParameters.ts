// The fit of the calibrated method's free parameters (CAL_FIT's perUnit of each quality rule; the
// stretches are chosen, not fitted) to labelled skills. Each skill is scored once; what its
// composite was made of is kept (a SkillCompositeSample) and any candidate fit is applied to it
// with the engine's own functions (refitStaticLayer, compositeScore), so a fitted number is the
// number the shipped scorer gives. The search is a deterministic coordinate descent over a grid.
import { compositeScore } from '../composite/composite.js';
import { badgeFor } from '../composite/composite.js';
import type { CalibrationFit } from '../contract/calibratedWeights.js';
import { refitStaticLayer } from '../layers/static.js';
import type { SkillCompositeSample } from '../engine/evaluate.js';
import { mean } from '../stats/stats.js';
import { pairwiseAgreement, spearman, type Paired } from './agreement.js';

/** One labelled skill as the fit sees it. */
export interface FitTarget {
  label: number;
  sample: SkillCompositeSample;
}

/** The composite a fit gives a scored skill: its static layer rebuilt, then the engine's composite. */
export function predictComposite(sample: SkillCompositeSample, fit: CalibrationFit): number {
  const layer = refitStaticLayer(sample.staticLayer, sample.measures, fit);
  const layers = sample.input.layers.map((l) => (l === sample.staticLayer ? layer : l));
  return compositeScore({ ...sample.input, layers });
}

/**
 * The objective and the search, chosen (not fitted). The objective rewards ordering the skills as
 * the labels do (Spearman + the share of clearly separated pairs ordered the same way), and
 * penalises a mean gap beyond `gapTolerance` points, a platinum share above the labels' and the
 * distance from the priors (a ridge, each parameter scaled by its range).
 */
export const FIT_OBJECTIVE = {
  gapTolerance: 3,
  /** Objective lost per point of |mean gap| beyond the tolerance. */
  perGapPoint: 0.02,
  /** Objective lost per unit of platinum share (0–1) above the labels'. */
  perPlatinumShare: 1,
  /** Ridge weight: objective lost per squared range-scaled distance from the prior. */
  ridge: 0.05,
} as const;

export const FIT_SEARCH = {
  perUnit: { lower: 0, upper: 1.5, step: 0.05 },
  /** Coordinate sweeps at most per start (a sweep that changes nothing ends the search sooner). */
  maxSweeps: 8,
} as const;

/** One free parameter: where it sits in a fit, its bounds, grid and prior. */
export interface FreeParameter {
  key: string;
  lower: number;
  upper: number;
  step: number;
  prior: number;
  get(fit: CalibrationFit): number;
  set(fit: CalibrationFit, value: number): void;
}

/**
 * The free parameters of a fit shaped like `priors`: every listed quality rule's perUnit (prior:
 * the value `priors` gives it, a judgement). The stretches are not fitted: they set the scale, and are
 * chosen without labels (scripts/validity/scale-anchor.mjs). Fitted on three repositories and
 * tested on the fourth, a scale learns the training repositories' mean label, which moves opposite
 * to the held-out one's, so the held-out predictions of the four folds sit at levels that scramble
 * their pooled order (held-out Spearman 0.33 with one shared shift fitted, against 0.65 with it chosen).
 */
export function freeParameters(priors: CalibrationFit): FreeParameter[] {
  return Object.keys(priors.quality).map((rule): FreeParameter => ({
    key: `quality.${rule}.perUnit`,
    ...FIT_SEARCH.perUnit,
    prior: priors.quality[rule]!.perUnit,
    get: (fit) => fit.quality[rule]!.perUnit,
    set: (fit, value) => {
      fit.quality[rule] = { ...fit.quality[rule]!, perUnit: value };
    },
  }));
}

/** `fit` with each quality rule's perUnit set to its prior (rules without one keep theirs). */
export function withPriors(fit: CalibrationFit, priors: Readonly<Record<string, number>>): CalibrationFit {
  const out = copyFit(fit);
  for (const [rule, w] of Object.entries(out.quality)) out.quality[rule] = { ...w, perUnit: priors[rule] ?? w.perUnit };
  return out;
}

/** A deep copy of a fit (the search changes its copies in place). */
export function copyFit(fit: CalibrationFit): CalibrationFit {
  const quality: CalibrationFit['quality'] = {};
  for (const [rule, w] of Object.entries(fit.quality)) quality[rule] = { ...w, subscores: [...w.subscores] };
  return { stretch: { ...fit.stretch }, quality };
}

/** The grid of a parameter: lower, lower + step, …, upper (rounded to the step's decimals). */
export function gridOf(p: Pick<FreeParameter, 'lower' | 'upper' | 'step'>): number[] {
  const count = Math.round((p.upper - p.lower) / p.step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((p.lower + i * p.step) * 1e6) / 1e6);
}

const platinumShare = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.filter((v) => badgeFor(v) === 'platinum').length / values.length;

/** The objective's terms for predicted scores against labels (before the ridge). */
export function agreementObjective(pairs: readonly Paired[], margin: number): number {
  const rho = spearman(pairs);
  const pairwise = pairwiseAgreement(pairs, margin).share;
  const gap = Math.abs(mean(pairs.map((p) => p.score - p.label)));
  const platinumExcess = platinumShare(pairs.map((p) => p.score)) - platinumShare(pairs.map((p) => p.label));
  return (
    (Number.isFinite(rho) ? rho : 0) +
    (Number.isFinite(pairwise) ? pairwise : 0.5) -
    FIT_OBJECTIVE.perGapPoint * Math.max(0, gap - FIT_OBJECTIVE.gapTolerance) -
    FIT_OBJECTIVE.perPlatinumShare * Math.max(0, platinumExcess)
  );
}

/** The ridge: the squared, range-scaled distances of the parameters from their priors, weighted. */
export function ridgeOf(fit: CalibrationFit, params: readonly FreeParameter[]): number {
  let sum = 0;
  for (const p of params) sum += ((p.get(fit) - p.prior) / (p.upper - p.lower)) ** 2;
  return FIT_OBJECTIVE.ridge * sum;
}

/** The full objective of a fit on labelled targets (higher is better). */
export function objectiveOf(
  targets: readonly FitTarget[],
  fit: CalibrationFit,
  params: readonly FreeParameter[],
  margin: number,
): number {
  const pairs = targets.map((t) => ({ label: t.label, score: predictComposite(t.sample, fit) }));
  return agreementObjective(pairs, margin) - ridgeOf(fit, params);
}

/** One coordinate descent from `start`: each parameter in turn set to its best grid value. */
function descend(
  targets: readonly FitTarget[],
  start: CalibrationFit,
  params: readonly FreeParameter[],
  margin: number,
): { fit: CalibrationFit; objective: number } {
  const fit = copyFit(start);
  let best = objectiveOf(targets, fit, params, margin);
  for (let sweep = 0; sweep < FIT_SEARCH.maxSweeps; sweep++) {
    let moved = false;
    for (const p of params) {
      const current = p.get(fit);
      let bestValue = current;
      for (const value of gridOf(p)) {
        if (value === current) continue;
        p.set(fit, value);
        const objective = objectiveOf(targets, fit, params, margin);
        // Strictly better only, so ties keep the earlier (closer to where the search stands).
        if (objective > best + 1e-12) {
          best = objective;
          bestValue = value;
        }
      }
      p.set(fit, bestValue);
      if (bestValue !== current) moved = true;
    }
    if (!moved) break;
  }
  return { fit, objective: best };
}

/** The start of the search: the priors, each within its bounds. */
function startsOf(priors: CalibrationFit, params: readonly FreeParameter[]): CalibrationFit[] {
  const atPrior = copyFit(priors);
  for (const p of params) p.set(atPrior, Math.min(p.upper, Math.max(p.lower, p.prior)));
  return [atPrior];
}

export interface FitOutcome {
  fit: CalibrationFit;
  objective: number;
}

/**
 * The fit that maximises the objective on the targets: a coordinate descent from each start, the
 * best kept (the first on a tie). Deterministic. `priors` gives the shape (which rules, their
 * sub-scores and max, which are chosen, not fitted) and the priors of the ridge.
 */
export function fitParameters(targets: readonly FitTarget[], priors: CalibrationFit, margin: number): FitOutcome {
  const params = freeParameters(priors);
  let best: FitOutcome | null = null;
  for (const start of startsOf(priors, params)) {
    const outcome = descend(targets, start, params, margin);
    if (best === null || outcome.objective > best.objective + 1e-12) best = outcome;
  }
  return best!;
}
