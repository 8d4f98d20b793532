// The static layer (spec §2–§4): deterministic, no network.
import { findAntiPatterns, harnessPortabilitySubscore, portabilityFindings, staticSubscores } from '../rules/static.js';
import {
  calibratedAntiPatterns,
  ecosystemCoherence,
  frontmatterQuality,
  orchestrationWiring,
  progressiveDisclosure,
  structuralCompleteness,
  tokenEfficiency,
} from '../rules/calibrated/index.js';
import { DEFAULT_METHOD, type Method } from '../types.js';
import type { StaticSubscoreName } from '../tables.js';
import { pyStrip, cpLength } from '../parse/pytext.js';
import type { ParsedAgent } from '../parse/skill.js';
import { AGENT, STATIC_SUBSCORES } from '../tables.js';
import type { AntiPattern, DimensionName, Finding, LayerResult, ParsedSkill } from '../types.js';
import { penaltyFor } from '../composite/composite.js';

export interface StaticSkillResult {
  layer: LayerResult;
  findings: Finding[];
}

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** The calibrated sub-scores: the reference's seven, each measured on what it names; portability is the reference's. */
function calibratedSubscores(skill: ParsedSkill, portability: readonly Finding[]): Record<StaticSubscoreName, number> {
  return {
    frontmatter_quality: clamp01(frontmatterQuality(skill)),
    orchestration_wiring: clamp01(orchestrationWiring(skill)),
    progressive_disclosure: clamp01(progressiveDisclosure(skill)),
    structural_completeness: clamp01(structuralCompleteness(skill)),
    token_efficiency: clamp01(tokenEfficiency(skill)),
    ecosystem_coherence: clamp01(ecosystemCoherence(skill)),
    harness_portability: harnessPortabilitySubscore(portability),
  };
}

/** Which method produced each sub-score (shown in the JSON). */
export function subScoreMethods(method: Method): Record<StaticSubscoreName, Method> {
  const out = {} as Record<StaticSubscoreName, Method>;
  for (const s of STATIC_SUBSCORES) out[s.name] = method;
  // Portability findings are the same under both methods.
  if (method === 'calibrated') out.harness_portability = 'reference';
  return out;
}

export function staticLayer(skill: ParsedSkill, method: Method = DEFAULT_METHOD): StaticSkillResult {
  const portability = portabilityFindings(skill);
  // Calibrated: only portability comes from the reference, so its other sub-scores are not computed.
  const subs = method === 'reference' ? staticSubscores(skill, portability) : calibratedSubscores(skill, portability);
  const antiPatterns = method === 'reference' ? findAntiPatterns(skill) : calibratedAntiPatterns(skill);
  let weighted = 0;
  for (const s of STATIC_SUBSCORES) weighted += subs[s.name] * s.weight;
  const score = weighted * penaltyFor(antiPatterns.length);
  const dimensions: Partial<Record<DimensionName, number>> = {};
  for (const s of STATIC_SUBSCORES) if (s.dimension) dimensions[s.dimension] = subs[s.name];
  return {
    layer: {
      layer: 'static',
      method,
      score,
      sub_scores: subs,
      anti_patterns: antiPatterns,
      metadata: {
        line_count: skill.lineCount,
        must_count: skill.mustCount,
        fence_count: skill.fenceCount,
        cross_refs: skill.crossRefs.length,
        utf8_bytes: skill.utf8Bytes,
        has_references: skill.references !== null,
        has_assets: skill.assets !== null,
        portability_findings: portability.map((f) => f.rule),
        sub_score_methods: subScoreMethods(method),
      },
      dimensions,
    },
    findings: portability,
  };
}

export function agentScore(agent: ParsedAgent): number {
  let score = AGENT.base;
  if (agent.description.toLowerCase().includes('use proactively')) score += AGENT.useProactively;
  if (agent.hasTools) score += AGENT.tools;
  const len = cpLength(pyStrip(agent.description));
  if (len >= AGENT.longDescription.min) score += AGENT.longDescription.score;
  else if (len >= AGENT.shortDescription.min) score += AGENT.shortDescription.score;
  if (agent.hasModel) score += AGENT.model;
  return Math.min(1, score);
}

/** A plugin's static layer (spec §4): the mean of its skills' and agents' scores. */
export function pluginStaticLayer(skills: LayerResult[], agents: ParsedAgent[], method: Method = DEFAULT_METHOD): LayerResult {
  const skillScores = skills.map((l) => l.score);
  const agentScores = agents.map(agentScore);
  const all = [...skillScores, ...agentScores];
  let sum = 0;
  for (const x of all) sum += x;
  const score = all.length === 0 ? AGENT.emptyPluginScore : sum / all.length;
  const antiPatterns: AntiPattern[] = skills.flatMap((l) => l.anti_patterns);
  const dimensions: Partial<Record<DimensionName, number>> = {};
  for (const s of STATIC_SUBSCORES) if (s.dimension) dimensions[s.dimension] = score;
  return {
    layer: 'static',
    method,
    score,
    sub_scores: { skill_scores: skillScores, agent_scores: agentScores },
    anti_patterns: antiPatterns,
    metadata: { skills: skills.length, agents: agents.length, agent_files: agents.map((a) => a.file) },
    dimensions,
  };
}

/**
 * A plugin's static layer, calibrated method: the mean of its members' own scores — each skill's
 * composite as it scores alone (its anti-pattern penalty included) and each agent's score — so a
 * member at or above the plugin's score never lowers it. The flags stay listed; the composite
 * applies no second penalty for them.
 */
export function calibratedPluginLayer(skills: LayerResult[], skillComposites: number[], agents: ParsedAgent[]): LayerResult {
  const skillScores = skillComposites.map((c) => c / 100);
  const agentScores = agents.map(agentScore);
  const all = [...skillScores, ...agentScores];
  let sum = 0;
  for (const x of all) sum += x;
  const score = all.length === 0 ? AGENT.emptyPluginScore : sum / all.length;
  const antiPatterns: AntiPattern[] = skills.flatMap((l) => l.anti_patterns);
  const dimensions: Partial<Record<DimensionName, number>> = {};
  for (const s of STATIC_SUBSCORES) if (s.dimension) dimensions[s.dimension] = score;
  const flagsPerMember = all.length === 0 ? 0 : antiPatterns.length / all.length;
  return {
    layer: 'static',
    method: 'calibrated',
    score,
    sub_scores: { skill_scores: skillScores, agent_scores: agentScores, skill_static_scores: skills.map((l) => l.score) },
    anti_patterns: antiPatterns,
    metadata: {
      skills: skills.length,
      agents: agents.length,
      agent_files: agents.map((a) => a.file),
      plugin_method: 'calibrated: mean of the members\' own scores (each skill\'s penalty included); no second penalty',
      flags_per_member: flagsPerMember,
    },
    dimensions,
  };
}
