// Suppressions: the inline comments that silence a rule, the fingerprints that recognise an item
// after lines move, which suppressions a pull request may rely on, and which findings fail a gate.
// Its one rule, UNUSED_SUPPRESSION, is found while the comments are applied (apply.ts).
import type { RuleDefinition } from '../rule.js';
import { unusedSuppressionRule } from './unusedSuppression.js';

export { applySuppressions, counts, type Marks } from './apply.js';
export { parseSuppressions, type Suppression } from './comments.js';
export { fingerprintOf } from './fingerprint.js';
export { UNUSED_SUPPRESSION } from './unusedSuppression.js';

export const SUPPRESSION_RULES: readonly RuleDefinition[] = [unusedSuppressionRule];
