// The fixed numbers of measured triggering.

/** Labelled requests per label: 5 should trigger, 5 are near-misses. */
export const TRIGGER_PROMPTS_PER_LABEL = 5;
/** Times each request is put to the agent by default. */
export const DEFAULT_TRIGGER_REPETITIONS = 3;
export const MAX_TRIGGER_REPETITIONS = 10;
/** A should-trigger request passes above this trigger rate; a near-miss below it. */
export const TRIGGER_PASS_RATE = 0.5;
/** The prompt writer reads this much of SKILL.md (the rubric calls' excerpt). */
export const TRIGGER_WRITER_EXCERPT = 3000;
export const TRIGGER_WRITER_MAX_TOKENS = 4096;
/** Seed of the bootstrap of F1 (prompts, then repetitions within each). */
export const TRIGGER_BOOTSTRAP_SEED = 0x7219;

/** Author's queries used at most (over all trigger sets), so a long set costs bounded calls. */
export const MAX_AUTHOR_TRIGGER_QUERIES = 40;
