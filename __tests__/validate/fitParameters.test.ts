// The fit re-applies parameters with the engine's own functions: for the shipped CAL_FIT and for
// other fits, the composite it predicts from one scoring is the composite evaluateTarget gives
// when scoring with that fit. Also the parameters it frees, the grid, bounds and determinism.
import * as path from 'node:path';
import { CAL_FIT, type CalibrationFit } from '../../src/contract/calibratedWeights.js';
import { evaluateTarget, type SkillCompositeSample } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import {
  copyFit,
  fitParameters,
  freeParameters,
  gridOf,
  objectiveOf,
  predictComposite,
  FIT_SEARCH,
  type FitTarget,
} from '../../src/validate/fitParameters.js';

const VALIDITY = path.resolve('fixtures/validity/repos');
const CONFORMANCE = path.resolve('fixtures/conformance/cases/skills');
const SKILLS: Array<[string, string]> = [
  [VALIDITY, 'acme+alpha/skills/csv-report'],
  [VALIDITY, 'acme+alpha/skills/do-thing'],
  [VALIDITY, 'acme+beta/skills/yaml-peek'],
  [VALIDITY, 'acme+beta/skills/misc'],
  [VALIDITY, 'acme+gamma/skills/helper'],
  [CONFORMANCE, 'many-anti-patterns'],
  [CONFORMANCE, 'lines-850-refs'],
  [CONFORMANCE, 'orchestrator'],
];

async function scored(root: string, rel: string, fit?: CalibrationFit) {
  let sample: SkillCompositeSample | undefined;
  const outcome = await evaluateTarget(new DiskSource(root), rel, {
    depth: 'quick',
    method: 'calibrated',
    fit,
    onSkillComposite: (s) => {
      sample = s;
    },
  });
  if (!outcome.ok) throw new Error(`${rel}: ${JSON.stringify(outcome.error)}`);
  return { score: outcome.result.composite.score, sample: sample! };
}

/** A fit far from the shipped one: every stretch and weight moved, so every term of the formula matters. */
function otherFit(): CalibrationFit {
  const fit = copyFit(CAL_FIT);
  const stretches = [1.35, 0.8, 2.1, 1, 2.6, 1.2];
  Object.keys(fit.stretch).forEach((name, i) => {
    fit.stretch[name as keyof CalibrationFit['stretch']] = stretches[i % stretches.length]!;
  });
  for (const rule of Object.keys(fit.quality)) fit.quality[rule] = { ...fit.quality[rule]!, perUnit: 1.1 };
  return fit;
}

describe('predictComposite', () => {
  test.each(SKILLS)('equals evaluateTarget for the shipped CAL_FIT (%s %s)', async (root, rel) => {
    const { score, sample } = await scored(root, rel);
    expect(sample).toBeDefined();
    expect(predictComposite(sample, CAL_FIT)).toBe(score);
  });

  test.each(SKILLS)('equals evaluateTarget scoring with another fit (%s %s)', async (root, rel) => {
    const { sample } = await scored(root, rel);
    const fit = otherFit();
    expect(predictComposite(sample, fit)).toBe((await scored(root, rel, fit)).score);
  });

  test('the reference method gives no sample (it has no fitted parameters)', async () => {
    let called = false;
    await evaluateTarget(new DiskSource(CONFORMANCE), 'minimal', {
      depth: 'quick',
      method: 'reference',
      onSkillComposite: () => {
        called = true;
      },
    });
    expect(called).toBe(false);
  });
});

describe('freeParameters and gridOf', () => {
  test('the perUnit of every rule CAL_FIT lists, a rule added later included, and no shift', () => {
    const fit = copyFit(CAL_FIT);
    fit.quality.SOME_LATER_RULE = { subscores: ['structural_completeness'], perUnit: 0.4, max: 0.2 };
    const keys = freeParameters(fit).map((p) => p.key);
    // The shifts set the scale, chosen without labels: never fitted.
    expect(keys.filter((k) => k.startsWith('shift'))).toEqual([]);
    for (const rule of Object.keys(fit.quality)) expect(keys).toContain(`quality.${rule}.perUnit`);
    expect(keys).toHaveLength(Object.keys(fit.quality).length);
    const later = freeParameters(fit).find((p) => p.key === 'quality.SOME_LATER_RULE.perUnit')!;
    expect(later.prior).toBe(0.4);
    later.set(fit, 0.9);
    // Only perUnit is fitted: which sub-scores and the max are chosen.
    expect(fit.quality.SOME_LATER_RULE).toEqual({ subscores: ['structural_completeness'], perUnit: 0.9, max: 0.2 });
  });

  test('the grid runs from bound to bound in steps, without float noise', () => {
    const grid = gridOf({ lower: -0.6, upper: 0.3, step: 0.05 });
    expect(grid[0]).toBe(-0.6);
    expect(grid[grid.length - 1]).toBe(0.3);
    expect(grid).toContain(0);
    expect(grid).toContain(-0.15);
    expect(gridOf(FIT_SEARCH.perUnit)).toHaveLength(31);
  });
});

describe('fitParameters', () => {
  let targets: FitTarget[];
  beforeAll(async () => {
    const labels = [85, 20, 40, 10, 25, 15, 55, 60];
    targets = [];
    for (const [i, [root, rel]] of SKILLS.entries())
      targets.push({ label: labels[i]!, sample: (await scored(root, rel)).sample });
  });

  test('is deterministic, stays in bounds, keeps the chosen parts and does not lose to the priors', () => {
    const shipped = JSON.stringify(CAL_FIT);
    const a = fitParameters(targets, CAL_FIT, 10);
    const b = fitParameters(targets, CAL_FIT, 10);
    expect(a).toEqual(b);
    const params = freeParameters(CAL_FIT);
    for (const p of params) {
      expect(p.get(a.fit)).toBeGreaterThanOrEqual(p.lower);
      expect(p.get(a.fit)).toBeLessThanOrEqual(p.upper);
    }
    for (const [rule, w] of Object.entries(CAL_FIT.quality)) {
      expect(a.fit.quality[rule]!.subscores).toEqual(w.subscores);
      expect(a.fit.quality[rule]!.max).toBe(w.max);
    }
    expect(a.objective).toBeCloseTo(objectiveOf(targets, a.fit, params, 10), 12);
    expect(a.objective).toBeGreaterThanOrEqual(objectiveOf(targets, CAL_FIT, params, 10));
    // Fitting from the shipped fit leaves it as it was.
    expect(JSON.stringify(CAL_FIT)).toBe(shipped);
  });
});
