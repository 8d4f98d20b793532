// The author's evals in a pull request: lift and pass rate at the base and at the head, the change
// of the with-skill pass rate with its interval, and the `eval-gate` input (off | regression |
// min-lift:X). Pure functions of the rows.
import type { EvalCaseResult, EvalsReport } from '../layers/evals.js';
import { evalsOf, fmtLift, fmtLiftInterval, fmtPct } from '../reports/evals.js';
import { bootstrapGroupsInterval, bootstrapInterval, holding, mean, type Interval } from '../stats/stats.js';
import type { EvalOutcome } from '../contract/types.js';

export type EvalGate = { mode: 'off' } | { mode: 'regression' } | { mode: 'min-lift'; minLift: number };

/** Seed of the bootstrap of the change between base and head. */
export const EVAL_CHANGE_SEED = 0xc4a9;

/** Parses the `eval-gate` input: `off`, `regression`, or `min-lift:X` with X in points of pass rate (−100 to 100). */
export function parseEvalGate(raw: string): EvalGate | string {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'off') return { mode: 'off' };
  if (v === 'regression') return { mode: 'regression' };
  const m = /^min-lift:\s*([+-]?\d+(?:\.\d+)?)\s*%?$/.exec(v);
  if (m) {
    const x = Number(m[1]);
    if (x >= -100 && x <= 100) return { mode: 'min-lift', minLift: x / 100 };
  }
  return `expected off, regression or min-lift:X (X in points of pass rate, e.g. min-lift:10), got "${raw}"`;
}

export interface EvalChange {
  head: EvalsReport;
  base: EvalsReport | null;
  /** Head's with-skill pass rate minus base's, and its interval (evals resampled; paired by id when both have them). */
  change: number | null;
  change_ci: Interval | null;
}

const rates = (cases: readonly EvalCaseResult[]) =>
  new Map(cases.filter((c) => c.with_skill.pass_rate !== null).map((c) => [c.id, c.with_skill.pass_rate!]));

/** The change of the with-skill pass rate from base to head, with a bootstrap interval. */
export function evalChange(head: EvalsReport, base: EvalsReport | null): EvalChange {
  if (!base || head.with_skill.pass_rate === null || base.with_skill.pass_rate === null)
    return { head, base, change: null, change_ci: null };
  const change = head.with_skill.pass_rate - base.with_skill.pass_rate;
  const h = rates(head.cases);
  const b = rates(base.cases);
  const common = [...h.keys()].filter((id) => b.has(id));
  let ci: Interval | null;
  if (common.length === h.size && common.length === b.size) {
    // The same evals at both ends: paired differences.
    ci = bootstrapInterval(
      common.map((id) => h.get(id)! - b.get(id)!),
      (d) => mean(d),
      { seed: EVAL_CHANGE_SEED },
    );
  } else {
    ci = bootstrapGroupsInterval([[...h.values()], [...b.values()]], ([x, y]) => mean(x!) - mean(y!), {
      seed: EVAL_CHANGE_SEED,
    });
  }
  return { head, base, change, change_ci: ci ? holding(ci, change) : null };
}

export interface EvalRow {
  path: string;
  head: EvalOutcome;
  base: EvalOutcome | null | undefined;
}

export function rowChange(row: EvalRow): EvalChange | null {
  const head = row.head.ok ? evalsOf(row.head.result) : null;
  if (!head) return null;
  const base = row.base?.ok ? evalsOf(row.base.result) : null;
  return evalChange(head, base);
}

/** A path as inline code in the comment: a backtick or a line break in it cannot end the span or the line. */
export function codePath(p: string): string {
  return `\`${p.replace(/`/g, "'").replace(/[\r\n]+/g, ' ')}\``;
}

/** The comment's line for a changed skill with evals. */
export function evalLines(row: EvalRow): string[] {
  const c = rowChange(row);
  if (!c) return [];
  const head = `lift ${fmtLift(c.head.lift)} ${fmtLiftInterval(c.head.lift_ci)}, pass rate ${fmtPct(c.head.with_skill.pass_rate)} (without the skill ${fmtPct(c.head.without_skill.pass_rate)})`;
  const base = c.base
    ? `; base: lift ${fmtLift(c.base.lift)} ${fmtLiftInterval(c.base.lift_ci)}, pass rate ${fmtPct(c.base.with_skill.pass_rate)}; change ${fmtLift(c.change)} points ${fmtLiftInterval(c.change_ci)}`
    : '; no evals at the base';
  return [`${codePath(row.path)} evals: ${head}${base}.`];
}

/** Why the eval gate fails, per row (empty: it passes). */
export function evalGateFailures(rows: readonly EvalRow[], gate: EvalGate): Array<{ path: string; reason: string }> {
  if (gate.mode === 'off') return [];
  const out: Array<{ path: string; reason: string }> = [];
  for (const row of rows) {
    const c = rowChange(row);
    if (!c) continue;
    if (gate.mode === 'regression') {
      // A drop counts only beyond the interval: its upper end is below zero.
      if (c.change !== null && c.change_ci !== null && c.change_ci[1] < 0) {
        out.push({
          path: row.path,
          reason: `pass rate fell from ${fmtPct(c.base!.with_skill.pass_rate)} to ${fmtPct(c.head.with_skill.pass_rate)} (change ${fmtLift(c.change)} points ${fmtLiftInterval(c.change_ci)})`,
        });
      }
    } else if (c.head.lift === null || c.head.lift < gate.minLift) {
      out.push({ path: row.path, reason: `lift ${fmtLift(c.head.lift)} points is under ${fmtLift(gate.minLift)}` });
    }
  }
  return out;
}
