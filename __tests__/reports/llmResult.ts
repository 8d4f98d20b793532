// Real EvalResults with the LLM layers, for the report tests of issue 5's additions: the engine
// runs the skill of results.ts through the Anthropic adapter against the loopback fake, with
// several judges that disagree, and an Elo rating against a small corpus.
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import type { EloReference } from '../../src/layers/elo.js';
import { MemorySource } from '../../src/read/source.js';
import type { Depth, EvalResult } from '../../src/contract/types.js';
import { schemaModel, startFakeAnthropic, toolReply, wantedTool, type FakeRouter } from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';
import { goodSkill } from '../helpers/tree.js';

/** Rubric scores the judges give, call after call: they disagree on every assessment. */
const JUDGE_SCORES = [0.5, 0.75, 1, 0.75, 0.25];

/**
 * A cooperative model (schemaModel) that loads the skill for the requests meant to trigger it,
 * whose rubric calls cycle through JUDGE_SCORES, and whose pairwise judge always prefers whichever skill it is shown first (position bias).
 */
function disagreeingModel(): FakeRouter {
  const chooseSkill = (prompt: string, names: string[]) =>
    /should_trigger|prompts/.test(prompt) ? (names.find((n) => n === 'csv-import') ?? null) : null;
  const base = schemaModel({ chooseSkill });
  const calls = new Map<string, number>();
  return (request) => {
    const tool = wantedTool(request) ?? '';
    if (tool === 'compare_skills') return toolReply(tool, { better: 'first', rationale: 'the first reads better' });
    if (tool.startsWith('rate_')) {
      const n = calls.get(tool) ?? 0;
      calls.set(tool, n + 1);
      return schemaModel({ chooseSkill, number: JUDGE_SCORES[n % JUDGE_SCORES.length] })(request);
    }
    return base(request);
  };
}

export const ELO_REFERENCES: EloReference[] = ['a', 'b', 'c', 'd'].map((name, i) => ({
  name: `ref-${name}`,
  path: `skills/ref-${name}`,
  category: 'skills',
  composite: 60 + 10 * i,
  bytes: 1500,
  excerpt: `---\nname: ref-${name}\ndescription: Reference skill ${name}.\n---\nSteps for ${name}.\n`,
}));

export interface LlmRunOptions {
  depth: Depth;
  method: 'measured' | 'reference';
  judges: number;
  /** Rate against ELO_REFERENCES (true), against these references, or not at all. */
  elo: boolean | EloReference[];
}

/** The good skill of results.ts scored with the LLM layers, as `plugin-eval certify` would score it. */
export async function llmResult(options: LlmRunOptions): Promise<EvalResult> {
  const fake = await startFakeAnthropic({ router: disagreeingModel() });
  try {
    const source = new MemorySource({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') }, 'memory', 'repo');
    const outcome = await evaluateTarget(source, 'skills/csv-import', {
      depth: options.depth,
      llm: createLlmLayers(llmSettings(fake, { method: options.method, judges: options.judges, concurrency: 1 })),
      config: { method: options.method, judges: options.judges },
      eloReferences: options.elo === true ? ELO_REFERENCES : options.elo || null,
    });
    if (!outcome.ok) throw new Error(outcome.error.error);
    return outcome.result;
  } finally {
    await fake.close();
  }
}
