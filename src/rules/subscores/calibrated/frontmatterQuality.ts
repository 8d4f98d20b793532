// frontmatter_quality, calibrated: the name, the information the description carries, and whether
// it says what the skill does and when.
import type { ParsedSkill } from '../../../contract/types.js';
import { CAL_FRONTMATTER } from '../../../contract/calibratedWeights.js';
import type { RuleContext } from '../../context.js';
import { reliesOnDescription } from '../../anti-patterns/missingTrigger.js';
import type { DescriptionReading } from '../../../parse/description.js';
import { firstAtLeast } from '../subscores.js';
import { count, Shortfalls, type Shortfall } from './shortfall.js';

function nameScore(s: ParsedSkill): number {
  if (s.name === '') return 0;
  return s.name === s.dirName ? CAL_FRONTMATTER.nameEqualsFolder : CAL_FRONTMATTER.nameDiffers;
}

/** Specific words a description needs for full information credit (fewer say too little to match requests to). */
export const FULL_UNITS = CAL_FRONTMATTER.information[0].min;

/** "has 5 specific words (10+ earn full credit)": what a description short of information lacks. */
export const fewWordsFact = (units: number): string =>
  `has ${count(units, 'specific word')} (${FULL_UNITS}+ earn full credit)`;

// The fixes for a description short of specific words or of a trigger (the rules' own fix texts
// ask for 100+ characters, the reference's measure; these say what the calibrated method counts).
export const FIX_FEW_WORDS = `Say what the skill does and the situations it is for ("Use when …") in one or two sentences, naming the files, tools and tasks it handles (${FULL_UNITS}+ specific words).`;
export const FIX_NO_TRIGGER =
  'Add the situations the skill is for to the description ("Use when …"), in the words users use.';

/**
 * A description that does not say when to use the skill but says specifically what it does still
 * lets the model match requests to it: part of the trigger credit (reviewers mark a missing "Use
 * when" down, but far less than a vague description).
 */
function untriggeredCredit(r: DescriptionReading): number {
  const C = CAL_FRONTMATTER.clarity;
  return r.whatWords >= C.what[0].min ? C.untriggeredSpecific * C.trigger : 0;
}

/** Each part's credit, before the clarity weight. */
interface FrontmatterCredits {
  name: number;
  information: number;
  trigger: number;
  what: number;
  situations: number;
}

function frontmatterCredits(ctx: RuleContext): FrontmatterCredits {
  const s = ctx.skill;
  const r = ctx.document.description;
  const relies = reliesOnDescription(s);
  const C = CAL_FRONTMATTER.clarity;
  // Situation words beyond the few a trigger needs say what the skill does too, but only the
  // description's own: a `when_to_use` field full of situations says nothing of what it does.
  const extraSituation = Math.max(0, r.descriptionSituationWords - C.situationWordsForSituations);
  return {
    name: nameScore(s),
    information: firstAtLeast(CAL_FRONTMATTER.information, r.units)?.score ?? 0,
    trigger: !relies || r.trigger ? C.trigger : untriggeredCredit(r),
    what: firstAtLeast(C.what, r.whatWords + extraSituation)?.score ?? 0,
    situations: !relies ? C.situations[0].score : (firstAtLeast(C.situations, r.situationWords)?.score ?? 0),
  };
}

export function frontmatterQuality(ctx: RuleContext): number {
  const c = frontmatterCredits(ctx);
  return c.name + c.information + CAL_FRONTMATTER.clarityWeight * (c.trigger + c.what + c.situations);
}

export function frontmatterShortfalls(ctx: RuleContext): Shortfall[] {
  const c = frontmatterCredits(ctx);
  const r = ctx.document.description;
  const C = CAL_FRONTMATTER.clarity;
  const w = CAL_FRONTMATTER.clarityWeight;
  return new Shortfalls()
    .add(
      c.name,
      CAL_FRONTMATTER.nameEqualsFolder,
      ctx.skill.name === '' ? 'The skill has no name' : "The skill's name is not its folder's name",
      'Give the skill the name of its folder, in the frontmatter.',
    )
    .add(
      c.information,
      CAL_FRONTMATTER.information[0].score,
      () => `The description ${fewWordsFact(r.units)}`,
      FIX_FEW_WORDS,
    )
    .add(w * c.trigger, w * C.trigger, 'The description does not say when to use the skill', FIX_NO_TRIGGER)
    .add(
      w * c.what,
      w * C.what[0].score,
      () =>
        `The description names ${count(r.whatWords, 'specific word')} of what the skill does, outside its trigger (${C.what[0].min}+ earn full credit)`,
      'Say what the skill does: the files, tools and tasks it handles.',
    )
    .add(
      w * c.situations,
      w * C.situations[0].score,
      () =>
        `The situations the description gives hold ${count(r.situationWords, 'specific word')} (${C.situations[0].min}+ earn full credit)`,
      'Name the situations the skill is for as users put them: the file types, tools or tasks.',
    ).list;
}
