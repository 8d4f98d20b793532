// Check runs: creating a completed one (once) and adding to its output.
import { randomUUID } from 'node:crypto';
import type { GitHubClient } from './client.js';
import { GITHUB_PAGE_SIZE, type GitHubApi } from './types.js';

export function checkRunsEndpoints(client: GitHubClient): Pick<GitHubApi, 'createCheckRun' | 'updateCheckRun'> {
  const { octokit, owner, repo } = client;
  return {
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
      return client.guarded(`creating the ${name} check run`, () =>
        client.createOnce(async () => {
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
        }, existing),
      );
    },

    updateCheckRun: (checkRunId, output) =>
      client.guarded(`adding annotations to check run ${checkRunId}`, async () => {
        await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, output });
      }),
  };
}
