// Authors' evals, run with and without the skill. Each eval's prompt is put R times to an agent
// that meets the skills as in measured triggering (a catalogue by name and description and a
// load_skill tool; loading the skill under test returns its SKILL.md), and R times to the same
// agent with the same catalogue minus this skill. Typed expectations are checked by code;
// statements by a grader model that sees one output and the statements only — never the skill
// nor which arm wrote the output — and quotes its evidence. Lift = mean over evals of (pass rate
// with − pass rate without), with a percentile bootstrap interval that resamples evals.
// The parts live in src/layers/evals/; this is what other modules use of them.
export {
  DEFAULT_EVAL_REPETITIONS,
  MAX_EVAL_REPETITIONS,
  EVAL_AGENT_MAX_TOKENS,
  EVAL_GRADER_MAX_TOKENS,
  EVAL_SKILL_MAX_CHARS,
  EVAL_OUTPUT_GRADED_CHARS,
  EVAL_OUTPUT_KEPT_CHARS,
  EVAL_EVIDENCE_CHARS,
  EVAL_BOOTSTRAP_SEED,
  liftToQuality,
  AGENT_OUTPUT_TAG,
  STATEMENTS_TAG,
  ATTACHMENT_TAG,
  ARMS,
} from './evals/constants.js';
export type {
  Arm,
  Grade,
  EvalRun,
  ArmSummary,
  ExpectationSummary,
  EvalCaseResult,
  ArmTotals,
  EvalsReport,
  EvalsOptions,
} from './evals/types.js';
export { EVAL_AGENT_SYSTEM, agentRequest, catalogueWithout, followUp } from './evals/agent.js';
export { GRADER_SYSTEM, GRADE_TOOL, gradeTyped, graderRequest } from './evals/grading.js';
export { liftOf, passAtK } from './evals/statistics.js';
export { evalsDigest } from './evals/digest.js';
export { runEvals } from './evals/run.js';
