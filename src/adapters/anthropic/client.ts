// The SDK client of a run: its key and base URL, the SDK's retries, the timeout of each call (scaled
// to its answer, or `--timeout`, and never past the deadline), the transport guard, the batch queue.
import Anthropic from '@anthropic-ai/sdk';
import type { MessageRequest } from '../../llm/call.js';
import type { Deadline } from '../../runtime/deadline.js';
import type { Redactor } from '../../text/redact.js';
import { BatchQueue } from '../batch.js';
import { answerTimeoutMs, MODEL_TIMEOUT_UNIT_ENV, Overload, OVERLOAD_UNIT_ENV, timeUnitMs } from '../modelTiming.js';
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, type LlmSettings } from './settings.js';
import { TransportGuard } from './transport.js';

export interface AnthropicClient {
  /** Null without an API key: nothing is called. */
  readonly client: Anthropic | null;
  readonly guard: TransportGuard;
  /** The Message Batches queue, or null for direct calls. */
  readonly batches: BatchQueue | null;
  readonly deadline: Deadline | null;
  /** A message call's timeout: `--timeout` when given, else scaled to the answer it may write. */
  callTimeoutMs(request: MessageRequest): number;
  /**
   * Per-request options: the call's timeout, under a deadline no longer than the time left, and its signal (which
   * also ends the SDK's retries).
   */
  requestOptions(request: MessageRequest): Anthropic.RequestOptions;
}

/** The client for `settings`; `unavailable` (no API key) leaves it null. */
export function createClient(settings: LlmSettings, redact: Redactor, unavailable: string | null): AnthropicClient {
  const fixedTimeoutMs = settings.timeoutMs && settings.timeoutMs > 0 ? settings.timeoutMs : null;
  const timeoutUnitMs = timeUnitMs(MODEL_TIMEOUT_UNIT_ENV);
  const callTimeoutMs = (request: MessageRequest): number =>
    fixedTimeoutMs ?? answerTimeoutMs(request.max_tokens, timeoutUnitMs);
  const maxRetries = Number.isFinite(settings.maxRetries)
    ? Math.max(0, Math.floor(settings.maxRetries))
    : DEFAULT_MAX_RETRIES;
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
  return {
    client,
    guard,
    batches: client ? batchQueue(client, settings, redact, deadline) : null,
    deadline,
    callTimeoutMs,
    requestOptions: (request) => {
      const timeout = callTimeoutMs(request);
      return deadline ? { signal: deadline.workSignal, timeout: deadline.callTimeoutMs(timeout) } : { timeout };
    },
  };
}

function batchQueue(
  client: Anthropic,
  settings: LlmSettings,
  redact: Redactor,
  deadline: Deadline | null,
): BatchQueue | null {
  if (!settings.batch) return null;
  const onBatchStatus = settings.batch.onStatus;
  // The deadline stops the batch queue too (nothing more submitted or polled; the state file keeps what a later run
  // resumes).
  const signal = deadline
    ? settings.batch.signal
      ? AbortSignal.any([settings.batch.signal, deadline.workSignal])
      : deadline.workSignal
    : settings.batch.signal;
  return new BatchQueue(client, {
    ...settings.batch,
    signal,
    onStatus: onBatchStatus ? (message) => onBatchStatus(redact(message)) : undefined,
  });
}
