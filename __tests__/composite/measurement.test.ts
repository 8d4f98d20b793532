// A result says what it did not measure: a dimension measured from fewer runs than planned is
// "partly measured" in the JSON, the markdown, the HTML and the PR comment, and the label drops
// (a partial deep run is never Certified); a dimension nobody measured stops a --threshold from
// passing unless --on-unmeasured says otherwise. Runs are lost for real: the loopback fake Messages
// API answers 529 to every simulated run of one prompt (each waited out for its patience, here
// 300 ms: PLUGIN_EVAL_OVERLOAD_UNIT_MS=1).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import * as path from 'node:path';
import { attentionLines } from '../../src/action/comment.js';
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { droppedLabel, measurementOf, onUnmeasuredNamed } from '../../src/composite/measurement.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { renderHtml } from '../../src/reports/html.js';
import { renderMarkdown } from '../../src/reports/markdown.js';
import type { EvalResult, LayerResult } from '../../src/contract/types.js';
import {
  errorReply,
  schemaModel,
  startFakeAnthropic,
  userRequestOf,
  type FakeRouter,
} from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';
import { OVERLOAD_UNIT_ENV } from '../../src/adapters/modelTiming.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

/** The prompt whose simulated runs always meet an overloaded API (the writer's third prompt). */
const LOST_PROMPT = 'prompts 3 text';

function lossyModel(): FakeRouter {
  const model = schemaModel({
    chooseSkill: (prompt, names) =>
      /should_trigger|prompts/.test(prompt) ? (names.find((n) => n === 'csv-import') ?? null) : null,
  });
  return (request) => {
    const simulated = request.body.tool_choice === undefined && !(request.body.tools ?? []).length;
    if (simulated && userRequestOf(request) === LOST_PROMPT)
      return errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded' });
    return model(request);
  };
}

async function deepResult(router: FakeRouter): Promise<EvalResult> {
  const fake = await startFakeAnthropic({ router });
  try {
    const source = new MemorySource({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') }, 'memory', 'repo');
    const outcome = await evaluateTarget(source, 'skills/csv-import', {
      depth: 'deep',
      llm: createLlmLayers(llmSettings(fake, { maxRetries: 0, judges: 1, earlyStop: false })), // every run: the test counts runs lost out of 50
    });
    if (!outcome.ok) throw new Error(outcome.error.error);
    return outcome.result;
  } finally {
    await fake.close();
  }
}

let lossy: EvalResult;
let whole: EvalResult;
const savedUnit = process.env[OVERLOAD_UNIT_ENV];
afterAll(() => {
  if (savedUnit === undefined) delete process.env[OVERLOAD_UNIT_ENV];
  else process.env[OVERLOAD_UNIT_ENV] = savedUnit;
});
beforeAll(async () => {
  process.env[OVERLOAD_UNIT_ENV] = '1';
  lossy = await deepResult(lossyModel());
  whole = await deepResult(
    schemaModel({
      chooseSkill: (prompt, names) =>
        /should_trigger|prompts/.test(prompt) ? (names.find((n) => n === 'csv-import') ?? null) : null,
    }),
  );
}, 120_000);

describe('a partly measured deep run', () => {
  test('the complete run is Certified and says nothing', () => {
    expect(whole.measurement).toMatchObject({
      complete: true,
      unmeasured: [],
      partial: [],
      label: { full: 'Certified', shown: 'Certified', dropped: false },
    });
    expect(whole.composite.confidence_label).toBe('Certified');
    expect(renderMarkdown(whole)).not.toContain('Not completely measured');
  });

  test('runs lost to 529s leave robustness and token efficiency partly measured, never failed, and the label drops', () => {
    const mc = lossy.layers.find((l) => l.layer === 'monte_carlo')!;
    const lost = (mc.metadata.failure as { unmeasured_runs: number }).unmeasured_runs;
    expect(lost).toBeGreaterThan(0);
    // Planned: the runs made (early stopping may end them before 50 by design; that loses nothing).
    const planned = (mc.metadata.partial as Array<{ dimension: string; planned: number }>).find(
      (p) => p.dimension === 'robustness',
    )!.planned;
    expect(planned).toBeLessThanOrEqual(50);
    expect(mc.metadata.partial).toEqual(
      expect.arrayContaining([
        {
          dimension: 'robustness',
          reason: expect.stringMatching(/^runs lost: HTTP 529/),
          measured: planned - lost,
          planned,
        },
        {
          dimension: 'token_efficiency',
          reason: expect.stringMatching(/^runs lost: HTTP 529/),
          measured: planned - lost,
          planned,
        },
      ]),
    );
    // The lost runs do not count against the skill.
    expect(lossy.composite.dimensions.find((d) => d.name === 'robustness')!.score).toBe(1);
    expect(lossy.measurement).toMatchObject({
      complete: false,
      unmeasured: [],
      label: { full: 'Certified', shown: 'Assessed', dropped: true },
    });
    expect(lossy.measurement!.partial).toEqual(expect.arrayContaining(['robustness', 'token_efficiency']));
    expect(lossy.composite.confidence_label).toBe('Assessed');
  });

  test('the markdown, the HTML and the PR comment say so', () => {
    const mc = lossy.layers.find((l) => l.layer === 'monte_carlo')!;
    const lost = (mc.metadata.failure as { unmeasured_runs: number }).unmeasured_runs;
    const planned = (mc.metadata.partial as Array<{ dimension: string; planned: number }>).find(
      (p) => p.dimension === 'robustness',
    )!.planned;
    const md = renderMarkdown(lossy);
    expect(md).toContain('- ⚠️ Not completely measured: the label is Assessed, not Certified.');
    expect(md).toContain(
      `robustness (monte carlo: ${planned - lost} of ${planned} measured, runs lost: HTTP 529 Overloaded)`,
    );
    expect(md).toMatch(/\| Robustness +\| .* · partly measured +\|/);
    const html = renderHtml(lossy);
    expect(html).toContain(
      'data-testid="measurement">⚠️ Not completely measured: the label is Assessed, not Certified.',
    );
    expect(html).toContain('partly measured</td>');
    const lines = attentionLines({
      target: { kind: 'skill', path: lossy.plugin_path, movedFrom: null },
      head: { ok: true, result: lossy },
      basePath: null,
      base: null,
    });
    expect(lines.join('\n')).toMatch(
      /⏳ `skills\/csv-import`: partly measured — .*robustness \(monte carlo: \d+ of \d+ measured, runs lost: HTTP 529 Overloaded\).*; labelled Assessed, not Certified\./,
    );
  });
});

describe('measurementOf', () => {
  const judge = (dimensions: Record<string, number>, partial: unknown[] = []): LayerResult => ({
    layer: 'judge',
    score: 0.5,
    sub_scores: {},
    anti_patterns: [],
    dimensions,
    metadata: { unmeasured: [{ dimension: 'scope_calibration', reason: 'HTTP 500' }], partial },
  });
  const stat: LayerResult = {
    layer: 'static',
    score: 0.8,
    sub_scores: {},
    anti_patterns: [],
    dimensions: {
      triggering_accuracy: 0.8,
      orchestration_fitness: 0.8,
      progressive_disclosure: 0.8,
      token_efficiency: 0.8,
      structural_completeness: 0.8,
      ecosystem_coherence: 0.8,
    },
    metadata: {},
  };

  test('static at quick is complete; a judge gap is unmeasured where only the judge measures, partial where static does too', () => {
    expect(measurementOf('quick', [stat], 'Estimated')).toMatchObject({ complete: true, unmeasured: [], partial: [] });
    const m = measurementOf(
      'standard',
      [
        stat,
        judge({ triggering_accuracy: 0.9, orchestration_fitness: 0.5, output_quality: 0.5 }, [
          { dimension: 'output_quality', reason: 'HTTP 529', measured: 2, planned: 3 },
        ]),
      ],
      'Assessed',
    );
    expect(m.unmeasured).toEqual(['scope_calibration']);
    expect(m.partial).toEqual(['output_quality']);
    expect(m.dimensions.find((d) => d.name === 'scope_calibration')!.sources).toEqual([
      { layer: 'judge', status: 'unmeasured', reason: 'HTTP 500' },
    ]);
    expect(m.label).toEqual({ full: 'Assessed', shown: 'Estimated', dropped: true });
    // At deep, a missing Monte Carlo layer leaves robustness unmeasured.
    expect(
      measurementOf(
        'deep',
        [
          stat,
          judge({ triggering_accuracy: 0.9, orchestration_fitness: 0.5, output_quality: 0.5, scope_calibration: 0.5 }),
        ],
        'Assessed',
      ).unmeasured,
    ).toEqual(['robustness']);
  });

  test('labels: a partial result is never certified; modes and their aliases', () => {
    expect(droppedLabel('Certified+')).toBe('Assessed');
    expect(droppedLabel('Certified')).toBe('Assessed');
    expect(droppedLabel('Assessed')).toBe('Estimated');
    expect(['', 'fail', 'FAILURE', 'neutral', 'pass', 'ignore', 'maybe'].map(onUnmeasuredNamed)).toEqual([
      'neutral',
      'fail',
      'fail',
      'neutral',
      'pass',
      'pass',
      null,
    ]);
  });
});

describe('--threshold and --on-unmeasured', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = makeTree({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') });
  });
  afterAll(() => removeTree(tmp));
  const skill = () => path.join(tmp, 'skills/csv-import');

  test('without a key at depth standard the judge measured nothing: the static score (Estimated) is gated, and --on-unmeasured fail fails it', async () => {
    const env = { ANTHROPIC_API_KEY: '' };
    const quick = await runCli(['score', skill(), '--depth', 'quick', '--threshold', '10'], { env });
    expect(quick.code).toBe(0);
    // The default (neutral): the static score meets 10, so exit 0, and stderr says what was not measured.
    const estimated = await runCli(['score', skill(), '--threshold', '10'], { env });
    expect(estimated.code).toBe(0);
    expect(estimated.stderr).toMatch(
      /not measured: output quality \(judge: the LLM layers did not run \(no API key\)\); scope calibration .*; gated on the score as measured \(Estimated; --on-unmeasured fail would fail it\) \(--on-unmeasured neutral\)/,
    );
    // Still a gate: the static score below the threshold exits 1.
    expect((await runCli(['score', skill(), '--threshold', '99.9'], { env })).code).toBe(1);
    const failed = await runCli(['score', skill(), '--threshold', '10', '--on-unmeasured', 'fail'], { env });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /not measured: output quality \(judge: the LLM layers did not run \(no API key\)\); scope calibration .*; the threshold 10 cannot pass on a dimension that was not measured/,
    );
    for (const mode of ['pass', 'neutral']) {
      const run = await runCli(['score', skill(), '--threshold', '10', '--on-unmeasured', mode], { env });
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(
        new RegExp(
          `gated on the score as measured (\\(Estimated; --on-unmeasured fail would fail it\\) )?\\(--on-unmeasured ${mode}\\)`,
        ),
      );
    }
    // No threshold: nothing to pass, so nothing fails.
    expect((await runCli(['score', skill()], { env })).code).toBe(0);
    expect((await runCli(['score', skill(), '--on-unmeasured', 'sometimes'], { env })).code).toBe(2);
  });

  test('report: the summary fails the same way and names the target', async () => {
    const out = path.join(tmp, 'out');
    const run = await runCli(
      [
        'report',
        tmp,
        '--depth',
        'standard',
        '--threshold',
        '10',
        '--output-dir',
        out,
        '--no-html',
        '--on-unmeasured',
        'fail',
      ],
      { env: { ANTHROPIC_API_KEY: '' } },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/on which a threshold cannot pass \(--on-unmeasured fail\): \S*skills\/csv-import\./);
    const pass = await runCli(
      [
        'report',
        tmp,
        '--depth',
        'standard',
        '--threshold',
        '10',
        '--output-dir',
        out,
        '--no-html',
        '--on-unmeasured',
        'pass',
      ],
      { env: { ANTHROPIC_API_KEY: '' } },
    );
    expect(pass.code).toBe(0);
    const byDefault = await runCli(
      ['report', tmp, '--depth', 'standard', '--threshold', '10', '--output-dir', out, '--no-html'],
      { env: { ANTHROPIC_API_KEY: '' } },
    );
    expect(byDefault.code).toBe(0);
    expect(byDefault.stdout).toMatch(/gated on the score as measured \(--on-unmeasured neutral\)/);
  });
});
