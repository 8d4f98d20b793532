// What a run of the LLM layers is told: the settings of createLlmLayers, the default models and
// limits, and the prices by model that the cost estimates read.
import type { CallUsage } from '../../llm/call.js';
import { MODELS, pricesFor, requestCostUsd, type TokenPrices } from '../../llm/models.js';
import type { BatchSettings } from '../batch.js';
import type { Deadline } from '../../runtime/deadline.js';
import type { LlmModels } from '../../layers/llm/layer.js';
import type { LlmMethod } from '../../contract/types.js';

export type { LlmModels };
export { DEFAULT_LLM_METHOD, type LlmMethod } from '../../contract/types.js';

export interface LlmSettings {
  /** Empty: nothing is called, every LLM dimension is unmeasured ('no API key'). */
  apiKey: string;
  /** ANTHROPIC_BASE_URL when set (a proxy, or the loopback fake in tests). */
  baseURL?: string;
  models: LlmModels;
  /** Calls in flight at once across the whole run, 1–20 (default 4). */
  concurrency: number;
  /**
   * One timeout for every call (`--timeout`); a timed-out call is retried like a 5xx. Absent or
   * 0: each message call's own, scaled to its max_tokens (src/adapters/modelTiming.ts).
   */
  timeoutMs?: number | null;
  /** SDK retries after the first attempt, with exponential backoff or the server's retry-after. */
  maxRetries: number;
  /** Folder of the result cache; null or absent: no result cache. */
  cacheDir?: string | null;
  /** Independent judge samples per rubric assessment, 1–5; default 1. */
  judges?: number;
  /** Measured methods (default) or the reference's; see LlmMethod. */
  method?: LlmMethod;
  /** Repetitions of each labelled request of the measured triggering (default 3). */
  triggerRepetitions?: number;
  /** Repetitions of each author's eval in each arm, with and without the skill (default 3). */
  evalRepetitions?: number;
  /** Send the calls through the Message Batches API (sweeps); null or absent: direct calls. */
  batch?: BatchSettings | null;
  /**
   * Spend cap in USD for the whole run (`--budget-usd`): a call whose estimated cost would take the
   * run past it is not sent, nor is any call after it; what it would have measured is unmeasured.
   */
  budgetUsd?: number | null;
  /** Stop the measured Monte Carlo runs early once their intervals are narrow (default true; `--no-early-stop`). */
  earlyStop?: boolean;
  /** Mark the SKILL.md block as a cacheable prompt prefix (default true; false only for cost comparisons). */
  promptCaching?: boolean;
  /**
   * The run's deadline (`--deadline`): each call's timeout is at most the time left before its
   * work end, calls in flight then are stopped, no call starts after it, and what was not
   * measured is unmeasured with the deadline's reason. Null or absent: none.
   */
  deadline?: Deadline | null;
  onProgress?: (done: number, total: number, label: string) => void;
  warn?: (msg: string) => void;
}

/**
 * Default models, chosen for fidelity where it decides a score and for cost where it does not
 * (docs/llm.md): the agent being simulated (skill choices from the catalogue and
 * replies with the skill loaded) is the current Sonnet, the tier most Claude Code sessions run;
 * the rubric judge is Sonnet 5, the newest Sonnet that answers a forced tool call (Sonnet 5.5
 * refuses one); the prompt writer is the cheapest current model, Haiku 5.5.
 */
export const DEFAULT_MODELS: LlmModels = {
  prompt: 'claude-haiku-5-5',
  rubric: 'claude-sonnet-5',
  simulate: 'claude-sonnet-5-5',
};
export const DEFAULT_CONCURRENCY = 4;
export const MIN_CONCURRENCY = 1;
export const MAX_CONCURRENCY = 20;
/** Timeout of the calls that write no answer (the Message Batches API's), unless `timeoutMs` is set. */
export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRIES = 4;

/** USD per million tokens (see src/llm/models.ts, the one table of models and prices). */
export type ModelPrice = TokenPrices;

/** List prices by model id, from src/models.ts. */
export const PRICES: Readonly<Record<string, ModelPrice>> = Object.fromEntries(
  Object.entries(MODELS).map(([id, m]) => [
    id,
    { input: m.input, output: m.output, cacheWrite: m.cacheWrite, cacheRead: m.cacheRead },
  ]),
);

/** A model's prices at its shortest prompt tier (a dated id takes its alias's; an unknown id its tier's). */
export function priceFor(model: string): ModelPrice {
  return pricesFor(model);
}

/** Estimated USD of one request at direct-call prices, its prompt length choosing the price tier. */
export function estimateCostUsd(model: string, usage: Omit<CallUsage, 'estimated_cost_usd'>): number {
  return requestCostUsd(model, usage);
}

export function clampConcurrency(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CONCURRENCY;
  return Math.min(MAX_CONCURRENCY, Math.max(MIN_CONCURRENCY, Math.round(value)));
}
