import { cpLength } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { COMPATIBILITY_MAX_CHARS } from './fields.js';
import { knownField, knownFieldRank, specHit, type SpecDetector } from './walk.js';

const ID = 'SPEC_COMPATIBILITY_LENGTH';

const detect: SpecDetector = (ctx) => {
  const compatibility = knownField(ctx, 'compatibility');
  if (compatibility?.state !== 'typed') return [];
  const len = cpLength(compatibility.value as string);
  if (len > 0 && len <= COMPATIBILITY_MAX_CHARS) return [];
  const message = `\`compatibility\` is ${len} characters long (1–${COMPATIBILITY_MAX_CHARS})`;
  return [specHit(ctx, ID, 'low', compatibility.line, message, knownFieldRank(compatibility.index))];
};

export const specCompatibilityLength = defineRule({
  id: ID,
  family: 'spec',
  title: 'Compatibility length',
  description: `\`compatibility\`, when present, must be 1–${COMPATIBILITY_MAX_CHARS} characters.`,
  why: 'Harnesses that validate the specification reject a skill whose `compatibility` is empty or too long, so the skill fails to load over a field meant only to say what it needs.',
  bad: 'compatibility: ""',
  good: 'compatibility: Needs Python 3.10+ and network access to pypi.org.',
  fix: `Shorten \`compatibility\` to the essential requirements (at most ${COMPATIBILITY_MAX_CHARS} characters), or remove it.`,
  detect,
});
