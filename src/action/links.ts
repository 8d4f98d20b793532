// Public URLs of what the Action posted, for the `check-url` output and the job summary.
import type { ActionEnv } from './context.js';

/** The check run's page (github.com/<owner>/<repo>/runs/<id>), or undefined without a repository. */
export function checkRunUrl(env: ActionEnv, id: number): string | undefined {
  return env.repo ? `${env.serverUrl}/${env.repo.owner}/${env.repo.repo}/runs/${id}` : undefined;
}

/** A pull request comment's anchor (…/pull/<n>#issuecomment-<id>). */
export function commentUrl(env: ActionEnv, pr: number, id: number): string | undefined {
  return env.repo ? `${env.serverUrl}/${env.repo.owner}/${env.repo.repo}/pull/${pr}#issuecomment-${id}` : undefined;
}

/** Lines for the end of the job summary linking the comment and the check run. */
export function linksMarkdown(links: { comment?: string; check?: string }): string {
  const parts = [
    links.comment ? `[the pull request comment](${links.comment})` : '',
    links.check ? `[the PluginEval check run](${links.check})` : '',
  ].filter(Boolean);
  return parts.length ? `\n\nPosted: ${parts.join(' · ')}\n` : '';
}
