import { ruleContext } from '../../../../src/rules/context.js';
import { ecosystemCoherence } from '../../../../src/rules/subscores/calibrated/ecosystemCoherence.js';
import { parseText, skillWith } from '../../../helpers/skills.js';

const ecosystem = (body: string) => ecosystemCoherence(ruleContext(parseText(skillWith(body))));

describe('calibrated ecosystem_coherence: related words earn only with a name', () => {
  test('"see related skills" with nothing behind it earns nothing; a named skill earns', () => {
    const base = ecosystem('Nothing else.');
    expect(ecosystem('See the related skills and companion skills for more.')).toBeCloseTo(base);
    expect(ecosystem('Related: `release-notes` writes the notes.')).toBeGreaterThan(base);
    expect(ecosystem('## Related skills\n\n- writing-plans, for the plan')).toBeGreaterThan(base);
    expect(ecosystem('See also the follow-up notes.')).toBeCloseTo(base);
  });
});
