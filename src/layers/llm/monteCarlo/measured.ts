// The measured Monte Carlo method: activation is the agent choosing the skill from a catalogue
// (with near-misses for false activations), quality is a grader's verdict on a sample of replies.
import type { ParsedSkill } from '../../../contract/types.js';
import type { LayerRun } from '../../judge.js';
import type { UsageTally } from '../../../llm/call.js';
import { createGrader, tallyingSend } from './grading.js';
import { measuredResult } from './measuredReport.js';
import {
  activationStats,
  failureStats,
  measuredDimensions,
  measuredPartial,
  measuredScore,
  qualityStats,
} from './measuredStats.js';
import type { PromptSet } from './prompts.js';
import { countErrors, summariseRuns, unmeasuredLayer } from './summary.js';
import type { MonteCarloOptions } from './types.js';
import { decideRuns, runWaves } from './waves.js';

export async function runMeasured(
  skill: ParsedSkill,
  runs: number,
  options: MonteCarloOptions,
  measured: NonNullable<MonteCarloOptions['measured']>,
  promptSet: PromptSet,
  promptsMeta: Record<string, unknown>,
  tally: UsageTally,
): Promise<LayerRun> {
  const { caller } = options;
  const { catalogue, graderModel } = measured;
  const simulate = options.models.simulate;
  const caching = caller.promptCaching;
  const serialFirst = caching && !caller.batched;
  const send = tallyingSend(caller, tally);
  const label = `monte carlo ${skill.name}`;
  options.onProgress?.(0, runs, label);

  // The measured triggering's choices (same catalogue, same agent) serve as the activation when
  // they are at hand: no second set of identical decision calls. It runs beside the replies.
  const sharing = measured.triggering ? measured.triggering(tally) : Promise.resolve(null);
  // Grading: a sample of the answered runs, spread evenly, against the skill's instructions — one
  // in MC_GRADED_EVERY of the runs so far (gradedCount), topped up after each wave.
  const grader = createGrader(skill, send, graderModel, caching, serialFirst);
  const earlyStop = (options.earlyStop ?? true) && !caller.batched;
  const waveSetup = { skill, runs, options, promptSet, send, label, serialFirst, earlyStop, grader };
  const [{ positives, stoppedEarly }, sharedRun] = await Promise.all([runWaves(waveSetup), sharing]);
  if (stoppedEarly) options.onProgress?.(positives.length, positives.length, label);
  const shared = sharedRun?.ok ? sharedRun.value : null;

  const decisionSetup = { runs, promptSet, send, catalogue, simulate, caching };
  const { negatives, negativeDecisions } = await decideRuns(positives, shared, decisionSetup);

  const failedEverything = positives.every((r) => r.transportFailure && (shared !== null || r.chosen === null));
  if (failedEverything) {
    return unmeasuredLayer(skill, runs, options, `every run failed: ${positives[0]!.error}`, {
      prompts: promptsMeta,
      model_usage: tally.toJSON(),
    });
  }

  // What the reference would have reported from the same replies (activation = a non-empty reply, quality = length).
  // Transport failures (HTTP, timeout, connection) say nothing of the skill: those runs are left out.
  const reference = summariseRuns(positives.filter((r) => !r.transportFailure));
  const activation = activationStats(shared, positives, negativeDecisions, catalogue);
  const failure = failureStats(positives);
  const quality = qualityStats(grader.grades, reference);
  const score = measuredScore(activation, failure, quality, reference);
  const dims = measuredDimensions(activation, failure, quality, reference, positives);
  if (dims.qualityReason !== undefined)
    options.warn?.(`${skill.path}: monte carlo output quality not measured (${dims.qualityReason})`);

  const errors = countErrors(positives.flatMap((r) => [r.error, r.decisionError]));
  if (failure.erroredCount > 0)
    options.warn?.(
      `${skill.path}: monte carlo: ${failure.erroredCount} of ${positives.length} runs errored (${Object.keys(errors).join('; ')})`,
    );
  const unansweredDecisions = shared
    ? 0
    : positives.filter((r) => r.chosen === null).length + negativeDecisions.filter((d) => d.chosen === null).length;
  const transportFailures = positives.filter((r) => r.transportFailure).length + unansweredDecisions;
  const lostChoices = shared ? shared.failed_calls : unansweredDecisions;
  const plannedChoices = shared ? shared.prompts.length * shared.repetitions : runs + negatives;
  const partial = measuredPartial(dims.dimensions, positives, quality, lostChoices, plannedChoices);

  const result = measuredResult({
    ...{ runs, options, graderModel, catalogue, promptSet, promptsMeta, tally, positives, shared, negatives },
    ...{ sampled: grader.graded.size, earlyStop, stoppedEarly, reference, activation, failure, quality, dims },
    ...{ partial, errors, score },
  });
  return {
    result,
    complete:
      transportFailures === 0 &&
      promptSet.source === 'model' &&
      promptSet.nearMissSource === 'model' &&
      quality.gradeFailures.length === 0,
  };
}
