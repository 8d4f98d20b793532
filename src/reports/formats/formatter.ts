// What an output format is: its name, what it can render, and a render function for each. The
// command line offers a command only the formats that can render what it produces.
import type { EvalError, EvalResult } from '../../contract/types.js';
import type { Comparison } from '../comparison.js';
import type { SweepSummary } from '../../sweep/types.js';

/** What a command produces: a result, the error of a target not scored, two results compared, a sweep. */
export type Renderable = 'result' | 'error' | 'comparison' | 'sweep';

export interface ResultOptions {
  /** Sub-scores and layer metadata (markdown). */
  verbose: boolean;
  /** The version SARIF names as the tool's. */
  toolVersion: string;
}

export interface ComparisonOptions {
  /** The two results compared, when their Elo against the corpus was asked for. */
  elo: { a: EvalResult; b: EvalResult } | null;
}

/** A sweep: its summary and the results of the targets that were scored. */
export interface SweepReport {
  summary: SweepSummary;
  results: readonly EvalResult[];
  toolVersion: string;
}

/** Each renderer loads its module when called, so that the program's definition stays light. */
export interface Formatter {
  name: string;
  renders: readonly Renderable[];
  result?(result: EvalResult, options: ResultOptions): Promise<string>;
  /** Undefined: the format prints nothing for an error (the error line on stderr says it). */
  error?(error: EvalError, options: ResultOptions): Promise<string>;
  comparison?(comparison: Comparison, options: ComparisonOptions): Promise<string>;
  sweep?(sweep: SweepReport): Promise<string>;
}
