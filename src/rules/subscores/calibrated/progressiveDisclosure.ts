// progressive_disclosure, calibrated: a lean SKILL.md is complete however short; detail linked
// from it (and holding content) adds a little.
import { CAL_PROGRESSIVE } from '../../../contract/calibratedWeights.js';
import type { SkillDocument } from '../../../parse/markdown/skillDocument.js';
import type { RuleContext } from '../../context.js';
import { linksOwnMaterial } from '../../documentMeasures.js';

/** Whether the body holds anything at all to disclose. */
export function bodyIsEmpty(d: SkillDocument): boolean {
  const { raw } = d.main.doc;
  let lines = 0;
  let chars = 0;
  for (let i = d.main.start; i < raw.length; i++) {
    const l = raw[i];
    if (l.trim() === '') continue;
    lines++;
    if (chars < CAL_PROGRESSIVE.emptyBody.maxChars) chars += l.replace(/\s+/g, '').length;
    // Past both bounds the answer is known.
    if (chars >= CAL_PROGRESSIVE.emptyBody.maxChars && lines >= CAL_PROGRESSIVE.emptyBody.maxLines) return false;
  }
  return chars < CAL_PROGRESSIVE.emptyBody.maxChars || lines < CAL_PROGRESSIVE.emptyBody.maxLines;
}

export function progressiveDisclosure(ctx: RuleContext): number {
  const d = ctx.document;
  const P = CAL_PROGRESSIVE;
  if (bodyIsEmpty(d)) return P.emptyBody.score;
  // Lines as the prose would wrap at 80 columns: re-wrapping or blank lines do not move it.
  const L = d.lines;
  let score = L <= P.leanLines ? P.lean : Math.max(P.floor, P.lean - P.slope * (L - P.leanLines));
  if (linksOwnMaterial(d)) score += P.linkedMaterial;
  return score;
}
