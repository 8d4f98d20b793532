// Elo from the corpus. `plugin-eval init` indexes reference skills; here a skill is
// compared, by the rubric model, with the closest of them (same category first, then nearest in
// size), each pair judged twice with the order swapped so that a judge preferring whichever skill
// comes first (position bias) shows up and cancels out. Reference ratings are anchored on their
// static composite through the spec's badge lines (composite 60 ↔ Elo 1300, … 90 ↔ 1600: 10
// composite points per 100 Elo); the skill's rating is the maximum-likelihood rating against them
// (with one virtual draw against their mean, so that all wins or all losses stay finite), with a
// seeded percentile bootstrap over the references and its percentile in the whole corpus.
// The parts live in src/layers/elo/; this is what other modules use of them.
export {
  ELO_REFERENCE_COUNT,
  ELO_EXCERPT_CODE_POINTS,
  ELO_MAX_TOKENS,
  ELO_ANCHOR_OFFSET,
  ELO_PER_POINT,
  ELO_SCALE,
  ELO_BOOTSTRAP_SEED,
} from './elo/constants.js';
export type { EloReference, EloGame, Verdict, EloResult, EloBadge, EloOptions } from './elo/types.js';
export { eloBadge } from './elo/badge.js';
export { categoryOf, closestReferences, eloReferencesFromCorpus } from './elo/references.js';
export { corpusPercentile, expectedScore, performanceRating, ratingOfComposite } from './elo/rating.js';
export { runElo } from './elo/run.js';
