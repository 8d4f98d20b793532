// EMPTY_DESCRIPTION: a description too short to choose the skill by.
import type { ParsedSkill } from '../../contract/types.js';
import { ANTI_PATTERN } from '../../contract/weights.js';
import { CAL_FRONTMATTER } from '../../contract/calibratedWeights.js';
import { cpLength, pyStrip } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import type { FindOccurrences } from './antiPattern.js';

/** The description's length in code points, surrounding whitespace stripped. */
export function strippedDescriptionLength(skill: ParsedSkill): number {
  return cpLength(pyStrip(skill.description));
}

export const EMPTY_DESCRIPTION = defineRule<FindOccurrences>({
  id: 'EMPTY_DESCRIPTION',
  family: 'anti-patterns',
  title: 'Empty description',
  description: 'The frontmatter description is missing or shorter than 20 characters.',
  fix: 'Write a description of what the skill does and when to use it (100+ characters).',
  why: 'Claude Code reads only the name and description of every skill to decide which one to load; with a missing or tiny description the skill is never chosen, however good its body.',
  bad: 'description: PDF stuff',
  good: 'description: Fills, merges and splits PDF files. Use when the user asks to fill a PDF form or combine PDFs.',
  methods:
    'The reference flags a description under 20 characters. The calibrated method also flags one that carries fewer than three distinct specific words ("A helpful skill for tasks." is long enough but says nothing).',
  detect: {
    reference: (ctx) =>
      strippedDescriptionLength(ctx.skill) < ANTI_PATTERN.minDescriptionLength
        ? [{ line: ctx.skill.descriptionLine }]
        : [],
    calibrated: (ctx) =>
      strippedDescriptionLength(ctx.skill) < ANTI_PATTERN.minDescriptionLength ||
      ctx.document.description.units < CAL_FRONTMATTER.minUnits
        ? [{ line: ctx.skill.descriptionLine }]
        : [],
  },
});
