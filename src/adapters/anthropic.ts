// The Anthropic API adapter: builds the LLM layers (judge, Monte Carlo) on the official SDK, with
// one concurrency limiter for every call of a run, the SDK's retries (429, 529, 5xx, honouring
// retry-after), a per-call timeout, token usage and estimated cost per model, and the
// content-addressed result cache.
import Anthropic from '@anthropic-ai/sdk';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import pLimit from 'p-limit';
import { ResultCache, resultCacheKey } from '../cache.js';
import type { LlmContext, LlmLayers } from '../engine.js';
import { buildCatalogue } from '../layers/catalogue.js';
import { runElo, type EloResult } from '../layers/elo.js';
import { clampJudges, JUDGE_DIMENSIONS, runJudge, type LayerRun } from '../layers/judge.js';
import { UsageTally, type CallOutcome, type CallUsage, type MessageRequest, type ModelCaller } from '../layers/llmCall.js';
import { MC_DIMENSIONS, runMonteCarlo } from '../layers/monteCarlo.js';
import { DEFAULT_TRIGGER_REPETITIONS } from '../layers/triggering.js';
import { DEFAULT_EVAL_REPETITIONS, evalsDigest, runEvals } from '../layers/evals.js';
import { draftEvals, type DraftSuite } from '../evals/draft.js';
import { createRedactor, type Redactor } from '../redact.js';
import type { LayerResult, ParsedSkill } from '../types.js';
import { BATCH_PRICE_FACTOR, BatchQueue, type BatchSettings, type BatchStats } from './batch.js';

export { BATCH_PRICE_FACTOR, DEFAULT_BATCH_IDLE_MS, DEFAULT_BATCH_POLL_MS, DEFAULT_BATCH_STATE_FILE } from './batch.js';

/**
 * How the LLM layers measure. `measured` (default): triggering and Monte Carlo
 * activation from a catalogue of skills with a load_skill tool, near-misses that must not
 * trigger, replies graded against the skill's instructions. `reference`: the reference's own
 * methods (self-reported F1, a non-empty reply counts as activation, quality from reply length).
 */
export type LlmMethod = 'measured' | 'reference';
export const DEFAULT_METHOD: LlmMethod = 'measured';

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

/**
 * A short reason for a failed call, for warnings and `metadata.unmeasured`, with the API key
 * masked (a proxy may echo request headers in its error body) before it is cut to length.
 */
function describeFailure(error: unknown, timeoutMs: number, redact: Redactor): { reason: string; authFailure: boolean } {
  const { reason, authFailure } = rawFailure(error, timeoutMs, redact);
  // One line: a server's text must not start a new line of a log or a report.
  return { reason: reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH), authFailure };
}

function rawFailure(error: unknown, timeoutMs: number, redact: Redactor): { reason: string; authFailure: boolean } {
  if (error instanceof Anthropic.APIConnectionTimeoutError) return { reason: `timeout after ${timeoutMs} ms`, authFailure: false };
  if (error instanceof Anthropic.APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { reason: redact(`connection error${cause}`), authFailure: false };
  }
  if (error instanceof Anthropic.APIError && typeof error.status === 'number') {
    const body = error.error as { error?: { type?: string; message?: string } } | undefined;
    const detail = body?.error?.message ?? body?.error?.type ?? error.message;
    return {
      reason: redact(`HTTP ${error.status}${detail ? ` ${detail}` : ''}`),
      authFailure: error.status === 401 || error.status === 403,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { reason: redact(message), authFailure: false };
}

/** The LLM layers, with what the adapter adds beyond the engine's interface. */
export interface AnthropicLayers extends LlmLayers {
  /** Counts of the batch queue, or null without batches. */
  batchStats(): BatchStats | null;
  /** `evals init`: a model drafts 3–5 evals for the skill (rubric model). */
  draftEvals(skill: ParsedSkill): Promise<{ ok: true; suite: DraftSuite } | { ok: false; reason: string }>;
}

export function createLlmLayers(settings: LlmSettings): AnthropicLayers {
  const timeoutMs = settings.timeoutMs > 0 ? settings.timeoutMs : DEFAULT_TIMEOUT_MS;
  const maxRetries = Number.isFinite(settings.maxRetries) ? Math.max(0, Math.floor(settings.maxRetries)) : DEFAULT_MAX_RETRIES;
  const promptCaching = settings.promptCaching ?? true;
  const models = settings.models;
  const judges = clampJudges(settings.judges);
  const method = settings.method ?? DEFAULT_METHOD;
  const repetitions = settings.triggerRepetitions ?? DEFAULT_TRIGGER_REPETITIONS;
  const unavailable = settings.apiKey.trim() === '' ? 'no API key' : null;
  const redact = createRedactor([settings.apiKey]);
  const warn = settings.warn ? (message: string) => settings.warn?.(redact(message)) : undefined;
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

  const onBatchStatus = settings.batch?.onStatus;
  const batches =
    client && settings.batch
      ? new BatchQueue(client, { ...settings.batch, onStatus: onBatchStatus ? (message) => onBatchStatus(redact(message)) : undefined })
      : null;

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

  /** A successful answer, with its usage added to the run's totals (batch results at the batch price). */
  function answered(requested: string, message: Anthropic.Message, priceFactor: number): CallOutcome {
    // Usage is keyed and priced by the model the reply reports (what ran), not the one requested.
    const model = typeof message.model === 'string' && message.model.trim() !== '' ? message.model : requested;
    const raw = message.usage;
    const counts = {
      input_tokens: raw?.input_tokens ?? 0,
      output_tokens: raw?.output_tokens ?? 0,
      cache_creation_input_tokens: raw?.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: raw?.cache_read_input_tokens ?? 0,
    };
    const usage: CallUsage = { model, ...counts, estimated_cost_usd: estimateCostUsd(model, counts) * priceFactor };
    totals.add(model, usage);
    return { ok: true, message, usage };
  }

  const direct = (request: MessageRequest) =>
    limit(async (): Promise<CallOutcome> => {
      if (!client) return { ok: false, reason: unavailable ?? 'no client', authFailure: true };
      try {
        return answered(request.model, await create(request), 1);
      } catch (error) {
        return { ok: false, ...describeFailure(error, timeoutMs, redact) };
      }
    });

  const caller: ModelCaller = {
    promptCaching,
    batched: batches !== null,
    send: async (request: MessageRequest) => {
      if (batches) {
        // A batch item cannot be retried in another format: models known to refuse a forced tool get the JSON format up front.
        const prepared = forcedToolName(request) !== null && needsStructuredOutput(request.model) ? asStructuredOutput(request) : request;
        const answer = await batches.submit(prepared);
        if (answer.ok) return answered(request.model, answer.message, BATCH_PRICE_FACTOR);
      }
      // Not batched, or the batch could not answer it: a direct call.
      return direct(request);
    },
  };

  /** Serves a layer from the result cache, or runs it and stores it when every call succeeded. */
  async function cached(
    skill: ParsedSkill,
    layer: 'judge' | 'monte_carlo' | 'evals',
    keyModels: Record<string, string>,
    runs: number | undefined,
    extra: Record<string, unknown>,
    compute: () => Promise<LayerRun>,
  ): Promise<LayerResult> {
    if (!cache || unavailable) {
      const { result } = await compute();
      result.metadata.cache = 'off';
      return result;
    }
    const key = resultCacheKey({ layer, skillText: skill.text, references: skill.references, runs, models: keyModels, extra });
    const hit = (await cache.get(key)) as LayerResult | null;
    if (hit && hit.layer === layer) return { ...hit, metadata: { ...hit.metadata, cache: 'hit', cache_key: key } };
    const { result, complete } = await compute();
    result.metadata.cache = 'miss';
    result.metadata.cache_key = key;
    if (complete) {
      try {
        await cache.set(key, result);
      } catch (error) {
        warn?.(`result cache: could not write ${settings.cacheDir}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return result;
  }

  return {
    judge: async (skill: ParsedSkill, context?: LlmContext) => {
      const judgeModels = { triggering: models.prompt, rubric: models.rubric };
      try {
        const catalogue = method === 'measured' ? buildCatalogue(skill, context?.neighbours ?? []) : null;
        const authorSets = context?.triggerSets ?? [];
        const extra = { judges, method, ...(catalogue ? { repetitions, catalogue: catalogue.digest } : {}), ...(catalogue && authorSets.length ? { trigger_sets: authorSets } : {}) };
        return await cached(skill, 'judge', judgeModels, undefined, extra, () =>
          runJudge(skill, { caller, models: judgeModels, unavailable, judges, measured: catalogue ? { catalogue, repetitions, authorSets } : null }),
        );
      } catch (error) {
        // The layers never throw by design; this is the last guard so an LLM layer cannot end a run.
        return failedLayer('judge', error);
      }
    },
    monteCarlo: async (skill: ParsedSkill, runs: number, context?: LlmContext) => {
      const mcModels = { prompt: models.prompt, simulate: models.simulate };
      try {
        const catalogue = method === 'measured' ? buildCatalogue(skill, context?.neighbours ?? []) : null;
        const keyModels = catalogue ? { ...mcModels, grader: models.rubric } : mcModels;
        const extra = { method, ...(catalogue ? { catalogue: catalogue.digest } : {}) };
        return await cached(skill, 'monte_carlo', keyModels, runs, extra, () =>
          runMonteCarlo(skill, runs, {
            caller,
            models: mcModels,
            unavailable,
            onProgress: settings.onProgress,
            warn,
            measured: catalogue ? { catalogue, graderModel: models.rubric } : null,
          }),
        );
      } catch (error) {
        return failedLayer('monte_carlo', error);
      }
    },
    elo: async (skill: ParsedSkill, references): Promise<EloResult> => {
      try {
        const result = await runElo(skill, unavailable ? [] : references, { caller, model: models.rubric }, new UsageTally());
        return unavailable ? { ...result, unmeasured: unavailable } : result;
      } catch (error) {
        const failed = await runElo(skill, [], { caller, model: models.rubric }, new UsageTally());
        return { ...failed, unmeasured: redact(`internal error: ${error instanceof Error ? error.message : String(error)}`) };
      }
    },
    evals: async (skill, suite, attachments, context) => {
      const evalModels = { agent: models.simulate, grader: models.rubric };
      const reps = settings.evalRepetitions ?? DEFAULT_EVAL_REPETITIONS;
      try {
        const catalogue = buildCatalogue(skill, context?.neighbours ?? []);
        const extra = { repetitions: reps, catalogue: catalogue.digest, evals: evalsDigest(suite, attachments) };
        const layer = await cached(skill, 'evals', evalModels, undefined, extra, async () =>
          unavailable ? { result: failedLayer('evals', new Error(unavailable)), complete: false } : runEvals(skill, suite, { caller, models: evalModels, repetitions: reps, catalogue, attachments }),
        );
        // The reference method keeps its own output_quality; the lift is reported beside it.
        return method === 'reference' ? { ...layer, dimensions: {}, dimension_ci: undefined, metadata: { ...layer.metadata, feeds_output_quality: false } } : { ...layer, metadata: { ...layer.metadata, feeds_output_quality: true } };
      } catch (error) {
        return failedLayer('evals', error);
      }
    },
    usage: () => totals.toJSON(),
    batchStats: () => batches?.stats() ?? null,
    draftEvals: async (skill: ParsedSkill) => (unavailable ? { ok: false as const, reason: unavailable } : draftEvals(skill, caller, models.rubric)),
  };

  function failedLayer(layer: 'judge' | 'monte_carlo' | 'evals', error: unknown): LayerResult {
    const reason = layer === 'evals' && error instanceof Error && error.message === unavailable ? error.message : redact(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    if (reason !== unavailable) warn?.(`${layer}: not measured (${reason})`);
    const dimensions = layer === 'judge' ? JUDGE_DIMENSIONS : layer === 'evals' ? ['output_quality'] : MC_DIMENSIONS;
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
