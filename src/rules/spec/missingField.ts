import { defineRule } from '../rule.js';
import { frontmatterWalk, RANK, specHit, type SpecDetector, type SpecHit } from './walk.js';

const ID = 'SPEC_MISSING_FIELD';

const detect: SpecDetector = (ctx) => {
  if (frontmatterWalk(ctx).state !== 'present') return [];
  const fm = ctx.skill.frontmatter;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(fm, key);
  const hits: SpecHit[] = [];
  if (!has('name')) {
    const message = `No \`name\` in the frontmatter (Claude Code falls back to the folder name "${ctx.skill.dirName}")`;
    hits.push(specHit(ctx, ID, 'low', 1, message, RANK.missingName));
  }
  if (!has('description'))
    hits.push(specHit(ctx, ID, 'medium', 1, 'No `description` in the frontmatter', RANK.missingDescription));
  return hits;
};

export const specMissingField = defineRule({
  id: ID,
  family: 'spec',
  title: 'Required field missing',
  description: 'The specification requires `name` and `description` in the frontmatter.',
  why: 'Without a description the model has nothing to match a request against and never picks the skill; without a name the skill is known by its folder, which other harnesses may not do.',
  bad: '---\nname: sql-format\n---',
  good: '---\nname: sql-format\ndescription: Formats SQL queries. Use when asked to format or lint SQL.\n---',
  fix: 'Add the missing field to the frontmatter.',
  detect,
});
