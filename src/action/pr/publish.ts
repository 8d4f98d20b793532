// The last step of pull request mode: the sticky comment and the check run, each degrading to a
// warning when GitHub refuses it; the pages of what was posted are kept for the summary.
import * as core from '../runner/commands.js';
import type { GitHubApi } from '../../adapters/github.js';
import { logText } from '../../text/escape.js';
import { buildAnnotations, errorFieldLines, publishCheckRun } from '../checks.js';
import { COMMENT_MAX_CHARS, renderPrReport, stickyMarker, upsertStickyComment, type PrReport } from '../comment.js';
import { softly } from '../context.js';
import { checkRunUrl, commentUrl } from '../links.js';
import type { ModeContext, PublishedLinks } from '../modes/mode.js';
import { projectAnnotation } from '../project.js';
import type { CollectedChange } from './collect.js';

const info = (message: string): void => core.info(logText(message));

async function postComment(
  ctx: ModeContext,
  api: GitHubApi,
  prNumber: number,
  report: PrReport,
  links: PublishedLinks,
): Promise<void> {
  const marker = stickyMarker(ctx.inputs.commentKey);
  const { body, trimmedDetails } = renderPrReport(report, { maxChars: COMMENT_MAX_CHARS, marker });
  if (trimmedDetails) info(`Comment: details of ${trimmedDetails} target(s) trimmed to fit GitHub's limit.`);
  const done = await softly('the pull request comment', () => upsertStickyComment(api, prNumber, body, marker));
  if (done?.identityUnknown)
    ctx.warn(
      'Could not tell which account the github-token belongs to, so no earlier comment was edited; a new one was made.',
    );
  if (done) {
    links.comment = commentUrl(ctx.env, prNumber, done.id);
    info(`Comment ${done.action} (id ${done.id}${done.author ? `, as ${done.author}` : ''}).`);
  }
}

async function postCheckRun(
  ctx: ModeContext,
  api: GitHubApi,
  change: CollectedChange,
  report: PrReport,
  links: PublishedLinks,
): Promise<void> {
  const { gate } = report;
  const heads = report.rows.map((r) => r.head);
  const scored = heads.length;
  const title =
    scored === 0
      ? 'No skill or plugin changed'
      : `${scored} target${scored === 1 ? '' : 's'}: ${gate.passed ? 'passed' : 'failed'}`;
  const { body } = renderPrReport(report, { maxChars: COMMENT_MAX_CHARS });
  const fieldLines = await errorFieldLines(heads, change.head);
  const annotations = [
    ...change.projectErrors.map(projectAnnotation),
    ...buildAnnotations(heads, { failOnError: ctx.inputs.failOnError, fieldLines }),
  ];
  const done = await softly('the PluginEval check run', () =>
    publishCheckRun(api, change.pr.headSha, {
      name: ctx.inputs.checkName,
      conclusion: gate.conclusion,
      title,
      summary: body,
      annotations,
    }),
  );
  if (done) links.check = checkRunUrl(ctx.env, done.id);
  if (done)
    info(
      `Check run ${done.id}: ${gate.conclusion}, ${done.annotationsSent} annotation(s) in ${done.requests} request(s).`,
    );
}

/** Posts the comment (on a pull request, not a merge group) and the check run, as the inputs ask. */
export async function publishPrReport(
  ctx: ModeContext,
  change: CollectedChange,
  report: PrReport,
  links: PublishedLinks,
): Promise<void> {
  const { inputs } = ctx;
  const api = ctx.api;
  if (!api) {
    if (inputs.comment || inputs.checkRun) ctx.warn('No github-token: the comment and the check run are skipped.');
    return;
  }
  const { pr } = change;
  if (inputs.comment && pr.number !== null) await postComment(ctx, api, pr.number, report, links);
  if (inputs.checkRun) await postCheckRun(ctx, api, change, report, links);
}
