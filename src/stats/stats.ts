// Statistics for the Monte Carlo layer (spec §7), in one place and with exact methods:
// Wilson score interval, seeded percentile bootstrap, Clopper-Pearson from the exact beta
// quantile, and the descriptive figures (median, quartiles, population std-dev, CV).

/** Two-sided 95% normal quantile used by the Wilson interval (spec §7). */
export const WILSON_Z = 1.96;
/** Resamples of the percentile bootstrap (spec §7). */
export const BOOTSTRAP_RESAMPLES = 1000;
/** Seed of the bootstrap when the caller gives none: the same data always gives the same interval. */
export const BOOTSTRAP_SEED = 0x5eed;
/** Two-sided error rate of the 95% intervals. */
export const INTERVAL_ALPHA = 0.05;
/** Tukey's fence multiplier for token outliers. */
export const OUTLIER_FENCE = 1.5;

export type Interval = [lower: number, upper: number];

/** Wilson score interval for `successes` out of `trials`; [0, 1] when there are no trials. */
export function wilson(successes: number, trials: number, z: number = WILSON_Z): Interval {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** mulberry32: a small, fast 32-bit PRNG; good enough for resampling and fully reproducible. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Quantile with linear interpolation between order statistics (numpy's default, R type 7). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return quantileSorted(sorted, q);
}

function quantileSorted(sorted: readonly number[], q: number): number {
  const rank = q * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  if (lo === hi) return sorted[lo]!;
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Interquartile range: [Q1, Q3] and their difference. */
export function iqr(values: readonly number[]): { q1: number; q3: number; iqr: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantileSorted(sorted, 0.25);
  const q3 = quantileSorted(sorted, 0.75);
  return { q1, q3, iqr: q3 - q1 };
}

/** Values outside Tukey's fences (Q1 − 1.5·IQR, Q3 + 1.5·IQR). */
export function outliers(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const { q1, q3, iqr: range } = iqr(values);
  const low = q1 - OUTLIER_FENCE * range;
  const high = q3 + OUTLIER_FENCE * range;
  return values.filter((v) => v < low || v > high);
}

/** Population standard deviation (divides by n, as the reference does). */
export function populationStdDev(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const m = mean(values);
  let sum = 0;
  for (const v of values) sum += (v - m) * (v - m);
  return Math.sqrt(sum / values.length);
}

/** Coefficient of variation σ/μ; 0 when every value is 0, +∞ when only the mean is 0. */
export function coefficientOfVariation(values: readonly number[]): number {
  const m = mean(values);
  const sd = populationStdDev(values);
  if (Number.isNaN(m)) return NaN;
  if (m === 0) return sd === 0 ? 0 : Infinity;
  return sd / Math.abs(m);
}

/**
 * Percentile bootstrap interval of the mean: `resamples` resamples with replacement drawn from a
 * seeded PRNG, then the α/2 and 1−α/2 quantiles of the resampled means. Null for no data.
 */
export function bootstrapMeanInterval(
  values: readonly number[],
  options: { resamples?: number; seed?: number; alpha?: number } = {},
): Interval | null {
  const n = values.length;
  if (n === 0) return null;
  const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
  const alpha = options.alpha ?? INTERVAL_ALPHA;
  const random = mulberry32(options.seed ?? BOOTSTRAP_SEED);
  const means = new Array<number>(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(random() * n)]!;
    means[r] = sum / n;
  }
  means.sort((a, b) => a - b);
  return [quantileSorted(means, alpha / 2), quantileSorted(means, 1 - alpha / 2)];
}

// Lanczos approximation (g = 7, n = 9): ln Γ(x) to about 15 significant digits.
const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let series = LANCZOS_COEFFICIENTS[0]!;
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) series += LANCZOS_COEFFICIENTS[i]! / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(series);
}

const CF_MAX_ITERATIONS = 500;
const CF_EPSILON = 1e-16;
const CF_TINY = 1e-300;

/** Continued fraction of the incomplete beta (modified Lentz), valid for x < (a+1)/(a+b+2). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < CF_TINY) d = CF_TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= CF_MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < CF_TINY) d = CF_TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < CF_TINY) c = CF_TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < CF_TINY) d = CF_TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < CF_TINY) c = CF_TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < CF_EPSILON) break;
  }
  return h;
}

/** Regularised incomplete beta I_x(a, b) for a, b > 0. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logFront) * betaContinuedFraction(x, a, b)) / a;
  return 1 - (Math.exp(logFront) * betaContinuedFraction(1 - x, b, a)) / b;
}

/** Exact beta quantile: the x with I_x(a, b) = p, by bisection (I is increasing in x). */
export function betaQuantile(p: number, a: number, b: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let lo = 0;
  let hi = 1;
  // 200 halvings reach the spacing of doubles near any x in (0, 1); stop earlier when they meet.
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break;
    if (regularizedIncompleteBeta(mid, a, b) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Clopper-Pearson ("exact") interval for `successes` out of `trials`; [0, 1] when there are no trials. */
export function clopperPearson(successes: number, trials: number, alpha: number = INTERVAL_ALPHA): Interval {
  if (trials <= 0) return [0, 1];
  const lower = successes <= 0 ? 0 : betaQuantile(alpha / 2, successes, trials - successes + 1);
  const upper = successes >= trials ? 1 : betaQuantile(1 - alpha / 2, successes + 1, trials - successes);
  return [lower, upper];
}

// ---- resampling of any statistic, and agreement between judges ----------------------------

/**
 * Percentile bootstrap interval of any statistic over groups resampled independently (a
 * stratified bootstrap): each resample draws, within every group, as many items as it holds, with
 * replacement, and evaluates `statistic` on the resampled groups. Seeded, so the same data always
 * gives the same interval. Null when every group is empty.
 */
export function bootstrapGroupsInterval<T>(
  groups: ReadonlyArray<readonly T[]>,
  statistic: (resampled: T[][]) => number,
  options: { resamples?: number; seed?: number; alpha?: number } = {},
): Interval | null {
  if (groups.every((g) => g.length === 0)) return null;
  const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
  const alpha = options.alpha ?? INTERVAL_ALPHA;
  const random = mulberry32(options.seed ?? BOOTSTRAP_SEED);
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const drawn = groups.map((g) => Array.from({ length: g.length }, () => g[Math.floor(random() * g.length)]!));
    const value = statistic(drawn);
    if (Number.isFinite(value)) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  return [quantileSorted(values, alpha / 2), quantileSorted(values, 1 - alpha / 2)];
}

/** Percentile bootstrap interval of any statistic of one sample (see bootstrapGroupsInterval). */
export function bootstrapInterval<T>(
  values: readonly T[],
  statistic: (resampled: T[]) => number,
  options: { resamples?: number; seed?: number; alpha?: number } = {},
): Interval | null {
  return bootstrapGroupsInterval([values], (groups) => statistic(groups[0]!), options);
}

/** An interval widened, when needed, to hold its point estimate (a percentile bootstrap need not). */
export function holding(interval: Interval, point: number): Interval {
  return [Math.min(interval[0], point), Math.max(interval[1], point)];
}

export interface Agreement {
  /** Share of items on which the two raters gave the same level. */
  observed: number;
  /** Agreement expected by chance from each rater's own level frequencies. */
  expected: number;
  /** (observed − expected) / (1 − expected); null when chance agreement is already 1 (undefined). */
  kappa: number | null;
}

/** Cohen's kappa (unweighted) of two raters' levels over the same items. */
export function cohensKappa(a: readonly (string | number)[], b: readonly (string | number)[]): Agreement {
  if (a.length !== b.length) throw new Error(`cohensKappa: ${a.length} and ${b.length} ratings`);
  const n = a.length;
  if (n === 0) return { observed: NaN, expected: NaN, kappa: null };
  let same = 0;
  const countA = new Map<string | number, number>();
  const countB = new Map<string | number, number>();
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) same++;
    countA.set(a[i]!, (countA.get(a[i]!) ?? 0) + 1);
    countB.set(b[i]!, (countB.get(b[i]!) ?? 0) + 1);
  }
  const observed = same / n;
  let expected = 0;
  for (const [level, ca] of countA) expected += (ca / n) * ((countB.get(level) ?? 0) / n);
  const kappa = expected >= 1 ? null : (observed - expected) / (1 - expected);
  return { observed, expected, kappa };
}

/**
 * Agreement of several raters over the same items: Cohen's kappa for two, and for more the mean of
 * Cohen's kappa over every pair of raters (Light's kappa). Pairs whose kappa is undefined are left
 * out of the mean (null when all are); `observed` is the mean pairwise share of equal levels.
 */
export function meanPairwiseKappa(raters: ReadonlyArray<readonly (string | number)[]>): {
  observed: number;
  kappa: number | null;
  pairs: number;
} {
  const kappas: number[] = [];
  const observed: number[] = [];
  for (let i = 0; i < raters.length; i++) {
    for (let j = i + 1; j < raters.length; j++) {
      const agreement = cohensKappa(raters[i]!, raters[j]!);
      observed.push(agreement.observed);
      if (agreement.kappa !== null) kappas.push(agreement.kappa);
    }
  }
  return {
    observed: observed.length ? mean(observed) : NaN,
    kappa: kappas.length ? mean(kappas) : null,
    pairs: observed.length,
  };
}

/**
 * Krippendorff's alpha for ordinal data: `units` holds, per item, the levels (0, 1, … in rank
 * order) the raters gave it (missing ratings left out). Units with fewer than two values are not
 * pairable and are left out. From the coincidence matrix o (each ordered pair of values within a
 * unit counts 1/(m_u − 1)), the ordinal distance δ²(c, k) = (Σ_{g=c..k} n_g − (n_c + n_k)/2)², and
 * α = 1 − (n − 1) · Σ o_ck δ²_ck / Σ n_c n_k δ²_ck. Null when there is no disagreement to expect
 * (every value the same, or fewer than two pairable values).
 */
export function krippendorffAlphaOrdinal(units: ReadonlyArray<readonly number[]>): {
  alpha: number | null;
  pairable: number;
  values: number;
} {
  const pairable = units.filter((u) => u.length >= 2);
  const levels = [...new Set(pairable.flat())].sort((a, b) => a - b);
  const index = new Map(levels.map((l, i) => [l, i]));
  const k = levels.length;
  const o = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const unit of pairable) {
    const m = unit.length;
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) {
        if (i !== j) o[index.get(unit[i]!)!]![index.get(unit[j]!)!]! += 1 / (m - 1);
      }
    }
  }
  const nc = o.map((row) => row.reduce((s, x) => s + x, 0));
  const n = nc.reduce((s, x) => s + x, 0);
  if (n < 2 || k < 2) return { alpha: null, pairable: pairable.length, values: Math.round(n) };
  const delta2 = (c: number, d: number): number => {
    const [lo, hi] = c <= d ? [c, d] : [d, c];
    let sum = 0;
    for (let g = lo; g <= hi; g++) sum += nc[g]!;
    const x = sum - (nc[lo]! + nc[hi]!) / 2;
    return x * x;
  };
  let observed = 0;
  let expected = 0;
  for (let c = 0; c < k; c++) {
    for (let d = 0; d < k; d++) {
      const w = delta2(c, d);
      observed += o[c]![d]! * w;
      expected += nc[c]! * nc[d]! * w;
    }
  }
  return {
    alpha: expected === 0 ? null : 1 - ((n - 1) * observed) / expected,
    pairable: pairable.length,
    values: Math.round(n),
  };
}
