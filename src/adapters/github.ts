// The GitHub REST API as the Action needs it: one interface (GitHubApi, src/adapters/github/types.ts),
// one module per endpoint family under src/adapters/github/. The reads a pull request run starts
// with — the contents API (its base's configuration), the pull's files and the pull itself — go
// through a small client on node:http (src/adapters/github/rest.ts); every other endpoint, and
// every request behind a proxy, through @actions/github's Octokit (src/adapters/github/client.ts),
// loaded on the first such request. Both
// retry 5xx answers, connection resets and rate limits with backoff; what still fails surfaces as a
// GitHubApiError that callers degrade on (a fork's read-only token answering 403 is a warning, not a crash).
import { guardedCall } from './github/calls.js';
import { contentsEndpoints, restContentsRead } from './github/contents.js';
import { proxied } from './github/proxy.js';
import { pullsEndpoints } from './github/pulls.js';
import { restPullReads } from './github/pullsRest.js';
import { apiBaseUrl, createRestClient } from './github/rest.js';
import type { GitHubApi, GitHubClientOptions } from './github/types.js';
import { createRedactor } from '../text/redact.js';

export * from './github/types.js';
export { ContentsSource } from './github/contents.js';

type SmallClientEndpoints = Pick<GitHubApi, 'getContents' | 'listPullFiles' | 'getPull'>;

/** The contents and pull request reads on the small client, with the Octokit client's guard and notices. */
function restReads(options: GitHubClientOptions): SmallClientEndpoints {
  const redact = createRedactor([options.token]);
  const log = (message: string): void => options.log?.(redact(message));
  const rest = createRestClient(options, log);
  const deadline = options.deadline ?? null;
  const guarded = <T>(operation: string, call: () => Promise<T>): Promise<T> =>
    guardedCall(operation, call, redact, deadline);
  return {
    ...contentsEndpoints(restContentsRead(rest, options.repo), guarded),
    ...pullsEndpoints(restPullReads(rest, options.repo), guarded),
  };
}

export function createGitHubApi(options: GitHubClientOptions): GitHubApi {
  let loaded: Promise<GitHubApi> | null = null;
  const octokitApi = (): Promise<GitHubApi> =>
    (loaded ??= import('./github/octokitApi.js').then((m) => m.createOctokitApi(options)));
  const reads: SmallClientEndpoints = proxied(apiBaseUrl(options))
    ? {
        getContents: async (p, ref) => (await octokitApi()).getContents(p, ref),
        listPullFiles: async (n) => (await octokitApi()).listPullFiles(n),
        getPull: async (n) => (await octokitApi()).getPull(n),
      }
    : restReads(options);
  return {
    repo: options.repo,
    viewerLogin: async () => (await octokitApi()).viewerLogin(),
    findComments: async (n, marker) => (await octokitApi()).findComments(n, marker),
    createComment: async (n, body, existing) => (await octokitApi()).createComment(n, body, existing),
    updateComment: async (id, body) => (await octokitApi()).updateComment(id, body),
    createCheckRun: async (sha, name, conclusion, output) =>
      (await octokitApi()).createCheckRun(sha, name, conclusion, output),
    updateCheckRun: async (id, output) => (await octokitApi()).updateCheckRun(id, output),
    ...reads,
  };
}
