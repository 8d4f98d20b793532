import { cpLength } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { DESCRIPTION_MAX_CHARS } from './fields.js';
import { knownField, knownFieldRank, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_DESCRIPTION_LENGTH';

/** What is wrong with the description's length, or null. */
function lengthProblem(state: string, value: unknown): string | null {
  if (state === 'empty') return '`description` is empty';
  if (state !== 'typed') return null;
  const len = cpLength(value as string);
  if (len > DESCRIPTION_MAX_CHARS)
    return `\`description\` is ${len} characters long (at most ${DESCRIPTION_MAX_CHARS})`;
  return (value as string).trim() === '' ? '`description` is blank' : null;
}

const detect: SpecDetector = (ctx) => {
  const description = knownField(ctx, 'description');
  const problem = description ? lengthProblem(description.state, description.value) : null;
  if (!description || !problem) return [];
  return [specHit(ctx, ID, 'medium', description.line, problem, knownFieldRank(description.index))];
};

export const specDescriptionLength = defineRule({
  id: ID,
  family: 'spec',
  title: 'Description length',
  description: `\`description\` must be 1–${DESCRIPTION_MAX_CHARS} characters.`,
  why: "An empty description gives the model nothing to choose the skill by; one over the limit is cut or refused by harnesses that enforce it, and it spends context on every request, since every skill's description is always loaded.",
  bad: 'description: ""',
  good: 'description: Formats SQL queries. Use when the user asks to format, indent or lint SQL.',
  fix: `Write a description of what the skill does and when to use it, at most ${DESCRIPTION_MAX_CHARS} characters.`,
  detect,
});
