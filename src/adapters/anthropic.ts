// The Anthropic API adapter: builds the LLM layers (judge, Monte Carlo) on the official SDK, with
// one concurrency limiter for every call of a run, the SDK's retries (429, 529, 5xx, honouring
// retry-after), a per-call timeout, token usage and estimated cost per model, and the
// content-addressed result cache.
import Anthropic from '@anthropic-ai/sdk';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import pLimit from 'p-limit';
import { ResultCache, resultCacheKey } from '../cache.js';
import type { LlmLayers } from '../engine.js';
import { JUDGE_DIMENSIONS, runJudge, type LayerRun } from '../layers/judge.js';
import { UsageTally, type CallOutcome, type CallUsage, type MessageRequest, type ModelCaller } from '../layers/llmCall.js';
import { MC_DIMENSIONS, runMonteCarlo } from '../layers/monteCarlo.js';
import type { LayerResult, ParsedSkill } from '../types.js';

export interface LlmModels {
  /** Writes prompts (Monte Carlo) and judges triggering from the description: Haiku tier. */
  prompt: string;
  /** The three rubric assessments of the judge: Sonnet tier. */
  rubric: string;
  /** Answers the simulated runs of the Monte Carlo layer. */
  simulate: string;
}

export interface LlmSettings {
  /** Empty: nothing is called, every LLM dimension is unmeasured ('no API key'). */
  apiKey: string;
  /** ANTHROPIC_BASE_URL when set (a proxy, or the loopback fake in tests). */
  baseURL?: string;
  models: LlmModels;
  /** Calls in flight at once across the whole run, 1–20 (default 4). */
  concurrency: number;
  /** Per-call timeout; a timed-out call is retried like a 5xx. */
  timeoutMs: number;
  /** SDK retries after the first attempt, with exponential backoff or the server's retry-after. */
  maxRetries: number;
  /** Folder of the result cache; null or absent: no result cache. */
  cacheDir?: string | null;
  /** Judges per assessment (issue 5). Only 1 is implemented; recorded in the cache key and metadata. */
  judges?: number;
  /** Mark the SKILL.md block as a cacheable prompt prefix (default true; false only for cost comparisons). */
  promptCaching?: boolean;
  onProgress?: (done: number, total: number, label: string) => void;
  warn?: (msg: string) => void;
}

/**
 * Current models that accept a forced tool call (claude-sonnet-4-5 reaches end of life on
 * 2026-11-30; claude-sonnet-5-5 rejects forced tool use, see NO_FORCED_TOOL_CHOICE).
 */
export const DEFAULT_MODELS: LlmModels = {
  prompt: 'claude-haiku-4-5',
  rubric: 'claude-sonnet-5',
  simulate: 'claude-haiku-4-5',
};
export const DEFAULT_CONCURRENCY = 4;
export const MIN_CONCURRENCY = 1;
export const MAX_CONCURRENCY = 20;
export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRIES = 4;

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  /** Prompt-cache write (5-minute TTL). */
  cacheWrite: number;
  cacheRead: number;
}
/** Prompt-cache writes (5-minute TTL) and reads, as multiples of the input price, where a model has no price of its own. */
export const CACHE_WRITE_PRICE_FACTOR = 1.25;
export const CACHE_READ_PRICE_FACTOR = 0.1;

function price(input: number, output: number, cacheRead = input * CACHE_READ_PRICE_FACTOR): ModelPrice {
  return { input, output, cacheWrite: input * CACHE_WRITE_PRICE_FACTOR, cacheRead };
}

/**
 * List prices (USD per million tokens) as published in November 2026. A dated model id takes the
 * price of its alias (longest prefix). Haiku 5.5 is priced at its band for prompts up to 100k
 * tokens, which covers every call of these layers.
 */
export const PRICES: Readonly<Record<string, ModelPrice>> = {
  'claude-fable-5-1': price(10, 50),
  'claude-opus-5-5': price(4, 20, 0.2),
  'claude-opus-5': price(5, 25),
  'claude-opus-4-8': price(5, 25),
  'claude-opus-4-7': price(5, 25),
  'claude-opus-4-6': price(5, 25),
  'claude-opus-4-5': price(5, 25),
  'claude-opus-4-1': price(15, 75),
  'claude-opus-4': price(15, 75),
  'claude-sonnet-5-5': price(2, 10, 0.1),
  'claude-sonnet-5': price(2, 10),
  'claude-sonnet-4-6': price(3, 15),
  'claude-sonnet-4-5': price(3, 15),
  'claude-sonnet-4': price(3, 15),
  'claude-haiku-5-5': price(0.1, 0.5),
  'claude-haiku-4-5': price(1, 5),
  'claude-3-5-haiku': price(0.8, 4),
  'claude-3-haiku': price(0.25, 1.25),
};
/** Unknown model ids are priced by tier word, else as the Sonnet tier. */
const TIER_PRICES: ReadonlyArray<[RegExp, ModelPrice]> = [
  [/opus|fable|mythos/i, PRICES['claude-opus-5']!],
  [/sonnet/i, PRICES['claude-sonnet-5']!],
  [/haiku/i, PRICES['claude-haiku-4-5']!],
];

export function priceFor(model: string): ModelPrice {
  if (PRICES[model]) return PRICES[model];
  const prefix = Object.keys(PRICES)
    .filter((id) => model.startsWith(id))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix) return PRICES[prefix]!;
  return TIER_PRICES.find(([pattern]) => pattern.test(model))?.[1] ?? PRICES['claude-sonnet-5']!;
}

export function estimateCostUsd(model: string, usage: Omit<CallUsage, 'estimated_cost_usd'>): number {
  const p = priceFor(model);
  return (
    (usage.input_tokens * p.input +
      usage.cache_creation_input_tokens * p.cacheWrite +
      usage.cache_read_input_tokens * p.cacheRead +
      usage.output_tokens * p.output) /
    1_000_000
  );
}

/**
 * Models that answer a forced tool call (`tool_choice: {type: 'tool'}`) with HTTP 400. They get the
 * tool's JSON schema as a structured-output format instead, and answer in JSON text. A model not
 * listed that refuses a forced tool call is learned at run time and treated the same way.
 */
export const NO_FORCED_TOOL_CHOICE: readonly RegExp[] = [/^claude-sonnet-5-5/, /^claude-opus-5-5/, /^claude-fable-5-1/];
const FORCED_TOOL_REFUSAL = /tool_choice|forced tool|tool use is not supported/i;

function forcedToolName(request: MessageRequest): string | null {
  return request.tool_choice?.type === 'tool' ? request.tool_choice.name : null;
}

/** The same request with the forced tool replaced by a JSON-schema output format. */
export function asStructuredOutput(request: MessageRequest): MessageRequest {
  const name = forcedToolName(request);
  const tool = request.tools?.find((t): t is Anthropic.Tool => 'input_schema' in t && t.name === name);
  if (!tool) return request;
  const { tools: _tools, tool_choice: _choice, ...rest } = request;
  const messages = rest.messages.map((message, i) => {
    if (i !== rest.messages.length - 1 || message.role !== 'user') return message;
    const content = typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content;
    const note = `Instead of calling ${tool.name}, reply with only the JSON object it would take as input.`;
    return { ...message, content: [...content, { type: 'text' as const, text: note }] };
  });
  return {
    ...rest,
    messages,
    output_config: { ...rest.output_config, format: { type: 'json_schema', schema: transformJSONSchema(tool.input_schema as Record<string, unknown>) } },
  };
}

export function clampConcurrency(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CONCURRENCY;
  return Math.min(MAX_CONCURRENCY, Math.max(MIN_CONCURRENCY, Math.round(value)));
}

const MAX_REASON_LENGTH = 200;

/** A short reason for a failed call, for warnings and `metadata.unmeasured`. */
function describeFailure(error: unknown, timeoutMs: number): { reason: string; authFailure: boolean } {
  if (error instanceof Anthropic.APIConnectionTimeoutError) return { reason: `timeout after ${timeoutMs} ms`, authFailure: false };
  if (error instanceof Anthropic.APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { reason: `connection error${cause}`.slice(0, MAX_REASON_LENGTH), authFailure: false };
  }
  if (error instanceof Anthropic.APIError && typeof error.status === 'number') {
    const body = error.error as { error?: { type?: string; message?: string } } | undefined;
    const detail = body?.error?.message ?? body?.error?.type ?? error.message;
    return {
      reason: `HTTP ${error.status}${detail ? ` ${detail}` : ''}`.slice(0, MAX_REASON_LENGTH),
      authFailure: error.status === 401 || error.status === 403,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { reason: message.slice(0, MAX_REASON_LENGTH), authFailure: false };
}

export function createLlmLayers(settings: LlmSettings): LlmLayers {
  const timeoutMs = settings.timeoutMs > 0 ? settings.timeoutMs : DEFAULT_TIMEOUT_MS;
  const maxRetries = Number.isFinite(settings.maxRetries) ? Math.max(0, Math.floor(settings.maxRetries)) : DEFAULT_MAX_RETRIES;
  const promptCaching = settings.promptCaching ?? true;
  const models = settings.models;
  const judges = settings.judges ?? 1;
  const unavailable = settings.apiKey.trim() === '' ? 'no API key' : null;
  const cache = settings.cacheDir ? new ResultCache(settings.cacheDir) : null;
  const limit = pLimit(clampConcurrency(settings.concurrency));
  const totals = new UsageTally();
  const client = unavailable
    ? null
    : new Anthropic({
        apiKey: settings.apiKey,
        baseURL: settings.baseURL || undefined,
        maxRetries,
        timeout: timeoutMs,
      });

  /** Models seen refusing a forced tool call during this run. */
  const refusesForcedTool = new Set<string>();
  const needsStructuredOutput = (model: string) => refusesForcedTool.has(model) || NO_FORCED_TOOL_CHOICE.some((p) => p.test(model));

  async function create(request: MessageRequest): Promise<Anthropic.Message> {
    const forced = forcedToolName(request) !== null;
    if (forced && needsStructuredOutput(request.model)) return client!.messages.create(asStructuredOutput(request));
    try {
      return await client!.messages.create(request);
    } catch (error) {
      if (forced && error instanceof Anthropic.APIError && error.status === 400 && FORCED_TOOL_REFUSAL.test(error.message)) {
        refusesForcedTool.add(request.model);
        return client!.messages.create(asStructuredOutput(request));
      }
      throw error;
    }
  }

  const caller: ModelCaller = {
    promptCaching,
    send: (request: MessageRequest) =>
      limit(async (): Promise<CallOutcome> => {
        if (!client) return { ok: false, reason: unavailable ?? 'no client', authFailure: true };
        try {
          const message = await create(request);
          const raw = message.usage;
          const counts = {
            input_tokens: raw?.input_tokens ?? 0,
            output_tokens: raw?.output_tokens ?? 0,
            cache_creation_input_tokens: raw?.cache_creation_input_tokens ?? 0,
            cache_read_input_tokens: raw?.cache_read_input_tokens ?? 0,
          };
          const usage: CallUsage = { ...counts, estimated_cost_usd: estimateCostUsd(request.model, counts) };
          totals.add(request.model, usage);
          return { ok: true, message, usage };
        } catch (error) {
          return { ok: false, ...describeFailure(error, timeoutMs) };
        }
      }),
  };

  /** Serves a layer from the result cache, or runs it and stores it when every call succeeded. */
  async function cached(
    skill: ParsedSkill,
    layer: 'judge' | 'monte_carlo',
    keyModels: Record<string, string>,
    runs: number | undefined,
    compute: () => Promise<LayerRun>,
  ): Promise<LayerResult> {
    if (!cache || unavailable) {
      const { result } = await compute();
      result.metadata.cache = 'off';
      return result;
    }
    const key = resultCacheKey({ layer, skillText: skill.text, references: skill.references, runs, models: keyModels, extra: { judges } });
    const hit = (await cache.get(key)) as LayerResult | null;
    if (hit && hit.layer === layer) return { ...hit, metadata: { ...hit.metadata, cache: 'hit', cache_key: key } };
    const { result, complete } = await compute();
    result.metadata.cache = 'miss';
    result.metadata.cache_key = key;
    if (complete) {
      try {
        await cache.set(key, result);
      } catch (error) {
        settings.warn?.(`result cache: could not write ${settings.cacheDir}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return result;
  }

  return {
    judge: async (skill) => {
      const judgeModels = { triggering: models.prompt, rubric: models.rubric };
      try {
        return await cached(skill, 'judge', judgeModels, undefined, () =>
          runJudge(skill, { caller, models: judgeModels, unavailable }),
        );
      } catch (error) {
        // The layers never throw by design; this is the last guard so an LLM layer cannot end a run.
        return failedLayer('judge', error);
      }
    },
    monteCarlo: async (skill, runs) => {
      const mcModels = { prompt: models.prompt, simulate: models.simulate };
      try {
        return await cached(skill, 'monte_carlo', mcModels, runs, () =>
          runMonteCarlo(skill, runs, { caller, models: mcModels, unavailable, onProgress: settings.onProgress, warn: settings.warn }),
        );
      } catch (error) {
        return failedLayer('monte_carlo', error);
      }
    },
    usage: () => totals.toJSON(),
  };

  function failedLayer(layer: 'judge' | 'monte_carlo', error: unknown): LayerResult {
    const reason = `internal error: ${error instanceof Error ? error.message : String(error)}`;
    settings.warn?.(`${layer}: not measured (${reason})`);
    const dimensions = layer === 'judge' ? JUDGE_DIMENSIONS : MC_DIMENSIONS;
    return {
      layer,
      score: 0,
      sub_scores: {},
      anti_patterns: [],
      dimensions: {},
      metadata: { measured: [], unmeasured: dimensions.map((dimension) => ({ dimension, reason })) },
    };
  }
}
