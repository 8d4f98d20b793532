// The advice family: its rules' documentation, and the facts of one dimension being exactly the
// facts of all dimensions kept for that one, in order.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ADVICE_RULES, adviceFacts, dimensionFacts } from '../../../src/rules/advice/index.js';
import type { DimensionName, Method } from '../../../src/contract/types.js';
import { parseText } from '../../helpers/skills.js';

const DIMENSIONS: DimensionName[] = [
  'triggering_accuracy',
  'orchestration_fitness',
  'progressive_disclosure',
  'structural_completeness',
  'token_efficiency',
  'ecosystem_coherence',
];

describe('advice rules', () => {
  it('each says why it matters (not its description again) and shows a flagged and a passing example', () => {
    for (const r of ADVICE_RULES) {
      expect(r.family).toBe('advice');
      expect(r.why).not.toBe(r.description);
      expect(r.bad.trim()).not.toBe('');
      expect(r.good.trim()).not.toBe('');
      expect(r.bad).not.toBe(r.good);
    }
  });

  it('gives for one dimension the facts of all dimensions kept for that one, in order, for both methods', () => {
    const text = readFileSync(
      path.join(process.cwd(), 'fixtures', 'marketplace', 'skills', 'quick-notes', 'SKILL.md'),
      'utf8',
    );
    const samples = [
      text,
      '---\nname: x\ndescription: short\n---\n# X\nMUST do it.\nMUST do it.\nThis skill orchestrates agents.\n',
    ];
    for (const sample of samples) {
      const skill = parseText(sample, 'x');
      for (const method of ['calibrated', 'reference'] as Method[]) {
        const all = adviceFacts(skill, [], method);
        expect(all.length).toBeGreaterThan(0);
        for (const d of DIMENSIONS)
          expect(dimensionFacts(skill, d, method)).toEqual(all.filter((f) => f.dimension === d));
      }
    }
  });
});
