// What a rule is: its documentation (what it checks, why, a flagged and a passing example, the
// fix) and the detector that finds it, one per method where the two methods differ. Every rule
// module exports one RuleDefinition; the registry (./index.ts) lists them all, and the lookups, the
// finding→rule map, `explain` and docs/rules/ are all read from that list.
import type { Method } from '../contract/types.js';

/** The families rules are grouped by (one folder each under src/rules/). */
export type RuleFamily =
  | 'anti-patterns'
  | 'portability'
  | 'spec'
  | 'security'
  | 'evals'
  | 'marketplace'
  | 'suppressions'
  | 'advice'
  | 'quality';

export interface RuleDocs {
  /** The flag or finding id, e.g. MISSING_TRIGGER. */
  id: string;
  family: RuleFamily;
  title: string;
  /** What was found, in one sentence (the JSON `description`, the report's words). */
  description: string;
  /** The JSON `description` under a method whose detector finds something other than `description` says. */
  descriptionUnder?: Partial<Record<Method, string>>;
  /** What to do about it, in one sentence. */
  fix: string;
  /** Why it matters: the harm to a user of the skill, not a repeat of the description. */
  why: string;
  /** A short example the rule flags, and the same thing written so that it passes. */
  bad: string;
  good: string;
  /** How the calibrated and reference methods differ on this rule, when they do. */
  methods?: string;
}

/** A detector for both methods, or one per method where they differ. */
export type ByMethod<D> = D | { readonly reference: D; readonly calibrated: D };

export interface RuleDefinition<D = unknown> extends RuleDocs {
  /**
   * How the rule finds what it flags. Its signature is the family's (an anti-pattern returns
   * occurrences, a security rule reports into a collector, …). Absent for rules found outside a
   * skill's text (evals, marketplace, suppressions), whose modules export their own checks.
   */
  detect?: ByMethod<D>;
}

function isByMethod<D>(d: ByMethod<D>): d is { readonly reference: D; readonly calibrated: D } {
  return typeof d === 'object' && d !== null && 'reference' in d && 'calibrated' in d;
}

/** The detector a method uses. */
export function detectorFor<D>(rule: RuleDefinition<D>, method: Method): D | undefined {
  const d = rule.detect;
  if (d === undefined) return undefined;
  return isByMethod(d) ? d[method] : d;
}

/** The one detector of a rule that reads a skill the same way under both methods (spec, security). */
export function sharedDetector<D>(rule: RuleDefinition<D>): D {
  const d = rule.detect;
  if (d === undefined || isByMethod(d)) throw new Error(`rule ${rule.id}: expected one detector for both methods`);
  return d;
}

/** The words a finding of the rule carries under a method. */
export function descriptionFor(rule: RuleDocs, method: Method): string {
  return rule.descriptionUnder?.[method] ?? rule.description;
}

/** Defines a rule; the identity function, there for type checking and to read as a declaration. */
export function defineRule<D>(rule: RuleDefinition<D>): RuleDefinition<D> {
  return rule;
}
