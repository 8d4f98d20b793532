// The quality rules (calibrated method only), in the order their findings are listed.
import { keywordStuffedDescription } from './keywordStuffedDescription.js';
import { overbroadTrigger } from './overbroadTrigger.js';
import type { RuleDefinition } from '../rule.js';
import type { QualityDetector } from './signal.js';
import { truncatedDescription } from './truncatedDescription.js';
import { repeatedBoilerplate } from './repeatedBoilerplate.js';

export const QUALITY_RULES: ReadonlyArray<RuleDefinition<QualityDetector>> = [
  truncatedDescription,
  overbroadTrigger,
  keywordStuffedDescription,
  repeatedBoilerplate,
];
