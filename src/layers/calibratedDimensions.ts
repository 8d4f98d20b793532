// What a composite reads of a skill's calibrated static layer, measured part by part: each
// sub-score and each quality rule is measured only when first asked for, and once per skill. The
// advice scores every edit of a skill with this, and drops an edit that does not raise the
// dimension its fix is listed under after measuring that dimension alone (four in ten edits).
import type { DimensionName, ParsedSkill } from '../contract/types.js';
import { CAL_FIT, type CalibratedSubscoreName, type CalibrationFit } from '../contract/calibratedWeights.js';
import { STATIC_SUBSCORES } from '../contract/weights.js';
import { ruleContext, type RuleContext } from '../rules/context.js';
import { QUALITY_RULES } from '../rules/quality/index.js';
import { adjustSubscores, deductionOf, qualityHitOf, stretched, type QualityHit } from '../rules/quality/measure.js';
import { CALIBRATED_SUBSCORES } from '../rules/subscores/calibrated/index.js';
import { antiPatternCount, dimensionsOf } from './static.js';

/** The dimensions of a calibrated layer and its anti-patterns' count. */
export interface CalibratedDimensions {
  dimensions: Partial<Record<DimensionName, number>>;
  antiPatternCount: number;
}

const SUBSCORE_NAMES = Object.keys(CALIBRATED_SUBSCORES) as CalibratedSubscoreName[];

/** A skill's measured sub-scores (unclamped) and quality hits, each measured when first asked for. */
interface PartMeasures {
  raw(name: CalibratedSubscoreName): number;
  /** The rule at `index` of QUALITY_RULES: its hit, or null when it has none. */
  hit(index: number): QualityHit | null;
}

function partMeasures(ctx: RuleContext): PartMeasures {
  const raws = new Map<CalibratedSubscoreName, number>();
  const hits = new Map<number, QualityHit | null>();
  return {
    raw(name) {
      let value = raws.get(name);
      if (value === undefined) raws.set(name, (value = CALIBRATED_SUBSCORES[name](ctx)));
      return value;
    },
    hit(index) {
      let found = hits.get(index);
      if (found === undefined) hits.set(index, (found = qualityHitOf(QUALITY_RULES[index], ctx)));
      return found;
    },
  };
}

const measuresOf = (skill: ParsedSkill): PartMeasures => ruleContext(skill).memo(partMeasures);

/**
 * What a composite reads of a skill's calibrated static layer: its dimensions (staticLayer's, the
 * same numbers: measuredSubscores' and qualityHits' in their order) and how many anti-patterns it
 * has. Harness_portability, which maps to no dimension, the findings, the anti-patterns' objects
 * and the metadata would be made only to be thrown away.
 */
export function calibratedDimensions(skill: ParsedSkill, fit: CalibrationFit = CAL_FIT): CalibratedDimensions {
  const measures = measuresOf(skill);
  const raw = {} as Record<CalibratedSubscoreName, number>;
  for (const name of SUBSCORE_NAMES) raw[name] = measures.raw(name);
  const hits: QualityHit[] = [];
  for (let i = 0; i < QUALITY_RULES.length; i++) {
    const hit = measures.hit(i);
    if (hit) hits.push(hit);
  }
  const subs = adjustSubscores(raw, hits, fit);
  const dimensions = dimensionsOf((name) => subs[name as CalibratedSubscoreName]);
  return { dimensions, antiPatternCount: antiPatternCount(ruleContext(skill), 'calibrated') };
}

/** The measured sub-score a dimension is made of (harness_portability makes none). */
function subscoreOf(dimension: DimensionName): CalibratedSubscoreName | null {
  let found: CalibratedSubscoreName | null = null;
  // The last one, as dimensionsOf writes them.
  for (const s of STATIC_SUBSCORES) if (s.dimension === dimension) found = s.name;
  return found;
}

/**
 * Whether the dimension of the skill's calibrated layer is above `floor`: calibratedDimensions'
 * number for it, compared, measuring only its sub-score and the quality rules that lower it. A
 * quality rule only lowers (its deduction is at least 0 when its cap is), so a sub-score whose
 * measure alone is not above the floor is not, and those rules are not run.
 */
export function dimensionAbove(
  skill: ParsedSkill,
  dimension: DimensionName,
  floor: number,
  fit: CalibrationFit = CAL_FIT,
): boolean {
  const name = subscoreOf(dimension);
  if (name === null) return (calibratedDimensions(skill, fit).dimensions[dimension] ?? 0) > floor;
  const measures = measuresOf(skill);
  let lowered = measures.raw(name);
  const lowering: number[] = [];
  for (let i = 0; i < QUALITY_RULES.length; i++) {
    const subscores = fit.quality[QUALITY_RULES[i].id]?.subscores ?? [];
    if (subscores.includes(name)) lowering.push(i);
  }
  const onlyLowers = fit.stretch[name] >= 0 && lowering.every((i) => (fit.quality[QUALITY_RULES[i].id]?.max ?? 0) >= 0);
  if (onlyLowers && !(stretched(fit, name, lowered) > floor)) return false;
  // The deductions in adjustSubscores' order (the family's), so the number is the same to the bit.
  for (const i of lowering) {
    const hit = measures.hit(i);
    if (hit === null) continue;
    const d = deductionOf(hit, fit);
    for (const n of fit.quality[hit.rule]!.subscores) if (n === name) lowered -= d;
  }
  return stretched(fit, name, lowered) > floor;
}
