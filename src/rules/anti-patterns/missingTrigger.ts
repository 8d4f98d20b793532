// MISSING_TRIGGER: a description that never says when to use the skill.
import type { ParsedSkill } from '../../contract/types.js';
import { pyRegex } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import type { FindOccurrences } from './antiPattern.js';

const TRIGGER_PHRASE = pyRegex(
  '\\b(?:(?:should\\s+be\\s+)?used?\\s+(?:this\\s+skill\\s+)?(?:immediately\\s+)?(?:when|after|before|whenever)' +
    '|use\\s+proactively|triggers?\\s+(?:when|on)|auto(?:-|\\s)?loads?\\s+(?:when|on))\\b',
  'i',
);

/** Whether a description holds one of the reference's trigger phrases ("use when", "triggers on", …). */
export function hasTriggerPhrase(description: string): boolean {
  return TRIGGER_PHRASE.test(description);
}

/** A skill relies on its description unless it is never invoked by the model or loads by paths. */
export function reliesOnDescription(skill: ParsedSkill): boolean {
  const fm = skill.frontmatter;
  if (fm['disable-model-invocation'] === true) return false;
  const paths = fm.paths;
  if (typeof paths === 'string' && paths.length > 0) return false;
  return true;
}

export const MISSING_TRIGGER = defineRule<FindOccurrences>({
  id: 'MISSING_TRIGGER',
  family: 'anti-patterns',
  title: 'Missing trigger phrase',
  description: 'The description never says when the skill should be used, so the model cannot tell when to load it.',
  fix: 'Add a trigger phrase to the description, e.g. "Use when …" or "Use proactively after …".',
  why: 'The description is the only part of a skill the model sees before it decides to load it; without a "when" it cannot match a request to the skill, and the skill stays unused on the very tasks it was written for.',
  bad: 'description: Utilities for PowerPoint decks and their layouts.',
  good: 'description: Builds and edits PowerPoint decks. Use when the user asks for slides or a .pptx file is involved.',
  methods:
    'Neither method flags a skill the model never loads by itself (`disable-model-invocation: true`, or `paths`). The reference accepts only its fixed phrases ("use when", "use proactively", "triggers on", "auto-loads when"). The calibrated method accepts any clause that names a situation ("Use any time …", "Invoke before …", "If the user asks …") in the description or in `when_to_use`, in Chinese, Japanese or Korean too ("当用户需要…时触发", "触发场景：", "…場合に使用").',
  detect: {
    reference: (ctx) =>
      reliesOnDescription(ctx.skill) && !hasTriggerPhrase(ctx.skill.description)
        ? [{ line: ctx.skill.descriptionLine }]
        : [],
    calibrated: (ctx) =>
      reliesOnDescription(ctx.skill) && !ctx.document.description.trigger ? [{ line: ctx.skill.descriptionLine }] : [],
  },
});
