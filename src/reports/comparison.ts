// Head-to-head comparison of two results (CLI `compare`, and the base-vs-head diff of a PR):
// overall and per dimension, the winner of each row, and what changed in flags and findings.
import type { Badge, DimensionName, EvalResult, Finding } from '../contract/types.js';
import { antiPatternsOf } from './shared/antiPatterns.js';
import { isMeasured } from './shared/dimensions.js';
import { METHOD_DIFF_SHOWN } from '../contract/weights.js';

/** Differences smaller than this on the 0–100 scale are shown as equal, so are a tie. */
export const TIE_TOLERANCE = 0.05;

export type Winner = 'A' | 'B' | 'tie' | '—';

export interface ComparisonSide {
  path: string;
  name: string;
  kind: 'skill' | 'plugin';
  score: number;
  badge: Badge;
  confidence: string;
  penalty: number;
}

export interface ComparisonRow {
  /** `overall` or a dimension name. */
  name: 'overall' | DimensionName;
  weight: number | null;
  /** Scores on the 0–100 scale; null when that side did not measure the dimension. */
  a: number | null;
  b: number | null;
  grade_a: string | null;
  grade_b: string | null;
  /** b − a, when both are measured. */
  delta: number | null;
  winner: Winner;
}

export interface Comparison {
  a: ComparisonSide;
  b: ComparisonSide;
  /** Each side's static-layer composite under both methods, when computed. */
  methods?: { a: MethodPair; b: MethodPair };
  rows: ComparisonRow[];
  winner: Winner;
  /** Dimensions won by each side. */
  tally: { a: number; b: number; tie: number };
  changes: {
    /** Anti-pattern flags of A that B does not have (counted with repeats), and the reverse. */
    flags_only_a: string[];
    flags_only_b: string[];
    /** Findings of A that B does not have (same rule and message), and the reverse. */
    findings_only_a: ChangedFinding[];
    findings_only_b: ChangedFinding[];
  };
}

/** A finding that one side has and the other does not. Lines are left out: edits move them. */
export interface ChangedFinding {
  rule: string;
  category: Finding['category'];
  level: Finding['level'];
  message: string;
}

function side(r: EvalResult): ComparisonSide {
  return {
    path: r.plugin_path,
    name: r.name,
    kind: r.kind,
    score: r.composite.score,
    badge: r.composite.badge,
    confidence: r.composite.confidence_label,
    penalty: r.composite.anti_pattern_penalty,
  };
}

function winnerOf(a: number | null, b: number | null): Winner {
  if (a === null && b === null) return '—';
  if (a === null) return 'B';
  if (b === null) return 'A';
  if (Math.abs(a - b) < TIE_TOLERANCE) return 'tie';
  return a > b ? 'A' : 'B';
}

/** Multiset difference: items of `xs` not matched (by key) by an item of `ys`. */
function minus<T>(xs: readonly T[], ys: readonly T[], key: (x: T) => string): T[] {
  const left = new Map<string, number>();
  for (const y of ys) left.set(key(y), (left.get(key(y)) ?? 0) + 1);
  const out: T[] = [];
  for (const x of xs) {
    const n = left.get(key(x)) ?? 0;
    if (n > 0) left.set(key(x), n - 1);
    else out.push(x);
  }
  return out;
}

const same = (x: string) => x;
const findingKey = (f: ChangedFinding) => `${f.rule}\u0000${f.message}`;
const changedFinding = (f: Finding): ChangedFinding => ({
  rule: f.rule,
  category: f.category,
  level: f.level,
  message: f.message,
});

export function compareResults(a: EvalResult, b: EvalResult): Comparison {
  const rows: ComparisonRow[] = [
    {
      name: 'overall',
      weight: null,
      a: a.composite.score,
      b: b.composite.score,
      grade_a: null,
      grade_b: null,
      delta: b.composite.score - a.composite.score,
      winner: winnerOf(a.composite.score, b.composite.score),
    },
  ];
  const tally = { a: 0, b: 0, tie: 0 };
  for (const da of a.composite.dimensions) {
    const db = b.composite.dimensions.find((d) => d.name === da.name);
    const sa = isMeasured(da) ? da.score * 100 : null;
    const sb = db && isMeasured(db) ? db.score * 100 : null;
    const winner = winnerOf(sa, sb);
    if (winner === 'A') tally.a += 1;
    else if (winner === 'B') tally.b += 1;
    else if (winner === 'tie') tally.tie += 1;
    rows.push({
      name: da.name,
      weight: da.weight,
      a: sa,
      b: sb,
      grade_a: da.grade,
      grade_b: db?.grade ?? null,
      delta: sa !== null && sb !== null ? sb - sa : null,
      winner,
    });
  }
  const flagsA = antiPatternsOf(a).map((x) => x.flag);
  const flagsB = antiPatternsOf(b).map((x) => x.flag);
  const findA = (a.findings ?? []).map(changedFinding);
  const findB = (b.findings ?? []).map(changedFinding);
  return {
    a: side(a),
    b: side(b),
    rows,
    winner: rows[0].winner,
    tally,
    changes: {
      flags_only_a: minus(flagsA, flagsB, same),
      flags_only_b: minus(flagsB, flagsA, same),
      findings_only_a: minus(findA, findB, findingKey),
      findings_only_b: minus(findB, findA, findingKey),
    },
  };
}

/** Dimensions both sides measured whose score changed, the largest drop (B below A) first. */
export function movedDimensions(cmp: Comparison): ComparisonRow[] {
  return cmp.rows
    .filter((r) => r.name !== 'overall' && r.delta !== null && Math.abs(r.delta) >= TIE_TOLERANCE)
    .sort((x, y) => (x.delta as number) - (y.delta as number));
}

/** How a diff names its sides and changes: two targets (`compare`) or two versions (a pull request). */
export interface DiffWords {
  a: string;
  b: string;
  flagsAdded: string;
  flagsRemoved: string;
  findingsAdded: string;
  findingsRemoved: string;
  same: string;
}

export const COMPARE_WORDS: DiffWords = {
  a: 'A',
  b: 'B',
  flagsRemoved: 'Anti-patterns only in A',
  flagsAdded: 'Anti-patterns only in B',
  findingsRemoved: 'Findings only in A',
  findingsAdded: 'Findings only in B',
  same: 'Same anti-patterns and findings.',
};

export const BASE_HEAD_WORDS: DiffWords = {
  a: 'base',
  b: 'head',
  flagsAdded: 'New anti-patterns',
  flagsRemoved: 'Fixed anti-patterns',
  findingsAdded: 'New findings',
  findingsRemoved: 'Resolved findings',
  same: 'No anti-pattern or finding changed.',
};

/** The static-layer composite under each method, per side (see staticScoresBothWays). */
export interface MethodPair {
  calibrated: number | null;
  reference: number | null;
}

/** Whether two methods' numbers differ by more than METHOD_DIFF_SHOWN points (so both are shown). */
export function methodsDiffer(pair: MethodPair | null | undefined): boolean {
  return (
    !!pair &&
    pair.calibrated !== null &&
    pair.reference !== null &&
    Math.abs(pair.calibrated - pair.reference) > METHOD_DIFF_SHOWN
  );
}
