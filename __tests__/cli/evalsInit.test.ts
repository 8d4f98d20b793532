// `plugin-eval evals init PATH` against the loopback fake: drafts a valid evals.json, never
// overwrites one without --force, and needs a key.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseEvalSuite } from '../../src/evals/parse.js';
import { startFakeAnthropic, toolReply, type FakeAnthropic, wantedTool } from '../helpers/fakeAnthropic.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

const CASES = [
  {
    prompt: 'Import users.csv into JSON',
    expected_output: 'Typed JSON records',
    expectations: ["The output shows 'id' as a number", 'Mentions the schema'],
  },
  {
    prompt: 'Validate orders.csv against schema.json',
    expected_output: 'A list of errors',
    expectations: ['Lists the rows that fail'],
  },
  { prompt: 'Clean dates in events.csv', expected_output: 'ISO dates', expectations: ['Dates are ISO 8601'] },
];

let fake: FakeAnthropic;
let tmp: string;
beforeEach(async () => {
  fake = await startFakeAnthropic({
    router: (r) => (wantedTool(r) === 'write_evals' ? toolReply('write_evals', { evals: CASES }) : undefined),
  });
  tmp = makeTree({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') });
});
afterEach(async () => {
  await fake.close();
  removeTree(tmp);
});

const env = () => ({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url });
const target = () => path.join(tmp, 'skills/csv-import/evals/evals.json');

test('drafts evals/evals.json that reads back as a valid suite', async () => {
  const run = await runCli(['evals', 'init', 'skills/csv-import'], { cwd: tmp, env: env() });
  expect(run.code).toBe(0);
  expect(run.stderr).toContain('3 drafted evals for csv-import');
  const text = readFileSync(target(), 'utf8');
  const { suite, findings } = parseEvalSuite('evals.json', new TextEncoder().encode(text), 'csv-import');
  expect(findings).toEqual([]);
  expect(suite?.cases.map((c) => c.prompt)).toEqual(CASES.map((c) => c.prompt));
  // The model read the skill, wrapped as untrusted text.
  const body = JSON.stringify(fake.calls()[0]!.body);
  expect(body).toContain('skill_under_evaluation');
  expect(body).toContain('Converts CSV files into typed JSON records');
});

test('never overwrites an existing file without --force', async () => {
  await runCli(['evals', 'init', 'skills/csv-import'], { cwd: tmp, env: env() });
  const again = await runCli(['evals', 'init', 'skills/csv-import'], { cwd: tmp, env: env() });
  expect(again.code).toBe(2);
  expect(again.stderr).toContain('already exists');
  expect(fake.calls()).toHaveLength(1);
  const forced = await runCli(['evals', 'init', 'skills/csv-import', '--force'], { cwd: tmp, env: env() });
  expect(forced.code).toBe(0);
  expect(fake.calls()).toHaveLength(2);
});

test('needs a key, and says so', async () => {
  const run = await runCli(['evals', 'init', 'skills/csv-import'], { cwd: tmp, env: {} });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('ANTHROPIC_API_KEY');
  expect(existsSync(target())).toBe(false);
});

test('a draft with too few usable cases is not written', async () => {
  await fake.close();
  fake = await startFakeAnthropic({ router: () => toolReply('write_evals', { evals: CASES.slice(0, 1) }) });
  const run = await runCli(['evals', 'init', 'skills/csv-import'], { cwd: tmp, env: env() });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('1 usable case');
  expect(existsSync(target())).toBe(false);
});
