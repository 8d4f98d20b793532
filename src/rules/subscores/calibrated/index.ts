// The calibrated method's sub-scores: each measures what it claims to, over the skill's whole
// document (SKILL.md and the markdown files it links). harness_portability is the reference's.
import type { SkillSubscoreRules } from '../subscores.js';
import type { RuleContext } from '../../context.js';
import { frontmatterQuality, frontmatterShortfalls } from './frontmatterQuality.js';
import { orchestrationShortfalls, orchestrationWiring } from './orchestrationWiring.js';
import { progressiveDisclosure, progressiveShortfalls } from './progressiveDisclosure.js';
import type { Shortfall } from './shortfall.js';
import { structuralCompleteness, structureShortfalls } from './structuralCompleteness.js';
import { tokenEfficiency, tokenShortfalls } from './tokenEfficiency.js';
import { ecosystemCoherence, ecosystemShortfalls } from './ecosystemCoherence.js';

export const CALIBRATED_SUBSCORES: SkillSubscoreRules = {
  frontmatter_quality: frontmatterQuality,
  orchestration_wiring: orchestrationWiring,
  progressive_disclosure: progressiveDisclosure,
  structural_completeness: structuralCompleteness,
  token_efficiency: tokenEfficiency,
  ecosystem_coherence: ecosystemCoherence,
};

/** Each measured sub-score's parts the skill fell short of, read from the same credits as its number. */
export const CALIBRATED_SHORTFALLS: Readonly<
  Record<keyof typeof CALIBRATED_SUBSCORES, (ctx: RuleContext) => Shortfall[]>
> = {
  frontmatter_quality: frontmatterShortfalls,
  orchestration_wiring: orchestrationShortfalls,
  progressive_disclosure: progressiveShortfalls,
  structural_completeness: structureShortfalls,
  token_efficiency: tokenShortfalls,
  ecosystem_coherence: ecosystemShortfalls,
};
