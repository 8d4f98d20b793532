// The judge as an LLM layer: the rubric assessments and triggering (measured in a catalogue, or
// the reference's self-reported F1), run by runJudge (src/layers/judge.ts).
import type { ParsedSkill } from '../../contract/types.js';
import { buildCatalogue, type Catalogue } from '../catalogue.js';
import { HELD_BACK_DIGEST } from '../heldBack.js';
import { JUDGE_DIMENSIONS, runJudge } from '../judge.js';
import type { LlmContext, LlmLayer, LlmRun } from './layer.js';

/** The catalogue the measured method offers the skill in; null under the reference's method. */
export function measuredCatalogue(skill: ParsedSkill, context: LlmContext, llm: LlmRun): Catalogue | null {
  return llm.method === 'measured' ? buildCatalogue(skill, context.neighbours ?? []) : null;
}

const judgeModels = (llm: LlmRun) => ({ triggering: llm.models.prompt, rubric: llm.models.rubric });

export const judgeLayer: LlmLayer<LlmContext> = {
  name: 'judge',
  title: 'judge',
  dimensions: JUDGE_DIMENSIONS,
  labelled: true,

  cacheKey(skill, context, llm) {
    const models = judgeModels(llm);
    const catalogue = measuredCatalogue(skill, context, llm);
    const authorSets = context.triggerSets ?? [];
    return {
      models: llm.method === 'measured' ? { ...models, agent: llm.models.simulate } : models,
      extra: {
        judges: llm.judges,
        method: llm.method,
        ...(catalogue
          ? { repetitions: llm.triggerRepetitions, catalogue: catalogue.digest, held_back: HELD_BACK_DIGEST }
          : {}),
        ...(catalogue && authorSets.length ? { trigger_sets: authorSets } : {}),
      },
    };
  },

  run(skill, context, llm) {
    const catalogue = measuredCatalogue(skill, context, llm);
    const authorSets = context.triggerSets ?? [];
    return runJudge(skill, {
      caller: llm.caller,
      models: judgeModels(llm),
      unavailable: llm.unavailable,
      judges: llm.judges,
      measured: catalogue
        ? {
            catalogue,
            repetitions: llm.triggerRepetitions,
            authorSets,
            agentModel: llm.models.simulate,
            run: llm.triggering(skill, catalogue, authorSets),
          }
        : null,
    });
  },

  wanted: (ask) => ask.depth !== 'quick',
  input: (ask) => ask.context,
  review(result, ask, notes) {
    const unmeasured = (result.metadata.unmeasured as Array<{ dimension: string; reason: string }> | undefined) ?? [];
    if (unmeasured.length > 0) {
      notes.warn(
        `${ask.path}: the judge could not measure ${unmeasured.map((u) => `${u.dimension} (${u.reason})`).join(', ')}.`,
      );
    }
  },
};
