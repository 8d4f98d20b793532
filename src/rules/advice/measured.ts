// Written by the composite (src/composite/advice.ts) when a sub-score is below its maximum and
// none of the rules that read the skill's text explains it.
import { defineRule } from '../rule.js';

export const adviceMeasured = defineRule({
  id: 'ADVICE_MEASURED',
  family: 'advice',
  title: 'Below the maximum',
  description: 'The sub-score is below its maximum and no single fact explains it.',
  why: "Several small shortfalls together cost points; the verbose report shows which parts of the sub-score they are, so the author can fix the ones that matter to the skill's users.",
  bad: 'structural_completeness 0.82 of 1 (no single missing part)',
  good: 'structural_completeness 1.00 of 1',
  fix: 'See the sub-score in the verbose report (--verbose) for the parts it is made of.',
});
