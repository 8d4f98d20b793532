// One request put to the agent R times: which skill each answered repetition loaded, and whether
// it was the skill under test.
import type { CallOutcome, UsageTally } from '../../llm/call.js';
import { decisionFailure, loadedSkill, triggeredSkillUnderTest, type Catalogue } from '../catalogue.js';
import { heldBackLabel } from '../heldBack.js';
import { promptPasses } from './f1.js';
import type { TestPlan, TriggerTest } from './plan.js';
import type { TriggerPromptResult } from './types.js';

export interface DecisionContext {
  repetitions: number;
  /** Sends one decision request for a prompt. */
  decide: (prompt: string) => Promise<CallOutcome>;
  /** The first repetition of the first request, already answered (null: not sent ahead). */
  first: CallOutcome | null;
  /** The model answering as the agent (its usage is counted under it). */
  agent: string;
  catalogue: Catalogue;
  tally: UsageTally;
  plan: Pick<TestPlan, 'heldBackFrom'>;
}

/** Puts request `t` of the plan to the agent and reads the answers; a failed call is an error, not a trial. */
export async function answerTest(
  { prompt, label }: TriggerTest,
  t: number,
  context: DecisionContext,
): Promise<TriggerPromptResult> {
  const { repetitions, first, decide, tally, agent, catalogue } = context;
  const outcomes = await Promise.all(
    Array.from({ length: repetitions }, (_, r) => (t === 0 && r === 0 && first ? first : decide(prompt))),
  );
  const loaded: Array<string | null> = [];
  const errors: string[] = [];
  let triggers = 0;
  for (const outcome of outcomes) {
    if (!outcome.ok) {
      errors.push(outcome.reason);
      continue;
    }
    tally.add(agent, outcome.usage);
    const failure = decisionFailure(outcome.message);
    if (failure) {
      errors.push(failure);
      continue;
    }
    loaded.push(loadedSkill(outcome.message));
    if (triggeredSkillUnderTest(outcome.message, catalogue)) triggers++;
  }
  const trials = loaded.length;
  const { heldBackFrom } = context.plan;
  const shown = t >= heldBackFrom ? { prompt: heldBackLabel(t - heldBackFrom), held_back: true as const } : { prompt };
  return {
    ...shown,
    label,
    trials,
    triggers,
    rate: trials > 0 ? triggers / trials : null,
    passed: promptPasses(label, triggers, trials),
    loaded,
    errors,
  };
}
