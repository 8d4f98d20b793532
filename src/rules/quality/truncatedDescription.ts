import { defineRule } from '../rule.js';
import type { QualityDetector } from './signal.js';

/** Words a finished sentence does not end on: a description ending in one was cut off. */
const DANGLING = new Set(
  'a an the and or but to of for with in on at by from into as that which who when if than via is are be'.split(' '),
);
/** Shorter descriptions are judged by the frontmatter rules, not here. */
const MIN_CHARS = 40;

function endsMidSentence(description: string): boolean {
  const d = description.trim();
  if (d.length < MIN_CHARS) return false;
  if (/(?:\.\.\.|…)$/u.test(d)) return true;
  if (/[.!?)"'`\]]$/u.test(d)) return false;
  const last = /([\p{L}]+)[^\p{L}]*$/u.exec(d)?.[1]?.toLowerCase() ?? '';
  return DANGLING.has(last) || /[,;:(–-]$/u.test(d);
}

const detect: QualityDetector = ({ skill }) => {
  if (!endsMidSentence(skill.description)) return [];
  const tail = skill.description.trim().slice(-40);
  return [
    {
      amount: 1,
      fact: `The description ends mid-sentence: "…${tail}"`,
      ...(skill.descriptionLine !== null ? { line: skill.descriptionLine } : {}),
    },
  ];
};

export const truncatedDescription = defineRule({
  id: 'TRUNCATED_DESCRIPTION',
  family: 'quality',
  title: 'Description cut off',
  description: 'The description ends mid-sentence.',
  why: 'Claude reads only the description when it decides whether to load the skill; a sentence cut off loses the part that says when to use it, and tells a reviewer the skill was not proof-read.',
  bad: 'Generates release notes from merged pull requests and groups them by',
  good: 'Generates release notes from merged pull requests and groups them by label. Use when preparing a release.',
  fix: 'Finish the sentence, or shorten the description so that it ends where a sentence ends.',
  detect,
});
