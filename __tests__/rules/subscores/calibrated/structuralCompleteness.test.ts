import { CAL_STRUCTURE as C } from '../../../../src/contract/calibratedWeights.js';
import { ruleContext } from '../../../../src/rules/context.js';
import { structuralCompleteness } from '../../../../src/rules/subscores/calibrated/structuralCompleteness.js';
import { parseText, skillWith } from '../../../helpers/skills.js';

const structure = (body: string) => structuralCompleteness(ruleContext(parseText(skillWith(body))));
const BASE = 'Convert the files the user names, one at a time, and report what changed.';

describe('calibrated structural_completeness credits decision guidance laid out, not its words', () => {
  test('a decision word in a lone paragraph or an empty heading earns nothing', () => {
    expect(structure(`${BASE}\n\nMake the decision of which one to use.`)).toBeCloseTo(structure(BASE));
    expect(structure(`${BASE}\n\n## Decision guide\n`)).toBeCloseTo(structure(BASE));
  });

  test('a section titled with a decision word, or a list item or table row holding one, earns it', () => {
    expect(structure(`${BASE}\n\n- When to use: a folder of scanned invoices`)).toBeCloseTo(
      structure(BASE) + C.decisionWords,
    );
    expect(structure(`${BASE}\n\n| choice | trade-off |\n|---|---|\n| a | b |`) - structure(BASE)).toBeGreaterThan(
      C.decisionWords - 1e-9,
    );
    const section = structure(`${BASE}\n\n## When to use\n\nFor scanned invoices that need their totals.`);
    const plain = structure(`${BASE}\n\n## Scope\n\nFor scanned invoices that need their totals.`);
    expect(section - plain).toBeCloseTo(C.decisionWords);
  });
});
