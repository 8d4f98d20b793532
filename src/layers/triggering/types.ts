// What measured triggering is given and what it returns.
import type { TriggerSet } from '../../evals/parse.js';
import type { ModelCaller } from '../../llm/call.js';
import type { Interval } from '../../stats/stats.js';
import type { Catalogue } from '../catalogue.js';
import type { HeldBackCategory } from '../heldBack.js';

export type TriggerLabel = 'should_trigger' | 'should_not_trigger';

export interface TriggerPromptResult {
  prompt: string;
  label: TriggerLabel;
  /** Repetitions answered (failed calls are left out). */
  trials: number;
  /** Of those, how many loaded the skill under test. */
  triggers: number;
  rate: number | null;
  passed: boolean | null;
  /** Which skill each answered repetition loaded (null: none). */
  loaded: Array<string | null>;
  errors: string[];
  /** A held-back distractor (src/layers/heldBack.ts): `prompt` is its label, never its text. */
  held_back?: true;
}

/** The held-back distractors' outcome: counts only, so their text stays unknown to authors. */
export interface HeldBackTriggering {
  category: HeldBackCategory;
  count: number;
  /** Requests answered at least once. */
  answered: number;
  /** Requests that passed (the skill was loaded in fewer than half of their answered repetitions). */
  passed: number;
  /** Answered repetitions that loaded the skill under test. */
  false_triggers: number;
  decisions: number;
}

/** The author's own trigger set, measured beside the generated requests. */
export interface AuthorTriggering {
  files: string[];
  f1: number;
  precision: number;
  recall: number;
  ci: Interval;
  confusion: { tp: number; fn: number; fp: number; tn: number };
  prompts: TriggerPromptResult[];
}

export interface MeasuredTriggering {
  method: 'measured';
  /** With an author's trigger set: F1 of the generated requests alone (the headline F1 is over both). */
  generated?: { f1: number; precision: number; recall: number; ci: Interval };
  author?: AuthorTriggering;
  /** Held-back distractors, counted in the F1 as near-misses; reported as counts only. */
  held_back?: HeldBackTriggering;
  f1: number;
  precision: number;
  recall: number;
  ci: Interval;
  confusion: { tp: number; fn: number; fp: number; tn: number };
  repetitions: number;
  prompts: TriggerPromptResult[];
  model: string;
  catalogue: { size: number; neighbours: number; bundled: number; position: number };
  failed_calls: number;
}

export type TriggeringRun =
  | { ok: true; value: MeasuredTriggering; complete: boolean }
  | { ok: false; reason: string; complete: false; prompts?: TriggerPromptResult[] };

export interface TriggeringOptions {
  caller: ModelCaller;
  /** Writes the labelled requests (and answers them as the agent when no agentModel is given). */
  model: string;
  /** The agent that chooses from the catalogue: the model being simulated. */
  agentModel?: string;
  repetitions: number;
  catalogue: Catalogue;
  /** The author's trigger sets (evals/): their queries are put to the agent too, and reported apart. */
  authorSets?: readonly TriggerSet[];
}
