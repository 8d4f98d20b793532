// A plugin's static layer under the calibrated method: the weighted mean of its members' own scores,
// and for each static dimension the same weighted mean of the members' values for it. Pure.
import { CAL_PLUGIN_MEMBERS } from '../contract/calibratedWeights.js';
import type { AntiPattern, DimensionName, LayerResult } from '../contract/types.js';
import { AGENT, DIMENSIONS, PLUGIN_DIMENSION_ORDER } from '../contract/weights.js';
import type { ParsedAgent } from '../parse/skill.js';
import { calibratedAgentScore, type AgentMemberScore } from './agentMember.js';
import { roundNoise } from '../composite/composite.js';

/** The members' penalty factor's decimals: far below what a report shows or a score moves by. */
const PENALTY_DECIMALS = 12;

export interface PluginMember {
  kind: 'skill' | 'agent';
  /** The member's own score (0–1): its composite alone, its penalty included. */
  score: number;
  /** The member's values for the static dimensions, before any penalty. */
  dimensions: Partial<Record<DimensionName, number>>;
}

export interface PluginAggregate {
  /** Each member's weight, summing to 1 (empty without members). */
  weights: number[];
  /** The weighted mean of the members' scores (0–1). */
  score: number;
  /** Each static dimension: the weighted mean of the members' values for it. */
  dimensions: Partial<Record<DimensionName, number>>;
  /**
   * The members' penalties as one factor: the score over the composite of `dimensions` without a penalty,
   * so that the dimensions times this factor give the score back (1 when nothing was lost to flags).
   */
  penalty: number;
}

/** Skills share CAL_PLUGIN_MEMBERS.skillShare of the weight, agents the rest; one kind alone takes it all. */
export function memberWeights(kinds: ReadonlyArray<PluginMember['kind']>): number[] {
  const skills = kinds.filter((k) => k === 'skill').length;
  const agents = kinds.length - skills;
  const skillShare = agents === 0 ? 1 : skills === 0 ? 0 : CAL_PLUGIN_MEMBERS.skillShare;
  return kinds.map((k) => (k === 'skill' ? skillShare / skills : (1 - skillShare) / agents));
}

/** The weighted mean of the members' values for one dimension, over the members that have one. */
function dimensionMean(members: readonly PluginMember[], weights: readonly number[], name: DimensionName) {
  let sum = 0;
  let weight = 0;
  members.forEach((m, i) => {
    const v = m.dimensions[name];
    if (v === undefined) return;
    sum += weights[i] * v;
    weight += weights[i];
  });
  return weight > 0 ? sum / weight : undefined;
}

/** The composite of static dimensions with no penalty, as the plugin composite weighs them (0–1). */
function unpenalised(dimensions: Partial<Record<DimensionName, number>>): number {
  let sum = 0;
  let weight = 0;
  for (const name of PLUGIN_DIMENSION_ORDER) {
    const v = dimensions[name];
    const w = DIMENSIONS.find((d) => d.name === name)!.weight;
    if (v === undefined) continue;
    sum += w * v;
    weight += w;
  }
  return weight > 0 ? sum / weight : 0;
}

/** The plugin's score, dimensions and penalty from its members; `empty` is the score without any. */
export function aggregateMembers(members: readonly PluginMember[], empty: number): PluginAggregate {
  const dimensions: Partial<Record<DimensionName, number>> = {};
  if (members.length === 0) {
    for (const name of PLUGIN_DIMENSION_ORDER) dimensions[name] = empty;
    return { weights: [], score: empty, dimensions, penalty: 1 };
  }
  const weights = memberWeights(members.map((m) => m.kind));
  let score = 0;
  members.forEach((m, i) => (score += weights[i] * m.score));
  for (const name of PLUGIN_DIMENSION_ORDER) {
    const v = dimensionMean(members, weights, name);
    if (v !== undefined) dimensions[name] = v;
  }
  const whole = unpenalised(dimensions);
  // Rounded so float noise (an agent's 0.9999999999999999) does not read as a penalty.
  const penalty = whole > 0 ? Math.min(1, roundNoise(score / whole, PENALTY_DECIMALS)) : 1;
  return { weights, score, dimensions, penalty };
}

/** The members with one of them at its maximum: score 1 and every dimension it has at 1. */
export function withMemberAtMax(members: readonly PluginMember[], index: number): PluginMember[] {
  return members.map((m, i) => {
    if (i !== index) return m;
    const dimensions: Partial<Record<DimensionName, number>> = {};
    for (const name of Object.keys(m.dimensions) as DimensionName[]) dimensions[name] = 1;
    return { kind: m.kind, score: 1, dimensions };
  });
}

/**
 * A plugin's static layer, calibrated method: the weighted mean of its
 * members' own scores — each skill's composite as it scores alone (its penalty included) and each
 * agent's score, skills weighing more than agents — and for each dimension the same mean of the
 * members' values. `penalty` is the members' penalties as one factor, for the composite to apply.
 */
export function calibratedPluginLayer(
  skills: LayerResult[],
  skillComposites: number[],
  agents: ParsedAgent[],
): { layer: LayerResult; members: PluginMember[]; penalty: number } {
  const skillScores = skillComposites.map((c) => c / 100);
  const agentMembers = agents.map(calibratedAgentScore);
  const agentScores = agentMembers.map((a) => a.score);
  const members = pluginMemberList(skills, skillScores, agentMembers);
  const aggregate = aggregateMembers(members, AGENT.emptyPluginScore);
  const antiPatterns: AntiPattern[] = [
    ...skills.flatMap((l) => l.anti_patterns),
    ...agentMembers.flatMap((a) => a.antiPatterns),
  ];
  const layer: LayerResult = {
    layer: 'static',
    method: 'calibrated',
    score: aggregate.score,
    sub_scores: {
      skill_scores: skillScores,
      agent_scores: agentScores,
      skill_static_scores: skills.map((l) => l.score),
      member_weights: aggregate.weights,
    },
    anti_patterns: antiPatterns,
    metadata: {
      skills: skills.length,
      agents: agents.length,
      agent_files: agents.map((a) => a.file),
      plugin_method: PLUGIN_METHOD,
      members_penalty: aggregate.penalty,
    },
    dimensions: aggregate.dimensions,
  };
  return { layer, members, penalty: aggregate.penalty };
}

const PLUGIN_METHOD =
  "calibrated: weighted mean of the members' own scores (skills share " +
  `${CAL_PLUGIN_MEMBERS.skillShare} of the weight when there are agents); each dimension the same mean of ` +
  "the members' values; the members' penalties applied as one factor";

/** The members in order (skills, then agents), each with its score and static dimensions. */
export function pluginMemberList(
  skills: readonly LayerResult[],
  skillScores: readonly number[],
  agents: readonly AgentMemberScore[],
): PluginMember[] {
  const out: PluginMember[] = skills.map((l, i) => ({
    kind: 'skill',
    score: skillScores[i],
    dimensions: l.dimensions,
  }));
  for (const a of agents) out.push({ kind: 'agent', score: a.score, dimensions: a.dimensions });
  return out;
}
