// The badge table: one row per target with its score, badge, change and anti-patterns (PR comment, marketplace).
import type { EvalOutcome } from '../../contract/types.js';
import { table } from './blocks.js';
import { antiPatternsOf, summariseFlags } from '../shared/antiPatterns.js';
import { badgeText } from '../shared/badges.js';
import { summariseFindings } from '../shared/findings.js';
import { fmtDelta, fmtScore } from '../shared/numbers.js';
import { mdCell, mdCode } from '../../text/escape.js';

export interface BadgeTableRow {
  outcome: EvalOutcome;
  /** The base version's score: a number, null when the target is new, undefined when not compared. */
  baseScore?: number | null;
  /** Optional link for the target's cell. */
  href?: string;
}

export interface BadgeTableOptions {
  /** Adds a pass/fail column against this threshold. */
  threshold?: number | null;
}

/** The badge table: target, score, badge, change against base, confidence, anti-patterns. */
export function renderBadgeTable(rows: readonly BadgeTableRow[], options: BadgeTableOptions = {}): string {
  const withChange = rows.some((r) => r.baseScore !== undefined);
  // Findings (security, specification, portability) get a column only when some target has one.
  const withFindings = rows.some((r) => r.outcome.ok && (r.outcome.result.findings ?? []).length > 0);
  const threshold = options.threshold ?? null;
  const header = [
    ...(threshold !== null ? [''] : []),
    'Target',
    'Score',
    'Badge',
    ...(withChange ? ['Change'] : []),
    'Confidence',
    'Anti-patterns',
    ...(withFindings ? ['Findings'] : []),
  ];
  const align: Array<'l' | 'r' | 'c'> = [
    ...(threshold !== null ? ['c' as const] : []),
    'l',
    'r',
    'l',
    ...(withChange ? ['r' as const] : []),
    'l',
    'l',
    ...(withFindings ? ['l' as const] : []),
  ];
  const body = rows.map((row) => {
    const o = row.outcome;
    const targetPath = o.ok ? o.result.plugin_path : o.error.plugin_path;
    const label = row.href ? `[${mdCell(targetPath)}](${row.href})` : mdCode(targetPath, { cell: true });
    if (!o.ok) {
      return [
        ...(threshold !== null ? ['❌'] : []),
        label,
        '—',
        '❗ error',
        ...(withChange ? [''] : []),
        '—',
        mdCell(`${o.error.file}${o.error.field ? ` (${o.error.field})` : ''}: ${o.error.error}`),
        ...(withFindings ? [''] : []),
      ];
    }
    const r = o.result;
    const flags = summariseFlags(antiPatternsOf(r).map((a) => a.flag));
    return [
      ...(threshold !== null ? [r.composite.score >= threshold ? '✅' : '❌'] : []),
      label,
      fmtScore(r.composite.score),
      badgeText(r.composite.badge),
      ...(withChange ? [row.baseScore === undefined ? '' : fmtDelta(r.composite.score, row.baseScore)] : []),
      r.composite.confidence_label,
      flags ? mdCell(flags) : '—',
      ...(withFindings ? [(r.findings ?? []).length ? mdCell(summariseFindings(r.findings)) : '—'] : []),
    ];
  });
  return table(header, align, body);
}
