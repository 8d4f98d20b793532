// The gate when the LLM layers could not measure: above quick depth a skill with a dimension no
// layer measured is gated on its score as measured with a neutral check (`on-unmeasured: neutral`,
// the default), cannot pass a threshold (`fail`), or is gated as measured (`pass`) — and the PR comment says which skills need a look:
// LLM scores taken while the skill holds text aimed at the judge, security findings, gaps.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { attentionLines, renderPrReport, type PrReport, type PrRow } from '../../src/action/comment.js';
import { describeGaps, llmGaps, pullRequestGate, sweepGate, type GateOptions } from '../../src/action/gate.js';
import { evaluateTarget, type LlmLayers } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { summarise } from '../../src/sweep/run.js';
import type { Depth, EvalOutcome, EvalResult, LayerResult } from '../../src/contract/types.js';
import { goodSkill } from '../helpers/tree.js';

const JUDGE_DIMS = ['triggering_accuracy', 'orchestration_fitness', 'output_quality', 'scope_calibration'] as const;

/** A judge layer as the adapter returns it: `measured` get 0.75, the rest are unmeasured for `reason`. */
function judgeLayer(measured: readonly string[], reason = 'HTTP 529 Overloaded'): LayerResult {
  const dimensions = Object.fromEntries(measured.map((d) => [d, 0.75]));
  return {
    layer: 'judge',
    score: measured.length ? 0.75 : 0,
    sub_scores: { ...dimensions },
    anti_patterns: [],
    dimensions,
    metadata: {
      measured: [...measured],
      unmeasured: JUDGE_DIMS.filter((d) => !measured.includes(d)).map((dimension) => ({ dimension, reason })),
    },
  };
}

function mcLayer(ok: boolean): LayerResult {
  return ok
    ? {
        layer: 'monte_carlo',
        score: 0.8,
        sub_scores: {},
        anti_patterns: [],
        dimensions: { robustness: 0.9, token_efficiency: 0.8 },
        metadata: { measured: ['robustness', 'token_efficiency'], unmeasured: [] },
      }
    : {
        layer: 'monte_carlo',
        score: 0,
        sub_scores: {},
        anti_patterns: [],
        dimensions: {},
        metadata: { measured: [], unmeasured: [{ dimension: 'robustness', reason: 'every run failed: HTTP 500' }] },
      };
}

function layers(judge: LayerResult, mc: LayerResult = mcLayer(true)): LlmLayers {
  return { measure: async (layer) => (layer.name === 'judge' ? judge : mc), usage: () => ({}) };
}

async function score(
  files: Record<string, string>,
  rel: string,
  depth: Depth,
  llm: LlmLayers | null,
): Promise<EvalResult> {
  const out = await evaluateTarget(new MemorySource(files), rel, { depth, llm, warn: () => {} });
  if (!out.ok) throw new Error(out.error.error);
  return out.result;
}

const GOOD = { 'skills/a/SKILL.md': goodSkill('a') };
const ok = (r: EvalResult): EvalOutcome => ({ ok: true, result: r });
const options = (extra: Partial<GateOptions> = {}): GateOptions => ({
  threshold: 10,
  failOnError: true,
  securityGate: false,
  ...extra,
});

describe('llmGaps', () => {
  test('nothing to measure at quick depth, and plugins are static at every depth', async () => {
    expect(llmGaps(await score(GOOD, 'skills/a', 'quick', null))).toEqual([]);
    const plugin = await score(
      { 'p/.claude-plugin/plugin.json': '{"name":"p"}', 'p/skills/a/SKILL.md': goodSkill('a') },
      'p',
      'deep',
      null,
    );
    expect(llmGaps(plugin)).toEqual([]);
  });

  test('a judge that measured everything is no gap; each unmeasured dimension is named with its reason', async () => {
    expect(llmGaps(await score(GOOD, 'skills/a', 'standard', layers(judgeLayer(JUDGE_DIMS))))).toEqual([]);
    const partial = await score(
      GOOD,
      'skills/a',
      'standard',
      layers(judgeLayer(['triggering_accuracy', 'scope_calibration'])),
    );
    expect(llmGaps(partial)).toEqual([
      { layer: 'judge', dimensions: ['orchestration_fitness', 'output_quality'], reason: 'HTTP 529 Overloaded' },
    ]);
    expect(describeGaps(llmGaps(partial))).toBe('judge: orchestration_fitness, output_quality (HTTP 529 Overloaded)');
  });

  test('no LLM layers at all (no key, a fork) is a gap; from deep on the Monte Carlo layer counts too', async () => {
    expect(llmGaps(await score(GOOD, 'skills/a', 'standard', null))).toEqual([
      { layer: 'judge', dimensions: [], reason: 'did not run' },
    ]);
    expect(llmGaps(await score(GOOD, 'skills/a', 'deep', null)).map((g) => g.layer)).toEqual(['judge', 'monte_carlo']);
    const mcFailed = await score(GOOD, 'skills/a', 'deep', layers(judgeLayer(JUDGE_DIMS), mcLayer(false)));
    expect(llmGaps(mcFailed)).toEqual([
      { layer: 'monte_carlo', dimensions: ['robustness'], reason: 'every run failed: HTTP 500' },
    ]);
    // At standard depth the Monte Carlo layer is not asked for.
    expect(llmGaps(await score(GOOD, 'skills/a', 'standard', layers(judgeLayer(JUDGE_DIMS), mcLayer(false))))).toEqual(
      [],
    );
  });
});

describe('the gate with unmeasured skills', () => {
  test('pull request: an unmeasured dimension gives a neutral check by default (never success, never a failure above the threshold); fail and pass say so', async () => {
    const measured = await score(GOOD, 'skills/a', 'standard', layers(judgeLayer(JUDGE_DIMS)));
    const unmeasured = await score(GOOD, 'skills/a', 'standard', layers(judgeLayer([])));
    expect(measured.composite.score).toBeGreaterThan(10);
    expect(unmeasured.composite.score).toBeGreaterThan(10);
    expect(unmeasured.measurement?.unmeasured).toEqual(['output_quality', 'scope_calibration']);
    expect(unmeasured.measurement?.partial).toEqual(['triggering_accuracy', 'orchestration_fitness']);

    expect(pullRequestGate([ok(measured)], options())).toMatchObject({
      passed: true,
      conclusion: 'success',
      unmeasured: [],
    });

    // fail: the score clears 10, but not every dimension it depends on was measured.
    const failure = pullRequestGate([ok(unmeasured)], options({ onUnmeasured: 'fail' }));
    expect(failure).toMatchObject({
      passed: false,
      conclusion: 'failure',
      failing: ['skills/a'],
      unmeasured: ['skills/a'],
    });
    expect(failure.line).toContain(
      '1 not fully measured by the LLM layers (`skills/a`): a threshold cannot pass on a dimension that was not measured (on-unmeasured: fail)',
    );
    // The default is neutral: a fork or a run without a key does not fail every pull request.
    const neutral = pullRequestGate([ok(unmeasured)], options());
    expect(pullRequestGate([ok(unmeasured)], options({ onUnmeasured: 'neutral' }))).toEqual(neutral);
    expect(neutral).toMatchObject({ passed: true, conclusion: 'neutral', failing: [], unmeasured: ['skills/a'] });
    expect(neutral.line).toMatch(
      /^⚠️ All 1 changed target meet the threshold 10 .* But 1 not fully measured by the LLM layers \(`skills\/a`\): the check is neutral, not a pass\.$/,
    );

    const pass = pullRequestGate([ok(unmeasured)], options({ onUnmeasured: 'pass' }));
    expect(pass).toMatchObject({ passed: true, conclusion: 'success', unmeasured: ['skills/a'] });
    expect(pass.line).toContain('gated on the score as measured (on-unmeasured: pass)');
    // Measured skills are not touched by the input.
    for (const mode of ['fail', 'neutral', 'pass'] as const)
      expect(pullRequestGate([ok(measured)], options({ onUnmeasured: mode })).conclusion).toBe('success');
  });

  test('a min-score is a score gate too; without any score gate the check is neutral and says why', async () => {
    const unmeasured = await score(GOOD, 'skills/a', 'standard', layers(judgeLayer(['triggering_accuracy'])));
    // The score as measured is still gated: below the threshold fails whatever on-unmeasured says.
    expect(pullRequestGate([ok(unmeasured)], options({ threshold: 99.9 })).conclusion).toBe('failure');
    expect(pullRequestGate([ok(unmeasured)], options({ threshold: null, minScore: 99.9 })).conclusion).toBe('failure');
    expect(pullRequestGate([ok(unmeasured)], options({ threshold: null, minScore: 10 })).conclusion).toBe('neutral');
    expect(
      pullRequestGate([ok(unmeasured)], options({ threshold: null, minScore: 10, onUnmeasured: 'fail' })).conclusion,
    ).toBe('failure');
    const reportOnly = pullRequestGate([ok(unmeasured)], options({ threshold: null }));
    expect(reportOnly.conclusion).toBe('neutral');
    expect(reportOnly.line).toMatch(/No threshold set: report only\. ⚠️ But 1 not fully measured/);
  });

  test('sweep: the same rule on the mean, and summary.json agrees', async () => {
    const unmeasured = await score(GOOD, 'skills/a', 'standard', null);
    expect(unmeasured.measurement?.unmeasured).toEqual(['output_quality', 'scope_calibration']);
    const outcomes = [ok(unmeasured)];
    const summary = summarise(outcomes, { root: '.', depth: 'standard', threshold: 10, onUnmeasured: 'fail' });
    expect(summary.passed).toBe(false);
    expect(summary.gate).toContain(
      '1 target(s) with dimensions that were not measured, on which a threshold cannot pass (--on-unmeasured fail): skills/a.',
    );
    expect(summary.ranked[0]).toMatchObject({ unmeasured: ['output_quality', 'scope_calibration'] });
    expect(sweepGate(summary, outcomes, options({ onUnmeasured: 'fail' }))).toMatchObject({
      passed: false,
      conclusion: 'failure',
      unmeasured: ['skills/a'],
    });
    expect(sweepGate(summary, outcomes, options())).toMatchObject({ passed: true, conclusion: 'neutral' });
    expect(summarise(outcomes, { root: '.', depth: 'standard', threshold: 10 }).passed).toBe(true);
    expect(sweepGate(summary, outcomes, options({ onUnmeasured: 'pass' }))).toMatchObject({
      passed: true,
      conclusion: 'success',
    });
    const measured = [ok(await score(GOOD, 'skills/a', 'standard', layers(judgeLayer(JUDGE_DIMS))))];
    expect(
      sweepGate(summarise(measured, { root: '.', depth: 'standard', threshold: 10 }), measured, options()).conclusion,
    ).toBe('success');
  });
});

describe('the comment marks what needs a look', () => {
  const fixture = (name: string) =>
    readFileSync(path.join(process.cwd(), 'fixtures', 'security', name, 'SKILL.md'), 'utf8');

  function row(result: EvalResult): PrRow {
    return {
      target: { kind: 'skill', path: result.plugin_path, movedFrom: null },
      head: ok(result),
      basePath: result.plugin_path,
      base: null,
    };
  }

  function report(rows: PrRow[]): PrReport {
    return {
      rows,
      removed: [],
      gate: pullRequestGate(
        rows.map((r) => r.head),
        options(),
      ),
      threshold: 10,
      depth: 'standard',
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      notes: [],
    };
  }

  test('LLM scores taken with a PROMPT_INJECTION_JUDGE finding present get a 🚩; static-only scores do not', async () => {
    const files = { 'skills/judge-full-marks/SKILL.md': fixture('judge-full-marks') };
    const judged = await score(files, 'skills/judge-full-marks', 'standard', layers(judgeLayer(JUDGE_DIMS)));
    const injection = judged.findings.find((f) => f.rule === 'PROMPT_INJECTION_JUDGE');
    expect(injection).toBeDefined();
    const lines = attentionLines(row(judged));
    expect(lines[0]).toBe(
      `🚩 \`skills/judge-full-marks\`: its LLM scores were taken while it holds text aimed at the judge (\`PROMPT_INJECTION_JUDGE\`, line ${injection!.line}). ` +
        'The judge reads the skill as delimited data and its scores are bounded, but check them by hand.',
    );
    expect(lines[1]).toMatch(/^🛡️ `skills\/judge-full-marks`: \d+ security findings?.*`PROMPT_INJECTION_JUDGE` \(/);

    // The same skill without LLM scores (quick, or the judge measured nothing): no flag, findings still listed.
    for (const plain of [
      await score(files, 'skills/judge-full-marks', 'quick', null),
      await score(files, 'skills/judge-full-marks', 'standard', layers(judgeLayer([]))),
    ]) {
      const l = attentionLines(row(plain));
      expect(l.some((x) => x.startsWith('🚩'))).toBe(false);
      expect(l.some((x) => x.startsWith('🛡️'))).toBe(true);
    }
    // A clean, fully measured skill needs no look.
    expect(attentionLines(row(await score(GOOD, 'skills/a', 'standard', layers(judgeLayer(JUDGE_DIMS)))))).toEqual([]);
  });

  test('the rendered comment lists the marks above the details, with unmeasured dimensions and their reasons', async () => {
    const files = { 'skills/judge-full-marks/SKILL.md': fixture('judge-full-marks'), ...GOOD };
    const flagged = await score(files, 'skills/judge-full-marks', 'standard', layers(judgeLayer(JUDGE_DIMS)));
    const gap = await score(
      files,
      'skills/a',
      'standard',
      layers(judgeLayer(['triggering_accuracy'], 'HTTP 500 <b>boom</b>\n# injected heading')),
    );
    const { body } = renderPrReport(report([row(flagged), row(gap)]));
    const flag = body.indexOf('- 🚩 `skills/judge-full-marks`');
    expect(flag).toBeGreaterThan(body.indexOf('| Target |'));
    expect(flag).toBeLessThan(body.indexOf('<details>'));
    expect(body).toContain(
      '- ⏳ `skills/a`: not fully measured by the LLM layers — judge: orchestration_fitness, output_quality, scope_calibration (HTTP 500 &lt;b&gt;boom&lt;/b&gt; #\u200b injected heading).',
    );
    // A server's text cannot start a heading or open HTML in the comment.
    expect(body).not.toMatch(/^# injected heading/m);
    expect(body).not.toContain('<b>boom');
  });

  test('security findings of a plugin are listed too (a plugin has no LLM scores to flag)', async () => {
    const plugin = await score(
      {
        'p/.claude-plugin/plugin.json': '{"name":"p"}',
        'p/skills/j/SKILL.md': fixture('judge-full-marks'),
        'p/skills/c/SKILL.md': fixture('curl-pipe-sh'),
      },
      'p',
      'quick',
      null,
    );
    const lines = attentionLines({
      target: { kind: 'plugin', path: 'p', movedFrom: null },
      head: ok(plugin),
      basePath: 'p',
      base: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^🛡️ `p`: \d+ security findings, \d+ high — /);
    expect(lines[0]).toContain('`PIPE_TO_SHELL`');
  });
});
