// The quality rules (calibrated method only), in the order their findings are listed.
import type { RuleDefinition } from '../rule.js';
import type { QualityDetector } from './signal.js';
import { truncatedDescription } from './truncatedDescription.js';
import { unmetPromise } from './unmetPromise.js';

export const QUALITY_RULES: ReadonlyArray<RuleDefinition<QualityDetector>> = [truncatedDescription, unmetPromise];
