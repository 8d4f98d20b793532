// A shown score and its badge (or grade) always agree: the calibrated composite is rounded once to
// a 1e-9 grid before grades and badges, and reports truncate to one decimal.
import { badgeFor, composite, gradeFor } from '../../src/composite/composite.js';
import { fmtScore, fmtUnit } from '../../src/reports/format.js';
import { DIMENSIONS } from '../../src/contract/weights.js';
import type { DimensionName, LayerResult, Method } from '../../src/contract/types.js';

function staticLayer(dimensions: Partial<Record<DimensionName, number>>): LayerResult {
  return { layer: 'static', score: 0, sub_scores: {}, anti_patterns: [], metadata: {}, dimensions };
}

const run = (dims: Partial<Record<DimensionName, number>>, method: Method, flagCount = 0) =>
  composite({ layers: [staticLayer(dims)], flagCount, confidence: 'Estimated', method });

test('IEEE noise no longer decides a grade in calibrated; reference keeps it (spec §5)', () => {
  // 0.7 * 0.1 / 0.1 = 0.6999999999999998: D+ in the reference, C- once the noise is rounded away.
  const ref = run({ orchestration_fitness: 0.7 }, 'reference');
  const cal = run({ orchestration_fitness: 0.7 }, 'calibrated');
  expect(ref.dimensions[1].grade).toBe('D+');
  expect(cal.dimensions[1].grade).toBe('C-');
  expect(cal.dimensions[1].score).toBe(0.7);
  expect(fmtUnit(cal.dimensions[1].score)).toBe('70.0');
});

test('a score just below a badge line shows below it (no "90.0 🥇 Gold")', () => {
  expect(badgeFor(89.96)).toBe('gold');
  expect(fmtScore(89.96)).toBe('89.9');
  expect(fmtScore(90)).toBe('90.0');
  expect(fmtScore(28.999999999999996)).toBe('29.0');
});

test('property: for every calibrated result, the shown score gives the badge shown, the shown dimension its grade', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const staticDims = DIMENSIONS.filter((d) => d.blend.static !== undefined).map((d) => d.name);
  let nearLines = 0;
  for (let i = 0; i < 2000; i++) {
    const dims: Partial<Record<DimensionName, number>> = {};
    // Values on a coarse grid (as the sub-scores are) hit badge and grade lines exactly.
    for (const d of staticDims) dims[d] = Math.round(rand() * 40) / 40;
    const c = run(dims, 'calibrated', Math.floor(rand() * 3));
    const shown = Number(fmtScore(c.score));
    expect(badgeFor(shown)).toBe(c.badge);
    if (Math.abs(c.score - Math.round(c.score / 10) * 10) < 0.1) nearLines++;
    for (const d of c.dimensions) {
      if (d.grade === '—') continue;
      expect(gradeFor(Number(fmtUnit(d.score)) / 100)).toBe(d.grade);
    }
  }
  expect(nearLines).toBeGreaterThan(5);
});
