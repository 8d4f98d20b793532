// Every report states what the run cost: the target's JSON, its markdown, HTML and PR-comment
// details, the sweep's summary.json / summary.md / index.html, and the PR comment's footer.
// The figures come from a real run of the LLM layers against the loopback fake Messages API.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { prCost, renderPrReport, type PrReport } from '../../src/action/comment.js';
import { pullRequestGate } from '../../src/action/gate.js';
import { costOf } from '../../src/llm/cost.js';
import { MODELS, PRICES_AS_OF, modelInfo } from '../../src/llm/models.js';
import { fmtCost } from '../../src/reports/format.js';
import { renderHtml, renderSweepHtml } from '../../src/reports/html.js';
import { renderMarkdown, renderSweepSummary, renderTargetDetails } from '../../src/reports/markdown.js';
import { summarise } from '../../src/sweep/run.js';
import type { EvalResult } from '../../src/contract/types.js';
import { goodResult } from '../helpers/results.js';
import { llmResult } from './llmResult.js';

let llm: EvalResult;
let quick: EvalResult;

beforeAll(async () => {
  llm = await llmResult({ depth: 'standard', method: 'measured', judges: 1, elo: false });
  quick = await goodResult();
}, 60_000);

describe('the cost of a run', () => {
  test("a target's JSON sums its calls, tokens and dollars at the table's list prices", () => {
    const cost = llm.cost!;
    const usage = Object.entries(llm.model_usage);
    expect(usage.length).toBeGreaterThan(0);
    expect(cost.calls).toBe(usage.reduce((s, [, u]) => s + u.calls, 0));
    expect(cost.calls).toBeGreaterThan(0);
    expect(cost.input_tokens).toBe(usage.reduce((s, [, u]) => s + u.input_tokens, 0));
    expect(cost.cache_read_input_tokens + cost.cache_creation_input_tokens).toBeGreaterThan(0);
    // Tokens × the model table's prices (every call here is short: the base tier).
    let dollars = 0;
    for (const [model, u] of usage) {
      const p = modelInfo(model);
      expect(MODELS[model] ?? p).toBeDefined();
      dollars +=
        (u.input_tokens * p.input +
          u.output_tokens * p.output +
          u.cache_creation_input_tokens * p.cacheWrite +
          u.cache_read_input_tokens * p.cacheRead) /
        1e6;
    }
    expect(cost.estimated_usd).toBeCloseTo(dollars, 10);
    expect(cost.estimated_usd).toBeGreaterThan(0);
    expect(cost.prices).toContain(PRICES_AS_OF);
    expect(JSON.parse(JSON.stringify(llm)).cost).toEqual(cost);
  });

  test('a static-only run states that it cost nothing', () => {
    expect(quick.cost).toMatchObject({ estimated_usd: 0, calls: 0 });
    expect(fmtCost(quick.cost!)).toBe('$0 · no model calls');
    expect(renderMarkdown(quick)).toContain('- Cost: $0 · no model calls');
  });

  test('markdown, HTML and the PR details show the line', () => {
    const line = fmtCost(llm.cost!);
    expect(line).toMatch(
      /^\$\d+\.\d{4} \(est\.\) · \d+ calls · [\d,]+ input, [\d,]+ output, [\d,]+ cache-write, [\d,]+ cache-read tokens$/,
    );
    expect(renderMarkdown(llm)).toContain(`- Cost: ${line}`);
    expect(renderTargetDetails(llm)).toContain(`Cost: ${line}`);
    expect(renderHtml(llm)).toContain(`<div data-testid="cost">Cost: ${line.replace(/&/g, '&amp;')}</div>`);
  });

  test('a sweep sums its targets; summary.md and index.html say it', () => {
    const outcomes = [
      { ok: true as const, result: llm },
      { ok: true as const, result: quick },
    ];
    const summary = summarise(outcomes, { root: '.', depth: 'standard' });
    expect(summary.cost).toEqual(costOf([llm.model_usage, quick.model_usage]));
    expect(summary.cost!.calls).toBe(llm.cost!.calls);
    expect(renderSweepSummary(summary)).toContain(`- Cost: ${fmtCost(summary.cost!)}`);
    expect(renderSweepHtml(summary)).toContain(`<p data-testid="cost">Cost: ${fmtCost(summary.cost!)}</p>`);
  });

  test("the PR comment's footer counts the head and the base versions", () => {
    const report: PrReport = {
      rows: [
        {
          target: { kind: 'skill', path: llm.plugin_path, movedFrom: null },
          head: { ok: true, result: llm },
          basePath: llm.plugin_path,
          base: { ok: true, result: llm },
        },
      ],
      removed: [],
      gate: pullRequestGate([{ ok: true, result: llm }], { threshold: null, failOnError: true, securityGate: false }),
      threshold: null,
      depth: 'standard',
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      notes: [],
    };
    const cost = prCost(report);
    expect(cost.calls).toBe(2 * llm.cost!.calls);
    expect(cost.estimated_usd).toBeCloseTo(2 * llm.cost!.estimated_usd, 12);
    expect(renderPrReport(report).body).toContain(`cost ${fmtCost(cost)}`);
  });
});
