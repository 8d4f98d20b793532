// A dimension no proposed edit explains: the parts of its sub-score the skill fell short of, each
// with the composite points it would win at its most (the same credits and fit as the number; when
// no part alone moves the dimension, every part without points), and the quality rules that lower
// it. A dimension short only of what no skill earns gets no advice.
import type { CompositeInput } from '../composite/composite.js';
import { dimensionGain, MIN_ADVICE_GAIN } from '../composite/advice.js';
import { CAL_FIT, type CalibratedSubscoreName } from '../contract/calibratedWeights.js';
import { STATIC_SUBSCORES } from '../contract/weights.js';
import type { AdviceItem, CompositeResult, DimensionName, LayerResult } from '../contract/types.js';
import type { RuleContext } from '../rules/context.js';
import { adjustSubscores, type QualityHit } from '../rules/quality/measure.js';
import { CALIBRATED_SHORTFALLS } from '../rules/subscores/calibrated/index.js';

const RULE = 'ADVICE_MEASURED';

/** What the composite was computed from, and the calibrated measures of its static layer. */
export interface ShortfallBase {
  input: CompositeInput;
  result: CompositeResult;
  stat: LayerResult;
  raw: Readonly<Record<CalibratedSubscoreName, number>>;
  hits: readonly QualityHit[];
  file: string;
}

function subscoreOf(dimension: DimensionName): CalibratedSubscoreName | null {
  const s = STATIC_SUBSCORES.find((x) => x.dimension === dimension);
  return s && s.name !== 'harness_portability' ? s.name : null;
}

/** The composite points a sub-score raised by `gap` (before the fit) would win. */
function pointsOf(base: ShortfallBase, dimension: DimensionName, name: CalibratedSubscoreName, gap: number): number {
  const value = adjustSubscores({ ...base.raw, [name]: base.raw[name] + gap }, base.hits, CAL_FIT)[name];
  return dimensionGain(base.input, base.result, base.stat, dimension, value);
}

/** The quality rules that lower a sub-score, as one item (their own advice gives their points). */
function loweredBy(base: ShortfallBase, name: CalibratedSubscoreName): AdviceItem | null {
  const rules = [
    ...new Set(base.hits.filter((h) => CAL_FIT.quality[h.rule]?.subscores.includes(name)).map((h) => h.rule)),
  ];
  if (rules.length === 0) return null;
  return {
    rule: RULE,
    fact: `The sub-score is lowered by ${rules.join(', ')}, listed with ${rules.length === 1 ? 'its' : 'their'} own points`,
    file: base.file,
    fix: `Fix what ${rules.length === 1 ? 'that item names' : 'those items name'}.`,
  };
}

/** The items of a dimension that no proposed edit explains: its sub-score's shortfalls, then what lowers it. */
export function shortfallItems(base: ShortfallBase, ctx: RuleContext, dimension: DimensionName): AdviceItem[] {
  const name = subscoreOf(dimension);
  if (name === null) return [];
  const shortfalls = CALIBRATED_SHORTFALLS[name](ctx);
  const items: AdviceItem[] = [];
  for (const s of shortfalls) {
    const points = pointsOf(base, dimension, name, s.gap);
    if (points >= MIN_ADVICE_GAIN) items.push({ rule: RULE, fact: s.fact, file: base.file, fix: s.fix, points });
  }
  // A dimension far below its most moves only when several parts are earned: each is listed, with
  // no points of its own (the dimension states what all of them would win).
  if (items.length === 0)
    for (const s of shortfalls) items.push({ rule: RULE, fact: s.fact, file: base.file, fix: s.fix });
  const lowered = loweredBy(base, name);
  if (lowered) items.push(lowered);
  return items;
}
