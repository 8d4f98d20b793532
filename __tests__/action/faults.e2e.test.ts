// End to end (the bundled dist/index.js as a child process, loopback fakes of the REST API and the
// Messages API): what the Action does when the LLM layers cannot measure, when the pull request
// itself answers 404, and when a changed skill has high-severity security findings. In every case
// the JSON report, the job summary and the outputs are written and the gate still decides.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CIRCUIT_BREAKER_FAILURES, DEFAULT_MAX_RETRIES } from '../../src/adapters/anthropic.js';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import { pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import {
  errorReply,
  schemaModel,
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeReply,
  type FakeRouter,
  wantedTool,
} from '../helpers/fakeAnthropic.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo, isolatedCheckout, skillMd, type PrRepo } from '../helpers/pluginRepo.js';

const TOKEN = 'ghs_faultsTokenValue0987654321';
const KEY = 'sk-ant-api03-faultsKey-5c2e';
const PR_NUMBER = 12;
const REPORT = path.join('plugin-eval-report', 'pull-request.json');
/** The server asks for a 1 ms wait, so the SDK's retries take no time. */
const FAST_RETRY = { 'retry-after-ms': '1' };

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

const DESCRIPTION =
  'Converts CSV files to markdown tables. Use when the user asks for a table, for reports, during documentation work.';

/** One skill improved by the pull request (and a README edit). */
function oneSkillPr(): PrRepo {
  return buildRepo(
    { 'README.md': '# Skills\n', 'skills/tables/SKILL.md': skillMd('tables', 'Tables.') },
    { 'README.md': '# Skills!\n', 'skills/tables/SKILL.md': skillMd('tables', DESCRIPTION) },
  );
}

function runPr(
  repo: PrRepo,
  workspace: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ActionRun> {
  gh.setPullFiles(PR_NUMBER, repo.files);
  return runAction({
    env,
    workspace,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: PR_NUMBER, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, 'output-dir': 'plugin-eval-report', ...inputs },
  });
}

function prReport(workspace: string): any {
  return JSON.parse(readFileSync(path.join(workspace, REPORT), 'utf8'));
}

function lastCheck() {
  return [...gh.checkRuns.values()].pop();
}

async function withFakeApi<T>(router: FakeRouter, run: (fake: FakeAnthropic) => Promise<T>): Promise<T> {
  const fake = await startFakeAnthropic({ router });
  try {
    return await run(fake);
  } finally {
    await fake.close();
  }
}

describe('the LLM layers could not measure: the check is neutral by default, never success; a threshold cannot pass under on-unmeasured: fail', () => {
  const faults: Record<string, () => FakeReply> = {
    500: () => errorReply(500, { errorType: 'api_error', message: 'Internal server error', headers: FAST_RETRY }),
    529: () => errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: FAST_RETRY }),
    429: () => errorReply(429, { errorType: 'rate_limit_error', message: 'Rate limited', headers: FAST_RETRY }),
  };
  /** Each assessment gets a different persistent fault. */
  const failingApi: FakeRouter = (request) => {
    const tool = String(wantedTool(request) ?? '');
    const status = tool.includes('triggering') ? 429 : tool.includes('output') ? 529 : 500;
    return faults[status]();
  };

  test('500/529/429 after retries: neutral with on-unmeasured: neutral; report, summary and outputs written', async () => {
    const repo = oneSkillPr();
    await withFakeApi(failingApi, async (llm) => {
      const run = await runPr(
        repo,
        repo.dir,
        { depth: 'standard', 'anthropic-api-key': KEY, threshold: '10', 'on-unmeasured': 'neutral' },
        { ANTHROPIC_BASE_URL: llm.url },
      );

      // The Action honours ANTHROPIC_BASE_URL: the calls reached the fake. After
      // CIRCUIT_BREAKER_FAILURES consecutive transport failures the breaker stops calling, so the
      // run makes far fewer requests than every call's 1 + DEFAULT_MAX_RETRIES tries would.
      expect(llm.requests.length).toBeGreaterThanOrEqual(CIRCUIT_BREAKER_FAILURES);
      expect(llm.requests.length).toBeLessThan(2 * JUDGE_DIMENSIONS.length * (DEFAULT_MAX_RETRIES + 1));
      expect(run.code).toBe(0);
      expect(run.outputs.passed).toBe('true');
      expect(run.outputs.count).toBe('1');
      expect(Number(run.outputs['min-score'])).toBeGreaterThan(10);

      const check = lastCheck();
      expect(check?.conclusion).toBe('neutral');
      expect(check?.output.title).toBe('1 target: passed');
      const report = prReport(repo.dir);
      expect(report.conclusion).toBe('neutral');
      expect(report.unmeasured).toEqual(['skills/tables']);
      const gaps = report.targets[0].llm_unmeasured;
      expect(gaps).toHaveLength(1);
      expect(gaps[0].layer).toBe('judge');
      expect([...gaps[0].dimensions].sort()).toEqual([...JUDGE_DIMENSIONS].sort());
      // The per-target JSON keeps the reasons, one per dimension.
      const target = JSON.parse(
        readFileSync(path.join(repo.dir, 'plugin-eval-report', report.targets[0].report), 'utf8'),
      );
      const judge = target.layers.find((l: { layer: string }) => l.layer === 'judge');
      const reasons = Object.fromEntries(
        (judge.metadata.unmeasured as Array<{ dimension: string; reason: string }>).map((u) => [u.dimension, u.reason]),
      );
      // Each reason is the transport failure itself, or the breaker that stopped the calls after it.
      expect(Object.keys(reasons).sort()).toEqual([...JUDGE_DIMENSIONS].sort());
      for (const reason of Object.values(reasons)) {
        expect(reason).toMatch(
          /HTTP 429 Rate limited|HTTP 500 Internal server error|HTTP 529 Overloaded|circuit breaker open after \d+ consecutive transport failures/,
        );
      }
      expect(Object.values(reasons).some((r) => /circuit breaker open/.test(r))).toBe(true);
      expect(target.composite.confidence_label).toBe('Estimated');

      // The gate line says why in the summary, the comment and the log.
      for (const text of [run.summary, [...gh.comments.values()][0].body, run.stdout]) {
        expect(text).toContain(
          '1 not fully measured by the LLM layers (`skills/tables`): the check is neutral, not a pass.',
        );
      }
      expect([...gh.comments.values()][0].body).toMatch(
        /- ⏳ `skills\/tables`: not fully measured by the LLM layers — judge: .*HTTP (429|500|529)/,
      );
      expect(existsSync(path.join(repo.dir, 'plugin-eval-report', 'summary.json'))).toBe(true);
      expect(run.errors).toEqual([]);
    });
  });

  test('on-unmeasured: fail: the threshold cannot pass: the step and the check fail, naming the skill', async () => {
    const repo = oneSkillPr();
    await withFakeApi(failingApi, async (llm) => {
      const run = await runPr(
        repo,
        repo.dir,
        { depth: 'standard', 'anthropic-api-key': KEY, threshold: '10', 'on-unmeasured': 'fail' },
        { ANTHROPIC_BASE_URL: llm.url },
      );
      expect(run.code).toBe(1);
      expect(run.outputs.passed).toBe('false');
      expect(run.errors.join('\n')).toContain('1 not fully measured by the LLM layers (`skills/tables`)');
      expect(lastCheck()?.conclusion).toBe('failure');
      expect(prReport(repo.dir)).toMatchObject({ conclusion: 'failure', passed: false, unmeasured: ['skills/tables'] });
      expect(run.summary).toContain('not fully measured');
    });
  });

  test('the same pull request with a working API is a success, and on-unmeasured changes nothing', async () => {
    const repo = oneSkillPr();
    await withFakeApi(schemaModel({ number: 0.75 }), async (llm) => {
      const run = await runPr(
        repo,
        repo.dir,
        { depth: 'standard', 'anthropic-api-key': KEY, threshold: '10', 'on-unmeasured': 'failure' },
        { ANTHROPIC_BASE_URL: llm.url },
      );
      expect(run.code).toBe(0);
      expect(lastCheck()?.conclusion).toBe('success');
      expect(prReport(repo.dir).unmeasured).toEqual([]);
      expect(prReport(repo.dir).targets[0].llm_unmeasured).toBeUndefined();
    });
  });

  test('depth standard without a key: neutral by default, saying the judge did not run; the threshold cannot pass with on-unmeasured: fail', async () => {
    const repo = oneSkillPr();
    const strict = await runPr(repo, repo.dir, { depth: 'standard', threshold: '10', 'on-unmeasured': 'fail' });
    expect(strict.code).toBe(1);
    expect(lastCheck()?.conclusion).toBe('failure');
    const run = await runPr(repo, repo.dir, { depth: 'standard', threshold: '10' });
    expect(run.code).toBe(0);
    expect(run.warnings.some((w) => w.includes('no anthropic-api-key'))).toBe(true);
    expect(lastCheck()?.conclusion).toBe('neutral');
    expect([...gh.comments.values()][0].body).toContain(
      '- ⏳ `skills/tables`: not fully measured by the LLM layers — judge (did not run).',
    );
    // Quick depth asks nothing of the LLM layers: success.
    const quick = await runPr(repo, repo.dir, { threshold: '10' });
    expect(quick.code).toBe(0);
    expect(lastCheck()?.conclusion).toBe('success');
  });
});

describe('a 404 on the pull request itself', () => {
  test('files list 404 and no base commit to diff against: every target is scored; report, summary and gate still happen', async () => {
    const repo = buildRepo(
      { 'skills/a/SKILL.md': skillMd('a', 'Tables.'), 'skills/b/SKILL.md': skillMd('b', DESCRIPTION) },
      { 'skills/a/SKILL.md': skillMd('a', DESCRIPTION) },
    );
    const work = isolatedCheckout(repo);
    gh.addFault({ method: 'GET', path: /\/pulls\/\d+\/files$/, status: 404, body: { message: 'Not Found' } });
    const run = await runPr(repo, work, { threshold: '99' });

    // 404 is not retried.
    expect(gh.requests.filter((r) => r.path.endsWith('/files'))).toHaveLength(1);
    expect(run.warnings.some((w) => /listing the files of pull request #12 failed \(HTTP 404/.test(w))).toBe(true);
    expect(run.warnings.some((w) => w.includes('scoring every target instead'))).toBe(true);
    // Both skills scored (not only the changed one), the report written, the gate decides.
    expect(run.outputs.count).toBe('2');
    const report = prReport(work);
    expect(report.targets.map((t: { path: string }) => t.path)).toEqual(['skills/a', 'skills/b']);
    expect(report.notes.join(' ')).toContain('every skill and plugin was scored');
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(run.summary).toContain('below the threshold 99');
    expect(lastCheck()?.conclusion).toBe('failure');
  });

  test('the pull request is gone (404 on its comments): the comment is skipped, the check, report and gate still happen', async () => {
    const repo = oneSkillPr();
    gh.addFault({ path: /\/issues\/\d+\/comments$/, status: 404, body: { message: 'Not Found' } });
    const run = await runPr(repo, repo.dir, { threshold: '10' });
    expect(run.code).toBe(0);
    expect(run.warnings.some((w) => /^Skipped the pull request comment: .*HTTP 404/.test(w))).toBe(true);
    expect(gh.comments.size).toBe(0);
    expect(lastCheck()?.conclusion).toBe('success');
    expect(prReport(repo.dir).passed).toBe(true);
    expect(run.summary).toContain('meet the threshold 10');
  });

  test('404 on the check run as well: both skipped with warnings; the step still passes or fails on the gate alone', async () => {
    const repo = oneSkillPr();
    gh.addFault({ path: /\/issues\/\d+\/comments$|\/check-runs$/, status: 404, body: { message: 'Not Found' } });
    const run = await runPr(repo, repo.dir, { threshold: '99' });
    expect(run.warnings.filter((w) => w.startsWith('Skipped'))).toHaveLength(2);
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(existsSync(path.join(repo.dir, REPORT))).toBe(true);
    expect(run.summary).toContain('below the threshold 99');
  });
});

describe('security findings in the comment, the annotations and the security gate', () => {
  const fixture = (name: string) =>
    readFileSync(path.join(process.cwd(), 'fixtures', 'security', name, 'SKILL.md'), 'utf8');

  function securityPr(): PrRepo {
    return buildRepo(
      { 'README.md': '# Skills\n' },
      {
        'skills/installer/SKILL.md': fixture('curl-pipe-sh'),
        'skills/tables/SKILL.md': skillMd('tables', DESCRIPTION),
      },
    );
  }

  test('a high-severity finding is annotated as a failure on its line and listed in the comment; the score is untouched', async () => {
    const repo = securityPr();
    const run = await runPr(repo, repo.dir, { threshold: '10' });
    expect(run.code).toBe(0);
    const check = lastCheck();
    expect(check?.conclusion).toBe('success');
    const ann = (check?.annotations ?? []) as Array<{
      path: string;
      start_line: number;
      annotation_level: string;
      title: string;
      message: string;
    }>;
    const pipe = ann.filter((a) => a.title.includes('PIPE_TO_SHELL'));
    expect(pipe).toEqual([
      expect.objectContaining({
        path: 'skills/installer/SKILL.md',
        start_line: 11,
        end_line: 11,
        annotation_level: 'failure',
      }),
    ]);
    expect(pipe[0].title).toContain('security');
    expect(pipe[0].message).toMatch(/Fix: /);
    const body = [...gh.comments.values()][0].body;
    expect(body).toMatch(/- 🛡️ `skills\/installer`: 1 security finding, 1 high — `PIPE_TO_SHELL` \(high, line 11\)/);
    expect(body).not.toContain('🛡️ `skills/tables`');
  });

  test('security-gate: true fails the step and the check on it, naming the skill; the report is still written', async () => {
    const repo = securityPr();
    const run = await runPr(repo, repo.dir, { threshold: '10', 'security-gate': 'true' });
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(run.errors.join('\n')).toContain('1 with high-severity security findings (`skills/installer`)');
    expect(lastCheck()?.conclusion).toBe('failure');
    const report = prReport(repo.dir);
    expect(report.conclusion).toBe('failure');
    expect(report.targets.map((t: { path: string; score: number }) => t.score > 10)).toEqual([true, true]);
  });
});
