// ecosystem_coherence, calibrated: skills and files outside this one that its prose points at and
// that exist; a related-skills pointer that names what it points at.
import { CAL_ECOSYSTEM } from '../../../contract/calibratedWeights.js';
import { codeAt, proseAt } from '../../../parse/markdown/document.js';
import {
  lowerProseText,
  partMemo,
  resolvedMention,
  type DocPart,
  type SkillDocument,
} from '../../../parse/markdown/skillDocument.js';
import { sectionEnd, SPEC_WINDOW } from '../../../parse/markdown/specified.js';
import { forLinesMatching } from '../../../text/lineSearch.js';
import type { RuleContext } from '../../context.js';
import { count, Shortfalls, type Shortfall } from './shortfall.js';

/** /\b(?:related|see also|companion)\b|\bcomplement/: a pointer to other skills. */
const RELATED_G = /\b(?:related|see also|companion)\b|\bcomplement/g;
const RELATED = new RegExp(RELATED_G.source);
/** A skill's name written in prose: kebab-case ("writing-plans"), a slash command or `plugin:skill`. */
const NAME_IN_PROSE = /(?:^|[\s(,;"'])\/?[a-z][a-z0-9]+(?:-[a-z0-9]+)+\b|\b[a-z][\w-]*:[a-z][\w-]+/g;
/** Hyphenated words of ordinary prose that open as these are not names. */
const COMMON_PREFIX = new Set(
  'non self multi pre post sub co re anti cross well built follow step real long short high low read end up top all one two first third out in on off over under half full'.split(
    ' ',
  ),
);

/** What a related pointer's lines name: nothing, a name, or something that resolves. */
const NOTHING = 0;
const A_NAME = 1;
const RESOLVES = 2;

function namesInProse(line: string): boolean {
  for (const m of line.matchAll(NAME_IN_PROSE)) {
    const name = m[0].replace(/^[\s(,;"'/]+/, '');
    if (name.includes(':') || !COMMON_PREFIX.has(name.slice(0, name.indexOf('-')))) return true;
  }
  return false;
}

/** What a line of a part names, given the lines where a mention resolves outside the skill and where any mention is. */
function namedOn(part: DocPart, i: number, resolvedLines: Set<number>, mentionLines: Set<number>): number {
  if (resolvedLines.has(i)) return RESOLVES;
  if (mentionLines.has(i) || codeAt(part.doc, i).trim() !== '' || namesInProse(proseAt(part.doc, i))) return A_NAME;
  return NOTHING;
}

/**
 * The lines of a part's prose holding a related pointer, found once per part: a skill edited and
 * scored again (the calibrated advice) shares its linked files' parts, and often SKILL.md's.
 */
function relatedLines(part: DocPart): readonly number[] {
  const lines: number[] = [];
  forLinesMatching(lowerProseText(part), RELATED_G, (i) => {
    lines.push(i);
  });
  return lines;
}

/** The most a part's related pointers name: on their own line, or in the section under a related heading. */
function relatedNaming(d: SkillDocument, part: DocPart): number {
  const resolvedLines = new Set<number>();
  const mentionLines = new Set<number>();
  for (const m of part.mentions) {
    mentionLines.add(m.line);
    const r = resolvedMention(d, m);
    if (m.kind !== 'path' && r?.type && !r.inSkill) resolvedLines.add(m.line);
  }
  let best = NOTHING;
  for (const i of partMemo(part, relatedLines)) {
    best = Math.max(best, namedOn(part, i, resolvedLines, mentionLines));
    if (best === RESOLVES) break;
  }
  const doc = part.doc;
  for (let h = 0; h < doc.headings.length && best < RESOLVES; h++) {
    const heading = doc.headings[h];
    if (heading.line < part.start || !RELATED.test(heading.title)) continue;
    const end = Math.min(sectionEnd(doc, h), heading.line + 1 + SPEC_WINDOW);
    for (let i = heading.line + 1; i < end && best < RESOLVES; i++)
      best = Math.max(best, namedOn(part, i, resolvedLines, mentionLines));
  }
  return best;
}

/** Skills and files outside this one that the prose points at and that exist, and what its related pointers name. */
function ecosystemFacts(ctx: RuleContext) {
  const d = ctx.document;
  const refs = new Set<string>();
  for (const part of d.parts) {
    for (const m of part.mentions) {
      if (m.kind === 'path') continue;
      const r = resolvedMention(d, m);
      if (r?.type && !r.inSkill) refs.add(m.key);
    }
  }
  let related = NOTHING;
  for (const part of d.parts) related = Math.max(related, relatedNaming(d, part));
  return { refs: refs.size, related };
}

function ecosystemCredits(ctx: RuleContext) {
  const C = CAL_ECOSYSTEM;
  const f = ecosystemFacts(ctx);
  const related = f.related === RESOLVES ? C.relatedWithRef : f.related === A_NAME ? C.relatedNamed : 0;
  return { facts: f, refs: Math.min(C.refCap, C.perResolvedRef * f.refs), related };
}

export function ecosystemCoherence(ctx: RuleContext): number {
  const c = ecosystemCredits(ctx);
  return CAL_ECOSYSTEM.base + c.refs + c.related;
}

export function ecosystemShortfalls(ctx: RuleContext): Shortfall[] {
  const C = CAL_ECOSYSTEM;
  const c = ecosystemCredits(ctx);
  const full = Math.ceil(C.refCap / C.perResolvedRef);
  return new Shortfalls()
    .add(
      c.refs,
      C.refCap,
      () =>
        `The prose points at ${count(c.facts.refs, 'skill or file', 'skills or files')} outside this skill that exist (${full}+ earn full credit)`,
      "Link the skills and files this one works with (a sibling skill, the repository's docs) where the text needs them.",
    )
    .add(
      c.related,
      C.relatedWithRef,
      c.facts.related === NOTHING
        ? 'No related-skills pointer names another skill'
        : 'Its related-skills pointer names a skill, but no link or name of it resolves in the repository',
      'Under a "Related skills" heading, name or link the skills used before, after or instead of this one.',
    ).list;
}
