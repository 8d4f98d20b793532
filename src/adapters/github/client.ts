// The request core of the endpoint families on Octokit: @actions/github's Octokit with the retry and
// throttling plugins, so that 5xx answers, connection resets and rate limits are retried with
// backoff; each try and each request bounded in time and by the run's deadline (src/adapters/github/calls.ts).
// Loaded only when a run makes such a request: its modules (and undici) take a while to load.
import { getOctokit } from '@actions/github';
import { defaults as actionsDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { createRedactor, type Redactor } from '../../text/redact.js';
import { DeadlineError, isDeadlineError, raceSignal, type Deadline } from '../../runtime/deadline.js';
import { budgetSpent, guardedCall, limitsFor, noAnswerBefore, statusOf, timedFetch, type Limits } from './calls.js';
import {
  GITHUB_CREATE_TRIES,
  GITHUB_MAX_RATE_LIMIT_RETRIES,
  GITHUB_MAX_RATE_LIMIT_WAIT_S,
  GITHUB_MAX_RETRIES,
  GITHUB_REQUEST_BUDGET_TRIES,
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

/** A rate-limit handler of the throttling plugin: waits within the limits, else gives up (and says so). */
function onRateLimit(what: string, limits: Limits, log: (m: string) => void) {
  return (after: number, req: { method: string; url: string }, _o: unknown, count: number): boolean => {
    const again =
      count < GITHUB_MAX_RATE_LIMIT_RETRIES && after <= GITHUB_MAX_RATE_LIMIT_WAIT_S && limits.waitFits(after);
    log(`GitHub ${what} on ${req.method} ${req.url}; ${again ? `retrying in ${after} s` : 'giving up'}`);
    return again;
  };
}

type Fetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The fetch of @actions/github: the runner's proxy-aware one. */
const runnerFetch: Fetch = (actionsDefaults.request?.fetch as Fetch | undefined) ?? fetch;

function octokitFor(options: GitHubClientOptions, limits: Limits, log: (m: string) => void): Octokit {
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  const { retryAfterBaseValue } = limits;
  return getOctokit(
    options.token,
    {
      baseUrl,
      request: { ...actionsDefaults.request, fetch: timedFetch(runnerFetch, limits.deadline, limits.tryMs) },
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
  const limits = limitsFor(deadline, GITHUB_REQUEST_BUDGET_TRIES);
  const { retryAfterBaseValue } = limits;
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
