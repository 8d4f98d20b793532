// Statistics of the Monte Carlo runs: the reference's summary of a set of runs, the layer that
// measured nothing, and the helpers the measured method groups its choices with.
import {
  bootstrapInterval,
  bootstrapMeanInterval,
  holding,
  clopperPearson,
  coefficientOfVariation,
  iqr,
  mean,
  median,
  outliers,
  populationStdDev,
  wilson,
} from '../../../stats/stats.js';
import type { ParsedSkill } from '../../../contract/types.js';
import type { Catalogue } from '../../catalogue.js';
import type { LayerRun } from '../../judge.js';
import type { MeasuredTriggering, TriggerLabel } from '../../triggering.js';
import { MAX_ERROR_REASONS, MC_DIMENSIONS, MC_SCORE_WEIGHTS, MC_TOKEN_BUDGET } from './constants.js';
import type { MonteCarloOptions, RunRecord } from './types.js';

/** JSON has no Infinity or NaN: report them as null. */
export const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/**
 * The layer's sub_scores under the reference's names, so that tools reading its JSON keep working:
 * the triggering measure, output consistency (1 − min(1, cv)), the failure rate and token efficiency.
 * Every other measure goes in metadata.
 */
export function referenceSubScores(
  triggering: number,
  outputConsistency: number,
  failureRate: number,
  tokenEfficiency: number,
): Record<string, number> {
  return {
    triggering,
    output_consistency: outputConsistency,
    failure_rate: failureRate,
    token_efficiency: tokenEfficiency,
  };
}

/** Statistics and layer score of a set of runs (spec §7). Pure: exported for tests and reports. */
export function summariseRuns(records: readonly RunRecord[]) {
  const n = records.length;
  const activatedCount = records.filter((r) => r.activated).length;
  const erroredCount = records.filter((r) => r.errored).length;
  const activationRate = n > 0 ? activatedCount / n : 0;
  const failureRate = n > 0 ? erroredCount / n : 0;
  const qualities = records.filter((r) => r.activated && !r.errored).map((r) => r.quality);
  const tokens = records.filter((r) => !r.errored).map((r) => r.tokens);

  const qualityMean = qualities.length > 0 ? mean(qualities) : 0;
  const qualityStd = qualities.length > 0 ? populationStdDev(qualities) : null;
  const cv = qualities.length > 0 ? coefficientOfVariation(qualities) : null;
  const tokenMedian = tokens.length > 0 ? median(tokens) : null;
  const efficiency = tokenMedian === null ? 0 : efficiencyOf(tokens);
  // No activated run means no consistency to speak of: count it as the worst.
  const consistency = 1 - Math.min(1, cv ?? 1);

  const w = MC_SCORE_WEIGHTS;
  const score =
    w.activation * activationRate +
    w.consistency * consistency +
    w.reliability * (1 - failureRate) +
    w.efficiency * efficiency;
  const quartiles = tokens.length > 0 ? iqr(tokens) : null;
  const efficiencyCi =
    tokens.length > 0 ? holding(bootstrapInterval(tokens, efficiencyOf) ?? [efficiency, efficiency], efficiency) : null;
  return {
    score,
    activation: { count: activatedCount, rate: activationRate, ci: wilson(activatedCount, n) },
    quality: {
      n: qualities.length,
      mean: qualityMean,
      std: qualityStd,
      cv: cv === null ? null : finiteOrNull(cv),
      ci: bootstrapMeanInterval(qualities),
    },
    failure: { count: erroredCount, rate: failureRate, ci: clopperPearson(erroredCount, n) },
    tokens: {
      n: tokens.length,
      median: tokenMedian,
      q1: quartiles?.q1 ?? null,
      q3: quartiles?.q3 ?? null,
      iqr: quartiles?.iqr ?? null,
      outliers: outliers(tokens).length,
      efficiency,
      efficiency_ci: efficiencyCi,
    },
    consistency,
  };
}

/** Token efficiency of a set of runs' token counts (spec §7). */
export function efficiencyOf(tokens: readonly number[]): number {
  return Math.max(0, 1 - median(tokens) / MC_TOKEN_BUDGET);
}

/** A layer that measured nothing, with the reason (warned) and what is known so far. */
export function unmeasuredLayer(
  skill: ParsedSkill,
  runs: number,
  options: MonteCarloOptions,
  reason: string,
  extra: Record<string, unknown> = {},
): LayerRun {
  const models = { prompt: options.models.prompt, simulate: options.models.simulate };
  options.warn?.(`${skill.path}: monte carlo not measured (${reason}); the layer contributes nothing`);
  return {
    complete: false,
    result: {
      layer: 'monte_carlo',
      score: 0,
      sub_scores: {},
      anti_patterns: [],
      dimensions: {},
      metadata: {
        runs,
        measured: [],
        unmeasured: MC_DIMENSIONS.map((dimension) => ({ dimension, reason })),
        models,
        ...extra,
      },
    },
  };
}

/** Error reasons and how often each occurred, at most MAX_ERROR_REASONS distinct ones (the first seen). */
export function countErrors(reasons: Iterable<string | undefined>): Record<string, number> {
  const errors: Record<string, number> = {};
  for (const e of reasons)
    if (e && (errors[e] !== undefined || Object.keys(errors).length < MAX_ERROR_REASONS))
      errors[e] = (errors[e] ?? 0) + 1;
  return errors;
}

/** `count` indices spread evenly over 0..n−1 (the first always among them). */
export function spread(n: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) => Math.floor((k * n) / count));
}

export function countBy(values: ReadonlyArray<string | null>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v ?? '(none)'] = (out[v ?? '(none)'] ?? 0) + 1;
  return out;
}

export interface Choice {
  prompt: string;
  chosen: boolean;
  loaded: string | null;
}

/** The answered choices of the measured triggering for one label, one per repetition. */
export function choicesOf(m: MeasuredTriggering, label: TriggerLabel, catalogue: Catalogue): Choice[] {
  const underTest = catalogue.underTest.toLowerCase();
  return m.prompts
    .filter((p) => p.label === label)
    .flatMap((p) =>
      p.loaded.map((loaded) => ({
        prompt: p.prompt,
        chosen: loaded !== null && loaded.toLowerCase() === underTest,
        loaded,
      })),
    );
}

/** Outcomes grouped by the request they answered, so an interval resamples requests, not repeats of one. */
export function byPrompt(choices: ReadonlyArray<{ prompt: string; chosen: boolean }>): boolean[][] {
  const groups = new Map<string, boolean[]>();
  for (const c of choices) {
    const g = groups.get(c.prompt) ?? [];
    g.push(c.chosen);
    groups.set(c.prompt, g);
  }
  return [...groups.values()];
}

/**
 * Triggering of the measured Monte Carlo layer: the activation rate (the agent chose the skill
 * from the catalogue) times one minus the false-activation rate (it chose it for a near-miss).
 */
export function measuredTriggering(chosen: readonly boolean[], falselyChosen: readonly boolean[]): number {
  const rate = (xs: readonly boolean[]) => (xs.length > 0 ? xs.filter(Boolean).length / xs.length : 0);
  return rate(chosen) * (1 - rate(falselyChosen));
}
