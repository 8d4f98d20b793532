// What a downloaded report says against what publish mode recomputed: each target the pull
// request touches with its verified static score and what the report claimed, and every point
// where the two disagree. A disagreement is either a layer this run cannot repeat (the LLM layers
// need secrets) or a report made up by the fork: the two cannot be told apart, so both are
// "unverified" and the check is never a pass on them.
import { fmtScore } from '../reports/format.js';
import type { PublishedReport, PublishedTarget } from './publishedReport.js';
import type { Recomputed, RecomputedTarget } from './recompute.js';

/** Scores are compared to this precision (the JSON report carries full doubles). */
const SCORE_EPSILON = 1e-6;

export interface VerifiedRow {
  /** The verified target and its static score (as the gate reads it). */
  verified: PublishedTarget;
  /** What the report said of this target, or null when it did not list it. */
  claimed: PublishedTarget | null;
  /** The report's score or base score differs from the recomputed one. */
  disagrees: boolean;
}

/** One point where the report and the recomputation differ; `path` comes from either (escape it). */
export interface Discrepancy {
  path: string | null;
  what: string;
}

export interface Verification {
  rows: VerifiedRow[];
  discrepancies: Discrepancy[];
}

function scoreOf(outcome: RecomputedTarget['head'] | null | undefined): number | null {
  return outcome?.ok ? outcome.result.composite.score : null;
}

/** A recomputed target in the report's shape, for the gate and the table. */
export function verifiedTarget(r: RecomputedTarget): PublishedTarget {
  return {
    path: r.target.path,
    kind: r.target.kind,
    score: scoreOf(r.head),
    base_score: scoreOf(r.base),
    status: r.base === null ? 'new' : r.base === undefined ? 'not compared' : 'changed',
    error: r.head.ok ? null : r.head.error.error,
  };
}

function sameScore(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.abs(a - b) < SCORE_EPSILON;
}

const fmt = (x: number | null): string => (x === null ? 'none' : fmtScore(x));

/** Where one listed target's claims differ from the recomputation. */
function targetDiscrepancies(verified: PublishedTarget, claimed: PublishedTarget): Discrepancy[] {
  const out: Discrepancy[] = [];
  if (!sameScore(verified.score, claimed.score)) {
    out.push({
      path: verified.path,
      what: `the report says ${fmt(claimed.score)}, the static layer here ${fmt(verified.score)}`,
    });
  }
  if (verified.status !== 'not compared' && claimed.status !== verified.status) {
    out.push({ path: verified.path, what: `the report says "${claimed.status}", here it is "${verified.status}"` });
  } else if (verified.status === 'changed' && !sameScore(verified.base_score, claimed.base_score)) {
    out.push({
      path: verified.path,
      what: `the report gives the base ${fmt(claimed.base_score)}, the static layer here ${fmt(verified.base_score)}`,
    });
  }
  if (verified.kind !== claimed.kind)
    out.push({ path: verified.path, what: `the report calls it a ${claimed.kind}, it is a ${verified.kind}` });
  return out;
}

/** Compares the report with the recomputation, target by target, and the removed targets. */
export function verifyReport(
  report: PublishedReport,
  recomputed: Pick<Recomputed, 'listed' | 'unlistedReason' | 'targets' | 'removed'>,
): Verification {
  const discrepancies: Discrepancy[] = [];
  if (!recomputed.listed) {
    discrepancies.push({
      path: null,
      what: `the pull request's changed files could not be listed here (${recomputed.unlistedReason ?? 'unknown'}), so no part of the report could be checked`,
    });
    return { rows: [], discrepancies };
  }
  const claimedByPath = new Map<string, PublishedTarget>();
  for (const t of report.targets) if (!claimedByPath.has(t.path)) claimedByPath.set(t.path, t);
  const rows = recomputed.targets.map((r): VerifiedRow => {
    const verified = verifiedTarget(r);
    const claimed = claimedByPath.get(verified.path) ?? null;
    claimedByPath.delete(verified.path);
    if (claimed === null) {
      discrepancies.push({ path: verified.path, what: 'the pull request changes it, but the report does not list it' });
      return { verified, claimed, disagrees: true };
    }
    const found = targetDiscrepancies(verified, claimed);
    discrepancies.push(...found);
    return { verified, claimed, disagrees: found.length > 0 };
  });
  for (const extra of claimedByPath.values())
    discrepancies.push({ path: extra.path, what: 'the report lists it, but the pull request does not change it' });
  const removed = new Set(recomputed.removed.map((t) => t.path));
  for (const r of report.removed)
    if (!removed.delete(r.path)) discrepancies.push({ path: r.path, what: 'the report says it is removed; it is not' });
  for (const p of removed)
    discrepancies.push({ path: p, what: 'the pull request removes it; the report does not say so' });
  return { rows, discrepancies };
}
