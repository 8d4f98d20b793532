// ORPHAN_REFERENCE: a link to a file that is not there.
import { defineRule } from '../rule.js';
import { unresolvedMentions, type FindOccurrences } from './antiPattern.js';

/**
 * Every `(references/<path>)` link, as `/\(references\/([^)]+)\)/g` finds them, but in linear time:
 * the regex re-scans to the end of the text from every `(references/` that is never closed.
 * Once no `)` follows, no later match can exist either.
 */
export function referenceLinks(text: string): Array<{ index: number; path: string }> {
  const out: Array<{ index: number; path: string }> = [];
  const open = '(references/';
  for (let at = text.indexOf(open); at >= 0;) {
    const close = text.indexOf(')', at + open.length);
    if (close < 0) break;
    if (close > at + open.length) {
      out.push({ index: at, path: text.slice(at + open.length, close) });
      at = text.indexOf(open, close + 1);
    } else {
      at = text.indexOf(open, at + 1);
    }
  }
  return out;
}

export const ORPHAN_REFERENCE = defineRule<FindOccurrences>({
  id: 'ORPHAN_REFERENCE',
  family: 'anti-patterns',
  title: 'Orphan reference',
  description: 'A link points into references/ at a file that is not there.',
  descriptionUnder: { calibrated: 'A link points at a local file that is not there.' },
  fix: 'Add the missing file to references/ or correct the link.',
  why: 'The model follows the link when the task needs the detail, finds nothing, and goes on without the material the skill promised (or guesses at it).',
  bad: 'Read [the field list](references/fields.md) first.   (references/fields.md is missing)',
  good: 'Read [the field list](references/fields.md) first.   (and the file is committed)',
  methods:
    'The reference checks `(references/…)` links in SKILL.md against the file names in references/. The calibrated method resolves every local link in SKILL.md and the markdown files it links (code examples excluded; a link written after the skill-folder variable, `{baseDir}/…` or `${CLAUDE_SKILL_DIR}/…`, from the skill folder, wherever it is written), reports each missing target once, and says "A link points at a local file that is not there."',
  detect: {
    reference: (ctx) => {
      const refs = ctx.skill.references;
      if (refs === null) return [];
      const present = new Set(refs.map((f) => f.toLowerCase()));
      const out: Array<{ line: number }> = [];
      for (const m of referenceLinks(ctx.text)) {
        const last = m.path.split('/').pop() as string;
        if (!present.has(last.toLowerCase())) out.push({ line: ctx.lineOf(m.index) });
      }
      return out;
    },
    calibrated: (ctx) => unresolvedMentions(ctx.document, 'link'),
  },
});
