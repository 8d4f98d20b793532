// Intervals end to end through the engine (issue 5): every dimension the LLM layers measured has
// ci_lower/ci_upper, and the composite's interval, propagated from them, is never null at deep
// depth. Also: the engine finds the skill's neighbours and the catalogue offers them.
import { HELD_BACK_COUNT } from '../../src/layers/heldBack.js';
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import type { Depth, EvalResult } from '../../src/contract/types.js';
import {
  catalogueNames,
  isCatalogueRequest,
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
} from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';

const skillMd = (name: string, description: string, body = 'Steps.\n') =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\n${body}`;

function repository(): MemorySource {
  return new MemorySource({
    'plugins/docs/skills/pdf-tables/SKILL.md': skillMd(
      'pdf-tables',
      'Extract tables from PDF files into CSV. Use when the user asks for tabular data from a PDF.',
    ),
    'plugins/docs/skills/pdf-forms/SKILL.md': skillMd(
      'pdf-forms',
      'Fill PDF forms from JSON. Use when the user has a form to fill.',
    ),
    'plugins/docs/skills/slides/SKILL.md': skillMd(
      'slide-maker',
      'Make slide decks from outlines. Use when the user wants slides.',
    ),
    'plugins/docs/skills/broken/SKILL.md': '---\nname: [not, a, string]\n---\n',
    'plugins/docs/.claude-plugin/plugin.json': '{"name": "docs"}',
  });
}

/** An agent that loads pdf-tables for requests naming it, and graders and judges answering 0.75. */
const agent = () =>
  schemaModel({
    chooseSkill: (prompt, names) =>
      prompt.includes('prompts') ? (names.find((n) => n === 'pdf-tables') ?? null) : null,
  });

let fake: FakeAnthropic;
afterEach(async () => {
  await fake?.close();
});

async function evaluate(depth: Depth): Promise<EvalResult> {
  const outcome = await evaluateTarget(repository(), 'plugins/docs/skills/pdf-tables', {
    depth,
    llm: createLlmLayers(llmSettings(fake)),
  });
  if (!outcome.ok) throw new Error(outcome.error.error);
  return outcome.result;
}

describe('intervals through the engine', () => {
  test.each(['deep', 'thorough'] as const)(
    '%s: every LLM-measured dimension and the composite have an interval holding the score',
    async (depth) => {
      fake = await startFakeAnthropic({ router: agent() });
      const result = await evaluate(depth);
      const c = result.composite;
      expect(c.confidence_label).toBe(depth === 'deep' ? 'Certified' : 'Certified+');
      expect(c.ci_lower).not.toBeNull();
      expect(c.ci_upper).not.toBeNull();
      expect(c.ci_lower!).toBeLessThanOrEqual(c.score);
      expect(c.ci_upper!).toBeGreaterThanOrEqual(c.score);
      const llmMeasured = new Set(
        result.layers.filter((l) => l.layer !== 'static').flatMap((l) => l.metadata.measured as string[]),
      );
      expect([...llmMeasured].sort()).toEqual([
        'orchestration_fitness',
        'output_quality',
        'robustness',
        'scope_calibration',
        'token_efficiency',
        'triggering_accuracy',
      ]);
      for (const d of c.dimensions.filter((d) => llmMeasured.has(d.name))) {
        expect([d.name, d.ci_lower === null, d.ci_upper === null]).toEqual([d.name, false, false]);
        expect(d.ci_lower!).toBeLessThanOrEqual(d.score + 1e-12);
        expect(d.ci_upper!).toBeGreaterThanOrEqual(d.score - 1e-12);
      }
      // Static-only dimensions have no interval.
      expect(c.dimensions.find((d) => d.name === 'structural_completeness')).toMatchObject({
        ci_lower: null,
        ci_upper: null,
      });
    },
  );

  test('standard: the judged dimensions carry intervals, so the composite has one too; quick has none', async () => {
    fake = await startFakeAnthropic({ router: agent() });
    const standard = await evaluate('standard');
    expect(standard.composite.ci_lower).not.toBeNull();
    expect(standard.composite.dimensions.find((d) => d.name === 'scope_calibration')!.ci_lower).not.toBeNull();
    const quick = await evaluate('quick');
    expect(quick.composite).toMatchObject({ ci_lower: null, ci_upper: null });
  });

  test('the composite interval is the weighted blend of the dimension bounds, with the penalty', async () => {
    fake = await startFakeAnthropic({ router: agent() });
    const { composite: c } = await evaluate('deep');
    const measured = c.dimensions.filter((d) => d.grade !== '—');
    const total = measured.reduce((s, d) => s + d.weight, 0);
    const bound = (pick: (d: (typeof measured)[number]) => number) =>
      measured.reduce((s, d) => s + (d.weight / total) * pick(d), 0) * 100 * c.anti_pattern_penalty;
    expect(c.ci_lower).toBeCloseTo(
      bound((d) => d.ci_lower ?? d.score),
      9,
    );
    expect(c.ci_upper).toBeCloseTo(
      bound((d) => d.ci_upper ?? d.score),
      9,
    );
  });
});

describe('neighbours', () => {
  test('the engine offers the sibling skills (readable ones) in the catalogue, with the bundled set topping it up', async () => {
    fake = await startFakeAnthropic({ router: agent() });
    await evaluate('standard');
    const decisions = fake.requests.filter(isCatalogueRequest);
    expect(decisions.length).toBe(30 + 3 * HELD_BACK_COUNT);
    const names = catalogueNames(decisions[0]!);
    expect(names).toEqual(expect.arrayContaining(['pdf-tables', 'pdf-forms', 'slide-maker']));
    expect(names).toHaveLength(9);
    expect(names.filter((n) => n === 'pdf-tables')).toHaveLength(1);
  });

  test('neighbours given by the caller replace the sibling search; null means none', async () => {
    fake = await startFakeAnthropic({ router: agent() });
    const llm = createLlmLayers(llmSettings(fake));
    await evaluateTarget(repository(), 'plugins/docs/skills/pdf-tables', {
      depth: 'standard',
      llm,
      neighbours: [{ name: 'given', description: 'Given by the caller.' }],
    });
    expect(catalogueNames(fake.requests.filter(isCatalogueRequest)[0]!)).toContain('given');
    expect(catalogueNames(fake.requests.filter(isCatalogueRequest)[0]!)).not.toContain('pdf-forms');
    const before = fake.requests.length;
    await evaluateTarget(repository(), 'plugins/docs/skills/pdf-tables', { depth: 'standard', llm, neighbours: null });
    const names = catalogueNames(fake.requests.slice(before).filter(isCatalogueRequest)[0]!);
    expect(names).not.toContain('pdf-forms');
    expect(names).not.toContain('given');
    expect(names).toHaveLength(9);
  });
});
