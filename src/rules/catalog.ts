// One entry per thing the engine can flag: what it checks and how to fix it, read from the rule
// registry (./index.ts). The CLI, the PR comment, the HTML report and the check-run annotations
// all take their words from here.
import { RULES } from './index.js';
import type { RuleDocs } from './rule.js';

/**
 * What the catalog says of a rule: a registry entry's documentation, or what a family not yet in
 * the registry registers (whose why, examples and methods may be missing).
 */
export type RuleInfo = Pick<RuleDocs, 'id' | 'title' | 'description' | 'fix'> &
  Partial<Pick<RuleDocs, 'why' | 'bad' | 'good' | 'methods'>>;

// Built on first use, so that a module the registry loads may import the catalog.
let inRegistry: Map<string, RuleInfo> | undefined;
const registryById = (): Map<string, RuleInfo> => (inRegistry ??= new Map(RULES.map((r) => [r.id, r])));

// Families not yet in the registry (./index.ts) add their entries here; this path goes once every
// family's rules are modules listed in RULES.
const registered = new Map<string, RuleInfo>();

/** Adds rules of a family that is not yet in the registry. */
export function registerRules(rules: readonly RuleInfo[]): void {
  for (const r of rules) if (!registryById().has(r.id)) registered.set(r.id, r);
}

/** Every rule, sorted by id (rule docs, SARIF, `explain`). */
export function allRules(): RuleInfo[] {
  return [...RULES, ...registered.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function ruleInfo(id: string): RuleInfo | undefined {
  return registryById().get(id) ?? registered.get(id);
}

/** A rule's words for what was found (its reference description); the id when unknown. */
export function describe(id: string): string {
  return ruleInfo(id)?.description ?? id;
}

export function fixFor(id: string): string {
  return ruleInfo(id)?.fix ?? '';
}
