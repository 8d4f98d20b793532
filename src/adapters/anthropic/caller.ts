// The run's ModelCaller: one Messages API call at a time per slot of the concurrency limit, after
// the spend cap and the prompt cache's warm-up; the SDK retries 5xx and timeouts, overloads are
// waited out, a model that refuses a forced tool call is asked for JSON, and each answer's usage is
// added to the run's totals. Through the Message Batches API when the run batches.
import Anthropic from '@anthropic-ai/sdk';
import type { LimitFunction } from 'p-limit';
import { UsageTally, type CallOutcome, type CallUsage, type MessageRequest, type ModelCaller } from '../../llm/call.js';
import { raceSignal } from '../../runtime/deadline.js';
import type { Redactor } from '../../text/redact.js';
import { BATCH_PRICE_FACTOR } from '../batch.js';
import { OVERLOAD_STATUSES, retryAfterSeconds } from '../modelTiming.js';
import { sleep } from '../../runtime/sleep.js';
import type { SpendBudget } from './budget.js';
import type { AnthropicClient } from './client.js';
import { describeFailure } from './failure.js';
import { estimateCostUsd } from './settings.js';
import { asStructuredOutput, FORCED_TOOL_REFUSAL, forcedToolName, NO_FORCED_TOOL_CHOICE } from './structuredOutput.js';
import type { CacheWarmup } from './warmup.js';

/** What a caller is assembled from (createLlmLayers makes one of each per run). */
export interface CallerParts {
  connection: AnthropicClient;
  /** The run's concurrency limit. */
  limit: LimitFunction;
  budget: SpendBudget;
  warmup: CacheWarmup;
  /** Every answer's usage, per model. */
  totals: UsageTally;
  /** Why nothing can be called ('no API key'), or null. */
  unavailable: string | null;
  promptCaching: boolean;
  redact: Redactor;
  warn?: (message: string) => void;
}

export class AnthropicCaller implements ModelCaller {
  readonly promptCaching: boolean;
  readonly batched: boolean;
  /** Models seen refusing a forced tool call during this run. */
  private readonly refusesForcedTool = new Set<string>();
  private deadlineWarned = false;

  constructor(private readonly parts: CallerParts) {
    this.promptCaching = parts.promptCaching;
    this.batched = parts.connection.batches !== null;
  }

  readonly send = (request: MessageRequest): Promise<CallOutcome> =>
    this.parts.connection.deadline?.workOver
      ? Promise.resolve(this.pastDeadline())
      : this.parts.budget.within(request, () => this.sendNow(request));

  /** A successful answer, with its usage added to the run's totals (batch results at the batch price). */
  private answered(requested: string, message: Anthropic.Message, priceFactor: number): CallOutcome {
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
    this.parts.totals.add(model, usage);
    return { ok: true, message, usage };
  }

  private async sendNow(request: MessageRequest): Promise<CallOutcome> {
    const { batches, deadline } = this.parts.connection;
    if (batches) {
      // A batch item cannot be retried in another format: models known to refuse a forced tool get the JSON format up
      // front.
      const prepared =
        forcedToolName(request) !== null && this.needsStructuredOutput(request.model)
          ? asStructuredOutput(request)
          : request;
      const submitted = batches.submit(prepared);
      const answer = deadline ? await raceSignal(submitted, deadline.workSignal).catch(() => null) : await submitted;
      if (answer === null) return this.pastDeadline();
      if (answer.ok) return this.answered(request.model, answer.message, BATCH_PRICE_FACTOR);
    }
    // Not batched, or the batch could not answer it: a direct call.
    return this.direct(request);
  }

  private direct(request: MessageRequest): Promise<CallOutcome> {
    return this.parts.warmup.first(request, () => this.limited(request));
  }

  private limited(request: MessageRequest): Promise<CallOutcome> {
    return this.parts.limit(async (): Promise<CallOutcome> => {
      const { client, guard, deadline } = this.parts.connection;
      if (!client) return { ok: false, reason: this.parts.unavailable ?? 'no client', authFailure: true, unsent: true };
      // Queued behind the concurrency limit while the deadline came.
      if (deadline?.workOver) return this.pastDeadline();
      // A transport already stopped refuses every attempt of this call before it leaves.
      const stoppedBefore = guard.stopped !== null;
      try {
        return this.answered(request.model, await this.createPatiently(request), 1);
      } catch (error) {
        if (deadline?.workOver) return this.pastDeadline();
        return {
          ok: false,
          ...describeFailure(error, this.parts.connection.callTimeoutMs(request), this.parts.redact),
          ...(stoppedBefore ? { unsent: true } : {}),
        };
      }
    });
  }

  /** `create`, with overload answers waited out (Overload's schedule) while the run's patience lasts. */
  private async createPatiently(request: MessageRequest): Promise<Anthropic.Message> {
    const { guard, deadline } = this.parts.connection;
    let since: number | null = null;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.create(request);
      } catch (error) {
        since ??= guard.overload.clock();
        const wait = this.overloadWaitMs(error, attempt, since);
        if (wait === null) throw error;
        // A wait past the work end ends there, and the call with it.
        await sleep(wait, deadline?.workSignal);
        if (deadline?.workOver) throw error;
      }
    }
  }

  private async create(request: MessageRequest): Promise<Anthropic.Message> {
    const { requestOptions } = this.parts.connection;
    const client = this.parts.connection.client!;
    const forced = forcedToolName(request) !== null;
    if (forced && this.needsStructuredOutput(request.model))
      return client.messages.create(asStructuredOutput(request), requestOptions(request));
    try {
      return await client.messages.create(request, requestOptions(request));
    } catch (error) {
      if (
        forced &&
        error instanceof Anthropic.APIError &&
        error.status === 400 &&
        FORCED_TOOL_REFUSAL.test(error.message)
      ) {
        this.refusesForcedTool.add(request.model);
        return client.messages.create(asStructuredOutput(request), requestOptions(request));
      }
      throw error;
    }
  }

  /** How long to wait before trying again after `error`, or null: not an overload, or no patience left for it. */
  private overloadWaitMs(error: unknown, attempt: number, since: number): number | null {
    const { guard, deadline } = this.parts.connection;
    if (
      !(error instanceof Anthropic.APIError) ||
      !OVERLOAD_STATUSES.has(error.status ?? 0) ||
      guard.stopped ||
      deadline?.workOver
    )
      return null;
    return guard.overload.nextWaitMs(attempt, retryAfterSeconds(error.headers), since);
  }

  private needsStructuredOutput(model: string): boolean {
    return this.refusesForcedTool.has(model) || NO_FORCED_TOOL_CHOICE.some((p) => p.test(model));
  }

  /** The deadline: a call it stops or refuses fails with its reason, like a call past the budget. */
  private pastDeadline(): CallOutcome {
    const deadline = this.parts.connection.deadline!;
    deadline.recordCut('model');
    if (!this.deadlineWarned) {
      this.deadlineWarned = true;
      this.parts.warn?.(`${deadline.reason}: no further model call is made, and what was left is unmeasured`);
    }
    return { ok: false, reason: deadline.reason, authFailure: false, unsent: true };
  }
}
