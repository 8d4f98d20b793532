// Outages never count against the skill: a spend limit is not retried, a circuit breaker ends a
// run against an API that is down, and runs lost to transport failures are unmeasured, not failed.
import { CIRCUIT_BREAKER_FAILURES, createLlmLayers, isSpendLimit } from '../../src/adapters/anthropic.js';
import { errorReply, schemaModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { llmSettings, makeSkill } from '../helpers/llmFixtures.js';

let fake: FakeAnthropic;
afterEach(async () => {
  await fake?.close();
});

const spendLimit = () =>
  errorReply(429, { errorType: 'rate_limit_error', message: 'You have reached your monthly spend limit', headers: {} });

test("the API's spend-limit answers are recognised; an ordinary rate limit is not one", () => {
  expect(
    isSpendLimit(
      429,
      JSON.stringify({
        type: 'error',
        error: { type: 'rate_limit_error', message: 'x', details: { error_code: 'enforced_spend_limit_reached' } },
      }),
    ),
  ).toBe(true);
  expect(
    isSpendLimit(
      400,
      JSON.stringify({
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'You have reached your specified API usage limits. You will regain access on 2027-01-01.',
        },
      }),
    ),
  ).toBe(true);
  expect(isSpendLimit(402, '{}')).toBe(true);
  expect(
    isSpendLimit(
      429,
      JSON.stringify({
        type: 'error',
        error: {
          type: 'rate_limit_error',
          message: 'Number of request tokens has exceeded your per-minute rate limit',
        },
      }),
    ),
  ).toBe(false);
  expect(
    isSpendLimit(
      400,
      JSON.stringify({
        type: 'error',
        error: { type: 'invalid_request_error', message: 'max_tokens: field required' },
      }),
    ),
  ).toBe(false);
});

test('a spend-limit 429 is never retried, and no further call goes out', async () => {
  fake = await startFakeAnthropic({ router: () => spendLimit() });
  const layers = createLlmLayers(llmSettings(fake, { maxRetries: 4, concurrency: 1 }));
  const result = await layers.judge(makeSkill());
  // One attempt, then every other call of the run fails at once, without reaching the API.
  expect(fake.calls()).toHaveLength(1);
  expect(Object.keys(result.dimensions)).toEqual([]);
  const reasons = (result.metadata.unmeasured as Array<{ reason: string }>).map((u) => u.reason);
  expect(reasons.every((r) => /spend limit/.test(r))).toBe(true);
});

test('the circuit breaker stops a run against an API that is down after a bounded number of attempts', async () => {
  // Down, not busy: an overload (429, 503, 529) is waited out instead (modelTimeouts.test.ts).
  fake = await startFakeAnthropic({
    router: () => errorReply(502, { errorType: 'api_error', message: 'Bad gateway', headers: { 'retry-after': '0' } }),
  });
  const layers = createLlmLayers(llmSettings(fake, { maxRetries: 4, concurrency: 4 }));
  const skill = makeSkill();
  const [judge, mc] = await Promise.all([layers.judge(skill), layers.monteCarlo(skill, 50)]);
  // Without the breaker: ~90 calls × 5 attempts. With it: the attempts in flight when it opened, at most.
  expect(fake.calls().length).toBeLessThanOrEqual(CIRCUIT_BREAKER_FAILURES + 4 * 5);
  expect(Object.keys(judge.dimensions)).toEqual([]);
  expect(Object.keys(mc.dimensions)).toEqual([]);
  expect(JSON.stringify(judge.metadata.unmeasured)).toContain('circuit breaker open');
});

test('runs lost to transport failures are unmeasured: robustness stays what the answered runs say', async () => {
  const good = schemaModel({ text: 'A full answer that follows the skill. '.repeat(12) });
  let simulations = 0;
  fake = await startFakeAnthropic({
    router: (request) => {
      const simulation = request.body.tool_choice === undefined && !(request.body.tools ?? []).length;
      // Every fifth simulated run is lost to a server error (not retried here).
      if (simulation && simulations++ % 5 === 0) return errorReply(500, { headers: { 'x-should-retry': 'false' } });
      return good(request);
    },
  });
  const layers = createLlmLayers(llmSettings(fake, { maxRetries: 0, concurrency: 1 }));
  const skill = makeSkill();
  const [, mc] = await Promise.all([layers.judge(skill), layers.monteCarlo(skill, 20)]);
  const failure = mc.metadata.failure as { count: number; measured_runs: number; unmeasured_runs: number };
  expect(failure).toMatchObject({ count: 0, measured_runs: 16, unmeasured_runs: 4 });
  expect(mc.dimensions.robustness).toBe(1);
});

test('--budget-usd: no call whose estimated cost would pass the cap is sent, nor any after it; what was left is unmeasured', async () => {
  fake = await startFakeAnthropic({ router: schemaModel() });
  const warnings: string[] = [];
  const skill = makeSkill();
  // Enough for a few calls of a standard run, not for all 34.
  const layers = createLlmLayers(llmSettings(fake, { budgetUsd: 0.05, concurrency: 1, warn: (m) => warnings.push(m) }));
  const judge = await layers.judge(skill);
  const spent = Object.values(layers.usage()).reduce((s, u) => s + u.estimated_cost_usd, 0);
  expect(spent).toBeLessThanOrEqual(0.05);
  expect(fake.calls().length).toBeGreaterThan(0);
  expect(fake.calls().length).toBeLessThan(34);
  const unmeasured = judge.metadata.unmeasured as Array<{ reason: string }>;
  expect(unmeasured.length).toBeGreaterThan(0);
  expect(unmeasured.some((u) => /budget: --budget-usd 0\.05 reached/.test(u.reason))).toBe(true);
  expect(warnings.some((w) => /no further call is made/.test(w))).toBe(true);
});
