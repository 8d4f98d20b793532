// The anti-pattern family, in the order its flags are reported.
import type { AntiPatternRule } from './antiPattern.js';
import { OVER_CONSTRAINED } from './overConstrained.js';
import { EMPTY_DESCRIPTION } from './emptyDescription.js';
import { MISSING_TRIGGER } from './missingTrigger.js';
import { BLOATED_SKILL } from './bloatedSkill.js';
import { ORPHAN_REFERENCE } from './orphanReference.js';
import { DEAD_CROSS_REF } from './deadCrossRef.js';

export const ANTI_PATTERNS: readonly AntiPatternRule[] = [
  OVER_CONSTRAINED,
  EMPTY_DESCRIPTION,
  MISSING_TRIGGER,
  BLOATED_SKILL,
  ORPHAN_REFERENCE,
  DEAD_CROSS_REF,
];
