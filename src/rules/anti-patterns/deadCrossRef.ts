// DEAD_CROSS_REF: a pointer to a sibling skill that does not exist.
import { pyRegex } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { unresolvedMentions, type FindOccurrences } from './antiPattern.js';

const CROSS_REF_AT = pyRegex('(?<![\\w-])(?:skills?/|sub-skills/)[a-z0-9-]+(?:/[a-z0-9-]+)*', 'g');

export const DEAD_CROSS_REF = defineRule<FindOccurrences>({
  id: 'DEAD_CROSS_REF',
  family: 'anti-patterns',
  title: 'Dead cross-reference',
  description: 'A skills/… cross-reference names a skill folder that does not exist.',
  fix: 'Point the cross-reference at an existing sibling skill, or remove it.',
  why: 'The model is told to hand part of the task to a skill that is not installed: it either stalls looking for it or does that part without the guidance the author meant it to have.',
  bad: 'Afterwards, use skills/release-notes to write the changelog.   (no such skill folder)',
  good: 'Afterwards, use skills/changelog to write the changelog.   (skills/changelog/SKILL.md exists)',
  methods:
    "The reference checks every `skills/…` path in the body, code included. The calibrated method checks the cross-references in the prose of SKILL.md and the markdown files it links (one in a linked file is looked for from that file's folder too: a sub-skill names its siblings; `skills/…` is also read from the folder named skills that holds the skill), and reports each missing skill once.",
  detect: {
    reference: (ctx) => {
      const s = ctx.skill;
      const offset = s.text.length - s.body.length;
      const out: Array<{ line: number }> = [];
      let i = 0;
      for (const m of s.body.matchAll(CROSS_REF_AT)) {
        const ref = s.crossRefs[i++];
        if (!s.crossRefExists[ref]) out.push({ line: ctx.lineOf(offset + m.index) });
      }
      return out;
    },
    calibrated: (ctx) => unresolvedMentions(ctx.document, 'xref'),
  },
});
