// A skill's static sub-scores (spec §3): one function per sub-score and method, each clamped to
// [0, 1]. harness_portability is the same under both methods: one minus its findings' weight.
import type { Finding, ParsedSkill } from '../../contract/types.js';
import { STATIC_SUBSCORES, type StaticSubscoreName } from '../../contract/weights.js';
import { ruleContext, type RuleContext } from '../context.js';

export const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** The first step whose `min` the value reaches (steps listed from the highest down). */
export function firstAtLeast<T extends { min: number }>(steps: readonly T[], value: number): T | undefined {
  return steps.find((s) => value >= s.min);
}

/** The harness_portability sub-score alone (the calibrated method takes it from the reference). */
export function harnessPortabilitySubscore(portability: readonly Finding[]): number {
  let total = 0;
  for (const f of portability) total += f.severity;
  return clamp01(Math.max(0, 1 - total));
}

/** One method's rule for each skill sub-score but harness_portability, which both methods share. */
export type SkillSubscoreRules = Record<
  Exclude<StaticSubscoreName, 'harness_portability'>,
  (ctx: RuleContext) => number
>;

/** The calibrated sub-scores as measured, before the fit moves and clamps them. */
export function measuredSubscores(
  rules: SkillSubscoreRules,
  ctx: RuleContext,
): Record<keyof SkillSubscoreRules, number> {
  const out = {} as Record<keyof SkillSubscoreRules, number>;
  for (const name of Object.keys(rules) as Array<keyof SkillSubscoreRules>) out[name] = rules[name](ctx);
  return out;
}

/** A skill's sub-scores by one method's rules, each clamped to [0, 1] (spec §3), in the table's order. */
export function skillSubscores(
  rules: SkillSubscoreRules,
  skill: ParsedSkill,
  portability: readonly Finding[],
): Record<StaticSubscoreName, number> {
  const ctx = ruleContext(skill);
  const out = {} as Record<StaticSubscoreName, number>;
  for (const { name } of STATIC_SUBSCORES)
    out[name] = name === 'harness_portability' ? harnessPortabilitySubscore(portability) : clamp01(rules[name](ctx));
  return out;
}
