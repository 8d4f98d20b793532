// Agreement between scores and reference labels: rank correlations (Spearman, Kendall tau-b) with
// seeded bootstrap intervals, the share of clearly separated pairs ordered the same way, the mean
// gap and a confusion table of badges. Pure functions over paired numbers; no I/O.
import { bootstrapInterval, holding, mean, type Interval } from '../stats/stats.js';

/** One scored target beside its label, both on the 0–100 scale. */
export interface Paired {
  label: number;
  score: number;
}

/** Ranks from 1, ties given the mean of the ranks they span (so Spearman handles ties). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]![1]] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson correlation; NaN when either side has no spread (or fewer than two values). */
export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  if (n < 2 || y.length !== n) return NaN;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rho: the Pearson correlation of the average ranks. */
export function spearman(pairs: readonly Paired[]): number {
  return pearson(averageRanks(pairs.map((p) => p.label)), averageRanks(pairs.map((p) => p.score)));
}

/**
 * Kendall's tau-b: (concordant − discordant) / √((n0 − ties in labels)(n0 − ties in scores)),
 * n0 = n(n−1)/2, a pair tied on either side being neither. NaN when either side is all ties.
 */
export function kendallTauB(pairs: readonly Paired[]): number {
  let concordant = 0;
  let discordant = 0;
  let tiedLabel = 0;
  let tiedScore = 0;
  for (let i = 0; i < pairs.length; i++) {
    for (let j = i + 1; j < pairs.length; j++) {
      const dl = Math.sign(pairs[j]!.label - pairs[i]!.label);
      const ds = Math.sign(pairs[j]!.score - pairs[i]!.score);
      if (dl === 0) tiedLabel++;
      if (ds === 0) tiedScore++;
      if (dl * ds > 0) concordant++;
      else if (dl * ds < 0) discordant++;
    }
  }
  const n0 = (pairs.length * (pairs.length - 1)) / 2;
  const denominator = Math.sqrt((n0 - tiedLabel) * (n0 - tiedScore));
  return denominator === 0 ? NaN : (concordant - discordant) / denominator;
}

export interface PairwiseAgreement {
  /** Pairs whose labels differ by at least the margin. */
  pairs: number;
  /** Of those, the ones the scores order the same way (a tie in scores counts one half). */
  agreeing: number;
  /** agreeing / pairs; NaN when no pair is separated by the margin. */
  share: number;
}

/** How often the scores order the pairs that the labels separate by at least `margin` points. */
export function pairwiseAgreement(pairs: readonly Paired[], margin: number): PairwiseAgreement {
  let separated = 0;
  let agreeing = 0;
  for (let i = 0; i < pairs.length; i++) {
    for (let j = i + 1; j < pairs.length; j++) {
      const dl = pairs[j]!.label - pairs[i]!.label;
      // A pair the labels tie is not ordered by them, whatever the margin.
      if (dl === 0 || Math.abs(dl) < margin) continue;
      separated++;
      const ds = Math.sign(pairs[j]!.score - pairs[i]!.score);
      // A score tie orders the pair no better than a coin.
      agreeing += ds === 0 ? 0.5 : ds === Math.sign(dl) ? 1 : 0;
    }
  }
  return { pairs: separated, agreeing, share: separated === 0 ? NaN : agreeing / separated };
}

export interface Correlation {
  value: number;
  /** Seeded percentile bootstrap interval over resampled targets, widened to hold the value; null when undefined. */
  ci: Interval | null;
}

/** A correlation with its bootstrap interval (targets resampled with replacement). */
export function withInterval(
  pairs: readonly Paired[],
  statistic: (p: Paired[]) => number,
  seed: number,
  resamples?: number,
): Correlation {
  const value = statistic([...pairs]);
  if (!Number.isFinite(value)) return { value, ci: null };
  const ci = bootstrapInterval(pairs, statistic, { seed, resamples });
  return { value, ci: ci ? holding(ci, value) : null };
}

export interface AgreementFigures {
  n: number;
  spearman: Correlation;
  kendall: Correlation;
  pairwise: PairwiseAgreement & { margin: number };
  meanLabel: number;
  meanScore: number;
  /** Mean of score − label. */
  meanGap: number;
}

/** Every agreement figure of paired scores and labels; `seed` makes the intervals reproducible. */
export function agreementFigures(
  pairs: readonly Paired[],
  options: { margin: number; seed: number; resamples?: number },
): AgreementFigures {
  return {
    n: pairs.length,
    spearman: withInterval(pairs, spearman, options.seed, options.resamples),
    kendall: withInterval(pairs, kendallTauB, options.seed, options.resamples),
    pairwise: { ...pairwiseAgreement(pairs, options.margin), margin: options.margin },
    meanLabel: mean(pairs.map((p) => p.label)),
    meanScore: mean(pairs.map((p) => p.score)),
    meanGap: mean(pairs.map((p) => p.score - p.label)),
  };
}

/** counts[labelClass][scoreClass]: how many targets fall in each cell (classes in the given order). */
export function confusionTable<C extends string>(
  rows: ReadonlyArray<{ label: C; score: C }>,
  classes: readonly C[],
): Record<C, Record<C, number>> {
  const table = Object.fromEntries(classes.map((l) => [l, Object.fromEntries(classes.map((s) => [s, 0]))])) as Record<
    C,
    Record<C, number>
  >;
  for (const r of rows) table[r.label][r.score]++;
  return table;
}
