// The deterministic checks that produce findings outside the composite: one entry per family whose
// rules are found in a skill's text, each running its family's detectors in the family's order
// (the specification rules: SPEC_RULES in ./spec/index.ts). Each entry is a pure function of the
// parsed skill.
import { securityFindings } from './security.js';
import { specFindings } from './spec/index.js';
import type { Finding, ParsedSkill } from '../contract/types.js';

export type FindingRule = (skill: ParsedSkill) => Finding[];

export const findingRules: FindingRule[] = [specFindings, securityFindings];
