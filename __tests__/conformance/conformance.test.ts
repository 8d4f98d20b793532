// Runs every case of the public conformance set (fixtures/conformance, the project's byte-for-byte
// copy of ../shared/conformance) against the reference's own results (expected.json) with
// `method: 'reference'`: composite, badge, penalty, every dimension score and grade, the static
// layer score, every sub-score and the anti-pattern flags in order, to 1e-6.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import type { EvalResult } from '../../src/contract/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONFORMANCE = path.resolve(here, '../../fixtures/conformance');
const CASES = path.join(CONFORMANCE, 'cases');
const TOLERANCE = 1e-6;

interface Expected {
  kind: 'skill' | 'plugin';
  composite: {
    score: number;
    badge: string;
    anti_pattern_penalty: number;
    confidence_label: string;
    dimensions: Array<{ name: string; score: number; grade: string; weight: number }>;
  };
  static: {
    score: number;
    sub_scores: Record<string, number | number[]>;
    anti_patterns: Array<{ flag: string; severity: number }>;
  };
}

function loadExpected(): Record<string, Expected> {
  const file = path.join(CONFORMANCE, 'expected.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Expected>;
}

const expected = loadExpected();
const caseNames = Object.keys(expected).sort();

function near(actual: number, want: number, what: string): void {
  if (!(Math.abs(actual - want) <= TOLERANCE)) throw new Error(`${what}: got ${actual}, expected ${want}`);
}

describe('conformance with the reference PluginEval', () => {
  test('the case set is all there', () => {
    expect(caseNames.length).toBe(66);
    for (const name of caseNames) expect(existsSync(path.join(CASES, name))).toBe(true);
  });

  const source = new DiskSource(CASES);

  test.each(caseNames)('%s', async (name) => {
    const want = expected[name];
    const outcome = await evaluateTarget(source, name, { depth: 'quick', method: 'reference' });
    if (!outcome.ok) throw new Error(`scoring failed: ${outcome.error.error}`);
    const got: EvalResult = outcome.result;
    expect(got.kind).toBe(want.kind);

    near(got.composite.score, want.composite.score, 'composite.score');
    expect(got.composite.badge).toBe(want.composite.badge);
    near(got.composite.anti_pattern_penalty, want.composite.anti_pattern_penalty, 'penalty');
    expect(got.composite.confidence_label).toBe(want.composite.confidence_label);
    expect(got.composite.dimensions.map((d) => d.name)).toEqual(want.composite.dimensions.map((d) => d.name));
    want.composite.dimensions.forEach((d, i) => {
      const g = got.composite.dimensions[i];
      near(g.score, d.score, `dimension ${d.name}`);
      near(g.weight, d.weight, `weight ${d.name}`);
      expect(`${d.name}: ${g.grade}`).toBe(`${d.name}: ${d.grade}`);
    });

    const layer = got.layers.find((l) => l.layer === 'static');
    if (!layer) throw new Error('no static layer');
    near(layer.score, want.static.score, 'static.score');
    const subs = layer.sub_scores as Record<string, number | number[]>;
    expect(Object.keys(subs).sort()).toEqual(Object.keys(want.static.sub_scores).sort());
    for (const [k, v] of Object.entries(want.static.sub_scores)) {
      if (Array.isArray(v)) {
        const g = subs[k] as number[];
        expect(g.length).toBe(v.length);
        v.forEach((x, i) => near(g[i], x, `${k}[${i}]`));
      } else {
        near(subs[k] as number, v, `sub_score ${k}`);
      }
    }
    expect(layer.anti_patterns.map((a) => a.flag)).toEqual(want.static.anti_patterns.map((a) => a.flag));
    layer.anti_patterns.forEach((a, i) =>
      near(a.severity, want.static.anti_patterns[i].severity, `severity ${a.flag}`),
    );
  });
});
