// Agent Skills specification checks: each rule at its boundaries, with the line of the offending
// frontmatter key, on skills parsed by the real parser from in-memory snapshots.
import { parseText } from '../helpers/skills.js';
import { ruleInfo } from '../../src/rules/index.js';
import {
  CLAUDE_CODE_FIELDS,
  COMPATIBILITY_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  MAX_UNKNOWN_FIELD_FINDINGS,
  NAME_MAX_CHARS,
  SPEC_FIELDS,
  SPEC_RULES,
  specFindings,
} from '../../src/rules/spec/index.js';
import type { ParsedSkill } from '../../src/contract/types.js';

const DESCRIPTION = 'Formats SQL queries. Use when the user asks to format or lint SQL.';

function parse(text: string, dirName = 'sql-format'): ParsedSkill {
  return parseText(text, dirName, `skills/${dirName}`);
}

/** A SKILL.md whose frontmatter is the given lines (name and description first unless overridden). */
function skill(fields: string[], dirName = 'sql-format'): ParsedSkill {
  return parse(`---\n${fields.join('\n')}\n---\n\n# SQL format\n\nFormat the query.\n`, dirName);
}

const brief = (s: ParsedSkill) => specFindings(s).map((f) => `${f.rule}@${f.line}`);

describe('specification checks', () => {
  it('a conforming skill with every documented field has no finding', () => {
    const s = skill([
      'name: sql-format',
      `description: ${DESCRIPTION}`,
      'license: MIT',
      'compatibility: Requires Python 3.11+ and sqlfluff',
      'metadata:',
      '  author: example-org',
      '  version: "1.0"',
      'allowed-tools: Read Grep Bash(sqlfluff *)',
      'when_to_use: When a .sql file is open.',
      'argument-hint: "[file]"',
      'arguments: [file]',
      'disable-model-invocation: false',
      'user-invocable: true',
      'disallowed-tools: [WebFetch]',
      'model: sonnet',
      'effort: high',
      'context: fork',
      'agent: Explore',
      'hooks:',
      '  PostToolUse: []',
      'paths: ["**/*.sql"]',
      'shell: bash',
      'version: 1.2',
    ]);
    expect(specFindings(s)).toEqual([]);
    // Every field the module knows was exercised above.
    const used = new Set(Object.keys(s.frontmatter));
    for (const f of [...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS]) expect(used.has(f)).toBe(true);
  });

  it.each([
    ['PDF-Processing', 'upper-case'],
    ['-sql', 'hyphen'],
    ['sql-', 'hyphen'],
    ['sql--format', 'consecutive'],
    ['sql format', 'other than'],
    ['sql_format', 'other than'],
    ['../etc', 'other than'],
    ['café', 'other than'],
    ['a'.repeat(NAME_MAX_CHARS + 1), `${NAME_MAX_CHARS + 1} characters`],
  ])('name %j breaks the format (%s)', (name, why) => {
    const s = skill([`name: "${name}"`, `description: ${DESCRIPTION}`], name.replace(/[^a-z0-9-]/g, 'x') || 'x');
    const format = specFindings(s).filter((f) => f.rule === 'SPEC_NAME_FORMAT');
    expect(format).toHaveLength(1);
    expect(format[0].line).toBe(2);
    expect(format[0].message).toContain(why);
    expect(format[0].category).toBe('spec');
    expect(format[0].file).toBe(s.file);
  });

  it.each(['a', '1password', 'a'.repeat(NAME_MAX_CHARS), 'pdf-processing-2'])('name %j is well formed', (name) => {
    expect(brief(skill([`name: ${name}`, `description: ${DESCRIPTION}`], name))).toEqual([]);
  });

  it('the name must match the folder, only when the frontmatter has one', () => {
    expect(brief(skill([`name: sql-lint`, `description: ${DESCRIPTION}`]))).toEqual(['SPEC_NAME_MISMATCH@2']);
    expect(brief(skill([`description: ${DESCRIPTION}`, `name: SQL`]))).toEqual([
      'SPEC_NAME_FORMAT@3',
      'SPEC_NAME_MISMATCH@3',
    ]);
    expect(brief(skill([`description: ${DESCRIPTION}`]))).toEqual(['SPEC_MISSING_FIELD@1']);
    expect(specFindings(skill([`description: ${DESCRIPTION}`]))[0].level).toBe('low');
  });

  it('description length is counted in code points, 1 to 1,024', () => {
    const emoji = '\u{1F600}'; // two UTF-16 units, one code point
    expect(brief(skill(['name: sql-format', `description: "${emoji.repeat(DESCRIPTION_MAX_CHARS)}"`]))).toEqual([]);
    const long = specFindings(skill(['name: sql-format', `description: "${emoji.repeat(DESCRIPTION_MAX_CHARS + 1)}"`]));
    expect(long.map((f) => `${f.rule}@${f.line}`)).toEqual(['SPEC_DESCRIPTION_LENGTH@3']);
    expect(long[0].message).toContain(`${DESCRIPTION_MAX_CHARS + 1}`);
    expect(brief(skill(['name: sql-format', 'description: ""']))).toEqual(['SPEC_DESCRIPTION_LENGTH@3']);
    expect(brief(skill(['name: sql-format', 'description:']))).toEqual(['SPEC_DESCRIPTION_LENGTH@3']);
    expect(brief(skill(['name: sql-format', 'description: "   "']))).toEqual(['SPEC_DESCRIPTION_LENGTH@3']);
    expect(brief(skill(['name: sql-format']))).toEqual(['SPEC_MISSING_FIELD@1']);
  });

  it('compatibility is 1 to 500 characters', () => {
    const base = ['name: sql-format', `description: ${DESCRIPTION}`];
    expect(brief(skill([...base, `compatibility: ${'x'.repeat(COMPATIBILITY_MAX_CHARS)}`]))).toEqual([]);
    expect(brief(skill([...base, `compatibility: ${'x'.repeat(COMPATIBILITY_MAX_CHARS + 1)}`]))).toEqual([
      'SPEC_COMPATIBILITY_LENGTH@4',
    ]);
    expect(brief(skill([...base, 'compatibility: ""']))).toEqual(['SPEC_COMPATIBILITY_LENGTH@4']);
  });

  it('unknown fields are low findings at their own line, quoted keys too', () => {
    const found = specFindings(
      skill([
        'name: sql-format',
        `description: ${DESCRIPTION}`,
        'tags: [sql]',
        'author: me',
        '"x-custom": 1',
        'allowed_tools: Read',
      ]),
    );
    expect(found.map((f) => `${f.rule}@${f.line}`)).toEqual([
      'SPEC_UNKNOWN_FIELD@4',
      'SPEC_UNKNOWN_FIELD@5',
      'SPEC_UNKNOWN_FIELD@6',
      'SPEC_UNKNOWN_FIELD@7',
    ]);
    expect(found.every((f) => f.level === 'low')).toBe(true);
    expect(found[3].message).toContain('allowed_tools');
  });

  it('caps unknown-field findings and says how many more there were', () => {
    const extra = Array.from({ length: MAX_UNKNOWN_FIELD_FINDINGS + 7 }, (_, i) => `field${i}: ${i}`);
    const found = specFindings(skill(['name: sql-format', `description: ${DESCRIPTION}`, ...extra]));
    expect(found).toHaveLength(MAX_UNKNOWN_FIELD_FINDINGS);
    expect(found[found.length - 1].message).toContain('7 more');
  });

  it('fields with the wrong type', () => {
    const base = ['name: sql-format', `description: ${DESCRIPTION}`];
    expect(brief(skill([...base, 'disable-model-invocation: "yes"']))).toEqual(['SPEC_FIELD_TYPE@4']);
    expect(brief(skill([...base, 'disable-model-invocation: yes']))).toEqual([]); // YAML 1.1 boolean
    expect(brief(skill([...base, 'allowed-tools: 5']))).toEqual(['SPEC_FIELD_TYPE@4']);
    expect(brief(skill([...base, 'allowed-tools: [Read, 5]']))).toEqual(['SPEC_FIELD_TYPE@4']);
    expect(brief(skill([...base, 'metadata: [a, b]']))).toEqual(['SPEC_FIELD_TYPE@4']);
    expect(brief(skill([...base, 'license:']))).toEqual([]); // empty optional field: nothing set
    const meta = specFindings(skill([...base, 'metadata:', '  author: me', '  version: 1.0', '  tags: [a]']));
    expect(meta.map((f) => `${f.rule}@${f.line}`)).toEqual(['SPEC_FIELD_TYPE@4']);
    expect(meta[0].message).toContain('`version`');
    expect(meta[0].message).toContain('`tags`');
  });

  it('non-string name or description (which the parser refuses) still give a finding, never an exception', () => {
    const ok = skill(['name: sql-format', `description: ${DESCRIPTION}`]);
    const odd = (frontmatter: Record<string, unknown>) => specFindings({ ...ok, frontmatter });
    expect(odd({ name: 5, description: DESCRIPTION }).map((f) => f.rule)).toEqual(['SPEC_FIELD_TYPE']);
    expect(odd({ name: 'sql-format', description: ['a'] }).map((f) => f.rule)).toEqual(['SPEC_FIELD_TYPE']);
    expect(odd({ name: new Date(0), description: { a: 1 } }).map((f) => f.rule)).toEqual([
      'SPEC_FIELD_TYPE',
      'SPEC_FIELD_TYPE',
    ]);
  });

  it("a skill without frontmatter has one finding on line 1; YAML that does not parse has one at the parser's line", () => {
    expect(brief(parse('# SQL format\n\nFormat the query.\n'))).toEqual(['SPEC_NO_FRONTMATTER@1']);
    expect(brief(parse('---\nname: [unclosed\n---\n\nBody\n'))).toEqual(['SPEC_INVALID_YAML@3']);
    expect(brief(parse('---\nname: a\ndescription: b: c\n---\n\nBody\n'))).toEqual(['SPEC_INVALID_YAML@3']);
  });

  it('registers every rule in the registry', () => {
    for (const r of SPEC_RULES) expect(ruleInfo(r.id)?.fix).toBeTruthy();
  });

  it('documents each rule: why it matters (not its description again), and examples it flags and passes', () => {
    // An example is frontmatter lines, a whole SKILL.md, or either after a `folder/SKILL.md:` line.
    const asSkill = (example: string) => {
      const text = example.replace(/^skills\/sql-format\/SKILL\.md:\n/, '');
      const whole = text.startsWith('---') || text.startsWith('#');
      return parse(`${whole ? text : `---\nname: sql-format\ndescription: ${DESCRIPTION}\n${text}\n---`}\n\n# Body\n`);
    };
    for (const r of SPEC_RULES) {
      expect(r.family).toBe('spec');
      expect(r.why).not.toBe(r.description);
      expect(specFindings(asSkill(r.bad)).map((f) => f.rule)).toContain(r.id);
      expect(specFindings(asSkill(r.good)).map((f) => f.rule)).not.toContain(r.id);
    }
  });

  it('is deterministic and sorted by line', () => {
    const s = skill(['tags: [a]', 'name: Bad_Name', 'description: ""', 'compatibility: ""', 'zz: 1']);
    const a = specFindings(s);
    expect(a).toEqual(specFindings(s));
    const lines = a.map((f) => f.line ?? 0);
    expect(lines).toEqual([...lines].sort((x, y) => x - y));
    expect(a.map((f) => `${f.rule}@${f.line}`)).toEqual([
      'SPEC_UNKNOWN_FIELD@2',
      'SPEC_NAME_FORMAT@3',
      'SPEC_NAME_MISMATCH@3',
      'SPEC_DESCRIPTION_LENGTH@4',
      'SPEC_COMPATIBILITY_LENGTH@5',
      'SPEC_UNKNOWN_FIELD@6',
    ]);
  });
});
