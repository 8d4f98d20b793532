// The measured Monte Carlo layer's result: the reference's four sub-score keys, and metadata that
// says how each dimension was measured, from how many runs, and what the reference would have said.
import { populationStdDev } from '../../../stats/stats.js';
import type { LayerResult } from '../../../contract/types.js';
import type { Catalogue } from '../../catalogue.js';
import type { MeasuredTriggering } from '../../triggering.js';
import type { UsageTally } from '../../../llm/call.js';
import { MC_EARLY_STOP_FIRST_WAVE, MC_EARLY_STOP_WAVE, MC_EARLY_STOP_WIDTH } from './constants.js';
import type { MeasuredRun } from './grading.js';
import type {
  ActivationStats,
  FailureStats,
  MeasuredDimensions,
  PartialDimension,
  QualityStats,
} from './measuredStats.js';
import type { PromptSet } from './prompts.js';
import { byPrompt, countBy, finiteOrNull, referenceSubScores, summariseRuns } from './summary.js';
import type { MonteCarloOptions } from './types.js';

/** Everything the measured result is assembled from. */
export interface MeasuredParts {
  runs: number;
  options: MonteCarloOptions;
  graderModel: string;
  catalogue: Catalogue;
  promptSet: PromptSet;
  promptsMeta: Record<string, unknown>;
  tally: UsageTally;
  positives: MeasuredRun[];
  sampled: number;
  shared: MeasuredTriggering | null;
  negatives: number;
  earlyStop: boolean;
  stoppedEarly: boolean;
  reference: ReturnType<typeof summariseRuns>;
  activation: ActivationStats;
  failure: FailureStats;
  quality: QualityStats;
  dims: MeasuredDimensions;
  partial: PartialDimension[];
  errors: Record<string, number>;
  score: number;
}

const METHOD = {
  triggering_accuracy: 'measured: activation rate from the catalogue × (1 − false-activation rate on near-misses)',
  output_quality: "measured: replies graded against the skill's instructions",
  robustness: 'as the reference: 1 − failure rate (a run fails when its choice or its reply call fails)',
  token_efficiency: 'as the reference: 1 − median tokens of a reply with the skill loaded / 8,000',
};

function earlyStopPart(p: MeasuredParts) {
  return {
    enabled: p.earlyStop,
    stopped_early: p.stoppedEarly,
    runs_used: p.positives.length,
    runs_requested: p.runs,
    max_width: MC_EARLY_STOP_WIDTH,
    rule: p.earlyStop
      ? `runs in waves (${MC_EARLY_STOP_FIRST_WAVE}, then ${MC_EARLY_STOP_WAVE} more); stop once every request has run and the output quality and token efficiency intervals are at most ${MC_EARLY_STOP_WIDTH} wide`
      : 'off (--no-early-stop, or calls through batches)',
  };
}

function promptsPart(p: MeasuredParts) {
  return {
    ...p.promptsMeta,
    near_misses: {
      source: p.promptSet.nearMissSource,
      count: p.promptSet.nearMisses.length,
      list: p.promptSet.nearMisses,
    },
  };
}

function activationPart(p: MeasuredParts) {
  const a = p.activation;
  return {
    method: 'measured',
    count: a.activatedCount,
    rate: a.activationRate,
    ci_lower: a.activationCi[0],
    ci_upper: a.activationCi[1],
    ci_method: 'percentile bootstrap resampling the requests (each with all its choices), 1,000 resamples, seeded',
    source: p.shared
      ? 'the measured triggering of the judge layer (same catalogue, same agent): its should-trigger requests'
      : 'one choice per run',
    decisions: a.chosen.length,
    requests: byPrompt(a.positiveChoices).length,
    loaded: countBy(a.positiveChoices.map((c) => c.loaded)),
    catalogue: {
      size: p.catalogue.entries.length,
      neighbours: p.catalogue.entries.filter((e) => e.source === 'neighbour').length,
    },
  };
}

function falseActivationPart(p: MeasuredParts) {
  const a = p.activation;
  return {
    method: 'measured',
    runs: p.negatives,
    answered: a.negativeAnswered.length,
    count: a.falseCount,
    rate: a.falseRate,
    ci_lower: a.falseCi[0],
    ci_upper: a.falseCi[1],
    ci_method: 'wilson',
    loaded: countBy(a.negativeChoices.map((c) => c.loaded)),
  };
}

function triggeringPart(p: MeasuredParts) {
  const a = p.activation;
  return {
    value: a.triggering,
    ci_lower: a.triggeringCi[0],
    ci_upper: a.triggeringCi[1],
    ci_method: 'stratified percentile bootstrap over the runs and the near-miss decisions, 1,000 resamples, seeded',
  };
}

function qualityPart(p: MeasuredParts) {
  const q = p.quality;
  return {
    method: 'graded',
    model: p.graderModel,
    n: q.scores.length,
    sampled: p.sampled,
    mean: q.qualityMean,
    std: q.scores.length > 0 ? populationStdDev(q.scores) : null,
    cv: q.gradedCv === null ? null : finiteOrNull(q.gradedCv),
    ci_lower: q.qualityCi?.[0] ?? null,
    ci_upper: q.qualityCi?.[1] ?? null,
    ci_method: 'percentile bootstrap',
    failures: q.gradeFailures,
    consistency_from: q.gradedCv !== null ? 'graded scores' : 'reply lengths (fewer than 2 graded runs)',
  };
}

function failurePart(p: MeasuredParts) {
  const f = p.failure;
  return {
    count: f.erroredCount,
    rate: f.failureRate,
    measured_runs: f.runsMeasured.length,
    unmeasured_runs: p.positives.length - f.runsMeasured.length,
    ci_lower: f.failureCi[0],
    ci_upper: f.failureCi[1],
    method:
      'percentile bootstrap resampling the requests, widened to the Clopper-Pearson interval over the distinct requests; ' +
      'transport failures (HTTP, timeout, connection) leave a run unmeasured, never failed',
    errors: p.errors,
  };
}

function referencePart(p: MeasuredParts) {
  const reference = p.reference;
  return {
    method: 'reference',
    note: 'what the reference would have reported from the same replies',
    activation_rate: reference.activation.rate,
    activation: 'a non-empty reply',
    quality_by_length: {
      mean: reference.quality.mean,
      std: reference.quality.std,
      cv: reference.quality.cv,
      ci_lower: reference.quality.ci?.[0] ?? null,
      ci_upper: reference.quality.ci?.[1] ?? null,
    },
    score: reference.score,
  };
}

export function measuredResult(p: MeasuredParts): LayerResult {
  const { dimensions, dimensionCi, unmeasured } = p.dims;
  return {
    layer: 'monte_carlo',
    score: p.score,
    // The reference's four keys; the activation and false-activation rates behind `triggering` are
    // in metadata.activation and metadata.false_activation.
    sub_scores: referenceSubScores(
      p.activation.triggering,
      p.quality.consistency,
      p.failure.failureRate,
      p.reference.tokens.efficiency,
    ),
    anti_patterns: [],
    dimensions,
    dimension_ci: dimensionCi,
    metadata: {
      runs: p.runs,
      runs_used: p.positives.length,
      early_stop: earlyStopPart(p),
      measured: Object.keys(dimensions),
      unmeasured,
      partial: p.partial,
      method: { ...METHOD },
      prompts: promptsPart(p),
      activation: activationPart(p),
      false_activation: falseActivationPart(p),
      triggering: triggeringPart(p),
      quality: qualityPart(p),
      failure: failurePart(p),
      tokens: p.reference.tokens,
      truncated: p.positives.filter((r) => r.truncated).length,
      reference: referencePart(p),
      models: { prompt: p.options.models.prompt, simulate: p.options.models.simulate, grader: p.graderModel },
      model_usage: p.tally.toJSON(),
    },
  };
}
