import { hollowMainFile } from '../../../src/rules/quality/hollowMainFile.js';
import { qualitySignals } from '../../helpers/qualitySkill.js';

const FRONT =
  '---\nname: s\ndescription: Deploys the web service. Use when asked to deploy or roll back.\n---\n\n# Deploy\n\n';
/** `n` numbered steps, each a distinct line of about 70 characters. */
const steps = (n: number, what = 'step') =>
  Array.from(
    { length: n },
    (_, i) => `${i + 1}. Do the ${what} number ${i + 1} and check its output before going on.`,
  ).join('\n');

describe('HOLLOW_MAIN_FILE', () => {
  test('a stub pointing at one generic file that holds the skill is flagged at the pointer', async () => {
    const files = {
      'SKILL.md': `${FRONT}This skill deploys the service.\n\nSee [REFERENCE.md](REFERENCE.md) for the full instructions.\n`,
      'REFERENCE.md': `# Deploying\n\n${steps(40)}\n`,
    };
    const [s, ...more] = await qualitySignals(hollowMainFile, files);
    expect(more).toEqual([]);
    expect(s.line).toBe(10);
    expect(s.amount).toBeGreaterThan(0.8);
    expect(s.amount).toBeLessThanOrEqual(1);
    expect(s.fact).toMatch(/SKILL.md holds 2 lines of its own; 9\d % of the skill's text is in s\/REFERENCE.md/);
  });

  test.each([
    ['a generic file name', 'Steps: [references/details.md](references/details.md).', 'references/details.md'],
    ['a generic link text', 'Read [the full guide](docs/deploy.md) first.', 'docs/deploy.md'],
    ['generic wording', 'See `deploy-steps.md` for more.', 'deploy-steps.md'],
  ])('%s is a generic pointer', async (_name, pointer, file) => {
    const files = { 'SKILL.md': `${FRONT}${pointer}\n`, [file]: steps(30) };
    expect(await qualitySignals(hollowMainFile, files)).toHaveLength(1);
  });

  test('a specific pointer is not: one sub-task in its own file', async () => {
    const files = {
      'SKILL.md': `${FRONT}To roll back, follow [rollback.md](rollback.md).\n`,
      'rollback.md': steps(30),
    };
    expect(await qualitySignals(hollowMainFile, files)).toEqual([]);
  });

  test('a lean SKILL.md linking several specific files is progressive disclosure, not hollow', async () => {
    const files = {
      'SKILL.md': `${FRONT}${steps(5)}\n\nMigrations: [references/migrations.md](references/migrations.md).\nRollback: [references/rollback.md](references/rollback.md).\nMore in [references/reference.md](references/reference.md).\n`,
      'references/migrations.md': steps(12, 'migration'),
      'references/rollback.md': steps(12, 'rollback'),
      'references/reference.md': steps(12, 'check'),
    };
    expect(await qualitySignals(hollowMainFile, files)).toEqual([]);
  });

  test('a SKILL.md with a workflow of its own is not hollow, whatever it links', async () => {
    const files = {
      'SKILL.md': `${FRONT}${steps(40)}\n\nSee [REFERENCE.md](REFERENCE.md) for more.\n`,
      'REFERENCE.md': steps(200),
    };
    expect(await qualitySignals(hollowMainFile, files)).toEqual([]);
  });

  test('the amount falls as SKILL.md holds more of its own', async () => {
    const amount = async (own: number) => {
      const files = {
        'SKILL.md': `${FRONT}${steps(own)}\n\nSee [REFERENCE.md](REFERENCE.md) for more.\n`,
        'REFERENCE.md': steps(100),
      };
      return (await qualitySignals(hollowMainFile, files))[0]?.amount ?? 0;
    };
    const [a, b, c] = [await amount(2), await amount(15), await amount(30)];
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    expect(c).toBeGreaterThan(0);
  });

  test('headings, rules and table separators are not substance', async () => {
    const scaffold = '## A\n\n---\n\n| x | y |\n|---|---|\n'.repeat(30);
    const files = {
      'SKILL.md': `${FRONT}${scaffold}\nSee [REFERENCE.md](REFERENCE.md) for more.\n`,
      'REFERENCE.md': steps(30),
    };
    const [s] = await qualitySignals(hollowMainFile, files);
    expect(s.fact).toMatch(/holds 31 lines of its own/);
  });
});
