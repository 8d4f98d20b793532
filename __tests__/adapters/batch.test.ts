// Batch sweeps (issue 5): the LLM layers' calls through the Message Batches API of the loopback
// fake — gathered into a few batches, polled, answered at half the price; resumed from the state
// file after an interruption without paying twice; what a batch cannot answer sent directly.
import { HELD_BACK_COUNT } from '../../src/layers/heldBack.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createLlmLayers, estimateCostUsd, type LlmSettings } from '../../src/adapters/anthropic.js';
import { BATCH_PRICE_FACTOR } from '../../src/adapters/batch.js';
import type { LayerResult } from '../../src/contract/types.js';
import {
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeBatchOptions,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { llmSettings, makeSkill } from '../helpers/llmFixtures.js';

/** Calls of the two-skill deep sweep: per skill, judge 3 + 1 + 30 + held-back decisions, Monte Carlo 1 + 50 + 10. */
const SWEEP_CALLS = 2 * (34 + 3 * HELD_BACK_COUNT + 61);

let dir: string;
let stateFile: string;
let fake: FakeAnthropic;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pe-batch-'));
  stateFile = path.join(dir, 'state', 'batches.json');
});
afterEach(async () => {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const SKILLS = [
  makeSkill({ name: 'pdf-tables' }),
  makeSkill({ name: 'csv-report', description: 'Summarise CSV files. Use when asked for a CSV summary.' }),
];
/** An agent that loads a skill whose name its request mentions (schemaModel's prompts name the field, not the skill: few loads). */
const model = () => schemaModel({ text: 'A reply with the skill loaded. '.repeat(10) });

function batchSettings(
  extra: Partial<LlmSettings> = {},
  batch: Partial<NonNullable<LlmSettings['batch']>> = {},
): LlmSettings {
  return llmSettings(fake, { batch: { stateFile, pollIntervalMs: 2, idleMs: 20, ...batch }, ...extra });
}

/** Deep certification of both skills at once, as a sweep does. */
async function sweep(
  settings: LlmSettings,
): Promise<{ results: LayerResult[]; layers: ReturnType<typeof createLlmLayers> }> {
  const layers = createLlmLayers(settings);
  const results = (
    await Promise.all(SKILLS.map((s) => Promise.all([layers.judge(s), layers.monteCarlo(s, 50)])))
  ).flat();
  return { results, layers };
}

const directCalls = (f: FakeAnthropic) => f.requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages');
const strip = (r: LayerResult) => ({ ...r, metadata: { ...r.metadata, model_usage: undefined, cache: undefined } });

async function startFake(batches: FakeBatchOptions = {}) {
  fake = await startFakeAnthropic({ router: model(), batches });
}

describe('a sweep through batches', () => {
  test('every call goes in a batch (one per phase, not one per call), the results are those of direct calls, at half the price', async () => {
    await startFake();
    const statuses: string[] = [];
    const batched = await sweep(batchSettings({}, { onStatus: (m) => statuses.push(m) }));
    expect(directCalls(fake)).toHaveLength(0);
    // Per skill: judge 34 + held-back decisions + Monte Carlo 61 calls (its activation is the judge's measured triggering).
    expect(fake.batchItems).toHaveLength(SWEEP_CALLS);
    // Three phases, one batch each: prompt writers and assessments (2 × 5); catalogue decisions and
    // replies (2 × (30 + held-back + 50)); gradings (2 × 10).
    expect(fake.batches.map((b) => b.custom_ids.length)).toEqual([10, 2 * (30 + 3 * HELD_BACK_COUNT + 50), 20]);
    expect(batched.layers.batchStats()).toMatchObject({
      batches_submitted: fake.batches.length,
      requests_submitted: SWEEP_CALLS,
      succeeded: SWEEP_CALLS,
      not_answered: 0,
    });
    expect(statuses.some((s) => /^batch msgbatch_fake_1: \d+ call\(s\) submitted$/.test(s))).toBe(true);

    const batchedFake = fake;
    await startFake();
    const direct = await sweep(llmSettings(fake, { earlyStop: false }));
    expect(batched.results.map(strip)).toEqual(direct.results.map(strip));
    await batchedFake.close();

    // Cost: the batch price is half the direct price for the tokens the batch reported.
    let full = 0;
    for (const item of batchedFake.batchItems)
      full += estimateCostUsd(item.body.model, batchedFake.usage.get(item.index)!);
    const batchCost = Object.values(batched.layers.usage()).reduce((s, u) => s + u.estimated_cost_usd, 0);
    expect(batchCost).toBeCloseTo(full * BATCH_PRICE_FACTOR, 12);
  });

  test('a finished sweep run again with the same state file makes no call at all', async () => {
    await startFake();
    const first = await sweep(batchSettings());
    const calls = fake.requests.length;
    const again = await sweep(batchSettings());
    expect(fake.requests).toHaveLength(calls);
    expect(again.layers.batchStats()).toMatchObject({ batches_submitted: 0, resumed: SWEEP_CALLS });
    expect(again.results.map(strip)).toEqual(first.results.map(strip));
  });
});

describe('interrupted and resumed', () => {
  test('a sweep stopped while its first batch runs resumes from the state file: the batch is collected, not resubmitted, and nothing is paid twice', async () => {
    await startFake({ pollsUntilEnded: 100 });
    const stop = new AbortController();
    // The first run: interrupted once its first batch is recorded in the state file.
    void sweep(batchSettings({}, { signal: stop.signal }));
    for (let i = 0; i < 500 && fake.batches.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 500; i++) {
      try {
        if (Object.keys(JSON.parse(readFileSync(stateFile, 'utf8')).batches).length === 1) break;
      } catch {
        // not written yet
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    stop.abort();
    const firstBatch = fake.batches[0]!;
    expect(fake.batches).toHaveLength(1);
    expect(firstBatch.ended).toBe(false);

    const statuses: string[] = [];
    const resumed = await sweep(batchSettings({}, { onStatus: (m) => statuses.push(m) }));
    expect(statuses[0]).toMatch(/0 result\(s\) kept, 1 batch\(es\) still to collect/);
    expect(directCalls(fake)).toHaveLength(0);
    // Every call was asked exactly once over both runs.
    expect(fake.batchItems).toHaveLength(SWEEP_CALLS);
    expect(resumed.layers.batchStats()!.requests_submitted).toBe(SWEEP_CALLS - firstBatch.custom_ids.length);
    for (const r of resumed.results)
      expect(r.metadata.unmeasured).toEqual(r.layer === 'judge' ? [] : expect.any(Array));
    expect(resumed.results.every((r) => Object.keys(r.dimensions).length > 0)).toBe(true);
  });

  test('an unreadable state file is replaced, said so', async () => {
    await startFake();
    rmSync(path.dirname(stateFile), { recursive: true, force: true });
    await import('node:fs').then((fs) => fs.mkdirSync(path.dirname(stateFile), { recursive: true }));
    writeFileSync(stateFile, '{ not json');
    const statuses: string[] = [];
    const layers = createLlmLayers(batchSettings({}, { onStatus: (m) => statuses.push(m) }));
    const judge = await layers.judge(SKILLS[0]!);
    expect(judge.metadata.unmeasured).toEqual([]);
    expect(statuses[0]).toMatch(/is not a plugin-eval batch state; starting afresh/);
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).version).toBe(1);
  });
});

describe('what a batch cannot answer goes direct', () => {
  test('errored, expired and canceled items are sent as direct calls; the layers are complete', async () => {
    let n = 0;
    const failures = ['errored', 'expired', 'canceled'] as const;
    await startFake({
      itemFailure: (item) => (wantedTool(item) === 'rate_scope_calibration' ? failures[n++ % 3] : undefined),
    });
    const layers = createLlmLayers(batchSettings());
    const results = await Promise.all(SKILLS.map((s) => layers.judge(s)));
    expect(directCalls(fake).map((r) => wantedTool(r))).toEqual(['rate_scope_calibration', 'rate_scope_calibration']);
    for (const r of results) expect(r.metadata.unmeasured).toEqual([]);
    expect(layers.batchStats()).toMatchObject({ not_answered: 2 });
    // The direct calls are billed at the full price.
    const usage = layers.usage();
    const answered = fake.calls().filter((r) => fake.usage.has(r.index));
    expect(answered).toHaveLength(fake.calls().length - 2);
    const expected = answered.reduce(
      (s, r) =>
        s +
        estimateCostUsd(r.body.model, fake.usage.get(r.index)!) *
          (r.path.startsWith('batch:') ? BATCH_PRICE_FACTOR : 1),
      0,
    );
    expect(Object.values(usage).reduce((s, u) => s + u.estimated_cost_usd, 0)).toBeCloseTo(expected, 12);
  });

  test('batch creation refused (a proxy without batches): one attempt, then the whole run goes direct', async () => {
    await startFake({ createStatus: 404 });
    const statuses: string[] = [];
    const { results, layers } = await sweep(batchSettings({}, { onStatus: (m) => statuses.push(m) }));
    expect(fake.requests.filter((r) => r.path === '/v1/messages/batches')).toHaveLength(1);
    expect(directCalls(fake)).toHaveLength(SWEEP_CALLS);
    expect(results.every((r) => (r.metadata.unmeasured as unknown[]).length === 0)).toBe(true);
    expect(statuses.some((s) => s.includes('batch not submitted') && s.includes('and the rest of the run too'))).toBe(
      true,
    );
    expect(layers.batchStats()).toMatchObject({ batches_submitted: 0, not_answered: SWEEP_CALLS });
  });
});
