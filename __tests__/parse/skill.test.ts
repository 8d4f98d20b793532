// SKILL.md parsing details that the differential parity check (scripts/parity) pinned down.
import { parseAgent, parseSkill } from '../../src/parse/skill.js';
import { skillSnapshot } from '../helpers/skills.js';

describe('headings', () => {
  test('are counted on the lines of the stripped body split at \\n only', () => {
    // U+2028, NEL, VT, FF and the file separators end a line for str.splitlines(), not here.
    for (const sep of ['\u2028', '\u0085', '\u000b', '\u000c', '\u001c']) {
      const skill = parseSkill(skillSnapshot(`## One${sep}## Two${sep}### Three\n## Four\n### Five`));
      expect([sep, skill.h2Count, skill.h3Count]).toEqual([sep, 2, 1]);
    }
  });

  test('the stripped body starts the first line', () => {
    const skill = parseSkill(skillSnapshot('---\nname: x\n---\n\n  \t## Intro\n### Deep\n ## indented'));
    expect([skill.h2Count, skill.h3Count]).toEqual([1, 1]);
  });
});

describe('frontmatter by method', () => {
  const text = '---\nname: x\ndescription: A tabbed\tdescription. Use when testing tabs.\n---\n## Body\n';

  test('the reference method reads it as PyYAML does (a tab in a plain scalar: no frontmatter)', () => {
    const skill = parseSkill(skillSnapshot(text, 'folder'), 'reference');
    expect(skill.hasFrontmatter).toBe(false);
    expect(skill.description).toBe('');
    expect(skill.name).toBe('folder');
    expect(skill.body).toBe(text);
  });

  test('the calibrated method reads it as js-yaml does', () => {
    const skill = parseSkill(skillSnapshot(text, 'folder'), 'calibrated');
    expect(skill.hasFrontmatter).toBe(true);
    expect(skill.description).toBe('A tabbed\tdescription. Use when testing tabs.');
    expect(skill.name).toBe('x');
  });

  test.each(['[a, b]: x', '{a: 1}: y', '? [x]\n: z', '? - a\n  - b\n: v'])(
    'a list or mapping key (%j) fails in PyYAML only',
    (line) => {
      const t = `---\nname: x\ndescription: Use when testing keys in YAML.\n${line}\n---\nbody\n`;
      expect(parseSkill(skillSnapshot(t), 'reference').hasFrontmatter).toBe(false);
      expect(parseSkill(skillSnapshot(t), 'calibrated').hasFrontmatter).toBe(true);
    },
  );

  test.each(['d: "x" b:', 'd: "x"b:'])('a scalar after a quoted one on its line (%j) fails in PyYAML only', (line) => {
    const t = `---\nname: x\n${line}\n---\nbody\n`;
    expect(parseSkill(skillSnapshot(t), 'reference').hasFrontmatter).toBe(false);
    expect(parseSkill(skillSnapshot(t), 'calibrated').hasFrontmatter).toBe(true);
  });
});

describe('agent tools', () => {
  const agent = (tools: string) =>
    new TextEncoder().encode(`---\ndescription: Reviews code for bugs.\ntools: ${tools}\n---\nbody\n`);

  test.each(['42', 'true', '{a: b}'])(
    'tools: %s is no tools to the reference method, an error to the calibrated one',
    (tools) => {
      expect(parseAgent('agents/a.md', agent(tools), 'reference').hasTools).toBe(false);
      expect(() => parseAgent('agents/a.md', agent(tools), 'calibrated')).toThrow(/tools/);
    },
  );

  test.each([
    ['[Read]', true],
    ['[]', false],
    ['Read, Grep', true],
    ["' , '", false],
  ])('tools: %s counts: %s (both methods)', (tools, has) => {
    expect(parseAgent('agents/a.md', agent(tools), 'reference').hasTools).toBe(has);
    expect(parseAgent('agents/a.md', agent(tools), 'calibrated').hasTools).toBe(has);
  });
});
