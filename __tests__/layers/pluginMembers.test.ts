// The calibrated plugin aggregate: members weighted (skills dominate when there are agents), each
// dimension the members' weighted mean, and the members' penalties as one factor that gives the
// score back from the dimensions.
import { aggregateMembers, memberWeights, withMemberAtMax, type PluginMember } from '../../src/layers/pluginMembers.js';
import { CAL_PLUGIN_MEMBERS } from '../../src/contract/calibratedWeights.js';
import { DIMENSIONS, PLUGIN_DIMENSION_ORDER } from '../../src/contract/weights.js';
import type { DimensionName } from '../../src/contract/types.js';

const SHARE = CAL_PLUGIN_MEMBERS.skillShare;

function dims(values: number[]): Partial<Record<DimensionName, number>> {
  const out: Partial<Record<DimensionName, number>> = {};
  PLUGIN_DIMENSION_ORDER.forEach((name, i) => (out[name] = values[i % values.length]));
  return out;
}

/** The composite of dimensions without a penalty, as the plugin composite weighs them. */
function whole(d: Partial<Record<DimensionName, number>>): number {
  let sum = 0;
  let weight = 0;
  for (const x of DIMENSIONS) {
    const v = d[x.name];
    if (v === undefined) continue;
    sum += x.weight * v;
    weight += x.weight;
  }
  return sum / weight;
}

const skill = (values: number[], penalty: number): PluginMember => {
  const d = dims(values);
  return { kind: 'skill', score: whole(d) * penalty, dimensions: d };
};
const agent = (score: number): PluginMember => ({ kind: 'agent', score, dimensions: dims([score]) });

describe('memberWeights', () => {
  test('skills alone or agents alone share the weight equally', () => {
    expect(memberWeights(['skill', 'skill'])).toEqual([0.5, 0.5]);
    expect(memberWeights(['agent', 'agent', 'agent', 'agent'])).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  test('with both, skills share skillShare and agents the rest, however many agents there are', () => {
    const w = memberWeights(['skill', 'agent', 'agent', 'agent', 'agent']);
    expect(w[0]).toBeCloseTo(SHARE, 12);
    for (const x of w.slice(1)) expect(x).toBeCloseTo((1 - SHARE) / 4, 12);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('aggregateMembers', () => {
  test('agents scoring 1 lift one weak skill by at most their share', () => {
    const weak = skill([0.3, 0.5, 0.4], 0.8);
    const out = aggregateMembers([weak, agent(1), agent(1), agent(1), agent(1)], 0.5);
    expect(out.score).toBeCloseTo(SHARE * weak.score + (1 - SHARE), 12);
    expect(out.score - weak.score).toBeLessThanOrEqual(1 - SHARE + 1e-12);
  });

  test("each dimension is the members' weighted mean for it, so the dimensions differ", () => {
    const a = skill([0.2, 0.9, 0.6], 1);
    const b = skill([0.4, 0.7, 1], 1);
    const out = aggregateMembers([a, b, agent(0.8)], 0.5);
    for (const name of PLUGIN_DIMENSION_ORDER) {
      const expected = (SHARE / 2) * a.dimensions[name]! + (SHARE / 2) * b.dimensions[name]! + (1 - SHARE) * 0.8;
      expect(out.dimensions[name]).toBeCloseTo(expected, 12);
    }
    expect(new Set(Object.values(out.dimensions)).size).toBeGreaterThan(1);
  });

  test("the penalty factor times the dimensions' composite is the score; no flags, no penalty", () => {
    const penalised = aggregateMembers([skill([0.5, 0.9], 0.8), skill([0.7], 0.9), agent(0.7)], 0.5);
    expect(penalised.penalty).toBeLessThan(1);
    expect(whole(penalised.dimensions) * penalised.penalty).toBeCloseTo(penalised.score, 10);
    expect(aggregateMembers([skill([0.5, 0.9], 1), agent(1 - 1e-16)], 0.5).penalty).toBe(1);
  });

  test('a plugin without members scores the empty score on every dimension', () => {
    const out = aggregateMembers([], 0.5);
    expect(out).toMatchObject({ score: 0.5, penalty: 1, weights: [] });
    for (const name of PLUGIN_DIMENSION_ORDER) expect(out.dimensions[name]).toBe(0.5);
  });

  test('property: raising any member to its maximum never lowers the score or a dimension', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run++) {
      const members: PluginMember[] = [];
      const n = 1 + Math.floor(rand() * 5);
      for (let i = 0; i < n; i++)
        members.push(rand() < 0.6 ? skill([rand(), rand(), rand()], 0.5 + rand() / 2) : agent(0.5 + rand() / 2));
      const before = aggregateMembers(members, 0.5);
      const index = Math.floor(rand() * n);
      const after = aggregateMembers(withMemberAtMax(members, index), 0.5);
      expect(after.score).toBeGreaterThanOrEqual(before.score - 1e-12);
      for (const name of PLUGIN_DIMENSION_ORDER)
        expect(after.dimensions[name]!).toBeGreaterThanOrEqual(before.dimensions[name]! - 1e-12);
    }
  });
});
