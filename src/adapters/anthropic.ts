// The Anthropic API adapter: builds the LLM layers (judge, Monte Carlo) on the official SDK, with
// one concurrency limiter for every call of a run, the SDK's retries (5xx, timeouts, resets), a
// timeout per call scaled to its answer, overloads (429, 503, 529) waited out within a bounded
// time, token usage and estimated cost per model, and the content-addressed result cache.
import Anthropic from '@anthropic-ai/sdk';
import { createHash } from 'node:crypto';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import pLimit from 'p-limit';
import { ResultCache, resultCacheKey } from '../llm/cache/resultCache.js';
import { cachedEloProblem, cachedLayerProblem } from '../llm/cache/entryCheck.js';
import type { LlmContext, LlmLayers } from '../engine/evaluate.js';
import { buildCatalogue, type Catalogue } from '../layers/catalogue.js';
import { HELD_BACK_DIGEST } from '../layers/heldBack.js';
import { runElo, type EloReference, type EloResult } from '../layers/elo.js';
import { clampJudges, JUDGE_DIMENSIONS, runJudge, type LayerRun } from '../layers/judge.js';
import {
  UsageTally,
  cachePrefixKey,
  intendedTool,
  type CallOutcome,
  type CallUsage,
  type MessageRequest,
  type ModelCaller,
} from '../llm/call.js';
import { MC_DIMENSIONS, runMonteCarlo } from '../layers/llm/monteCarlo/index.js';
import { DEFAULT_TRIGGER_REPETITIONS, measureTriggering, type TriggeringRun } from '../layers/triggering.js';
import { DEFAULT_EVAL_REPETITIONS, evalsDigest, runEvals } from '../layers/evals.js';
import type { TriggerSet } from '../evals/parse.js';
import { MODELS, pricesFor, requestCostUsd, type TokenPrices } from '../llm/models.js';
import { draftEvals, type DraftSuite } from '../evals/draft.js';
import { createRedactor, type Redactor } from '../text/redact.js';
import { DEFAULT_LLM_METHOD, type LayerResult, type LlmMethod, type ParsedSkill } from '../contract/types.js';
import { BATCH_PRICE_FACTOR, BatchQueue, type BatchSettings, type BatchStats } from './batch.js';
import { raceSignal, type Deadline } from '../runtime/deadline.js';
import {
  answerTimeoutMs,
  MODEL_TIMEOUT_UNIT_ENV,
  Overload,
  OVERLOAD_STATUSES,
  OVERLOAD_UNIT_ENV,
  pause,
  retryAfterSeconds,
  timeUnitMs,
} from './modelTiming.js';

export { BATCH_PRICE_FACTOR, DEFAULT_BATCH_IDLE_MS, DEFAULT_BATCH_POLL_MS, DEFAULT_BATCH_STATE_FILE } from './batch.js';

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

/**
 * Models that answer a forced tool call (`tool_choice: {type: 'tool'}`) with HTTP 400. They get the
 * tool's JSON schema as a structured-output format instead, and answer in JSON text. A model not
 * listed that refuses a forced tool call is learned at run time and treated the same way.
 */
export const NO_FORCED_TOOL_CHOICE: readonly RegExp[] = Object.entries(MODELS)
  .filter(([, m]) => m.refusesForcedTool)
  .map(([id]) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
const FORCED_TOOL_REFUSAL = /tool_choice|forced tool|tool use is not supported/i;

/** The tool a request must call: the forced one, or the one a `tool_choice: any` request names. */
function forcedToolName(request: MessageRequest): string | null {
  return intendedTool(request);
}

/** The same request with the forced tool replaced by a JSON-schema output format. */
export function asStructuredOutput(request: MessageRequest): MessageRequest {
  const name = forcedToolName(request);
  const tool = request.tools?.find((t): t is Anthropic.Tool => 'input_schema' in t && t.name === name);
  if (!tool) return request;
  const { tools: _tools, tool_choice: _choice, ...rest } = request;
  const messages = rest.messages.map((message, i) => {
    if (i !== rest.messages.length - 1 || message.role !== 'user') return message;
    const content =
      typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content;
    const note = `Instead of calling ${tool.name}, reply with only the JSON object it would take as input.`;
    return { ...message, content: [...content, { type: 'text' as const, text: note }] };
  });
  return {
    ...rest,
    messages,
    output_config: {
      ...rest.output_config,
      format: { type: 'json_schema', schema: transformJSONSchema(tool.input_schema as Record<string, unknown>) },
    },
  };
}

/** The identity of an Elo corpus for the result cache: each reference's anchor, category, size and text. */
export function eloReferencesDigest(references: readonly EloReference[]): string {
  const hash = createHash('sha256');
  for (const r of [...references].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(JSON.stringify([r.name, r.path, r.category, r.composite, r.bytes, r.excerpt]));
  }
  return hash.digest('hex');
}

/**
 * Consecutive failed attempts (5xx, timeouts, resets, retries included) after which the run stops
 * calling: the API is down. Overload answers are not counted: they are waited out (Overload).
 */
export const CIRCUIT_BREAKER_FAILURES = 8;
/**
 * Attempts in a row that timed out with no answer of any kind between them, after which the run
 * stops calling: a call's timeout already allows its whole answer at the slowest output rate, so
 * two of them mean an API that accepts connections and never replies.
 */
export const CIRCUIT_BREAKER_TIMEOUTS = 2;

/**
 * Whether an error answer says the account's spend limit is reached (never worth a retry: it
 * lasts until the limit resets or is raised). The API answers it as a 429 rate_limit_error with
 * error.details.error_code `enforced_spend_limit_reached` and no retry-after, or as a 400
 * invalid_request_error "You have reached your specified API usage limits" (a limit the
 * organisation set), or as a 402 billing_error.
 */
export function isSpendLimit(status: number, body: string): boolean {
  if (status === 402) return true;
  if (status !== 429 && status !== 400) return false;
  let parsed: { error?: { type?: string; message?: string; details?: { error_code?: string } } } | null;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  const error = parsed?.error;
  if (error?.details?.error_code === 'enforced_spend_limit_reached') return true;
  return (
    /spend(ing)? limit|specified (workspace )?API usage limits|billing/i.test(error?.message ?? '') &&
    (status === 429 || error?.type === 'invalid_request_error')
  );
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = JSON.parse(await response.clone().text()) as { error?: { message?: string } };
    return typeof body?.error?.message === 'string' ? body.error.message : '';
  } catch {
    return '';
  }
}

/** A POST to the Messages API itself (not its batches or token counting): a call of a layer. */
function isDirectMessageCall(input: string | URL | Request, init: RequestInit | undefined): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method.toUpperCase() === 'POST' && /\/v1\/messages(\?|$)/.test(url);
}

/**
 * The run's guard on the transport: spend limits are never retried, and a circuit breaker ends a run against an API
 * that is down.
 */
class TransportGuard {
  constructor(
    /** `--timeout`, for messages; null when each call has its own. */
    private readonly fixedTimeoutMs: number | null,
    /** The run's overload, timed from the first overload answer to the next answered call. */
    readonly overload: Overload,
    /** Error bodies can echo the key: redacted before anything is kept or cut (a cut key no longer matches). */
    private readonly redact: Redactor,
    /** Past its work end nothing goes out, and what is in flight is stopped (batch calls included). */
    private readonly deadline: Deadline | null = null,
  ) {}
  private consecutive = 0;
  private consecutiveTimeouts = 0;
  /** Why every further call fails at once, or null while calls may go out. */
  stopped: string | null = null;

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (this.stopped) return TransportGuard.refusal(this.stopped);
    const deadline = this.deadline;
    if (deadline?.workOver) return TransportGuard.refusal(deadline.reason);
    let response: Response;
    try {
      const signal = deadline
        ? init?.signal
          ? AbortSignal.any([init.signal, deadline.workSignal])
          : deadline.workSignal
        : init?.signal;
      response = await fetch(input, { ...init, signal });
    } catch (error) {
      // Stopped by the deadline: not a failure of the API, the breaker does not count it.
      if (deadline?.workOver) throw error;
      // A reset, a refused connection, or the per-call timeout (the SDK aborts the request).
      const timedOut =
        this.fixedTimeoutMs === null
          ? "timeout (no answer within the call's own timeout)"
          : `timeout after ${this.fixedTimeoutMs} ms`;
      if (init?.signal?.aborted && ++this.consecutiveTimeouts >= CIRCUIT_BREAKER_TIMEOUTS && !this.stopped) {
        this.stopped = `circuit breaker open after ${CIRCUIT_BREAKER_TIMEOUTS} consecutive timeouts (last: ${timedOut})`;
      }
      this.failed(
        init?.signal?.aborted
          ? timedOut
          : `connection error: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw error;
    }
    this.consecutiveTimeouts = 0;
    if (response.status === 429 || response.status === 402 || response.status === 400) {
      const body = await response.clone().text();
      if (isSpendLimit(response.status, body)) {
        this.stopped = `spend limit reached (HTTP ${response.status}): not retried`;
        const headers = new Headers(response.headers);
        headers.set('x-should-retry', 'false');
        return new Response(body, { status: response.status, statusText: response.statusText, headers });
      }
    }
    if (OVERLOAD_STATUSES.has(response.status)) return this.overloaded(input, init, response);
    if (response.status >= 500) this.failed(`HTTP ${response.status} ${await errorMessage(response)}`.trim());
    else this.consecutive = 0;
    if (response.ok) this.overload.over();
    return response;
  };

  /**
   * An overload answer: busy, not down, so the breaker does not count it. A direct message call
   * gets it at once (not retried by the SDK on its short schedule): the caller waits it out.
   */
  private overloaded(input: string | URL | Request, init: RequestInit | undefined, response: Response): Response {
    this.overload.seen();
    if (!isDirectMessageCall(input, init)) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  private failed(what: string): void {
    if (++this.consecutive >= CIRCUIT_BREAKER_FAILURES && !this.stopped) {
      this.stopped = `circuit breaker open after ${CIRCUIT_BREAKER_FAILURES} consecutive transport failures (last: ${this.redact(what).slice(0, 120)})`;
    }
  }

  private static refusal(reason: string): Response {
    return new Response(JSON.stringify({ type: 'error', error: { type: 'api_error', message: reason } }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'x-should-retry': 'false' },
    });
  }
}

/** Output tokens a call is assumed to use when its cost is estimated before it is sent (the budget's check). */
export const BUDGET_OUTPUT_ALLOWANCE_TOKENS = 1024;

/**
 * Upper estimate of a call's cost before it is sent: its whole prompt (⌈characters / 4⌉ tokens)
 * at the uncached input price, plus the output allowance (at most max_tokens) at the output price.
 */
export function estimateRequestCostUsd(request: MessageRequest): number {
  const promptTokens = Math.ceil(
    JSON.stringify([request.tools ?? [], request.system ?? '', request.messages]).length / 4,
  );
  const output = Math.min(request.max_tokens, BUDGET_OUTPUT_ALLOWANCE_TOKENS);
  return requestCostUsd(request.model, {
    input_tokens: promptTokens,
    output_tokens: output,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  });
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
function describeFailure(
  error: unknown,
  timeoutMs: number,
  redact: Redactor,
): { reason: string; authFailure: boolean } {
  const { reason, authFailure } = rawFailure(error, timeoutMs, redact);
  // One line: a server's text must not start a new line of a log or a report.
  return { reason: reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH), authFailure };
}

function rawFailure(error: unknown, timeoutMs: number, redact: Redactor): { reason: string; authFailure: boolean } {
  if (error instanceof Anthropic.APIConnectionTimeoutError)
    return { reason: `timeout after ${timeoutMs} ms`, authFailure: false };
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
  const fixedTimeoutMs = settings.timeoutMs && settings.timeoutMs > 0 ? settings.timeoutMs : null;
  const timeoutUnitMs = timeUnitMs(MODEL_TIMEOUT_UNIT_ENV);
  /** A message call's timeout: `--timeout` when given, else scaled to the answer it may write. */
  const callTimeoutMs = (request: MessageRequest): number =>
    fixedTimeoutMs ?? answerTimeoutMs(request.max_tokens, timeoutUnitMs);
  const maxRetries = Number.isFinite(settings.maxRetries)
    ? Math.max(0, Math.floor(settings.maxRetries))
    : DEFAULT_MAX_RETRIES;
  const promptCaching = settings.promptCaching ?? true;
  const models = settings.models;
  const judges = clampJudges(settings.judges);
  const method = settings.method ?? DEFAULT_LLM_METHOD;
  const repetitions = settings.triggerRepetitions ?? DEFAULT_TRIGGER_REPETITIONS;
  const unavailable = settings.apiKey.trim() === '' ? 'no API key' : null;
  const redact = createRedactor([settings.apiKey]);
  const warn = settings.warn ? (message: string) => settings.warn?.(redact(message)) : undefined;
  const cache = settings.cacheDir ? new ResultCache(settings.cacheDir, warn) : null;
  const limit = pLimit(clampConcurrency(settings.concurrency));
  const totals = new UsageTally();
  const deadline = settings.deadline ?? null;
  const guard = new TransportGuard(fixedTimeoutMs, new Overload(timeUnitMs(OVERLOAD_UNIT_ENV)), redact, deadline);
  const client = unavailable
    ? null
    : new Anthropic({
        apiKey: settings.apiKey,
        baseURL: settings.baseURL || undefined,
        maxRetries,
        timeout: fixedTimeoutMs ?? DEFAULT_TIMEOUT_MS,
        fetch: guard.fetch,
      });

  const onBatchStatus = settings.batch?.onStatus;
  // The deadline stops the batch queue too (nothing more submitted or polled; the state file keeps what a later run
  // resumes).
  const batchSignal =
    deadline && settings.batch
      ? settings.batch.signal
        ? AbortSignal.any([settings.batch.signal, deadline.workSignal])
        : deadline.workSignal
      : settings.batch?.signal;
  const batches =
    client && settings.batch
      ? new BatchQueue(client, {
          ...settings.batch,
          signal: batchSignal,
          onStatus: onBatchStatus ? (message) => onBatchStatus(redact(message)) : undefined,
        })
      : null;

  /** Models seen refusing a forced tool call during this run. */
  const refusesForcedTool = new Set<string>();
  const needsStructuredOutput = (model: string) =>
    refusesForcedTool.has(model) || NO_FORCED_TOOL_CHOICE.some((p) => p.test(model));

  /**
   * Per-request options: the call's timeout, under a deadline no longer than the time left, and its signal (which also
   * ends the SDK's retries).
   */
  const requestOptions = (request: MessageRequest): Anthropic.RequestOptions => {
    const timeout = callTimeoutMs(request);
    return deadline ? { signal: deadline.workSignal, timeout: deadline.callTimeoutMs(timeout) } : { timeout };
  };

  async function create(request: MessageRequest): Promise<Anthropic.Message> {
    const forced = forcedToolName(request) !== null;
    if (forced && needsStructuredOutput(request.model))
      return client!.messages.create(asStructuredOutput(request), requestOptions(request));
    try {
      return await client!.messages.create(request, requestOptions(request));
    } catch (error) {
      if (
        forced &&
        error instanceof Anthropic.APIError &&
        error.status === 400 &&
        FORCED_TOOL_REFUSAL.test(error.message)
      ) {
        refusesForcedTool.add(request.model);
        return client!.messages.create(asStructuredOutput(request), requestOptions(request));
      }
      throw error;
    }
  }

  /** `create`, with overload answers waited out (Overload's schedule) while the run's patience lasts. */
  async function createPatiently(request: MessageRequest): Promise<Anthropic.Message> {
    let since: number | null = null;
    for (let attempt = 0; ; attempt++) {
      try {
        return await create(request);
      } catch (error) {
        since ??= guard.overload.clock();
        const wait = overloadWaitMs(error, attempt, since);
        if (wait === null) throw error;
        // A wait past the work end ends there, and the call with it.
        await pause(wait, deadline?.workSignal);
        if (deadline?.workOver) throw error;
      }
    }
  }

  /** How long to wait before trying again after `error`, or null: not an overload, or no patience left for it. */
  function overloadWaitMs(error: unknown, attempt: number, since: number): number | null {
    if (
      !(error instanceof Anthropic.APIError) ||
      !OVERLOAD_STATUSES.has(error.status ?? 0) ||
      guard.stopped ||
      deadline?.workOver
    )
      return null;
    return guard.overload.nextWaitMs(attempt, retryAfterSeconds(error.headers), since);
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

  /**
   * The first call with a given cacheable prefix goes alone: the others wait for its answer, so
   * they read the prefix from the prompt cache instead of each writing it (the cache entry exists
   * only once that first response has begun).
   */
  const warming = new Map<string, Promise<void>>();
  const warmed = new Set<string>();
  async function warmFirst(request: MessageRequest, call: () => Promise<CallOutcome>): Promise<CallOutcome> {
    const key = promptCaching ? cachePrefixKey(request) : null;
    if (key === null || warmed.has(key)) return call();
    const pending = warming.get(key);
    if (pending) {
      await pending;
      return call();
    }
    let release!: () => void;
    warming.set(key, new Promise<void>((resolve) => (release = resolve)));
    try {
      return await call();
    } finally {
      warmed.add(key);
      warming.delete(key);
      release();
    }
  }

  // The spend cap: what the answered calls cost, plus the estimates of the calls in flight.
  const budget =
    settings.budgetUsd !== undefined && settings.budgetUsd !== null && Number.isFinite(settings.budgetUsd)
      ? Math.max(0, settings.budgetUsd)
      : null;
  let spent = 0;
  let reserved = 0;
  let overBudget: string | null = null;
  async function withinBudget(request: MessageRequest, call: () => Promise<CallOutcome>): Promise<CallOutcome> {
    if (budget === null) return call();
    const estimate = estimateRequestCostUsd(request);
    if (!overBudget && spent + reserved + estimate > budget) {
      overBudget = `budget: --budget-usd ${budget} reached (spent $${spent.toFixed(4)}; the next call would pass it)`;
      warn?.(`${overBudget}; no further call is made, and what was left is unmeasured`);
    }
    if (overBudget) return { ok: false, reason: overBudget, authFailure: false, unsent: true };
    reserved += estimate;
    try {
      const outcome = await call();
      if (outcome.ok) spent += outcome.usage.estimated_cost_usd;
      return outcome;
    } finally {
      reserved -= estimate;
    }
  }

  // The deadline: a call it stops or refuses fails with its reason, like a call past the budget.
  let deadlineWarned = false;
  function pastDeadline(): CallOutcome {
    deadline!.recordCut('model');
    if (!deadlineWarned) {
      deadlineWarned = true;
      warn?.(`${deadline!.reason}: no further model call is made, and what was left is unmeasured`);
    }
    return { ok: false, reason: deadline!.reason, authFailure: false, unsent: true };
  }

  const direct = (request: MessageRequest) => warmFirst(request, () => limited(request));
  const limited = (request: MessageRequest) =>
    limit(async (): Promise<CallOutcome> => {
      if (!client) return { ok: false, reason: unavailable ?? 'no client', authFailure: true, unsent: true };
      // Queued behind the concurrency limit while the deadline came.
      if (deadline?.workOver) return pastDeadline();
      // A transport already stopped refuses every attempt of this call before it leaves.
      const stoppedBefore = guard.stopped !== null;
      try {
        return answered(request.model, await createPatiently(request), 1);
      } catch (error) {
        if (deadline?.workOver) return pastDeadline();
        return {
          ok: false,
          ...describeFailure(error, callTimeoutMs(request), redact),
          ...(stoppedBefore ? { unsent: true } : {}),
        };
      }
    });

  const caller: ModelCaller = {
    promptCaching,
    batched: batches !== null,
    send: (request: MessageRequest) =>
      deadline?.workOver ? Promise.resolve(pastDeadline()) : withinBudget(request, () => sendNow(request)),
  };

  async function sendNow(request: MessageRequest): Promise<CallOutcome> {
    if (batches) {
      // A batch item cannot be retried in another format: models known to refuse a forced tool get the JSON format up
      // front.
      const prepared =
        forcedToolName(request) !== null && needsStructuredOutput(request.model)
          ? asStructuredOutput(request)
          : request;
      const submitted = batches.submit(prepared);
      const answer = deadline ? await raceSignal(submitted, deadline.workSignal).catch(() => null) : await submitted;
      if (answer === null) return pastDeadline();
      if (answer.ok) return answered(request.model, answer.message, BATCH_PRICE_FACTOR);
    }
    // Not batched, or the batch could not answer it: a direct call.
    return direct(request);
  }

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
    const key = resultCacheKey({
      layer,
      skillText: skill.text,
      references: skill.references,
      runs,
      models: keyModels,
      extra,
    });
    const hit = await cache.get(key);
    // The folder may have been edited: an entry is used only as the layers write it.
    const problem = hit === null ? null : cachedLayerProblem(hit, layer);
    if (hit !== null && problem === null)
      return { ...(hit as LayerResult), metadata: { ...(hit as LayerResult).metadata, cache: 'hit', cache_key: key } };
    if (problem !== null) cache.unusable(key, problem);
    const { result, complete } = await compute();
    result.metadata.cache = 'miss';
    result.metadata.cache_key = key;
    if (complete) {
      try {
        await cache.set(key, result);
      } catch (error) {
        warn?.(
          `result cache: could not write ${settings.cacheDir}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return result;
  }

  /**
   * The measured triggering of a skill in a catalogue, run once and shared by the judge (its F1)
   * and the Monte Carlo layer (its activation); its usage is counted by the first layer that asks.
   */
  const triggeringRuns = new Map<string, Promise<TriggeringRun>>();
  const sharedTriggering =
    (skill: ParsedSkill, catalogue: Catalogue, authorSets: readonly TriggerSet[]) => (tally: UsageTally) => {
      const key = createHash('sha256')
        .update(JSON.stringify([skill.text, catalogue.digest, authorSets]))
        .digest('hex');
      let run = triggeringRuns.get(key);
      if (!run) {
        run = measureTriggering(
          skill,
          { caller, model: models.prompt, agentModel: models.simulate, repetitions, catalogue, authorSets },
          tally,
        );
        triggeringRuns.set(key, run);
      }
      return run;
    };

  return {
    judge: async (skill: ParsedSkill, context?: LlmContext) => {
      const judgeModels = { triggering: models.prompt, rubric: models.rubric };
      const keyModels = method === 'measured' ? { ...judgeModels, agent: models.simulate } : judgeModels;
      try {
        const catalogue = method === 'measured' ? buildCatalogue(skill, context?.neighbours ?? []) : null;
        const authorSets = context?.triggerSets ?? [];
        const extra = {
          judges,
          method,
          ...(catalogue ? { repetitions, catalogue: catalogue.digest, held_back: HELD_BACK_DIGEST } : {}),
          ...(catalogue && authorSets.length ? { trigger_sets: authorSets } : {}),
        };
        return await cached(skill, 'judge', keyModels, undefined, extra, () =>
          runJudge(skill, {
            caller,
            models: judgeModels,
            unavailable,
            judges,
            measured: catalogue
              ? {
                  catalogue,
                  repetitions,
                  authorSets,
                  agentModel: models.simulate,
                  run: sharedTriggering(skill, catalogue, authorSets),
                }
              : null,
          }),
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
        const keyModels = catalogue ? { ...mcModels, grader: models.rubric, triggering: models.prompt } : mcModels;
        const sets = context?.triggerSets ?? [];
        const extra = {
          method,
          ...(catalogue
            ? {
                catalogue: catalogue.digest,
                repetitions,
                held_back: HELD_BACK_DIGEST,
                early_stop: settings.earlyStop ?? true,
              }
            : {}),
          ...(catalogue && sets.length ? { trigger_sets: sets } : {}),
        };
        return await cached(skill, 'monte_carlo', keyModels, runs, extra, () =>
          runMonteCarlo(skill, runs, {
            caller,
            models: mcModels,
            unavailable,
            onProgress: settings.onProgress,
            earlyStop: settings.earlyStop ?? true,
            warn,
            measured: catalogue
              ? {
                  catalogue,
                  graderModel: models.rubric,
                  triggering: sharedTriggering(skill, catalogue, context?.triggerSets ?? []),
                }
              : null,
          }),
        );
      } catch (error) {
        return failedLayer('monte_carlo', error);
      }
    },
    elo: async (skill: ParsedSkill, references): Promise<EloResult> => {
      try {
        if (unavailable)
          return {
            ...(await runElo(skill, [], { caller, model: models.rubric }, new UsageTally())),
            unmeasured: unavailable,
          };
        const compute = () => runElo(skill, references, { caller, model: models.rubric }, new UsageTally());
        if (!cache) return { ...(await compute()), cache: 'off' };
        // Keyed by the skill, the model and the references it can be compared with (their text and anchors).
        const key = resultCacheKey({
          layer: 'elo',
          skillText: skill.text,
          references: skill.references,
          models: { rubric: models.rubric },
          extra: { references: eloReferencesDigest(references) },
        });
        const hit = await cache.get(key);
        const problem = hit === null ? null : cachedEloProblem(hit);
        if (hit !== null && problem === null) {
          // The badge's part is the engine's to decide, never the cache's.
          const { badge: _badge, ...rating } = hit as EloResult;
          return { ...rating, cache: 'hit' };
        }
        if (problem !== null) cache.unusable(key, problem);
        const result: EloResult = { ...(await compute()), cache: 'miss' };
        // Only a rating whose every comparison was answered is kept (as the layers keep only complete runs).
        if (result.rating !== null && result.failures.length === 0) {
          try {
            await cache.set(key, result);
          } catch (error) {
            warn?.(
              `result cache: could not write ${settings.cacheDir}: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        return result;
      } catch (error) {
        const failed = await runElo(skill, [], { caller, model: models.rubric }, new UsageTally());
        return {
          ...failed,
          unmeasured: redact(`internal error: ${error instanceof Error ? error.message : String(error)}`),
        };
      }
    },
    evals: async (skill, suite, attachments, context) => {
      const evalModels = { agent: models.simulate, grader: models.rubric };
      const reps = settings.evalRepetitions ?? DEFAULT_EVAL_REPETITIONS;
      try {
        const catalogue = buildCatalogue(skill, context?.neighbours ?? []);
        const extra = { repetitions: reps, catalogue: catalogue.digest, evals: evalsDigest(suite, attachments) };
        const layer = await cached(skill, 'evals', evalModels, undefined, extra, async () =>
          unavailable
            ? { result: failedLayer('evals', new Error(unavailable)), complete: false }
            : runEvals(skill, suite, { caller, models: evalModels, repetitions: reps, catalogue, attachments }),
        );
        // The reference method keeps its own output_quality; the lift is reported beside it.
        return method === 'reference'
          ? {
              ...layer,
              dimensions: {},
              dimension_ci: undefined,
              metadata: { ...layer.metadata, feeds_output_quality: false },
            }
          : { ...layer, metadata: { ...layer.metadata, feeds_output_quality: true } };
      } catch (error) {
        return failedLayer('evals', error);
      }
    },
    usage: () => totals.toJSON(),
    batchStats: () => batches?.stats() ?? null,
    draftEvals: async (skill: ParsedSkill) =>
      unavailable ? { ok: false as const, reason: unavailable } : draftEvals(skill, caller, models.rubric),
  };

  function failedLayer(layer: 'judge' | 'monte_carlo' | 'evals', error: unknown): LayerResult {
    const reason =
      layer === 'evals' && error instanceof Error && error.message === unavailable
        ? error.message
        : redact(`internal error: ${error instanceof Error ? error.message : String(error)}`);
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
