// Leave-one-repository-out: each group's predictions come from the parameters fitted on the
// other groups, the pooled figures are those of the held-out predictions, and the fit on every
// label is the one reported (and written by --fit-out).
import * as path from 'node:path';
import { CAL_FIT } from '../../src/contract/calibratedWeights.js';
import { evaluateTarget, type SkillCompositeSample } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { agreementFigures } from '../../src/validate/agreement.js';
import {
  crossValidate,
  groupsOf,
  renderCrossValidationText,
  type SampledTarget,
} from '../../src/validate/crossValidate.js';
import { fitParameters, predictComposite } from '../../src/validate/fitParameters.js';
import { parseLabels } from '../../src/validate/labels.js';
import { readFileSync } from 'node:fs';

const DIR = path.resolve('fixtures/validity');
const OPTIONS = { depth: 'quick', margin: 10, seed: 5, top: 3, resamples: 200 };

let sampled: SampledTarget[];
beforeAll(async () => {
  const targets = parseLabels(JSON.parse(readFileSync(path.join(DIR, 'panel.json'), 'utf8')), path.join(DIR, 'repos'));
  const source = new DiskSource(path.join(DIR, 'repos'));
  sampled = [];
  for (const target of targets) {
    let sample: SkillCompositeSample | undefined;
    await evaluateTarget(source, path.relative(path.join(DIR, 'repos'), target.abs), {
      depth: 'quick',
      onSkillComposite: (s) => {
        sample = s;
      },
    });
    sampled.push({ target, label: target.label, sample: sample! });
  }
});

test('the groups are the repositories, in order of first appearance', () => {
  expect(groupsOf(sampled)).toEqual(['acme/alpha', 'acme/beta', 'acme/gamma']);
});

test('each fold is fitted without its repository and predicts it; the pooled figures are of those predictions', () => {
  const report = crossValidate(sampled, [], CAL_FIT, OPTIONS);
  const cv = report.crossValidation;
  expect(cv.folds.map((f) => [f.group, f.n])).toEqual([
    ['acme/alpha', 3],
    ['acme/beta', 3],
    ['acme/gamma', 3],
  ]);
  const heldOut: number[] = [];
  for (const fold of cv.folds) {
    const training = sampled.filter((s) => s.target.group !== fold.group);
    expect(fold.fit).toEqual(fitParameters(training, CAL_FIT, 10).fit);
    for (const s of sampled) if (s.target.group === fold.group) heldOut.push(predictComposite(s.sample, fold.fit));
  }
  // Folds hold out the groups in order, and every group's targets are contiguous here.
  expect(report.targets.map((t) => t.score)).toEqual(heldOut);
  expect(report.figures).toEqual(
    agreementFigures(
      sampled.map((s, i) => ({ label: s.label, score: heldOut[i]! })),
      OPTIONS,
    ),
  );
  expect(cv.fit).toEqual(fitParameters(sampled, CAL_FIT, 10).fit);
  expect(cv.inSample.n).toBe(9);
  expect(cv.shipped.meanScore).toBeCloseTo(
    sampled.reduce((sum, s) => sum + predictComposite(s.sample, CAL_FIT), 0) / 9,
    9,
  );
});

test('the text names the scheme and lists the folds and the fitted parameters', () => {
  const text = renderCrossValidationText(crossValidate(sampled, [], CAL_FIT, OPTIONS));
  expect(text).toMatch(/^Validation of method calibrated, cross-validated \(leave one repository out\)/);
  expect(text).toMatch(/Cross-validated \(leave one repository out, 3 folds\)/);
  expect(text).toMatch(/in-sample \(fitted on every label\)\s+9/);
  for (const g of ['acme/alpha', 'acme/beta', 'acme/gamma']) expect(text).toContain(`  ${g}`);
  for (const rule of Object.keys(CAL_FIT.quality)) expect(text).toContain(rule);
});
