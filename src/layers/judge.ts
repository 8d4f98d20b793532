// LLM judge (spec §6): four assessments, run concurrently under the run's limiter.
// - triggering_accuracy: the small model reads the description only, writes 5 prompts that should
//   and 5 that should not trigger the skill, predicts each, reports precision/recall/F1; score = F1.
// - orchestration_fitness, scope_calibration: the rubric model rates the first 3,000 code points of
//   SKILL.md on a five-point anchored rubric.
// - output_quality: the rubric model imagines three tasks and rates the output it expects.
// Each answer is a forced tool call (JSON text, fenced or not, is accepted too). A failed call, an
// unreadable answer or a score outside [0, 1] leaves the dimension unmeasured, named with a reason.
// The parts live in src/layers/judge/; this is what other modules use of them.
export {
  JUDGE_EXCERPT_CODE_POINTS,
  JUDGE_MAX_TOKENS,
  RUBRIC_ANCHORS,
  MIN_JUDGES,
  MAX_JUDGES,
  DEFAULT_JUDGES,
  DEFAULT_JUDGES_BY_DEPTH,
  JUDGE_DIMENSIONS,
  clampJudges,
} from './judge/constants.js';
export type { JudgeDimension, JudgeModels, JudgeOptions, LayerRun, Unmeasured } from './judge/types.js';
export { GRADE_TOOL, RUBRIC_SYSTEM, RUBRIC_TOOLS, judgedText, rubricModelRequest } from './judge/prompts.js';
export { rubricLevel } from './judge/agreement.js';
export { runJudge } from './judge/run.js';
