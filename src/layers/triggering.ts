// Measured triggering. The reference asks a small model to guess how well a description
// would trigger and takes its self-reported F1; nothing checks the guess. Here a small model
// writes 5 requests that should trigger the skill and 5 near-misses that should not (sharing its
// vocabulary, needing something else), and each is put R times to a model acting as an agent that
// sees the installed skills by name and description only (src/layers/catalogue.ts). A
// should-trigger request passes when the skill under test was loaded in more than half of its
// answered repetitions, a near-miss when in fewer than half; precision, recall and F1 follow,
// with a two-level bootstrap interval (requests within each label, then repetitions). A few fixed,
// held-back distractors (src/layers/heldBack.ts) join the near-misses, so an author cannot steer
// every request that should not trigger; results name them by label only.
// The parts live in src/layers/triggering/; this is what other modules use of them.
export {
  TRIGGER_PROMPTS_PER_LABEL,
  DEFAULT_TRIGGER_REPETITIONS,
  MAX_TRIGGER_REPETITIONS,
  TRIGGER_PASS_RATE,
  TRIGGER_WRITER_EXCERPT,
  TRIGGER_WRITER_MAX_TOKENS,
  TRIGGER_BOOTSTRAP_SEED,
  MAX_AUTHOR_TRIGGER_QUERIES,
} from './triggering/constants.js';
export type {
  TriggerLabel,
  TriggerPromptResult,
  HeldBackTriggering,
  AuthorTriggering,
  MeasuredTriggering,
  TriggeringRun,
  TriggeringOptions,
} from './triggering/types.js';
export { TRIGGER_TESTS_TOOL } from './triggering/writer.js';
export { confusionOf, f1Interval, f1Of, promptPasses } from './triggering/f1.js';
export { measureTriggering } from './triggering/measure.js';
