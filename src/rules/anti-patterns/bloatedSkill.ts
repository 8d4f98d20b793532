// BLOATED_SKILL: a long SKILL.md with nowhere to move its detail.
import { ANTI_PATTERN } from '../../contract/weights.js';
import { CAL_ANTI_PATTERN } from '../../contract/calibratedWeights.js';
import { defineRule } from '../rule.js';
import { linksOwnMaterial, mainBodySize } from '../documentMeasures.js';
import type { FindOccurrences } from './antiPattern.js';

export const BLOATED_SKILL = defineRule<FindOccurrences>({
  id: 'BLOATED_SKILL',
  family: 'anti-patterns',
  title: 'Bloated skill',
  description: 'SKILL.md is over 800 lines and has no references/ folder to move detail into.',
  fix: 'Move long reference material into references/ files and link to them from SKILL.md.',
  why: "All of SKILL.md enters the context when the skill loads; 800 lines of it crowd out the user's own work and bury the steps the model needs under tables it rarely reads.",
  bad: 'SKILL.md: 1,200 lines of API tables, no references/ folder.',
  good: 'SKILL.md: the workflow in 150 lines, linking references/api.md for the tables.',
  methods:
    "The reference counts lines and accepts any references/ folder, even an empty one. The calibrated method measures SKILL.md's body in estimated tokens (over 10,000, about four bytes a token: a file of long lines is as heavy as one of many short ones, and re-wrapping changes nothing) and asks that SKILL.md link material of its own (a file or folder inside the skill) that holds real content.",
  detect: {
    reference: (ctx) =>
      ctx.skill.lineCount > ANTI_PATTERN.bloatedLineCount && ctx.skill.references === null ? [{ line: null }] : [],
    calibrated: (ctx) =>
      mainBodySize(ctx).tokens > CAL_ANTI_PATTERN.bloatedTokens && !linksOwnMaterial(ctx.document)
        ? [{ line: null }]
        : [],
  },
});
