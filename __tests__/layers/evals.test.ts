// The evals layer end to end: the fixture skills with evals, scored through the engine and the
// real SDK against the loopback fake, whose agent answers differently when the skill's content
// came back from load_skill.
import { fmtUnit } from '../../src/reports/format.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { evaluateTarget, type EvaluateOptions } from '../../src/engine/evaluate.js';
import { EVALS_NEGATIVE_LIFT } from '../../src/rules/evals/index.js';
import { EVAL_AGENT_SYSTEM, liftToQuality, passAtK, type EvalsReport } from '../../src/layers/evals.js';
import { DiskSource } from '../../src/read/source.js';
import { renderHtml } from '../../src/reports/html.js';
import { renderJson } from '../../src/reports/json.js';
import { renderMarkdown } from '../../src/reports/markdown.js';
import type { EvalResult } from '../../src/contract/types.js';
import {
  evalsModel,
  gradedOutput,
  isEvalAgentRequest,
  schemaModel,
  startFakeAnthropic,
  toolResultText,
  type EvalsModelOptions,
  type FakeAnthropic,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { llmSettings } from '../helpers/llmFixtures.js';

const FIXTURES = path.join(process.cwd(), 'fixtures', 'evals');

const CSV_WITH = '## CSV summary\nRows: 4, columns: 3\n- date: date\n- region: text\n- amount: number\nNothing odd.';
const CSV_WITHOUT = 'The file holds sales by date and region, with an amount for each.';
const commit = (prompt: string) =>
  prompt.includes('retry') ? 'Add a retry to the HTTP client' : 'Fix the typo in README';
const commitPast = (prompt: string) =>
  prompt.includes('retry') ? 'Added a retry to the HTTP client' : 'Fixed the typo in README';

let fake: FakeAnthropic | null = null;
const temps: string[] = [];
afterEach(async () => {
  await fake?.close();
  fake = null;
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

async function score(
  skill: string,
  model: EvalsModelOptions,
  options: Partial<EvaluateOptions> = {},
  settings = {},
): Promise<{ result: EvalResult; report: EvalsReport }> {
  fake = fake ?? (await startFakeAnthropic({ router: evalsModel(model) }));
  const llm = createLlmLayers(llmSettings(fake, settings));
  const outcome = await evaluateTarget(new DiskSource(FIXTURES), skill, {
    depth: 'quick',
    evals: true,
    llm,
    ...options,
  });
  if (!outcome.ok) throw new Error(outcome.error.error);
  const layer = outcome.result.layers.find((l) => l.layer === 'evals');
  return { result: outcome.result, report: layer!.metadata.evals as EvalsReport };
}

describe('a skill that helps', () => {
  test('positive lift, an interval above zero, flags and output_quality from the lift', async () => {
    const { result, report } = await score('csv-summary', {
      loads: ['csv-summary'],
      answer: (_p, skill) => (skill ? CSV_WITH : CSV_WITHOUT),
    });
    expect(report.evals).toBe(3);
    expect(report.repetitions).toBe(3);
    expect(report.with_skill.pass_rate).toBe(1);
    // Without: eval 1 meets 1 of 3, eval 2 1 of 2, eval 3 none.
    expect(report.without_skill.pass_rate).toBeCloseTo((1 / 3 + 1 / 2 + 0) / 3, 10);
    expect(report.lift).toBeCloseTo(1 - (1 / 3 + 1 / 2) / 3, 10);
    expect(report.lift_ci![0]).toBeGreaterThan(0);
    expect(report.lift_ci![0]).toBeLessThanOrEqual(report.lift!);
    expect(report.lift_ci![1]).toBeGreaterThanOrEqual(report.lift!);
    expect(report.with_skill.trigger_rate).toBe(1);
    expect(report.with_skill.pass_at_1).toBe(1);
    expect(report.without_skill.pass_at_k).toBe(0);
    // "no apology" and "names the type 'date'" pass in both arms.
    const flagged = report.cases.flatMap((c) =>
      c.expectations.filter((e) => e.flag === 'non_discriminating').map((e) => e.name),
    );
    expect(flagged.sort()).toEqual(['expectation 1', 'no apology']);
    expect(report.non_discriminating).toBe(2);
    expect(report.never_met).toBe(0);
    // Typed expectations were graded by code, with the evidence found.
    const heading = report.cases[0]!.with_skill.runs[0]!.grades.find((g) => g.name === 'heading')!;
    expect(heading).toMatchObject({ kind: 'contains', passed: true });
    expect(heading.evidence).toContain('## CSV summary');
    // Statements carry the grader's quoted evidence.
    expect(report.cases[0]!.with_skill.runs[0]!.grades[0]).toMatchObject({
      kind: 'statement',
      passed: true,
      evidence: 'Rows: 4, columns: 3',
    });
    // Tokens and cost of both arms.
    expect(report.with_skill.input_tokens).toBeGreaterThan(report.without_skill.input_tokens);
    expect(report.without_skill.estimated_cost_usd).toBeGreaterThan(0);
    const quality = result.composite.dimensions.find((d) => d.name === 'output_quality')!;
    expect(quality.score).toBeCloseTo(liftToQuality(report.lift!), 10);
    expect(quality.evidence.join(' ')).toContain('evals');
    expect(result.findings.some((f) => f.rule === EVALS_NEGATIVE_LIFT)).toBe(false);
  });

  test('the agent gets the attached file inline, the skill only after loading it; the grader never sees the skill or the arm', async () => {
    await score(
      'csv-summary',
      { loads: ['csv-summary'], answer: (_p, skill) => (skill ? CSV_WITH : CSV_WITHOUT) },
      {},
      { evalRepetitions: 1 },
    );
    const calls = fake!.calls();
    const agent = calls.filter(isEvalAgentRequest);
    // 3 evals × (with: load + answer, without: answer).
    expect(agent).toHaveLength(9);
    expect(agent.every((r) => r.body.system === EVAL_AGENT_SYSTEM)).toBe(true);
    const firstTurns = agent.filter((r) => toolResultText(r) === null);
    expect(firstTurns.every((r) => JSON.stringify(r.body.messages).includes('2026-01-02,north,120'))).toBe(true);
    const offered = firstTurns.map((r) => (r.body.tools?.[0]?.input_schema?.properties?.name?.enum ?? []) as string[]);
    expect(offered.filter((names) => names.includes('csv-summary'))).toHaveLength(3);
    expect(offered.filter((names) => !names.includes('csv-summary'))).toHaveLength(3);
    // The second turn carries the SKILL.md.
    expect(agent.filter((r) => toolResultText(r)?.includes('Start the answer with the heading'))).toHaveLength(3);
    const graders = calls.filter((r) => wantedTool(r) === 'grade_statements');
    expect(graders).toHaveLength(6);
    for (const g of graders) {
      const text = JSON.stringify(g.body);
      expect(text).not.toContain('Start the answer with the heading');
      expect(text).not.toMatch(/with_skill|without_skill|csv-summary/);
      expect(gradedOutput(g).statements.length).toBeGreaterThan(0);
    }
  });

  test('results are cached by skill, evals, models and settings', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'evals-cache-'));
    temps.push(dir);
    const model: EvalsModelOptions = {
      loads: ['csv-summary'],
      answer: (_p, skill) => (skill ? CSV_WITH : CSV_WITHOUT),
    };
    const first = await score('csv-summary', model, {}, { cacheDir: dir, evalRepetitions: 1 });
    const calls = fake!.calls().length;
    const again = await score('csv-summary', model, {}, { cacheDir: dir, evalRepetitions: 1 });
    expect(fake!.calls().length).toBe(calls);
    expect(again.report.lift).toBe(first.report.lift);
    expect(again.result.layers.find((l) => l.layer === 'evals')!.metadata.cache).toBe('hit');
    // Another repetition count is another key.
    await score('csv-summary', model, {}, { cacheDir: dir, evalRepetitions: 2 });
    expect(fake!.calls().length).toBeGreaterThan(calls);
  });
});

describe('reports', () => {
  test('JSON, markdown and HTML carry the lift with its interval; outputs and evidence are escaped', async () => {
    const hostile = '<script>alert(1)</script> ## CSV summary Rows: 4, columns: 3';
    const { result, report } = await score(
      'csv-summary',
      { loads: ['csv-summary'], answer: (_p, skill) => (skill ? hostile : CSV_WITHOUT) },
      {},
      { evalRepetitions: 1 },
    );
    const json = JSON.parse(renderJson(result));
    const layer = json.layers.find((l: { layer: string }) => l.layer === 'evals');
    expect(layer.metadata.evals.lift).toBe(report.lift);
    expect(layer.metadata.evals.lift_ci).toHaveLength(2);
    const md = renderMarkdown(result);
    expect(md).toContain("## Author's evals");
    // Brackets are escaped in markdown (user text is rendered inert), so the interval reads \[a, b\].
    expect(md).toMatch(/lift \+\d+ points \\?\[[+−\d]+, [+−\d]+\\?\]/);
    expect(md).toMatch(new RegExp(`\\| Author's evals \\| +${fmtUnit(layer.score).replace('.', '\\.')} \\|`));
    const html = renderHtml(result);
    expect(html).toContain('id="evals"');
    expect(html).toMatch(/data-testid="evals-summary">lift \+\d+ points/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Both outputs of each case, side by side, with their grades.
    expect(html.match(/class="arm"/g)).toHaveLength(6);
    expect(html).toContain('data-grade="pass"');
    expect(html).toContain('data-grade="fail"');
  });
});

describe('a skill that changes nothing', () => {
  test('zero lift, an interval at zero, non-discriminating and never-met expectations', async () => {
    const { result, report } = await score('commit-tone', { loads: ['commit-tone'], answer: (p) => commit(p) });
    expect(report.lift).toBe(0);
    expect(report.lift_ci).toEqual([0, 0]);
    expect(report.with_skill.pass_rate).toBe(report.without_skill.pass_rate);
    const flags = report.cases.flatMap((c) => c.expectations.map((e) => `${c.id}:${e.name}:${e.flag}`));
    expect(flags).toEqual([
      '1:expectation 1:non_discriminating',
      '1:no past tense:non_discriminating',
      '2:expectation 1:non_discriminating',
      '2:expectation 2:never_met',
    ]);
    expect(result.composite.dimensions.find((d) => d.name === 'output_quality')!.score).toBe(0.5);
  });

  test('a skill that makes its evals worse gets a finding', async () => {
    const { result, report } = await score('commit-tone', {
      loads: ['commit-tone'],
      answer: (p, skill) => (skill ? commitPast(p) : commit(p)),
    });
    expect(report.lift).toBeLessThan(0);
    const finding = result.findings.find((f) => f.rule === EVALS_NEGATIVE_LIFT)!;
    expect(finding.file).toBe('commit-tone/evals/evals.json');
    expect(finding.message).toMatch(/lift -\d+ points/);
  });
});

describe('methods and depths', () => {
  test('the reference method keeps its output_quality; the lift is reported beside it', async () => {
    const router = evalsModel({
      loads: ['csv-summary'],
      answer: (_p, skill) => (skill ? CSV_WITH : CSV_WITHOUT),
      fallback: schemaModel(),
    });
    fake = await startFakeAnthropic({ router });
    const run = async (method: 'measured' | 'reference') => {
      const llm = createLlmLayers(llmSettings(fake!, { method, evalRepetitions: 1 }));
      const outcome = await evaluateTarget(new DiskSource(FIXTURES), 'csv-summary', {
        depth: 'standard',
        llm,
        neighbours: [],
      });
      if (!outcome.ok) throw new Error(outcome.error.error);
      return outcome.result;
    };
    const measured = await run('measured');
    const reference = await run('reference');
    const evalsOf = (r: EvalResult) => r.layers.find((l) => l.layer === 'evals')!;
    expect(evalsOf(measured).metadata.feeds_output_quality).toBe(true);
    expect(evalsOf(reference).metadata.feeds_output_quality).toBe(false);
    const q = (r: EvalResult) => r.composite.dimensions.find((d) => d.name === 'output_quality')!;
    expect(q(measured).evidence.join(' ')).toMatch(/^evals:/);
    expect(q(reference).evidence.join(' ')).not.toContain('evals');
    // The judge's own output_quality is kept for the calibrated result, labelled as the reference's.
    expect(evalsOf(measured).metadata.output_quality_reference).toMatchObject({ method: 'reference' });
    expect((evalsOf(reference).metadata.evals as EvalsReport).lift).toBeGreaterThan(0);
  });

  test('evals do not run at quick depth unless asked, nor when asked not to', async () => {
    fake = await startFakeAnthropic({ router: evalsModel({ loads: [], answer: () => 'x' }) });
    const llm = createLlmLayers(llmSettings(fake));
    for (const options of [{ depth: 'quick' as const }, { depth: 'quick' as const, evals: false }]) {
      const outcome = await evaluateTarget(new DiskSource(FIXTURES), 'commit-tone', { ...options, llm });
      expect(outcome.ok && outcome.result.layers.map((l) => l.layer)).toEqual(['static']);
    }
    expect(fake.calls()).toHaveLength(0);
  });

  test('without a key they do not run, and the result says so', async () => {
    const outcome = await evaluateTarget(new DiskSource(FIXTURES), 'commit-tone', {
      depth: 'standard',
      llm: undefined,
      evals: true,
      neighbours: [],
    });
    if (!outcome.ok) throw new Error(outcome.error.error);
    expect(outcome.result.layers.map((l) => l.layer)).toEqual(['static']);
    expect(outcome.result.warnings.join('\n')).toContain('did not run (no API key)');
  });
});

describe("the author's trigger set", () => {
  test('measured triggering puts its queries to the agent too and reports both F1s', async () => {
    const chooseSkill = (prompt: string, names: string[]) =>
      /csv/i.test(prompt) && names.includes('csv-summary') ? 'csv-summary' : null;
    fake = await startFakeAnthropic({
      router: evalsModel({ loads: ['csv-summary'], answer: () => CSV_WITH, fallback: schemaModel({ chooseSkill }) }),
    });
    const llm = createLlmLayers(llmSettings(fake, { evalRepetitions: 1, triggerRepetitions: 1 }));
    const outcome = await evaluateTarget(new DiskSource(FIXTURES), 'csv-summary', {
      depth: 'standard',
      llm,
      neighbours: [],
    });
    if (!outcome.ok) throw new Error(outcome.error.error);
    const judge = outcome.result.layers.find((l) => l.layer === 'judge')!;
    const found = judge.metadata.triggering as {
      author?: { files: string[]; f1: number; precision: number; recall: number; prompts: unknown[] };
      generated?: { f1: number };
    };
    expect(found.author!.files).toEqual(['csv-summary/evals/trigger_evals.json']);
    expect(found.author!.prompts).toHaveLength(4);
    // "convert this CSV to JSON" should not trigger but does: precision 2/3, recall 1.
    expect(found.author!.precision).toBeCloseTo(2 / 3, 10);
    expect(found.author!.recall).toBe(1);
    expect(found.author!.f1).toBeCloseTo(0.8, 10);
    expect(typeof found.generated!.f1).toBe('number');
    const asked = fake
      .calls()
      .filter((r) => !isEvalAgentRequest(r) && r.body.tools?.some((t: { name: string }) => t.name === 'load_skill'));
    expect(asked.some((r) => JSON.stringify(r.body).includes('convert this CSV to JSON'))).toBe(true);
    expect(renderMarkdown(outcome.result)).toMatch(
      /author's trigger set \(csv-summary\/evals\/trigger_evals\.json, 4 queries\): 0\.80/,
    );
  });
});

describe('batches (the weekly sweep)', () => {
  test('the evals go through the Message Batches API and give the same lift as direct calls', async () => {
    const model: EvalsModelOptions = {
      loads: ['csv-summary'],
      answer: (_p, skill) => (skill ? CSV_WITH : CSV_WITHOUT),
    };
    const direct = await score('csv-summary', model, {}, { evalRepetitions: 2 });
    const dir = mkdtempSync(path.join(tmpdir(), 'evals-batch-'));
    temps.push(dir);
    const before = fake!.calls().length;
    const batched = await score(
      'csv-summary',
      model,
      {},
      { evalRepetitions: 2, batch: { stateFile: path.join(dir, 'state.json'), pollIntervalMs: 2, idleMs: 20 } },
    );
    const calls = fake!.calls().slice(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((r) => r.path.startsWith('batch:'))).toBe(true);
    expect(batched.report.lift).toBe(direct.report.lift);
    expect(batched.report.lift_ci).toEqual(direct.report.lift_ci);
    // At the batch price (half), cache reads and writes aside.
    expect(batched.report.without_skill.estimated_cost_usd).toBeLessThan(
      direct.report.without_skill.estimated_cost_usd,
    );
  });
});

test('pass@k', () => {
  expect(passAtK(3, 0, 3)).toBe(0);
  expect(passAtK(3, 1, 3)).toBe(1);
  expect(passAtK(3, 1, 1)).toBeCloseTo(1 / 3, 12);
  expect(passAtK(4, 2, 2)).toBeCloseTo(1 - 1 / 6, 12);
  expect(passAtK(0, 0, 3)).toBeNull();
});
