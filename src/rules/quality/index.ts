// The quality rules (calibrated method only), in the order their findings are listed.
import type { RuleDefinition } from '../rule.js';
import type { QualityDetector } from './signal.js';
import { truncatedDescription } from './truncatedDescription.js';
import { unresolvedReference } from './unresolvedReference.js';
import { machineSpecificPath } from './machineSpecificPath.js';

export const QUALITY_RULES: ReadonlyArray<RuleDefinition<QualityDetector>> = [
  truncatedDescription,
  unresolvedReference,
  machineSpecificPath,
];
