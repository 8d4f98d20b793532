import { defineRule } from '../rule.js';
import { frontmatterWalk, RANK, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_NO_FRONTMATTER';

const detect: SpecDetector = (ctx) => {
  if (frontmatterWalk(ctx).state !== 'none') return [];
  const message = 'SKILL.md has no YAML frontmatter (or it does not parse), so it has no name or description';
  return [specHit(ctx, ID, 'medium', 1, message, RANK.noFrontmatter)];
};

export const specNoFrontmatter = defineRule({
  id: ID,
  family: 'spec',
  title: 'No frontmatter',
  description: 'SKILL.md does not start with a YAML frontmatter block (or its YAML does not parse).',
  why: 'The model chooses a skill from its name and description alone; without frontmatter it has neither, so the skill is loaded only when someone names it by hand.',
  bad: '# SQL formatter\n\nFormat the query with sqlfluff.',
  good: '---\nname: sql-format\ndescription: Formats SQL queries. Use when asked to format or lint SQL.\n---\n# SQL formatter',
  fix: 'Start SKILL.md with a `---` block holding at least `name` and `description`, then a closing `---`.',
  detect,
});
