// A skill's quality hits and what they cost: one pass of the quality rules, then each rule's summed
// amount turned into deductions by the fit's weights. The static layer and the fitting script both
// go through adjustSubscores, so the fitted number is the shipped number.
import type { CalibratedSubscoreName, CalibrationFit } from '../../contract/calibratedWeights.js';
import type { RuleContext } from '../context.js';
import { detectorFor, type RuleDefinition } from '../rule.js';
import { QUALITY_RULES } from './index.js';
import type { QualityDetector, QualitySignal } from './signal.js';

/** One rule's occurrences in a skill and their summed amount. */
export interface QualityHit {
  rule: string;
  amount: number;
  signals: readonly QualitySignal[];
}

/** One quality rule's occurrences in the skill, or null when it has none (or they amount to nothing). */
export function qualityHitOf(rule: RuleDefinition<QualityDetector>, ctx: RuleContext): QualityHit | null {
  const signals = detectorFor(rule, 'calibrated')?.(ctx) ?? [];
  let amount = 0;
  for (const s of signals) amount += s.amount;
  return signals.length > 0 && amount > 0 ? { rule: rule.id, amount, signals } : null;
}

/** Every quality rule's occurrences in the skill, in the family's order (rules with none left out). */
export function qualityHits(ctx: RuleContext): QualityHit[] {
  const out: QualityHit[] = [];
  for (const rule of QUALITY_RULES) {
    const hit = qualityHitOf(rule, ctx);
    if (hit) out.push(hit);
  }
  return out;
}

/** What one hit costs each sub-score it lowers. */
export function deductionOf(hit: QualityHit, fit: CalibrationFit): number {
  const w = fit.quality[hit.rule];
  return w ? Math.min(w.max, Math.max(0, w.perUnit) * hit.amount) : 0;
}

/**
 * The measured sub-scores (unclamped) lowered by the hits' deductions, then their distance from
 * the maximum stretched by the fit's stretch (1: as measured; a perfect sub-score stays perfect),
 * each clamped to [0, 1]. A deduction is stretched as a shortfall the sub-score measured itself.
 */
export function adjustSubscores(
  raw: Readonly<Record<CalibratedSubscoreName, number>>,
  hits: readonly QualityHit[],
  fit: CalibrationFit,
): Record<CalibratedSubscoreName, number> {
  const lowered = { ...raw } as Record<CalibratedSubscoreName, number>;
  for (const hit of hits) {
    const d = deductionOf(hit, fit);
    for (const name of fit.quality[hit.rule]?.subscores ?? []) lowered[name] -= d;
  }
  const out = {} as Record<CalibratedSubscoreName, number>;
  for (const name of Object.keys(lowered) as CalibratedSubscoreName[]) out[name] = stretched(fit, name, lowered[name]);
  return out;
}

/** adjustSubscores' last step for one sub-score lowered by its deductions: its distance from 1 stretched, in [0, 1]. */
export const stretched = (fit: CalibrationFit, name: CalibratedSubscoreName, lowered: number): number =>
  Math.min(1, Math.max(0, 1 - fit.stretch[name] * (1 - lowered)));
