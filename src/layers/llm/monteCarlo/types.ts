import type { Catalogue } from '../../catalogue.js';
import type { TriggeringRun } from '../../triggering.js';
import type { ModelCaller, UsageTally } from '../../../llm/call.js';

export interface MonteCarloModels {
  /** Writes the test prompts. */
  prompt: string;
  /** Answers them with the skill loaded. */
  simulate: string;
}

export interface MonteCarloOptions {
  caller: ModelCaller;
  models: MonteCarloModels;
  unavailable?: string | null;
  /**
   * Measured activation and graded quality: the catalogue the skill is offered in and
   * the model that grades replies against the skill's instructions. Null or absent: the reference's
   * method (activation = a non-empty reply, quality = reply length).
   */
  measured?: {
    catalogue: Catalogue;
    graderModel: string;
    /** The judge's measured triggering on the same catalogue (shared, run once), whose choices are the activation. */
    triggering?: (tally: UsageTally) => Promise<TriggeringRun>;
  } | null;
  onProgress?: (done: number, total: number, label: string) => void;
  warn?: (message: string) => void;
  /** Stop the measured runs once their intervals are narrow (MC_EARLY_STOP_WIDTH); default true. */
  earlyStop?: boolean;
}

export interface RunRecord {
  activated: boolean;
  errored: boolean;
  truncated: boolean;
  quality: number;
  /** All tokens of the run (input, cache writes and reads, output): the same with or without prompt caching. */
  tokens: number;
  error?: string;
  /** The call itself failed (HTTP, timeout, connection), as opposed to a refusal by the model. */
  transportFailure: boolean;
  /** The call never reached the API (the deadline, the budget, a stopped transport). */
  unsent?: boolean;
  /** The reply (kept for grading; never written to the report). */
  reply?: string;
}
