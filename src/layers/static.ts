// The static layer (spec §2–§4): deterministic, no network.
import { REFERENCE_SUBSCORES } from '../rules/subscores/reference.js';
import { CALIBRATED_SUBSCORES } from '../rules/subscores/calibrated/index.js';
import { harnessPortabilitySubscore, measuredSubscores, skillSubscores } from '../rules/subscores/subscores.js';
import { adjustSubscores, deductionOf, qualityHits, type QualityHit } from '../rules/quality/measure.js';
import { CAL_FIT, type CalibratedSubscoreName, type CalibrationFit } from '../contract/calibratedWeights.js';
import { ANTI_PATTERNS } from '../rules/anti-patterns/index.js';
import { PORTABILITY_RULES } from '../rules/portability/index.js';
import { ruleContext, type RuleContext } from '../rules/context.js';
import { descriptionFor, detectorFor } from '../rules/rule.js';
import {
  DEFAULT_METHOD,
  type AntiPattern,
  type DimensionName,
  type Finding,
  type LayerResult,
  type Method,
  type ParsedSkill,
} from '../contract/types.js';
import { AGENT, ANTI_PATTERN, STATIC_SUBSCORES, type StaticSubscoreName } from '../contract/weights.js';
import { pyStrip, cpLength } from '../parse/pytext.js';
import type { ParsedAgent } from '../parse/skill.js';
import { penaltyFor } from '../composite/composite.js';

export interface StaticSkillResult {
  layer: LayerResult;
  findings: Finding[];
  /** Calibrated only: what the sub-scores are made of, for refitStaticLayer. */
  measures?: CalibratedMeasures;
}

/** Which method produced each sub-score (shown in the JSON). */
export function subScoreMethods(method: Method): Record<StaticSubscoreName, Method> {
  const out = {} as Record<StaticSubscoreName, Method>;
  for (const s of STATIC_SUBSCORES) out[s.name] = method;
  // Portability findings are the same under both methods.
  if (method === 'calibrated') out.harness_portability = 'reference';
  return out;
}

/** Every anti-pattern a method's detectors find, rule by rule in the family's order. */
function antiPatternsOf(ctx: RuleContext, method: Method): AntiPattern[] {
  const out: AntiPattern[] = [];
  for (const rule of ANTI_PATTERNS) {
    const find = detectorFor(rule, method);
    if (find === undefined) continue;
    const flag = rule.id as keyof typeof ANTI_PATTERN.severity;
    for (const o of find(ctx)) {
      const ap: AntiPattern = {
        flag,
        description: descriptionFor(rule, method),
        severity: ANTI_PATTERN.severity[flag],
        file: o.file ?? ctx.skill.file,
      };
      if (o.line !== null) ap.line = o.line;
      out.push(ap);
    }
  }
  return out;
}

/** How many anti-patterns a method's detectors find (antiPatternsOf's length, without the objects). */
export function antiPatternCount(ctx: RuleContext, method: Method): number {
  let count = 0;
  for (const rule of ANTI_PATTERNS) count += detectorFor(rule, method)?.(ctx).length ?? 0;
  return count;
}

/** Harness-portability findings (spec §3), the same under both methods; they lower harness_portability. */
function portabilityFindings(ctx: RuleContext, method: Method): Finding[] {
  const out: Finding[] = [];
  for (const rule of PORTABILITY_RULES) {
    const hit = detectorFor(rule, method)?.(ctx);
    if (!hit) continue;
    const description = descriptionFor(rule, method);
    const finding: Finding = {
      category: 'portability',
      file: ctx.skill.file,
      rule: rule.id,
      severity: hit.severity,
      level: hit.level,
      message: hit.detail === undefined ? description : `${description} ${hit.detail}`,
    };
    if (hit.line !== undefined) finding.line = hit.line;
    out.push(finding);
  }
  return out;
}

/** One finding per occurrence of each quality hit, its message saying what the rule costs. */
function qualityFindings(ctx: RuleContext, hits: readonly QualityHit[], fit: CalibrationFit): Finding[] {
  const out: Finding[] = [];
  for (const hit of hits) {
    const cost = deductionOf(hit, fit);
    const on = fit.quality[hit.rule]?.subscores.join(', ') ?? '';
    for (const s of hit.signals) {
      const f: Finding = {
        category: 'quality',
        file: s.file ?? ctx.skill.file,
        rule: hit.rule,
        severity: cost,
        level: 'low',
        message: cost > 0 ? `${s.fact} (${on} −${cost.toFixed(2)})` : s.fact,
      };
      if (s.line !== undefined) f.line = s.line;
      out.push(f);
    }
  }
  return out;
}

/**
 * What the calibrated sub-scores are made of before the fit applies: the measured sub-scores
 * (unclamped), the quality rules' hits and harness_portability (the reference's). The fitting
 * script keeps these per labelled skill and re-applies any fit with calibratedSubscoreValues.
 */
export interface CalibratedMeasures {
  raw: Record<CalibratedSubscoreName, number>;
  hits: QualityHit[];
  portability: number;
}

function calibratedMeasures(ctx: RuleContext, portability: readonly Finding[]): CalibratedMeasures {
  return {
    raw: measuredSubscores(CALIBRATED_SUBSCORES, ctx),
    hits: qualityHits(ctx),
    portability: harnessPortabilitySubscore(portability),
  };
}

/** The calibrated sub-scores, in the table's order: the measures moved and lowered by the fit. */
export function calibratedSubscoreValues(
  measures: CalibratedMeasures,
  fit: CalibrationFit,
): Record<StaticSubscoreName, number> {
  const subs = { ...adjustSubscores(measures.raw, measures.hits, fit), harness_portability: measures.portability };
  const ordered = {} as Record<StaticSubscoreName, number>;
  for (const { name } of STATIC_SUBSCORES) ordered[name] = subs[name];
  return ordered;
}

/** Each static dimension's sub-score (harness_portability maps to none). */
export function dimensionsOf(subscore: (name: StaticSubscoreName) => number): Partial<Record<DimensionName, number>> {
  const dimensions: Partial<Record<DimensionName, number>> = {};
  for (const s of STATIC_SUBSCORES) if (s.dimension) dimensions[s.dimension] = subscore(s.name);
  return dimensions;
}

/** A skill's static score and dimensions from its sub-scores and its number of anti-patterns. */
function staticNumbers(subs: Record<StaticSubscoreName, number>, antiPatternCount: number) {
  let weighted = 0;
  for (const s of STATIC_SUBSCORES) weighted += subs[s.name] * s.weight;
  return { score: weighted * penaltyFor(antiPatternCount), dimensions: dimensionsOf((name) => subs[name]) };
}

/**
 * A calibrated skill's static layer as another fit would make it: the same layer with the
 * sub-scores, score and dimensions recomputed from its measures (the anti-patterns do not depend
 * on the fit). With the fit that made the layer, the numbers are the layer's own.
 */
export function refitStaticLayer(layer: LayerResult, measures: CalibratedMeasures, fit: CalibrationFit): LayerResult {
  const subs = calibratedSubscoreValues(measures, fit);
  const { score, dimensions } = staticNumbers(subs, layer.anti_patterns.length);
  return { ...layer, score, sub_scores: subs, dimensions };
}

export function staticLayer(
  skill: ParsedSkill,
  method: Method = DEFAULT_METHOD,
  fit: CalibrationFit = CAL_FIT,
): StaticSkillResult {
  const ctx = ruleContext(skill);
  const portability = portabilityFindings(ctx, method);
  // Calibrated: only portability comes from the reference, so its other sub-scores are not computed.
  const measures = method === 'reference' ? undefined : calibratedMeasures(ctx, portability);
  const subs = measures
    ? calibratedSubscoreValues(measures, fit)
    : skillSubscores(REFERENCE_SUBSCORES, skill, portability);
  const quality = measures ? qualityFindings(ctx, measures.hits, fit) : [];
  const antiPatterns = antiPatternsOf(ctx, method);
  const { score, dimensions } = staticNumbers(subs, antiPatterns.length);
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
    findings: quality.length > 0 ? [...portability, ...quality] : portability,
    ...(measures ? { measures } : {}),
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

/**
 * The reference plugin layer's members (spec §4): the agents' scores, the mean of the members'
 * scores (skills first, then agents; AGENT.emptyPluginScore with none), its skills' flags, and that
 * mean as every static dimension. The calibrated layer is layers/pluginMembers.ts.
 */
function pluginMembers(skills: LayerResult[], skillScores: number[], agents: ParsedAgent[]) {
  const agentScores = agents.map(agentScore);
  let sum = 0;
  for (const x of skillScores) sum += x;
  for (const x of agentScores) sum += x;
  const members = skillScores.length + agentScores.length;
  const score = members === 0 ? AGENT.emptyPluginScore : sum / members;
  const antiPatterns: AntiPattern[] = skills.flatMap((l) => l.anti_patterns);
  const dimensions: Partial<Record<DimensionName, number>> = {};
  for (const s of STATIC_SUBSCORES) if (s.dimension) dimensions[s.dimension] = score;
  return { agentScores, score, antiPatterns, dimensions };
}

/** A plugin's static layer (spec §4): the mean of its skills' and agents' scores. */
export function pluginStaticLayer(
  skills: LayerResult[],
  agents: ParsedAgent[],
  method: Method = DEFAULT_METHOD,
): LayerResult {
  const skillScores = skills.map((l) => l.score);
  const { agentScores, score, antiPatterns, dimensions } = pluginMembers(skills, skillScores, agents);
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
