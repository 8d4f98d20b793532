import type { DimensionName } from '../../../contract/types.js';

/** Prompts written per skill (spec §7); they repeat to the number of runs. */
export const MC_PROMPT_COUNT = 15;
/** A reply this long (code points) or longer has quality 1. */
export const MC_FULL_QUALITY_CHARS = 500;
/** Median tokens per run at which efficiency reaches 0. */
export const MC_TOKEN_BUDGET = 8000;
/** Room for a full answer, and for adaptive thinking on models that think by default. */
export const MC_MAX_TOKENS = 2048;
export const MC_PROMPT_WRITER_MAX_TOKENS = 4096;
/** Layer score = Σ weight × part (spec §7). */
export const MC_SCORE_WEIGHTS = { activation: 0.4, consistency: 0.3, reliability: 0.2, efficiency: 0.1 } as const;
/** The dimensions this layer contributes to (spec §5). */
export const MC_DIMENSIONS: readonly DimensionName[] = [
  'triggering_accuracy',
  'output_quality',
  'token_efficiency',
  'robustness',
];
/** Stop reasons that make a run errored (a reply cut at max_tokens is still a reply: counted as truncated). */
export const ERRORED_STOP_REASONS = new Set(['refusal', 'model_context_window_exceeded']);
/** At most this many distinct error reasons are kept in the metadata. */
export const MAX_ERROR_REASONS = 10;
/** Measured activation: near-miss prompts written beside the 15. */
export const MC_NEAR_MISS_COUNT = 5;
/** Decisions on near-miss prompts, as a share of the runs (rounded up): the false-activation rate. */
export const MC_NEGATIVE_SHARE = 0.2;
/** Runs graded against the skill's instructions: one in MC_GRADED_EVERY, at least MC_MIN_GRADED. */
export const MC_GRADED_EVERY = 5;
export const MC_MIN_GRADED = 5;
export const MC_GRADER_MAX_TOKENS = 2048;
/** The grader reads at most this much of a reply (code points). */
export const MC_GRADER_REPLY_CODE_POINTS = 6000;
/** Seed of the bootstraps of the measured dimensions. */
export const MC_BOOTSTRAP_SEED = 0x3c4a;
/**
 * Early stopping of the measured runs: they go in waves (MC_EARLY_STOP_FIRST_WAVE runs, then
 * MC_EARLY_STOP_WAVE more), each graded as it ends, and stop once every written request has run
 * and the intervals of what the runs measure — graded output quality and token efficiency — are
 * both at most MC_EARLY_STOP_WIDTH wide. Robustness is not waited for: its interval is over
 * distinct requests, which repeats cannot narrow. Off with batches (each wave would be a batch).
 */
export const MC_EARLY_STOP_WIDTH = 0.1;
export const MC_EARLY_STOP_FIRST_WAVE = 20;
export const MC_EARLY_STOP_WAVE = 10;
