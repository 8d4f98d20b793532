// The Monte Carlo layer through the real SDK against the loopback fake Messages API, with the
// reference's methods (activation = a non-empty reply, quality = reply length). The measured
// methods are in monteCarloMeasured.test.ts.
import { CIRCUIT_BREAKER_FAILURES, createLlmLayers, DEFAULT_MODELS } from '../../../../src/adapters/anthropic.js';
import { fallbackPrompts, firstSentence, MC_PROMPT_COUNT } from '../../../../src/layers/llm/monteCarlo/index.js';
import {
  bootstrapMeanInterval,
  clopperPearson,
  coefficientOfVariation,
  median,
  wilson,
} from '../../../../src/stats/stats.js';
import {
  errorReply,
  routeByTool,
  schemaModel,
  startFakeAnthropic,
  textReply,
  toolReply,
  type FakeAnthropic,
  type FakeReply,
  type RecordedRequest,
  wantedTool,
} from '../../../helpers/fakeAnthropic.js';
import { referenceSettings as llmSettings, makeSkill } from '../../../helpers/llmFixtures.js';

const PROMPTS = Array.from({ length: MC_PROMPT_COUNT }, (_, i) => `prompt number ${i + 1}`);
const isSimulation = (r: RecordedRequest) => r.body.tools === undefined;
/** The user request of a simulated run (the block after the skill block). */
const promptOf = (r: RecordedRequest): string =>
  String(r.body.messages[0].content[1].text).replace(/^User request:\n/, '');

let fake: FakeAnthropic;
afterEach(async () => {
  await fake?.close();
});

describe('call counts', () => {
  test.each([
    ['deep', 50],
    ['thorough', 100],
  ])('%s: 4 judge calls + 1 prompt-writing call + %i runs', async (_depth, runs) => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const layers = createLlmLayers(llmSettings(fake));
    const skill = makeSkill();
    const [judge, mc] = await Promise.all([layers.judge(skill), layers.monteCarlo(skill, runs)]);
    expect(fake.requests).toHaveLength(4 + 1 + runs);
    expect(fake.requests.filter((r) => wantedTool(r) === 'write_prompts')).toHaveLength(1);
    expect(fake.requests.filter(isSimulation)).toHaveLength(runs);
    expect(judge.metadata.unmeasured).toEqual([]);
    expect(mc.metadata.runs).toBe(runs);
    expect((mc.metadata.activation as { count: number }).count).toBe(runs);
  });
});

describe('prompts', () => {
  test("the model's 15 prompts repeat to N runs; each run sends the whole SKILL.md as a cacheable block", async () => {
    fake = await startFakeAnthropic({
      router: routeByTool({ write_prompts: () => toolReply('write_prompts', { prompts: PROMPTS }) }, () =>
        textReply('x'.repeat(600)),
      ),
    });
    const skill = makeSkill();
    const result = await createLlmLayers(llmSettings(fake)).monteCarlo(skill, 50);

    const writer = fake.requests.find((r) => wantedTool(r) === 'write_prompts')!;
    expect(writer.body.model).toBe(DEFAULT_MODELS.prompt);
    expect(JSON.stringify(writer.body.messages)).toContain(skill.description);
    expect(JSON.stringify(writer.body.messages)).not.toContain('Find the tables');

    const runs = fake.requests.filter(isSimulation);
    const counts = new Map<string, number>();
    for (const run of runs) counts.set(promptOf(run), (counts.get(promptOf(run)) ?? 0) + 1);
    // 50 = 3 × 15 + 5: the first five prompts run four times, the others three.
    expect([...counts.entries()].sort()).toEqual(PROMPTS.map((p, i) => [p, i < 5 ? 4 : 3] as [string, number]).sort());
    for (const run of runs) {
      expect(run.body.model).toBe(DEFAULT_MODELS.simulate);
      const [block] = run.body.messages[0].content;
      expect(block.text).toBe(`<skill_under_evaluation>\n${skill.text}\n</skill_under_evaluation>`);
      expect(block.cache_control).toEqual({ type: 'ephemeral' });
      expect(String(run.body.system)).not.toContain(skill.description);
    }
    expect(result.metadata.prompts).toMatchObject({ source: 'model', count: 15 });
  });

  test('when prompt writing fails, 15 fixed templates from the name and first sentence of the description', async () => {
    fake = await startFakeAnthropic({
      router: routeByTool({ write_prompts: () => textReply('Sure! Here are some prompts: 1. do a thing') }, () =>
        textReply('ok'),
      ),
    });
    const warnings: string[] = [];
    const skill = makeSkill({ description: 'Extract tables from PDF files into CSV. Use when asked about PDFs.' });
    const result = await createLlmLayers(llmSettings(fake, { warn: (m) => warnings.push(m) })).monteCarlo(skill, 30);
    const sent = new Set(fake.requests.filter(isSimulation).map(promptOf));
    const templates = fallbackPrompts(skill.name, skill.description);
    expect(templates).toHaveLength(15);
    expect(new Set(templates).size).toBe(15);
    expect(sent).toEqual(new Set(templates));
    for (const t of templates) expect(t).toContain('Extract tables from PDF files into CSV.');
    expect(templates.some((t) => t.includes(skill.name))).toBe(true);
    expect(result.metadata.prompts).toMatchObject({ source: 'fallback', reason: 'bad JSON' });
    expect(
      warnings.some(
        (w) => w === 'skills/pdf-tables: monte carlo prompt writing failed (bad JSON); using 15 fixed templates',
      ),
    ).toBe(true);
  });

  test('firstSentence', () => {
    expect(firstSentence('Does X. Then Y.', 'n')).toBe('Does X.');
    expect(firstSentence('  Version 1.2 parser! Use it.', 'n')).toBe('Version 1.2 parser!');
    expect(firstSentence('no full stop here', 'n')).toBe('no full stop here');
    expect(firstSentence('', 'my-skill')).toBe('the my-skill skill');
  });
});

describe('per-run outcomes and statistics', () => {
  // One scripted behaviour per prompt; prompts repeat, so each behaviour occurs a known number of times.
  const behaviours: Array<(attempt: number) => FakeReply> = [
    () => textReply(''), // not activated
    () => textReply('', { stop_reason: 'refusal' }), // errored (model)
    () => errorReply(400, { errorType: 'invalid_request_error', message: 'prompt is too long' }), // errored, as the reference counts it
    () => textReply('y'.repeat(900), { stop_reason: 'max_tokens' }), // activated, truncated, quality 1
    ...Array.from({ length: 11 }, (_, i) => () => textReply('z'.repeat(40 * (i + 1)))), // quality 0.08 … 0.88
  ];

  test('activation, quality, failure and tokens follow spec §7, with their intervals', async () => {
    fake = await startFakeAnthropic({
      router: routeByTool({ write_prompts: () => toolReply('write_prompts', { prompts: PROMPTS }) }, (request) => {
        const index = PROMPTS.indexOf(promptOf(request));
        return behaviours[index]!(0);
      }),
    });
    const warnings: string[] = [];
    const runs = 45; // each of the 15 behaviours three times
    const result = await createLlmLayers(llmSettings(fake, { warn: (m) => warnings.push(m) })).monteCarlo(
      makeSkill(),
      runs,
    );

    // What the fake saw and reported, run by run: the test's own record of the truth.
    const simulations = fake.requests.filter(isSimulation);
    expect(simulations).toHaveLength(runs);
    const answered = simulations.filter((r) => fake.usage.has(r.index));
    const tokensOf = (r: RecordedRequest) => {
      const u = fake.usage.get(r.index)!;
      return u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens;
    };
    const kind = (r: RecordedRequest) => PROMPTS.indexOf(promptOf(r));
    const activated = simulations.filter((r) => kind(r) >= 3);
    // The refusals and the HTTP 400s: errored, not activated, no quality, no tokens.
    const errored = simulations.filter((r) => kind(r) === 1 || kind(r) === 2);
    const measured = runs;
    const qualities = activated.map((r) => (kind(r) === 3 ? 1 : Math.min(1, (40 * (kind(r) - 3)) / 500)));
    const tokens = answered.filter((r) => kind(r) !== 1).map(tokensOf);

    expect(activated).toHaveLength(36);
    expect(errored).toHaveLength(6);
    expect(measured).toBe(45);
    const activationRate = 36 / 45;
    const failureRate = 6 / 45;
    const qualityMean = qualities.reduce((a, b) => a + b, 0) / qualities.length;
    const cv = coefficientOfVariation(qualities);
    const efficiency = Math.max(0, 1 - median(tokens) / 8000);

    expect(result.dimensions.triggering_accuracy).toBeCloseTo(activationRate, 12);
    expect(result.dimensions.output_quality).toBeCloseTo(qualityMean, 12);
    expect(result.dimensions.robustness).toBeCloseTo(1 - failureRate, 12);
    expect(result.dimensions.token_efficiency).toBeCloseTo(efficiency, 12);
    expect(result.score).toBeCloseTo(
      0.4 * activationRate + 0.3 * (1 - Math.min(1, cv)) + 0.2 * (1 - failureRate) + 0.1 * efficiency,
      12,
    );
    // sub_scores under the reference's names, nothing else (tools reading its JSON rely on them).
    expect(Object.keys(result.sub_scores).sort()).toEqual([
      'failure_rate',
      'output_consistency',
      'token_efficiency',
      'triggering',
    ]);
    expect(result.sub_scores.triggering).toBeCloseTo(activationRate, 12);
    expect(result.sub_scores.output_consistency).toBeCloseTo(1 - Math.min(1, cv), 12);
    expect(result.sub_scores.failure_rate).toBeCloseTo(failureRate, 12);
    expect(result.sub_scores.token_efficiency).toBeCloseTo(efficiency, 12);

    // Both intervals over all 45 runs, as the reference reports them.
    const wilsonCi = wilson(36, 45);
    const cp = clopperPearson(6, 45);
    expect(result.dimension_ci?.triggering_accuracy).toEqual(wilsonCi);
    expect(result.dimension_ci?.robustness).toEqual([1 - cp[1], 1 - cp[0]]);
    // The layer keeps runs in run order (run i asks prompt i mod 15), so its bootstrap sees the
    // qualities in that order; the same seeded bootstrap over them gives the same interval.
    const inRunOrder = Array.from({ length: runs }, (_, i) => i % 15)
      .filter((k) => k >= 3)
      .map((k) => (k === 3 ? 1 : Math.min(1, (40 * (k - 3)) / 500)));
    expect(result.dimension_ci?.output_quality).toEqual(bootstrapMeanInterval(inRunOrder));
    expect(result.metadata).toMatchObject({
      activation: { count: 36, ci_lower: wilsonCi[0], ci_upper: wilsonCi[1], method: 'wilson' },
      failure: { count: 6, ci_lower: cp[0], ci_upper: cp[1], method: 'clopper-pearson' },
      quality: { n: 36, method: 'percentile bootstrap', resamples: 1000 },
      tokens: { n: tokens.length, median: median(tokens) },
      truncated: 3,
    });
    const failure = result.metadata.failure as { errors: Record<string, number> };
    expect(failure.errors['stop_reason refusal']).toBe(3);
    expect(failure.errors['HTTP 400 prompt is too long']).toBe(3);
    expect(result.metadata.partial).toEqual([]);
    expect(
      warnings.some((w) =>
        w.includes('6 of 45 measured runs errored (stop_reason refusal; HTTP 400 prompt is too long)'),
      ),
    ).toBe(true);
  });

  test('the quality interval is the seeded bootstrap of the activated runs: the same on a re-run', async () => {
    const router = routeByTool({ write_prompts: () => toolReply('write_prompts', { prompts: PROMPTS }) }, (request) =>
      textReply('q'.repeat(30 * (PROMPTS.indexOf(promptOf(request)) + 1))),
    );
    fake = await startFakeAnthropic({ router });
    const first = await createLlmLayers(llmSettings(fake)).monteCarlo(makeSkill(), 30);
    const second = await createLlmLayers(llmSettings(fake)).monteCarlo(makeSkill(), 30);
    const inRunOrder = Array.from({ length: 30 }, (_, i) => Math.min(1, (30 * ((i % 15) + 1)) / 500));
    expect(first.dimension_ci?.output_quality).toEqual(bootstrapMeanInterval(inRunOrder));
    expect(second.dimension_ci?.output_quality).toEqual(first.dimension_ci?.output_quality);
    const [lo, hi] = first.dimension_ci!.output_quality!;
    expect(lo).toBeLessThan(first.dimensions.output_quality!);
    expect(hi).toBeGreaterThan(first.dimensions.output_quality!);
  });
});

describe('prompt caching', () => {
  test('the first run writes SKILL.md to the cache; every later run reads it, even with 4 calls in flight', async () => {
    fake = await startFakeAnthropic({ router: schemaModel({ text: 'answer '.repeat(100) }) });
    const layers = createLlmLayers(llmSettings(fake, { concurrency: 4 }));
    const skill = makeSkill({ body: 'A long skill body. '.repeat(800) });
    await layers.monteCarlo(skill, 50);
    const runs = fake.requests.filter(isSimulation).map((r) => fake.usage.get(r.index)!);
    expect(runs[0]!.cache_creation_input_tokens).toBeGreaterThan(3000);
    expect(runs[0]!.cache_read_input_tokens).toBe(0);
    for (const usage of runs.slice(1)) {
      expect(usage.cache_creation_input_tokens).toBe(0);
      expect(usage.cache_read_input_tokens).toBe(runs[0]!.cache_creation_input_tokens);
    }
    const usage = layers.usage()[DEFAULT_MODELS.simulate]!;
    expect(usage.cache_read_input_tokens).toBe(49 * runs[0]!.cache_creation_input_tokens);
  });

  test('promptCaching: false sends no cache_control and no cache tokens are reported', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const layers = createLlmLayers(llmSettings(fake, { promptCaching: false }));
    await Promise.all([layers.judge(makeSkill()), layers.monteCarlo(makeSkill(), 20)]);
    expect(fake.requests).toHaveLength(4 + 1 + 20);
    for (const r of fake.requests) expect(JSON.stringify(r.body)).not.toContain('cache_control');
    for (const u of Object.values(layers.usage())) {
      expect(u.cache_creation_input_tokens + u.cache_read_input_tokens).toBe(0);
    }
  });
});

describe('nothing to measure', () => {
  test('no API key: no call, the layer contributes no dimension', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const warnings: string[] = [];
    const result = await createLlmLayers(llmSettings(fake, { apiKey: '  ', warn: (m) => warnings.push(m) })).monteCarlo(
      makeSkill(),
      50,
    );
    expect(fake.requests).toHaveLength(0);
    expect(result.dimensions).toEqual({});
    expect(result.metadata.unmeasured).toHaveLength(4);
    expect(warnings).toEqual([
      'skills/pdf-tables: monte carlo not measured (no API key); the layer contributes nothing',
    ]);
  });

  test('a refused key stops after the prompt-writing call', async () => {
    fake = await startFakeAnthropic({
      router: () => errorReply(401, { errorType: 'authentication_error', message: 'invalid x-api-key' }),
    });
    const result = await createLlmLayers(llmSettings(fake)).monteCarlo(makeSkill(), 50);
    expect(fake.requests).toHaveLength(1);
    expect(result.dimensions).toEqual({});
    expect(result.metadata.unmeasured).toContainEqual({
      dimension: 'robustness',
      reason: 'HTTP 401 invalid x-api-key',
    });
  });

  test('every run ending in an error is errored, as the reference counts it: robustness 0, the interval over all runs', async () => {
    fake = await startFakeAnthropic({
      router: routeByTool({ write_prompts: () => toolReply('write_prompts', { prompts: PROMPTS }) }, () =>
        errorReply(500, { message: 'internal error', headers: { 'retry-after-ms': '1' } }),
      ),
    });
    const result = await createLlmLayers(llmSettings(fake, { maxRetries: 0 })).monteCarlo(makeSkill(), 5);
    expect(fake.requests).toHaveLength(6);
    expect(result.dimensions).toMatchObject({ triggering_accuracy: 0, robustness: 0 });
    expect(result.metadata.failure).toMatchObject({
      count: 5,
      rate: 1,
      ci_lower: clopperPearson(5, 5)[0],
      ci_upper: 1,
      errors: { 'HTTP 500 internal error': 5 },
    });
    expect(result.metadata.partial).toEqual([]);
  });

  test('runs never sent (the transport stopped before them) are left out; the runs that failed are errored', async () => {
    fake = await startFakeAnthropic({
      router: routeByTool({ write_prompts: () => toolReply('write_prompts', { prompts: PROMPTS }) }, () =>
        errorReply(500, { message: 'internal error', headers: { 'retry-after-ms': '1' } }),
      ),
    });
    // One call at a time: the prompts are written, 8 runs fail, the circuit breaker opens, 2 runs are never sent.
    const result = await createLlmLayers(llmSettings(fake, { maxRetries: 0, concurrency: 1 })).monteCarlo(
      makeSkill(),
      10,
    );
    expect(fake.requests).toHaveLength(1 + CIRCUIT_BREAKER_FAILURES);
    expect(result.dimensions.robustness).toBe(0);
    expect(result.metadata.failure).toMatchObject({ count: 8, ci_lower: clopperPearson(8, 8)[0] });
    const partial = result.metadata.partial as Array<{ measured: number; planned: number; reason: string }>;
    expect(partial.length).toBeGreaterThan(0);
    for (const p of partial) expect(p).toMatchObject({ measured: 8, planned: 10 });
    expect(partial[0]!.reason).toContain('circuit breaker open');
  });
});

describe('progress', () => {
  test('onProgress counts every run up to N', async () => {
    fake = await startFakeAnthropic({ router: schemaModel() });
    const calls: Array<[number, number, string]> = [];
    await createLlmLayers(llmSettings(fake, { onProgress: (d, t, l) => calls.push([d, t, l]) })).monteCarlo(
      makeSkill(),
      50,
    );
    expect(calls).toHaveLength(51);
    expect(calls.map((c) => c[0])).toEqual(Array.from({ length: 51 }, (_, i) => i));
    expect(new Set(calls.map((c) => `${c[1]} ${c[2]}`))).toEqual(new Set(['50 monte carlo pdf-tables']));
  });
});
