// The Monte Carlo layer (spec §7): a small model writes 15 prompts that should trigger the skill
// (fallback: 15 fixed templates), they repeat to N, and each run sends SKILL.md (a cacheable
// block) and one prompt to the simulation model. Per run (the reference's method): activated (a
// non-empty, non-error reply), quality = min(1, reply length / 500), errored, tokens.
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED } from '../../../stats/stats.js';
import type { DimensionName, LayerResult, ParsedSkill } from '../../../contract/types.js';
import type { LayerRun } from '../../judge.js';
import { UsageTally } from '../../../llm/call.js';
import { MC_PROMPT_COUNT } from './constants.js';
import { runMeasured } from './measured.js';
import { recordRun, simulationRequest, writePrompts, type PromptSet } from './prompts.js';
import { countErrors, referenceSubScores, summariseRuns, unmeasuredLayer } from './summary.js';
import type { MonteCarloOptions, RunRecord } from './types.js';

export async function runMonteCarlo(skill: ParsedSkill, runs: number, options: MonteCarloOptions): Promise<LayerRun> {
  if (options.unavailable) return unmeasuredLayer(skill, runs, options, options.unavailable);
  if (!(runs > 0)) return unmeasuredLayer(skill, runs, options, 'no runs requested');

  const tally = new UsageTally();
  const promptSet = await writePrompts(skill, options, tally);
  const promptsMeta = {
    source: promptSet.source,
    reason: promptSet.reason,
    count: promptSet.prompts.length,
    list: promptSet.prompts,
  };
  if (promptSet.authFailure)
    return unmeasuredLayer(skill, runs, options, promptSet.reason ?? 'API key refused', {
      prompts: promptsMeta,
      model_usage: tally.toJSON(),
    });
  if (promptSet.source === 'fallback')
    options.warn?.(
      `${skill.path}: monte carlo prompt writing failed (${promptSet.reason}); using ${MC_PROMPT_COUNT} fixed templates`,
    );
  if (options.measured) return runMeasured(skill, runs, options, options.measured, promptSet, promptsMeta, tally);
  return runReference(skill, runs, options, promptSet, promptsMeta, tally);
}

/** The reference's runs: every prompt answered with the skill loaded, all at once (the first alone with caching). */
async function referenceRuns(
  skill: ParsedSkill,
  runs: number,
  options: MonteCarloOptions,
  promptSet: PromptSet,
  tally: UsageTally,
): Promise<RunRecord[]> {
  const label = `monte carlo ${skill.name}`;
  let done = 0;
  options.onProgress?.(0, runs, label);
  const runOne = async (index: number): Promise<RunRecord> => {
    const prompt = promptSet.prompts[index % promptSet.prompts.length]!;
    const outcome = await options.caller.send(simulationRequest(skill, prompt, options));
    if (outcome.ok) tally.add(options.models.simulate, outcome.usage);
    options.onProgress?.(++done, runs, label);
    return recordRun(outcome);
  };
  // With prompt caching, the first run writes SKILL.md to the cache before the others start, so
  // they read it instead of each writing it again (a cache entry is readable once its first
  // response has begun).
  const first = options.caller.promptCaching ? [await runOne(0)] : [];
  const rest = await Promise.all(Array.from({ length: runs - first.length }, (_, i) => runOne(i + first.length)));
  return [...first, ...rest];
}

async function runReference(
  skill: ParsedSkill,
  runs: number,
  options: MonteCarloOptions,
  promptSet: PromptSet,
  promptsMeta: Record<string, unknown>,
  tally: UsageTally,
): Promise<LayerRun> {
  const records = await referenceRuns(skill, runs, options, promptSet, tally);
  // The reference's arithmetic: a run whose call ended in an error (an HTTP error after the
  // retries, a timeout, an exception) is errored, and the statistics are over every run. Only a
  // run that was never sent (the deadline, the budget, a stopped transport) is left out.
  const unsentRuns = records.filter((r) => r.unsent).length;
  if (unsentRuns === records.length) {
    return unmeasuredLayer(skill, runs, options, `every run failed: ${records[0]!.error}`, {
      prompts: promptsMeta,
      model_usage: tally.toJSON(),
    });
  }
  const stats = summariseRuns(records.filter((r) => !r.unsent));
  const errors = countErrors(records.map((r) => r.error));
  if (stats.failure.count > 0 || unsentRuns > 0) {
    const lost = unsentRuns > 0 ? `, ${unsentRuns} not sent (unmeasured)` : '';
    options.warn?.(
      `${skill.path}: monte carlo: ${stats.failure.count} of ${runs - unsentRuns} measured runs errored${lost} (${Object.keys(errors).join('; ')})`,
    );
  }
  const result = referenceResult(stats, { runs, records, unsentRuns, promptsMeta, errors, options, tally });
  // A failed call may answer on a rerun: only a layer without one is kept in the result cache.
  return { result, complete: !records.some((r) => r.transportFailure) && promptSet.source === 'model' };
}

type RunStats = ReturnType<typeof summariseRuns>;

function referenceDimensions(stats: RunStats) {
  const dimensions: Partial<Record<DimensionName, number>> = {
    triggering_accuracy: stats.activation.rate,
    output_quality: stats.quality.mean,
    robustness: 1 - stats.failure.rate,
  };
  const dimensionCi: Partial<Record<DimensionName, [number, number]>> = {
    triggering_accuracy: stats.activation.ci,
    robustness: [1 - stats.failure.ci[1], 1 - stats.failure.ci[0]],
  };
  if (stats.quality.ci) dimensionCi.output_quality = stats.quality.ci;
  // Without a single completed run there is no token count to judge efficiency by.
  if (stats.tokens.median !== null) dimensions.token_efficiency = stats.tokens.efficiency;
  if (stats.tokens.efficiency_ci) dimensionCi.token_efficiency = stats.tokens.efficiency_ci;
  return { dimensions, dimensionCi };
}

interface ReferenceContext {
  runs: number;
  records: RunRecord[];
  unsentRuns: number;
  promptsMeta: Record<string, unknown>;
  errors: Record<string, number>;
  options: MonteCarloOptions;
  tally: UsageTally;
}

function referenceStatsMetadata(stats: RunStats, errors: Record<string, number>) {
  return {
    activation: {
      count: stats.activation.count,
      rate: stats.activation.rate,
      ci_lower: stats.activation.ci[0],
      ci_upper: stats.activation.ci[1],
      method: 'wilson',
      z: 1.96,
    },
    quality: {
      n: stats.quality.n,
      mean: stats.quality.mean,
      std: stats.quality.std,
      cv: stats.quality.cv,
      ci_lower: stats.quality.ci?.[0] ?? null,
      ci_upper: stats.quality.ci?.[1] ?? null,
      method: 'percentile bootstrap',
      resamples: BOOTSTRAP_RESAMPLES,
      seed: BOOTSTRAP_SEED,
    },
    failure: {
      count: stats.failure.count,
      rate: stats.failure.rate,
      ci_lower: stats.failure.ci[0],
      ci_upper: stats.failure.ci[1],
      method: 'clopper-pearson',
      errors,
    },
  };
}

function referenceResult(stats: RunStats, c: ReferenceContext): LayerResult {
  const { dimensions, dimensionCi } = referenceDimensions(stats);
  const { runs, records, unsentRuns } = c;
  return {
    layer: 'monte_carlo',
    score: stats.score,
    sub_scores: referenceSubScores(
      stats.activation.rate,
      stats.consistency,
      stats.failure.rate,
      stats.tokens.efficiency,
    ),
    anti_patterns: [],
    dimensions,
    dimension_ci: dimensionCi,
    metadata: {
      runs,
      measured: Object.keys(dimensions),
      unmeasured: stats.tokens.median === null ? [{ dimension: 'token_efficiency', reason: 'no run completed' }] : [],
      // Runs never sent: every dimension was measured from the others.
      partial:
        unsentRuns > 0
          ? Object.keys(dimensions).map((dimension) => ({
              dimension,
              reason: `runs lost: ${records.find((r) => r.unsent)?.error ?? 'unknown'}`,
              measured: runs - unsentRuns,
              planned: runs,
            }))
          : [],
      prompts: c.promptsMeta,
      ...referenceStatsMetadata(stats, c.errors),
      tokens: stats.tokens,
      truncated: records.filter((r) => r.truncated).length,
      models: { prompt: c.options.models.prompt, simulate: c.options.models.simulate },
      model_usage: c.tally.toJSON(),
    },
  };
}
