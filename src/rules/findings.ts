// The deterministic checks that produce findings outside the composite (security, specification).
// Each entry is a pure function of the parsed skill; importing a rules module also registers its
// fix texts in the catalog.
import { securityFindings } from './security.js';
import { specFindings } from './spec/index.js';
import type { Finding, ParsedSkill } from '../contract/types.js';

export type FindingRule = (skill: ParsedSkill) => Finding[];

export const findingRules: FindingRule[] = [specFindings, securityFindings];
