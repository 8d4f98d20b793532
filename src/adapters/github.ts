// The GitHub REST API as the Action needs it: one interface (GitHubApi, src/adapters/github/types.ts)
// over @actions/github's Octokit, one module per endpoint family under src/adapters/github/, all on
// the shared request core (src/adapters/github/client.ts) that retries 5xx answers, connection resets
// and rate limits with backoff. What still fails surfaces as a GitHubApiError that callers degrade on
// (a fork's read-only token answering 403 is a warning, not a crash).
import { checkRunsEndpoints } from './github/checkRuns.js';
import { createGitHubClient } from './github/client.js';
import { commentsEndpoints } from './github/comments.js';
import { contentsEndpoints } from './github/contents.js';
import { pullsEndpoints } from './github/pulls.js';
import type { GitHubApi, GitHubClientOptions } from './github/types.js';
import { viewerEndpoints } from './github/viewer.js';

export * from './github/types.js';
export { ContentsSource } from './github/contents.js';

export function createGitHubApi(options: GitHubClientOptions): GitHubApi {
  const client = createGitHubClient(options);
  return {
    repo: options.repo,
    ...pullsEndpoints(client),
    ...viewerEndpoints(client),
    ...commentsEndpoints(client),
    ...checkRunsEndpoints(client),
    ...contentsEndpoints(client),
  };
}
