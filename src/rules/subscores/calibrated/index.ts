// The calibrated method's sub-scores: each measures what it claims to, over the skill's whole
// document (SKILL.md and the markdown files it links). harness_portability is the reference's.
import type { SkillSubscoreRules } from '../subscores.js';
import { frontmatterQuality } from './frontmatterQuality.js';
import { orchestrationWiring } from './orchestrationWiring.js';
import { progressiveDisclosure } from './progressiveDisclosure.js';
import { structuralCompleteness } from './structuralCompleteness.js';
import { tokenEfficiency } from './tokenEfficiency.js';
import { ecosystemCoherence } from './ecosystemCoherence.js';

export const CALIBRATED_SUBSCORES: SkillSubscoreRules = {
  frontmatter_quality: frontmatterQuality,
  orchestration_wiring: orchestrationWiring,
  progressive_disclosure: progressiveDisclosure,
  structural_completeness: structuralCompleteness,
  token_efficiency: tokenEfficiency,
  ecosystem_coherence: ecosystemCoherence,
};
