// Without a deadline, a model API that never answers or stays overloaded does not hold the run:
// each call has its own timeout, scaled to its max_tokens, and an overload is waited out with
// backoff and jitter within a bounded time. Through the real SDK against the loopback fake, with
// the schedules' units lowered (PLUGIN_EVAL_MODEL_TIMEOUT_UNIT_MS, PLUGIN_EVAL_OVERLOAD_UNIT_MS) so
// that minutes become milliseconds. Counts and reasons are asserted, not wall times.
import { afterEach, expect, test } from '@jest/globals';
import { CIRCUIT_BREAKER_TIMEOUTS, createLlmLayers } from '../../src/adapters/anthropic.js';
import {
  answerTimeoutMs,
  MODEL_TIMEOUT_UNIT_ENV,
  Overload,
  OVERLOAD_FIRST_WAIT_S,
  OVERLOAD_MAX_WAIT_S,
  OVERLOAD_PATIENCE_S,
  OVERLOAD_UNIT_ENV,
} from '../../src/adapters/modelTiming.js';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import {
  errorReply,
  hangReply,
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeRouter,
} from '../helpers/fakeAnthropic.js';
import { llmSettings, makeSkill } from '../helpers/llmFixtures.js';

let fake: FakeAnthropic | null = null;
const saved = {
  [MODEL_TIMEOUT_UNIT_ENV]: process.env[MODEL_TIMEOUT_UNIT_ENV],
  [OVERLOAD_UNIT_ENV]: process.env[OVERLOAD_UNIT_ENV],
};
afterEach(async () => {
  await fake?.close();
  fake = null;
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Layers with no fixed timeout (each call its own) and `unitMs` milliseconds per second of both schedules. */
async function layersAgainst(router: FakeRouter, unitMs: number, extra: Parameters<typeof llmSettings>[1] = {}) {
  process.env[MODEL_TIMEOUT_UNIT_ENV] = String(unitMs);
  process.env[OVERLOAD_UNIT_ENV] = String(unitMs);
  fake = await startFakeAnthropic({ router });
  return createLlmLayers(llmSettings(fake, { timeoutMs: undefined, maxRetries: 1, ...extra }));
}

const overloaded = () =>
  errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: { 'retry-after': '0' } });

test('a call timeout grows with the answer it may write', () => {
  expect(answerTimeoutMs(512, 1000)).toBeLessThan(answerTimeoutMs(4096, 1000));
  expect(answerTimeoutMs(4096, 1000)).toBeLessThan(answerTimeoutMs(8192, 1000));
  // Minutes, not hours, for the largest answers the layers ask for.
  expect(answerTimeoutMs(8192 + 8192, 1000)).toBeLessThan(10 * 60_000);
  expect(answerTimeoutMs(512, 10)).toBe(Math.ceil(answerTimeoutMs(512, 1000) / 100));
});

test('overload waits: exponential with jitter in the upper half, capped, at least the retry-after, none past the patience', () => {
  let clock = 0;
  const low = new Overload(
    1000,
    () => 0,
    () => clock,
  );
  const high = new Overload(
    1000,
    () => 0.999999,
    () => clock,
  );
  for (const o of [low, high]) o.seen();
  expect(low.nextWaitMs(0, null, 0)).toBe(500);
  expect(high.nextWaitMs(0, null, 0)).toBeCloseTo(1000, 0);
  expect(low.nextWaitMs(3, null, 0)).toBe(4000);
  expect(low.nextWaitMs(20, null, 0)).toBe((OVERLOAD_MAX_WAIT_S * 1000) / 2);
  expect(low.nextWaitMs(0, 7, 0)).toBe(7000);
  expect(low.nextWaitMs(0, 3600, 0)).toBe(OVERLOAD_MAX_WAIT_S * 1000);
  clock = OVERLOAD_PATIENCE_S * 1000 - 400;
  // The run has been overloaded for the patience: even a call meeting its first overload now does not wait.
  expect(low.nextWaitMs(0, null, clock)).toBeNull();
  // Another call was answered: the run is no longer overloaded, but a call overloaded all along has waited enough.
  low.over();
  expect(low.nextWaitMs(0, null, 0)).toBeNull();
  expect(low.nextWaitMs(0, null, clock)).toBe(OVERLOAD_FIRST_WAIT_S * 500);
});

test('an API that accepts the connection and never replies: every call times out on its own, and the layer is unmeasured', async () => {
  const unit = 5;
  const layers = await layersAgainst(() => hangReply, unit);
  const result = await layers.judge(makeSkill());

  expect(fake!.calls().length).toBeGreaterThan(0);
  // Two timeouts in a row and the breaker opens: only the attempts already in flight (4 at a time) went out.
  expect(fake!.calls().length).toBeLessThanOrEqual(CIRCUIT_BREAKER_TIMEOUTS + 4);
  expect(result.dimensions).toEqual({});
  const reasons = (result.metadata.unmeasured as Array<{ dimension: string; reason: string }>).map((u) => u.reason);
  expect(reasons).toHaveLength(JUDGE_DIMENSIONS.length);
  // Each call's timeout is its own: the one its max_tokens gives.
  const timeouts = new Set(fake!.calls().map((c) => `timeout after ${answerTimeoutMs(c.body.max_tokens, unit)} ms`));
  expect(reasons.some((r) => /timeout after/.test(r))).toBe(true);
  for (const reason of reasons) {
    const timedOut = /timeout after \d+ ms/.exec(reason)?.[0];
    if (timedOut) expect([...timeouts]).toContain(timedOut);
    else expect(reason).toContain(`circuit breaker open after ${CIRCUIT_BREAKER_TIMEOUTS} consecutive timeouts`);
  }
}, 30_000);

test('a burst of twenty 529s with retry-after 0 is waited out: everything is measured', async () => {
  let left = 20;
  const model = schemaModel();
  const layers = await layersAgainst((request) => (left-- > 0 ? overloaded() : model(request)), 20);
  const result = await layers.judge(makeSkill());

  expect(fake!.requests.filter((r) => r.index < 20)).toHaveLength(20);
  expect(fake!.requests.length).toBeGreaterThan(20);
  expect(result.metadata.unmeasured).toEqual([]);
  expect(Object.keys(result.dimensions).sort()).toEqual([...JUDGE_DIMENSIONS].sort());
}, 30_000);

test('an overload that never ends is waited out for the patience; then each call is tried once and left unmeasured', async () => {
  const layers = await layersAgainst(() => overloaded(), 2, { method: 'reference' });
  const result = await layers.judge(makeSkill());

  // The reference judge makes 4 calls: each was tried again and again while the patience lasted.
  expect(fake!.requests.length).toBeGreaterThan(4 * 2);
  expect(result.dimensions).toEqual({});
  const reasons = (result.metadata.unmeasured as Array<{ reason: string }>).map((u) => u.reason);
  expect(reasons).toHaveLength(JUDGE_DIMENSIONS.length);
  for (const reason of reasons) expect(reason).toBe('HTTP 529 Overloaded');
  // The patience is spent: no call waits any more (one try each) until a call is answered.
  const sent = fake!.requests.length;
  const again = await layers.judge(makeSkill({ name: 'another' }));
  expect(fake!.requests.length - sent).toBe(4);
  expect(JSON.stringify(again.metadata.unmeasured)).toContain('HTTP 529 Overloaded');
}, 30_000);
