import { staticLayer } from '../../../src/layers/static.js';
import { parseText, skillWith } from '../../helpers/skills.js';

/** How many OVER_CONSTRAINED occurrences the calibrated method reports for a body. */
const overConstrained = (body: string) =>
  staticLayer(parseText(skillWith(body)), 'calibrated').layer.anti_patterns.filter((a) => a.flag === 'OVER_CONSTRAINED')
    .length;

const hardRules = Array.from({ length: 16 }, (_v, i) => `- You MUST check item ${i + 1} before the release.`);
const contradictory = [
  '- ALWAYS run the tests first. NEVER run the tests first.',
  '- You MUST use the template. You MUST NOT use the template.',
];

describe('OVER_CONSTRAINED (calibrated): a wall of hard rules and contradictory rules are two faults', () => {
  test('either alone is one occurrence', () => {
    expect(overConstrained('Steps follow.')).toBe(0);
    expect(overConstrained(hardRules.join('\n'))).toBe(1);
    expect(overConstrained(contradictory.join('\n'))).toBe(1);
  });

  test('both are two: contradictions added to a skill already over its hard-rule count still cost', () => {
    expect(overConstrained([...hardRules, ...contradictory].join('\n'))).toBe(2);
  });
});
