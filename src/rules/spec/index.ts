// The Agent Skills specification rules: the frontmatter rules of agentskills.io plus the fields
// Claude Code documents on top of it. Findings only, never in the composite. The list is in
// evaluation order; the findings are listed by line, ties in the order of walk.ts's ranks.
import type { Finding, ParsedSkill } from '../../contract/types.js';
import { ruleContext } from '../context.js';
import { sharedDetector, type RuleDefinition } from '../rule.js';
import { specCompatibilityLength } from './compatibilityLength.js';
import { specDescriptionLength } from './descriptionLength.js';
import { specDuplicateKey } from './duplicateKey.js';
import { specFieldType } from './fieldType.js';
import { specInvalidYaml } from './invalidYaml.js';
import { specMissingField } from './missingField.js';
import { specNameFormat } from './nameFormat.js';
import { specNameMismatch } from './nameMismatch.js';
import { specNoFrontmatter } from './noFrontmatter.js';
import { specUnknownField } from './unknownField.js';
import type { SpecDetector } from './walk.js';

export {
  CLAUDE_CODE_FIELDS,
  COMPATIBILITY_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  MAX_UNKNOWN_FIELD_FINDINGS,
  NAME_MAX_CHARS,
  SPEC_FIELDS,
} from './fields.js';

export const SPEC_RULES: ReadonlyArray<RuleDefinition<SpecDetector>> = [
  specInvalidYaml,
  specDuplicateKey,
  specNoFrontmatter,
  specMissingField,
  specUnknownField,
  specDescriptionLength,
  specNameFormat,
  specFieldType,
  specNameMismatch,
  specCompatibilityLength,
];

/** The rules' detectors; the two methods read the frontmatter the same way. */
const DETECTORS: readonly SpecDetector[] = SPEC_RULES.map(sharedDetector);

/** Specification findings for a skill, sorted by line. Pure and deterministic. */
export function specFindings(skill: ParsedSkill): Finding[] {
  const ctx = ruleContext(skill);
  const hits = DETECTORS.flatMap((detect) => detect(ctx));
  hits.sort((x, y) => (x.finding.line ?? 0) - (y.finding.line ?? 0) || x.rank - y.rank);
  return hits.map((h) => h.finding);
}
