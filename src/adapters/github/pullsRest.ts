// The pull request reads (src/adapters/github/pulls.ts) on the small client: the first requests of
// a pull request run whose checkout has its base commit, made before Octokit is loaded. Pages are
// followed by the Link header's rel="next" URL, as Octokit's paginate iterator follows them.
import { statusOf } from './calls.js';
import type { PullAnswer, PullReads } from './pulls.js';
import { encodeSegment, type RestClient } from './rest.js';
import { GITHUB_PAGE_SIZE, type ChangedFile, type RepoRef } from './types.js';

/** The endpoint as the log names it (the pages of the files: by their URL, as Octokit's iterator does). */
export const PULL_ROUTE = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';

/** The URL of the next page in a Link header, if any. */
export function nextPageOf(link: string | undefined): string | undefined {
  return (link ?? '').match(/<([^<>]+)>;\s*rel="next"/)?.[1];
}

function pullPath(repo: RepoRef, pullNumber: number): string {
  return `/repos/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/pulls/${pullNumber}`;
}

export function restPullReads(rest: RestClient, repo: RepoRef): PullReads {
  return {
    filePages: async function* (pullNumber) {
      let target: string | undefined = `${pullPath(repo, pullNumber)}/files?per_page=${GITHUB_PAGE_SIZE}`;
      while (target) {
        let answer;
        try {
          answer = await rest.get(null, target);
        } catch (err) {
          // Octokit's iterator ends the listing on a 409 (an empty repository) instead of failing.
          if (statusOf(err) === 409) return;
          throw err;
        }
        target = nextPageOf(answer.headers.link);
        yield answer.data as ChangedFile[];
      }
    },
    pull: async (pullNumber) => (await rest.get(PULL_ROUTE, pullPath(repo, pullNumber))).data as PullAnswer,
  };
}
