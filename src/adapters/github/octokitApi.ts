// Every endpoint family on the Octokit client (src/adapters/github/client.ts). Loaded on the first
// request that needs it (src/adapters/github.ts), so that a run reaches GitHub without waiting for it.
import { checkRunsEndpoints } from './checkRuns.js';
import { createGitHubClient } from './client.js';
import { commentsEndpoints } from './comments.js';
import { contentsEndpoints } from './contents.js';
import { octokitPullReads, pullsEndpoints } from './pulls.js';
import type { GitHubApi, GitHubClientOptions } from './types.js';
import { viewerEndpoints } from './viewer.js';

export function createOctokitApi(options: GitHubClientOptions): GitHubApi {
  const client = createGitHubClient(options);
  const { octokit, owner, repo } = client;
  const readContents = async (path: string, ref: string): Promise<unknown> =>
    (await octokit.rest.repos.getContent({ owner, repo, path, ref })).data;
  return {
    repo: options.repo,
    ...pullsEndpoints(octokitPullReads(client), client.guarded),
    ...viewerEndpoints(client),
    ...commentsEndpoints(client),
    ...checkRunsEndpoints(client),
    ...contentsEndpoints(readContents, client.guarded),
  };
}
