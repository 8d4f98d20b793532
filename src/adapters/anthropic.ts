// The Anthropic API adapter: builds the LLM layers (LLM_LAYERS: judge, Monte Carlo, evals; and the
// Elo rating) on the official SDK, with one concurrency limiter for every call of a run, the SDK's
// retries (5xx, timeouts, resets), a timeout per call scaled to its answer, overloads (429, 503,
// 529) waited out within a bounded time, token usage and estimated cost per model, and the
// content-addressed result cache. The parts are in ./anthropic/: client, transport guard, budget,
// cache warm-up, caller, and the serving of layers.
import pLimit from 'p-limit';
import { ResultCache } from '../llm/cache/resultCache.js';
import type { LlmContext, LlmLayers } from '../engine/evaluate.js';
import { clampJudges } from '../layers/judge.js';
import { UsageTally } from '../llm/call.js';
import { evalsLayer } from '../layers/llm/evals.js';
import { judgeLayer } from '../layers/llm/judge.js';
import type { LlmRun } from '../layers/llm/layer.js';
import { monteCarloLayer } from '../layers/llm/monteCarlo/layer.js';
import { DEFAULT_TRIGGER_REPETITIONS } from '../layers/triggering.js';
import { DEFAULT_EVAL_REPETITIONS } from '../layers/evals.js';
import type { EloReference, EloResult } from '../layers/elo.js';
import type { EvalSuite } from '../evals/parse.js';
import { draftEvals, type DraftSuite } from '../evals/draft.js';
import { createRedactor } from '../text/redact.js';
import type { Attachments, LayerResult, ParsedSkill } from '../contract/types.js';
import type { BatchStats } from './batch.js';
import { SpendBudget } from './anthropic/budget.js';
import { AnthropicCaller } from './anthropic/caller.js';
import { createClient } from './anthropic/client.js';
import { rateElo } from './anthropic/elo.js';
import { measureLayer, sharedTriggering, type LayerService } from './anthropic/layers.js';
import { clampConcurrency, DEFAULT_LLM_METHOD, type LlmSettings } from './anthropic/settings.js';
import { CacheWarmup } from './anthropic/warmup.js';

export { BATCH_PRICE_FACTOR, DEFAULT_BATCH_IDLE_MS, DEFAULT_BATCH_POLL_MS, DEFAULT_BATCH_STATE_FILE } from './batch.js';
export {
  clampConcurrency,
  DEFAULT_CONCURRENCY,
  DEFAULT_LLM_METHOD,
  DEFAULT_MAX_RETRIES,
  DEFAULT_MODELS,
  DEFAULT_TIMEOUT_MS,
  estimateCostUsd,
  MAX_CONCURRENCY,
  MIN_CONCURRENCY,
  PRICES,
  priceFor,
  type LlmMethod,
  type LlmModels,
  type LlmSettings,
  type ModelPrice,
} from './anthropic/settings.js';
export { asStructuredOutput, NO_FORCED_TOOL_CHOICE } from './anthropic/structuredOutput.js';
export { CIRCUIT_BREAKER_FAILURES, CIRCUIT_BREAKER_TIMEOUTS, isSpendLimit } from './anthropic/transport.js';
export { BUDGET_OUTPUT_ALLOWANCE_TOKENS, estimateRequestCostUsd } from './anthropic/budget.js';
export { eloReferencesDigest } from './anthropic/elo.js';

/** The LLM layers, with what the adapter adds beyond the engine's interface. */
export interface AnthropicLayers extends LlmLayers {
  /** The judge layer (judgeLayer) on a skill. Never throws. */
  judge(skill: ParsedSkill, context?: LlmContext): Promise<LayerResult>;
  /** The Monte Carlo layer with `runs` simulated runs. Never throws. */
  monteCarlo(skill: ParsedSkill, runs: number, context?: LlmContext): Promise<LayerResult>;
  /** The author's evals run with and without the skill. Never throws. */
  evals(skill: ParsedSkill, suite: EvalSuite, attachments: Attachments, context?: LlmContext): Promise<LayerResult>;
  elo(skill: ParsedSkill, references: readonly EloReference[]): Promise<EloResult>;
  /** Counts of the batch queue, or null without batches. */
  batchStats(): BatchStats | null;
  /** `evals init`: a model drafts 3–5 evals for the skill (rubric model). */
  draftEvals(skill: ParsedSkill): Promise<{ ok: true; suite: DraftSuite } | { ok: false; reason: string }>;
}

export function createLlmLayers(settings: LlmSettings): AnthropicLayers {
  const unavailable = settings.apiKey.trim() === '' ? 'no API key' : null;
  const redact = createRedactor([settings.apiKey]);
  const warn = settings.warn ? (message: string) => settings.warn?.(redact(message)) : undefined;
  const cache = settings.cacheDir ? new ResultCache(settings.cacheDir, warn) : null;
  const totals = new UsageTally();
  const connection = createClient(settings, redact, unavailable);
  const promptCaching = settings.promptCaching ?? true;
  const caller = new AnthropicCaller({
    connection,
    limit: pLimit(clampConcurrency(settings.concurrency)),
    budget: new SpendBudget(settings.budgetUsd, warn),
    warmup: new CacheWarmup(promptCaching),
    totals,
    unavailable,
    promptCaching,
    redact,
    warn,
  });
  const repetitions = settings.triggerRepetitions ?? DEFAULT_TRIGGER_REPETITIONS;
  const llm: LlmRun = {
    caller,
    models: settings.models,
    method: settings.method ?? DEFAULT_LLM_METHOD,
    judges: clampJudges(settings.judges),
    triggerRepetitions: repetitions,
    evalRepetitions: settings.evalRepetitions ?? DEFAULT_EVAL_REPETITIONS,
    earlyStop: settings.earlyStop ?? true,
    unavailable,
    warn,
    onProgress: settings.onProgress,
    triggering: sharedTriggering(caller, settings.models, repetitions),
  };
  const service: LayerService = { llm, cache, redact, warn };
  return {
    measure: (layer, skill, input) => measureLayer(service, layer, skill, input),
    judge: (skill, context) => measureLayer(service, judgeLayer, skill, context ?? {}),
    monteCarlo: (skill, runs, context) =>
      measureLayer(service, monteCarloLayer, skill, { runs, context: context ?? {} }),
    evals: (skill, suite, attachments, context) =>
      measureLayer(service, evalsLayer, skill, { suite, attachments, context: context ?? {} }),
    elo: (skill, references) => rateElo(service, skill, references),
    usage: () => totals.toJSON(),
    batchStats: () => connection.batches?.stats() ?? null,
    draftEvals: async (skill: ParsedSkill) =>
      unavailable ? { ok: false as const, reason: unavailable } : draftEvals(skill, caller, settings.models.rubric),
  };
}
