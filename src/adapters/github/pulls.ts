// Pull requests: the files one changes, and its current head and base commits — read through
// either client (the small one, src/adapters/github/rest.ts, or Octokit, src/adapters/github/client.ts),
// the same requests and the same errors from both.
import type { GitHubClient } from './client.js';
import type { Guard } from './contents.js';
import { GITHUB_MAX_PR_FILES, GITHUB_PAGE_SIZE, type ChangedFile, type GitHubApi } from './types.js';

/** A pull request as the endpoints read it (the fields used of GitHub's answer). */
export interface PullAnswer {
  head: { sha: string };
  base?: { sha?: unknown } | null;
  changed_files?: unknown;
}

/** What the endpoints read, from whichever client. */
export interface PullReads {
  /** The pages of a pull request's files, in order, per GITHUB_PAGE_SIZE (a caller may stop early). */
  filePages(pullNumber: number): AsyncIterable<ChangedFile[]>;
  pull(pullNumber: number): Promise<PullAnswer>;
}

export function pullsEndpoints(reads: PullReads, guarded: Guard): Pick<GitHubApi, 'listPullFiles' | 'getPull'> {
  return {
    listPullFiles: (pullNumber) =>
      guarded(`listing the files of pull request #${pullNumber}`, async () => {
        const files: ChangedFile[] = [];
        for await (const page of reads.filePages(pullNumber)) {
          for (const f of page) {
            files.push({ filename: f.filename, status: f.status, previous_filename: f.previous_filename });
          }
          if (files.length >= GITHUB_MAX_PR_FILES) break;
        }
        return files;
      }),

    getPull: (pullNumber) =>
      guarded(`reading pull request #${pullNumber}`, async () => {
        const { head, base, changed_files: changed } = await reads.pull(pullNumber);
        return {
          headSha: head.sha,
          baseSha: typeof base?.sha === 'string' && base.sha !== '' ? base.sha : null,
          changedFiles: typeof changed === 'number' && Number.isInteger(changed) ? changed : null,
        };
      }),
  };
}

/** The reads on the Octokit client (its paginate iterator follows the Link header). */
export function octokitPullReads(client: GitHubClient): PullReads {
  const { octokit, owner, repo } = client;
  return {
    filePages: async function* (pullNumber) {
      const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: GITHUB_PAGE_SIZE,
      });
      for await (const page of pages) yield page.data as ChangedFile[];
    },
    pull: async (pullNumber) => (await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber })).data,
  };
}
