// What the judge is given and what it returns.
import type { LayerResult } from '../../contract/types.js';
import type { TriggerSet } from '../../evals/parse.js';
import type { ModelCaller, UsageTally } from '../../llm/call.js';
import type { Catalogue } from '../catalogue.js';
import type { TriggeringRun } from '../triggering.js';

export type JudgeDimension = 'triggering_accuracy' | 'orchestration_fitness' | 'scope_calibration' | 'output_quality';

export interface JudgeModels {
  /** Small model for the description-only triggering assessment. */
  triggering: string;
  /** Larger model for the three rubric assessments. */
  rubric: string;
}

export interface JudgeOptions {
  caller: ModelCaller;
  models: JudgeModels;
  /** When set, no call is made: every dimension is unmeasured for this reason (e.g. 'no API key'). */
  unavailable?: string | null;
  /** Independent samples of each rubric assessment, 1–5; dimension scores are their mean. */
  judges?: number;
  /**
   * Measured triggering: the catalogue the skill is offered in and the repetitions per
   * request. Null or absent: the reference's method, the small model's self-reported F1.
   */
  measured?: {
    catalogue: Catalogue;
    repetitions: number;
    agentModel?: string;
    authorSets?: readonly TriggerSet[];
    /** The measurement shared with the Monte Carlo layer (run once per skill and catalogue); absent: run here. */
    run?: (tally: UsageTally) => Promise<TriggeringRun>;
  } | null;
}

export interface Unmeasured {
  dimension: string;
  reason: string;
}

export interface LayerRun {
  result: LayerResult;
  /** Whether every call succeeded, so the result may be cached and served again. */
  complete: boolean;
}
