// Without a deadline, a GitHub endpoint that never answers does not hold the run: each try ends
// after its timeout and the request, with its retries and waits, after its budget (three try
// timeouts). Over the real Octokit (retry and throttling plugins) against the loopback fake, with
// the try timeout lowered through PLUGIN_EVAL_GITHUB_TIMEOUT_MS. Counts and messages are asserted,
// not wall times.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { upsertStickyComment } from '../../src/action/comment.js';
import {
  CALL_TIMEOUT_ENV,
  createGitHubApi,
  GITHUB_CREATE_TRIES,
  GITHUB_MAX_RETRIES,
  GitHubApiError,
  RETRY_BASE_ENV,
} from '../../src/adapters/github.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let gh: FakeGitHub;
const saved = { [RETRY_BASE_ENV]: process.env[RETRY_BASE_ENV], [CALL_TIMEOUT_ENV]: process.env[CALL_TIMEOUT_ENV] };

beforeEach(async () => {
  process.env[RETRY_BASE_ENV] = '1';
  process.env[CALL_TIMEOUT_ENV] = '300';
  gh = await startFakeGitHub();
});
afterEach(async () => {
  await gh.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const api = () => createGitHubApi({ token: 't0ken', repo: { owner: 'octo', repo: 'skills' }, baseUrl: gh.url });

test('a comment listing that never answers fails after its budget, its retries included, naming what failed', async () => {
  gh.addFault({ method: 'GET', path: /\/issues\/\d+\/comments$/, hang: true });
  const err = await upsertStickyComment(api(), 7, '<!-- m -->\nbody', '<!-- m -->').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(GitHubApiError);
  expect((err as Error).message).toBe(
    'listing the comments of pull request #7 failed (no answer within 900 ms, retries included)',
  );
  const tries = gh.requests.filter((r) => r.path.endsWith('/comments')).length;
  // Tried again after a try timed out, but never past the budget.
  expect(tries).toBeGreaterThanOrEqual(2);
  expect(tries).toBeLessThanOrEqual(GITHUB_MAX_RETRIES + 1);
  expect(gh.comments.size).toBe(0);
}, 20_000);

test('every call of a GitHub that never answers ends on its own; a create stops trying once its budget is spent', async () => {
  gh.addFault({ method: 'GET', path: /./, hang: true });
  gh.addFault({ method: 'POST', path: /./, hang: true });
  const client = api();
  await expect(client.listPullFiles(3)).rejects.toThrow(
    'listing the files of pull request #3 failed (no answer within 900 ms, retries included)',
  );
  await expect(client.getPull(3)).rejects.toThrow(/no answer within/);
  expect(await client.viewerLogin()).toBeNull();
  await expect(
    client.createCheckRun('a'.repeat(40), 'PluginEval', 'success', { title: 't', summary: 's' }),
  ).rejects.toThrow(/creating the PluginEval check run failed/);
  const posts = gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check-runs')).length;
  expect(posts).toBeGreaterThanOrEqual(1);
  expect(posts).toBeLessThanOrEqual(GITHUB_CREATE_TRIES);
}, 30_000);
