import { defineRule } from '../rule.js';
import { NAME_MAX_CHARS, nameProblem, show } from './fields.js';
import { knownField, knownFieldRank, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_NAME_FORMAT';

const detect: SpecDetector = (ctx) => {
  const name = knownField(ctx, 'name');
  if (name?.state === 'empty')
    return [specHit(ctx, ID, 'medium', name.line, '`name` is empty', knownFieldRank(name.index))];
  if (name?.state !== 'typed') return [];
  const value = name.value as string;
  const problem = nameProblem(value);
  if (!problem) return [];
  return [specHit(ctx, ID, 'medium', name.line, `\`name\` ${show(value)} ${problem}`, knownFieldRank(name.index))];
};

export const specNameFormat = defineRule({
  id: ID,
  family: 'spec',
  title: 'Name format',
  description: `\`name\` must be 1–${NAME_MAX_CHARS} lower-case letters, digits and single hyphens, not starting or ending with a hyphen.`,
  why: 'The name is how users call the skill (`/sql-format`) and how harnesses key it; a name with capitals, spaces or underscores is rejected or rewritten by some of them, so the command the user types may not exist.',
  bad: 'name: SQL_Formatter',
  good: 'name: sql-formatter',
  fix: 'Rename the skill in kebab-case, e.g. `pdf-processing`.',
  detect,
});
