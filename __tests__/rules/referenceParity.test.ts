// The reference's arithmetic and patterns where they decide a number at its edge: the `return`…`json`
// line check (word-start / word-end, linear), the plugin composite's summation order, and the two
// per-dimension numbers (the reference's weight × score and the renormalised contribution).
import fc from 'fast-check';
import { composite } from '../../src/composite/composite.js';
import { pyRegex } from '../../src/parse/pytext.js';
import { inOrderOnALine, regexEnd, regexStart } from '../../src/text/lineSearch.js';
import { REFERENCE_SUBSCORES } from '../../src/rules/subscores/reference.js';
import { skillSubscores } from '../../src/rules/subscores/subscores.js';
import { DIMENSIONS } from '../../src/contract/weights.js';
import type { LayerResult } from '../../src/contract/types.js';
import { parseText } from '../helpers/skills.js';

const wiring = (body: string) =>
  skillSubscores(REFERENCE_SUBSCORES, parseText(`---\nname: x\ndescription: d\n---\n${body}\n`, 'x'), [])
    .orchestration_wiring;

describe('orchestration_wiring: return … json', () => {
  test.each([
    ['The script returns JSON', true],
    ['return user.from_json(data)', true],
    ['Returning the map as GeoJSON', true],
    ['returnjson', true],
    ['json is what we return', false],
    ['we unreturn jsonify', false],
    ['return the data\nas json', false],
  ])('%j earns the output-format part: %s', (body, earns) => {
    // `return`/`returns` alone earn the produces part (+0.05); the output-format part is +0.10 more.
    const withPart = wiring(body);
    const without = wiring(body.replace(/json/gi, 'yaml'));
    expect(withPart - without).toBeCloseTo(earns ? 0.1 : 0, 12);
  });

  test('the per-line check agrees with the reference regex on random text', () => {
    const reference = pyRegex('\\breturn[^\\n]*json\\b');
    const pieces = fc.constantFrom(
      'return',
      'returns',
      'json',
      'geojson',
      'jsonx',
      'x',
      '_',
      ' ',
      '\n',
      'é',
      '.',
      'un',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        expect(inOrderOnALine(text, regexEnd(pyRegex('\\breturn', 'g')), regexStart(pyRegex('json\\b', 'g')))).toBe(
          reference.test(text),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

function staticOnly(score: number): LayerResult {
  const dimensions: LayerResult['dimensions'] = {};
  for (const d of [
    'triggering_accuracy',
    'orchestration_fitness',
    'progressive_disclosure',
    'structural_completeness',
    'token_efficiency',
    'ecosystem_coherence',
  ] as const)
    dimensions[d] = score;
  return { layer: 'static', score, sub_scores: {}, anti_patterns: [], metadata: {}, dimensions };
}

describe('composite', () => {
  test('a plugin at 0.9 gets exactly 90 and platinum (static-mapping order); table order would not', () => {
    const c = composite({
      layers: [staticOnly(0.9)],
      flagCount: 0,
      unblended: true,
      confidence: 'Estimated',
      method: 'reference',
    });
    expect(c.score).toBe(90);
    expect(c.badge).toBe('platinum');
    // The same sums in table order fall short of the line: the order is what decides it.
    let weight = 0;
    let sum = 0;
    const measured = DIMENSIONS.filter((d) => staticOnly(0.9).dimensions[d.name] !== undefined);
    for (const d of measured) weight += d.weight;
    for (const d of measured) sum += (d.weight / weight) * 0.9;
    expect(sum * 100).toBeLessThan(90);
  });

  test('weighted_score is weight × score; contribution is the renormalised share, summing to the unpenalised composite', () => {
    const c = composite({
      layers: [staticOnly(0.5)],
      flagCount: 2,
      unblended: true,
      confidence: 'Estimated',
      method: 'reference',
    });
    for (const d of c.dimensions) expect(d.weighted_score).toBeCloseTo(d.weight * d.score, 15);
    const ta = c.dimensions.find((d) => d.name === 'triggering_accuracy')!;
    expect(ta.weighted_score).toBeCloseTo(0.125, 15);
    expect(ta.contribution).toBeCloseTo((0.25 / 0.66) * 0.5, 12);
    const share = c.dimensions.reduce((s, d) => s + d.contribution, 0);
    expect(share * 100 * c.anti_pattern_penalty).toBeCloseTo(c.score, 9);
  });
});
