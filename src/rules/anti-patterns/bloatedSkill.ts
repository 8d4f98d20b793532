// BLOATED_SKILL: a long SKILL.md with nowhere to move its detail.
import { ANTI_PATTERN } from '../../contract/weights.js';
import { CAL_ANTI_PATTERN } from '../../contract/calibratedWeights.js';
import { defineRule } from '../rule.js';
import { linksOwnMaterial } from '../documentMeasures.js';
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
    'The reference accepts any references/ folder, even an empty one. The calibrated method asks that SKILL.md link material of its own (a file or folder inside the skill) that holds real content, and counts lines as the text would wrap at 80 columns (blank lines not counted), so re-wrapping prose or adding blank lines changes nothing.',
  detect: {
    reference: (ctx) =>
      ctx.skill.lineCount > ANTI_PATTERN.bloatedLineCount && ctx.skill.references === null ? [{ line: null }] : [],
    calibrated: (ctx) =>
      ctx.document.lines > CAL_ANTI_PATTERN.bloatedLineCount && !linksOwnMaterial(ctx.document) ? [{ line: null }] : [],
  },
});
