// The request core every endpoint family shares: @actions/github's Octokit with the retry and
// throttling plugins, so that 5xx answers, connection resets and rate limits are retried with
// backoff; each try and each request bounded in time and by the run's deadline; and the guard
// that turns what still fails into a GitHubApiError without a secret in it.
import { getOctokit } from '@actions/github';
import { defaults as actionsDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { createRedactor, type Redactor } from '../../text/redact.js';
import { DeadlineError, isDeadlineError, raceSignal, type Deadline } from '../../runtime/deadline.js';
import {
  CALL_TIMEOUT_ENV,
  GITHUB_CALL_TIMEOUT_MS,
  GITHUB_CREATE_TRIES,
  GITHUB_MAX_RATE_LIMIT_RETRIES,
  GITHUB_MAX_RATE_LIMIT_WAIT_S,
  GITHUB_MAX_RETRIES,
  GITHUB_REQUEST_BUDGET_TRIES,
  GitHubApiError,
  RETRY_BASE_ENV,
  type GitHubClientOptions,
} from './types.js';

export type Octokit = ReturnType<typeof getOctokit>;

/** What every endpoint family is built on: the configured Octokit, the repository and the guards of a call. */
export interface GitHubClient {
  readonly octokit: Octokit;
  readonly owner: string;
  readonly repo: string;
  readonly deadline: Deadline | null;
  readonly redact: Redactor;
  /** The client's own notices (retries, rate limits), the token masked. */
  log(message: string): void;
  /** Runs a call; its failure becomes a GitHubApiError naming `operation`. */
  guarded<T>(operation: string, call: () => Promise<T>): Promise<T>;
  /** Creates something once (see createOnce), with the client's backoff and request budget. */
  createOnce<T>(create: () => Promise<T>, existing: (() => Promise<T | null>) | undefined): Promise<T>;
}

function noAnswerBefore(deadline: Deadline): string {
  return `no answer before the ${deadline.label} deadline`;
}

type Fetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The fetch under Octokit (the runner's proxy-aware one): each try ends after `tryMs`, or when the
 * deadline leaves less. A try that timed out on its own fails like a dropped connection (retried
 * as a 5xx); one the deadline or the request's budget (`init.signal`) stopped fails as an abort,
 * which nothing retries.
 */
function timedFetch(deadline: Deadline | null, tryMs: number): Fetch {
  const base: Fetch = (actionsDefaults.request?.fetch as Fetch | undefined) ?? fetch;
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
function callTimeoutMs(): number {
  const raw = process.env[CALL_TIMEOUT_ENV];
  const ms = Number(raw);
  return raw && Number.isFinite(ms) && ms > 0 ? ms : GITHUB_CALL_TIMEOUT_MS;
}

/** A request that used up its budget (its tries and waits) without an answer. */
function budgetSpent(budgetMs: number): Error {
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
  // Keep the first line only: octokit messages can carry a whole HTML error page.
  const first = raw.split('\n')[0].slice(0, 300);
  return status ? `HTTP ${status}: ${first}` : first;
}

/** A failure after which the request may still have been carried out: a 5xx answer or none at all. */
function mayHaveLanded(err: unknown): boolean {
  const status = statusOf(err);
  return status === 0 || status >= 500;
}

/**
 * Runs `create` without the client's automatic retries; when a try fails in a way that may have
 * landed, asks `existing` for what it made before trying again (so a retry never duplicates).
 */
async function createOnce<T>(
  create: () => Promise<T>,
  existing: (() => Promise<T | null>) | undefined,
  waitMs: (attempt: number) => number,
  log: (m: string) => void,
  deadline: Deadline | null = null,
  budgetMs = Infinity,
): Promise<T> {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if (isDeadlineError(err) || !mayHaveLanded(err) || attempt >= GITHUB_CREATE_TRIES) throw err;
      const made = existing ? await existing().catch(() => null) : null;
      if (made) {
        log(`The create failed (HTTP ${statusOf(err) || 'no answer'}) but GitHub had stored it; using that one.`);
        return made;
      }
      // No wait that would end past the deadline, and no try once the budget of one request is spent.
      if (deadline && waitMs(attempt) >= deadline.remainingMs()) throw err;
      if (performance.now() - started + waitMs(attempt) >= budgetMs) throw err;
      await new Promise((r) => setTimeout(r, waitMs(attempt)));
    }
  }
}

/** Runs a call; its failure becomes a GitHubApiError, and one the deadline stopped is recorded as cut. */
async function guardedCall<T>(
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

/** Milliseconds per "second" of the plugins' schedules: RETRY_BASE_ENV when set (tests), else 1000. */
function retryBaseMs(): number {
  const baseMs = Number(process.env[RETRY_BASE_ENV]);
  return Number.isFinite(baseMs) && baseMs >= 0 && process.env[RETRY_BASE_ENV] ? baseMs : 1000;
}

interface Limits {
  deadline: Deadline | null;
  retryAfterBaseValue: number;
  tryMs: number;
  budgetMs: number;
  /** No wait (rate limit, backoff) that would end past the deadline: the request fails now instead. */
  waitFits(afterSeconds: number): boolean;
}

/** A rate-limit handler of the throttling plugin: waits within the limits, else gives up (and says so). */
function onRateLimit(what: string, limits: Limits, log: (m: string) => void) {
  return (after: number, req: { method: string; url: string }, _o: unknown, count: number): boolean => {
    const again =
      count < GITHUB_MAX_RATE_LIMIT_RETRIES && after <= GITHUB_MAX_RATE_LIMIT_WAIT_S && limits.waitFits(after);
    log(`GitHub ${what} on ${req.method} ${req.url}; ${again ? `retrying in ${after} s` : 'giving up'}`);
    return again;
  };
}

function octokitFor(options: GitHubClientOptions, limits: Limits, log: (m: string) => void): Octokit {
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  const { retryAfterBaseValue } = limits;
  return getOctokit(
    options.token,
    {
      baseUrl,
      request: { ...actionsDefaults.request, fetch: timedFetch(limits.deadline, limits.tryMs) },
      log: { debug: () => {}, info: () => {}, warn: (m: string) => log(m), error: (m: string) => log(m) },
      retry: { retries: GITHUB_MAX_RETRIES, retryAfterBaseValue },
      throttle: {
        retryAfterBaseValue,
        onRateLimit: onRateLimit('rate limit', limits, log),
        onSecondaryRateLimit: onRateLimit('secondary rate limit', limits, log),
      },
    },
    retry,
    throttling,
  );
}

/** The retry plugin's backoff before a retry: none that would end past the deadline. */
function fitRetriesToDeadline(octokit: Octokit, limits: Limits): void {
  if (!limits.deadline) return;
  type RetryApi = { retryRequest: (error: unknown, retries: number, retryAfter: number) => unknown };
  const retryApi = (octokit as unknown as { retry?: RetryApi }).retry;
  if (!retryApi) return;
  const retryRequest = retryApi.retryRequest;
  retryApi.retryRequest = (error, retries, retryAfter) =>
    retryRequest(error, limits.waitFits(retryAfter) ? retries : 0, retryAfter);
}

/**
 * Outermost around the retry and throttling plugins: a request, with all its retries and waits,
 * ends when its budget is spent or the deadline comes, and none starts after the deadline.
 */
function boundEachRequest(octokit: Octokit, limits: Limits): void {
  const { deadline, budgetMs } = limits;
  octokit.hook.wrap('request', async (request, requestOptions) => {
    if (deadline?.expired) throw new DeadlineError(noAnswerBefore(deadline));
    const budget = AbortSignal.timeout(budgetMs);
    const own = requestOptions.request?.signal as AbortSignal | undefined;
    // Reaches the fetch of every try, so that a try in flight ends with the budget.
    requestOptions.request = { ...requestOptions.request, signal: own ? AbortSignal.any([own, budget]) : budget };
    const ends = deadline ? AbortSignal.any([budget, deadline.signal]) : budget;
    return raceSignal(Promise.resolve(request(requestOptions)), ends).catch((err: unknown) => {
      if (deadline && (isDeadlineError(err) || deadline.expired)) throw new DeadlineError(noAnswerBefore(deadline));
      throw budget.aborted ? budgetSpent(budgetMs) : err;
    });
  });
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const redact = createRedactor([options.token]);
  const log = (message: string): void => options.log?.(redact(message));
  const deadline = options.deadline ?? null;
  const retryAfterBaseValue = retryBaseMs();
  const tryMs = callTimeoutMs();
  const limits: Limits = {
    deadline,
    retryAfterBaseValue,
    tryMs,
    budgetMs: GITHUB_REQUEST_BUDGET_TRIES * tryMs,
    waitFits: (afterSeconds) => !deadline || afterSeconds * retryAfterBaseValue < deadline.remainingMs(),
  };
  const octokit = octokitFor(options, limits, log);
  fitRetriesToDeadline(octokit, limits);
  boundEachRequest(octokit, limits);
  // The retry plugin's schedule (1 s, 4 s, 9 s … scaled like its own) between tries of a create.
  const waitMs = (attempt: number): number => retryAfterBaseValue * attempt * attempt;
  return {
    octokit,
    owner: options.repo.owner,
    repo: options.repo.repo,
    deadline,
    redact,
    log,
    guarded: (operation, call) => guardedCall(operation, call, redact, deadline),
    createOnce: (create, existing) => createOnce(create, existing, waitMs, log, deadline, limits.budgetMs),
  };
}
