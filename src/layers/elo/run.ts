// The Elo layer: the skill against the closest references, then its rating and interval.
import type { ParsedSkill } from '../../contract/types.js';
import { firstCodePoints, type UsageTally } from '../../llm/call.js';
import { bootstrapInterval, holding, mean } from '../../stats/stats.js';
import { ELO_ANCHOR_OFFSET, ELO_BOOTSTRAP_SEED, ELO_EXCERPT_CODE_POINTS, ELO_PER_POINT } from './constants.js';
import { playGame, positionBias, type GamesInPlay } from './games.js';
import { corpusPercentile, performanceRating, ratingOfComposite } from './rating.js';
import { categoryOf, closestReferences } from './references.js';
import type { EloOptions, EloReference, EloResult } from './types.js';

/** Elo of one skill against the closest references. Never throws: failures leave the rating null. */
export async function runElo(
  skill: ParsedSkill,
  references: readonly EloReference[],
  options: EloOptions,
  tally: UsageTally,
): Promise<EloResult> {
  const excerpt = firstCodePoints(skill.text, ELO_EXCERPT_CODE_POINTS);
  const opponents = closestReferences(
    { category: categoryOf(skill.path), bytes: skill.utf8Bytes, excerpt, name: skill.name },
    references,
    options.count,
  );
  const base = unrated(references.length, options.model);
  if (opponents.length === 0)
    return { ...base, unmeasured: 'the corpus has no usable reference (re-run plugin-eval init to store excerpts)' };
  const play: GamesInPlay = { games: [], failures: base.failures, decisive: 0, firstWins: 0 };
  await Promise.all(opponents.map((ref) => playGame(excerpt, ref, options, tally, play)));
  return rated(base, play, references, tally);
}

/** The result before any game: no rating. */
function unrated(corpusSize: number, model: string): EloResult {
  return {
    method: 'measured',
    rating: null,
    ci_lower: null,
    ci_upper: null,
    percentile: null,
    corpus_size: corpusSize,
    games: [],
    position_bias: { pairs_checked: 0, inconsistent: 0, rate: null, first_position_win_share: null },
    model,
    anchor: `reference rating = ${ELO_ANCHOR_OFFSET} + ${ELO_PER_POINT} × its composite in the corpus (the spec's badge lines: 60 ↔ 1300 … 90 ↔ 1600)`,
    ci_method: 'percentile bootstrap over the references compared, 1,000 resamples, seeded',
    failures: [],
    model_usage: {},
  };
}

/** The rating from the games played, with its bootstrap interval and its percentile in the corpus. */
function rated(base: EloResult, play: GamesInPlay, references: readonly EloReference[], tally: UsageTally): EloResult {
  const corpusRatings = references.map((r) => ratingOfComposite(r.composite));
  const games = play.games;
  games.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const bias = positionBias(games, play);
  if (games.length === 0) {
    return {
      ...base,
      games,
      position_bias: bias,
      unmeasured: `every comparison failed: ${base.failures[0] ?? 'unknown'}`,
      model_usage: tally.toJSON(),
    };
  }
  const prior = mean(games.map((g) => g.opponent));
  const rating = performanceRating(games, prior);
  const ci = holding(
    bootstrapInterval(games, (sample) => performanceRating(sample, prior), { seed: ELO_BOOTSTRAP_SEED }) ?? [
      rating,
      rating,
    ],
    rating,
  );
  return {
    ...base,
    rating,
    ci_lower: ci[0],
    ci_upper: ci[1],
    percentile: corpusPercentile(rating, corpusRatings),
    games,
    position_bias: bias,
    model_usage: tally.toJSON(),
  };
}
