// End to end: the bundled Action (dist/index.js) in pull request mode on a skill with its own
// evals, against the loopback fakes of GitHub and of the Messages API. The fake agent answers
// from whichever SKILL.md came back from load_skill, so the base and the head differ in lift.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { STICKY_MARKER } from '../../src/action/comment.js';
import { PR_REPORT_FILE } from '../../src/action/pr.js';
import { pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import { evalsModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo, type PrRepo } from '../helpers/pluginRepo.js';

const TOKEN = 'ghs_fakeTokenValue1234567890';
const PR_NUMBER = 11;
const FIXTURE = path.join(process.cwd(), 'fixtures', 'evals', 'csv-summary');
const read = (rel: string) => readFileSync(path.join(FIXTURE, rel), 'utf8');
const SKILL = read('SKILL.md');
const BASE: Record<string, string> = {
  'skills/csv-summary/SKILL.md': SKILL,
  'skills/csv-summary/evals/evals.json': read('evals/evals.json'),
  'skills/csv-summary/evals/files/sales.csv': read('evals/files/sales.csv'),
};
/** The head drops the steps on the heading and the counts line. */
const WEAKER = SKILL.replace(/^2\. Start the answer.*\n^3\. Give the counts.*\n/m, '');
const SAME_BUT_REWORDED = SKILL.replace('for a quick first look', 'for a first look');

const FULL = '## CSV summary\nRows: 4, columns: 3\n- date: date\n- region: text\n- amount: number\nNothing odd.';
const PARTIAL = '- date: date\n- region: text\n- amount: number\nNothing odd.';
const NONE = 'The file holds sales by date and region, with an amount for each.';

let gh: FakeGitHub;
let fake: FakeAnthropic;
const dirs: string[] = [];
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
  fake = await startFakeAnthropic({
    router: evalsModel({
      loads: ['csv-summary'],
      answer: (_prompt, skill) =>
        skill === null ? NONE : skill.includes('Start the answer with the heading') ? FULL : PARTIAL,
    }),
  });
});
afterEach(async () => {
  await gh.close();
  await fake.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function runPr(repo: PrRepo, inputs: Record<string, string>): Promise<ActionRun> {
  dirs.push(repo.dir);
  gh.setPullFiles(PR_NUMBER, repo.files);
  return runAction({
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: PR_NUMBER, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
    sha: repo.headSha,
    env: { ANTHROPIC_BASE_URL: fake.url },
    inputs: {
      'github-token': TOKEN,
      'output-dir': 'plugin-eval-report',
      'anthropic-api-key': 'sk-ant-test-evals',
      ...inputs,
    },
  });
}

function prReport(repo: PrRepo) {
  return JSON.parse(readFileSync(path.join(repo.dir, 'plugin-eval-report', PR_REPORT_FILE), 'utf8'));
}

describe('eval-gate in pull requests', () => {
  test('regression: the head loses the steps the evals check, so its pass rate drops beyond the interval and the check fails', async () => {
    const repo = buildRepo(BASE, { 'skills/csv-summary/SKILL.md': WEAKER });
    const run = await runPr(repo, { 'eval-gate': 'regression' });
    expect(run.code).toBe(1);
    const target = prReport(repo).targets.find((t: { path: string }) => t.path === 'skills/csv-summary');
    expect(target.evals.base.pass_rate_with_skill).toBe(1);
    expect(target.evals.head.pass_rate_with_skill).toBeCloseTo((1 / 3 + 1 / 2 + 0) / 3, 10);
    expect(target.evals.head.lift).toBe(0);
    expect(target.evals.base.lift).toBeGreaterThan(0);
    expect(target.evals.change).toBeLessThan(0);
    expect(target.evals.change_ci[1]).toBeLessThan(0);
    const comment = [...gh.comments.values()].find((c) => c.body.includes(STICKY_MARKER))!;
    expect(comment.body).toMatch(
      /`skills\/csv-summary` evals: lift 0 \[0, 0\], pass rate 28% \(without the skill 28%\); base: lift \+72 \[\+\d+, \+\d+\], pass rate 100%; change −72 points \[−\d+, −\d+\]/,
    );
    expect(comment.body).toContain('Eval gate:');
    const check = [...gh.checkRuns.values()][0]!;
    expect(check.conclusion).toBe('failure');
  });

  test('regression: a reworded description that changes no answer passes', async () => {
    const repo = buildRepo(BASE, { 'skills/csv-summary/SKILL.md': SAME_BUT_REWORDED });
    const run = await runPr(repo, { 'eval-gate': 'regression' });
    expect(run.code).toBe(0);
    const target = prReport(repo).targets.find((t: { path: string }) => t.path === 'skills/csv-summary');
    expect(target.evals.change).toBe(0);
    expect([...gh.comments.values()][0]!.body).toContain('change 0 points [0, 0]');
  });

  test('min-lift:X fails under the floor and passes above it', async () => {
    const under = await runPr(buildRepo(BASE, { 'skills/csv-summary/SKILL.md': SAME_BUT_REWORDED }), {
      'eval-gate': 'min-lift:80',
    });
    expect(under.code).toBe(1);
    expect(under.errors.join('\n')).toMatch(/lift \+\d+ points is under \+80/);
    const over = await runPr(buildRepo(BASE, { 'skills/csv-summary/SKILL.md': SAME_BUT_REWORDED }), {
      'eval-gate': 'min-lift:50',
    });
    expect(over.code).toBe(0);
  });

  test('off at depth quick: the evals do not run and no model is called', async () => {
    const run = await runPr(buildRepo(BASE, { 'skills/csv-summary/SKILL.md': WEAKER }), {});
    expect(run.code).toBe(0);
    expect(fake.calls()).toHaveLength(0);
  });

  test('a bad eval-gate value is an input error', async () => {
    const run = await runPr(buildRepo(BASE, { 'skills/csv-summary/SKILL.md': WEAKER }), {
      'eval-gate': 'min-lift:lots',
    });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toContain('eval-gate');
  });
});
