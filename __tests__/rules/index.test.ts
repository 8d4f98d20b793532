// The rule registry: one entry per id, sorted, each documented (the harm, not the description
// again; a flagged and a passing example), each with its page, and the lookups reading it. Where
// an example is a whole description or a line of prose, the rule flags the bad one and passes the
// good one under both methods.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { RULES } from '../../src/rules/index.js';
import { ANTI_PATTERNS } from '../../src/rules/anti-patterns/index.js';
import { allRules, ruleInfo } from '../../src/rules/index.js';
import { staticLayer } from '../../src/layers/static.js';
import { METHODS } from '../../src/contract/types.js';
import { REPO_ROOT } from '../helpers/actionRun.js';
import { parseText } from '../helpers/skills.js';

describe('the registry', () => {
  test('lists each id once, sorted', () => {
    const ids = RULES.map((r) => r.id);
    expect(ids).toEqual([...new Set(ids)].sort());
  });

  test.each(RULES.map((r) => [r.id, r] as const))('%s is documented and has its page', (id, rule) => {
    for (const field of ['title', 'description', 'fix', 'why', 'bad', 'good'] as const)
      expect(rule[field].trim()).not.toBe('');
    expect(rule.why).not.toBe(rule.description);
    expect(rule.bad).not.toBe(rule.good);
    expect(existsSync(path.join(REPO_ROOT, 'docs', 'rules', `${id}.md`))).toBe(true);
  });

  test('the lookups read it', () => {
    for (const rule of RULES) expect(ruleInfo(rule.id)).toBe(rule);
    const listed = new Set(allRules().map((r) => r.id));
    for (const rule of RULES) expect(listed.has(rule.id)).toBe(true);
  });

  test('anti-patterns keep their reporting order', () => {
    expect(ANTI_PATTERNS.map((r) => r.id)).toEqual([
      'OVER_CONSTRAINED',
      'EMPTY_DESCRIPTION',
      'MISSING_TRIGGER',
      'BLOATED_SKILL',
      'ORPHAN_REFERENCE',
      'DEAD_CROSS_REF',
    ]);
  });
});

/** What the static layer reports (flags and findings) for a SKILL.md under a method. */
function reported(text: string, method: (typeof METHODS)[number]): string[] {
  const { layer, findings } = staticLayer(parseText(text), method);
  return [...layer.anti_patterns.map((a) => a.flag), ...findings.map((f) => f.rule)];
}

const withDescription = (line: string) => `---\nname: sample\n${line}\n---\n\n# Sample\n\nSteps follow.\n`;
const withBody = (line: string) =>
  `---\nname: sample\ndescription: Formats release notes from merged pull requests. Use when the user asks for release notes.\n---\n\n# Sample\n\n${line}\n`;

describe.each(METHODS)('the examples, %s method', (method) => {
  test.each([
    ['EMPTY_DESCRIPTION', withDescription],
    ['MISSING_TRIGGER', withDescription],
    ['CLAUDE_TOOL_REFS', withBody],
    ['CLAUDE_TOOL_PROSE', withBody],
  ] as const)('%s flags its bad example and passes its good one', (id, skill) => {
    const rule = ruleInfo(id)!;
    expect(reported(skill(rule.bad!), method)).toContain(id);
    expect(reported(skill(rule.good!), method)).not.toContain(id);
  });
});
