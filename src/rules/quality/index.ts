// The quality rules (calibrated method only), in the order their findings are listed.
import type { RuleDefinition } from '../rule.js';
import { keywordStuffedDescription } from './keywordStuffedDescription.js';
import { machineSpecificPath } from './machineSpecificPath.js';
import { overbroadTrigger } from './overbroadTrigger.js';
import { repeatedBoilerplate } from './repeatedBoilerplate.js';
import type { QualityDetector } from './signal.js';
import { truncatedDescription } from './truncatedDescription.js';
import { unresolvedReference } from './unresolvedReference.js';

export const QUALITY_RULES: ReadonlyArray<RuleDefinition<QualityDetector>> = [
  truncatedDescription,
  overbroadTrigger,
  keywordStuffedDescription,
  repeatedBoilerplate,
  unresolvedReference,
  machineSpecificPath,
];
