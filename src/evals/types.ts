// The shapes an evals folder is read into.
import type { Finding } from '../contract/types.js';

export type TypedKind = 'contains' | 'not_contains' | 'regex';
export const TYPED_KINDS: readonly TypedKind[] = ['contains', 'not_contains', 'regex'];

export type Expectation =
  { kind: 'statement'; name: string; text: string } | { kind: TypedKind; name: string; value: string };

export interface EvalCase {
  id: string;
  prompt: string;
  expectedOutput: string | null;
  /** Paths relative to the skill folder, inside it. */
  files: string[];
  expectations: Expectation[];
}

export interface EvalSuite {
  file: string;
  skillName: string | null;
  cases: EvalCase[];
}

export interface TriggerQuery {
  query: string;
  shouldTrigger: boolean;
}

export interface TriggerSet {
  file: string;
  queries: TriggerQuery[];
}

export interface ParsedEvals {
  suite: EvalSuite | null;
  triggerSets: TriggerSet[];
  findings: Finding[];
}
