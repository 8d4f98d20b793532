// The findings of the evals rules: about the author's own evals (evals/evals.json and trigger
// sets) beside a skill, or about how the skill did on them. Never counted in the composite.
import type { Finding } from '../../contract/types.js';

/** Severities of these findings (they are not counted in the composite). */
export const EVALS_FINDING_SEVERITY: Record<Finding['level'], number> = { high: 0.9, medium: 0.6, low: 0.3, info: 0.1 };

/** An evals finding on `file` (the evals file, relative to the skill's target). */
export function evalsFinding(rule: string, level: Finding['level'], message: string, file: string): Finding {
  return { rule, category: 'spec', severity: EVALS_FINDING_SEVERITY[level], level, message, file };
}
