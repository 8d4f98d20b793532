// The registry: every rule, sorted by id, and the lookups through which the reports, the PR
// comment, SARIF, `explain` and docs/rules/ read a rule's words. A test fails when an id is listed
// twice, or a rule lacks its documentation, its fixtures or its page.
import type { RuleDefinition, RuleDocs } from './rule.js';
import { ADVICE_RULES } from './advice/index.js';
import { ANTI_PATTERNS } from './anti-patterns/index.js';
import { EVALS_RULES } from './evals/index.js';
import { MARKETPLACE_RULES } from './marketplace/index.js';
import { PORTABILITY_RULES } from './portability/index.js';
import { SECURITY_RULES } from './security/index.js';
import { SPEC_RULES } from './spec/index.js';
import { QUALITY_RULES } from './quality/index.js';
import { SUPPRESSION_RULES } from './suppressions/index.js';

// Each family's folder exports its rules in the order they are evaluated.
const FAMILIES: ReadonlyArray<readonly RuleDefinition[]> = [
  ANTI_PATTERNS,
  PORTABILITY_RULES,
  SECURITY_RULES,
  SPEC_RULES,
  EVALS_RULES,
  MARKETPLACE_RULES,
  SUPPRESSION_RULES,
  QUALITY_RULES,
  ADVICE_RULES,
];

export const RULES: readonly RuleDefinition[] = FAMILIES.flat().sort((a, b) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
);

const byId = new Map<string, RuleDocs>(RULES.map((r) => [r.id, r]));

/** Every rule, sorted by id (rule docs, SARIF, `explain`). */
export function allRules(): RuleDocs[] {
  return [...RULES];
}

export function ruleInfo(id: string): RuleDocs | undefined {
  return byId.get(id);
}

export function fixFor(id: string): string {
  return ruleInfo(id)?.fix ?? '';
}
