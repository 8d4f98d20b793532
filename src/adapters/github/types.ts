// What the Action asks of GitHub, as one interface (GitHubApi) that tests can replace, with the
// shapes of its answers, the limits of the client and the one error it throws.
import type { Deadline } from '../../runtime/deadline.js';

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

/** Everything the Action asks of GitHub, over Octokit (createGitHubApi); tests use a loopback fake server. */
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
