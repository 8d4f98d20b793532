// The run's guard on the transport (the fetch the SDK uses): spend limits are never retried, a
// circuit breaker ends a run against an API that is down, overloads are handed to the caller.
import type { Redactor } from '../../text/redact.js';
import type { Deadline } from '../../runtime/deadline.js';
import { OVERLOAD_STATUSES, type Overload } from '../modelTiming.js';

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
export class TransportGuard {
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
