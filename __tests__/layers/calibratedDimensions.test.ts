// dimensionAbove measures one dimension of a skill's calibrated layer: it must answer as the whole
// layer's number (calibratedDimensions) compared, for every dimension, whether the skill was
// measured before or not, with quality rules lowering the sub-score or none.
import { CAL_FIT } from '../../src/contract/calibratedWeights.js';
import type { DimensionName, ParsedSkill } from '../../src/contract/types.js';
import { STATIC_SUBSCORES } from '../../src/contract/weights.js';
import { calibratedDimensions, dimensionAbove } from '../../src/layers/calibratedDimensions.js';
import { qualityHits } from '../../src/rules/quality/measure.js';
import { ruleContext } from '../../src/rules/context.js';
import { parseText } from '../helpers/skills.js';

const parsed = (text: string): ParsedSkill => parseText(text, 'skill');

const BODY = [
  '# Ledger export',
  '',
  'Exports the ledger. You MUST check the totals row and NEVER skip the dates.',
  '',
  '## Steps',
  '',
  '1. Read the ledger from `ledger.csv` and the notes in [the guide](guide.md).',
  '2. Check the totals row once more.',
  '',
  '```bash',
  'export-ledger --month 2026-11',
  '```',
].join('\n');

const TEXTS = [
  // A description cut off mid-sentence: a quality rule lowers frontmatter_quality.
  `---\nname: ledger-export\ndescription: Exports the ledger from merged pull requests and groups them by\n---\n${BODY}\n`,
  `---\nname: ledger-export\ndescription: "Exports the monthly ledger to CSV. Use when the user asks for the ledger export."\n---\n${BODY}\n\n## Examples\n\nA request for November gives \`ledger-2026-11.csv\`.\n`,
  `---\nname: x\n---\n`,
];

const DIMENSIONS = STATIC_SUBSCORES.flatMap((s) => (s.dimension ? [s.dimension] : [])) as DimensionName[];

test('the skills read include one whose sub-score a quality rule lowers', () => {
  const lowered = TEXTS.flatMap((t) => qualityHits(ruleContext(parsed(t))).map((h) => h.rule));
  expect(lowered).toContain('TRUNCATED_DESCRIPTION');
});

test.each(TEXTS.map((t, i) => [i, t]))('skill %i: each dimension above a floor as the whole layer says', (_i, text) => {
  const whole = calibratedDimensions(parsed(text)).dimensions;
  for (const dimension of DIMENSIONS) {
    const value = whole[dimension]!;
    for (const floor of [-1, value - 1e-6, value, value + 1e-6, 2]) {
      // A skill measured for the first time, and one measured already (its parts kept).
      expect(dimensionAbove(parsed(text), dimension, floor)).toBe(value > floor);
      const measured = parsed(text);
      calibratedDimensions(measured);
      expect(dimensionAbove(measured, dimension, floor, CAL_FIT)).toBe(value > floor);
    }
  }
});

test('a skill measured one dimension first gives the whole layer a fresh reading gives', () => {
  for (const text of TEXTS)
    for (const dimension of DIMENSIONS) {
      const first = parsed(text);
      dimensionAbove(first, dimension, 0.5);
      expect(calibratedDimensions(first)).toEqual(calibratedDimensions(parsed(text)));
    }
});
