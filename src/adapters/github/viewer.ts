// Which account the token acts as: GraphQL `viewer`, else REST `GET /user`.
import { isDeadlineError } from '../../runtime/deadline.js';
import { describeError } from './calls.js';
import type { GitHubClient } from './client.js';
import type { GitHubApi } from './types.js';

export function viewerEndpoints(client: GitHubClient): Pick<GitHubApi, 'viewerLogin'> {
  const { octokit, deadline, redact, log } = client;
  return {
    viewerLogin: async () => {
      try {
        const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
        if (typeof answer.viewer?.login === 'string' && answer.viewer.login) return answer.viewer.login;
      } catch (err) {
        if (isDeadlineError(err)) {
          deadline?.recordCut('github', 'asking which account the token is');
          return null;
        }
        log(`GraphQL viewer did not answer (${describeError(err, redact)}); asking GET /user`);
      }
      try {
        const res = await octokit.rest.users.getAuthenticated();
        return typeof res.data.login === 'string' && res.data.login ? res.data.login : null;
      } catch (err) {
        if (isDeadlineError(err)) deadline?.recordCut('github', 'asking which account the token is');
        log(`GET /user did not answer (${describeError(err, redact)})`);
        return null;
      }
    },
  };
}
