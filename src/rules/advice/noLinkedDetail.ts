import { defineRule } from '../rule.js';
import type { AdviceDetector } from './fact.js';

const ID = 'ADVICE_NO_LINKED_DETAIL';

const detect: AdviceDetector = ({ skill }) =>
  skill.references === null || skill.references.length === 0
    ? {
        dimension: 'progressive_disclosure',
        rule: ID,
        fact: `SKILL.md is ${skill.lineCount} lines and has no reference files to link detail from`,
      }
    : null;

export const adviceNoLinkedDetail = defineRule({
  id: ID,
  family: 'advice',
  title: 'No linked detail',
  description: 'SKILL.md links no reference files for detail to be loaded on demand.',
  why: "Everything in SKILL.md enters the context whenever the skill loads; detail that only some requests need, kept there, takes room from the user's own work on every other request.",
  bad: 'SKILL.md: the workflow, then 300 lines of API tables.',
  good: 'SKILL.md: the workflow, then "For the endpoints, read references/api.md."',
  fix: 'Move long reference material into files under references/ and link each from the step that needs it.',
  methods:
    "The reference looks for a references/ folder. The calibrated method asks whether SKILL.md links a file of its own holding content (references/, examples/, a file beside it), as its sub-score does; the item's points are measured by moving the largest section into a linked file and scoring the skill again.",
  detect,
});
