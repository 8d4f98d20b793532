// Monte Carlo as an LLM layer: `runs` simulated runs of the skill (measured activation and graded
// replies, or the reference's method), run by runMonteCarlo (./reference.ts).
import { MONTE_CARLO_RUNS } from '../../../contract/weights.js';
import { HELD_BACK_DIGEST } from '../../heldBack.js';
import { measuredCatalogue } from '../judge.js';
import type { LlmContext, LlmLayer, LlmRun } from '../layer.js';
import { MC_DIMENSIONS } from './constants.js';
import { runMonteCarlo } from './reference.js';

export interface MonteCarloInput {
  runs: number;
  context: LlmContext;
}

const monteCarloModels = (llm: LlmRun) => ({ prompt: llm.models.prompt, simulate: llm.models.simulate });

export const monteCarloLayer: LlmLayer<MonteCarloInput> = {
  name: 'monte_carlo',
  title: 'Monte Carlo',
  dimensions: MC_DIMENSIONS,
  labelled: true,

  cacheKey(skill, { runs, context }, llm) {
    const models = monteCarloModels(llm);
    const catalogue = measuredCatalogue(skill, context, llm);
    const sets = context.triggerSets ?? [];
    return {
      models: catalogue ? { ...models, grader: llm.models.rubric, triggering: llm.models.prompt } : models,
      runs,
      extra: {
        method: llm.method,
        ...(catalogue
          ? {
              catalogue: catalogue.digest,
              repetitions: llm.triggerRepetitions,
              held_back: HELD_BACK_DIGEST,
              early_stop: llm.earlyStop,
            }
          : {}),
        ...(catalogue && sets.length ? { trigger_sets: sets } : {}),
      },
    };
  },

  run(skill, { runs, context }, llm) {
    const catalogue = measuredCatalogue(skill, context, llm);
    return runMonteCarlo(skill, runs, {
      caller: llm.caller,
      models: monteCarloModels(llm),
      unavailable: llm.unavailable,
      onProgress: llm.onProgress,
      earlyStop: llm.earlyStop,
      warn: llm.warn,
      measured: catalogue
        ? {
            catalogue,
            graderModel: llm.models.rubric,
            triggering: llm.triggering(skill, catalogue, context.triggerSets ?? []),
          }
        : null,
    });
  },

  wanted: (ask) => ask.depth !== 'quick' && MONTE_CARLO_RUNS[ask.depth] > 0,
  input: (ask) => ({ runs: MONTE_CARLO_RUNS[ask.depth], context: ask.context }),
};
