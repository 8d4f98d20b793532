// Expected values are printed by other statistics packages to more digits than a double keeps.
/* eslint-disable no-loss-of-precision */
// Reference values were computed with mpmath at 40 digits (betainc + bisection for the beta
// quantiles, the closed form of the Wilson interval) and cross-checked with scipy.stats.beta.ppf.
import {
  betaQuantile,
  bootstrapGroupsInterval,
  bootstrapInterval,
  bootstrapMeanInterval,
  cohensKappa,
  holding,
  krippendorffAlphaOrdinal,
  meanPairwiseKappa,
  clopperPearson,
  coefficientOfVariation,
  iqr,
  logGamma,
  mean,
  median,
  mulberry32,
  outliers,
  populationStdDev,
  quantile,
  regularizedIncompleteBeta,
  wilson,
} from '../../src/stats/stats.js';

const close = (actual: number, expected: number, tolerance = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

describe('Wilson interval (z = 1.96)', () => {
  test('45/50', () => {
    const [lo, hi] = wilson(45, 50);
    close(lo, 0.7863950966521161);
    close(hi, 0.9565248760084289);
  });
  test('0/50 and 50/50 stay inside [0, 1]', () => {
    const [lo0, hi0] = wilson(0, 50);
    close(lo0, 0);
    close(hi0, 0.071350034174318742);
    const [lo1, hi1] = wilson(50, 50);
    close(lo1, 0.92864996582568126);
    close(hi1, 1);
  });
  test('25/100', () => {
    const [lo, hi] = wilson(25, 100);
    close(lo, 0.17545094003724264);
    close(hi, 0.34304646370075832);
  });
  test('no trials gives the whole unit interval', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('Clopper-Pearson interval (exact beta quantiles)', () => {
  test('0/50: upper bound is 1 − 0.025^(1/50)', () => {
    const [lo, hi] = clopperPearson(0, 50);
    expect(lo).toBe(0);
    close(hi, 0.071121736464197662, 1e-11);
  });
  test('3/50', () => {
    const [lo, hi] = clopperPearson(3, 50);
    close(lo, 0.012548587835334062, 1e-11);
    close(hi, 0.16548194660377289, 1e-11);
  });
  test('50/50', () => {
    const [lo, hi] = clopperPearson(50, 50);
    close(lo, 0.92887826353580234, 1e-11);
    expect(hi).toBe(1);
  });
  test('1/100', () => {
    const [lo, hi] = clopperPearson(1, 100);
    close(lo, 0.00025314603297742063, 1e-12);
    close(hi, 0.054459385392080657, 1e-11);
  });
  test('is wider than Wilson for the same counts (it is conservative)', () => {
    const cp = clopperPearson(3, 50);
    const w = wilson(3, 50);
    expect(cp[0]).toBeLessThan(w[0]);
    expect(cp[1]).toBeGreaterThan(w[1]);
  });
});

describe('incomplete beta and its inverse', () => {
  test('log-gamma', () => {
    close(logGamma(0.5), 0.57236494292470009, 1e-13);
    close(logGamma(100), 359.1342053695754, 1e-10);
    close(logGamma(3.7), 1.4280723266653881, 1e-13);
    close(logGamma(5), Math.log(24), 1e-13);
  });
  test('I_x(a, b) at known points', () => {
    close(regularizedIncompleteBeta(0.3, 2.5, 3.5), 0.29675298929566638, 1e-12);
    close(regularizedIncompleteBeta(0.4, 10, 20), 0.78531838976282618, 1e-12);
    close(regularizedIncompleteBeta(0.9, 0.5, 0.5), 0.79516723530086657, 1e-12);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
  });
  test('the quantile inverts I_x', () => {
    for (const [p, a, b] of [
      [0.025, 3, 48],
      [0.975, 4, 47],
      [0.5, 0.5, 0.5],
      [0.1, 10, 2],
    ] as const) {
      close(regularizedIncompleteBeta(betaQuantile(p, a, b), a, b), p, 1e-12);
    }
  });
});

describe('descriptive statistics', () => {
  const sample = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
  test('median and quartiles interpolate linearly (numpy default)', () => {
    expect(median(sample)).toBe(4);
    expect(iqr(sample)).toEqual({ q1: 2.5, q3: 5, iqr: 2.5 });
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(median([])).toBeNaN();
  });
  test('population std-dev and coefficient of variation', () => {
    close(populationStdDev(sample), 2.256304299271065);
    close(coefficientOfVariation(sample), 0.5640760748177662);
    expect(coefficientOfVariation([0, 0])).toBe(0);
    expect(coefficientOfVariation([-1, 1])).toBe(Infinity);
  });
  test('Tukey outliers', () => {
    // Q1 = 2.5, Q3 = 5, fences at −1.25 and 8.75: only the 9 is out.
    expect(outliers(sample)).toEqual([9]);
    expect(outliers([1, 1, 1])).toEqual([]);
  });
});

describe('seeded percentile bootstrap', () => {
  test('mulberry32 is reproducible and uniform-looking', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const draws = Array.from({ length: 10000 }, () => a());
    expect(Array.from({ length: 10000 }, () => b())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    close(mean(draws), 0.5, 0.02);
  });
  test('same seed, same interval; another seed, another interval', () => {
    const values = Array.from({ length: 40 }, (_, i) => ((i * 37) % 11) / 10);
    const first = bootstrapMeanInterval(values, { seed: 1 });
    expect(bootstrapMeanInterval(values, { seed: 1 })).toEqual(first);
    expect(bootstrapMeanInterval(values, { seed: 2 })).not.toEqual(first);
    expect(first![0]).toBeLessThan(mean(values));
    expect(first![1]).toBeGreaterThan(mean(values));
  });
  test('constant data gives a degenerate interval; no data gives null', () => {
    const [lo, hi] = bootstrapMeanInterval([0.4, 0.4, 0.4])!;
    close(lo, 0.4, 1e-15);
    close(hi, 0.4, 1e-15);
    expect(bootstrapMeanInterval([])).toBeNull();
  });
  test('on a large sample it agrees with the normal-theory interval of the mean', () => {
    const random = mulberry32(99);
    const values = Array.from({ length: 400 }, () => random());
    const m = mean(values);
    const se = populationStdDev(values) / Math.sqrt(values.length);
    const [lo, hi] = bootstrapMeanInterval(values)!;
    // Percentile bootstrap ≈ mean ± 1.96·SE; allow 15% of the half-width for resampling noise.
    close(lo, m - 1.96 * se, 0.15 * 1.96 * se);
    close(hi, m + 1.96 * se, 0.15 * 1.96 * se);
  });
});

describe("agreement between judges (Cohen's kappa, Light's kappa)", () => {
  test("Cohen's kappa of the textbook 2×2 table: 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no → 0.4", () => {
    const a = [...Array(25).fill('yes'), ...Array(25).fill('no')];
    const b = [...Array(20).fill('yes'), ...Array(5).fill('no'), ...Array(10).fill('yes'), ...Array(15).fill('no')];
    const k = cohensKappa(a, b);
    close(k.observed, 0.7);
    close(k.expected, 0.5);
    close(k.kappa!, 0.4);
  });
  test('perfect agreement over several levels is 1; one shared level is undefined (null)', () => {
    expect(cohensKappa([0, 1, 2], [0, 1, 2]).kappa).toBe(1);
    expect(cohensKappa([2, 2], [2, 2]).kappa).toBeNull();
    expect(() => cohensKappa([1], [1, 2])).toThrow();
  });
  test('mean pairwise kappa of three raters (Light): the mean of the three Cohen kappas', () => {
    const raters = [
      [2, 2, 4],
      [3, 2, 4],
      [3, 2, 3],
    ];
    const light = meanPairwiseKappa(raters);
    expect(light.pairs).toBe(3);
    close(light.kappa!, (0.5 + 1 / 7 + 0.5) / 3);
    close(light.observed, 5 / 9);
  });
});

describe("Krippendorff's alpha, ordinal", () => {
  test("Krippendorff's worked example (4 observers, 12 units, missing values): ordinal alpha 0.815", () => {
    // Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", the example of section C: values 1–5 by unit.
    const units = [
      [1, 1, 1],
      [2, 2, 3, 2],
      [3, 3, 3, 3],
      [3, 3, 3, 3],
      [2, 2, 2, 2],
      [1, 2, 3, 4],
      [4, 4, 4, 4],
      [1, 1, 2, 1],
      [2, 2, 2, 2],
      [5, 5, 5],
      [1, 1],
      [3],
    ];
    const result = krippendorffAlphaOrdinal(units);
    expect(result.pairable).toBe(11);
    expect(result.values).toBe(40);
    expect(result.alpha!).toBeCloseTo(0.815, 3);
  });
  test('two levels: the nominal value; perfect agreement is 1; a single level is undefined', () => {
    // o(0,1) = o(1,0) = 1, n0 = n1 = 3: α = 1 − 5 · 2 / (2 · 3 · 3) = 4/9.
    close(
      krippendorffAlphaOrdinal([
        [0, 0],
        [1, 1],
        [0, 1],
      ]).alpha!,
      4 / 9,
    );
    expect(
      krippendorffAlphaOrdinal([
        [0, 0],
        [2, 2],
        [4, 4],
      ]).alpha,
    ).toBe(1);
    expect(
      krippendorffAlphaOrdinal([
        [2, 2],
        [2, 2, 2],
      ]).alpha,
    ).toBeNull();
    expect(krippendorffAlphaOrdinal([[1], [3]]).alpha).toBeNull();
  });
});

describe('bootstrap of any statistic', () => {
  test('of the mean it is bootstrapMeanInterval (same seed, same draws)', () => {
    const xs = [0.1, 0.4, 0.35, 0.8, 0.9, 0.2];
    expect(bootstrapInterval(xs, (s) => mean(s))).toEqual(bootstrapMeanInterval(xs));
  });
  test('stratified: each group keeps its size; a constant statistic gives a point; empty groups give null', () => {
    const sizes: number[][] = [];
    const ci = bootstrapGroupsInterval([[1, 2, 3], [4]], (g) => {
      sizes.push(g.map((x) => x.length));
      return 7;
    });
    expect(ci).toEqual([7, 7]);
    expect(new Set(sizes.map((s) => s.join(',')))).toEqual(new Set(['3,1']));
    expect(bootstrapGroupsInterval([[], []], () => 1)).toBeNull();
  });
  test('holding widens an interval to its point', () => {
    expect(holding([0.2, 0.4], 0.5)).toEqual([0.2, 0.5]);
    expect(holding([0.2, 0.4], 0.3)).toEqual([0.2, 0.4]);
  });
});
