// End to end (the bundled dist/index.js as a child process, loopback fakes of the REST API and the
// Messages API), with the default deadline (330 minutes): a GitHub or model call that never
// answers ends on its own timeout, so the run ends in minutes and still publishes; an overload
// that ends is waited out and the check passes. The timeouts are lowered through environment
// variables (PLUGIN_EVAL_GITHUB_TIMEOUT_MS, PLUGIN_EVAL_MODEL_TIMEOUT_UNIT_MS) so that minutes
// become a second or two; a run still going after KILL_AFTER_MS is killed, and fails its test.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import { pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import {
  errorReply,
  hangReply,
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeRouter,
} from '../helpers/fakeAnthropic.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo, skillMd, type PrRepo } from '../helpers/pluginRepo.js';

const TOKEN = 'ghs_timeoutsTokenValue1234567890';
const KEY = 'sk-ant-api03-timeoutsKey-4e2a';
const PR_NUMBER = 31;
const OUT = 'plugin-eval-report';
const DESCRIPTION =
  'Converts CSV files to markdown tables. Use when the user asks for a table, for reports, during documentation work.';
/** Far above what the lowered timeouts need, far below the default deadline. */
const KILL_AFTER_MS = 90_000;

let gh: FakeGitHub;
let llm: FakeAnthropic | null = null;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
  await llm?.close();
  llm = null;
});

function oneSkillPr(): PrRepo {
  return buildRepo(
    { 'README.md': '# Skills\n', 'skills/tables/SKILL.md': skillMd('tables', 'Tables.') },
    { 'README.md': '# Skills!\n', 'skills/tables/SKILL.md': skillMd('tables', DESCRIPTION) },
  );
}

function runPr(repo: PrRepo, inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  gh.setPullFiles(PR_NUMBER, repo.files);
  return runAction({
    env,
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: PR_NUMBER, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, 'output-dir': OUT, ...inputs },
    killAfterMs: KILL_AFTER_MS,
  });
}

function readJson(dir: string, ...parts: string[]): any {
  return JSON.parse(readFileSync(path.join(dir, ...parts), 'utf8'));
}

test('the comment listing never answers: it ends after its budget, and the check, summary, outputs and reports are published', async () => {
  const repo = oneSkillPr();
  gh.addFault({ method: 'GET', path: /\/issues\/\d+\/comments$/, hang: true });
  const run = await runPr(repo, { threshold: '10' }, { PLUGIN_EVAL_GITHUB_TIMEOUT_MS: '500' });

  expect(run.code).toBe(0);
  expect(gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments')).length).toBeGreaterThan(0);
  expect(
    run.warnings.some((w) =>
      /listing the comments of pull request #31 failed \(no answer within 1\.5 s, retries included\)/.test(w),
    ),
  ).toBe(true);
  expect(gh.comments.size).toBe(0);
  expect([...gh.checkRuns.values()][0]?.conclusion).toBe('success');
  expect(run.outputs.passed).toBe('true');
  expect(run.outputs.count).toBe('1');
  expect(run.summary).toContain('skills/tables');
  expect(existsSync(path.join(repo.dir, OUT, 'pull-request.json'))).toBe(true);
}, 120_000);

test('the Messages API never replies: each call times out on its own, the judge is unmeasured, and the comment and check are posted', async () => {
  const repo = oneSkillPr();
  llm = await startFakeAnthropic({ router: () => hangReply });
  const run = await runPr(
    repo,
    { depth: 'standard', 'anthropic-api-key': KEY, threshold: '10', 'on-unmeasured': 'neutral' },
    { ANTHROPIC_BASE_URL: llm.url, PLUGIN_EVAL_MODEL_TIMEOUT_UNIT_MS: '5' },
  );

  expect(run.code).toBe(0);
  expect(llm.calls().length).toBeGreaterThan(0);
  const report = readJson(repo.dir, OUT, 'pull-request.json');
  expect(report.unmeasured).toEqual(['skills/tables']);
  const target = readJson(repo.dir, OUT, report.targets[0].report);
  const judge = target.layers.find((l: { layer: string }) => l.layer === 'judge');
  const reasons = (judge.metadata.unmeasured as Array<{ dimension: string; reason: string }>).map((u) => u.reason);
  expect(reasons).toHaveLength(JUDGE_DIMENSIONS.length);
  for (const reason of reasons) expect(reason).toMatch(/timeout after \d+ ms|circuit breaker open/);
  expect(reasons.join('\n')).not.toContain('deadline');
  expect(gh.comments.size).toBe(1);
  expect([...gh.checkRuns.values()][0]?.conclusion).toBe('neutral');
  expect(run.outputs.count).toBe('1');
}, 120_000);

test('a burst of twenty 529s with retry-after 0 is waited out: every dimension measured, the check passes', async () => {
  const repo = oneSkillPr();
  let overloaded = 20;
  const model = schemaModel();
  const router: FakeRouter = (request) =>
    overloaded-- > 0
      ? errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: { 'retry-after': '0' } })
      : model(request);
  llm = await startFakeAnthropic({ router });
  const run = await runPr(
    repo,
    { depth: 'standard', 'anthropic-api-key': KEY, threshold: '10' },
    { ANTHROPIC_BASE_URL: llm.url },
  );

  expect(run.code).toBe(0);
  expect(llm.requests.filter((r) => r.path === '/v1/messages').length).toBeGreaterThan(20);
  const report = readJson(repo.dir, OUT, 'pull-request.json');
  expect(report.unmeasured).toEqual([]);
  const target = readJson(repo.dir, OUT, report.targets[0].report);
  const judge = target.layers.find((l: { layer: string }) => l.layer === 'judge');
  expect(judge.metadata.unmeasured).toEqual([]);
  expect([...gh.checkRuns.values()][0]?.conclusion).toBe('success');
  expect(run.outputs.passed).toBe('true');
}, 120_000);
