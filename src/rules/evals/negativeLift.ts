import type { Finding } from '../../contract/types.js';
import { defineRule } from '../rule.js';
import { evalsFinding } from './finding.js';

export const EVALS_NEGATIVE_LIFT = 'EVALS_NEGATIVE_LIFT';

/** What the finding reads of an evals report (src/layers/evals.ts's EvalsReport). */
export interface MeasuredLift {
  file: string;
  lift: number | null;
  lift_ci: readonly [number, number] | null;
  with_skill: { pass_rate: number | null };
  without_skill: { pass_rate: number | null };
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(0)}%`);

/** The finding for a measured negative lift: medium when its whole interval is below 0, else low. */
export function evalsNegativeLift(report: MeasuredLift): Finding {
  const [lo, hi] = report.lift_ci ?? [report.lift!, report.lift!];
  const sure = hi < 0;
  return evalsFinding(
    EVALS_NEGATIVE_LIFT,
    sure ? 'medium' : 'low',
    `${report.file}: with the skill the agent met ${pct(report.with_skill.pass_rate)} of the expectations, without it ${pct(report.without_skill.pass_rate)} ` +
      `(lift ${(report.lift! * 100).toFixed(0)} points, 95% interval ${(lo * 100).toFixed(0)} to ${(hi * 100).toFixed(0)}${sure ? '' : '; the interval includes 0'}).`,
    report.file,
  );
}

export const evalsNegativeLiftRule = defineRule({
  id: EVALS_NEGATIVE_LIFT,
  family: 'evals',
  title: 'The skill makes its own evals worse',
  description: "The agent met the author's expectations less often with the skill than without it.",
  why: 'Installing the skill makes the agent worse at the very tasks its author wrote it for: users who load it get poorer results than they would without it.',
  bad: 'with the skill 55% of the expectations met, without it 70% (lift -15 points)',
  good: 'with the skill 85% of the expectations met, without it 70% (lift +15 points)',
  fix: 'Read the failing expectations of the with-skill outputs in the evals report and change the instructions that lead the agent away from them.',
  methods: 'Measured only when the evals run (an API key, and a depth other than quick or --evals).',
});
