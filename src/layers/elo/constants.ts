// The fixed numbers of the Elo layer.
import type { Interval } from '../../stats/stats.js';

/** References each skill is compared with (two calls each). */
export const ELO_REFERENCE_COUNT = 6;
/** Code points of each SKILL.md shown to the pairwise judge (the rubric calls' excerpt). */
export const ELO_EXCERPT_CODE_POINTS = 3000;
export const ELO_MAX_TOKENS = 4096;
/** Rating = ELO_ANCHOR_OFFSET + ELO_PER_POINT × composite: the spec's badge lines (60 → 1300, 90 → 1600). */
export const ELO_ANCHOR_OFFSET = 700;
export const ELO_PER_POINT = 10;
/** The logistic scale of Elo: 400 points = 10:1 odds. */
export const ELO_SCALE = 400;
/** The search range of the maximum-likelihood rating. */
export const RATING_RANGE: Interval = [0, 3000];
export const ELO_BOOTSTRAP_SEED = 0xe10;
