// The engine on inputs the reference does not cover: bad input (spec D1, D2), plugins with a broken
// skill, discovery, honest labels when the LLM layers did not run.
import { discoverTargets, evaluateTarget, scoreSnapshot, type LlmLayers } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { skillSnapshot } from '../helpers/skills.js';
import type { LayerResult } from '../../src/contract/types.js';

const GOOD = `---
name: pdf-tools
description: "Extracts text and tables from PDF files. Use when the user asks to read, split or merge PDFs, for converting scans."
---

# PDF tools

## Usage

Run the extractor.
`;

function source(files: Record<string, string | Uint8Array>) {
  return new MemorySource(files, 'repo', 'repo');
}

describe('bad input (D1, D2)', () => {
  test('a byte-order mark is dropped before the frontmatter is looked for', async () => {
    const withBom = await evaluateTarget(source({ 'a/SKILL.md': '\uFEFF' + GOOD }), 'a', { depth: 'quick' });
    const without = await evaluateTarget(source({ 'a/SKILL.md': GOOD }), 'a', { depth: 'quick' });
    if (!withBom.ok || !without.ok) throw new Error('should score');
    expect(withBom.result.name).toBe('pdf-tools');
    expect(withBom.result.composite.score).toBe(without.result.composite.score);
  });

  test.each([
    ['description: 42', 'description', /description.*not a string/],
    ['description: [a, b]', 'description', /description.*list/],
    ['name: {a: 1}', 'name', /name.*not a string/],
    ['name: 2024-01-01', 'name', /name.*date/],
  ])('frontmatter %s → an error naming the file and the field', async (line, field, msg) => {
    const out = await evaluateTarget(source({ 'bad/SKILL.md': `---\n${line}\n---\n# x\n` }), 'bad', { depth: 'quick' });
    if (out.ok) throw new Error('should fail');
    expect(out.error.file).toBe('bad/SKILL.md');
    expect(out.error.field).toBe(field);
    expect(out.error.error).toMatch(msg);
    expect(out.error.error).toContain('bad/SKILL.md');
  });

  test.each([
    ['- a\n- b', /a list/],
    ['just a string', /a string/],
    ['12', /a number/],
  ])('a frontmatter that is not a mapping (%s) is an error', async (yaml, msg) => {
    const out = await evaluateTarget(source({ 's/SKILL.md': `---\n${yaml}\n---\nbody\n` }), 's', { depth: 'quick' });
    if (out.ok) throw new Error('should fail');
    expect(out.error.field).toBe('frontmatter');
    expect(out.error.error).toMatch(msg);
  });

  test('a non-UTF-8 file is an error naming the file', async () => {
    const bytes = new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x41, 0x0a]);
    const out = await evaluateTarget(source({ 's/SKILL.md': bytes }), 's', { depth: 'quick' });
    if (out.ok) throw new Error('should fail');
    expect(out.error).toMatchObject({ file: 's/SKILL.md', field: 'encoding' });
    expect(out.error.error).toMatch(/not valid UTF-8/);
  });

  test('a NUL byte is reported as a binary file, not scored', async () => {
    const out = await evaluateTarget(source({ 's/SKILL.md': 'abc\u0000def' }), 's', { depth: 'quick' });
    expect(out.ok).toBe(false);
  });

  test.each([
    ['""', /a string/],
    ['[]', /an array/],
    ['null', /null/],
    ['3', /a number/],
  ])('a plugin.json that is JSON but not an object (%s) is an error naming the file', async (json, msg) => {
    const out = await evaluateTarget(
      source({ 'p/.claude-plugin/plugin.json': json, 'p/agents/a.md': '---\ndescription: d\n---\n' }),
      'p',
      { depth: 'quick', method: 'reference' },
    );
    if (out.ok) throw new Error('should fail');
    expect(out.error.file).toBe('p/.claude-plugin/plugin.json');
    expect(out.error.error).toMatch(/not a JSON object/);
    expect(out.error.error).toMatch(msg);
  });

  test('a folder named like an agent file is an error, not skipped', async () => {
    const out = await evaluateTarget(
      source({
        'p/.claude-plugin/plugin.json': '{}',
        'p/agents/sub.md/x.txt': 'hi',
        'p/agents/a.md': '---\ndescription: d\n---\n',
      }),
      'p',
      { depth: 'quick', method: 'reference' },
    );
    if (out.ok) throw new Error('should fail');
    expect(out.error.error).toMatch(/agents\/sub\.md is a folder/);
  });

  test.each([
    ['model: sonnet', 0.6],
    ['model: null', 0.5],
    ["model: ''", 0.5],
    ['model: 0', 0.5],
    ['model: false', 0.5],
    ['model: []', 0.5],
    ['model: [a]', 0.6],
  ])("an agent's %s counts as Python holds it true or false", async (line, want) => {
    const out = await evaluateTarget(
      source({ 'p/.claude-plugin/plugin.json': '{}', 'p/agents/a.md': `---\ndescription: d\n${line}\n---\n` }),
      'p',
      { depth: 'quick', method: 'reference' },
    );
    if (!out.ok) throw new Error(out.error.error);
    expect(out.result.layers[0].sub_scores.agent_scores).toEqual([want]);
  });

  test('a folder that is neither a skill nor a plugin is a clear error', async () => {
    const out = await evaluateTarget(source({ 'x/readme.md': 'hi' }), 'x', { depth: 'quick' });
    if (out.ok) throw new Error('should fail');
    expect(out.error.error).toMatch(/neither a skill folder/);
  });

  test('a path climbing out of the root is refused', async () => {
    const out = await evaluateTarget(source({ 'a/SKILL.md': GOOD }), '../a', { depth: 'quick' });
    expect(out.ok).toBe(false);
  });

  test('YAML 1.1 booleans count as the reference reads them', async () => {
    const md = (v: string) => `---\nname: d\ndescription: "Deploys."\ndisable-model-invocation: ${v}\n---\n# x\n`;
    for (const [v, flagged] of [
      ['yes', false],
      ['true', false],
      ['"yes"', true],
      ['no', true],
    ] as const) {
      const out = await evaluateTarget(source({ 'd/SKILL.md': md(v) }), 'd', { depth: 'quick' });
      if (!out.ok) throw new Error(out.error.error);
      const flags = out.result.layers[0].anti_patterns.map((a) => a.flag);
      expect([v, flags.includes('MISSING_TRIGGER')]).toEqual([v, flagged]);
    }
  });
});

describe('plugins', () => {
  const plugin = {
    'p/.claude-plugin/plugin.json': '{"name": "my-plugin"}',
    'p/skills/a/SKILL.md': GOOD,
    'p/agents/r.md': '---\ndescription: Reviews code. Use proactively after edits.\nmodel: sonnet\ntools: Read\n---\nx',
  };

  test('its name comes from plugin.json and its agents are scored', async () => {
    const agentScore = async (method: 'reference' | 'calibrated') => {
      const out = await evaluateTarget(source(plugin), 'p', { depth: 'quick', method });
      if (!out.ok) throw new Error(out.error.error);
      expect(out.result.kind).toBe('plugin');
      expect(out.result.name).toBe('my-plugin');
      const agents = out.result.layers[0].sub_scores.agent_scores as number[];
      expect(agents).toHaveLength(1);
      return agents[0];
    };
    // The reference credits the fields; the calibrated method reads the file, whose body says nothing.
    expect(await agentScore('reference')).toBeCloseTo(1, 12);
    expect(await agentScore('calibrated')).toBeLessThan(0.5);
  });

  test('a broken skill makes the plugin an error naming that skill; the skill alone is an error too', async () => {
    const src = source({ ...plugin, 'p/skills/b/SKILL.md': '---\ndescription: 5\n---\n' });
    const out = await evaluateTarget(src, 'p', { depth: 'quick' });
    if (out.ok) throw new Error('should fail');
    expect(out.error.file).toBe('p/skills/b/SKILL.md');
    const good = await evaluateTarget(src, 'p/skills/a', { depth: 'quick' });
    expect(good.ok).toBe(true);
  });

  test('invalid plugin.json is an error naming it', async () => {
    const out = await evaluateTarget(source({ ...plugin, 'p/.claude-plugin/plugin.json': '{nope' }), 'p', {
      depth: 'quick',
    });
    if (out.ok) throw new Error('should fail');
    expect(out.error.file).toBe('p/.claude-plugin/plugin.json');
  });

  test('a plugin above quick depth warns that only the static layer runs', async () => {
    const warnings: string[] = [];
    const out = await evaluateTarget(source(plugin), 'p', { depth: 'standard', warn: (m) => warnings.push(m) });
    if (!out.ok) throw new Error(out.error.error);
    expect(warnings.join('\n')).toMatch(/static layer only/);
    expect(out.result.composite.confidence_label).toBe('Estimated');
  });
});

describe('discovery', () => {
  test('finds plugins, their skills and standalone skills, in a stable order; skips .git and node_modules', async () => {
    const src = source({
      'plugins/p/.claude-plugin/plugin.json': '{}',
      'plugins/p/skills/a/SKILL.md': GOOD,
      'skills/z/SKILL.md': GOOD,
      'skills/b/SKILL.md': GOOD,
      'node_modules/x/SKILL.md': GOOD,
      '.git/y/SKILL.md': GOOD,
      '.claude/skills/c/SKILL.md': GOOD,
    });
    const found = await discoverTargets(src, '');
    expect(found).toEqual([
      { kind: 'skill', path: '.claude/skills/c' },
      { kind: 'plugin', path: 'plugins/p' },
      { kind: 'skill', path: 'plugins/p/skills/a' },
      { kind: 'skill', path: 'skills/b' },
      { kind: 'skill', path: 'skills/z' },
    ]);
  });
});

describe('honesty about the LLM layers', () => {
  test('standard depth without LLM layers says so and stays Estimated', async () => {
    const warnings: string[] = [];
    const out = await evaluateTarget(source({ 'a/SKILL.md': GOOD }), 'a', {
      depth: 'standard',
      warn: (m) => warnings.push(m),
    });
    if (!out.ok) throw new Error(out.error.error);
    expect(warnings[0]).toMatch(/judge layer did not run \(no API key\)/);
    expect(out.result.composite.confidence_label).toBe('Estimated');
    expect(out.result.warnings).toEqual(warnings);
  });

  test('deep depth with a judge that measured nothing is not Certified', async () => {
    const empty = (layer: 'judge' | 'monte_carlo'): LayerResult => ({
      layer,
      score: 0,
      sub_scores: {},
      anti_patterns: [],
      metadata: { unmeasured: [{ dimension: 'triggering_accuracy', reason: 'HTTP 500' }] },
      dimensions: {},
    });
    const llm: LlmLayers = {
      measure: async (layer) => empty(layer.name === 'judge' ? 'judge' : 'monte_carlo'),
      usage: () => ({}),
    };
    const src = source({ 'a/SKILL.md': GOOD });
    const quick = await evaluateTarget(src, 'a', { depth: 'quick' });
    const deep = await evaluateTarget(src, 'a', { depth: 'deep', llm, warn: () => {} });
    if (!deep.ok || !quick.ok) throw new Error('should score');
    expect(deep.result.composite.confidence_label).toBe('Estimated');
    expect(deep.result.composite.score).toBe(quick.result.composite.score);
    expect(deep.result.warnings.join()).toMatch(/could not measure triggering_accuracy \(HTTP 500\)/);
  });

  test('measured judge and Monte Carlo dimensions are blended as spec §5 says', async () => {
    const judge: LayerResult = {
      layer: 'judge',
      score: 0.5,
      sub_scores: {},
      anti_patterns: [],
      metadata: {},
      dimensions: {
        triggering_accuracy: 0.8,
        orchestration_fitness: 0.5,
        output_quality: 0.6,
        scope_calibration: 0.75,
      },
    };
    const mc: LayerResult = {
      layer: 'monte_carlo',
      score: 0.9,
      sub_scores: {},
      anti_patterns: [],
      metadata: {},
      dimensions: { triggering_accuracy: 1, output_quality: 0.4, token_efficiency: 0.9, robustness: 0.96 },
    };
    const llm: LlmLayers = { measure: async (layer) => (layer.name === 'judge' ? judge : mc), usage: () => ({}) };
    const out = await evaluateTarget(source({ 'a/SKILL.md': GOOD }), 'a', { depth: 'deep', llm });
    if (!out.ok) throw new Error(out.error.error);
    const r = out.result;
    const stat = r.layers[0].sub_scores as Record<string, number>;
    const dim = (n: string) => r.composite.dimensions.find((d) => d.name === n)!.score;
    expect(dim('triggering_accuracy')).toBeCloseTo((stat.frontmatter_quality * 0.15 + 0.8 * 0.25 + 1 * 0.6) / 1.0, 12);
    expect(dim('orchestration_fitness')).toBeCloseTo((stat.orchestration_wiring * 0.1 + 0.5 * 0.7) / 0.8, 12);
    expect(dim('output_quality')).toBeCloseTo((0.6 * 0.4 + 0.4 * 0.6) / 1.0, 12);
    expect(dim('scope_calibration')).toBeCloseTo(0.75, 12);
    expect(dim('robustness')).toBeCloseTo(0.96, 12);
    expect(r.composite.dimensions.find((d) => d.name === 'code_template_quality')!.grade).toBe('—');
    expect(r.composite.confidence_label).toBe('Certified');
    const measuredWeight = 1 - 0.02;
    const expected =
      r.composite.dimensions.reduce((s, d) => s + (d.grade === '—' ? 0 : (d.weight / measuredWeight) * d.score), 0) *
      100 *
      r.composite.anti_pattern_penalty;
    expect(r.composite.score).toBeCloseTo(expected, 9);
  });
});

test('scoreSnapshot never throws, even on a snapshot with impossible contents', async () => {
  const out = await scoreSnapshot(skillSnapshot(new Uint8Array([0xc3]), 's'), { depth: 'quick' });
  expect(out.ok).toBe(false);
});

describe('model usage per target', () => {
  const usage = (calls: number) => ({
    'claude-x': {
      input_tokens: 10 * calls,
      output_tokens: calls,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 5 * calls,
      calls,
      estimated_cost_usd: 0.01 * calls,
    },
  });
  const layer = (name: 'judge' | 'monte_carlo', calls: number, cache: string): LayerResult => ({
    layer: name,
    score: 0.5,
    sub_scores: {},
    anti_patterns: [],
    dimensions: { scope_calibration: 0.5 },
    metadata: { cache, model_usage: usage(calls) },
  });

  test('is the sum of the layers own tallies, not the adapter running total, and a cache hit costs nothing', async () => {
    const llm: LlmLayers = {
      measure: async (l) => (l.name === 'judge' ? layer('judge', 4, 'miss') : layer('monte_carlo', 51, 'hit')),
      usage: () => usage(1000),
    };
    const out = await evaluateTarget(source({ 'a/SKILL.md': GOOD }), 'a', { depth: 'deep', llm });
    if (!out.ok) throw new Error(out.error.error);
    expect(out.result.model_usage['claude-x'].calls).toBe(4);
    expect(out.result.model_usage['claude-x'].input_tokens).toBe(40);
  });
});
