// The GitHub adapter under a deadline, over the real Octokit (retry and throttling plugins) against
// the loopback fake: a request that never answers is stopped at the work end and named in the
// deadline's note; nothing starts after it, while publishing may still use the margin; and no
// backoff is waited that would end past the deadline. Counts of requests are asserted, not times.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import {
  createGitHubApi,
  GITHUB_CREATE_TRIES,
  GITHUB_MAX_RETRIES,
  GitHubApiError,
  RETRY_BASE_ENV,
} from '../../src/adapters/github.js';
import { Deadline } from '../../src/runtime/deadline.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let gh: FakeGitHub;
const deadlines: Deadline[] = [];
const saved = process.env[RETRY_BASE_ENV];

beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  await gh.close();
  deadlines.splice(0).forEach((d) => d.dispose());
  if (saved === undefined) delete process.env[RETRY_BASE_ENV];
  else process.env[RETRY_BASE_ENV] = saved;
});

function apiWith(deadline: Deadline) {
  deadlines.push(deadline);
  return createGitHubApi({ token: 't0ken', repo: { owner: 'octo', repo: 'skills' }, baseUrl: gh.url, deadline });
}

test('a request that never answers ends at the work end; none starts after it; publishing still may post', async () => {
  process.env[RETRY_BASE_ENV] = '1';
  const deadline = new Deadline(6_000, { label: '6s' });
  const api = apiWith(deadline);
  gh.addFault({ method: 'GET', path: /\/pulls\/\d+\/files$/, hang: true });
  const err = await api.listPullFiles(4).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(GitHubApiError);
  expect((err as Error).message).toBe('listing the files of pull request #4 failed (no answer before the 6s deadline)');
  expect(deadline.workOver).toBe(true);
  expect(deadline.note()).toContain('GitHub did not answer in time (listing the files of pull request #4)');

  const before = gh.requests.length;
  await expect(api.getPull(4)).rejects.toThrow('reading pull request #4 failed (no answer before the 6s deadline)');
  expect(gh.requests.length).toBe(before);

  deadline.startPublishing();
  const made = await api.createComment(4, 'posted in the margin');
  expect(gh.comments.get(made.id)?.body).toBe('posted in the margin');
});

test('no retry whose backoff would end past the deadline', async () => {
  // The retry plugin's real schedule (1 s, 4 s, 9 s); the work end is 3 s away.
  process.env[RETRY_BASE_ENV] = '1000';
  const api = apiWith(new Deadline(6_000, { label: '6s' }));
  gh.addFault({ method: 'GET', path: /\/pulls\/\d+$/, status: 500 });
  await expect(api.getPull(4)).rejects.toThrow(/HTTP 500/);
  const tries = gh.requests.filter((r) => r.path.endsWith('/pulls/4')).length;
  expect(tries).toBeGreaterThanOrEqual(1);
  expect(tries).toBeLessThanOrEqual(2);
  expect(tries).toBeLessThan(GITHUB_MAX_RETRIES + 1);
});

test('a create is not tried again after a wait that would end past the deadline', async () => {
  process.env[RETRY_BASE_ENV] = '1000';
  const api = apiWith(new Deadline(6_000, { label: '6s' }));
  gh.addFault({ method: 'POST', path: /\/check-runs$/, status: 502 });
  // The failure itself, not the deadline's: the second wait (4 s) would have ended past the work end, so it was not waited.
  await expect(
    api.createCheckRun('a'.repeat(40), 'PluginEval', 'success', { title: 't', summary: 's' }),
  ).rejects.toThrow(/HTTP 502/);
  const posts = gh.requests.filter((r) => r.method === 'POST').length;
  expect(posts).toBeGreaterThanOrEqual(1);
  expect(posts).toBeLessThan(GITHUB_CREATE_TRIES);
  expect(gh.checkRuns.size).toBe(0);
});
