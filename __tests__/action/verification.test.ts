// The comparison of a downloaded report with what publish mode recomputed: every disagreement is
// listed (a score, a base score, a status, a kind, a target listed or left out, a removal), and
// an honest report has none.
import { expect, test } from '@jest/globals';
import type { AffectedTarget } from '../../src/action/affected.js';
import type { PublishedReport, PublishedTarget } from '../../src/action/publishedReport.js';
import type { RecomputedTarget } from '../../src/action/recompute.js';
import { verifiedTarget, verifyReport } from '../../src/action/verification.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { goodSkill, weakSkill } from '../helpers/tree.js';

const source = new MemorySource({
  'skills/good/SKILL.md': goodSkill('good'),
  'skills/weak/SKILL.md': weakSkill('weak'),
});

async function recomputed(rel: string, base: 'same' | 'new' = 'same'): Promise<RecomputedTarget> {
  const head = await evaluateTarget(source, rel, { depth: 'quick', llm: null });
  const target: AffectedTarget = { kind: 'skill', path: rel, movedFrom: null };
  return { target, head, base: base === 'new' ? null : head };
}

function report(targets: PublishedTarget[], removed: PublishedReport['removed'] = []): PublishedReport {
  return { pull_request: 1, head_sha: 'a'.repeat(40), base_sha: 'b'.repeat(40), targets, removed, notes: [] };
}

test('an honest report: no discrepancy, every row the same', async () => {
  const targets = [await recomputed('skills/good'), await recomputed('skills/weak', 'new')];
  const removed: AffectedTarget[] = [{ kind: 'skill', path: 'skills/gone', movedFrom: null }];
  const v = verifyReport(report(targets.map(verifiedTarget), [{ kind: 'skill', path: 'skills/gone' }]), {
    listed: true,
    targets,
    removed,
  });
  expect(v.discrepancies).toEqual([]);
  expect(v.rows.map((r) => r.disagrees)).toEqual([false, false]);
});

test('each kind of disagreement is listed once, with the path it concerns', async () => {
  const good = await recomputed('skills/good');
  const weak = await recomputed('skills/weak');
  const honest = verifiedTarget(good);
  const claims: PublishedTarget[] = [
    { ...honest, base_score: 1 },
    { path: 'skills/extra', kind: 'plugin', score: 99, base_score: null, status: 'new', error: null },
  ];
  const v = verifyReport(report(claims, [{ kind: 'skill', path: 'skills/weak' }]), {
    listed: true,
    targets: [good, weak],
    removed: [{ kind: 'plugin', path: 'plugins/gone', movedFrom: null }],
  });
  expect(v.discrepancies.map((d) => [d.path, d.what.split(',')[0]])).toEqual([
    ['skills/good', 'the report gives the base 1.0'],
    ['skills/weak', 'the pull request changes it'],
    ['skills/extra', 'the report lists it'],
    ['skills/weak', 'the report says it is removed; it is not'],
    ['plugins/gone', 'the pull request removes it; the report does not say so'],
  ]);
  expect(v.rows.map((r) => [r.verified.path, r.claimed?.path ?? null, r.disagrees])).toEqual([
    ['skills/good', 'skills/good', true],
    ['skills/weak', null, true],
  ]);
});

test('no list of changed files: one discrepancy saying nothing could be checked, no rows', () => {
  const v = verifyReport(report([]), { listed: false, unlistedReason: 'HTTP 500', targets: [], removed: [] });
  expect(v.rows).toEqual([]);
  expect(v.discrepancies).toEqual([
    { path: null, what: expect.stringContaining('could not be listed here (HTTP 500)') },
  ]);
});
