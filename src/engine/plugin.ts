// A plugin's composite and advice from its members' layers, under either method.
import { composite, compositeScore, type CompositeInput } from '../composite/composite.js';
import { memberAdvice, penaltyAdvice, costliestDimensions } from '../composite/advice.js';
import { pluginStaticLayer } from '../layers/static.js';
import {
  aggregateMembers,
  calibratedPluginLayer,
  withMemberAtMax,
  type PluginMember,
} from '../layers/pluginMembers.js';
import { counts } from '../rules/suppressions/index.js';
import { AGENT } from '../contract/weights.js';
import type { Advice, CompositeResult, LayerResult, Method } from '../contract/types.js';
import type { ParsedAgent } from '../parse/skill.js';

export interface PluginScoring {
  layer: LayerResult;
  composite: CompositeResult;
  advice: Advice[];
}

/**
 * `skillComposites`: each skill's composite alone (0–100), `memberPaths`: the skills' then the
 * agents' paths, for the advice.
 */
export function scorePluginMembers(
  method: Method,
  skillLayers: LayerResult[],
  skillComposites: number[],
  agents: ParsedAgent[],
  memberPaths: string[],
): PluginScoring {
  return method === 'reference'
    ? referencePlugin(skillLayers, agents, memberPaths)
    : calibratedPlugin(skillLayers, skillComposites, agents, memberPaths);
}

/** The composite's input for a plugin's static layer (the agents' scores its layer made, recorded in its metadata). */
function pluginInput(layer: LayerResult, agents: ParsedAgent[], method: Method): CompositeInput {
  const agentScores = layer.sub_scores.agent_scores as number[];
  layer.metadata.agent_scores = agents.map((a, i) => ({ file: a.file, score: agentScores[i] }));
  return {
    layers: [layer],
    flagCount: layer.anti_patterns.filter(counts).length,
    unblended: true,
    confidence: 'Estimated',
    method,
  };
}

/** The reference: the plain mean of skills' static scores and agents' scores, its flags penalised. */
function referencePlugin(skillLayers: LayerResult[], agents: ParsedAgent[], memberPaths: string[]): PluginScoring {
  const layer = pluginStaticLayer(skillLayers, agents, 'reference');
  const input = pluginInput(layer, agents, 'reference');
  const result = composite(input);
  const scores = [...skillLayers.map((l) => l.score), ...(layer.sub_scores.agent_scores as number[])];
  const members = memberPaths.map((path, i) => ({ path, score: scores[i] }));
  const n = members.length;
  const advice = [
    ...memberAdvice(members, result, (i) => ((1 - members[i].score) * 100) / n),
    ...penaltyAdvice(input, result, layer.anti_patterns.filter(counts)),
  ].sort((a, b) => b.gain - a.gain);
  return { layer, composite: result, advice };
}

/**
 * Calibrated: the members' weighted mean (layers/pluginMembers.ts); the flags count through their
 * members' scores, so the composite applies the members' penalties as one factor, not a second one.
 */
function calibratedPlugin(
  skillLayers: LayerResult[],
  skillComposites: number[],
  agents: ParsedAgent[],
  memberPaths: string[],
): PluginScoring {
  const { layer, members, penalty } = calibratedPluginLayer(skillLayers, skillComposites, agents);
  const input: CompositeInput = {
    ...pluginInput(layer, agents, 'calibrated'),
    penalty,
    unblendedSource: "the members' weighted mean",
  };
  const result = composite(input);
  const scoreOf = (raised: PluginMember[]) => {
    const aggregate = aggregateMembers(raised, AGENT.emptyPluginScore);
    const raisedLayer = { ...layer, dimensions: aggregate.dimensions };
    return compositeScore({ ...input, layers: [raisedLayer], penalty: aggregate.penalty });
  };
  // An agent has no report of its own to open: the advice names where it loses most.
  const paths = memberPaths.map((path, i) => ({
    path,
    score: members[i].score,
    ...(members[i].kind === 'agent' ? { costliest: costliestDimensions(members[i].dimensions) } : {}),
  }));
  const advice = memberAdvice(paths, result, (i) => scoreOf(withMemberAtMax(members, i)) - result.score);
  return { layer, composite: result, advice };
}
