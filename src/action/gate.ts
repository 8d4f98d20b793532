// The Action's verdict: whether the step passes, the check run's conclusion, the one line that
// says why, and the step outputs. Pure functions of the outcomes and the inputs.
import type { CheckConclusion } from '../adapters/github.js';
import { fmtScore, mdCode } from '../reports/format.js';
import type { SweepSummary } from '../sweep/run.js';
import { MONTE_CARLO_RUNS } from '../contract/weights.js';
import type { EvalOutcome, EvalResult, LayerName } from '../contract/types.js';
import type { OnUnmeasured } from './inputs.js';
import { DEFAULT_ON_UNMEASURED, hasUnmeasured } from '../composite/measurement.js';
import { countsForGate, failOnReason, failOnViolations, type FailOnKind } from '../rules/suppressions/failOn.js';

export interface GateOptions {
  threshold: number | null;
  failOnError: boolean;
  /** Fail on high-severity security findings. */
  securityGate: boolean;
  /** Finding kinds that fail the gate (`fail-on`); empty or absent: none. */
  failOn?: readonly FailOnKind[];
  /**
   * A target with a dimension its depth asks for that no layer measured: `neutral` (default) —
   * gated on the score as measured, the check is neutral, never a pass; `fail` — a threshold or
   * min-score cannot pass on it; `pass` — gated on the score as measured.
   */
  onUnmeasured?: OnUnmeasured;
  /** Every target must reach this score, whatever `gate` says; null/absent = none. */
  minScore?: number | null;
  /** How `threshold` applies: each target, or the mean; null/absent = the mode's default. */
  gate?: 'each' | 'mean' | null;
  /** With a baseline: a target below a score floor that has nothing new and did not fall does not fail. */
  excused?: (result: EvalResult) => boolean;
  /**
   * A target's own threshold, min-score and fail-on (a configuration's overrides by path), or null
   * when the run-wide ones apply. Such a target is held to its own values instead of the run's.
   */
  targetGate?: (path: string) => TargetGate | null;
}

/** The gate values one target is held to instead of the run's (absent: the run's value). */
export interface TargetGate {
  threshold?: number | null;
  minScore?: number | null;
  failOn?: readonly FailOnKind[];
}

/**
 * Splits off the targets with gate values of their own and checks each against them: the reasons
 * they fail, and the outcomes left to the run-wide gate.
 */
function ownGates(
  outcomes: readonly EvalOutcome[],
  options: GateOptions,
  defaultGate: 'each' | 'mean',
): { runWide: EvalOutcome[]; reasons: string[]; failing: string[]; own: number } {
  if (!options.targetGate) return { runWide: [...outcomes], reasons: [], failing: [], own: 0 };
  const runWide: EvalOutcome[] = [];
  const reasons: string[] = [];
  const failing: string[] = [];
  let own = 0;
  for (const o of outcomes) {
    const g = o.ok ? options.targetGate(o.result.plugin_path) : null;
    if (!o.ok || g === null) {
      runWide.push(o);
      continue;
    }
    own += 1;
    const r = o.result;
    // A target's own threshold is a floor for it (a mean of one is its score); what its overrides
    // leave unset is the run's: the threshold where it applies to each target, min-score, fail-on.
    const runThreshold = (options.gate ?? defaultGate) === 'each' ? options.threshold : null;
    const floors = [
      g.threshold !== undefined ? g.threshold : runThreshold,
      g.minScore !== undefined ? g.minScore : (options.minScore ?? null),
    ].filter((x): x is number => x !== null);
    const floor = floors.length ? Math.max(...floors) : null;
    const failOn = g.failOn ?? options.failOn ?? [];
    if (floor !== null && r.composite.score < floor && options.excused?.(r) !== true) {
      reasons.push(
        `${mdCode(r.plugin_path)} scored ${fmtScore(r.composite.score)}, below its own threshold ${floor} (overrides)`,
      );
      failing.push(r.plugin_path);
    }
    const violations = failOnViolations([o], failOn);
    const text = failOnReason(violations, failOn);
    if (text) {
      reasons.push(`${text} (overrides)`);
      failing.push(r.plugin_path);
    }
  }
  return { runWide, reasons, failing, own };
}

/** The scored targets below `floor` that fail it, and those a baseline excuses. */
function belowFloor(
  results: readonly EvalResult[],
  floor: number,
  options: GateOptions,
): { failing: string[]; excused: string[] } {
  const below = results.filter((r) => r.composite.score < floor);
  const excused = below.filter((r) => options.excused?.(r) === true);
  return {
    failing: below.filter((r) => !excused.includes(r)).map((r) => r.plugin_path),
    excused: excused.map((r) => r.plugin_path),
  };
}

/** ` (2 below it, but nothing is new since the baseline)` or ''. */
function excusedNote(paths: readonly string[]): string {
  return paths.length ? ` (${paths.length} below it, but nothing is new since the baseline: ${list([...paths])})` : '';
}

/** The lowest score each target must reach (the per-target threshold and min-score), or null. */
function perTargetFloor(options: GateOptions, defaultGate: 'each' | 'mean'): number | null {
  const each = (options.gate ?? defaultGate) === 'each' ? options.threshold : null;
  const floors = [each, options.minScore ?? null].filter((x): x is number => x !== null);
  return floors.length ? Math.max(...floors) : null;
}

function meanOf(results: readonly EvalResult[]): number | null {
  return results.length ? results.reduce((s, r) => s + r.composite.score, 0) / results.length : null;
}

export interface GateDecision {
  passed: boolean;
  conclusion: CheckConclusion;
  /** One line for the comment, the check's title and the failure message. */
  line: string;
  /** Paths of the targets that failed the gate. */
  failing: string[];
  /** Paths of the skills whose LLM layers could not measure every dimension the depth asks for. */
  unmeasured?: string[];
}

/** An LLM layer the depth asked for that left dimensions unmeasured (or did not run at all). */
export interface LlmGap {
  layer: Exclude<LayerName, 'static'>;
  /** The dimensions it could not measure; empty when the layer did not run at all. */
  dimensions: string[];
  reason: string;
}

/**
 * What the LLM layers of a skill's result could not measure: above quick depth the judge (and
 * from deep on, the Monte Carlo layer) should have measured its dimensions. A layer that did not
 * run (no key, a fork) or that left a dimension unmeasured (API failures, unreadable answers) is a
 * gap. Plugins are scored by the static layer at every depth: never a gap.
 */
export function llmGaps(result: EvalResult): LlmGap[] {
  const depth = result.config.depth;
  if (result.kind !== 'skill' || depth === 'quick') return [];
  const expected: Array<LlmGap['layer']> = MONTE_CARLO_RUNS[depth] > 0 ? ['judge', 'monte_carlo'] : ['judge'];
  const gaps: LlmGap[] = [];
  for (const name of expected) {
    const layer = result.layers.find((l) => l.layer === name);
    if (!layer) {
      gaps.push({ layer: name, dimensions: [], reason: 'did not run' });
      continue;
    }
    const raw = layer.metadata?.unmeasured;
    // `{dimension, reason}` entries as the layers write them; a bare name is read too.
    const unmeasured = (Array.isArray(raw) ? (raw as unknown[]) : []).map((u) =>
      typeof u === 'object' && u !== null ? (u as { dimension?: unknown; reason?: unknown }) : { dimension: u },
    );
    if (unmeasured.length === 0) continue;
    gaps.push({
      layer: name,
      dimensions: unmeasured.map((u) => String(u.dimension)),
      reason: String(unmeasured[0].reason ?? 'unknown'),
    });
  }
  return gaps;
}

/** One line about a skill's gaps: `judge: output_quality, scope_calibration (HTTP 529 Overloaded)`. */
export function describeGaps(gaps: readonly LlmGap[]): string {
  return gaps
    .map(
      (g) =>
        `${g.layer === 'judge' ? 'judge' : 'Monte Carlo'}${g.dimensions.length ? `: ${g.dimensions.join(', ')}` : ''} (${g.reason})`,
    )
    .join('; ');
}

function unmeasuredOf(results: readonly EvalResult[]): string[] {
  return results.filter(hasUnmeasured).map((r) => r.plugin_path);
}

function unmeasuredReason(paths: string[]): string {
  return `${paths.length} not fully measured by the LLM layers (${list(paths)})`;
}

/** The gate's reason for failing unmeasured targets under `on-unmeasured: fail`. */
function cannotPass(paths: string[]): string {
  return `${unmeasuredReason(paths)}: a threshold cannot pass on a dimension that was not measured (on-unmeasured: fail)`;
}

function pathOf(o: EvalOutcome): string {
  return o.ok ? o.result.plugin_path : o.error.plugin_path;
}

/** High security findings that count: the same rule as `fail-on` (suppressions, baseline). */
function highSecurityFindings(r: EvalResult): number {
  return r.findings.filter((f) => f.category === 'security' && f.level === 'high' && countsForGate(f)).length;
}

function list(paths: string[], max = 5): string {
  const shown = paths.slice(0, max).map((p) => mdCode(p));
  return paths.length > max ? `${shown.join(', ')} and ${paths.length - max} more` : shown.join(', ');
}

/** Pull request mode: every changed target must meet the threshold. */
export function pullRequestGate(outcomes: readonly EvalOutcome[], options: GateOptions): GateDecision {
  if (outcomes.length === 0) {
    return { passed: true, conclusion: 'success', line: 'No skill or plugin changed: nothing to score.', failing: [] };
  }
  const reasons: string[] = [];
  const failing = new Set<string>();
  const errored = outcomes.filter((o) => !o.ok).map(pathOf);
  if (errored.length && options.failOnError) {
    reasons.push(`${errored.length} could not be scored (${list(errored)})`);
    errored.forEach((p) => failing.add(p));
  }
  const scored = outcomes.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result);
  // Targets with gate values of their own are held to those; the run's values apply to the rest.
  const own = ownGates(outcomes, options, 'each');
  reasons.push(...own.reasons);
  own.failing.forEach((p) => failing.add(p));
  const runWide = own.runWide.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result);
  const floor = perTargetFloor(options, 'each');
  let excused: string[] = [];
  if (floor !== null) {
    const { failing: below, excused: kept } = belowFloor(runWide, floor, options);
    excused = kept;
    const what =
      floor === options.threshold && (options.gate ?? 'each') === 'each' ? 'the threshold' : 'the minimum score';
    if (below.length) reasons.push(`${below.length} below ${what} ${floor} (${list(below)})`);
    below.forEach((p) => failing.add(p));
  }
  if (options.gate === 'mean' && options.threshold !== null) {
    const mean = meanOf(scored);
    const allExcused = scored.length > 0 && scored.every((r) => options.excused?.(r) === true);
    if (mean !== null && mean < options.threshold && !allExcused)
      reasons.push(`the mean score ${fmtScore(mean)} is below the threshold ${options.threshold}`);
  }
  if (options.securityGate) {
    const flagged = scored.filter((r) => highSecurityFindings(r) > 0).map((r) => r.plugin_path);
    if (flagged.length) reasons.push(`${flagged.length} with high-severity security findings (${list(flagged)})`);
    flagged.forEach((p) => failing.add(p));
  }
  const violations = failOnViolations(own.runWide, options.failOn ?? []);
  const failOnText = failOnReason(violations, options.failOn ?? []);
  if (failOnText) {
    reasons.push(failOnText);
    violations.forEach((v) => failing.add(v.path));
  }
  const unmeasured = unmeasuredOf(scored);
  const mode = options.onUnmeasured ?? DEFAULT_ON_UNMEASURED;
  const scoreGate = floor !== null || (options.gate === 'mean' && options.threshold !== null) || own.own > 0;
  if (unmeasured.length && scoreGate && mode === 'fail') {
    reasons.push(cannotPass(unmeasured));
    unmeasured.forEach((p) => failing.add(p));
  }
  const n = outcomes.length;
  const targets = `${n} changed target${n === 1 ? '' : 's'}`;
  if (reasons.length) {
    return {
      passed: false,
      conclusion: 'failure',
      line: `❌ Of ${targets}: ${reasons.join('; ')}.`,
      failing: [...failing],
      unmeasured,
    };
  }
  return prPass({ outcomes, scored, errored, unmeasured, floor, excused, ownCount: own.own }, options);
}

interface PrPassFacts {
  outcomes: readonly EvalOutcome[];
  scored: readonly EvalResult[];
  errored: readonly string[];
  unmeasured: string[];
  floor: number | null;
  excused: string[];
  /** Targets held to gate values of their own. */
  ownCount: number;
}

/** A target the LLM layers could not fully measure is not a pass: the gate line says why (empty when none). */
function unmeasuredNote(unmeasured: string[], mode: OnUnmeasured, neutral: string): string {
  if (!unmeasured.length) return '';
  return mode === 'pass'
    ? ` ⚠️ ${unmeasuredReason(unmeasured)}: gated on the score as measured (on-unmeasured: pass).`
    : ` ⚠️ But ${unmeasuredReason(unmeasured)}: ${neutral}.`;
}

/** Pull request mode's verdict when nothing failed: a pass, neutral when something is unmeasured or ungated. */
function prPass(facts: PrPassFacts, options: GateOptions): GateDecision {
  const { outcomes, scored, errored, unmeasured, floor, excused, ownCount } = facts;
  const ownNote = ownCount
    ? ` (${ownCount} held to ${ownCount === 1 ? 'its' : 'their'} own threshold from the configuration's overrides)`
    : '';
  const mode = options.onUnmeasured ?? DEFAULT_ON_UNMEASURED;
  const n = outcomes.length;
  const targets = `${n} changed target${n === 1 ? '' : 's'}`;
  const note = errored.length ? ` (${errored.length} could not be scored; fail-on-error is off)` : '';
  const gapNote = unmeasuredNote(unmeasured, mode, 'the check is neutral, not a pass');
  if (floor === null && options.threshold === null && ownCount === 0) {
    return {
      passed: true,
      conclusion: 'neutral',
      line: `ℹ️ No threshold set: report only${note}.${gapNote}`,
      failing: [],
      unmeasured,
    };
  }
  const min = scored.length ? Math.min(...scored.map((r) => r.composite.score)) : null;
  const all = scored.length === n ? targets : `${scored.length} scored of ${targets}`;
  const meets =
    floor !== null
      ? `All ${all} meet the ${floor === options.threshold ? 'threshold' : 'minimum score'} ${floor} (lowest ${fmtScore(min)})${excusedNote(excused)}${ownNote}${note}.`
      : options.threshold !== null
        ? `The mean score ${fmtScore(meanOf(scored))} of ${all} meets the threshold ${options.threshold}${ownNote}${note}.`
        : `All ${all} meet their own thresholds from the configuration's overrides (lowest ${fmtScore(min)})${note}.`;
  if (unmeasured.length && mode !== 'pass')
    return { passed: true, conclusion: 'neutral', line: `⚠️ ${meets}${gapNote}`, failing: [], unmeasured };
  return { passed: true, conclusion: 'success', line: `✅ ${meets}${gapNote}`, failing: [], unmeasured };
}

/** Sweep mode: the mean must meet the threshold, as `plugin-eval report` decides. */
export function sweepGate(summary: SweepSummary, outcomes: readonly EvalOutcome[], options: GateOptions): GateDecision {
  const errored = outcomes.filter((o) => !o.ok).map(pathOf);
  const reasons: string[] = [];
  const floor = perTargetFloor(options, 'mean');
  const results = outcomes.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result);
  // Targets with gate values of their own are held to those (the mean is still over every target).
  const own = ownGates(outcomes, options, 'mean');
  reasons.push(...own.reasons);
  const runWide = own.runWide.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result);
  let excused: string[] = [];
  if (floor !== null) {
    const { failing: below, excused: kept } = belowFloor(runWide, floor, options);
    excused = kept;
    const what = floor === options.threshold && options.gate === 'each' ? 'the threshold' : 'the minimum score';
    if (below.length) reasons.push(`${below.length} target(s) below ${what} ${floor} (${list(below)})`);
  }
  const allExcused = results.length > 0 && results.every((r) => options.excused?.(r) === true);
  let meanExcused = false;
  // A shard's mean is not the whole's: the merge gates it (the shard's summary.json keeps the threshold).
  const meanGate = options.threshold !== null && (options.gate ?? 'mean') === 'mean' && !summary.shard;
  if (meanGate && options.threshold !== null) {
    if (summary.mean_score === null)
      reasons.push(`no target could be scored, so the mean cannot meet the threshold ${options.threshold}`);
    else if (summary.mean_score < options.threshold && allExcused) meanExcused = true;
    else if (summary.mean_score < options.threshold) {
      reasons.push(`the mean score ${fmtScore(summary.mean_score)} is below the threshold ${options.threshold}`);
    }
  }
  if (errored.length && options.failOnError)
    reasons.push(`${errored.length} target(s) could not be scored (${list(errored)})`);
  if (options.securityGate) {
    const flagged = outcomes.filter((o) => o.ok && highSecurityFindings(o.result) > 0).map(pathOf);
    if (flagged.length) reasons.push(`${flagged.length} with high-severity security findings (${list(flagged)})`);
  }
  const failOnText = failOnReason(failOnViolations(own.runWide, options.failOn ?? []), options.failOn ?? []);
  if (failOnText) reasons.push(failOnText);
  const unmeasured = unmeasuredOf(
    outcomes.filter((o): o is { ok: true; result: EvalResult } => o.ok).map((o) => o.result),
  );
  const mode = options.onUnmeasured ?? DEFAULT_ON_UNMEASURED;
  const scoreGate = floor !== null || meanGate || own.own > 0;
  if (unmeasured.length && scoreGate && mode === 'fail') reasons.push(cannotPass(unmeasured));
  if (reasons.length)
    return {
      passed: false,
      conclusion: 'failure',
      line: `❌ ${capitalise(reasons.join('; '))}.`,
      failing: errored,
      unmeasured,
    };
  const gapNote = unmeasuredNote(unmeasured, mode, 'neutral, not a pass');
  const deferred =
    options.threshold !== null && !meanGate && summary.shard
      ? `the threshold ${options.threshold} applies to the mean of the merged shards (merge mode), not to shard ${summary.shard.index}/${summary.shard.count}'s own mean`
      : null;
  if (!meanGate && floor === null && own.own === 0) {
    const line = deferred ? `ℹ️ ${capitalise(deferred)}.${gapNote}` : `ℹ️ No threshold set: report only.${gapNote}`;
    return { passed: true, conclusion: 'neutral', line, failing: [], unmeasured };
  }
  const parts: string[] = deferred ? [capitalise(deferred)] : [];
  if (meanGate) {
    parts.push(
      meanExcused
        ? `The mean score ${fmtScore(summary.mean_score)} is below the threshold ${options.threshold}, but nothing is new since the baseline`
        : `The mean score ${fmtScore(summary.mean_score)} meets the threshold ${options.threshold}`,
    );
  }
  if (floor !== null)
    parts.push(`${parts.length ? 'every' : 'Every'} target reaches ${floor} (lowest ${fmtScore(summary.min_score)})`);
  if (own.own)
    parts.push(
      `${parts.length ? 'every' : 'Every'} target with its own threshold from the configuration's overrides reaches it`,
    );
  const meets = `${parts.join(' and ')}${excusedNote(excused)}.`;
  if (unmeasured.length && mode !== 'pass')
    return { passed: true, conclusion: 'neutral', line: `⚠️ ${meets}${gapNote}`, failing: [], unmeasured };
  return { passed: true, conclusion: 'success', line: `✅ ${meets}${gapNote}`, failing: [], unmeasured };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export interface ActionOutputs {
  report: string;
  count: string;
  'min-score': string;
  'mean-score': string;
  passed: string;
}

/** Output figures keep two decimals: enough to compare with a threshold in a later step. */
function figure(x: number | null): string {
  return x === null ? '' : x.toFixed(2);
}

export function actionOutputs(outcomes: readonly EvalOutcome[], reportPath: string, gate: GateDecision): ActionOutputs {
  const scores = outcomes
    .filter((o): o is { ok: true; result: EvalResult } => o.ok)
    .map((o) => o.result.composite.score);
  return {
    report: reportPath,
    count: String(outcomes.length),
    'min-score': figure(scores.length ? Math.min(...scores) : null),
    'mean-score': figure(scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null),
    passed: String(gate.passed),
  };
}
