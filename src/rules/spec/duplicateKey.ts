import { defineRule } from '../rule.js';
import { frontmatterWalk, RANK, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_DUPLICATE_KEY';

const detect: SpecDetector = (ctx) => {
  const d = ctx.skill.duplicateKey;
  if (frontmatterWalk(ctx).state === 'invalid-yaml' || !d) return [];
  const message = `The frontmatter repeats a key (line ${d.line}); the last value was kept`;
  return [specHit(ctx, ID, 'medium', d.line, message, RANK.duplicateKey)];
};

export const specDuplicateKey = defineRule({
  id: ID,
  family: 'spec',
  title: 'Repeated frontmatter key',
  description: 'A frontmatter key appears twice; parsers disagree on which one counts (the last one was kept).',
  why: 'Some YAML parsers keep the first value, some the last and some refuse the file, so the skill can load with a different description, or not at all, depending on the harness that reads it.',
  bad: '---\nname: sql-format\ndescription: Formats SQL.\ndescription: Formats SQL queries. Use when asked to format SQL.\n---',
  good: '---\nname: sql-format\ndescription: Formats SQL queries. Use when asked to format SQL.\n---',
  fix: 'Keep one occurrence of the key, with the value you mean.',
  detect,
});
