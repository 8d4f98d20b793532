// The quality rules (calibrated method only), in the order their findings are listed.
import type { RuleDefinition } from '../rule.js';
import { hollowMainFile } from './hollowMainFile.js';
import { keywordStuffedDescription } from './keywordStuffedDescription.js';
import { machineSpecificPath } from './machineSpecificPath.js';
import { overbroadTrigger } from './overbroadTrigger.js';
import { oversizedMainFile } from './oversizedMainFile.js';
import { repeatedBoilerplate } from './repeatedBoilerplate.js';
import type { QualityDetector } from './signal.js';
import { truncatedDescription } from './truncatedDescription.js';
import { unloadableSkill } from './unloadableSkill.js';
import { unmetPromise } from './unmetPromise.js';
import { unresolvedReference } from './unresolvedReference.js';

export const QUALITY_RULES: ReadonlyArray<RuleDefinition<QualityDetector>> = [
  unloadableSkill,
  truncatedDescription,
  overbroadTrigger,
  keywordStuffedDescription,
  oversizedMainFile,
  hollowMainFile,
  unmetPromise,
  repeatedBoilerplate,
  unresolvedReference,
  machineSpecificPath,
];
