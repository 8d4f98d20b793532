// Written for a static dimension below its maximum that no other advice rule explains: under the
// calibrated method one item per part of the sub-score the skill fell short of (src/engine/
// shortfallAdvice.ts), under the reference method the sub-score's value (src/composite/advice.ts).
import { defineRule } from '../rule.js';

export const adviceMeasured = defineRule({
  id: 'ADVICE_MEASURED',
  family: 'advice',
  title: 'Below the maximum',
  description: 'A part of the sub-score the skill did not earn, or the sub-score below its maximum.',
  why: 'Several small shortfalls together cost points; naming each part of the sub-score the skill missed, with what it would win, lets the author fix the ones that matter to its users.',
  bad: 'ecosystem_coherence 0.00 of 1: the prose points at no other skill or file, and names no related skill',
  good: 'A "Related skills" section that links the skills used before and after this one',
  fix: 'Earn the part the item names; under the reference method, docs/methodology.md lists the parts each sub-score is made of.',
  methods:
    "The calibrated method lists each part of the sub-score short of its most (the same credits as the number), with the composite points that part would win, and the quality rules that lower the sub-score; a dimension short only of what no skill earns gets no advice. The reference method states the sub-score's value.",
});
