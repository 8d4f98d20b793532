// The GitHub REST API as the Action needs it: one interface (GitHubApi, src/adapters/github/types.ts),
// one module per endpoint family under src/adapters/github/. The contents API (the first request of
// a pull request run: its base's configuration) goes through a small client on Node's fetch
// (src/adapters/github/rest.ts); every other endpoint, and every request behind a proxy, through
// @actions/github's Octokit (src/adapters/github/client.ts), loaded on the first such request. Both
// retry 5xx answers, connection resets and rate limits with backoff; what still fails surfaces as a
// GitHubApiError that callers degrade on (a fork's read-only token answering 403 is a warning, not a crash).
import { guardedCall } from './github/calls.js';
import { contentsEndpoints, restContentsRead } from './github/contents.js';
import { proxied } from './github/proxy.js';
import { apiBaseUrl, createRestClient } from './github/rest.js';
import type { GitHubApi, GitHubClientOptions } from './github/types.js';
import { createRedactor } from '../text/redact.js';

export * from './github/types.js';
export { ContentsSource } from './github/contents.js';

/** The contents API on the fetch client, with the Octokit client's guard and notices. */
function restContents(options: GitHubClientOptions): Pick<GitHubApi, 'getContents'> {
  const redact = createRedactor([options.token]);
  const log = (message: string): void => options.log?.(redact(message));
  const rest = createRestClient(options, log);
  const deadline = options.deadline ?? null;
  return contentsEndpoints(restContentsRead(rest, options.repo), (operation, call) =>
    guardedCall(operation, call, redact, deadline),
  );
}

export function createGitHubApi(options: GitHubClientOptions): GitHubApi {
  let loaded: Promise<GitHubApi> | null = null;
  const octokitApi = (): Promise<GitHubApi> =>
    (loaded ??= import('./github/octokitApi.js').then((m) => m.createOctokitApi(options)));
  const contents = proxied(apiBaseUrl(options))
    ? { getContents: async (p: string, ref: string) => (await octokitApi()).getContents(p, ref) }
    : restContents(options);
  return {
    repo: options.repo,
    listPullFiles: async (n) => (await octokitApi()).listPullFiles(n),
    getPull: async (n) => (await octokitApi()).getPull(n),
    viewerLogin: async () => (await octokitApi()).viewerLogin(),
    findComments: async (n, marker) => (await octokitApi()).findComments(n, marker),
    createComment: async (n, body, existing) => (await octokitApi()).createComment(n, body, existing),
    updateComment: async (id, body) => (await octokitApi()).updateComment(id, body),
    createCheckRun: async (sha, name, conclusion, output) =>
      (await octokitApi()).createCheckRun(sha, name, conclusion, output),
    updateCheckRun: async (id, output) => (await octokitApi()).updateCheckRun(id, output),
    ...contents,
  };
}
