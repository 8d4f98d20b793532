// The CLI's wiring of the LLM layers: key and base URL from the environment, models, timeout and
// cache from the flags, against the loopback fake of the Messages API through the real SDK.
import { HELD_BACK_COUNT } from '../../src/layers/heldBack.js';
import * as path from 'node:path';
import { DEFAULT_MODELS } from '../../src/adapters/anthropic.js';
import { schemaModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

const KEY = 'sk-ant-test-key-0123456789';
let fake: FakeAnthropic;
let tmp: string;
beforeEach(async () => {
  fake = await startFakeAnthropic({ router: schemaModel({ number: 0.75 }) });
  tmp = makeTree({
    'skills/csv-import/SKILL.md': goodSkill('csv-import'),
    'plugin/.claude-plugin/plugin.json': '{"name":"p"}',
  });
});
afterEach(async () => {
  await fake.close();
  removeTree(tmp);
});

const env = () => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url });

test('score --depth standard runs the judge with the models from the flags and labels it Assessed', async () => {
  const r = await runCli(
    [
      'score',
      path.join(tmp, 'skills/csv-import'),
      '--depth',
      'standard',
      '--output',
      'json',
      '--model-prompt',
      'claude-haiku-test',
      '--model-rubric',
      'claude-sonnet-test',
      '--timeout',
      '30',
    ],
    { env: env() },
  );
  expect(r.code).toBe(0);
  const json = JSON.parse(r.stdout);
  expect(json.layers.map((l: { layer: string }) => l.layer)).toEqual(['static', 'judge']);
  expect(json.composite.confidence_label).toBe('Assessed');
  // 3 rubric assessments, and the measured triggering: 1 prompt writer + 10 labelled requests × 3 repetitions
  // put to the agent being simulated (the default simulate model).
  expect(fake.requests).toHaveLength(3 + 1 + 30 + 3 * HELD_BACK_COUNT);
  expect(new Set(fake.requests.map((q) => q.body.model))).toEqual(
    new Set(['claude-haiku-test', 'claude-sonnet-test', DEFAULT_MODELS.simulate]),
  );
  // The key from the environment (this SDK sends it as a bearer token), the per-call timeout from --timeout.
  for (const q of fake.requests) {
    expect([KEY, `Bearer ${KEY}`]).toContain(q.headers['x-api-key'] ?? q.headers.authorization);
    expect(q.headers['x-stainless-timeout']).toBe('30');
  }
  expect(Object.keys(json.model_usage).sort()).toEqual(
    ['claude-haiku-test', 'claude-sonnet-test', DEFAULT_MODELS.simulate].sort(),
  );
  expect(r.stderr).not.toMatch(/ANTHROPIC_API_KEY is not set/);
  expect(r.stdout + r.stderr).not.toContain(KEY);
});

test('certify runs the judge and 50 simulated runs with the simulate model, and the cache makes a rerun free', async () => {
  const cacheDir = path.join(tmp, 'cache');
  const args = [
    'certify',
    path.join(tmp, 'skills/csv-import'),
    '--output',
    'json',
    '--model-simulate',
    'claude-sim-test',
    '--cache-dir',
    cacheDir,
    '--no-early-stop',
  ];
  const first = await runCli(args, { env: env() });
  expect(first.code).toBe(0);
  const json = JSON.parse(first.stdout);
  expect(json.layers.map((l: { layer: string }) => l.layer)).toEqual(['static', 'judge', 'monte_carlo']);
  expect(json.composite.confidence_label).toBe('Certified');
  // The simulation model is the agent: it chooses from the catalogue (30 decisions, shared by both layers) and answers (50 replies).
  expect(fake.requests.filter((q) => q.body.model === 'claude-sim-test')).toHaveLength(80 + 3 * HELD_BACK_COUNT);
  // Judge (3 judges at deep): 3 × 3 rubric + 1 + 30 measured triggering;
  // Monte Carlo: 1 prompt writer + 50 replies + 10 gradings (activation from the measured triggering).
  expect(fake.requests).toHaveLength(40 + 3 * HELD_BACK_COUNT + 61);
  expect(json.config).toMatchObject({ method: 'calibrated', llm_method: 'measured', judges: 3 });

  const again = await runCli(args, { env: env() });
  expect(again.code).toBe(0);
  expect(fake.requests).toHaveLength(40 + 3 * HELD_BACK_COUNT + 61);
  expect(JSON.parse(again.stdout).composite.score).toBe(json.composite.score);
});

test('a plugin never calls the API, even with a key', async () => {
  const r = await runCli(['score', path.join(tmp, 'plugin'), '--depth', 'deep', '--output', 'json'], { env: env() });
  expect(r.code).toBe(0);
  expect(fake.requests).toHaveLength(0);
  expect(r.stderr).toMatch(/static layer only/);
});
