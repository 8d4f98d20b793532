// Pull request mode: collect what the pull request changed, score it at its head and base, write
// the report files, then post the sticky comment and the check run (src/action/pr/, one step each).
import type { ModeContext, ModeResult, PublishedLinks } from './modes/mode.js';
import { JOB_SUMMARY_MAX_BYTES, renderPrReport, utf8Bytes } from './comment.js';
import { collectChange } from './pr/collect.js';
import { publishPrReport } from './pr/publish.js';
import { writePrReport } from './pr/report.js';
import { scoreChange } from './pr/score.js';

export type { AffectedTarget, TargetKind } from './affected.js';
export { noteDeadline, type ModeResult, type PublishedLinks } from './modes/mode.js';
export {
  affectedTargets,
  candidateTargets,
  targetAt,
  targetFilter,
  withEnclosingPlugins,
  type PrChanges,
} from './pr/targets.js';
export { baseOutcomes } from './pr/score.js';
export { PR_REPORT_FILE } from './pr/report.js';
export { openBaseSource, pullRequestFromPayload, type BaseSource, type PullRequestInfo } from './base.js';

/** What pull request mode runs with (every mode's context). */
export type PrRunContext = ModeContext;

/**
 * Pull request mode: score what the pull request changed at its head and at its base, write the
 * report, and prepare the sticky comment and the check run.
 */
export async function runPullRequest(ctx: PrRunContext): Promise<ModeResult> {
  const change = await collectChange(ctx);
  const report = await scoreChange(ctx, change);
  const reportPath = await writePrReport(ctx, change.pr, report);
  const links: PublishedLinks = {};
  return {
    outcomes: report.rows.map((r) => r.head),
    gate: report.gate,
    reportPath,
    summaryMarkdown: renderPrReport(report, { maxChars: JOB_SUMMARY_MAX_BYTES, measure: utf8Bytes }).body,
    links,
    publish: () => publishPrReport(ctx, change, report, links),
  };
}
