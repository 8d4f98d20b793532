// The statistics of the measured method: activation from the agent's choices times one minus the
// false-activation rate, robustness over distinct requests, graded quality, and what was lost.
import {
  bootstrapGroupsInterval,
  bootstrapMeanInterval,
  holding,
  clopperPearson,
  coefficientOfVariation,
  mean,
  wilson,
} from '../../../stats/stats.js';
import type { DimensionName } from '../../../contract/types.js';
import type { Catalogue } from '../../catalogue.js';
import type { MeasuredTriggering } from '../../triggering.js';
import { MC_BOOTSTRAP_SEED, MC_SCORE_WEIGHTS } from './constants.js';
import { gradedCount, isAnswered, type Grade, type MeasuredRun } from './grading.js';
import { byPrompt, choicesOf, measuredTriggering, summariseRuns, type Choice } from './summary.js';
import type { NearMissDecision } from './waves.js';

export interface ActivationStats {
  positiveChoices: Choice[];
  negativeChoices: Choice[];
  chosen: boolean[];
  activatedCount: number;
  activationRate: number;
  activationCi: [number, number];
  negativeAnswered: boolean[];
  falseCount: number;
  falseRate: number | null;
  falseCi: [number, number];
  triggering: number;
  triggeringCi: [number, number];
}

/** Choices, one per answered decision, with the request they answered (intervals resample requests). */
function choicesFrom(
  shared: MeasuredTriggering | null,
  positives: readonly MeasuredRun[],
  negativeDecisions: readonly NearMissDecision[],
  catalogue: Catalogue,
): [Choice[], Choice[]] {
  const positiveChoices = shared
    ? choicesOf(shared, 'should_trigger', catalogue)
    : positives
        .filter((r) => r.chosen !== null)
        .map((r) => ({ prompt: r.prompt, chosen: r.chosen === true, loaded: r.loaded }));
  const negativeChoices = shared
    ? choicesOf(shared, 'should_not_trigger', catalogue)
    : negativeDecisions
        .filter((d) => d.chosen !== null)
        .map((d) => ({ prompt: d.prompt, chosen: d.chosen === true, loaded: d.loaded }));
  return [positiveChoices, negativeChoices];
}

export function activationStats(
  shared: MeasuredTriggering | null,
  positives: readonly MeasuredRun[],
  negativeDecisions: readonly NearMissDecision[],
  catalogue: Catalogue,
): ActivationStats {
  const [positiveChoices, negativeChoices] = choicesFrom(shared, positives, negativeDecisions, catalogue);
  const chosen = positiveChoices.map((c) => c.chosen);
  const activatedCount = chosen.filter(Boolean).length;
  const activationRate = chosen.length > 0 ? activatedCount / chosen.length : 0;
  const negativeAnswered = negativeChoices.map((c) => c.chosen);
  const falseCount = negativeAnswered.filter(Boolean).length;
  const falseRate = negativeAnswered.length > 0 ? falseCount / negativeAnswered.length : null;
  const triggering = measuredTriggering(chosen, negativeAnswered);
  const triggeringCi = holding(
    bootstrapGroupsInterval(
      [byPrompt(positiveChoices), byPrompt(negativeChoices)],
      ([pos, neg]) => measuredTriggering(pos!.flat(), neg!.flat()),
      {
        seed: MC_BOOTSTRAP_SEED,
      },
    ) ?? [triggering, triggering],
    triggering,
  );
  const activationCi = holding(
    bootstrapGroupsInterval([byPrompt(positiveChoices)], ([g]) => mean(g!.flat().map(Number)), {
      seed: MC_BOOTSTRAP_SEED,
    }) ?? [activationRate, activationRate],
    activationRate,
  );
  const falseCi = wilson(falseCount, negativeAnswered.length);
  return {
    positiveChoices,
    negativeChoices,
    chosen,
    activatedCount,
    activationRate,
    activationCi,
    negativeAnswered,
    falseCount,
    falseRate,
    falseCi,
    triggering,
    triggeringCi,
  };
}

export interface FailureStats {
  runsMeasured: MeasuredRun[];
  erroredCount: number;
  failureRate: number;
  failureCi: [number, number];
}

/** Robustness: the model's own failures (refusals, context overflows) among the runs that were measured. */
export function failureStats(positives: readonly MeasuredRun[]): FailureStats {
  const runsMeasured = positives.filter((r) => !r.transportFailure);
  const erroredCount = runsMeasured.filter((r) => r.errored).length;
  const failureRate = runsMeasured.length > 0 ? erroredCount / runsMeasured.length : 0;
  // Repeats of one request are not independent: the interval resamples requests, and is never
  // narrower than the exact (Clopper-Pearson) interval with as many trials as distinct requests.
  const failureClusters = byPrompt(runsMeasured.map((r) => ({ prompt: r.prompt, chosen: r.errored })));
  const distinct = failureClusters.length;
  const exact = clopperPearson(Math.round(failureRate * distinct), distinct);
  const resampled =
    bootstrapGroupsInterval([failureClusters], ([g]) => mean(g!.flat().map(Number)), { seed: MC_BOOTSTRAP_SEED }) ??
    exact;
  const failureCi = holding([Math.min(exact[0], resampled[0]), Math.max(exact[1], resampled[1])], failureRate);
  return { runsMeasured, erroredCount, failureRate, failureCi };
}

export interface QualityStats {
  scores: number[];
  gradeFailures: string[];
  qualityMean: number | null;
  qualityCi: [number, number] | null;
  gradedCv: number | null;
  consistency: number;
}

export function qualityStats(grades: readonly Grade[], reference: ReturnType<typeof summariseRuns>): QualityStats {
  const scores = grades.filter((g) => g.score !== undefined).map((g) => g.score!);
  const gradeFailures = grades.filter((g) => g.score === undefined).map((g) => g.reason ?? 'unknown');
  const qualityMean = scores.length > 0 ? mean(scores) : null;
  const qualityCi =
    qualityMean === null
      ? null
      : holding(bootstrapMeanInterval(scores, { seed: MC_BOOTSTRAP_SEED }) ?? [qualityMean, qualityMean], qualityMean);
  const gradedCv = scores.length >= 2 ? coefficientOfVariation(scores) : null;
  const consistency = gradedCv !== null ? 1 - Math.min(1, gradedCv) : reference.consistency;
  return { scores, gradeFailures, qualityMean, qualityCi, gradedCv, consistency };
}

export function measuredScore(
  a: ActivationStats,
  f: FailureStats,
  q: QualityStats,
  reference: ReturnType<typeof summariseRuns>,
): number {
  const w = MC_SCORE_WEIGHTS;
  return (
    w.activation * a.triggering +
    w.consistency * q.consistency +
    w.reliability * (1 - f.failureRate) +
    w.efficiency * reference.tokens.efficiency
  );
}

export interface MeasuredDimensions {
  dimensions: Partial<Record<DimensionName, number>>;
  dimensionCi: Partial<Record<DimensionName, [number, number]>>;
  unmeasured: Array<{ dimension: string; reason: string }>;
  /** Why output quality is unmeasured (to warn about), or undefined. */
  qualityReason?: string;
}

export function measuredDimensions(
  a: ActivationStats,
  f: FailureStats,
  q: QualityStats,
  reference: ReturnType<typeof summariseRuns>,
  positives: readonly MeasuredRun[],
): MeasuredDimensions {
  const dimensions: Partial<Record<DimensionName, number>> = {
    triggering_accuracy: a.triggering,
    robustness: 1 - f.failureRate,
  };
  const dimensionCi: Partial<Record<DimensionName, [number, number]>> = {
    triggering_accuracy: a.triggeringCi,
    robustness: [1 - f.failureCi[1], 1 - f.failureCi[0]],
  };
  const unmeasured: Array<{ dimension: string; reason: string }> = [];
  let qualityReason: string | undefined;
  if (q.qualityMean !== null && q.qualityCi) {
    dimensions.output_quality = q.qualityMean;
    dimensionCi.output_quality = q.qualityCi;
  } else {
    const answered = positives.filter(isAnswered);
    qualityReason =
      answered.length === 0 ? 'no run was answered' : `grading failed: ${q.gradeFailures[0] ?? 'unknown'}`;
    unmeasured.push({ dimension: 'output_quality', reason: qualityReason });
  }
  if (reference.tokens.median !== null) {
    dimensions.token_efficiency = reference.tokens.efficiency;
    if (reference.tokens.efficiency_ci) dimensionCi.token_efficiency = reference.tokens.efficiency_ci;
  } else unmeasured.push({ dimension: 'token_efficiency', reason: 'no run completed' });
  return { dimensions, dimensionCi, unmeasured, qualityReason };
}

export type PartialDimension = { dimension: string; reason: string; measured: number; planned: number };

/** Dimensions measured from fewer runs, choices or gradings than planned (the rest failed on the way). */
export function measuredPartial(
  dimensions: Partial<Record<DimensionName, number>>,
  positives: readonly MeasuredRun[],
  q: QualityStats,
  lostChoices: number,
  plannedChoices: number,
): PartialDimension[] {
  const lostRuns = positives.filter((r) => r.transportFailure);
  const partial: PartialDimension[] = [];
  if (lostRuns.length > 0) {
    for (const dimension of ['robustness', 'token_efficiency'] as const) {
      if (dimensions[dimension] !== undefined)
        partial.push({
          dimension,
          reason: `runs lost: ${lostRuns[0]!.error ?? 'unknown'}`,
          measured: positives.length - lostRuns.length,
          planned: positives.length,
        });
    }
  }
  // Planned from the runs made (early stopping ends the runs by design: nothing is lost).
  const plannedGrades = gradedCount(positives.length, positives.length);
  if (dimensions.output_quality !== undefined && q.scores.length < plannedGrades) {
    partial.push({
      dimension: 'output_quality',
      reason: q.gradeFailures[0]
        ? `gradings failed: ${q.gradeFailures[0]}`
        : `runs lost: ${lostRuns[0]?.error ?? 'unknown'}`,
      measured: q.scores.length,
      planned: plannedGrades,
    });
  }
  if (lostChoices > 0) {
    partial.push({
      dimension: 'triggering_accuracy',
      reason: `${lostChoices} of ${plannedChoices} choices failed`,
      measured: plannedChoices - lostChoices,
      planned: plannedChoices,
    });
  }
  return partial;
}
