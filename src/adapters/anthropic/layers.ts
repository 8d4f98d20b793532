// Serving an LLM layer of LLM_LAYERS: from the result cache when an entry fits, or run and stored
// when every call succeeded; a layer that throws anyway is turned into an unmeasured result.
import { createHash } from 'node:crypto';
import type { LayerResult, ParsedSkill } from '../../contract/types.js';
import type { TriggerSet } from '../../evals/parse.js';
import type { ModelCaller, UsageTally } from '../../llm/call.js';
import { cachedLayerProblem } from '../../llm/cache/entryCheck.js';
import { resultCacheKey, type ResultCache } from '../../llm/cache/resultCache.js';
import type { Catalogue } from '../../layers/catalogue.js';
import { unmeasuredLayer, type LlmLayer, type LlmModels, type LlmRun } from '../../layers/llm/layer.js';
import { measureTriggering, type TriggeringRun } from '../../layers/triggering.js';
import type { Redactor } from '../../text/redact.js';

/** What serving a layer needs beyond the layer: the run, its result cache and its warnings. */
export interface LayerService {
  llm: LlmRun;
  /** Null: no result cache. */
  cache: ResultCache | null;
  redact: Redactor;
  warn?: (message: string) => void;
}

/** Runs `layer` on `skill` (or reads it from the cache). Never throws. */
export async function measureLayer<Input>(
  service: LayerService,
  layer: LlmLayer<Input>,
  skill: ParsedSkill,
  input: Input,
): Promise<LayerResult> {
  try {
    const result = await cachedLayer(service, layer, skill, input);
    return layer.served ? layer.served(result, service.llm) : result;
  } catch (error) {
    // The layers never throw by design; this is the last guard so an LLM layer cannot end a run.
    const reason = service.redact(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    service.warn?.(`${layer.name}: not measured (${reason})`);
    return unmeasuredLayer(layer.name, layer.dimensions, reason);
  }
}

/** Serves a layer from the result cache, or runs it and stores it when every call succeeded. */
async function cachedLayer<Input>(
  { llm, cache, warn }: LayerService,
  layer: LlmLayer<Input>,
  skill: ParsedSkill,
  input: Input,
): Promise<LayerResult> {
  if (!cache || llm.unavailable) {
    const { result } = await layer.run(skill, input, llm);
    result.metadata.cache = 'off';
    return result;
  }
  const { models, runs, extra } = layer.cacheKey(skill, input, llm);
  const key = resultCacheKey({
    layer: layer.name,
    skillText: skill.text,
    references: skill.references,
    runs,
    models,
    extra,
  });
  const hit = await cache.get(key);
  // The folder may have been edited: an entry is used only as the layers write it.
  const problem = hit === null ? null : cachedLayerProblem(hit, layer.name);
  if (hit !== null && problem === null)
    return { ...(hit as LayerResult), metadata: { ...(hit as LayerResult).metadata, cache: 'hit', cache_key: key } };
  if (problem !== null) cache.unusable(key, problem);
  const { result, complete } = await layer.run(skill, input, llm);
  result.metadata.cache = 'miss';
  result.metadata.cache_key = key;
  if (complete) await storeQuietly(cache, key, result, warn);
  return result;
}

/** Stores a result; a cache that cannot be written is warned of, and the run goes on. */
export async function storeQuietly(
  cache: ResultCache,
  key: string,
  value: unknown,
  warn: ((message: string) => void) | undefined,
): Promise<void> {
  try {
    await cache.set(key, value);
  } catch (error) {
    warn?.(`result cache: could not write ${cache.dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The measured triggering of a skill in a catalogue, run once per run and shared by the judge (its F1)
 * and the Monte Carlo layer (its activation); its usage is counted by the first layer that asks.
 */
export function sharedTriggering(caller: ModelCaller, models: LlmModels, repetitions: number): LlmRun['triggering'] {
  const runs = new Map<string, Promise<TriggeringRun>>();
  return (skill: ParsedSkill, catalogue: Catalogue, authorSets: readonly TriggerSet[]) => (tally: UsageTally) => {
    const key = createHash('sha256')
      .update(JSON.stringify([skill.text, catalogue.digest, authorSets]))
      .digest('hex');
    let run = runs.get(key);
    if (!run) {
      run = measureTriggering(
        skill,
        { caller, model: models.prompt, agentModel: models.simulate, repetitions, catalogue, authorSets },
        tally,
      );
      runs.set(key, run);
    }
    return run;
  };
}
