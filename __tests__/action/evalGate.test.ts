import { codePath, evalChange, evalGateFailures, parseEvalGate } from '../../src/action/evalGate.js';
import type { EvalsReport } from '../../src/layers/evals.js';
import type { EvalOutcome, EvalResult } from '../../src/contract/types.js';

/** A report with these with/without pass rates per eval id. */
function report(rates: Record<string, [number, number]>, lift?: number): EvalsReport {
  const cases = Object.entries(rates).map(([id, [w, wo]]) => ({
    id,
    prompt: 'p',
    files: [],
    with_skill: { runs: [], pass_rate: w, pass_at_1: null, pass_at_k: null },
    without_skill: { runs: [], pass_rate: wo, pass_at_1: null, pass_at_k: null },
    lift: w - wo,
    expectations: [],
  }));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const w = mean(cases.map((c) => c.with_skill.pass_rate));
  const wo = mean(cases.map((c) => c.without_skill.pass_rate));
  const arm = (p: number) => ({
    pass_rate: p,
    pass_rate_ci: null,
    pass_at_1: null,
    pass_at_k: null,
    input_tokens: 0,
    output_tokens: 0,
    estimated_cost_usd: 0,
  });
  return {
    method: 'measured',
    file: 'x/evals/evals.json',
    repetitions: 3,
    k: 3,
    evals: cases.length,
    lift: lift ?? w - wo,
    lift_ci: [w - wo, w - wo],
    with_skill: arm(w),
    without_skill: arm(wo),
    grader: { input_tokens: 0, output_tokens: 0, estimated_cost_usd: 0 },
    non_discriminating: 0,
    never_met: 0,
    cases,
    models: { agent: 'a', grader: 'g' },
    failed_calls: 0,
  };
}

function outcome(r: EvalsReport): EvalOutcome {
  return {
    ok: true,
    result: {
      layers: [{ layer: 'evals', score: 0, sub_scores: {}, anti_patterns: [], metadata: { evals: r } }],
    } as unknown as EvalResult,
  };
}

test('eval-gate values', () => {
  expect(parseEvalGate('')).toEqual({ mode: 'off' });
  expect(parseEvalGate('Regression')).toEqual({ mode: 'regression' });
  expect(parseEvalGate('min-lift:10')).toEqual({ mode: 'min-lift', minLift: 0.1 });
  expect(parseEvalGate('min-lift: -5%')).toEqual({ mode: 'min-lift', minLift: -0.05 });
  expect(typeof parseEvalGate('min-lift:200')).toBe('string');
  expect(typeof parseEvalGate('strict')).toBe('string');
});

test('the change is paired by eval id when both versions have the same evals', () => {
  const base = report({ a: [1, 0], b: [1, 0], c: [1, 0], d: [1, 0] });
  const head = report({ a: [0.5, 0], b: [0.5, 0], c: [0.5, 0], d: [0.5, 0] });
  const c = evalChange(head, base);
  expect(c.change).toBe(-0.5);
  // Every paired difference is −0.5: no spread.
  expect(c.change_ci).toEqual([-0.5, -0.5]);
});

test('different evals at both ends: the two sides are resampled apart', () => {
  const c = evalChange(report({ a: [0, 0], b: [1, 0] }), report({ x: [1, 0], y: [0, 0], z: [1, 0] }));
  expect(c.change).toBeCloseTo(0.5 - 2 / 3, 12);
  expect(c.change_ci![0]).toBeLessThan(0);
  expect(c.change_ci![1]).toBeGreaterThan(0);
});

test('regression fails only beyond the interval; min-lift on the head lift', () => {
  const base = report({ a: [1, 0], b: [1, 0], c: [0.5, 0] });
  const worse = report({ a: [0, 0], b: [0, 0], c: [0, 0] });
  const noisy = report({ a: [1, 0], b: [0, 0], c: [1, 0] });
  const rows = [
    { path: 'skills/worse', head: outcome(worse), base: outcome(base) },
    { path: 'skills/noisy', head: outcome(noisy), base: outcome(base) },
    { path: 'skills/new', head: outcome(worse), base: null },
  ];
  expect(evalGateFailures(rows, { mode: 'regression' }).map((f) => f.path)).toEqual(['skills/worse']);
  expect(evalGateFailures(rows, { mode: 'min-lift', minLift: 0.5 }).map((f) => f.path)).toEqual([
    'skills/worse',
    'skills/new',
  ]);
  expect(evalGateFailures(rows, { mode: 'off' })).toEqual([]);
});

test('a hostile path cannot end its code span or its line', () => {
  expect(codePath('a`b\nc')).toBe("`a'b c`");
});
