// progressive_disclosure, calibrated: a SKILL.md with a body is complete however short; material
// disclosed from it adds a little (a script, an asset or a folder it links, or linked documents as
// far as they would not fit its token budget beside it: a lean skill split in two files discloses
// nothing). Its size and whether it holds its own content are quality rules (OVERSIZED_MAIN_FILE,
// HOLLOW_MAIN_FILE), which lower this sub-score.
import { CAL_PROGRESSIVE } from '../../../contract/calibratedWeights.js';
import type { SkillDocument } from '../../../parse/markdown/skillDocument.js';
import type { RuleContext } from '../../context.js';
import { disclosedMaterial } from '../../documentMeasures.js';
import { visibleLength } from '../../../text/whiteSpace.js';
import { Shortfalls, type Shortfall } from './shortfall.js';

/** Whether the body holds anything at all to disclose. */
export function bodyIsEmpty(d: SkillDocument): boolean {
  const { raw } = d.main.doc;
  let lines = 0;
  let chars = 0;
  for (let i = d.main.start; i < raw.length; i++) {
    const l = raw[i];
    if (l.trim() === '') continue;
    lines++;
    if (chars < CAL_PROGRESSIVE.emptyBody.maxChars) chars += visibleLength(l);
    // Past both bounds the answer is known.
    if (chars >= CAL_PROGRESSIVE.emptyBody.maxChars && lines >= CAL_PROGRESSIVE.emptyBody.maxLines) return false;
  }
  return chars < CAL_PROGRESSIVE.emptyBody.maxChars || lines < CAL_PROGRESSIVE.emptyBody.maxLines;
}

export function progressiveDisclosure(ctx: RuleContext): number {
  const d = ctx.document;
  const P = CAL_PROGRESSIVE;
  if (bodyIsEmpty(d)) return P.emptyBody.score;
  // Length costs nothing here: bloat is measured in tokens by OVERSIZED_MAIN_FILE, which lowers this
  // sub-score (lines miss a 36 KB file of 134 long lines, and re-wrapping must not move a score).
  let score = P.lean;
  score += P.linkedMaterial * disclosedMaterial(ctx);
  return score;
}

export function progressiveShortfalls(ctx: RuleContext): Shortfall[] {
  const P = CAL_PROGRESSIVE;
  if (bodyIsEmpty(ctx.document))
    return new Shortfalls().add(
      P.emptyBody.score,
      P.lean,
      `SKILL.md's body holds almost nothing (under ${P.emptyBody.maxChars} characters or ${P.emptyBody.maxLines} lines)`,
      'Write the procedure into SKILL.md: the steps, the commands and what to check.',
    ).list;
  return new Shortfalls().add(
    P.linkedMaterial * disclosedMaterial(ctx),
    P.linkedMaterial,
    'SKILL.md discloses little of its own: no script, asset or folder it links, or linked documents that would fit in it',
    'Keep in SKILL.md what every use needs, and move what only some uses need (long references, scripts, templates) into files it links.',
  ).list;
}
