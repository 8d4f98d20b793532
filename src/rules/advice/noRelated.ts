import { nextWord } from '../../parse/markdown/document.js';
import { defineRule } from '../rule.js';
import { word, type AdviceDetector } from './fact.js';

const ID = 'ADVICE_NO_RELATED';
/** `\b(?:related|see also|companion)\b|\bcomplement`. */
const RELATED_WORDS = [
  word('related', true, true),
  word('see also', true, true),
  word('companion', true, true),
  word('complement', true, false),
];

const detect: AdviceDetector = ({ skill, lowerText }) => {
  if (skill.crossRefs.length > 0 || RELATED_WORDS.some((w) => nextWord(lowerText, w, 0) >= 0)) return null;
  return { dimension: 'ecosystem_coherence', rule: ID, fact: 'The skill names no related or companion skill' };
};

export const adviceNoRelated = defineRule({
  id: ID,
  family: 'advice',
  title: 'No related skills',
  description: 'The skill does not point to related or companion skills.',
  why: 'When a task spans several skills, a skill that names none of its neighbours leaves the agent to find the next step on its own, and the user may get half of the work done.',
  bad: 'Write the changelog entry for the release.',
  good: 'Write the changelog entry for the release.\nRelated skills: skills/release-tag to tag the release afterwards.',
  fix: 'Name the skills to use before, after or instead of this one (a "Related skills" line), if there are any.',
  methods:
    "The calibrated method's points are measured by adding a related-skills section and scoring the skill again.",
  detect,
});
