// From the judge's answers to scores: per dimension the mean of its samples with a bootstrap
// interval, or for triggering_accuracy the measured F1 when there is one; the dimensions left
// unmeasured, and those measured from fewer answers than planned.
import type { DimensionName } from '../../contract/types.js';
import { bootstrapMeanInterval, holding, mean, type Interval } from '../../stats/stats.js';
import type { MeasuredTriggering, TriggeringRun } from '../triggering.js';
import type { AssessmentOutcome } from './assess.js';
import { JUDGE_DIMENSIONS } from './constants.js';
import type { Unmeasured } from './types.js';

/** The dimensions as scored, each record filled in the table order of spec §5. */
export interface JudgeScores {
  dimensions: Partial<Record<DimensionName, number>>;
  dimensionCi: Partial<Record<DimensionName, Interval>>;
  answers: Record<string, unknown>;
  samples: Record<string, number[]>;
  methods: Record<string, string>;
  unmeasured: Unmeasured[];
  triggeringMeta: Record<string, unknown> | null;
}

/** What scoring needs besides the answers. */
export interface ScoringContext {
  /** Samples planned of each rubric assessment. */
  n: number;
  /** Whether triggering was to be measured (rather than self-reported). */
  measured: boolean;
  unavailable: string | null | undefined;
  triggering: TriggeringRun | null;
}

/** The answers of one dimension: all of them, the scores read, and why the others failed. */
interface DimensionAnswers {
  mine: AssessmentOutcome[];
  scores: number[];
  failures: string[];
  sampled: number | null;
}

export type PartialDimension = { dimension: string; reason: string; measured: number; planned: number };

export function scoreDimensions(outcomes: readonly AssessmentOutcome[], context: ScoringContext): JudgeScores {
  const into: JudgeScores = {
    dimensions: {},
    dimensionCi: {},
    answers: {},
    samples: {},
    methods: {},
    unmeasured: [],
    triggeringMeta: null,
  };
  // Report in the table order of spec §5 whatever order the calls finished in.
  for (const dimension of JUDGE_DIMENSIONS) {
    const mine = outcomes.filter((o) => o.dimension === dimension);
    const scores = mine.filter((o) => o.score !== undefined).map((o) => o.score!);
    const failures = mine.filter((o) => o.score === undefined).map((o) => o.reason ?? 'unknown');
    const read: DimensionAnswers = { mine, scores, failures, sampled: scores.length > 0 ? mean(scores) : null };
    if (scores.length > 0) {
      into.samples[dimension] = scores;
      into.answers[dimension] = mine.length === 1 ? mine[0]!.detail : mine.map((o) => o.detail ?? { error: o.reason });
    }
    if (dimension === 'triggering_accuracy') scoreTriggering(into, read, context);
    else scoreRubric(into, dimension, read, context.n);
  }
  return into;
}

function scoreRubric(into: JudgeScores, dimension: DimensionName, read: DimensionAnswers, n: number): void {
  const { scores, failures, sampled } = read;
  if (sampled !== null) {
    into.dimensions[dimension] = sampled;
    into.dimensionCi[dimension] = holding(bootstrapMeanInterval(scores) ?? [sampled, sampled], sampled);
    into.methods[dimension] = n > 1 ? `judged: mean of ${scores.length} samples` : 'judged';
  } else into.unmeasured.push({ dimension, reason: failures[0] ?? 'unknown' });
}

/** triggering_accuracy: the measured F1 when measured, else the self-reported one (the reference's method). */
function scoreTriggering(into: JudgeScores, read: DimensionAnswers, context: ScoringContext): void {
  const dimension = 'triggering_accuracy';
  const { mine, scores, failures, sampled } = read;
  const { measured, triggering } = context;
  const selfReported =
    sampled === null
      ? null
      : {
          method: 'self-reported',
          f1: sampled,
          samples: scores.length,
          ...(into.answers[dimension] && mine.length === 1 ? pickRates(mine[0]!.detail) : {}),
        };
  if (triggering?.ok) {
    into.dimensions[dimension] = triggering.value.f1;
    into.dimensionCi[dimension] = triggering.value.ci;
    into.methods[dimension] = 'measured';
    into.triggeringMeta = {
      ...measuredMeta(triggering.value),
      reference: selfReported ?? { method: 'self-reported', not_asked: 'triggering was measured' },
    };
    return;
  }
  if (sampled !== null) {
    into.dimensions[dimension] = sampled;
    into.dimensionCi[dimension] = holding(bootstrapMeanInterval(scores) ?? [sampled, sampled], sampled);
    into.methods[dimension] = 'self-reported';
    into.triggeringMeta = measured
      ? {
          method: 'self-reported',
          f1: sampled,
          measured_failed: triggering && !triggering.ok ? triggering.reason : 'unknown',
          reference: selfReported,
        }
      : { method: 'self-reported', f1: sampled, reference: selfReported };
    return;
  }
  const selfReason = failures[0] ?? 'unknown';
  const reason =
    context.unavailable ?? (measured && triggering && !triggering.ok ? `measured: ${triggering.reason}` : selfReason);
  into.unmeasured.push({ dimension, reason });
}

/** Dimensions measured from fewer samples or choices than planned (the rest failed on the way). */
export function partialDimensions(
  outcomes: readonly AssessmentOutcome[],
  scored: Pick<JudgeScores, 'dimensions' | 'methods'>,
  triggering: TriggeringRun | null,
): PartialDimension[] {
  const partial: PartialDimension[] = [];
  for (const dimension of JUDGE_DIMENSIONS) {
    if (scored.dimensions[dimension] === undefined) continue;
    if (dimension === 'triggering_accuracy' && scored.methods[dimension] === 'measured' && triggering?.ok) {
      const m = triggering.value;
      const planned = m.prompts.length * m.repetitions;
      if (m.failed_calls > 0)
        partial.push({
          dimension,
          reason: `${m.failed_calls} of ${planned} choices failed`,
          measured: planned - m.failed_calls,
          planned,
        });
      continue;
    }
    const mine = outcomes.filter((o) => o.dimension === dimension);
    const failed = mine.filter((o) => o.score === undefined);
    if (failed.length > 0)
      partial.push({
        dimension,
        reason: failed[0]!.reason ?? 'unknown',
        measured: mine.length - failed.length,
        planned: mine.length,
      });
  }
  return partial;
}

function pickRates(detail: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of ['precision', 'recall'] as const) if (detail?.[field] !== undefined) out[field] = detail[field];
  return out;
}

/** The measured triggering as the JSON shows it (intervals as ci_lower/ci_upper, as everywhere). */
function measuredMeta(m: MeasuredTriggering): Record<string, unknown> {
  const { ci, ...rest } = m;
  return {
    ...rest,
    ci_lower: ci[0],
    ci_upper: ci[1],
    ci_method: 'two-level percentile bootstrap (requests within each label, then repetitions), 1,000 resamples, seeded',
    pass_rule:
      'a should-trigger request passes when the skill was loaded in more than half of its answered repetitions, a near-miss when in fewer than half',
  };
}
