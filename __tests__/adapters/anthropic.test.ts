// The adapter: one limiter for the run, usage and cost per model, the result cache, and the
// structured-output path for models that refuse a forced tool call. Real SDK, loopback fake.
import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  asStructuredOutput,
  clampConcurrency,
  createLlmLayers,
  DEFAULT_MODELS,
  estimateCostUsd,
  PRICES,
  priceFor,
  type LlmSettings,
} from '../../src/adapters/anthropic.js';
import type { LayerResult } from '../../src/contract/types.js';
import {
  errorReply,
  routeByTool,
  schemaModel,
  startFakeAnthropic,
  textReply,
  toolReply,
  type FakeAnthropic,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
// Call counts here are those of the reference's methods; the measured ones are counted in
// __tests__/layers/triggering.test.ts and monteCarloMeasured.test.ts.
import { referenceSettings as llmSettings, makeSkill } from '../helpers/llmFixtures.js';

let fake: FakeAnthropic;
let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pe-llm-'));
});
afterEach(async () => {
  await fake?.close();
  await fsp.rm(dir, { recursive: true, force: true });
});

/** A cooperative model whose replies take a little while, so that calls overlap. */
function slowModel(delayMs: number) {
  const model = schemaModel();
  return async (request: Parameters<typeof model>[0]) => {
    const reply = await model(request);
    return reply ? { ...reply, delayMs } : undefined;
  };
}

describe('requests', () => {
  test('go to baseURL/v1/messages with the API key, through the SDK', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    await createLlmLayers(llmSettings(fake)).judge(makeSkill());
    for (const r of fake.requests) {
      expect(r.method).toBe('POST');
      expect(r.path).toBe('/v1/messages');
      // SDK 1.13 sends the key as a bearer token; older versions used x-api-key.
      expect(r.headers.authorization ?? `Bearer ${r.headers['x-api-key']}`).toBe('Bearer test-key');
      expect(r.headers['anthropic-version']).toBeDefined();
    }
  });
});

describe('concurrency', () => {
  test('one limiter for every call of the run, judge and Monte Carlo together', async () => {
    fake = await startFakeAnthropic({ router: slowModel(15) });
    const layers = createLlmLayers(llmSettings(fake, { concurrency: 3 }));
    const skill = makeSkill();
    await Promise.all([layers.judge(skill), layers.monteCarlo(skill, 30), layers.judge(makeSkill({ name: 'other' }))]);
    expect(fake.requests).toHaveLength(4 + 1 + 30 + 4);
    expect(fake.maxInFlight).toBe(3);
  });

  test('concurrency 1 sends one call at a time', async () => {
    fake = await startFakeAnthropic({ router: slowModel(5) });
    await createLlmLayers(llmSettings(fake, { concurrency: 1 })).judge(makeSkill());
    expect(fake.maxInFlight).toBe(1);
  });

  test('is clamped to 1–20', () => {
    expect(clampConcurrency(0)).toBe(1);
    expect(clampConcurrency(-3)).toBe(1);
    expect(clampConcurrency(50)).toBe(20);
    expect(clampConcurrency(7.4)).toBe(7);
    expect(clampConcurrency(Number.NaN)).toBe(4);
  });
});

describe('usage and cost', () => {
  test('usage() sums what the API reported, per model, with the cost from the price table', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const layers = createLlmLayers(llmSettings(fake));
    const skill = makeSkill({ body: 'Some body text. '.repeat(400) });
    const [judge, mc] = await Promise.all([layers.judge(skill), layers.monteCarlo(skill, 20)]);

    const expected: Record<string, { input: number; output: number; write: number; read: number; calls: number }> = {};
    for (const r of fake.requests) {
      const u = fake.usage.get(r.index)!;
      const e = (expected[r.body.model] ??= { input: 0, output: 0, write: 0, read: 0, calls: 0 });
      e.input += u.input_tokens;
      e.output += u.output_tokens;
      e.write += u.cache_creation_input_tokens;
      e.read += u.cache_read_input_tokens;
      e.calls += 1;
    }
    const usage = layers.usage();
    expect(Object.keys(usage).sort()).toEqual(Object.keys(expected).sort());
    for (const [model, e] of Object.entries(expected)) {
      const p = priceFor(model);
      expect(usage[model]).toMatchObject({
        input_tokens: e.input,
        output_tokens: e.output,
        cache_creation_input_tokens: e.write,
        cache_read_input_tokens: e.read,
        calls: e.calls,
      });
      const cost = (e.input * p.input + e.write * p.input * 1.25 + e.read * p.cacheRead + e.output * p.output) / 1e6;
      expect(usage[model]!.estimated_cost_usd).toBeCloseTo(cost, 12);
    }
    expect(usage[DEFAULT_MODELS.simulate]!.cache_read_input_tokens).toBeGreaterThan(0);
    // Each layer reports its own share in its metadata.
    const judgeUsage = judge.metadata.model_usage as Record<string, { calls: number }>;
    const mcUsage = mc.metadata.model_usage as Record<string, { calls: number }>;
    const calls = (u: Record<string, { calls: number }>) => Object.values(u).reduce((a, b) => a + b.calls, 0);
    expect(calls(judgeUsage)).toBe(4);
    expect(calls(mcUsage)).toBe(21);
  });

  test('usage is keyed and priced by the model the reply reports, not the one requested', async () => {
    const dated = (requested: string) => `${requested}-20261101`;
    fake = await startFakeAnthropic({ router: schemaModel(), reportedModel: dated });
    const layers = createLlmLayers(llmSettings(fake));
    const skill = makeSkill();
    const [judge, mc] = await Promise.all([layers.judge(skill), layers.monteCarlo(skill, 5)]);
    const requested = [...new Set(fake.requests.map((r) => String(r.body.model)))].sort();
    expect(requested.length).toBeGreaterThan(1);
    const usage = layers.usage();
    expect(Object.keys(usage).sort()).toEqual(requested.map(dated).sort());
    for (const layer of [judge, mc]) {
      for (const model of Object.keys(layer.metadata.model_usage as Record<string, unknown>))
        expect(requested.map(dated)).toContain(model);
    }
    for (const model of requested) {
      const u = usage[dated(model)]!;
      expect(u.calls).toBe(fake.requests.filter((r) => r.body.model === model).length);
      expect(u.estimated_cost_usd).toBeCloseTo(estimateCostUsd(dated(model), u), 12);
    }
  });

  test('price table: cache writes at 1.25× input and reads at 0.1× unless a model has its own; dated ids and unknown ids', () => {
    expect(PRICES['claude-haiku-4-5']).toEqual({ input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 });
    expect(PRICES['claude-sonnet-5']).toEqual({ input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 });
    expect(PRICES['claude-sonnet-5-5']!.cacheRead).toBe(0.1);
    expect(priceFor('claude-haiku-4-5-20251001')).toEqual(PRICES['claude-haiku-4-5']);
    expect(priceFor('claude-sonnet-5-5')).toEqual(PRICES['claude-sonnet-5-5']);
    // Unknown ids take their tier's current model; Fable and Mythos are not priced as Opus.
    expect(priceFor('claude-opus-9')).toEqual(PRICES['claude-opus-5-5']);
    expect(priceFor('claude-mythos-6')).toEqual(PRICES['claude-fable-5-1']);
    expect(priceFor('mystery-model')).toEqual(PRICES['claude-sonnet-5-5']);
    expect(PRICES['claude-fable-5-1']!.cacheRead).toBe(0.25);
    expect(PRICES['claude-fable-5']!.cacheRead).toBe(1);
    expect(
      estimateCostUsd('claude-haiku-4-5', {
        input_tokens: 1e6,
        output_tokens: 1e6,
        cache_creation_input_tokens: 1e6,
        cache_read_input_tokens: 1e6,
      }),
    ).toBeCloseTo(1 + 5 + 1.25 + 0.1, 12);
  });
});

describe('result cache', () => {
  const strip = (r: LayerResult) => ({ ...r, metadata: { ...r.metadata, cache: undefined } });

  test('a second run on an unchanged skill makes no call and gives the same result', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const skill = makeSkill({ references: ['guide.md'] });
    const first = createLlmLayers(llmSettings(fake, { cacheDir: dir }));
    const [judge1, mc1] = await Promise.all([first.judge(skill), first.monteCarlo(skill, 50)]);
    expect(fake.requests).toHaveLength(55);
    expect(judge1.metadata.cache).toBe('miss');
    expect(mc1.metadata.cache).toBe('miss');

    const second = createLlmLayers(llmSettings(fake, { cacheDir: dir }));
    const [judge2, mc2] = await Promise.all([second.judge(skill), second.monteCarlo(skill, 50)]);
    expect(fake.requests).toHaveLength(55);
    expect(judge2.metadata.cache).toBe('hit');
    expect(mc2.metadata.cache).toBe('hit');
    expect(strip(judge2)).toEqual(strip(judge1));
    expect(strip(mc2)).toEqual(strip(mc1));
    expect(second.usage()).toEqual({});
  });

  test('a changed skill, other references, another depth or another model is a miss', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const skill = makeSkill({ references: ['guide.md'] });
    await createLlmLayers(llmSettings(fake, { cacheDir: dir })).monteCarlo(skill, 10);
    expect(fake.requests).toHaveLength(11);
    const again = async (s: typeof skill, runs: number, extra: Partial<LlmSettings> = {}) => {
      const before = fake.requests.length;
      const r = await createLlmLayers(llmSettings(fake, { cacheDir: dir, ...extra })).monteCarlo(s, runs);
      return { calls: fake.requests.length - before, cache: r.metadata.cache };
    };
    expect(await again(skill, 10)).toEqual({ calls: 0, cache: 'hit' });
    expect(await again(makeSkill({ references: ['guide.md'], body: 'changed' }), 10)).toEqual({
      calls: 11,
      cache: 'miss',
    });
    expect(await again(makeSkill({ references: ['guide.md', 'more.md'] }), 10)).toEqual({ calls: 11, cache: 'miss' });
    expect(await again(skill, 12)).toEqual({ calls: 13, cache: 'miss' });
    expect(await again(skill, 10, { models: { ...DEFAULT_MODELS, simulate: 'claude-haiku-5-5' } })).toEqual({
      calls: 11,
      cache: 'miss',
    });
  });

  test('a result with an unmeasured dimension is not cached: the next run tries again', async () => {
    let failing = true;
    const good = schemaModel();
    fake = await startFakeAnthropic({
      router: (request) =>
        failing && wantedTool(request) === 'rate_scope_calibration'
          ? errorReply(500, { headers: { 'x-should-retry': 'false' } })
          : good(request),
    });
    const first = await createLlmLayers(llmSettings(fake, { cacheDir: dir })).judge(makeSkill());
    expect(first.metadata.unmeasured).toHaveLength(1);
    failing = false;
    const second = await createLlmLayers(llmSettings(fake, { cacheDir: dir })).judge(makeSkill());
    expect(fake.requests).toHaveLength(8);
    expect(second.metadata).toMatchObject({ cache: 'miss', unmeasured: [] });
    const third = await createLlmLayers(llmSettings(fake, { cacheDir: dir })).judge(makeSkill());
    expect(fake.requests).toHaveLength(8);
    expect(third.metadata.cache).toBe('hit');
  });

  test('an unwritable cache folder warns and still returns the result', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const blocker = path.join(dir, 'file');
    await fsp.writeFile(blocker, 'x');
    const warnings: string[] = [];
    const result = await createLlmLayers(
      llmSettings(fake, { cacheDir: path.join(blocker, 'cache'), warn: (m) => warnings.push(m) }),
    ).judge(makeSkill());
    expect(Object.keys(result.dimensions)).toHaveLength(4);
    expect(warnings.some((w) => w.startsWith('result cache: could not write'))).toBe(true);
  });
});

describe('models that refuse a forced tool call', () => {
  test('known ones get the schema as a JSON output format instead of a forced tool', async () => {
    fake = await startFakeAnthropic({
      router: (request) =>
        request.body.tool_choice?.type === 'tool'
          ? toolReply(request.body.tool_choice.name, { score: 0.5, f1: 0.5, rationale: 'r' })
          : textReply(JSON.stringify({ score: 0.25, rationale: 'structured' })),
    });
    const result = await createLlmLayers(
      llmSettings(fake, { models: { ...DEFAULT_MODELS, rubric: 'claude-sonnet-5-5' } }),
    ).judge(makeSkill());
    const rubric = fake.requests.filter((r) => r.body.model === 'claude-sonnet-5-5');
    expect(rubric).toHaveLength(3);
    for (const r of rubric) {
      expect(r.body.tool_choice).toBeUndefined();
      expect(r.body.tools).toBeUndefined();
      expect(r.body.output_config.format.type).toBe('json_schema');
      expect(r.body.output_config.format.schema.additionalProperties).toBe(false);
      // The skill block keeps its place and its cache marker.
      expect(r.body.messages[0].content[0].cache_control).toEqual({ type: 'ephemeral' });
    }
    expect(result.dimensions).toEqual({
      triggering_accuracy: 0.5,
      orchestration_fitness: 0.25,
      output_quality: 0.25,
      scope_calibration: 0.25,
    });
  });

  test('an unknown model that answers 400 to a forced tool is asked again with the JSON format, once per model', async () => {
    fake = await startFakeAnthropic({
      router: routeByTool(
        {
          report_triggering: () => toolReply('report_triggering', { f1: 1 }),
          rate_orchestration_fitness: () =>
            errorReply(400, {
              errorType: 'invalid_request_error',
              message: 'tool_choice: forced tool use is not supported for this model',
            }),
          rate_output_quality: () =>
            errorReply(400, {
              errorType: 'invalid_request_error',
              message: 'tool_choice: forced tool use is not supported for this model',
            }),
          rate_scope_calibration: () =>
            errorReply(400, {
              errorType: 'invalid_request_error',
              message: 'tool_choice: forced tool use is not supported for this model',
            }),
        },
        () => textReply('{"score": 0.75}'),
      ),
    });
    const result = await createLlmLayers(
      llmSettings(fake, { concurrency: 1, models: { ...DEFAULT_MODELS, rubric: 'claude-future-1' } }),
    ).judge(makeSkill());
    expect(result.dimensions).toEqual({
      triggering_accuracy: 1,
      orchestration_fitness: 0.75,
      output_quality: 0.75,
      scope_calibration: 0.75,
    });
    // With one call at a time, the first refusal is learnt: 1 triggering + 1 refused + 3 structured.
    expect(fake.requests).toHaveLength(5);
  });

  test('asStructuredOutput leaves requests without a forced tool alone', () => {
    const request = { model: 'm', max_tokens: 10, messages: [{ role: 'user' as const, content: 'hi' }] };
    expect(asStructuredOutput(request)).toBe(request);
  });
});
