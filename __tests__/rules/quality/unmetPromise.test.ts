import { ruleContext } from '../../../src/rules/context.js';
import { coveredTopics, MAX_UNMET, unmetPromise } from '../../../src/rules/quality/unmetPromise.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { parseText } from '../../helpers/skills.js';

const detect = detectorFor(unmetPromise, 'calibrated')!;
const skill = (description: string, body: string) =>
  `---\nname: sample\ndescription: ${description}\n---\n\n# Sample\n\n${body}\n`;
const facts = (description: string, body: string) =>
  detect(ruleContext(parseText(skill(description, body)))).map((s) => s.fact);

const PROSE = 'The work is done by reading the file, changing what needs changing and saving it again.';

describe('UNMET_PROMISE', () => {
  test('"step-by-step" with no numbered steps is flagged; numbered steps or step headings fulfil it', () => {
    expect(facts('Step-by-step guide to rotating keys. Use when a key leaked.', PROSE)).toEqual([
      'The description promises step-by-step instructions, but the body has no numbered steps.',
    ]);
    expect(facts('Step-by-step guide to rotating keys. Use when a key leaked.', '1. Create.\n2. Revoke.')).toEqual([]);
    expect(
      facts('Step-by-step guide to rotating keys. Use when a key leaked.', '## Step 1: create\n\nCreate it.'),
    ).toEqual([]);
  });

  test('"with examples" is fulfilled by an example or a code block', () => {
    const d = 'Formats SQL queries, with examples. Use when a query is hard to read.';
    expect(facts(d, PROSE)).toHaveLength(1);
    expect(facts(d, '## Example\n\nA long query becomes one clause a line.')).toEqual([]);
    expect(facts(d, '```sql\nselect 1\n```')).toEqual([]);
  });

  test('templates and a checklist', () => {
    expect(facts('Writes release notes from templates. Use when releasing.', PROSE)).toEqual([]);
    expect(facts('Writes release notes, with templates for each audience. Use when releasing.', PROSE)).toHaveLength(1);
    expect(facts('Pre-release checklist for npm packages. Use when releasing.', PROSE)).toHaveLength(1);
    expect(facts('Pre-release checklist for npm packages. Use when releasing.', '- [ ] version bumped')).toEqual([]);
    expect(facts('Pre-release checklist for npm packages. Use when releasing.', '## Checks\n\nThe version.')).toEqual(
      [],
    );
  });

  test('"covers X, Y and Z": each topic never mentioned again is one unmet promise', () => {
    expect(coveredTopics('covers key storage, revocation and audit logging')).toEqual([
      ['key', 'storage'],
      ['revocation'],
      ['audit', 'logging'],
    ]);
    const d = 'Rotates API keys. Covers key storage, revocation and audit logging. Use when a key leaked.';
    expect(facts(d, 'Keys live in the storage; revoke the old one.')).toEqual([
      'The description says it covers "audit logging", which the body never mentions.',
    ]);
    // A topic in another form or a hyphenated word is mentioned: "revoke" for revocation.
    expect(facts(d, 'Keys live in the storage; revoke the old one; the audit-only log records it.')).toEqual([]);
  });

  test('the introduction is read too, and its own line does not fulfil it', () => {
    const body = `This skill is a step-by-step guide to the release.\n\n## Notes\n\n${PROSE}`;
    expect(facts('Releases the package. Use when releasing.', body)).toEqual([
      'The introduction promises step-by-step instructions, but the body has no numbered steps.',
    ]);
  });

  test('at most MAX_UNMET, each a unit', () => {
    const d =
      'Step-by-step guide, with examples and a checklist. Covers alpha, beta, gamma and delta. Use when testing.';
    const s = detect(ruleContext(parseText(skill(d, PROSE))));
    expect(s).toHaveLength(MAX_UNMET);
    expect(s.every((x) => x.amount === 1 && x.line === 3)).toBe(true);
  });

  test('nothing promised, nothing flagged', () => {
    expect(facts('Formats SQL queries. Use when a query is hard to read.', PROSE)).toEqual([]);
  });
});
