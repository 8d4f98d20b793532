// The requests put to the agent: the generated ones, then the author's trigger set, then a few
// held-back distractors (src/layers/heldBack.ts) among the near-misses.
import type { ParsedSkill } from '../../contract/types.js';
import type { TriggerSet } from '../../evals/parse.js';
import { heldBackPrompts, type HeldBackCategory } from '../heldBack.js';
import { MAX_AUTHOR_TRIGGER_QUERIES } from './constants.js';
import type { TriggerLabel } from './types.js';

/** One request to put to the agent, with the label it should meet. */
export interface TriggerTest {
  prompt: string;
  label: TriggerLabel;
}

export interface TestPlan {
  /** The generated requests, the author's, then the held-back ones. */
  tests: TriggerTest[];
  generated: number;
  authored: number;
  /** Index in `tests` of the first held-back request. */
  heldBackFrom: number;
  heldBackCategory: HeldBackCategory;
}

/** The requests in order; a request already in the list is not put twice. */
export function planTests(
  skill: ParsedSkill,
  should: readonly string[],
  shouldNot: readonly string[],
  authorSets: readonly TriggerSet[] | undefined,
): TestPlan {
  const generatedTests: TriggerTest[] = [
    ...should.map((prompt) => ({ prompt, label: 'should_trigger' as const })),
    ...shouldNot.map((prompt) => ({ prompt, label: 'should_not_trigger' as const })),
  ];
  const seen = new Set(generatedTests.map((t) => t.prompt));
  const authorTests: TriggerTest[] = [];
  for (const set of authorSets ?? []) {
    for (const q of set.queries) {
      if (authorTests.length >= MAX_AUTHOR_TRIGGER_QUERIES || seen.has(q.query)) continue;
      seen.add(q.query);
      authorTests.push({ prompt: q.query, label: q.shouldTrigger ? 'should_trigger' : 'should_not_trigger' });
    }
  }
  const heldBack = heldBackPrompts(skill);
  const heldBackTests = heldBack.prompts
    .filter((p) => !seen.has(p))
    .map((prompt) => ({ prompt, label: 'should_not_trigger' as const }));
  return {
    tests: [...generatedTests, ...authorTests, ...heldBackTests],
    generated: generatedTests.length,
    authored: authorTests.length,
    heldBackFrom: generatedTests.length + authorTests.length,
    heldBackCategory: heldBack.category,
  };
}
