// frontmatter_quality, calibrated: the name, the information the description carries, and whether
// it says what the skill does and when.
import type { ParsedSkill } from '../../../contract/types.js';
import { CAL_FRONTMATTER } from '../../../contract/calibratedWeights.js';
import type { RuleContext } from '../../context.js';
import { reliesOnDescription } from '../../anti-patterns/missingTrigger.js';
import { firstAtLeast } from '../subscores.js';

function nameScore(s: ParsedSkill): number {
  if (s.name === '') return 0;
  return s.name === s.dirName ? CAL_FRONTMATTER.nameEqualsFolder : CAL_FRONTMATTER.nameDiffers;
}

export function frontmatterQuality(ctx: RuleContext): number {
  const s = ctx.skill;
  const r = ctx.document.description;
  const relies = reliesOnDescription(s);
  const C = CAL_FRONTMATTER.clarity;
  const info = firstAtLeast(CAL_FRONTMATTER.information, r.units)?.score ?? 0;
  const trigger = !relies || r.trigger ? C.trigger : 0;
  // Situation words beyond the few a trigger needs say what the skill does too, but only the
  // description's own: a `when_to_use` field full of situations says nothing of what it does.
  const extraSituation = Math.max(0, r.descriptionSituationWords - C.situationWordsForSituations);
  const what = firstAtLeast(C.what, r.whatWords + extraSituation)?.score ?? 0;
  const situations = !relies ? C.situations[0].score : (firstAtLeast(C.situations, r.situationWords)?.score ?? 0);
  return nameScore(s) + info + CAL_FRONTMATTER.clarityWeight * (trigger + what + situations);
}
