// The validation report: agreement figures of scored targets against their labels, the badge
// confusion table, the largest disagreements with the raters' notes, and the targets not scored;
// rendered as plain text or JSON.
import { badgeFor } from '../composite/composite.js';
import { BADGES } from '../contract/weights.js';
import type { Badge } from '../contract/types.js';
import { agreementFigures, confusionTable, type AgreementFigures, type Correlation } from './agreement.js';
import type { LabelledTarget } from './labels.js';

export interface ScoredTarget {
  target: LabelledTarget;
  score: number;
  badge: Badge;
}

export interface UnscoredTarget {
  target: LabelledTarget;
  error: string;
}

export interface Disagreement {
  path: string;
  label: number;
  score: number;
  /** score − label */
  gap: number;
  issues: string[];
  why: string[];
}

export interface ValidationReport {
  method: string;
  depth: string;
  labelled: number;
  figures: AgreementFigures;
  badges: {
    classes: Badge[];
    /** table[label badge][score badge] */
    table: Record<Badge, Record<Badge, number>>;
    platinumShare: { labels: number; scores: number };
  };
  disagreements: Disagreement[];
  /** Every scored target, in the labels file's order. */
  targets: Array<{ path: string; label: number; score: number; badge: Badge }>;
  errors: Array<{ path: string; error: string }>;
}

export const BADGE_CLASSES: Badge[] = [...BADGES.map((b) => b.badge), 'no_badge'];

function share(rows: readonly ScoredTarget[], badgeOf: (r: ScoredTarget) => Badge, badge: Badge): number {
  return rows.length === 0 ? NaN : rows.filter((r) => badgeOf(r) === badge).length / rows.length;
}

/** The report of scored and unscored targets; `top` largest disagreements by |score − label|. */
export function validationReport(
  scored: readonly ScoredTarget[],
  unscored: readonly UnscoredTarget[],
  options: { method: string; depth: string; margin: number; seed: number; top: number; resamples?: number },
): ValidationReport {
  const pairs = scored.map((s) => ({ label: s.target.label, score: s.score }));
  const labelBadge = (r: ScoredTarget): Badge => badgeFor(r.target.label);
  const disagreements = [...scored]
    .sort(
      (a, b) =>
        Math.abs(b.score - b.target.label) - Math.abs(a.score - a.target.label) ||
        a.target.name.localeCompare(b.target.name),
    )
    .slice(0, options.top)
    .map((s) => ({
      path: s.target.name,
      label: s.target.label,
      score: s.score,
      gap: s.score - s.target.label,
      issues: s.target.issues,
      why: s.target.why,
    }));
  return {
    method: options.method,
    depth: options.depth,
    labelled: scored.length + unscored.length,
    figures: agreementFigures(pairs, options),
    badges: {
      classes: BADGE_CLASSES,
      table: confusionTable(
        scored.map((s) => ({ label: labelBadge(s), score: s.badge })),
        BADGE_CLASSES,
      ),
      platinumShare: {
        labels: share(scored, labelBadge, 'platinum'),
        scores: share(scored, (r) => r.badge, 'platinum'),
      },
    },
    disagreements,
    targets: scored.map((s) => ({ path: s.target.name, label: s.target.label, score: s.score, badge: s.badge })),
    errors: unscored.map((u) => ({ path: u.target.name, error: u.error })),
  };
}

// ---- rendering ------------------------------------------------------------------------------

const num = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : 'n/a');
/** A label file's note on one line (a note with line breaks would break the listing). */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
const signed = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}` : 'n/a');

function correlationText(c: Correlation): string {
  return c.ci ? `${num(c.value)} (95 % CI ${num(c.ci[0])} to ${num(c.ci[1])})` : num(c.value);
}

function figuresText(r: ValidationReport): string[] {
  const f = r.figures;
  return [
    `Validation of method ${r.method} at depth ${r.depth}: ${f.n} of ${r.labelled} labelled targets scored`,
    '',
    `Spearman   ${correlationText(f.spearman)}`,
    `Kendall    ${correlationText(f.kendall)}`,
    `Pairwise   ${pct(f.pairwise.share)} of ${f.pairwise.pairs} pairs the labels separate by >= ${f.pairwise.margin} points ordered the same way`,
    `Mean       score ${num(f.meanScore, 1)}, label ${num(f.meanLabel, 1)}, gap ${signed(f.meanGap)}`,
    `Platinum   scores ${pct(r.badges.platinumShare.scores)}, labels ${pct(r.badges.platinumShare.labels)}`,
  ];
}

function confusionText(r: ValidationReport): string[] {
  const cls = r.badges.classes;
  const width = Math.max(...cls.map((c) => c.length)) + 2;
  const cell = (s: string): string => s.padStart(width);
  const lines = ['', 'Badges (rows: label badge, columns: score badge)', ' '.repeat(width) + cls.map(cell).join('')];
  for (const l of cls) lines.push(l.padEnd(width) + cls.map((s) => cell(String(r.badges.table[l][s]))).join(''));
  return lines;
}

function disagreementsText(r: ValidationReport): string[] {
  if (r.disagreements.length === 0) return [];
  const lines = ['', `Largest disagreements (score − label)`];
  for (const d of r.disagreements) {
    lines.push(`${signed(d.gap).padStart(6)}  ${oneLine(d.path)}: score ${num(d.score, 1)}, label ${num(d.label, 1)}`);
    for (const w of d.why) lines.push(`          why: ${oneLine(w)}`);
    for (const i of d.issues) lines.push(`          - ${oneLine(i)}`);
  }
  return lines;
}

function errorsText(r: ValidationReport): string[] {
  if (r.errors.length === 0) return [];
  return ['', `Not scored (${r.errors.length})`, ...r.errors.map((e) => `  ${oneLine(e.path)}: ${oneLine(e.error)}`)];
}

export function renderValidationText(r: ValidationReport): string {
  return [...figuresText(r), ...confusionText(r), ...disagreementsText(r), ...errorsText(r)].join('\n') + '\n';
}

/** JSON with undefined figures (NaN) as null. */
export function renderValidationJson(r: ValidationReport): string {
  return (
    JSON.stringify(
      r,
      (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
      2,
    ) + '\n'
  );
}
