// The engine's side of the LLM layers: the interface the adapters implement (LlmLayers), the asking
// for each layer of LLM_LAYERS the skill and depth want, in their order (a layer runs beside the
// ones before it unless it waits for them), each layer's reading of its own result (warnings,
// findings), what is said when they did not run, and how the evals' output_quality is blended.
import { composite } from '../composite/composite.js';
import {
  llmMethodOf,
  type LayerResult,
  type Method,
  type ModelUsage,
  type ParsedSkill,
  type RuleSettings,
  type SkillSnapshot,
} from '../contract/types.js';
import { UNMEASURED_GRADE } from '../contract/weights.js';
import type { ParsedEvals } from '../evals/parse.js';
import type { SkillSummary } from '../layers/catalogue.js';
import type { EloReference, EloResult } from '../layers/elo.js';
import { LLM_LAYERS } from '../layers/llm/index.js';
import type { LayerAsk, LayerNotes, LlmLayer } from '../layers/llm/layer.js';

/** The LLM layers, injected by the adapters (src/adapters/anthropic.ts); absent = not run. */
export interface LlmLayers {
  /**
   * One layer of LLM_LAYERS (src/layers/llm/index.ts) on a skill. Never throws: unmeasured dimensions are left out of
   * `dimensions` and named in metadata.unmeasured.
   */
  measure<Input>(layer: LlmLayer<Input>, skill: ParsedSkill, input: Input): Promise<LayerResult>;
  /** Elo against the closest references of a corpus. Never throws (an unmeasured rating is null). */
  elo?(skill: ParsedSkill, references: readonly EloReference[]): Promise<EloResult>;
  /** Token usage so far, per model. */
  usage(): Record<string, ModelUsage>;
}

/** What the LLM layers are told of a skill (EvaluateOptions' part of it). */
export function layerAsk(
  snap: SkillSnapshot,
  evals: ParsedEvals,
  options: {
    depth: LayerAsk['depth'];
    neighbours?: readonly SkillSummary[] | null;
    evals?: boolean;
    rules?: RuleSettings;
  },
): LayerAsk {
  return {
    path: snap.path,
    depth: options.depth,
    evals,
    context: {
      neighbours: options.neighbours ?? [],
      ...(evals.triggerSets.length ? { triggerSets: evals.triggerSets } : {}),
    },
    runEvals: options.evals,
    rules: options.rules,
    readAttachments: async () => (snap.evals ? await snap.evals.readAttachments() : {}),
  };
}

/** Where the engine's messages go: `warn` to the caller and the result, `keep` to the result only. */
export interface LlmLayerNotes extends LayerNotes {
  keep(message: string): void;
}

/**
 * The results of the LLM layers `ask` wants, in LLM_LAYERS order. `llm: null` means the caller has
 * said there are none (once per run): the result keeps why, without a warning.
 */
export async function runLlmLayers(
  llm: LlmLayers | null | undefined,
  skill: ParsedSkill,
  ask: LayerAsk,
  method: Method,
  notes: LlmLayerNotes,
): Promise<LayerResult[]> {
  const wanted = LLM_LAYERS.filter((layer) => layer.wanted(ask));
  if (!llm) {
    const say = llm === null ? notes.keep : notes.warn;
    for (const message of notRunMessages(wanted, ask)) say(message);
    return [];
  }
  const results: LayerResult[] = [];
  for (const group of startingTogether(wanted)) {
    const answers = await Promise.all(group.map(async (layer) => llm.measure(layer, skill, await layer.input(ask))));
    group.forEach((layer, i) => {
      results.push(layer.labelled ? { method: llmMethodOf(method), ...answers[i] } : answers[i]);
    });
    group.forEach((layer, i) => layer.review?.(answers[i], ask, notes));
  }
  return results;
}

/** The layers in runs that start together: a layer that waits for the ones before it starts a new run. */
function startingTogether(layers: readonly LlmLayer<unknown>[]): LlmLayer<unknown>[][] {
  const groups: LlmLayer<unknown>[][] = [];
  for (const layer of layers) {
    if (groups.length === 0 || layer.afterPrevious) groups.push([layer]);
    else groups[groups.length - 1].push(layer);
  }
  return groups;
}

/** One sentence for the layers without a message of their own, then each other layer's. */
function notRunMessages(wanted: readonly LlmLayer<unknown>[], ask: LayerAsk): string[] {
  const together = wanted.filter((layer) => !layer.notRun).map((layer) => layer.title);
  const messages: string[] = [];
  for (const layer of wanted) {
    if (layer.notRun) messages.push(layer.notRun(ask));
    else if (layer.title === together[0]) {
      const names =
        together.length > 1
          ? `${together.slice(0, -1).join(', ')} and ${together.at(-1)} layers`
          : `${together[0]} layer`;
      messages.push(`${ask.path}: the LLM ${names} did not run (no API key); scored from the static layer only.`);
    }
  }
  return messages;
}

/**
 * The layers as the composite blends them: when the evals layer measured output_quality (the
 * calibrated method), it alone gives that dimension; the judge's and Monte Carlo's values (the
 * reference method) stay in their own layers' JSON and in the evals layer's metadata.
 */
export function withEvalsQuality(layers: LayerResult[]): LayerResult[] {
  const evals = layers.find((l) => l.layer === 'evals');
  if (evals?.dimensions.output_quality === undefined) return layers;
  const reference = composite({
    layers: layers.filter((l) => l !== evals),
    flagCount: 0,
    confidence: 'Estimated',
  }).dimensions.find((d) => d.name === 'output_quality');
  evals.metadata.output_quality_reference =
    reference && reference.grade !== UNMEASURED_GRADE
      ? { method: 'reference', score: reference.score, evidence: reference.evidence }
      : null;
  return layers.map((l) => {
    if (l === evals || l.dimensions.output_quality === undefined) return l;
    const { output_quality: _q, ...dimensions } = l.dimensions;
    const { output_quality: _ci, ...dimension_ci } = l.dimension_ci ?? {};
    return { ...l, dimensions, dimension_ci };
  });
}
