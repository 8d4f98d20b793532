// OVER_CONSTRAINED: a skill that is mostly hard rules.
import { ANTI_PATTERN } from '../../contract/weights.js';
import { CAL_ANTI_PATTERN } from '../../contract/calibratedWeights.js';
import { pyRegex } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { contradictions, mustWords } from '../documentMeasures.js';
import type { FindOccurrences, Occurrence } from './antiPattern.js';

const MUST_WORD = pyRegex('\\b(?:MUST|NEVER|ALWAYS)\\b');

export const OVER_CONSTRAINED = defineRule<FindOccurrences>({
  id: 'OVER_CONSTRAINED',
  family: 'anti-patterns',
  title: 'Over-constrained',
  description: 'More than 15 MUST / NEVER / ALWAYS: the skill reads as a wall of hard rules.',
  fix: 'Keep the few absolute rules that matter and explain the rest as guidance with reasons.',
  why: 'A skill that is mostly MUST and NEVER leaves the model no room to judge, and the rules that matter drown among the ones that do not: the model follows the loudest rule, not the one that fits the task.',
  bad: 'You MUST use tabs. You MUST NEVER use spaces. ALWAYS run the linter. NEVER skip tests. \u2026(16 more)',
  good: "Indent with tabs: the repository's formatter expects them.\nNEVER push to main: releases are cut from it.",
  methods:
    'The reference counts the words anywhere in SKILL.md, code examples included. The calibrated method counts them in the prose of SKILL.md and the markdown files it links (code excluded), and also flags a skill whose rules contradict each other (MUST x and NEVER x) twice or more, as an occurrence of its own (a skill with too many hard rules and contradictory ones is flagged twice).',
  detect: {
    reference: (ctx) => {
      if (ctx.skill.mustCount <= ANTI_PATTERN.maxMustCount) return [];
      const m = MUST_WORD.exec(ctx.text);
      return [{ line: m ? ctx.lineOf(m.index) : null }];
    },
    // Two faults, one occurrence each: a wall of hard rules, and rules that contradict each other
    // (a skill can have either without the other, and one that has both is worse than one that has one).
    calibrated: (ctx) => {
      const must = mustWords(ctx);
      const out: Occurrence[] = [];
      if (must.count > CAL_ANTI_PATTERN.maxMustCount) out.push({ line: must.firstLine });
      if (contradictions(ctx) >= CAL_ANTI_PATTERN.contradictions) out.push({ line: null });
      return out;
    },
  },
});
