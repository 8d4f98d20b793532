import { defineRule } from '../rule.js';
import { frontmatterWalk, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_INVALID_YAML';

/**
 * The YAML error, on its line. The parser can name a line past the end (an unclosed construct at
 * the end of the text): the finding is then on the last line.
 */
const detect: SpecDetector = (ctx) => {
  const e = ctx.skill.frontmatterError;
  if (frontmatterWalk(ctx).state !== 'invalid-yaml' || !e) return [];
  const line = Math.min(Math.max(1, e.line), Math.max(1, ctx.skill.lineCount));
  const message = `The frontmatter is not valid YAML: ${e.message} (line ${e.line}); Claude Code would not load this skill`;
  return [specHit(ctx, ID, 'high', line, message, 0)];
};

export const specInvalidYaml = defineRule({
  id: ID,
  family: 'spec',
  title: 'Frontmatter is not valid YAML',
  description:
    'The frontmatter block does not parse as YAML, so Claude Code does not load the skill (the calibrated method reports it as an error; the reference scores it as if there were no frontmatter).',
  why: 'Claude Code skips a skill whose frontmatter it cannot parse: the skill never appears in the list the model chooses from, and nothing tells its user why it is never used.',
  bad: '---\nname: sql-format\ndescription: Formats SQL: use when asked to format a query\n---',
  good: '---\nname: sql-format\ndescription: "Formats SQL: use when asked to format a query"\n---',
  fix: 'Fix the YAML at the line given (quote values holding `: `, `#` or leading special characters).',
  methods:
    'The calibrated method reports the error as this finding; the reference scores the skill as if it had no frontmatter.',
  detect,
});
