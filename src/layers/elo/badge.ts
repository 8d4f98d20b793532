// What an Elo rating does to the badge.
import type { Method } from '../../contract/types.js';
import { ELO_BADGE } from '../../contract/weights.js';
import type { EloBadge, EloResult } from './types.js';

/**
 * The value an Elo result puts against the badge lines (spec §5: with a rating, a badge needs the
 * rating over its line too), or null without a rating. Reference: the point rating. Calibrated:
 * the interval's lower bound, and only when the judge kept its verdicts when the order was swapped
 * (ELO_BADGE); otherwise the rating confirms no line, so it can raise nothing.
 */
export function eloBadge(elo: EloResult | null, method: Method): EloBadge | null {
  if (!elo || elo.rating === null) return null;
  if (method === 'reference') return { value: elo.rating, rule: 'reference: the point rating must clear the line' };
  const bias = elo.position_bias;
  if (bias.pairs_checked < ELO_BADGE.minPairsChecked) {
    return {
      value: -Infinity,
      rule: `no line confirmed: only ${bias.pairs_checked} pair(s) judged in both orders (${ELO_BADGE.minPairsChecked} needed)`,
    };
  }
  if (bias.rate === null || bias.rate > ELO_BADGE.maxPositionInconsistency) {
    return {
      value: -Infinity,
      rule: `no line confirmed: the verdict flipped with the order in ${bias.inconsistent} of ${bias.pairs_checked} pairs (more than ${Math.round(ELO_BADGE.maxPositionInconsistency * 100)}%)`,
    };
  }
  const lower = elo.ci_lower ?? elo.rating;
  return { value: lower, rule: `the interval's lower bound (${Math.round(lower)}) must clear the line` };
}
