// The measurement from the answered requests: F1 over all of them with its interval, apart for the
// generated requests and the author's, and counts only for the held-back distractors.
import type { TriggerSet } from '../../evals/parse.js';
import { holding } from '../../stats/stats.js';
import type { Catalogue } from '../catalogue.js';
import type { HeldBackCategory } from '../heldBack.js';
import { TRIGGER_PROMPTS_PER_LABEL } from './constants.js';
import { confusionOf, f1Interval, f1Of } from './f1.js';
import type { TestPlan } from './plan.js';
import type {
  HeldBackTriggering,
  MeasuredTriggering,
  TriggerLabel,
  TriggerPromptResult,
  TriggeringRun,
} from './types.js';

/** What the run was, besides its answers. */
export interface RunFacts {
  /** Usable requests the writer wrote per label. */
  should: number;
  shouldNot: number;
  failedCalls: number;
  repetitions: number;
  model: string;
  catalogue: Catalogue;
  authorSets: readonly TriggerSet[] | undefined;
}

export function triggeringOutcome(prompts: TriggerPromptResult[], plan: TestPlan, run: RunFacts): TriggeringRun {
  const answered = (label: TriggerLabel) => prompts.some((p) => p.label === label && p.trials > 0);
  if (!answered('should_trigger') || !answered('should_not_trigger')) {
    const reason = prompts.flatMap((p) => p.errors)[0] ?? 'no answer';
    return { ok: false, reason: `no answered request for one of the labels (${reason})`, complete: false, prompts };
  }
  const confusion = confusionOf(prompts);
  const { precision, recall, f1 } = f1Of(confusion);
  const ci = holding(f1Interval(prompts) ?? [f1, f1], f1);
  const split = plan.authored > 0 ? generatedAndAuthor(prompts, plan, run.authorSets) : {};
  const heldBackMeta = heldBackSummary(prompts.slice(plan.heldBackFrom), plan.heldBackCategory);
  const { catalogue } = run;
  return {
    ok: true,
    complete:
      run.failedCalls === 0 && run.should === TRIGGER_PROMPTS_PER_LABEL && run.shouldNot === TRIGGER_PROMPTS_PER_LABEL,
    // `prompts` holds the generated requests, then the author's (when there is a trigger set).
    value: {
      method: 'measured',
      ...split,
      ...(heldBackMeta ? { held_back: heldBackMeta } : {}),
      f1,
      precision,
      recall,
      ci,
      confusion,
      repetitions: run.repetitions,
      prompts,
      model: run.model,
      catalogue: {
        size: catalogue.entries.length,
        neighbours: catalogue.entries.filter((e) => e.source === 'neighbour').length,
        bundled: catalogue.entries.filter((e) => e.source === 'bundled').length,
        position: catalogue.entries.findIndex((e) => e.source === 'under_test'),
      },
      failed_calls: run.failedCalls,
    },
  };
}

function summaryOf(subset: TriggerPromptResult[]) {
  const c = confusionOf(subset);
  const r = f1Of(c);
  return { ...r, confusion: c, ci: holding(f1Interval(subset) ?? [r.f1, r.f1], r.f1) };
}

/** With an author's trigger set: F1 of the generated requests alone, and the author's requests measured apart. */
function generatedAndAuthor(
  prompts: TriggerPromptResult[],
  plan: TestPlan,
  authorSets: readonly TriggerSet[] | undefined,
): Pick<MeasuredTriggering, 'generated' | 'author'> {
  const generated = summaryOf(prompts.slice(0, plan.generated));
  const authorPrompts = prompts.slice(plan.generated, plan.heldBackFrom);
  const author = summaryOf(authorPrompts);
  return {
    generated: { f1: generated.f1, precision: generated.precision, recall: generated.recall, ci: generated.ci },
    author: { files: (authorSets ?? []).map((t) => t.file), ...author, prompts: authorPrompts },
  };
}

/** The held-back distractors' outcome, as counts; undefined when none was put. */
function heldBackSummary(
  heldBackResults: TriggerPromptResult[],
  category: HeldBackCategory,
): HeldBackTriggering | undefined {
  if (heldBackResults.length === 0) return undefined;
  return {
    category,
    count: heldBackResults.length,
    answered: heldBackResults.filter((p) => p.trials > 0).length,
    passed: heldBackResults.filter((p) => p.passed === true).length,
    false_triggers: heldBackResults.reduce((sum, p) => sum + p.triggers, 0),
    decisions: heldBackResults.reduce((sum, p) => sum + p.trials, 0),
  };
}
