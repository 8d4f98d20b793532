// Pull request mode as the rest of the code sees it: its run (src/action/pr/run.ts) and the pieces
// of its steps (src/action/pr/, one step each) that other modes and the tests use.
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
export { runPullRequest, type PrRunContext } from './pr/run.js';
