// Leave-one-repository-out cross-validation of the calibrated method's fit: for each group
// (repository) of labelled skills, the parameters are fitted on the other groups and the held-out
// group is predicted; the agreement figures are computed on the pooled held-out predictions.
// Also the fit on every label (the one a maintainer adopts) and its in-sample figures.
import { badgeFor } from '../composite/composite.js';
import type { CalibrationFit } from '../contract/calibratedWeights.js';
import { agreementFigures, spearman, type AgreementFigures } from './agreement.js';
import { mean } from '../stats/stats.js';
import { fitParameters, predictComposite, FIT_OBJECTIVE, FIT_SEARCH, type FitTarget } from './fitParameters.js';
import type { LabelledTarget } from './labels.js';
import {
  renderValidationText,
  validationReport,
  type ScoredTarget,
  type UnscoredTarget,
  type ValidationReport,
} from './report.js';

/** A labelled skill scored once, with what its composite was made of. */
export interface SampledTarget extends FitTarget {
  target: LabelledTarget;
}

export interface Fold {
  /** The group held out. */
  group: string;
  n: number;
  /** The parameters fitted on the other groups. */
  fit: CalibrationFit;
  /** The held-out group's predictions against its labels. */
  figures: AgreementFigures;
}

export interface CrossValidationReport extends ValidationReport {
  crossValidation: {
    scheme: 'leave one repository out';
    groups: number;
    folds: Fold[];
    /** The parameters fitted on every label: what `--fit-out` writes. */
    fit: CalibrationFit;
    /** The figures of that fit on the labels it was fitted on (optimistic). */
    inSample: AgreementFigures;
    /** The figures of the parameters the tree ships. */
    shipped: AgreementFigures;
    /**
     * The mean over repositories of the Spearman within each (repositories where it is defined):
     * how well skills are ordered inside a repository, whatever the level each fold's fit sets.
     */
    withinGroups: { heldOut: number; inSample: number; shipped: number };
    objective: typeof FIT_OBJECTIVE;
    search: typeof FIT_SEARCH;
  };
}

export interface CrossValidationOptions {
  depth: string;
  margin: number;
  seed: number;
  top: number;
  resamples?: number;
}

/** The groups of the targets, in order of first appearance. */
export function groupsOf(targets: ReadonlyArray<{ target: LabelledTarget }>): string[] {
  return [...new Set(targets.map((t) => t.target.group))];
}

/** The held-out predictions of each target: fitted on the other groups, in the targets' order. */
function foldsOf(
  sampled: readonly SampledTarget[],
  shipped: CalibrationFit,
  options: CrossValidationOptions,
): { folds: Fold[]; predictions: number[] } {
  const predictions = new Array<number>(sampled.length);
  const folds: Fold[] = [];
  for (const group of groupsOf(sampled)) {
    const training = sampled.filter((s) => s.target.group !== group);
    const { fit } = fitParameters(training, shipped, options.margin);
    const pairs: Array<{ label: number; score: number }> = [];
    sampled.forEach((s, i) => {
      if (s.target.group !== group) return;
      predictions[i] = predictComposite(s.sample, fit);
      pairs.push({ label: s.label, score: predictions[i]! });
    });
    folds.push({ group, n: pairs.length, fit, figures: agreementFigures(pairs, options) });
  }
  return { folds, predictions };
}

/** The mean of the per-group Spearman of scores against labels (groups where it is defined). */
function withinGroupSpearman(sampled: readonly SampledTarget[], scores: readonly number[]): number {
  const values: number[] = [];
  for (const group of groupsOf(sampled)) {
    const pairs = sampled.flatMap((s, i) => (s.target.group === group ? [{ label: s.label, score: scores[i]! }] : []));
    const rho = spearman(pairs);
    if (Number.isFinite(rho)) values.push(rho);
  }
  return values.length === 0 ? NaN : mean(values);
}

function figuresOf(sampled: readonly SampledTarget[], fit: CalibrationFit, options: CrossValidationOptions) {
  return agreementFigures(
    sampled.map((s) => ({ label: s.label, score: predictComposite(s.sample, fit) })),
    options,
  );
}

/**
 * Leave-one-group-out cross-validation of the fit, starting from (and regularised towards)
 * `priors` — weights judged before any label was read, never the shipped ones, which may have
 * been fitted on every label — and compared with the shipped parameters. Needs at least two groups.
 */
export function crossValidate(
  sampled: readonly SampledTarget[],
  unscored: readonly UnscoredTarget[],
  shipped: CalibrationFit,
  options: CrossValidationOptions,
  priors: CalibrationFit = shipped,
): CrossValidationReport {
  const { folds, predictions } = foldsOf(sampled, priors, options);
  const scored: ScoredTarget[] = sampled.map((s, i) => ({
    target: s.target,
    score: predictions[i]!,
    badge: badgeFor(predictions[i]!),
  }));
  const heldOut = validationReport(scored, unscored, {
    ...options,
    method: 'calibrated, cross-validated (leave one repository out)',
  });
  const { fit } = fitParameters(sampled, priors, options.margin);
  const scoresWith = (f: CalibrationFit): number[] => sampled.map((s) => predictComposite(s.sample, f));
  return {
    ...heldOut,
    crossValidation: {
      scheme: 'leave one repository out',
      groups: folds.length,
      folds,
      fit,
      inSample: figuresOf(sampled, fit, options),
      shipped: figuresOf(sampled, shipped, options),
      withinGroups: {
        heldOut: withinGroupSpearman(sampled, predictions),
        inSample: withinGroupSpearman(sampled, scoresWith(fit)),
        shipped: withinGroupSpearman(sampled, scoresWith(shipped)),
      },
      objective: FIT_OBJECTIVE,
      search: FIT_SEARCH,
    },
  };
}

// ---- rendering ------------------------------------------------------------------------------

const num = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : 'n/a');
const signed = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}` : 'n/a');

function figuresRow(name: string, f: AgreementFigures): string {
  return `${name.padEnd(40)} ${String(f.n).padStart(3)}  ${num(f.spearman.value).padStart(7)}  ${num(f.kendall.value).padStart(7)}  ${pct(f.pairwise.share).padStart(8)}  ${signed(f.meanGap).padStart(6)}`;
}

function fitText(fit: CalibrationFit): string[] {
  const lines = ['', 'Parameters fitted on every label (--fit-out writes them)'];
  for (const [name, value] of Object.entries(fit.stretch)) lines.push(`  stretch ${name.padEnd(26)} ${num(value)}`);
  for (const [rule, w] of Object.entries(fit.quality))
    lines.push(`  ${rule.padEnd(32)} perUnit ${num(w.perUnit)} (max ${num(w.max)} on ${w.subscores.join(', ')})`);
  return lines;
}

export function renderCrossValidationText(r: CrossValidationReport): string {
  const cv = r.crossValidation;
  const header = `${''.padEnd(40)}   n  Spearman  Kendall  Pairwise     Gap`;
  const lines = [
    '',
    `Cross-validated (leave one repository out, ${cv.groups} folds): each repository predicted by parameters fitted on the others`,
    header,
    figuresRow('cross-validated (held out, pooled)', r.figures),
    figuresRow('in-sample (fitted on every label)', cv.inSample),
    figuresRow('shipped parameters', cv.shipped),
    `Spearman within repositories (mean over ${cv.groups}): held out ${num(cv.withinGroups.heldOut)}, in-sample ${num(cv.withinGroups.inSample)}, shipped ${num(cv.withinGroups.shipped)}`,
    '',
    'Folds (held-out repository)',
    ...cv.folds.map((f) => figuresRow(`  ${f.group}`, f.figures)),
    ...fitText(cv.fit),
  ];
  return renderValidationText(r) + lines.join('\n') + '\n';
}
