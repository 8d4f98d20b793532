// The shape every LLM layer takes (judge, Monte Carlo, evals): what it measures, what its cached
// result depends on, how it runs on the run's model caller, and how the engine asks for it and
// reads its result. The list of them is LLM_LAYERS (./index.ts); the adapter and the engine
// iterate over it.
import type {
  Attachments,
  Depth,
  Finding,
  LayerName,
  LayerResult,
  LlmMethod,
  ParsedSkill,
  RuleSettings,
} from '../../contract/types.js';
import type { ParsedEvals, TriggerSet } from '../../evals/parse.js';
import type { ModelCaller, UsageTally } from '../../llm/call.js';
import type { Catalogue, SkillSummary } from '../catalogue.js';
import type { LayerRun } from '../judge.js';
import type { TriggeringRun } from '../triggering.js';

/** What the LLM layers may know of a skill's surroundings (measured triggering offers it among them). */
export interface LlmContext {
  /** Skills beside it in its repository (name and description), offered with it in the catalogue. */
  neighbours?: readonly SkillSummary[];
  /** The author's trigger sets (evals/): measured triggering puts their queries to the agent too. */
  triggerSets?: readonly TriggerSet[];
}

export interface LlmModels {
  /** Writes prompts (Monte Carlo) and judges triggering from the description: Haiku tier. */
  prompt: string;
  /** The three rubric assessments of the judge: Sonnet tier. */
  rubric: string;
  /** Answers the simulated runs of the Monte Carlo layer. */
  simulate: string;
}

/** What every LLM layer of a run shares (built once per run by the adapter). */
export interface LlmRun {
  caller: ModelCaller;
  models: LlmModels;
  /** Measured methods or the reference's (LlmSettings.method). */
  method: LlmMethod;
  /** Judge samples per rubric assessment, already clamped to 1–5. */
  judges: number;
  /** Repetitions of each labelled request of the measured triggering. */
  triggerRepetitions: number;
  /** Repetitions of each author's eval in each arm. */
  evalRepetitions: number;
  /** Stop the measured Monte Carlo runs early once their intervals are narrow. */
  earlyStop: boolean;
  /** Why no call can be made ('no API key'), or null. */
  unavailable: string | null;
  warn?: (message: string) => void;
  onProgress?: (done: number, total: number, label: string) => void;
  /**
   * The measured triggering of a skill in a catalogue, run once per run and shared by the layers
   * that use it (the judge's F1, Monte Carlo's activation); its usage counts in the first layer that asks.
   */
  triggering(
    skill: ParsedSkill,
    catalogue: Catalogue,
    authorSets: readonly TriggerSet[],
  ): (tally: UsageTally) => Promise<TriggeringRun>;
}

/** What a layer's cached result depends on beyond the skill's text and references. */
export interface LayerCacheKey {
  models: Record<string, string>;
  runs?: number;
  extra: Record<string, unknown>;
}

/** What the engine knows of the skill it asks the LLM layers about. */
export interface LayerAsk {
  /** The target's path, as warnings name it. */
  path: string;
  depth: Depth;
  /** The skill's evals/ folder, parsed. */
  evals: ParsedEvals;
  /** The skill's surroundings: neighbours and the author's trigger sets. */
  context: LlmContext;
  /** Run the author's evals: true at any depth, false never, absent at depth standard or deeper. */
  runEvals?: boolean;
  rules?: RuleSettings;
  /** Reads the files the evals attach (only when they run). */
  readAttachments(): Promise<Attachments>;
}

/** Where the engine's reading of a layer's result goes. */
export interface LayerNotes {
  warn(message: string): void;
  findings: Finding[];
}

export interface LlmLayer<Input> {
  /** `layer` of its result and of its cache key. */
  readonly name: Exclude<LayerName, 'static'>;
  /** How a warning names it. */
  readonly title: string;
  /** The dimensions it measures: all unmeasured when it fails. */
  readonly dimensions: readonly string[];
  /** Whether its result carries the run's LLM method (`measured` or `reference`). */
  readonly labelled: boolean;
  /** Starts once the layers before it have answered, rather than beside them. */
  readonly afterPrevious?: boolean;
  cacheKey(skill: ParsedSkill, input: Input, llm: LlmRun): LayerCacheKey;
  /** Never throws by design: calls that fail leave their dimensions unmeasured. */
  run(skill: ParsedSkill, input: Input, llm: LlmRun): Promise<LayerRun>;
  /** The result as the layer serves it, fresh or from the cache. */
  served?(result: LayerResult, llm: LlmRun): LayerResult;

  /** Whether the engine asks for it at this depth. */
  wanted(ask: LayerAsk): boolean;
  /** What the engine passes it (read only when it runs). */
  input(ask: LayerAsk): Input | Promise<Input>;
  /** Why it did not run without the LLM layers; absent: said with the others' (one sentence for them). */
  notRun?(ask: LayerAsk): string;
  /** The engine's reading of its result: warnings and findings. */
  review?(result: LayerResult, ask: LayerAsk, notes: LayerNotes): void;
}

/** A layer whose every dimension is unmeasured for `reason`. */
export function unmeasuredLayer(
  layer: LlmLayer<unknown>['name'],
  dimensions: readonly string[],
  reason: string,
): LayerResult {
  return {
    layer,
    score: 0,
    sub_scores: {},
    anti_patterns: [],
    dimensions: {},
    metadata: { measured: [], unmeasured: dimensions.map((dimension) => ({ dimension, reason })) },
  };
}
