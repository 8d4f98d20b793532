// The PR comment shows a target's composite interval when it straddles the threshold (issue 5):
// the verdict is then within what the LLM layers could measure.
import { describe, expect, test } from '@jest/globals';
import { intervalLine, renderPrReport, type PrReport, type PrRow } from '../../src/action/comment.js';
import { pullRequestGate } from '../../src/action/gate.js';
import type { EvalResult } from '../../src/contract/types.js';
import { goodResult } from '../helpers/results.js';

/** A scored target whose composite has the given score and interval. */
async function row(score: number, ci: [number, number] | null): Promise<PrRow> {
  const result: EvalResult = JSON.parse(JSON.stringify(await goodResult()));
  result.composite.score = score;
  result.composite.ci_lower = ci?.[0] ?? null;
  result.composite.ci_upper = ci?.[1] ?? null;
  return {
    target: { kind: 'skill', path: result.plugin_path, movedFrom: null },
    head: { ok: true, result },
    base: undefined,
    basePath: null,
  };
}

function report(rows: PrRow[], threshold: number | null): PrReport {
  return {
    rows,
    removed: [],
    gate: pullRequestGate(
      rows.map((r) => r.head),
      { threshold, failOnError: true, securityGate: false },
    ),
    threshold,
    depth: 'deep',
    headSha: 'a'.repeat(40),
    baseSha: 'b'.repeat(40),
    notes: [],
  };
}

describe('interval around the threshold', () => {
  test('shown when the threshold lies inside the interval, whichever side the score is on', async () => {
    const above = await row(72.4, [66.1, 78.9]);
    expect(intervalLine(above, 70)).toEqual([
      expect.stringContaining('72.4, bound [66.1, 78.9] around the threshold 70 — passes on its score'),
    ]);
    const below = await row(68, [61.5, 71]);
    expect(intervalLine(below, 70)[0]).toContain('fails on its score');
    const body = renderPrReport(report([above], 70)).body;
    expect(body).toContain('bound [66.1, 78.9] around the threshold 70');
  });

  test('not shown when the interval is clear of the threshold, when there is none, or without a threshold', async () => {
    expect(intervalLine(await row(85, [80, 90]), 70)).toEqual([]);
    expect(intervalLine(await row(50, [40, 69.9]), 70)).toEqual([]);
    expect(intervalLine(await row(70.5, null), 70)).toEqual([]);
    expect(intervalLine(await row(70.5, [65, 75]), null)).toEqual([]);
    expect(renderPrReport(report([await row(85, [80, 90])], 70)).body).not.toContain('around the threshold');
  });
});
