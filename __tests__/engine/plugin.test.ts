// A plugin's composite and advice from its members: the calibrated aggregate's advice states points
// the plugin really gains, and the reported symptom (a weak skill lifted by agents) is gone.
import * as path from 'node:path';
import { scorePluginMembers } from '../../src/engine/plugin.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { renderMarkdown } from '../../src/reports/markdown.js';
import { renderHtml } from '../../src/reports/html.js';
import { PLUGIN_DIMENSION_ORDER } from '../../src/contract/weights.js';
import type { DimensionName, EvalResult, LayerResult } from '../../src/contract/types.js';
import { parseAgent, type ParsedAgent } from '../../src/parse/skill.js';

function skillLayer(values: number[]): LayerResult {
  const dimensions: Partial<Record<DimensionName, number>> = {};
  PLUGIN_DIMENSION_ORDER.forEach((name, i) => (dimensions[name] = values[i % values.length]));
  return {
    layer: 'static',
    method: 'calibrated',
    score: 0,
    sub_scores: {},
    anti_patterns: [],
    metadata: {},
    dimensions,
  };
}

/** A skill's own composite (0–100) from its dimensions and a penalty, as a member carries it. */
function ownComposite(layer: LayerResult, penalty: number): number {
  const weights: Record<string, number> = {
    triggering_accuracy: 0.25,
    orchestration_fitness: 0.2,
    progressive_disclosure: 0.1,
    token_efficiency: 0.06,
    structural_completeness: 0.03,
    ecosystem_coherence: 0.02,
  };
  let sum = 0;
  let weight = 0;
  for (const [name, v] of Object.entries(layer.dimensions)) {
    sum += weights[name] * v!;
    weight += weights[name];
  }
  return (sum / weight) * 100 * penalty;
}

const STRONG_AGENT = [
  '---',
  'name: a',
  'description: Reads a failed CI build log, names the failing step and proposes a fix. Use proactively when a build fails or a test run breaks.',
  'tools: Read, Grep',
  'model: sonnet',
  '---',
  '',
  '## Inputs',
  '',
  '- `log`: the path of the failed build log.',
  '',
  '## Steps',
  '',
  '1. Read the log and find the first failing step.',
  '2. Quote its error and name the file and line.',
  '',
  '## Output',
  '',
  '```json',
  '{ "step": "test", "file": "src/a.ts", "line": 12, "fix": "…" }',
  '```',
  '',
].join('\n');

const agentOf = (file: string, text: string): ParsedAgent => parseAgent(file, new TextEncoder().encode(text));
const agent = (i: number, strong: boolean): ParsedAgent =>
  agentOf(`p/agents/a${i}.md`, strong ? STRONG_AGENT : '---\ndescription: Helps.\n---\nHelp.\n');

/** Plugins of random skills and agents, the same for every test (a fixed seed). */
function* randomPlugins(runs: number) {
  let seed = 11;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let run = 0; run < runs; run++) {
    const skills = Array.from({ length: Math.floor(rand() * 4) }, () => skillLayer([rand(), rand(), rand()]));
    const composites = skills.map((l) => ownComposite(l, 0.6 + 0.4 * rand()));
    const agents = Array.from({ length: Math.floor(rand() * 4) }, (_, i) => agent(i, rand() < 0.5));
    const paths = [...skills.map((_, i) => `p/skills/s${i}`), ...agents.map((a) => a.file)];
    yield { skills, composites, agents, paths };
  }
}

describe('calibrated member advice', () => {
  test('property: raising the advised skill to 100 raises the plugin by at least the points stated', () => {
    let checked = 0;
    for (const { skills, composites, agents, paths } of randomPlugins(150)) {
      const before = scorePluginMembers('calibrated', skills, composites, agents, paths);
      for (const advice of before.advice) {
        const index = paths.indexOf(advice.name);
        expect(index).toBeGreaterThanOrEqual(0);
        if (index >= skills.length) continue;
        const raisedSkills = skills.map((l, i) => (i === index ? skillLayer([1]) : l));
        const raisedComposites = composites.map((c, i) => (i === index ? 100 : c));
        const after = scorePluginMembers('calibrated', raisedSkills, raisedComposites, agents, paths);
        expect(after.composite.score - before.composite.score).toBeGreaterThanOrEqual(advice.gain - 1e-9);
        checked++;
      }
      // The first advice is the member that would gain the plugin the most.
      const gains = before.advice.map((a) => a.gain);
      expect(gains).toEqual([...gains].sort((a, b) => b - a));
    }
    expect(checked).toBeGreaterThan(50);
  });

  test('property: rewriting an advised agent well wins points, and no more than the points stated', () => {
    let checked = 0;
    for (const { skills, composites, agents, paths } of randomPlugins(150)) {
      const before = scorePluginMembers('calibrated', skills, composites, agents, paths);
      for (const advice of before.advice) {
        const at = paths.indexOf(advice.name) - skills.length;
        if (at < 0 || agents[at].text === STRONG_AGENT) continue;
        expect(advice.items[0].fact).toMatch(/; it loses most on [a-z ]+ \d+\.\d/);
        const raised = agents.map((a, i) => (i === at ? { ...agent(i, true), file: a.file } : a));
        const won =
          scorePluginMembers('calibrated', skills, composites, raised, paths).composite.score - before.composite.score;
        expect(won).toBeGreaterThan(0);
        expect(won).toBeLessThanOrEqual(advice.gain + 1e-9);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('agents under the calibrated method', () => {
  const plugin = (agents: ParsedAgent[]) =>
    scorePluginMembers(
      'calibrated',
      [],
      [],
      agents,
      agents.map((a) => a.file),
    );

  test('an agent is scored on what its file says, not on the fields it has', () => {
    // Both have `tools`, `model`, "use proactively" and a long description: the reference gives both 1.
    const thin = agentOf(
      'p/agents/thin.md',
      '---\ndescription: A helpful agent for many tasks that can do lots of things. Use proactively.\ntools: Read\nmodel: sonnet\n---\nBe helpful.\n',
    );
    const careful = agent(1, true);
    expect(scorePluginMembers('reference', [], [], [thin], [thin.file]).composite.score).toBe(100);
    expect(scorePluginMembers('reference', [], [], [careful], [careful.file]).composite.score).toBe(100);
    const thinScore = plugin([thin]).composite.score;
    const carefulScore = plugin([careful]).composite.score;
    expect(thinScore).toBeLessThan(60);
    expect(carefulScore).toBeGreaterThan(thinScore + 15);
  });

  test("an agent's anti-patterns are the plugin's, in the agent's file, and penalise its score", () => {
    const vague = agentOf('p/agents/v.md', '---\ndescription: Helps.\n---\nHelp.\n');
    const silenced = agentOf(
      'p/agents/s.md',
      '---\ndescription: Helps.\n---\n<!-- plugin-eval-disable MISSING_TRIGGER the team calls it by name -->\nHelp.\n',
    );
    const layer = plugin([vague, silenced]).layer;
    const flags = layer.anti_patterns.map((a) => `${a.flag} ${a.file}${a.suppressed ? ' suppressed' : ''}`);
    expect(flags).toContain('MISSING_TRIGGER p/agents/v.md');
    expect(flags).toContain('MISSING_TRIGGER p/agents/s.md suppressed');
    const [v, s] = layer.sub_scores.agent_scores as number[];
    expect(s).toBeGreaterThan(v);
  });

  test("an agents-only plugin's dimensions are its agents' own, not its score six times", () => {
    const result = plugin([agent(0, true), agent(1, false)]).composite;
    const measured = result.dimensions.filter((d) => d.evidence[0] !== 'not measured');
    expect(new Set(measured.map((d) => d.score)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('a weak skill among strong agents (fixtures/plugins/agent-lifted)', () => {
  const root = path.resolve('fixtures/plugins');
  let plugin: EvalResult;
  let member: EvalResult;
  beforeAll(async () => {
    const source = new DiskSource(root);
    const p = await evaluateTarget(source, 'agent-lifted', { depth: 'quick', method: 'calibrated' });
    const s = await evaluateTarget(source, 'agent-lifted/skills/deploy-helper', { depth: 'quick' });
    if (!p.ok || !s.ok) throw new Error('the fixture does not score');
    plugin = p.result;
    member = s.result;
  });

  test('the plugin is not lifted far above its only skill by its agents', () => {
    expect(member.composite.score).toBeLessThan(40);
    expect(plugin.composite.score).toBeLessThan(member.composite.score + 20);
    expect(plugin.composite.badge).toBe('no_badge');
  });

  test("the dimensions are the members' values, not the composite six times", () => {
    const measured = plugin.composite.dimensions.filter((d) => d.evidence[0] !== 'not measured');
    expect(new Set(measured.map((d) => d.score)).size).toBeGreaterThanOrEqual(3);
    const triggering = plugin.composite.dimensions.find((d) => d.name === 'triggering_accuracy')!;
    expect(triggering.score).toBeLessThan(0.5);
  });

  test('the penalty line says the flags are in members and applies their penalties', () => {
    const md = renderMarkdown(plugin);
    expect(md).not.toContain('×1.00 (4 flags)');
    expect(md).toMatch(/penalty ×0\.\d\d \(4 flags in members, each penalising its member's score\)/);
    expect(renderHtml(plugin)).toContain('4 anti-patterns in members');
    expect(plugin.composite.anti_pattern_penalty).toBeLessThan(1);
  });

  test('the advice points at the weak skill, with the points the aggregate gives it', () => {
    expect(plugin.advice![0].name).toBe('agent-lifted/skills/deploy-helper');
    expect(plugin.advice![0].gain).toBeGreaterThan(40);
  });
});
