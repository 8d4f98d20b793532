import { defineRule } from '../rule.js';
import { show } from './fields.js';
import { knownField, knownFieldRank, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_NAME_MISMATCH';

const detect: SpecDetector = (ctx) => {
  const name = knownField(ctx, 'name');
  if (name?.state !== 'typed' || name.value === ctx.skill.dirName) return [];
  const message = `\`name\` ${show(name.value as string)} differs from the folder name ${show(ctx.skill.dirName)}`;
  return [specHit(ctx, ID, 'medium', name.line, message, knownFieldRank(name.index, true))];
};

export const specNameMismatch = defineRule({
  id: ID,
  family: 'spec',
  title: 'Name differs from folder',
  description: '`name` must match the name of the folder holding SKILL.md.',
  why: 'Harnesses disagree on which of the two identifies the skill: the name a user types in one can be unknown in another, and two skills can end up answering to the same name.',
  bad: 'skills/sql-format/SKILL.md:\n---\nname: format-sql\n---',
  good: 'skills/sql-format/SKILL.md:\n---\nname: sql-format\n---',
  fix: 'Rename the folder or the `name` so that they are the same.',
  detect,
});
