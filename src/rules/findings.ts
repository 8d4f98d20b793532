// The deterministic checks that produce findings outside the composite (security, specification).
// Each entry is a pure function of the parsed skill.
import type { Finding, ParsedSkill } from '../types.js';

export type FindingRule = (skill: ParsedSkill) => Finding[];

export const findingRules: FindingRule[] = [];
