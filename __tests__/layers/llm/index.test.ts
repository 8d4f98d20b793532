// The list of LLM layers: its order is the order of a result's layers, and each layer names the
// dimensions it leaves unmeasured when it fails.
import { LLM_LAYERS } from '../../../src/layers/llm/index.js';
import { JUDGE_DIMENSIONS } from '../../../src/layers/judge.js';
import { MC_DIMENSIONS } from '../../../src/layers/llm/monteCarlo/index.js';
import { unmeasuredLayer } from '../../../src/layers/llm/layer.js';

test('the layers run and appear as judge, Monte Carlo, evals; only evals waits for the others', () => {
  expect(LLM_LAYERS.map((l) => l.name)).toEqual(['judge', 'monte_carlo', 'evals']);
  expect(LLM_LAYERS.map((l) => l.afterPrevious ?? false)).toEqual([false, false, true]);
  expect(LLM_LAYERS.map((l) => l.labelled)).toEqual([true, true, false]);
  expect(LLM_LAYERS.map((l) => l.dimensions)).toEqual([JUDGE_DIMENSIONS, MC_DIMENSIONS, ['output_quality']]);
});

test('an unmeasured layer names each of its dimensions with the reason', () => {
  expect(unmeasuredLayer('evals', ['output_quality'], 'no API key')).toEqual({
    layer: 'evals',
    score: 0,
    sub_scores: {},
    anti_patterns: [],
    dimensions: {},
    metadata: { measured: [], unmeasured: [{ dimension: 'output_quality', reason: 'no API key' }] },
  });
});
