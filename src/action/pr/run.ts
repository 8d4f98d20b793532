// Pull request mode's run: collect what the pull request changed, score it at its head and base,
// write the report files, then post the sticky comment and the check run (one step a module). The
// scoring steps, the engine and the reports with them, are loaded once the change's first GitHub
// request is under way, so that the run reaches GitHub without waiting for them and they load while
// the answer travels.
import type { ModeContext, ModeResult, PublishedLinks } from '../modes/mode.js';
import { collectChange } from './collect.js';

/** What pull request mode runs with (every mode's context). */
export type PrRunContext = ModeContext;

/** The steps after the collection, loaded together. */
async function loadSteps() {
  const [comment, score, report, publish] = await Promise.all([
    import('../comment.js'),
    import('./score.js'),
    import('./report.js'),
    import('./publish.js'),
  ]);
  return { ...comment, ...score, ...report, ...publish };
}

/**
 * Pull request mode: score what the pull request changed at its head and at its base, write the
 * report, and prepare the sticky comment and the check run.
 */
export async function runPullRequest(ctx: PrRunContext): Promise<ModeResult> {
  let steps: ReturnType<typeof loadSteps> | null = null;
  const stepsLoaded = (): ReturnType<typeof loadSteps> => (steps ??= loadSteps());
  const change = await collectChange(ctx, () => void stepsLoaded());
  const { scoreChange, writePrReport, renderPrReport, publishPrReport, JOB_SUMMARY_MAX_BYTES, utf8Bytes } =
    await stepsLoaded();
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
