// ecosystem_coherence, calibrated: skills and files outside this one that its prose points at and
// that exist; a related-skills pointer.
import { CAL_ECOSYSTEM } from '../../../contract/calibratedWeights.js';
import { hasWord } from '../../../parse/markdown/document.js';
import { lowerProseText, resolvedMention } from '../../../parse/markdown/skillDocument.js';
import type { RuleContext } from '../../context.js';

/** /\b(?:related|see also|companion)\b|\bcomplement/, as words for hasWord. */
const RELATED = ['related', 'see also', 'companion'];
const RELATED_PREFIX = ['complement'];

export function ecosystemCoherence(ctx: RuleContext): number {
  const d = ctx.document;
  const C = CAL_ECOSYSTEM;
  const refs = new Set<string>();
  for (const part of d.parts) {
    for (const m of part.mentions) {
      if (m.kind === 'path') continue;
      const r = resolvedMention(d, m);
      if (r?.type && !r.inSkill) refs.add(m.key);
    }
  }
  let score = C.base + Math.min(C.refCap, C.perResolvedRef * refs.size);
  const related = d.parts.some(
    (p) => hasWord(lowerProseText(p), RELATED, true) || hasWord(lowerProseText(p), RELATED_PREFIX, false),
  );
  if (related) score += refs.size > 0 ? C.relatedWithRef : C.relatedAlone;
  return score;
}
