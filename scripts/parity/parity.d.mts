// Types of parity.mjs for the TypeScript tests that import it.
import type { Target } from './generate.mjs';

export type Shaped = Record<string, unknown>;
export interface Diff {
  field: string;
  ours: unknown;
  oracle: unknown;
}
export interface TargetResult {
  target: Target;
  ours: Shaped;
  oracle: Shaped | undefined;
  diffs: Diff[];
}
export interface RunOptions {
  oracle: string;
  evaluate: (root: string, rel: string) => Promise<unknown>;
  keepDir?: string | null;
  python?: string;
}
export const TOLERANCE: number;
/** The Python that runs the oracle: PLUGIN_EVAL_PYTHON, else python3. */
export declare const PYTHON: string;
export function pythonProblem(python?: string): string | null;
export function runOracle(oracle: string, root: string, rels: string[], python?: string): Record<string, Shaped>;
export function ourShape(outcome: unknown): Shaped;
export function compareResults(ours: Shaped, oracle: Shaped | undefined): Diff[];
export function mismatchKinds(diffs: Diff[]): string[];
export function removeLiveFolders(): void;
export function runTargets(targets: Target[], options: RunOptions): Promise<TargetResult[]>;
export function groupMismatches(results: TargetResult[]): Map<string, { count: number; smallest: TargetResult }>;
export function shrink(result: TargetResult, kind: string, options: RunOptions, maxRounds?: number): Promise<TargetResult>;
export function escapeText(s: string): string;
export function describeResult(r: TargetResult): string;
