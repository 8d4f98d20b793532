// --judges N (issue 5): N independent samples of each rubric assessment, their mean, their spread
// (standard deviation; Krippendorff's ordinal alpha, withheld over too few items), and the
// interval of each judged dimension from a bootstrap over the samples.
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { clampJudges, rubricLevel } from '../../src/layers/judge.js';
import { bootstrapMeanInterval, populationStdDev } from '../../src/stats/stats.js';
import { AGREEMENT_MIN_ITEMS } from '../../src/contract/weights.js';
import { HELD_BACK_COUNT } from '../../src/layers/heldBack.js';
import {
  errorReply,
  isCatalogueRequest,
  routeByTool,
  startFakeAnthropic,
  toolReply,
  type FakeAnthropic,
  type FakeReply,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { llmSettings, makeSkill } from '../helpers/llmFixtures.js';

/** Each assessment answers its n-th call with the n-th score of its list. */
function sampledJudge(
  scores: { orchestration: number[]; output: number[]; scope: number[]; triggering?: number[] },
  fail?: { tool: string; call: number },
) {
  const seen = new Map<string, number>();
  const next = (tool: string, list: number[], reply: (score: number) => FakeReply) => () => {
    const n = seen.get(tool) ?? 0;
    seen.set(tool, n + 1);
    if (fail && fail.tool === tool && fail.call === n)
      return errorReply(500, { headers: { 'x-should-retry': 'false' } });
    return reply(list[n % list.length]!);
  };
  return routeByTool({
    report_triggering: next('report_triggering', scores.triggering ?? [0.8], (f1) =>
      toolReply('report_triggering', { f1, precision: 1, recall: 1 }),
    ),
    rate_orchestration_fitness: next('rate_orchestration_fitness', scores.orchestration, (score) =>
      toolReply('rate_orchestration_fitness', { score, rationale: 'r' }),
    ),
    rate_output_quality: next('rate_output_quality', scores.output, (score) =>
      toolReply('rate_output_quality', { tasks: [], score }),
    ),
    rate_scope_calibration: next('rate_scope_calibration', scores.scope, (score) =>
      toolReply('rate_scope_calibration', { score, rationale: 'r' }),
    ),
  });
}

const SAMPLES = { orchestration: [0.5, 0.75, 0.75], output: [0.5, 0.55, 0.45], scope: [1, 1, 0.75] };
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const count = (fake: FakeAnthropic, tool: string) => fake.requests.filter((r) => wantedTool(r) === tool).length;

let fake: FakeAnthropic;
afterEach(async () => {
  await fake?.close();
});

test('judges are clamped to 1–5', () => {
  expect(clampJudges(undefined)).toBe(1);
  expect(clampJudges(0)).toBe(1);
  expect(clampJudges(3)).toBe(3);
  expect(clampJudges(9)).toBe(5);
  expect(clampJudges(Number.NaN)).toBe(1);
});

test('rubric levels: the nearest anchor', () => {
  expect([0, 0.1, 0.13, 0.5, 0.55, 0.62, 0.9, 1].map(rubricLevel)).toEqual([0, 0, 1, 2, 2, 2, 4, 4]);
});

describe('three judges', () => {
  test('3 samples of each rubric assessment; scores are their means; std, the agreement withheld over 3 items, bootstrap intervals', async () => {
    fake = await startFakeAnthropic({ router: sampledJudge(SAMPLES) });
    // One call at a time: the n-th sample of each assessment is its n-th call.
    const result = await createLlmLayers(llmSettings(fake, { method: 'reference', judges: 3, concurrency: 1 })).judge(
      makeSkill(),
    );

    for (const tool of [
      'rate_orchestration_fitness',
      'rate_output_quality',
      'rate_scope_calibration',
      'report_triggering',
    ])
      expect(count(fake, tool)).toBe(3);
    expect(result.dimensions.orchestration_fitness).toBeCloseTo(mean(SAMPLES.orchestration), 15);
    expect(result.dimensions.output_quality).toBeCloseTo(mean(SAMPLES.output), 15);
    expect(result.dimensions.scope_calibration).toBeCloseTo(mean(SAMPLES.scope), 15);
    expect(result.dimension_ci?.orchestration_fitness).toEqual(bootstrapMeanInterval(SAMPLES.orchestration));
    expect(result.dimension_ci?.scope_calibration).toEqual(bootstrapMeanInterval(SAMPLES.scope));

    const judges = result.metadata.judges as Record<string, any>;
    expect(judges.n).toBe(3);
    expect(judges.samples.orchestration_fitness).toEqual(SAMPLES.orchestration);
    expect(judges.std.orchestration_fitness).toBeCloseTo(populationStdDev(SAMPLES.orchestration), 15);
    expect(judges.std.scope_calibration).toBeCloseTo(populationStdDev(SAMPLES.scope), 15);
    // Three items are too few for an agreement that means anything: Krippendorff's alpha is not reported, and the note says why.
    expect(judges.agreement).toMatchObject({
      method: "Krippendorff's alpha (ordinal)",
      items: ['orchestration_fitness', 'output_quality', 'scope_calibration'],
      min_items: AGREEMENT_MIN_ITEMS,
      alpha: null,
    });
    expect(judges.agreement.note).toBe(
      `not reported: 3 item(s) rated by two or more judges; at least ${AGREEMENT_MIN_ITEMS} are needed for the agreement to mean anything`,
    );
    expect(result.metadata.method).toMatchObject({ orchestration_fitness: 'judged: mean of 3 samples' });
  });

  test('with the measured method, no self-report is asked: 3 × 3 rubric calls + 1 prompt writer + (2 + held-back) requests × 3 repetitions', async () => {
    fake = await startFakeAnthropic({
      router: (request) => {
        if (wantedTool(request) === 'write_trigger_tests')
          return toolReply('write_trigger_tests', { should_trigger: ['a'], should_not_trigger: ['b'] });
        if (isCatalogueRequest(request)) return toolReply('load_skill', { name: 'pdf-tables' });
        return sampledJudge(SAMPLES)(request);
      },
    });
    await createLlmLayers(llmSettings(fake, { judges: 3 })).judge(makeSkill());
    expect(count(fake, 'report_triggering')).toBe(0);
    expect(fake.requests).toHaveLength(9 + 1 + (2 + HELD_BACK_COUNT) * 3);
  });
});

describe('two judges and one', () => {
  test('two judges: the same rule; their intervals from two samples', async () => {
    fake = await startFakeAnthropic({ router: sampledJudge({ orchestration: [0.75], output: [0.75], scope: [0.75] }) });
    const result = await createLlmLayers(llmSettings(fake, { method: 'reference', judges: 2 })).judge(makeSkill());
    const agreement = (result.metadata.judges as { agreement: Record<string, unknown> }).agreement;
    expect(agreement).toMatchObject({ method: "Krippendorff's alpha (ordinal)", alpha: null });
    expect(String(agreement.note)).toContain('not reported: 3 item(s)');
    expect(result.dimension_ci?.orchestration_fitness).toEqual([0.75, 0.75]);
  });

  test('one judge: 4 calls, the interval is the point and says why; no agreement', async () => {
    fake = await startFakeAnthropic({ router: sampledJudge(SAMPLES) });
    const result = await createLlmLayers(llmSettings(fake, { method: 'reference' })).judge(makeSkill());
    expect(fake.requests).toHaveLength(4);
    expect(result.dimension_ci?.orchestration_fitness).toEqual([0.5, 0.5]);
    const judges = result.metadata.judges as Record<string, unknown>;
    expect(judges).toMatchObject({ n: 1, agreement: null });
    expect(String(judges.ci_method)).toContain('one sample');
  });

  test('a failed sample is left out of the mean and of the agreement', async () => {
    fake = await startFakeAnthropic({ router: sampledJudge(SAMPLES, { tool: 'rate_orchestration_fitness', call: 1 }) });
    const result = await createLlmLayers(llmSettings(fake, { method: 'reference', judges: 3, concurrency: 1 })).judge(
      makeSkill(),
    );
    expect(result.dimensions.orchestration_fitness).toBeCloseTo(mean([0.5, 0.75]), 15);
    expect((result.metadata.judges as { samples: Record<string, number[]> }).samples.orchestration_fitness).toEqual([
      0.5, 0.75,
    ]);
    // An item needs two or more judges: orchestration, with two answered samples, still counts.
    expect((result.metadata.judges as { agreement: { items: string[] } }).agreement.items).toEqual([
      'orchestration_fitness',
      'output_quality',
      'scope_calibration',
    ]);
    expect(result.metadata.unmeasured).toEqual([]);
  });
});
