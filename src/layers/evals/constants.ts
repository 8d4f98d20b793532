// The fixed numbers and names of the evals layer.
import type { Arm } from './types.js';

/** Repetitions of each eval in each arm (default, and the most a flag may ask). */
export const DEFAULT_EVAL_REPETITIONS = 3;
export const MAX_EVAL_REPETITIONS = 10;
/** Room for the agent's answer to an eval. */
export const EVAL_AGENT_MAX_TOKENS = 4096;
export const EVAL_GRADER_MAX_TOKENS = 4096;
/** SKILL.md as returned by load_skill is cut to this many code points. */
export const EVAL_SKILL_MAX_CHARS = 60_000;
/** An output is graded on its first this-many code points, and kept in the report to this length. */
export const EVAL_OUTPUT_GRADED_CHARS = 30_000;
export const EVAL_OUTPUT_KEPT_CHARS = 3_000;
/** Evidence quoted by the grader is kept to this length. */
export const EVAL_EVIDENCE_CHARS = 300;
/** Seed of the bootstrap of lift and pass rates (resampling evals). */
export const EVAL_BOOTSTRAP_SEED = 0x1f7;
/** How lift in [−1, 1] becomes output_quality in [0, 1]: a skill that changes nothing scores 0.5. */
export const liftToQuality = (lift: number) => Math.min(1, Math.max(0, (1 + lift) / 2));

export const AGENT_OUTPUT_TAG = 'agent_output';
export const STATEMENTS_TAG = 'statements';
export const ATTACHMENT_TAG = 'attached_file';

export const ARMS: readonly Arm[] = ['with_skill', 'without_skill'];
