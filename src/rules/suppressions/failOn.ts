// `--fail-on` / the Action's `fail-on` input: findings of the named kinds fail the gate. Findings
// are never counted in the score; this makes the ones that matter block a merge. Pure.
import type { EvalOutcome, EvalResult, Finding } from '../../contract/types.js';

export type FailOnKind = Finding['category'];
export const FAIL_ON_KINDS: readonly FailOnKind[] = ['security', 'spec', 'portability', 'read'];

const LEVEL_RANK: Record<Finding['level'], number> = { high: 3, medium: 2, low: 1, info: 0 };

/**
 * The lowest level that fails the gate, per kind: security high and medium (a skill that reads or
 * sends secrets, or hides instructions); spec medium and up (what the specification or Claude Code
 * rejects: invalid YAML, a missing description, a name that is not the folder's); low findings
 * (unknown fields, style) never fail; portability and reading only when high.
 */
export const FAIL_ON_MIN_LEVEL: Record<FailOnKind, Finding['level']> = {
  security: 'medium',
  spec: 'medium',
  portability: 'high',
  read: 'high',
  // Quality findings are counted in the score, which has its own threshold; they never gate alone.
  quality: 'high',
};

/** `spec,security` → the kinds; an unknown kind is an error naming the accepted ones. */
export function parseFailOn(raw: string): FailOnKind[] {
  const kinds: FailOnKind[] = [];
  for (const part of raw.split(/[\s,]+/u)) {
    const kind = part.trim().toLowerCase();
    if (kind === '' || kind === 'none') continue;
    if (!(FAIL_ON_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`unknown kind "${part}"; expected a comma-separated list of ${FAIL_ON_KINDS.join(', ')}`);
    }
    if (!kinds.includes(kind as FailOnKind)) kinds.push(kind as FailOnKind);
  }
  return kinds;
}

/**
 * Whether a finding can fail a gate (`fail-on` and `security-gate` alike): not suppressed, and not
 * already accepted by a baseline. In pull request mode the suppressions the pull request adds to
 * its own security findings are revoked before any gate runs (trust.ts).
 */
export function countsForGate(f: Finding): boolean {
  return f.suppressed !== true && f.baseline !== 'baselined';
}

/** The findings of a result that fail the gate for these kinds. */
export function gatingFindings(result: EvalResult, kinds: readonly FailOnKind[]): Finding[] {
  if (kinds.length === 0) return [];
  return (result.findings ?? []).filter(
    (f) =>
      kinds.includes(f.category) &&
      LEVEL_RANK[f.level] >= LEVEL_RANK[FAIL_ON_MIN_LEVEL[f.category]] &&
      countsForGate(f),
  );
}

/** The paths of the scored targets that fail `--fail-on`, each with its gating findings. */
export function failOnViolations(
  outcomes: readonly EvalOutcome[],
  kinds: readonly FailOnKind[],
): Array<{ path: string; findings: Finding[] }> {
  const out: Array<{ path: string; findings: Finding[] }> = [];
  for (const o of outcomes) {
    if (!o.ok) continue;
    const findings = gatingFindings(o.result, kinds);
    if (findings.length) out.push({ path: o.result.plugin_path, findings });
  }
  return out;
}

/** `2 with spec or security findings at the --fail-on level (`a`, `b`)`-style reason, or null. */
export function failOnReason(
  violations: ReadonlyArray<{ path: string; findings: Finding[] }>,
  kinds: readonly FailOnKind[],
): string | null {
  if (violations.length === 0) return null;
  const shown =
    violations
      .slice(0, 5)
      .map((v) => `\`${v.path}\``)
      .join(', ') + (violations.length > 5 ? ` and ${violations.length - 5} more` : '');
  const rules = [...new Set(violations.flatMap((v) => v.findings.map((f) => f.rule)))].slice(0, 5).join(', ');
  return `${violations.length} with ${kinds.join(' or ')} findings that fail the gate (${rules}: ${shown})`;
}
