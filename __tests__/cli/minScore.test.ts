// Per-target gates: `report --min-score` fails when any one target is below it even when the mean
// passes `--threshold`; the Action's `min-score` and `gate: each|mean` decide the same way.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pullRequestGate, sweepGate } from '../../src/action/gate.js';
import { summarise, targetFileStem, type SweepSummary } from '../../src/sweep/run.js';
import { runCli } from '../helpers/tree.js';

const ROOT = 'fixtures/marketplace';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pe-minscore-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function report(args: string[]): Promise<{ code: number; summary: SweepSummary }> {
  const out = path.join(tmp, String(Math.random()).slice(2));
  const r = await runCli(['report', ROOT, '--depth', 'quick', '--no-html', '--output-dir', out, ...args]);
  return { code: r.code, summary: JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8')) as SweepSummary };
}

describe('report --min-score', () => {
  test('the mean passes, one target is below: exit 1 naming it; at the lowest score: exit 0', async () => {
    const base = await report([]);
    const lowest = base.summary.min_score as number;
    const mean = base.summary.mean_score as number;
    expect(lowest).toBeLessThan(mean);
    const worst = base.summary.ranked[base.summary.ranked.length - 1].path;

    const failing = await report([
      '--threshold',
      String(Math.floor(lowest)),
      '--min-score',
      String(Math.floor(lowest) + 1),
    ]);
    expect(failing.code).toBe(1);
    expect(failing.summary.passed).toBe(false);
    expect(failing.summary.gate).toContain('below the minimum score');
    expect(failing.summary.gate).toContain(worst);

    const passing = await report(['--min-score', String(Math.floor(lowest))]);
    expect(passing.code).toBe(0);
    expect(passing.summary.gate).toContain('Every target reaches the minimum score');
  }, 120_000);

  test('the Action gates: each vs mean, and min-score on top of a mean threshold', async () => {
    const out = path.join(tmp, 'outcomes');
    const r = await runCli(['report', ROOT, '--depth', 'quick', '--no-html', '--output-dir', out]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8')) as SweepSummary;
    const lowest = summary.min_score as number;
    const mean = summary.mean_score as number;
    // Outcomes rebuilt from the per-target reports.
    const outcomes = summary.ranked.map((row) => ({
      ok: true as const,
      result: JSON.parse(readFileSync(path.join(out, `${targetFileStem(row.path)}.json`), 'utf8')),
    }));
    const opts = { failOnError: true, securityGate: false };
    const between = (lowest + mean) / 2;
    expect(
      sweepGate(summarise(outcomes, { root: '.', depth: 'quick', threshold: between }), outcomes, {
        ...opts,
        threshold: between,
      }).passed,
    ).toBe(true);
    expect(sweepGate(summary, outcomes, { ...opts, threshold: between, gate: 'each' }).passed).toBe(false);
    expect(sweepGate(summary, outcomes, { ...opts, threshold: between, minScore: between }).line).toContain(
      'below the minimum score',
    );
    expect(pullRequestGate(outcomes, { ...opts, threshold: between }).passed).toBe(false);
    expect(pullRequestGate(outcomes, { ...opts, threshold: between, gate: 'mean' }).passed).toBe(true);
    expect(pullRequestGate(outcomes, { ...opts, threshold: null, minScore: lowest }).conclusion).toBe('success');
  }, 120_000);
});
