// What a portability detector returns: the finding's weight and where it is, or null when the
// skill is clean. The static layer turns it into a `portability` finding with the rule's words.
// Both methods share these rules (harness_portability is the reference's under both).
import type { Finding } from '../../contract/types.js';
import type { RuleContext } from '../context.js';
import type { RuleDefinition } from '../rule.js';

export interface PortabilityHit {
  severity: number;
  level: Finding['level'];
  /** 1-based line of the first occurrence, when it has one. */
  line?: number;
  /** Said after the rule's description (what was found). */
  detail?: string;
}

export type FindPortabilityHit = (ctx: RuleContext) => PortabilityHit | null;

export type PortabilityRule = RuleDefinition<FindPortabilityHit>;
