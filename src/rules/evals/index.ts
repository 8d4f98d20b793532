// The evals rules, found outside a skill's text: by the evals parser (src/evals/parse.ts) in the
// files beside the skill, and by the engine from the evals layer's measured lift. Each module
// exports its definition and the finding it makes; the list is in evaluation order.
import type { RuleDefinition } from '../rule.js';
import { evalsInvalidRule } from './invalid.js';
import { evalsMissingFileRule } from './missingFile.js';
import { evalsNegativeLiftRule } from './negativeLift.js';
import { evalsSkillNameMismatchRule } from './skillNameMismatch.js';

export { EVALS_FINDING_SEVERITY } from './finding.js';
export { EVALS_INVALID, evalsInvalid, evalsMoreProblems } from './invalid.js';
export { EVALS_MISSING_FILE, evalsMissingFile } from './missingFile.js';
export { EVALS_NEGATIVE_LIFT, evalsNegativeLift, type MeasuredLift } from './negativeLift.js';
export { EVALS_SKILL_NAME_MISMATCH, evalsSkillNameMismatch } from './skillNameMismatch.js';

export const EVALS_RULES: readonly RuleDefinition[] = [
  evalsInvalidRule,
  evalsSkillNameMismatchRule,
  evalsMissingFileRule,
  evalsNegativeLiftRule,
];
