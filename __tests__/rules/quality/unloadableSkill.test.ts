import { unloadableSkill } from '../../../src/rules/quality/unloadableSkill.js';
import { qualitySignals } from '../../helpers/qualitySkill.js';

const BODY = '\n# API workflow\n\n1. Open the workflow in the designer.\n2. Publish it.\n';
const signals = (text: string) => qualitySignals(unloadableSkill, { 'SKILL.md': text });
const total = async (text: string) => (await signals(text)).reduce((sum, s) => sum + s.amount, 0);

describe('UNLOADABLE_SKILL', () => {
  test('a skill with a name and a description string is loadable', async () => {
    expect(await signals(`---\nname: s\ndescription: Builds API workflows. Use when asked to.\n---\n${BODY}`)).toEqual(
      [],
    );
  });

  test('no frontmatter: a fragment, the full amount, on line 1', async () => {
    expect(await signals(`<!-- replace: rule-19 -->\n19. Use the designer.\n`)).toEqual([
      { amount: 1, fact: expect.stringMatching(/no frontmatter/), line: 1 },
    ]);
  });

  test.each([
    ['no description', '---\nname: s\n---\n'],
    ['an empty description', '---\nname: s\ndescription: ""\n---\n'],
    ['no name and no description', '---\nlicense: MIT\n---\n'],
  ])('%s: the full amount', async (_name, front) => {
    expect(await total(front + BODY)).toBe(1);
  });

  test('a missing description is reported at the frontmatter', async () => {
    const [s] = await signals('---\nname: s\nlicense: MIT\n---\n' + BODY);
    expect(s).toEqual({ amount: 1, fact: 'The description is missing', line: 1 });
  });

  test('a missing name alone costs half: Claude Code falls back to the folder name', async () => {
    expect(await total('---\ndescription: Builds API workflows. Use when asked to.\n---\n' + BODY)).toBe(0.5);
  });
});
