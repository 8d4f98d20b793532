// Measured triggering of one skill: the writer's requests, each put R times to the agent, then F1.
import type { ParsedSkill } from '../../contract/types.js';
import type { UsageTally } from '../../llm/call.js';
import { decisionRequest } from '../catalogue.js';
import { MAX_TRIGGER_REPETITIONS } from './constants.js';
import { answerTest, type DecisionContext } from './decisions.js';
import { planTests } from './plan.js';
import { triggeringOutcome } from './summary.js';
import type { TriggeringOptions, TriggeringRun } from './types.js';
import { readWrittenTests, writerRequest } from './writer.js';

/** Measured triggering of one skill. Never throws: a failure is `{ok: false, reason}`. */
export async function measureTriggering(
  skill: ParsedSkill,
  options: TriggeringOptions,
  tally: UsageTally,
): Promise<TriggeringRun> {
  const { caller, model, catalogue } = options;
  const repetitions = Math.min(MAX_TRIGGER_REPETITIONS, Math.max(1, Math.floor(options.repetitions)));
  const written = readWrittenTests(await caller.send(writerRequest(skill, model)), model, tally);
  if (!written.ok) return { ok: false, reason: `prompt writing failed: ${written.reason}`, complete: false };
  const plan = planTests(skill, written.should, written.shouldNot, options.authorSets);
  const agent = options.agentModel ?? model;
  const decide = (prompt: string) => caller.send(decisionRequest(catalogue, prompt, agent, caller.promptCaching));
  // With prompt caching, the first decision writes the catalogue to the cache before the others
  // start, so they read it instead of each writing it again.
  const first = caller.promptCaching && !caller.batched ? await decide(plan.tests[0]!.prompt) : null;
  const context: DecisionContext = { repetitions, decide, first, agent, catalogue, tally, plan };
  const prompts = await Promise.all(plan.tests.map((test, t) => answerTest(test, t, context)));
  return triggeringOutcome(prompts, plan, {
    should: written.should.length,
    shouldNot: written.shouldNot.length,
    failedCalls: prompts.reduce((sum, p) => sum + p.errors.length, 0),
    repetitions,
    model,
    catalogue,
    authorSets: options.authorSets,
  });
}
