// The agreement statistics against values worked out by hand (ties included, small n).
import {
  agreementFigures,
  averageRanks,
  confusionTable,
  kendallTauB,
  pairwiseAgreement,
  spearman,
  withInterval,
  type Paired,
} from '../../src/validate/agreement.js';

const pairs = (labels: number[], scores: number[]): Paired[] =>
  labels.map((label, i) => ({ label, score: scores[i]! }));
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-12);

test('average ranks give tied values the mean of the ranks they span', () => {
  expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
  expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
  expect(averageRanks([3, 1, 2])).toEqual([3, 1, 2]);
});

test('no ties: two swapped neighbours out of five', () => {
  // Σd² = 4: ρ = 1 − 6·4 / (5·24) = 0.8; 8 concordant, 2 discordant of 10 pairs: τ = 0.6.
  const p = pairs([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]);
  close(spearman(p), 0.8);
  close(kendallTauB(p), 0.6);
});

test('a tie in the labels', () => {
  // Label ranks 1, 2.5, 2.5, 4 against 1, 3, 2, 4: ρ = 4.5 / √(4.5·5) = 3/√10.
  // 5 concordant, 0 discordant, one pair tied in the labels: τ_b = 5 / √(5·6).
  const p = pairs([1, 2, 2, 3], [1, 3, 2, 4]);
  close(spearman(p), 3 / Math.sqrt(10));
  close(kendallTauB(p), 5 / Math.sqrt(30));
});

test('ties on both sides', () => {
  // Ranks 1.5, 1.5, 3, 4 and 1, 2.5, 2.5, 4: ρ = 3.75 / 4.5; 4 concordant, one tie each side: τ_b = 4 / 5.
  const p = pairs([1, 1, 2, 3], [1, 2, 2, 3]);
  close(spearman(p), 3.75 / 4.5);
  close(kendallTauB(p), 0.8);
});

test('reversed order is −1; no spread or fewer than two targets is undefined (NaN)', () => {
  const reversed = pairs([1, 2, 3], [30, 20, 10]);
  close(spearman(reversed), -1);
  close(kendallTauB(reversed), -1);
  expect(spearman(pairs([1, 2, 3], [7, 7, 7]))).toBeNaN();
  expect(kendallTauB(pairs([1, 2, 3], [7, 7, 7]))).toBeNaN();
  expect(spearman(pairs([1], [2]))).toBeNaN();
  expect(kendallTauB([])).toBeNaN();
});

test('pairwise agreement counts only pairs the labels separate by the margin; a score tie is half', () => {
  // Separated by ≥ 10: (10,25) no, (10,30) no, (10,60) yes, (25,60) yes, (30,60) yes; (25,30) is within 5.
  expect(pairwiseAgreement(pairs([10, 25, 30, 60], [50, 40, 45, 90]), 10)).toEqual({
    pairs: 5,
    agreeing: 3,
    share: 0.6,
  });
  // (10,25) now tied in the scores: half a pair.
  expect(pairwiseAgreement(pairs([10, 25, 30, 60], [50, 50, 45, 90]), 10)).toEqual({
    pairs: 5,
    agreeing: 3.5,
    share: 0.7,
  });
  // Margin 0: every pair the labels do not tie.
  expect(pairwiseAgreement(pairs([10, 10, 30], [1, 2, 3]), 0)).toEqual({ pairs: 2, agreeing: 2, share: 1 });
  expect(pairwiseAgreement(pairs([10, 12], [1, 2]), 10).share).toBeNaN();
});

test('figures: means and the mean gap', () => {
  const f = agreementFigures(pairs([60, 70, 80], [90, 75, 95]), { margin: 10, seed: 1, resamples: 200 });
  expect(f.n).toBe(3);
  close(f.meanLabel, 70);
  close(f.meanScore, 260 / 3);
  close(f.meanGap, 50 / 3);
  expect(f.pairwise).toEqual({ pairs: 3, agreeing: 2, share: 2 / 3, margin: 10 });
});

test('bootstrap intervals are seeded, hold the value and stay within [−1, 1]', () => {
  const p = pairs([10, 20, 30, 40, 50, 60, 70, 80], [15, 35, 20, 50, 45, 80, 60, 90]);
  const a = withInterval(p, spearman, 7, 300);
  const b = withInterval(p, spearman, 7, 300);
  const c = withInterval(p, spearman, 8, 300);
  expect(a).toEqual(b);
  expect(a.ci).not.toEqual(c.ci);
  expect(a.ci![0]).toBeLessThanOrEqual(a.value);
  expect(a.ci![1]).toBeGreaterThanOrEqual(a.value);
  expect(a.ci![0]).toBeGreaterThanOrEqual(-1);
  expect(a.ci![1]).toBeLessThanOrEqual(1);
  expect(withInterval(pairs([1, 2], [5, 5]), kendallTauB, 7)).toEqual({ value: NaN, ci: null });
});

test('the confusion table counts label class against score class', () => {
  const t = confusionTable(
    [
      { label: 'a', score: 'a' },
      { label: 'a', score: 'b' },
      { label: 'b', score: 'b' },
      { label: 'a', score: 'b' },
    ],
    ['a', 'b'] as const,
  );
  expect(t).toEqual({ a: { a: 1, b: 2 }, b: { a: 0, b: 1 } });
});
