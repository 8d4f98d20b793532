// The GitHub REST API as the Action needs it: a narrow interface over @actions/github's Octokit with
// the retry and throttling plugins, so that 5xx answers, connection resets and rate limits are
// retried with backoff. What still fails surfaces as a GitHubApiError that callers degrade on
// (a fork's read-only token answering 403 is a warning, not a crash).
import { randomUUID } from 'node:crypto';
import { getOctokit } from '@actions/github';
import { defaults as actionsDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { DirEntry, EntryType, FileSource } from '../read/source.js';
import { joinInside } from '../read/source.js';
import { createRedactor, type Redactor } from '../text/redact.js';
import { DeadlineError, isDeadlineError, raceSignal, type Deadline } from '../runtime/deadline.js';

/** Retries of one request after a 5xx or a reset (the retry plugin's backoff: 1 s, 4 s, 9 s …). */
export const GITHUB_MAX_RETRIES = 3;
/** Rate-limit waits longer than this are not waited for: the run degrades instead (it fits a request's budget). */
export const GITHUB_MAX_RATE_LIMIT_WAIT_S = 30;
/** How many times a rate-limited request is tried again. */
export const GITHUB_MAX_RATE_LIMIT_RETRIES = 2;
/** Page size for list endpoints (GitHub's maximum). */
export const GITHUB_PAGE_SIZE = 100;
/** Tries of a create (comment, check run), each after looking for what the previous try made. */
export const GITHUB_CREATE_TRIES = 3;
/** GitHub lists at most this many files of a pull request. */
export const GITHUB_MAX_PR_FILES = 3000;
/**
 * One try of a request that has not answered in this long is abandoned and retried like a 5xx
 * (GitHub itself ends a REST request after 10 s; without it a socket that never answers holds the job).
 */
export const GITHUB_CALL_TIMEOUT_MS = 15_000;
/**
 * A request with all its tries and waits (retries, rate limits) ends after this many try timeouts
 * (45 s): an endpoint that never answers costs each GitHub call under a minute, never the deadline.
 */
export const GITHUB_REQUEST_BUDGET_TRIES = 3;
/** Overrides GITHUB_CALL_TIMEOUT_MS (milliseconds; tests lower it so that a hang costs them seconds). */
export const CALL_TIMEOUT_ENV = 'PLUGIN_EVAL_GITHUB_TIMEOUT_MS';
/** The check-runs API takes at most this many annotations per request. */
export const GITHUB_ANNOTATIONS_PER_REQUEST = 50;
/**
 * Scales every backoff (milliseconds per "second" of the plugins' schedules). Only tests lower it,
 * through this environment variable, so that fault scenarios do not take minutes.
 */
export const RETRY_BASE_ENV = 'PLUGIN_EVAL_GITHUB_RETRY_BASE_MS';

export interface RepoRef {
  owner: string;
  repo: string;
}

export type ChangedFileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface ChangedFile {
  filename: string;
  status: ChangedFileStatus;
  previous_filename?: string;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

export type CheckConclusion = 'success' | 'failure' | 'neutral';

export interface ContentsEntry {
  name: string;
  path: string;
  type: 'file' | 'dir' | 'symlink' | 'submodule';
  /** Base64 content, only on a single-file answer. */
  content?: string;
  encoding?: string;
  /** A symlink's target (only on a single-entry answer). */
  target?: string;
  size?: number;
}

export interface PullInfo {
  headSha: string;
  baseSha: string | null;
  changedFiles: number | null;
}

/** Everything the Action asks of GitHub. Implemented over Octokit below; tests use a loopback fake server. */
export interface GitHubApi {
  readonly repo: RepoRef;
  listPullFiles(pullNumber: number): Promise<ChangedFile[]>;
  /** A pull request's current head and base commits, and how many files it changes (null when GitHub does not say). */
  getPull(pullNumber: number): Promise<PullInfo>;
  /**
   * The login the token acts as: GraphQL `viewer` (answers for user tokens and for installation
   * tokens, GITHUB_TOKEN's being `github-actions[bot]`), else REST `GET /user`; null when neither says.
   */
  viewerLogin(): Promise<string | null>;
  /** The issue comments whose body starts with `marker`, oldest first, with their authors' logins. */
  findComments(issueNumber: number, marker: string): Promise<Array<{ id: number; author: string }>>;
  /**
   * Creates a comment once: an answer of 5xx or a dropped connection may come after GitHub
   * stored it, so before trying again `existing` is asked whether the first try went through.
   */
  createComment(
    issueNumber: number,
    body: string,
    existing?: () => Promise<{ id: number } | null>,
  ): Promise<{ id: number }>;
  updateComment(commentId: number, body: string): Promise<void>;
  /**
   * Creates a completed check run once (a failed try is looked for by name, commit and a run-unique external id before
   * another).
   */
  createCheckRun(
    headSha: string,
    name: string,
    conclusion: CheckConclusion,
    output: CheckOutput,
  ): Promise<{ id: number }>;
  updateCheckRun(checkRunId: number, output: CheckOutput): Promise<void>;
  /** The contents API at `ref`: an array for a folder, one entry for a file, null when nothing is there. */
  getContents(path: string, ref: string): Promise<ContentsEntry[] | ContentsEntry | null>;
}

/** A GitHub call that failed after the retries; `status` is 0 when no answer came (reset, DNS…). */
export class GitHubApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly operation: string,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }

  /** The token may not do this: a fork's read-only token, or missing `permissions:` in the workflow. */
  get permissionDenied(): boolean {
    return this.status === 403 || this.status === 401;
  }
}

export interface GitHubClientOptions {
  token: string;
  repo: RepoRef;
  /** Defaults to GITHUB_API_URL, then https://api.github.com. */
  baseUrl?: string;
  /** Where the client's own notices go (retries, rate limits). */
  log?: (message: string) => void;
  /**
   * The run's deadline: each try's timeout is at most the time left (to the work end while
   * scoring, to the deadline once publishing began), and no try or retry starts after it.
   */
  deadline?: Deadline | null;
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

function statusOf(err: unknown): number {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : 0;
}

/**
 * A short, secret-free description of a failed request: never the headers, and the token masked
 * should the server echo it (before the message is cut, so no part of it survives).
 */
function describeError(err: unknown, redact: Redactor): string {
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

export function createGitHubApi(options: GitHubClientOptions): GitHubApi {
  const redact = createRedactor([options.token]);
  const log = (message: string): void => options.log?.(redact(message));
  const deadline = options.deadline ?? null;
  const guarded = <T>(operation: string, call: () => Promise<T>): Promise<T> =>
    guardedCall(operation, call, redact, deadline);
  const baseMs = Number(process.env[RETRY_BASE_ENV]);
  const retryAfterBaseValue = Number.isFinite(baseMs) && baseMs >= 0 && process.env[RETRY_BASE_ENV] ? baseMs : 1000;
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  // No wait (rate limit, backoff) that would end past the deadline: the request fails now instead.
  const waitFits = (afterSeconds: number): boolean =>
    !deadline || afterSeconds * retryAfterBaseValue < deadline.remainingMs();
  const tryMs = callTimeoutMs();
  const budgetMs = GITHUB_REQUEST_BUDGET_TRIES * tryMs;
  const octokit = getOctokit(
    options.token,
    {
      baseUrl,
      request: { ...actionsDefaults.request, fetch: timedFetch(deadline, tryMs) },
      log: { debug: () => {}, info: () => {}, warn: (m: string) => log(m), error: (m: string) => log(m) },
      retry: { retries: GITHUB_MAX_RETRIES, retryAfterBaseValue },
      throttle: {
        retryAfterBaseValue,
        onRateLimit: (after: number, req: { method: string; url: string }, _o: unknown, count: number) => {
          const again =
            count < GITHUB_MAX_RATE_LIMIT_RETRIES && after <= GITHUB_MAX_RATE_LIMIT_WAIT_S && waitFits(after);
          log(`GitHub rate limit on ${req.method} ${req.url}; ${again ? `retrying in ${after} s` : 'giving up'}`);
          return again;
        },
        onSecondaryRateLimit: (after: number, req: { method: string; url: string }, _o: unknown, count: number) => {
          const again =
            count < GITHUB_MAX_RATE_LIMIT_RETRIES && after <= GITHUB_MAX_RATE_LIMIT_WAIT_S && waitFits(after);
          log(
            `GitHub secondary rate limit on ${req.method} ${req.url}; ${again ? `retrying in ${after} s` : 'giving up'}`,
          );
          return again;
        },
      },
    },
    retry,
    throttling,
  );
  if (deadline) {
    // The retry plugin's backoff before a retry: none that would end past the deadline.
    type RetryApi = { retryRequest: (error: unknown, retries: number, retryAfter: number) => unknown };
    const retryApi = (octokit as unknown as { retry?: RetryApi }).retry;
    if (retryApi) {
      const retryRequest = retryApi.retryRequest;
      retryApi.retryRequest = (error, retries, retryAfter) =>
        retryRequest(error, waitFits(retryAfter) ? retries : 0, retryAfter);
    }
  }
  // Outermost around the retry and throttling plugins: a request, with all its retries and waits,
  // ends when its budget is spent or the deadline comes, and none starts after the deadline.
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
  const { owner, repo } = options.repo;
  // The retry plugin's schedule (1 s, 4 s, 9 s … scaled like its own) between tries of a create.
  const waitMs = (attempt: number): number => retryAfterBaseValue * attempt * attempt;

  return {
    repo: options.repo,

    listPullFiles: (pullNumber) =>
      guarded(`listing the files of pull request #${pullNumber}`, async () => {
        const files: ChangedFile[] = [];
        for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
          owner,
          repo,
          pull_number: pullNumber,
          per_page: GITHUB_PAGE_SIZE,
        })) {
          for (const f of page.data) {
            files.push({ filename: f.filename, status: f.status, previous_filename: f.previous_filename });
          }
          if (files.length >= GITHUB_MAX_PR_FILES) break;
        }
        return files;
      }),

    getPull: (pullNumber) =>
      guarded(`reading pull request #${pullNumber}`, async () => {
        const res = await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber });
        const { base, changed_files: changed } = res.data;
        return {
          headSha: res.data.head.sha,
          baseSha: typeof base?.sha === 'string' && base.sha !== '' ? base.sha : null,
          changedFiles: typeof changed === 'number' && Number.isInteger(changed) ? changed : null,
        };
      }),

    viewerLogin: async () => {
      try {
        const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
        if (typeof answer.viewer?.login === 'string' && answer.viewer.login) return answer.viewer.login;
      } catch (err) {
        if (isDeadlineError(err)) {
          deadline?.recordCut('github', 'asking which account the token is');
          return null;
        }
        log(`GraphQL viewer did not answer (${describeError(err, redact)}); asking GET /user`);
      }
      try {
        const res = await octokit.rest.users.getAuthenticated();
        return typeof res.data.login === 'string' && res.data.login ? res.data.login : null;
      } catch (err) {
        if (isDeadlineError(err)) deadline?.recordCut('github', 'asking which account the token is');
        log(`GET /user did not answer (${describeError(err, redact)})`);
        return null;
      }
    },

    findComments: (issueNumber, marker) =>
      guarded(`listing the comments of pull request #${issueNumber}`, async () => {
        const found: Array<{ id: number; author: string }> = [];
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
          owner,
          repo,
          issue_number: issueNumber,
          per_page: GITHUB_PAGE_SIZE,
        })) {
          for (const c of page.data) {
            if (typeof c.body === 'string' && c.body.trimStart().startsWith(marker))
              found.push({ id: c.id, author: c.user?.login ?? '' });
          }
        }
        return found;
      }),

    createComment: (issueNumber, body, existing) =>
      guarded(`creating a comment on pull request #${issueNumber}`, () =>
        createOnce(
          async () => {
            const res = await octokit.rest.issues.createComment({
              owner,
              repo,
              issue_number: issueNumber,
              body,
              request: { retries: 0 },
            });
            return { id: res.data.id };
          },
          existing,
          waitMs,
          log,
          deadline,
          budgetMs,
        ),
      ),

    updateComment: (commentId, body) =>
      guarded(`updating comment ${commentId}`, async () => {
        await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
      }),

    createCheckRun: (headSha, name, conclusion, output) => {
      // Unique to this run: what a failed try made is found by it, never an earlier run's check.
      const externalId = `plugin-eval-${randomUUID()}`;
      const existing = async (): Promise<{ id: number } | null> => {
        const res = await octokit.rest.checks.listForRef({
          owner,
          repo,
          ref: headSha,
          check_name: name,
          filter: 'all',
          per_page: GITHUB_PAGE_SIZE,
        });
        const hit = res.data.check_runs.find((c) => c.external_id === externalId);
        return hit ? { id: hit.id } : null;
      };
      return guarded(`creating the ${name} check run`, () =>
        createOnce(
          async () => {
            const res = await octokit.rest.checks.create({
              owner,
              repo,
              name,
              head_sha: headSha,
              external_id: externalId,
              status: 'completed',
              conclusion,
              completed_at: new Date().toISOString(),
              output,
              request: { retries: 0 },
            });
            return { id: res.data.id };
          },
          existing,
          waitMs,
          log,
          deadline,
          budgetMs,
        ),
      );
    },

    updateCheckRun: (checkRunId, output) =>
      guarded(`adding annotations to check run ${checkRunId}`, async () => {
        await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, output });
      }),

    getContents: (path, ref) =>
      guarded(`reading ${path || '/'} at ${ref.slice(0, 12)} through the contents API`, async () => {
        try {
          const res = await octokit.rest.repos.getContent({ owner, repo, path, ref });
          return res.data as unknown as ContentsEntry[] | ContentsEntry;
        } catch (err) {
          if (statusOf(err) === 404) return null;
          throw err;
        }
      }),
  };
}

/**
 * A FileSource over the contents API at one commit: the PR's base version when local git cannot
 * fetch it. Folders are listed once and cached; files are read on demand. Symbolic links are
 * never followed (the engine sees them as pointing outside), so nothing outside the tree is read.
 */
export class ContentsSource implements FileSource {
  readonly label: string;
  /** Name of the root folder (a skill at the root is named after it). */
  readonly rootName: string;
  private readonly dirs = new Map<string, Promise<DirEntry[] | null>>();

  constructor(
    private readonly api: GitHubApi,
    private readonly ref: string,
    rootName?: string,
  ) {
    this.label = `${api.repo.owner}/${api.repo.repo}@${ref.slice(0, 12)}`;
    this.rootName = rootName ?? api.repo.repo;
  }

  list(rel: string): Promise<DirEntry[] | null> {
    const p = joinInside(rel);
    if (p === null) return Promise.resolve(null);
    let cached = this.dirs.get(p);
    if (!cached) {
      cached = this.api.getContents(p, this.ref).then((answer) => {
        if (!Array.isArray(answer)) return null;
        return answer
          .map((e): DirEntry => ({ name: e.name, type: contentsType(e.type) }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      });
      this.dirs.set(p, cached);
    }
    return cached;
  }

  async stat(rel: string): Promise<EntryType | null> {
    const p = joinInside(rel);
    if (p === null) return null;
    if (p === '') return 'dir';
    const slash = p.lastIndexOf('/');
    const parent = slash < 0 ? '' : p.slice(0, slash);
    const entries = await this.list(parent);
    return entries?.find((e) => e.name === p.slice(slash + 1))?.type ?? null;
  }

  async readFile(rel: string): Promise<Uint8Array> {
    const p = joinInside(rel);
    if (p === null) throw new Error(`${rel}: path leaves the repository root`);
    const type = await this.stat(p);
    if (type === 'symlink-outside') throw new Error(`${rel}: symbolic links are not followed in the base version`);
    if (type !== 'file') throw new Error(`${rel}: no such file at ${this.label}`);
    const answer = await this.api.getContents(p, this.ref);
    if (!answer || Array.isArray(answer) || answer.type !== 'file' || typeof answer.content !== 'string') {
      throw new Error(`${rel}: no such file at ${this.label}`);
    }
    if (answer.encoding !== 'base64') throw new Error(`${rel}: too large for the contents API at ${this.label}`);
    return new Uint8Array(Buffer.from(answer.content, 'base64'));
  }
}

function contentsType(type: ContentsEntry['type']): EntryType {
  if (type === 'file') return 'file';
  if (type === 'dir') return 'dir';
  // A link's target is not resolved through the API: treat it as leaving the tree (never followed).
  if (type === 'symlink') return 'symlink-outside';
  return 'other';
}
