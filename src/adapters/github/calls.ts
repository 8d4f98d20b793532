// What every way of calling GitHub shares, whichever client makes the request (the Octokit one,
// src/adapters/github/client.ts, or the small one, src/adapters/github/rest.ts): the timeout of
// each try and its budget, the backoff unit, the deadline's errors, and the guard that turns what
// still fails into a GitHubApiError without a secret in it.
import type { Redactor } from '../../text/redact.js';
import { DeadlineError, isDeadlineError, type Deadline } from '../../runtime/deadline.js';
import { CALL_TIMEOUT_ENV, GITHUB_CALL_TIMEOUT_MS, GitHubApiError, RETRY_BASE_ENV } from './types.js';

export function noAnswerBefore(deadline: Deadline): string {
  return `no answer before the ${deadline.label} deadline`;
}

/**
 * `base` (a fetch, or another transport) with each try ending after `tryMs`, or when the deadline
 * leaves less. A try that timed out on its own fails like a dropped connection (retried as a 5xx);
 * one the deadline or the request's budget (`init.signal`) stopped fails as an abort, which nothing
 * retries.
 */
export function timedFetch<U, I extends { signal?: AbortSignal | null }, R>(
  base: (url: U, init: I) => Promise<R>,
  deadline: Deadline | null,
  tryMs: number,
): (url: U, init: I) => Promise<R> {
  return async (url, init) => {
    if (deadline?.expired) throw new DeadlineError(noAnswerBefore(deadline));
    const limit = deadline ? deadline.callTimeoutMs(tryMs) : tryMs;
    const timeout = AbortSignal.timeout(limit);
    const signals = [timeout, ...(init?.signal ? [init.signal] : []), ...(deadline ? [deadline.signal] : [])];
    try {
      return await base(url, { ...init, signal: AbortSignal.any(signals) });
    } catch (err) {
      // The deadline's own signal, or a timeout it had shortened to the time left.
      if (deadline && (deadline.expired || (timeout.aborted && limit < tryMs)))
        throw new DeadlineError(noAnswerBefore(deadline));
      if (timeout.aborted && !init?.signal?.aborted) throw new Error(`no answer within ${limit} ms`, { cause: err });
      throw err;
    }
  };
}

/** The try timeout: CALL_TIMEOUT_ENV when it is a positive number, else GITHUB_CALL_TIMEOUT_MS. */
export function callTimeoutMs(): number {
  const raw = process.env[CALL_TIMEOUT_ENV];
  const ms = Number(raw);
  return raw && Number.isFinite(ms) && ms > 0 ? ms : GITHUB_CALL_TIMEOUT_MS;
}

/** Milliseconds per "second" of the backoff schedules: RETRY_BASE_ENV when set (tests), else 1000. */
export function retryBaseMs(): number {
  const baseMs = Number(process.env[RETRY_BASE_ENV]);
  return Number.isFinite(baseMs) && baseMs >= 0 && process.env[RETRY_BASE_ENV] ? baseMs : 1000;
}

/** A request that used up its budget (its tries and waits) without an answer. */
export function budgetSpent(budgetMs: number): Error {
  return new Error(`no answer within ${formatSeconds(budgetMs)}, retries included`);
}

function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}

export function statusOf(err: unknown): number {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : 0;
}

/**
 * A short, secret-free description of a failed request: never the headers, and the token masked
 * should the server echo it (before the message is cut, so no part of it survives).
 */
export function describeError(err: unknown, redact: Redactor): string {
  const status = statusOf(err);
  const raw = redact(err instanceof Error ? err.message : String(err));
  // Keep the first line only: error messages can carry a whole HTML error page.
  const first = raw.split('\n')[0].slice(0, 300);
  return status ? `HTTP ${status}: ${first}` : first;
}

/** Runs a call; its failure becomes a GitHubApiError, and one the deadline stopped is recorded as cut. */
export async function guardedCall<T>(
  operation: string,
  call: () => Promise<T>,
  redact: Redactor,
  deadline: Deadline | null,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isDeadlineError(err)) deadline?.recordCut('github', operation);
    throw new GitHubApiError(`${operation} failed (${describeError(err, redact)})`, statusOf(err), operation);
  }
}

/** The limits every request of a client obeys, from the run's deadline and the environment. */
export interface Limits {
  deadline: Deadline | null;
  /** Milliseconds per "second" of the backoff schedules. */
  retryAfterBaseValue: number;
  tryMs: number;
  /** A request with all its tries and waits ends after this long. */
  budgetMs: number;
  /** No wait (rate limit, backoff) that would end past the deadline: the request fails now instead. */
  waitFits(afterSeconds: number): boolean;
}

export function limitsFor(deadline: Deadline | null, budgetTries: number): Limits {
  const retryAfterBaseValue = retryBaseMs();
  const tryMs = callTimeoutMs();
  return {
    deadline,
    retryAfterBaseValue,
    tryMs,
    budgetMs: budgetTries * tryMs,
    waitFits: (afterSeconds) => !deadline || afterSeconds * retryAfterBaseValue < deadline.remainingMs(),
  };
}
