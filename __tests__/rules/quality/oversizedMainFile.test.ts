import { oversizedMainFile } from '../../../src/rules/quality/oversizedMainFile.js';
import { qualitySignals } from '../../helpers/qualitySkill.js';

const FRONT = '---\nname: s\ndescription: Calls the Billing API. Use when a task reads or changes billing data.\n---\n';
const body = (bytes: number) =>
  'Call the endpoint and report the result.\n'.repeat(Math.ceil(bytes / 41)).slice(0, bytes);

describe('OVERSIZED_MAIN_FILE', () => {
  test('a body within 5,000 tokens (20,000 bytes) is not flagged', async () => {
    expect(await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + body(19_990) })).toEqual([]);
  });

  test('the amount is the thousands of tokens over the budget', async () => {
    const files = {
      'SKILL.md': `${FRONT}See [the API](references/api.md) for every endpoint.\n${body(40_000)}`,
      'references/api.md': 'GET /invoices lists the invoices of an account, newest first, fifty to a page.\n',
    };
    const [s, ...more] = await qualitySignals(oversizedMainFile, files);
    expect(more).toEqual([]);
    expect(s.amount).toBeCloseTo(5.01, 1);
    expect(s.fact).toMatch(/about 10,0\d\d tokens \(40,\d+ bytes ÷ 4\), 5,0\d\d over the budget of 5,000$/);
  });

  test('a main file that links no file of its own counts twice', async () => {
    const [s] = await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + body(40_000) });
    expect(s.amount).toBeCloseTo(10, 2);
    expect(s.fact).toMatch(/5,000 over the budget of 5,000, and it links no file of its own/);
  });

  test('long lines weigh what short ones do: re-wrapping changes nothing', async () => {
    const wrapped = body(30_000);
    const unwrapped = wrapped.replace(/\n/g, ' ');
    const [a] = await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + wrapped });
    const [b] = await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + unwrapped });
    expect(a.amount).toBeCloseTo(b.amount, 2);
  });

  test('the frontmatter and linked files do not count', async () => {
    const files = { 'SKILL.md': `${FRONT}See [the API](references/api.md).\n`, 'references/api.md': body(60_000) };
    expect(await qualitySignals(oversizedMainFile, files)).toEqual([]);
  });

  test('padding is not weight: a table aligned with spaces and long separators counts as a compact one', async () => {
    const compact = '| a | b |\n|---|---|\n' + '| x | y |\n'.repeat(3000);
    const aligned = '| a        | b        |\n| -------- | -------- |\n' + '| x        | y        |\n'.repeat(3000);
    const [a] = await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + compact });
    const [b] = await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + aligned });
    expect(b.amount).toBeCloseTo(a.amount, 1);
  });

  test('bytes, not characters: text outside ASCII weighs more', async () => {
    const [s] = await qualitySignals(oversizedMainFile, { 'SKILL.md': FRONT + '日本語のテキスト。\n'.repeat(1000) });
    expect(s.amount).toBeCloseTo((2 * (28_000 / 4 - 5000)) / 1000, 2);
  });
});
