// One entry per thing the engine can flag: what it checks and how to fix it, read from the rule
// registry (./index.ts). The CLI, the PR comment, the HTML report and the check-run annotations
// all take their words from here.
import { RULES } from './index.js';
import type { RuleDocs } from './rule.js';

/** What the catalog says of a rule: its documentation, without its detector. */
export type RuleInfo = RuleDocs;

// Built on first use, so that a module the registry loads may import the catalog.
let byId: Map<string, RuleInfo> | undefined;
const registryById = (): Map<string, RuleInfo> => (byId ??= new Map(RULES.map((r) => [r.id, r])));

/** Every rule, sorted by id (rule docs, SARIF, `explain`). */
export function allRules(): RuleInfo[] {
  return [...RULES];
}

export function ruleInfo(id: string): RuleInfo | undefined {
  return registryById().get(id);
}

export function fixFor(id: string): string {
  return ruleInfo(id)?.fix ?? '';
}
