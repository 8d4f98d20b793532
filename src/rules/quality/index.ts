// The quality rules (calibrated method only), in the order their findings are listed.
import type { RuleDefinition } from '../rule.js';
import { hollowMainFile } from './hollowMainFile.js';
import { oversizedMainFile } from './oversizedMainFile.js';
import type { QualityDetector } from './signal.js';
import { truncatedDescription } from './truncatedDescription.js';
import { unloadableSkill } from './unloadableSkill.js';

export const QUALITY_RULES: ReadonlyArray<RuleDefinition<QualityDetector>> = [
  truncatedDescription,
  unloadableSkill,
  oversizedMainFile,
  hollowMainFile,
];
