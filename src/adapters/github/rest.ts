// A small GitHub REST client on node:http (src/adapters/github/transport.ts), for the requests a run
// makes before it needs Octokit (src/adapters/github/client.ts), whose modules take longer to load
// than the request takes: the same headers, the same errors (a status and GitHub's message), and the same schedule
// as Octokit's retry and throttling plugins give the Octokit client — 5xx answers and dropped
// connections tried again after 1, 4 and 9 backoff units, rate limits waited out within bounds,
// at most 10 requests at once — within each try's timeout, the request's budget and the deadline.
import pLimit from 'p-limit';
import { DeadlineError, isDeadlineError, raceSignal } from '../../runtime/deadline.js';
import { sleep } from '../../runtime/sleep.js';
import { budgetSpent, limitsFor, noAnswerBefore, timedFetch, type Limits } from './calls.js';
import { httpGet, type RawAnswer, type Transport } from './transport.js';
import {
  GITHUB_MAX_RATE_LIMIT_RETRIES,
  GITHUB_MAX_RATE_LIMIT_WAIT_S,
  GITHUB_MAX_RETRIES,
  GITHUB_REQUEST_BUDGET_TRIES,
  type GitHubClientOptions,
} from './types.js';

/** Answers Octokit's retry plugin never tries again: the same request would get the same answer. */
const FINAL_STATUSES = [400, 401, 403, 404, 410, 422, 451];
/** Requests in flight at once (Octokit's throttling plugin allows as many). */
const MAX_CONCURRENT = 10;
/** A secondary rate limit without retry-after is waited out this long (seconds), as Octokit does. */
const SECONDARY_RATE_LIMIT_WAIT_S = 60;

/** A request that failed: the HTTP status (500 when no answer came, as Octokit reports it) and GitHub's message. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's headers, lower-case names. */
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** An answer's body and its headers (lower-case names). */
export interface RestAnswer {
  data: unknown;
  headers: Record<string, string>;
}

export interface RestClient {
  /**
   * GET `target` — a path (encoded, with its query) under the API's URL, or a whole URL (a Link
   * header's, as Octokit follows them); `route` names the endpoint in the log, null the URL
   * itself (as Octokit's log names the pages it iterates).
   */
  get(route: string | null, target: string): Promise<RestAnswer>;
}

/** A path segment encoded as Octokit encodes one (RFC 3986 unreserved characters only). */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The API's URL: the option, else GITHUB_API_URL, else github.com's, without a trailing slash. */
export function apiBaseUrl(options: Pick<GitHubClientOptions, 'baseUrl'>): string {
  return (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
}

/** The user agent, with the runner's orchestration id as @actions/github adds it. */
function userAgent(): string {
  const orchestration = process.env.ACTIONS_ORCHESTRATION_ID?.trim();
  const base = 'plugin-eval';
  return orchestration ? `${base} actions_orchestration_id/${orchestration.replace(/[^a-z0-9_.-]/gi, '_')}` : base;
}

/** The body of an answer: JSON when it says so, text when it is text, else bytes (as Octokit reads it). */
function bodyOf(answer: RawAnswer): unknown {
  const contentType = answer.headers['content-type'];
  const text = (): string => answer.body.toString('utf8');
  if (!contentType) return text();
  const [type, ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (type === 'application/json' || type === 'application/scim+json') {
    try {
      return JSON.parse(text()) as unknown;
    } catch {
      return text();
    }
  }
  if (type.startsWith('text/') || (params.includes('charset=utf-8') && type !== 'application/octet-stream'))
    return text();
  const { buffer, byteOffset, byteLength } = answer.body;
  return buffer.slice(byteOffset, byteOffset + byteLength);
}

/** GitHub's message in an error answer, as Octokit words it. */
export function errorMessageOf(data: unknown): string {
  if (typeof data === 'string') return data;
  // By its tag: bytes may come from another realm than this module's ArrayBuffer.
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return 'Unknown error';
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const d = data as { message: unknown; documentation_url?: unknown; errors?: unknown };
    const suffix = 'documentation_url' in d ? ` - ${String(d.documentation_url)}` : '';
    const errors = Array.isArray(d.errors) ? `: ${d.errors.map((e) => JSON.stringify(e)).join(', ')}` : '';
    return `${String(d.message)}${errors}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}

/** Why a request got no answer ("socket hang up", "connect ECONNREFUSED …"; a fetch error's cause). */
function noAnswerMessage(err: unknown): string {
  // Duck-typed: fetch's errors may come from another realm than this module's Error.
  const e = err as { name?: unknown; message?: unknown; cause?: unknown } | null;
  if (typeof e !== 'object' || e === null || typeof e.message !== 'string') return 'Unknown Error';
  const cause = e.cause as { message?: unknown } | string | null | undefined;
  if (e.name === 'TypeError' && typeof cause === 'object' && typeof cause?.message === 'string') return cause.message;
  if (e.name === 'TypeError' && typeof cause === 'string') return cause;
  return e.message;
}

type TimedGet = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<RawAnswer>;

/** One try: the parsed answer, or a RestError (an abort, the deadline's included, passes as it is). */
async function tryOnce(
  get: TimedGet,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<RestAnswer> {
  let answer: RawAnswer;
  try {
    answer = await get(url, { headers, signal });
  } catch (err) {
    if (isDeadlineError(err) || signal.aborted) throw err;
    throw new RestError(noAnswerMessage(err), 500, undefined, { cause: err });
  }
  const { status } = answer;
  if (status === 204 || status === 205) return { data: '', headers: answer.headers };
  const data = bodyOf(answer);
  if (status === 304) throw new RestError('Not modified', 304, answer.headers);
  if (status >= 400) throw new RestError(errorMessageOf(data), status, answer.headers);
  return { data, headers: answer.headers };
}

/** Tries until an answer, a final status, or GITHUB_MAX_RETRIES retries (none whose wait would pass the deadline). */
async function withRetries<T>(once: () => Promise<T>, limits: Limits, signal: AbortSignal): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await once();
    } catch (err) {
      if (!(err instanceof RestError) || err.status < 400 || FINAL_STATUSES.includes(err.status)) throw err;
      const afterSeconds = (retry + 1) ** 2;
      const retries = limits.waitFits(afterSeconds) ? GITHUB_MAX_RETRIES : 0;
      if (retry >= retries || signal.aborted) throw err;
      await sleep(afterSeconds * limits.retryAfterBaseValue, signal);
    }
  }
}

/** How long a rate-limited answer asks to wait (seconds), and which limit it is; null when it is no rate limit. */
export function rateLimitOf(err: unknown, now = Date.now()): { what: string; afterSeconds: number } | null {
  if (!(err instanceof RestError) || (err.status !== 403 && err.status !== 429)) return null;
  if (/\bsecondary rate\b/i.test(err.message)) {
    const after = Number(err.headers['retry-after']) || SECONDARY_RATE_LIMIT_WAIT_S;
    return { what: 'secondary rate limit', afterSeconds: after };
  }
  if (err.headers['x-ratelimit-remaining'] === '0') {
    const resetMs = new Date(~~Number(err.headers['x-ratelimit-reset']) * 1000).getTime();
    // One second after the reset, as GitHub advises.
    return { what: 'rate limit', afterSeconds: Math.max(Math.ceil((resetMs - now) / 1000) + 1, 0) };
  }
  return null;
}

/** Waits out a rate limit (at most GITHUB_MAX_RATE_LIMIT_RETRIES times, none too long or past the deadline). */
async function throughRateLimits<T>(
  attempt: () => Promise<T>,
  route: string,
  limits: Limits,
  log: (m: string) => void,
  signal: AbortSignal,
): Promise<T> {
  for (let count = 0; ; count++) {
    try {
      return await attempt();
    } catch (err) {
      const limit = rateLimitOf(err);
      if (!limit) throw err;
      const after = limit.afterSeconds;
      const again =
        count < GITHUB_MAX_RATE_LIMIT_RETRIES && after <= GITHUB_MAX_RATE_LIMIT_WAIT_S && limits.waitFits(after);
      log(`GitHub ${limit.what} on ${route}; ${again ? `retrying in ${after} s` : 'giving up'}`);
      if (!again || signal.aborted) throw err;
      await sleep(after * limits.retryAfterBaseValue, signal);
    }
  }
}

/** The client; `log` gets its notices (rate limits), `transport` makes the requests. */
export function createRestClient(
  options: GitHubClientOptions,
  log: (message: string) => void,
  transport: Transport = httpGet,
): RestClient {
  const deadline = options.deadline ?? null;
  const limits = limitsFor(deadline, GITHUB_REQUEST_BUDGET_TRIES);
  const timedGet: TimedGet = timedFetch(transport, deadline, limits.tryMs);
  const baseUrl = apiBaseUrl(options);
  const headers = {
    accept: 'application/vnd.github.v3+json',
    authorization: `token ${options.token}`,
    'user-agent': userAgent(),
  };
  const queue = pLimit(MAX_CONCURRENT);
  return {
    get: async (route, target) => {
      if (deadline?.expired) throw new DeadlineError(noAnswerBefore(deadline));
      const budget = AbortSignal.timeout(limits.budgetMs);
      const ends = deadline ? AbortSignal.any([budget, deadline.signal]) : budget;
      // As Octokit does: a whole URL is requested as it is, a path under the API's URL.
      const url = /^http/.test(target) ? target : `${baseUrl}${target}`;
      const once = () => tryOnce(timedGet, url, headers, budget);
      const named = route ?? `GET ${url}`;
      const request = queue(() => throughRateLimits(() => withRetries(once, limits, ends), named, limits, log, ends));
      return raceSignal(request, ends).catch((err: unknown) => {
        if (deadline && (isDeadlineError(err) || deadline.expired)) throw new DeadlineError(noAnswerBefore(deadline));
        throw budget.aborted ? budgetSpent(limits.budgetMs) : err;
      });
    },
  };
}
