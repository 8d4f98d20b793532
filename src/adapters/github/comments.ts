// Issue comments: those that carry a marker, and creating (once) and updating one.
import type { GitHubClient } from './client.js';
import { GITHUB_PAGE_SIZE, type GitHubApi } from './types.js';

export function commentsEndpoints(
  client: GitHubClient,
): Pick<GitHubApi, 'findComments' | 'createComment' | 'updateComment'> {
  const { octokit, owner, repo } = client;
  return {
    findComments: (issueNumber, marker) =>
      client.guarded(`listing the comments of pull request #${issueNumber}`, async () => {
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
      client.guarded(`creating a comment on pull request #${issueNumber}`, () =>
        client.createOnce(async () => {
          const res = await octokit.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
            request: { retries: 0 },
          });
          return { id: res.data.id };
        }, existing),
      ),

    updateComment: (commentId, body) =>
      client.guarded(`updating comment ${commentId}`, async () => {
        await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
      }),
  };
}
