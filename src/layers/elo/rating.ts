// Ratings: a reference's anchored on its composite, the skill's the maximum-likelihood rating
// against the references it played, and its percentile in the corpus.
import { ELO_ANCHOR_OFFSET, ELO_PER_POINT, ELO_SCALE, RATING_RANGE } from './constants.js';

export function ratingOfComposite(composite: number): number {
  return ELO_ANCHOR_OFFSET + ELO_PER_POINT * composite;
}

export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / ELO_SCALE));
}

/**
 * The rating at which the expected score against the opponents equals the score obtained, with
 * one virtual draw against `priorOpponent` (keeps all-win and all-loss records finite). The
 * expected total falls as the rating rises, so bisection finds the unique root.
 */
export function performanceRating(
  games: ReadonlyArray<{ opponent: number; score: number }>,
  priorOpponent: number,
): number {
  const gap = (r: number) => {
    let g = 0.5 - expectedScore(r, priorOpponent);
    for (const game of games) g += game.score - expectedScore(r, game.opponent);
    return g;
  };
  let [lo, hi] = RATING_RANGE;
  for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Share of `ratings` below `rating` (ties count half), as a percentage. */
export function corpusPercentile(rating: number, ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  let below = 0;
  for (const r of ratings) below += r < rating ? 1 : r === rating ? 0.5 : 0;
  return (100 * below) / ratings.length;
}
