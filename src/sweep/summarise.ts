// A sweep's summary (pure): counts, mean, badge distribution, the attention, errors and ranked tables, and the gate.
import type { Badge, Depth, EvalError, EvalOutcome, EvalResult } from '../contract/types.js';
import { antiPatternsOf } from '../reports/shared/antiPatterns.js';
import { BADGE_ORDER, LOWEST_BADGE_SCORE } from '../reports/shared/badges.js';
import { weakestDimensions } from '../reports/shared/dimensions.js';
import { fmtScore } from '../reports/shared/numbers.js';
import { failOnReason, failOnViolations, type FailOnKind } from '../rules/suppressions/failOn.js';
import { outcomesCost } from '../llm/cost.js';
import { DEFAULT_ON_UNMEASURED, type OnUnmeasuredMode } from '../composite/measurement.js';
import { targetFileStem } from './fileStem.js';
import type { BaselineCounts, Shard, SweepErrorRow, SweepRow, SweepSummary } from './types.js';

/** Targets scoring below this (the bronze line, 60) are listed in the summary's attention table. */
export const ATTENTION_SCORE = LOWEST_BADGE_SCORE;

/** New and baselined problems of a result, or undefined when no baseline marked them. */
function baselineCountsOf(result: EvalResult): BaselineCounts | undefined {
  const items = [...result.layers.flatMap((l) => l.anti_patterns), ...result.findings].filter(
    (i) => !i.suppressed && i.baseline,
  );
  if (items.length === 0) return undefined;
  return {
    new: items.filter((i) => i.baseline === 'new').length,
    baselined: items.filter((i) => i.baseline === 'baselined').length,
  };
}

/** The run's totals over rows that carry baseline counts, or undefined when none does. */
function baselineTotals(rows: readonly SweepRow[]): SweepSummary['baseline'] {
  const marked = rows.filter((r) => r.baseline);
  if (marked.length === 0) return undefined;
  return {
    new: marked.reduce((s, r) => s + r.baseline!.new, 0),
    baselined: marked.reduce((s, r) => s + r.baseline!.baselined, 0),
    targets_with_new: marked.filter((r) => r.baseline!.new > 0).map((r) => r.path),
  };
}

function rowOf(result: EvalResult): SweepRow {
  const baseline = baselineCountsOf(result);
  return {
    rank: 0,
    path: result.plugin_path,
    kind: result.kind,
    name: result.name,
    score: result.composite.score,
    badge: result.composite.badge,
    confidence: result.composite.confidence_label,
    anti_patterns: antiPatternsOf(result).map((a) => a.flag),
    weakest: weakestDimensions(result).map((d) => ({ name: d.name, score: d.score, grade: d.grade })),
    file: `${targetFileStem(result.plugin_path)}.json`,
    unmeasured: result.measurement?.unmeasured ?? [],
    partial: result.measurement?.partial ?? [],
    ...(baseline ? { baseline } : {}),
  };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface SummariseOptions {
  root: string;
  /** The repository's (or folder's) name, for the report's title when `root` is the repository itself. */
  name?: string;
  depth: Depth;
  threshold?: number | null;
  shard?: Shard | null;
  /** ISO time for the summary (fixed in tests and merges); now by default. */
  generatedAt?: string;
  /** Finding kinds that fail the gate (`--fail-on`). */
  failOn?: readonly FailOnKind[];
  /** Every target must reach this score (`--min-score`, a per-target gate); null/absent = none. */
  minScore?: number | null;
  /**
   * A target with an unmeasured dimension under a threshold or min-score: neutral (default), fail or pass
   * (`--on-unmeasured`).
   */
  onUnmeasured?: OnUnmeasuredMode;
}

/** The gate as it stands: whether it passes and why, and the sentence saying the mean met its threshold if it did. */
interface Gate {
  passed: boolean;
  text: string;
  meanMet: string | null;
}

/** The gate of the mean score against the threshold (a shard's only counts its errors). */
function thresholdGate(threshold: number | null, shard: Shard | null, mean: number | null, errors: number): Gate {
  if (threshold === null) return { passed: true, text: 'No threshold set: report only.', meanMet: null };
  if (shard) {
    // One shard's mean says nothing about the whole: `merge` gates the merged mean.
    return {
      passed: errors === 0,
      text: `Shard ${shard.index}/${shard.count}: the threshold ${threshold} applies to the mean of the merged shards (plugin-eval merge), not to this shard's ${fmtScore(mean)}${errors ? `; ${errors} target(s) could not be scored and count as failing` : ''}.`,
      meanMet: null,
    };
  }
  if (mean === null)
    return {
      passed: false,
      text: `No target could be scored, so the mean cannot meet the threshold ${threshold}.`,
      meanMet: null,
    };
  if (mean < threshold)
    return { passed: false, text: `Mean score ${fmtScore(mean)} is below the threshold ${threshold}.`, meanMet: null };
  if (errors > 0)
    return {
      passed: false,
      text: `Mean score ${fmtScore(mean)} meets the threshold ${threshold}, but ${errors} target(s) could not be scored and count as failing.`,
      meanMet: null,
    };
  const meanMet = `Mean score ${fmtScore(mean)} meets the threshold ${threshold}.`;
  return { passed: true, text: meanMet, meanMet };
}

/** The per-target gate (`--min-score`) added to the threshold's. */
function withMinScore(
  gate: Gate,
  ranked: readonly SweepRow[],
  ascending: readonly number[],
  threshold: number | null,
  minScore: number | null,
): Gate {
  if (minScore === null) return gate;
  const below = ranked.filter((r) => r.score < minScore).map((r) => r.path);
  if (below.length) {
    const named = below.slice(0, 5).join(', ') + (below.length > 5 ? ` and ${below.length - 5} more` : '');
    return {
      ...gate,
      passed: false,
      text: `${threshold === null ? '' : `${gate.text} `}${below.length} target(s) below the minimum score ${minScore}: ${named}.`,
    };
  }
  if (threshold === null)
    return {
      ...gate,
      text: `Every target reaches the minimum score ${minScore}${ascending.length ? ` (lowest ${fmtScore(ascending[0])})` : ''}.`,
    };
  return gate;
}

/** What the gate says of targets with unmeasured dimensions (and fails on them with --on-unmeasured fail). */
function withUnmeasured(gate: Gate, ranked: readonly SweepRow[], mode: OnUnmeasuredMode): Gate {
  const unmeasured = ranked.filter((r) => r.unmeasured.length > 0);
  if (!unmeasured.length) return gate;
  const named =
    unmeasured
      .slice(0, 5)
      .map((r) => r.path)
      .join(', ') + (unmeasured.length > 5 ? ` and ${unmeasured.length - 5} more` : '');
  if (mode === 'fail')
    return {
      ...gate,
      passed: false,
      text: `${gate.text} ${unmeasured.length} target(s) with dimensions that were not measured, on which a threshold cannot pass (--on-unmeasured fail): ${named}.`,
    };
  return {
    ...gate,
    text: `${gate.text} ${unmeasured.length} target(s) with dimensions that were not measured (${named}): gated on the score as measured (--on-unmeasured ${mode}).`,
  };
}

/** The gate of a sweep: the threshold, the minimum score, unmeasured dimensions and `--fail-on`, in that order. */
function gateOf(
  outcomes: readonly EvalOutcome[],
  ranked: readonly SweepRow[],
  ascending: readonly number[],
  errors: number,
  mean: number | null,
  options: SummariseOptions,
): { passed: boolean; gate: string } {
  const threshold = options.threshold ?? null;
  const minScore = options.minScore ?? null;
  let g = thresholdGate(threshold, options.shard ?? null, mean, errors);
  g = withMinScore(g, ranked, ascending, threshold, minScore);
  if (threshold !== null || minScore !== null)
    g = withUnmeasured(g, ranked, options.onUnmeasured ?? DEFAULT_ON_UNMEASURED);
  let { passed, text } = g;
  const failOnText = failOnReason(failOnViolations(outcomes, options.failOn ?? []), options.failOn ?? []);
  if (failOnText) {
    passed = false;
    text = `${threshold === null && minScore === null ? '' : `${text} `}${failOnText.charAt(0).toUpperCase()}${failOnText.slice(1)}.`;
  }
  // A failing gate leads with why it fails; that the mean met its threshold comes after.
  if (!passed && g.meanMet && text.startsWith(g.meanMet))
    text = `${text.slice(g.meanMet.length).trim()} (The mean score ${fmtScore(mean)} meets the threshold ${threshold}.)`;
  return { passed, gate: text };
}

/** Counts, mean, badge distribution, the attention, errors and ranked tables, and the gate. */
export function summarise(outcomes: readonly EvalOutcome[], options: SummariseOptions): SweepSummary {
  const results = outcomes.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result);
  const errors: SweepErrorRow[] = outcomes
    .filter((o): o is { ok: false; error: EvalError } => !o.ok)
    .map((o) => ({ ...o.error, file_name: `${targetFileStem(o.error.plugin_path)}.json` }))
    .sort((a, b) => (a.plugin_path < b.plugin_path ? -1 : a.plugin_path > b.plugin_path ? 1 : 0));

  const ranked = results
    .map(rowOf)
    .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  const scores = ranked.map((r) => r.score);
  const ascending = [...scores].sort((a, b) => a - b);
  const mean = scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null;

  const badges = Object.fromEntries(BADGE_ORDER.map((b) => [b, 0])) as Record<Badge, number>;
  for (const r of ranked) badges[r.badge] += 1;

  const attention = ranked.filter((r) => r.score < ATTENTION_SCORE || r.anti_patterns.length > 0).reverse();
  const baseline = baselineTotals(ranked);
  const threshold = options.threshold ?? null;
  const belowThreshold = threshold === null ? null : ranked.filter((r) => r.score < threshold).length;

  const { passed, gate } = gateOf(outcomes, ranked, ascending, errors.length, mean, options);

  return {
    root: options.root,
    ...(options.name ? { name: options.name } : {}),
    depth: options.depth,
    threshold,
    generated_at: options.generatedAt ?? new Date().toISOString(),
    shard: options.shard ?? null,
    counts: {
      targets: outcomes.length,
      scored: results.length,
      errors: errors.length,
      skills: outcomes.filter((o) => (o.ok ? o.result.kind : o.error.kind) === 'skill').length,
      plugins: outcomes.filter((o) => (o.ok ? o.result.kind : o.error.kind) === 'plugin').length,
      with_anti_patterns: ranked.filter((r) => r.anti_patterns.length > 0).length,
      below_attention: ranked.filter((r) => r.score < ATTENTION_SCORE).length,
      below_threshold: belowThreshold,
    },
    mean_score: mean,
    median_score: median(ascending),
    min_score: ascending.length ? ascending[0] : null,
    max_score: ascending.length ? ascending[ascending.length - 1] : null,
    badges,
    attention,
    errors,
    ranked,
    passed,
    gate,
    attention_score: ATTENTION_SCORE,
    cost: outcomesCost(outcomes),
    ...(baseline ? { baseline } : {}),
  };
}
