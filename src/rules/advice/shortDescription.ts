import { cpLength, pyStrip } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { quote, type AdviceDetector } from './fact.js';

const ID = 'ADVICE_SHORT_DESCRIPTION';
const FULL_DESCRIPTION = 100;

// Said even when EMPTY_DESCRIPTION is flagged: the flag's advice is the penalty, this is the dimension.
const detect: AdviceDetector = ({ skill }) => {
  const len = cpLength(pyStrip(skill.description));
  if (len >= FULL_DESCRIPTION) return null;
  return {
    dimension: 'triggering_accuracy',
    rule: ID,
    fact: `The description is ${len} characters (${FULL_DESCRIPTION}+ earn full credit)`,
    ...(skill.description ? { quote: quote(skill.description) } : {}),
    ...(skill.descriptionLine !== null ? { line: skill.descriptionLine } : {}),
  };
};

export const adviceShortDescription = defineRule({
  id: ID,
  family: 'advice',
  title: 'Short description',
  description: 'The description says little about what the skill does and when to use it.',
  why: 'The model picks skills by their descriptions alone; a short one matches few of the ways users ask for the task, so the skill stays unused when it would have helped.',
  bad: 'description: Formats SQL.',
  good: 'description: Formats and lints SQL queries (Postgres, MySQL, BigQuery). Use when the user asks to format, indent, tidy or lint SQL, or pastes an unreadable query.',
  fix: 'Say what the skill does and the situations it is for in one or two sentences (100+ characters), in the words users use.',
  methods:
    "The reference counts the description's characters (100+ earn full credit). The calibrated method counts its specific words (10+ earn full credit) and whether it says when to use the skill, as its frontmatter sub-score does; the item's points are measured by adding the skill's section titles and a trigger clause to the description and scoring it again.",
  detect,
});
