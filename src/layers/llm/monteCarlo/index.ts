// The Monte Carlo layer: what other modules use of it.
export {
  MC_PROMPT_COUNT,
  MC_FULL_QUALITY_CHARS,
  MC_TOKEN_BUDGET,
  MC_MAX_TOKENS,
  MC_PROMPT_WRITER_MAX_TOKENS,
  MC_SCORE_WEIGHTS,
  MC_DIMENSIONS,
  MC_NEAR_MISS_COUNT,
  MC_NEGATIVE_SHARE,
  MC_GRADED_EVERY,
  MC_MIN_GRADED,
  MC_GRADER_MAX_TOKENS,
  MC_GRADER_REPLY_CODE_POINTS,
  MC_BOOTSTRAP_SEED,
  MC_EARLY_STOP_WIDTH,
  MC_EARLY_STOP_FIRST_WAVE,
  MC_EARLY_STOP_WAVE,
} from './constants.js';
export type { MonteCarloModels, MonteCarloOptions, RunRecord } from './types.js';
export { fallbackNearMisses, fallbackPrompts, firstSentence } from './prompts.js';
export { efficiencyOf, measuredTriggering, referenceSubScores, summariseRuns } from './summary.js';
export { gradedCount } from './grading.js';
export { runMonteCarlo } from './reference.js';
