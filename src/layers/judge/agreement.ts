// Agreement of the judge samples: how far the samples of each dimension spread, and whether they
// land on the same rubric levels.
import { AGREEMENT_MIN_ITEMS } from '../../contract/weights.js';
import { krippendorffAlphaOrdinal, populationStdDev } from '../../stats/stats.js';
import { RUBRIC_ANCHORS } from './constants.js';
import type { JudgeDimension } from './types.js';

/** The rubric anchor nearest to a score (its index 0–4): the level compared by the agreement statistics. */
export function rubricLevel(score: number): number {
  let best = 0;
  for (let i = 1; i < RUBRIC_ANCHORS.length; i++)
    if (Math.abs(score - RUBRIC_ANCHORS[i]!) < Math.abs(score - RUBRIC_ANCHORS[best]!)) best = i;
  return best;
}

/** The rubric dimensions, whose judge samples are compared for agreement. */
export const RUBRIC_DIMENSIONS: readonly JudgeDimension[] = [
  'orchestration_fitness',
  'output_quality',
  'scope_calibration',
];

/**
 * Spread of the judge samples: per dimension the population standard deviation of the scores, and
 * the agreement of the samples' rubric levels over the rubric dimensions rated by two or more
 * samples: Krippendorff's ordinal alpha, reported only over AGREEMENT_MIN_ITEMS items or more (over
 * one skill's three rubric dimensions it would be noise; the note says so).
 */
export function judgeSpread(n: number, samples: Record<string, number[]>) {
  const std: Record<string, number | null> = {};
  for (const [dimension, scores] of Object.entries(samples))
    std[dimension] = scores.length >= 2 ? populationStdDev(scores) : null;
  const items = RUBRIC_DIMENSIONS.filter((d) => (samples[d]?.length ?? 0) >= 2);
  let agreement: Record<string, unknown> | null = null;
  if (n >= 2 && items.length > 0) {
    const { alpha } = krippendorffAlphaOrdinal(items.map((d) => samples[d]!.map(rubricLevel)));
    const enough = items.length >= AGREEMENT_MIN_ITEMS;
    agreement = {
      method: "Krippendorff's alpha (ordinal)",
      levels: 'rubric anchors 0, 0.25, 0.5, 0.75, 1 (a score between anchors counts at the nearest one)',
      items,
      min_items: AGREEMENT_MIN_ITEMS,
      alpha: enough ? alpha : null,
      ...(!enough
        ? {
            note: `not reported: ${items.length} item(s) rated by two or more judges; at least ${AGREEMENT_MIN_ITEMS} are needed for the agreement to mean anything`,
          }
        : alpha === null
          ? { note: 'alpha undefined: every judge gave the same rubric level' }
          : {}),
    };
  }
  return { std, agreement };
}
