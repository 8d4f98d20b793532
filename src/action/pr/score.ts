// The second step of pull request mode: each target scored at the head and at the base, the
// suppressions the pull request adds to its own security findings revoked, and the gate decided.
import type { EvalOutcome, Finding } from '../../contract/types.js';
import { staticScoresBothWays, type EvaluateOptions } from '../../engine/evaluate.js';
import type { MethodPair } from '../../reports/comparison.js';
import { revokeAddedSuppressions } from '../../rules/suppressions/trust.js';
import { scoreTargets, type SweepOptions } from '../../sweep/run.js';
import type { AffectedTarget, TargetKind } from '../affected.js';
import { openBaseSource } from '../base.js';
import type { ChangeInfo } from '../change.js';
import type { PrReport, PrRow } from '../comment.js';
import { codePath, evalGateFailures } from '../evalGate.js';
import { pullRequestGate, type GateDecision, type GateOptions } from '../gate.js';
import { noteDeadline, type ModeContext } from '../modes/mode.js';
import { baselineVerdict, targetGate, targetOptions, withProjectErrors, type ActionProject } from '../project.js';
import type { CollectedChange } from './collect.js';
import { targetAt } from './targets.js';

/**
 * The base version's outcome of each target: in the same folder, else in the folder it moved from
 * (basePath), null when it is new, undefined when the base could not be read.
 */
export async function baseOutcomes(
  ctx: Pick<ModeContext, 'api' | 'warn' | 'notes'>,
  repoDir: string,
  pr: ChangeInfo,
  targets: readonly AffectedTarget[],
  options: EvaluateOptions & { concurrency: number },
): Promise<Array<{ basePath: string | null; outcome: EvalOutcome | null | undefined }>> {
  const none = targets.map(() => ({ basePath: null, outcome: undefined }));
  if (targets.length === 0) return none;
  const base = await openBaseSource(repoDir, pr.baseSha, ctx.api, ctx.warn);
  if (!base) {
    ctx.notes.push('The base version could not be read, so there is no change column.');
    return none;
  }
  if (base.via === 'api')
    ctx.notes.push('Base version read through the contents API (the base commit could not be fetched locally).');
  // Where each target was at the base: same folder, else the folder it moved from, else new.
  const located = await Promise.all(
    targets.map(async (t): Promise<string | null | undefined> => {
      try {
        if (await targetAt(base.source, t.path)) return t.path;
        if (t.movedFrom !== null && (await targetAt(base.source, t.movedFrom))) return t.movedFrom;
        return null;
      } catch (err) {
        ctx.warn(
          `Could not look up ${t.path} in the base version: ${err instanceof Error ? err.message : String(err)}`,
        );
        return undefined;
      }
    }),
  );
  const present = targets
    .map((t, i) => ({ kind: t.kind, path: located[i] }))
    .filter((t): t is { kind: TargetKind; path: string } => typeof t.path === 'string');
  const scored = await scoreTargets(base.source, present, { ...options, warn: () => {} });
  const byPath = new Map(present.map((t, i) => [t.path, scored[i]]));
  return located.map((p) =>
    typeof p === 'string' ? { basePath: p, outcome: byPath.get(p) } : { basePath: null, outcome: p },
  );
}

/**
 * Revokes the suppressions the pull request adds to its own security findings (those the base
 * version did not already silence and the base configuration does not allow), on every head result.
 */
function revokeAddedSuppressionsAll(
  project: ActionProject | null,
  heads: readonly EvalOutcome[],
  bases: ReadonlyArray<{ outcome: EvalOutcome | null | undefined }>,
): Finding[] {
  const revoked: Finding[] = [];
  heads.forEach((h, i) => {
    if (!h.ok) return;
    const base = bases[i].outcome;
    const rules = targetOptions(project, h.result.plugin_path).rules ?? {};
    revoked.push(
      ...revokeAddedSuppressions(h.result, base?.ok ? base.result : null, (rule) => rules[rule]?.enabled === false),
    );
  });
  return revoked;
}

/** Says which security findings still count although the pull request suppresses them. */
function noteRevoked(ctx: Pick<ModeContext, 'notes' | 'warn'>, revoked: readonly Finding[]): void {
  if (revoked.length === 0) return;
  const shown = revoked
    .slice(0, 5)
    .map((f) => `${f.rule} (${f.file ?? '?'}${f.line !== undefined ? `:${f.line}` : ''})`);
  const more = revoked.length > 5 ? ` and ${revoked.length - 5} more` : '';
  const note = `${revoked.length} security finding(s) still count although this pull request suppresses them: ${shown.join(', ')}${more}. Only a suppression already on the base branch, or the base configuration, silences a security finding.`;
  ctx.notes.push(note);
  ctx.warn(note);
}

/** The eval gate's failures folded into the verdict: the check fails and the line says why. */
function withEvalGate(gate: GateDecision, failures: Array<{ path: string; reason: string }>): GateDecision {
  if (failures.length === 0) return gate;
  const why = failures.map((f) => `${codePath(f.path)} ${f.reason}`).join('; ');
  const line = gate.passed ? `❌ Eval gate: ${why}.` : `${gate.line} Eval gate: ${why}.`;
  return {
    ...gate,
    passed: false,
    conclusion: 'failure',
    line,
    failing: [...new Set([...gate.failing, ...failures.map((f) => f.path)])],
  };
}

type ScoringOptions = SweepOptions & EvaluateOptions & { concurrency: number };

/** How every target is scored, at head and base alike. */
function scoringOptions(ctx: ModeContext): ScoringOptions {
  const { inputs } = ctx;
  return {
    depth: inputs.depth,
    method: inputs.method,
    llm: ctx.llm,
    warn: ctx.targetWarn,
    concurrency: inputs.concurrency,
    config: { mode: 'pr' },
    evals: inputs.evalGate.mode !== 'off' ? true : undefined,
    // The file's overrides by path: each target's method and rules (at head and base alike).
    optionsFor: (t: { path: string }) => targetOptions(ctx.project ?? null, t.path),
  };
}

/** The gate over the head scores, with the eval gate's failures and the configuration's errors folded in. */
function prGate(
  ctx: ModeContext,
  rows: readonly PrRow[],
  excused: GateOptions['excused'],
  projectErrors: CollectedChange['projectErrors'],
): GateDecision {
  const heads = rows.map((r) => r.head);
  const scoreGate = pullRequestGate(heads, {
    ...ctx.inputs,
    excused,
    targetGate: (p) => targetGate(ctx.project ?? null, p),
  });
  const evalFailures = evalGateFailures(
    rows.map((r) => ({ path: r.target.path, head: r.head, base: r.base })),
    ctx.inputs.evalGate,
  );
  return withProjectErrors(withEvalGate(scoreGate, evalFailures), projectErrors);
}

/** The static layer both ways (cheap, no model calls): the comment shows both where they disagree. */
async function bothMethods(
  change: CollectedChange,
  heads: readonly EvalOutcome[],
): Promise<Record<string, MethodPair>> {
  const methods: Record<string, MethodPair> = {};
  for (const [i, t] of change.changes.targets.entries())
    if (heads[i].ok) methods[t.path] = await staticScoresBothWays(change.head, t.path);
  return methods;
}

/** Scores the change at its head and base and decides the gate: the report the comment, check and files show. */
export async function scoreChange(ctx: ModeContext, change: CollectedChange): Promise<PrReport> {
  const { pr, changes } = change;
  const options = scoringOptions(ctx);
  const heads = await scoreTargets(change.head, changes.targets, options);
  const bases = await baseOutcomes(ctx, change.repoDir, pr, changes.targets, options);
  noteDeadline(ctx);
  noteRevoked(ctx, revokeAddedSuppressionsAll(ctx.project ?? null, heads, bases));
  const baseline = baselineVerdict(ctx.project ?? null, heads);
  if (baseline) ctx.notes.push(baseline.note);
  const rows: PrRow[] = changes.targets.map((target, i) => ({
    target,
    head: heads[i],
    basePath: bases[i].basePath,
    base: bases[i].outcome,
  }));
  const gate = prGate(ctx, rows, baseline?.excused, change.projectErrors);
  return {
    methods: await bothMethods(change, heads),
    rows,
    removed: changes.removed,
    gate,
    threshold: ctx.inputs.threshold,
    depth: ctx.inputs.depth,
    headSha: pr.headSha,
    baseSha: pr.baseSha,
    notes: ctx.notes,
  };
}
