// The GitHub API as the Action uses it: made only for a mode that talks to GitHub and has a token,
// with every body it posts redacted (the comment and the check run are public).
import { createGitHubApi, type GitHubApi } from '../adapters/github.js';
import { redactDeep, type Redactor } from '../text/redact.js';
import type { Deadline } from '../runtime/deadline.js';
import type { ActionEnv } from './context.js';
import type { ActionInputs } from './inputs.js';
import { info, type RunLog } from './log.js';

/** The GitHub API with every body we post redacted. */
function redactingApi(api: GitHubApi, redact: Redactor): GitHubApi {
  return {
    repo: api.repo,
    listPullFiles: (n) => api.listPullFiles(n),
    getPull: (n) => api.getPull(n),
    viewerLogin: () => api.viewerLogin(),
    findComments: (n, marker) => api.findComments(n, marker),
    createComment: (n, body, existing) => api.createComment(n, redact(body), existing),
    updateComment: (id, body) => api.updateComment(id, redact(body)),
    createCheckRun: (sha, name, conclusion, output) =>
      api.createCheckRun(sha, name, conclusion, redactDeep(output, redact)),
    updateCheckRun: (id, output) => api.updateCheckRun(id, redactDeep(output, redact)),
    getContents: (p, ref) => api.getContents(p, ref),
  };
}

/** The run's GitHub API, or null (and a warning) without a token or a repository. */
export function gitHubFor(
  inputs: ActionInputs,
  env: ActionEnv,
  deadline: Deadline | null,
  log: RunLog,
): GitHubApi | null {
  if (inputs.githubToken && env.repo) {
    return redactingApi(
      createGitHubApi({ token: inputs.githubToken, repo: env.repo, log: (m) => info(m), deadline }),
      log.redact,
    );
  }
  log.warn('No github-token or GITHUB_REPOSITORY: the pull request is read from local git and nothing is posted.');
  return null;
}
