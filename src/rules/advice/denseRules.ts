import { lineAt } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { firstLine, quote, type AdviceDetector } from './fact.js';

const ID = 'ADVICE_DENSE_RULES';
const DENSE_RULES = 0.1;
const RULE_WORDS = /\b(?:MUST|NEVER|ALWAYS)\b/u;

const detect: AdviceDetector = ({ skill }) => {
  const density = skill.mustCount / Math.max(skill.lineCount, 1);
  if (density <= DENSE_RULES) return null;
  const first = firstLine(skill.text, RULE_WORDS);
  return {
    dimension: 'token_efficiency',
    rule: ID,
    fact: `${skill.mustCount} MUST/NEVER/ALWAYS in ${skill.lineCount} lines`,
    ...(first ? { quote: quote(lineAt(skill.text, first)), line: first } : {}),
  };
};

export const adviceDenseRules = defineRule({
  id: ID,
  family: 'advice',
  title: 'Dense absolute rules',
  description: 'MUST / NEVER / ALWAYS are a large share of the lines.',
  why: 'When most lines are absolute the agent cannot tell the rule that protects the user (never push to main) from a preference (always use tabs), and follows both rigidly or neither.',
  bad: 'You MUST use tabs.\nYou MUST NEVER use spaces.\nALWAYS run the linter.\nNEVER skip tests.',
  good: "Indent with tabs: the repository's formatter expects them.\nNEVER push to main: releases are cut from it.",
  fix: 'Keep absolute words for the few rules that are absolute; explain the rest with reasons.',
  methods:
    "The calibrated method counts the words in the prose of SKILL.md and its linked files; the item's points are measured by writing them as plain words and scoring the skill again.",
  detect,
});
