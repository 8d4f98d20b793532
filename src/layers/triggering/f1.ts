// Pass/fail of one request, precision, recall and F1 over the requests, and the bootstrap
// interval of F1.
import { bootstrapGroupsInterval, mulberry32, type Interval } from '../../stats/stats.js';
import { TRIGGER_BOOTSTRAP_SEED, TRIGGER_PASS_RATE } from './constants.js';
import type { TriggerLabel, TriggerPromptResult } from './types.js';

/** Whether one request passes, from its answered repetitions (null when none answered). */
export function promptPasses(label: TriggerLabel, triggers: number, trials: number): boolean | null {
  if (trials === 0) return null;
  const rate = triggers / trials;
  return label === 'should_trigger' ? rate > TRIGGER_PASS_RATE : rate < TRIGGER_PASS_RATE;
}

/** Precision, recall and F1 with "should trigger" as the positive class; 0 where undefined. */
export function f1Of(confusion: { tp: number; fn: number; fp: number }): {
  precision: number;
  recall: number;
  f1: number;
} {
  const { tp, fn, fp } = confusion;
  const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
  const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Confusion counts of requests that were answered at least once. */
export function confusionOf(prompts: ReadonlyArray<Pick<TriggerPromptResult, 'label' | 'triggers' | 'trials'>>) {
  const c = { tp: 0, fn: 0, fp: 0, tn: 0 };
  for (const p of prompts) {
    const passed = promptPasses(p.label, p.triggers, p.trials);
    if (passed === null) continue;
    if (p.label === 'should_trigger') {
      if (passed) c.tp++;
      else c.fn++;
    } else if (passed) c.tn++;
    else c.fp++;
  }
  return c;
}

/**
 * Two-level percentile bootstrap of F1: resample the requests within each label, then the
 * answered repetitions within each drawn request, and recompute pass/fail and F1.
 */
export function f1Interval(
  prompts: ReadonlyArray<Pick<TriggerPromptResult, 'label' | 'triggers' | 'trials'>>,
): Interval | null {
  const answered = prompts.filter((p) => p.trials > 0);
  const groups = (['should_trigger', 'should_not_trigger'] as const).map((label) =>
    answered
      .filter((p) => p.label === label)
      .map((p) => ({ label, outcomes: Array.from({ length: p.trials }, (_, i) => i < p.triggers) })),
  );
  const repetitionDraws = mulberry32(TRIGGER_BOOTSTRAP_SEED + 1);
  return bootstrapGroupsInterval(
    groups,
    (drawn) => {
      const resampled = drawn.flat().map((p) => {
        let triggers = 0;
        for (let i = 0; i < p.outcomes.length; i++)
          if (p.outcomes[Math.floor(repetitionDraws() * p.outcomes.length)]) triggers++;
        return { label: p.label, triggers, trials: p.outcomes.length };
      });
      return f1Of(confusionOf(resampled)).f1;
    },
    { seed: TRIGGER_BOOTSTRAP_SEED },
  );
}
