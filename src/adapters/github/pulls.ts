// Pull requests: the files one changes, and its current head and base commits.
import type { GitHubClient } from './client.js';
import { GITHUB_MAX_PR_FILES, GITHUB_PAGE_SIZE, type ChangedFile, type GitHubApi } from './types.js';

export function pullsEndpoints(client: GitHubClient): Pick<GitHubApi, 'listPullFiles' | 'getPull'> {
  const { octokit, owner, repo } = client;
  return {
    listPullFiles: (pullNumber) =>
      client.guarded(`listing the files of pull request #${pullNumber}`, async () => {
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
      client.guarded(`reading pull request #${pullNumber}`, async () => {
        const res = await octokit.rest.pulls.get({ owner, repo, pull_number: pullNumber });
        const { base, changed_files: changed } = res.data;
        return {
          headSha: res.data.head.sha,
          baseSha: typeof base?.sha === 'string' && base.sha !== '' ? base.sha : null,
          changedFiles: typeof changed === 'number' && Number.isInteger(changed) ? changed : null,
        };
      }),
  };
}
