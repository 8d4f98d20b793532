// The Elo rating of a result for readers, read from the JSON as the Elo layer wrote it (defensively: a report never
// throws on a result from an older version).
import { isJsonObject as isRecord, type EvalResult } from '../../contract/types.js';
import { finiteOrNull as num } from './readJson.js';
import type { EloResult } from '../../layers/elo.js';
import { fmtPercent, ordinal, plural } from './numbers.js';

export interface EloView {
  /** `1523 [1450, 1601]`, or null when the rating could not be measured. */
  rating: string | null;
  /** Why there is no rating. */
  unmeasured: string | null;
  /** `62nd percentile of 40 corpus skills` */
  percentile: string | null;
  /** `6 reference comparisons` */
  comparisons: string;
  /** `2 of 6 pairs changed verdict when the order was swapped; the skill shown first won 75% of decisive verdicts` */
  positionBias: string | null;
  /** `badge: the interval's lower bound (1320) must clear the line` */
  badgeRule: string | null;
}

/** The Elo rating of a result, or null when none was attempted (quick runs, plugins, no corpus). */
export function eloView(result: EvalResult): EloView | null {
  const elo = result.elo;
  if (!isRecord(elo) || !('rating' in elo)) return null;
  const round = (x: number | null) => (x === null ? '?' : Math.round(x).toString());
  const rating = num(elo.rating);
  const lower = num(elo.ci_lower);
  const upper = num(elo.ci_upper);
  const pct = num(elo.percentile);
  const corpus = num(elo.corpus_size);
  const games = Array.isArray(elo.games) ? elo.games.length : 0;
  const bias = isRecord(elo.position_bias) ? elo.position_bias : {};
  const checked = num(bias.pairs_checked);
  const inconsistent = num(bias.inconsistent);
  const firstShare = num(bias.first_position_win_share);
  const biasParts: string[] = [];
  if (checked !== null && checked > 0 && inconsistent !== null)
    biasParts.push(`${inconsistent} of ${plural(checked, 'pair')} changed verdict when the order was swapped`);
  if (firstShare !== null) biasParts.push(`the skill shown first won ${fmtPercent(firstShare)} of decisive verdicts`);
  return {
    rating:
      rating === null
        ? null
        : `${round(rating)}${lower !== null && upper !== null ? ` [${round(lower)}, ${round(upper)}]` : ''}`,
    unmeasured: rating === null ? (typeof elo.unmeasured === 'string' ? elo.unmeasured : 'unknown') : null,
    percentile:
      rating !== null && pct !== null
        ? `${ordinal(pct)} percentile${corpus !== null ? ` of ${plural(corpus, 'corpus skill')}` : ''}`
        : null,
    comparisons: plural(games, 'reference comparison'),
    positionBias: biasParts.length ? biasParts.join('; ') : null,
    badgeRule: isRecord(elo.badge) && typeof elo.badge.rule === 'string' ? `badge: ${elo.badge.rule}` : null,
  };
}

/** One line for reports: `Elo 1523 [1450, 1601] · 62nd percentile of 40 · 6 references, …`. */
export function eloSummary(elo: EloResult): string {
  if (elo.rating === null) return `Elo not measured (${elo.unmeasured ?? 'unknown'})`;
  const r = (x: number | null) => (x === null ? '?' : Math.round(x).toString());
  const pct =
    elo.percentile === null ? '' : ` · ${ordinal(elo.percentile)} percentile of ${elo.corpus_size} corpus skills`;
  const bias =
    elo.position_bias.rate === null
      ? ''
      : `, ${elo.position_bias.inconsistent} of ${elo.position_bias.pairs_checked} pairs changed with the order`;
  const badge = elo.badge ? ` · badge: ${elo.badge.rule}` : '';
  return `Elo ${r(elo.rating)} [${r(elo.ci_lower)}, ${r(elo.ci_upper)}]${pct} · ${elo.games.length} reference comparison(s)${bias} (method: measured)${badge}`;
}

/** A result's Elo line, or why it has none. */
export function eloText(result: EvalResult): string {
  const elo = result.elo as EloResult | null;
  return elo ? eloSummary(elo) : 'not rated (a plugin, or the LLM layers did not run)';
}
