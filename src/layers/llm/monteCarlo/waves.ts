// The measured runs in waves: each wave's replies are graded as it ends, and the runs stop early
// once the intervals they measure are narrow; then the agent's decisions, when none are shared.
import type { ParsedSkill } from '../../../contract/types.js';
import { decisionRequest, type Catalogue } from '../../catalogue.js';
import type { MeasuredTriggering } from '../../triggering.js';
import { bootstrapInterval, bootstrapMeanInterval } from '../../../stats/stats.js';
import {
  MC_BOOTSTRAP_SEED,
  MC_EARLY_STOP_FIRST_WAVE,
  MC_EARLY_STOP_WAVE,
  MC_EARLY_STOP_WIDTH,
  MC_MIN_GRADED,
  MC_NEGATIVE_SHARE,
} from './constants.js';
import { readDecision, type Decision, type Grade, type Grader, type MeasuredRun, type Send } from './grading.js';
import { recordRun, simulationRequest, type PromptSet } from './prompts.js';
import { efficiencyOf } from './summary.js';
import type { MonteCarloOptions } from './types.js';

export interface WaveSetup {
  skill: ParsedSkill;
  runs: number;
  options: MonteCarloOptions;
  promptSet: PromptSet;
  send: Send;
  label: string;
  /** With prompt caching (and no batches), the first call writes SKILL.md to the cache before the others start. */
  serialFirst: boolean;
  earlyStop: boolean;
  grader: Grader;
}

const width = (i: readonly [number, number] | null) => (i ? i[1] - i[0] : Infinity);

/** Every written request has run and the graded quality and token efficiency intervals are narrow. */
function narrowEnough(sofar: readonly MeasuredRun[], promptCount: number, grades: readonly Grade[]): boolean {
  if (sofar.length < promptCount) return false;
  const scores = grades.filter((g) => g.score !== undefined).map((g) => g.score!);
  if (scores.length < MC_MIN_GRADED) return false;
  const tokens = sofar.filter((r) => !r.transportFailure && !r.errored).map((r) => r.tokens);
  const quality = bootstrapMeanInterval(scores, { seed: MC_BOOTSTRAP_SEED });
  const efficiency = tokens.length > 0 ? bootstrapInterval(tokens, efficiencyOf) : null;
  return width(quality) <= MC_EARLY_STOP_WIDTH && width(efficiency) <= MC_EARLY_STOP_WIDTH;
}

export async function runWaves(setup: WaveSetup): Promise<{ positives: MeasuredRun[]; stoppedEarly: boolean }> {
  const { skill, runs, options, promptSet, send, label, grader } = setup;
  let done = 0;
  // A run: the reply with the skill loaded (as the reference's run), so quality is measured
  // whatever the description's pull.
  const replyRun = async (index: number): Promise<MeasuredRun> => {
    const prompt = promptSet.prompts[index % promptSet.prompts.length]!;
    const answer = await send(simulationRequest(skill, prompt, options));
    options.onProgress?.(++done, runs, label);
    return { ...recordRun(answer), prompt, chosen: null, loaded: null };
  };
  const out: MeasuredRun[] = setup.serialFirst ? [await replyRun(0)] : [];
  while (out.length < runs) {
    const end = setup.earlyStop
      ? Math.min(runs, Math.max(MC_EARLY_STOP_FIRST_WAVE, out.length + MC_EARLY_STOP_WAVE))
      : runs;
    const start = out.length;
    out.push(...(await Promise.all(Array.from({ length: end - start }, (_, i) => replyRun(start + i)))));
    await grader.gradeUpTo(out);
    if (setup.earlyStop && out.length < runs && narrowEnough(out, promptSet.prompts.length, grader.grades))
      return { positives: out, stoppedEarly: true };
  }
  return { positives: out, stoppedEarly: false };
}

export type NearMissDecision = Decision & { prompt: string };

export interface DecisionSetup {
  runs: number;
  promptSet: PromptSet;
  send: Send;
  catalogue: Catalogue;
  simulate: string;
  caching: boolean;
}

/**
 * Without shared choices: one choice per run (written onto the run), and near-miss choices, asked
 * here. With them: nothing is asked.
 */
export async function decideRuns(
  positives: readonly MeasuredRun[],
  shared: MeasuredTriggering | null,
  setup: DecisionSetup,
): Promise<{ negatives: number; negativeDecisions: NearMissDecision[] }> {
  const { promptSet, catalogue } = setup;
  const negatives = shared ? 0 : Math.ceil(setup.runs * MC_NEGATIVE_SHARE);
  const decide = async (prompt: string): Promise<Decision> =>
    readDecision(await setup.send(decisionRequest(catalogue, prompt, setup.simulate, setup.caching)), catalogue);
  const [positiveDecisions, negativeDecisions] = shared
    ? [[], []]
    : await Promise.all([
        Promise.all(positives.map((r) => decide(r.prompt))),
        Promise.all(
          Array.from({ length: negatives }, async (_, i) => {
            const prompt = promptSet.nearMisses[i % promptSet.nearMisses.length]!;
            return { prompt, ...(await decide(prompt)) };
          }),
        ),
      ]);
  positiveDecisions.forEach((d, i) =>
    Object.assign(positives[i]!, { chosen: d.chosen, loaded: d.loaded }, d.error ? { decisionError: d.error } : {}),
  );
  return { negatives, negativeDecisions };
}
