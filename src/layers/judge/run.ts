// The judge layer: its calls, run concurrently under the run's limiter, scored and reported.
import type { ParsedSkill } from '../../contract/types.js';
import { UsageTally } from '../../llm/call.js';
import { measureTriggering, type TriggeringRun } from '../triggering.js';
import { RUBRIC_DIMENSIONS, judgeSpread } from './agreement.js';
import { assess, type AssessmentOutcome } from './assess.js';
import { JUDGE_EXCERPT_CODE_POINTS, clampJudges } from './constants.js';
import { partialDimensions, scoreDimensions, type JudgeScores, type PartialDimension } from './dimensions.js';
import { ASSESSMENTS, type Assessment } from './prompts.js';
import type { JudgeModels, JudgeOptions, LayerRun } from './types.js';

export async function runJudge(skill: ParsedSkill, options: JudgeOptions): Promise<LayerRun> {
  const tally = new UsageTally();
  const n = clampJudges(options.judges);
  const measured = options.measured ?? null;
  let outcomes: AssessmentOutcome[];
  let triggering: TriggeringRun | null = null;
  if (options.unavailable) {
    outcomes = ASSESSMENTS.filter((a) => samplesOf(a, n, measured !== null) > 0).map((a) => ({
      dimension: a.dimension,
      reason: options.unavailable!,
    }));
    if (measured) triggering = { ok: false, reason: options.unavailable, complete: false };
  } else {
    [outcomes, triggering] = await Promise.all([
      assessAll(skill, options, n, tally),
      triggeringMeasurement(skill, options, tally),
    ]);
  }
  const scored = scoreDimensions(outcomes, {
    n,
    measured: measured !== null,
    unavailable: options.unavailable,
    triggering,
  });
  const partial = partialDimensions(outcomes, scored, triggering);
  const allCallsOk = outcomes.every((o) => o.score !== undefined);
  // The engine warns about unmeasured dimensions (with the skill's path), from metadata.unmeasured.
  return {
    complete:
      scored.unmeasured.length === 0 &&
      allCallsOk &&
      (measured === null || (triggering?.ok === true && triggering.complete)),
    result: judgeResult(scored, partial, { n, measured: measured !== null, models: options.models, tally }),
  };
}

/**
 * Samples asked of an assessment. The self-reported F1 is the reference's method: it is not asked when triggering is
 * measured.
 */
function samplesOf(assessment: Assessment, n: number, measured: boolean): number {
  return assessment.dimension === 'triggering_accuracy' && measured ? 0 : n;
}

/** Every sample of every assessment, all sent at once. */
function assessAll(
  skill: ParsedSkill,
  options: JudgeOptions,
  n: number,
  tally: UsageTally,
): Promise<AssessmentOutcome[]> {
  const measured = Boolean(options.measured);
  return Promise.all(
    ASSESSMENTS.flatMap((a) =>
      Array.from({ length: samplesOf(a, n, measured) }, () => assess(a, skill, options, tally)),
    ),
  );
}

/** The measured triggering: the one shared with the Monte Carlo layer, else measured here; null when not measured. */
function triggeringMeasurement(
  skill: ParsedSkill,
  options: JudgeOptions,
  tally: UsageTally,
): Promise<TriggeringRun | null> {
  const measured = options.measured ?? null;
  if (measured?.run) return measured.run(tally);
  if (!measured) return Promise.resolve(null);
  return measureTriggering(
    skill,
    {
      caller: options.caller,
      model: options.models.triggering,
      agentModel: measured.agentModel,
      repetitions: measured.repetitions,
      catalogue: measured.catalogue,
      authorSets: measured.authorSets,
    },
    tally,
  );
}

function judgeResult(
  scored: JudgeScores,
  partial: PartialDimension[],
  run: { n: number; measured: boolean; models: JudgeModels; tally: UsageTally },
): LayerRun['result'] {
  const { dimensions, samples } = scored;
  const { n } = run;
  const measuredScores = Object.values(dimensions);
  const score = measuredScores.length > 0 ? measuredScores.reduce((a, b) => a + b, 0) / measuredScores.length : 0;
  const spread = judgeSpread(
    n,
    Object.fromEntries(RUBRIC_DIMENSIONS.filter((d) => samples[d]).map((d) => [d, samples[d]!])),
  );
  return {
    layer: 'judge',
    score,
    sub_scores: { ...dimensions },
    anti_patterns: [],
    dimensions,
    dimension_ci: scored.dimensionCi,
    metadata: {
      measured: Object.keys(dimensions),
      unmeasured: scored.unmeasured,
      partial,
      method: scored.methods,
      ...(scored.triggeringMeta ? { triggering: scored.triggeringMeta } : {}),
      answers: scored.answers,
      models: { triggering: run.models.triggering, rubric: run.models.rubric },
      excerpt_code_points: run.measured ? null : JUDGE_EXCERPT_CODE_POINTS,
      judged_text: run.measured
        ? 'the whole SKILL.md'
        : `the first ${JUDGE_EXCERPT_CODE_POINTS} code points of SKILL.md`,
      judges: {
        n,
        samples,
        std: spread.std,
        agreement: spread.agreement,
        ci_method: `percentile bootstrap of the mean over the judge samples (${n === 1 ? 'one sample: the interval is the point, use --judges 2 or more for a spread' : `${n} samples`})`,
      },
      model_usage: run.tally.toJSON(),
    },
  };
}
