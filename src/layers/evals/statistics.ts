// Pass rates, pass@k and lift: per run, per arm of an eval, per expectation, and over the suite
// with percentile bootstrap intervals that resample evals.
import type { ModelUsage } from '../../contract/types.js';
import type { EvalCase } from '../../evals/parse.js';
import { bootstrapInterval, holding, mean, type Interval } from '../../stats/stats.js';
import { EVAL_BOOTSTRAP_SEED } from './constants.js';
import type { Arm, ArmSummary, ArmTotals, EvalCaseResult, EvalRun, ExpectationSummary, Grade } from './types.js';

export const rateOf = (grades: readonly Grade[]) => {
  const graded = grades.filter((g) => g.passed !== null);
  return graded.length === 0 ? null : graded.filter((g) => g.passed).length / graded.length;
};

/** Unbiased pass@k from n runs of which c passed (Chen et al.): 1 − C(n−c, k) / C(n, k). */
export function passAtK(n: number, c: number, k: number): number | null {
  if (n === 0 || k <= 0) return null;
  const kk = Math.min(k, n);
  if (n - c < kk) return 1;
  let ratio = 1;
  for (let i = n - c + 1; i <= n; i++) ratio *= 1 - kk / i;
  return 1 - ratio;
}

export function summarise(runs: EvalRun[], k: number): ArmSummary {
  const answered = runs.filter((r) => r.pass_rate !== null);
  const full = answered.filter((r) => r.grades.every((g) => g.passed !== false)).length;
  return {
    runs,
    pass_rate: answered.length ? mean(answered.map((r) => r.pass_rate!)) : null,
    pass_at_1: answered.length ? full / answered.length : null,
    pass_at_k: passAtK(answered.length, full, k),
  };
}

export function expectationSummaries(
  c: EvalCase,
  withSkill: ArmSummary,
  withoutSkill: ArmSummary,
): ExpectationSummary[] {
  return c.expectations.map((e, i) => {
    const rate = (arm: ArmSummary) => {
      const graded = arm.runs.map((r) => r.grades[i]).filter((g): g is Grade => g !== undefined && g.passed !== null);
      return graded.length === 0 ? null : graded.filter((g) => g.passed).length / graded.length;
    };
    const w = rate(withSkill);
    const wo = rate(withoutSkill);
    const flag =
      w === null || wo === null
        ? null
        : w === 1 && wo === 1
          ? 'non_discriminating'
          : w === 0 && wo === 0
            ? 'never_met'
            : null;
    return {
      name: e.name,
      kind: e.kind,
      text: e.kind === 'statement' ? e.text : e.value,
      with_rate: w,
      without_rate: wo,
      flag,
    };
  });
}

export function armTotals(cases: EvalCaseResult[], arm: Arm, usage: Record<string, ModelUsage>): ArmTotals {
  const rated = cases.filter((c) => c[arm].pass_rate !== null);
  const rates = rated.map((c) => c[arm].pass_rate!);
  const ci = bootstrapInterval(rates, (r) => mean(r), { seed: EVAL_BOOTSTRAP_SEED + (arm === 'with_skill' ? 1 : 2) });
  const pass_rate = rates.length ? mean(rates) : null;
  const usages = Object.values(usage);
  return {
    pass_rate,
    pass_rate_ci: ci && pass_rate !== null ? holding(ci, pass_rate) : null,
    pass_at_1: rated.length ? mean(rated.map((c) => c[arm].pass_at_1!)) : null,
    pass_at_k: rated.length ? mean(rated.map((c) => c[arm].pass_at_k!)) : null,
    input_tokens: usages.reduce(
      (s, u) => s + u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens,
      0,
    ),
    output_tokens: usages.reduce((s, u) => s + u.output_tokens, 0),
    estimated_cost_usd: usages.reduce((s, u) => s + u.estimated_cost_usd, 0),
  };
}

/** Lift and its interval: evals are resampled with replacement (paired: each eval's two arms stay together). */
export function liftOf(cases: ReadonlyArray<Pick<EvalCaseResult, 'lift'>>): {
  lift: number | null;
  ci: Interval | null;
} {
  const diffs = cases.map((c) => c.lift).filter((d): d is number => d !== null);
  if (diffs.length === 0) return { lift: null, ci: null };
  const lift = mean(diffs);
  const ci = bootstrapInterval(diffs, (d) => mean(d), { seed: EVAL_BOOTSTRAP_SEED });
  return { lift, ci: ci ? holding(ci, lift) : [lift, lift] };
}
