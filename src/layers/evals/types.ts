// What the evals layer is given and what it reports.
import type { Attachments } from '../../contract/types.js';
import type { Expectation } from '../../evals/parse.js';
import type { ModelCaller } from '../../llm/call.js';
import type { Interval } from '../../stats/stats.js';
import type { Catalogue } from '../catalogue.js';

export type Arm = 'with_skill' | 'without_skill';

export interface Grade {
  name: string;
  kind: Expectation['kind'];
  /** null: not graded (the grader failed or a regex ran out of time). */
  passed: boolean | null;
  evidence: string;
}

export interface EvalRun {
  output: string;
  /** The skill the agent loaded, or null. */
  loaded: string | null;
  grades: Grade[];
  /** Share of graded expectations met; null when nothing could be graded. */
  pass_rate: number | null;
  error?: string;
}

export interface ArmSummary {
  runs: EvalRun[];
  pass_rate: number | null;
  /** Share of answered runs that met every graded expectation. */
  pass_at_1: number | null;
  /** Chance that at least one of k runs met every expectation (k = repetitions). */
  pass_at_k: number | null;
}

export interface ExpectationSummary {
  name: string;
  kind: Expectation['kind'];
  text: string;
  with_rate: number | null;
  without_rate: number | null;
  flag: 'non_discriminating' | 'never_met' | null;
}

export interface EvalCaseResult {
  id: string;
  prompt: string;
  files: string[];
  with_skill: ArmSummary;
  without_skill: ArmSummary;
  lift: number | null;
  expectations: ExpectationSummary[];
}

export interface ArmTotals {
  pass_rate: number | null;
  pass_rate_ci: Interval | null;
  pass_at_1: number | null;
  pass_at_k: number | null;
  input_tokens: number;
  output_tokens: number;
  estimated_cost_usd: number;
  /** Share of runs in which the agent loaded the skill under test (with_skill only). */
  trigger_rate?: number | null;
}

export interface EvalsReport {
  method: 'measured';
  file: string;
  repetitions: number;
  k: number;
  evals: number;
  lift: number | null;
  lift_ci: Interval | null;
  with_skill: ArmTotals;
  without_skill: ArmTotals;
  grader: { input_tokens: number; output_tokens: number; estimated_cost_usd: number };
  non_discriminating: number;
  never_met: number;
  cases: EvalCaseResult[];
  models: { agent: string; grader: string };
  failed_calls: number;
}

export interface EvalsOptions {
  caller: ModelCaller;
  models: { agent: string; grader: string };
  repetitions: number;
  /** The catalogue with the skill under test. */
  catalogue: Catalogue;
  attachments: Attachments;
}
