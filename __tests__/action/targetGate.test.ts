// Gate values of a target's own (a configuration's overrides by path): such a target is held to
// its own threshold, min-score and fail-on instead of the run's, in both modes; the others keep the run's.
import { describe, expect, test } from '@jest/globals';
import { pullRequestGate, sweepGate, type GateOptions, type TargetGate } from '../../src/action/gate.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { summarise } from '../../src/sweep/run.js';
import type { EvalOutcome } from '../../src/contract/types.js';
import { goodSkill, weakSkill } from '../helpers/tree.js';

const source = new MemorySource({
  'skills/good/SKILL.md': goodSkill('good'),
  'skills/weak/SKILL.md': weakSkill('weak'),
});

async function outcomes(): Promise<EvalOutcome[]> {
  return Promise.all(['skills/good', 'skills/weak'].map((p) => evaluateTarget(source, p, { depth: 'quick' })));
}

function scoreOf(all: EvalOutcome[], i: number): number {
  const o = all[i];
  if (!o.ok) throw new Error(o.error.error);
  return o.result.composite.score;
}

const base: GateOptions = { threshold: null, failOnError: true, securityGate: false };
const own = (gates: Record<string, TargetGate>) => (p: string) => gates[p] ?? null;

describe('pull request mode', () => {
  test("a weak target with its own lower threshold passes where the run's would fail it", async () => {
    const all = await outcomes();
    const between = Math.floor((scoreOf(all, 0) + scoreOf(all, 1)) / 2);
    expect(pullRequestGate(all, { ...base, threshold: between }).passed).toBe(false);
    const gate = pullRequestGate(all, {
      ...base,
      threshold: between,
      targetGate: own({ 'skills/weak': { threshold: 1 } }),
    });
    expect(gate.passed).toBe(true);
    expect(gate.line).toContain("(1 held to its own threshold from the configuration's overrides)");
  });

  test("a target held to a higher threshold of its own fails, naming it; the others keep the run's", async () => {
    const all = await outcomes();
    const gate = pullRequestGate(all, {
      ...base,
      threshold: 1,
      targetGate: own({ 'skills/good': { threshold: 100 } }),
    });
    expect(gate.passed).toBe(false);
    expect(gate.failing).toEqual(['skills/good']);
    expect(gate.line).toContain('`skills/good` scored');
    expect(gate.line).toContain('below its own threshold 100 (overrides)');
    // Only an override's threshold, without a run-wide one, is still a gate.
    expect(pullRequestGate(all, { ...base, targetGate: own({ 'skills/good': { threshold: 100 } }) }).passed).toBe(
      false,
    );
    expect(pullRequestGate(all, { ...base, targetGate: own({ 'skills/good': { threshold: 1 } }) }).line).toContain(
      'meet their own thresholds',
    );
  });
});

describe('sweep mode', () => {
  test("a target's own min-score is a floor for it; the mean still counts every target", async () => {
    const all = await outcomes();
    const summary = summarise(all, { root: '.', depth: 'quick', threshold: 1 });
    expect(sweepGate(summary, all, { ...base, threshold: 1 }).passed).toBe(true);
    const gate = sweepGate(summary, all, {
      ...base,
      threshold: 1,
      targetGate: own({ 'skills/weak': { minScore: 99 } }),
    });
    expect(gate.passed).toBe(false);
    expect(gate.line).toContain('`skills/weak` scored');
    // The run's threshold is a mean in sweep mode: a target whose override sets only fail-on is
    // not held to it as a floor of its own.
    const mean = Math.floor((scoreOf(all, 0) + scoreOf(all, 1)) / 2);
    expect(scoreOf(all, 1)).toBeLessThan(mean);
    const meanGate = summarise(all, { root: '.', depth: 'quick', threshold: mean });
    expect(
      sweepGate(meanGate, all, { ...base, threshold: mean, targetGate: own({ 'skills/weak': { failOn: [] } }) }).passed,
    ).toBe(true);
  });
});
