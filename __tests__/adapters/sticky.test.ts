// The sticky comment is ours only (written by the token's identity and starting with the marker),
// one per comment-key; creates answered 502 after GitHub stored them are found, not duplicated.
import { afterEach, describe, expect, test } from '@jest/globals';
import { publishCheckRun } from '../../src/action/checks.js';
import { stickyMarker, STICKY_MARKER, upsertStickyComment } from '../../src/action/comment.js';
import { createGitHubApi, RETRY_BASE_ENV, type GitHubApi } from '../../src/adapters/github.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../helpers/fakeGitHub.js';

let gh: FakeGitHub | null = null;
const saved = process.env[RETRY_BASE_ENV];
async function setup(options: FakeGitHubOptions = {}): Promise<{ gh: FakeGitHub; api: GitHubApi }> {
  process.env[RETRY_BASE_ENV] = '1';
  gh = await startFakeGitHub(options);
  return { gh, api: createGitHubApi({ token: 't0ken', repo: { owner: 'octo', repo: 'skills' }, baseUrl: gh.url }) };
}
afterEach(async () => {
  await gh?.close();
  gh = null;
  if (saved === undefined) delete process.env[RETRY_BASE_ENV];
  else process.env[RETRY_BASE_ENV] = saved;
});

const patches = (g: FakeGitHub) => g.requests.filter((r) => r.method === 'PATCH');
const posts = (g: FakeGitHub, re: RegExp) => g.requests.filter((r) => r.method === 'POST' && re.test(r.path));

describe('sticky comment identity', () => {
  test("a stranger's comment carrying the marker is never edited: ours is created beside it", async () => {
    const { gh, api } = await setup();
    const stranger = gh.addComment(3, `Nice PR! ${STICKY_MARKER}`, 'mallory');
    const strangerFirst = gh.addComment(3, `${STICKY_MARKER}\nfake report`, 'mallory');
    const done = await upsertStickyComment(api, 3, `${STICKY_MARKER}\nreport`);
    expect(done.action).toBe('created');
    expect(done.author).toBe('github-actions[bot]');
    expect(patches(gh)).toHaveLength(0);
    expect(gh.comments.get(stranger.id)?.body).toBe(`Nice PR! ${STICKY_MARKER}`);
    expect(gh.comments.get(strangerFirst.id)?.body).toBe(`${STICKY_MARKER}\nfake report`);
    // The next run finds ours, and only ours.
    const again = await upsertStickyComment(api, 3, `${STICKY_MARKER}\nreport 2`);
    expect(again).toEqual({ action: 'updated', id: done.id, author: 'github-actions[bot]', identityUnknown: false });
    expect(patches(gh).map((r) => r.path)).toEqual([`/repos/octo/skills/issues/comments/${done.id}`]);
  });

  test('a bot comment that only quotes the marker (not at its start) is not ours either', async () => {
    const { gh, api } = await setup();
    gh.addComment(3, `> quoting: ${STICKY_MARKER}`, 'github-actions[bot]');
    expect((await upsertStickyComment(api, 3, `${STICKY_MARKER}\nx`)).action).toBe('created');
    expect(patches(gh)).toHaveLength(0);
    // No comment starts with the marker: the identity was not even asked.
    expect(gh.requests.some((r) => r.path === '/graphql')).toBe(false);
  });

  test("with a personal token, the comments of that user are ours, not the Actions bot's", async () => {
    const { gh, api } = await setup({ viewer: 'octo-dev' });
    const bots = gh.addComment(3, `${STICKY_MARKER}\nold`, 'github-actions[bot]');
    const mine = gh.addComment(3, `${STICKY_MARKER}\nold`, 'octo-dev');
    const done = await upsertStickyComment(api, 3, `${STICKY_MARKER}\nnew`);
    expect(done).toEqual({ action: 'updated', id: mine.id, author: 'octo-dev', identityUnknown: false });
    expect(gh.comments.get(bots.id)?.body).toBe(`${STICKY_MARKER}\nold`);
    // GraphQL answered: no REST /user call was needed.
    expect(gh.requests.some((r) => r.path === '/user')).toBe(false);
  });

  test('when GraphQL fails, GET /user names a personal token; when both fail nothing is edited', async () => {
    const { gh, api } = await setup({ viewer: 'octo-dev' });
    gh.addFault({ path: /^\/graphql$/, status: 404 });
    expect(await api.viewerLogin()).toBe('octo-dev');
    gh.addFault({ path: /^\/user$/, status: 401 });
    const theirs = gh.addComment(3, `${STICKY_MARKER}\nold`, 'octo-dev');
    const done = await upsertStickyComment(api, 3, `${STICKY_MARKER}\nnew`);
    expect(done.action).toBe('created');
    expect(done.author).toBeNull();
    expect(done.identityUnknown).toBe(true);
    expect(gh.comments.get(theirs.id)?.body).toBe(`${STICKY_MARKER}\nold`);
  });

  test('two comment keys keep two comments on one pull request, each updated in place', async () => {
    const { gh, api } = await setup();
    const a = stickyMarker('lint');
    const b = stickyMarker('deep');
    expect(new Set([a, b, STICKY_MARKER]).size).toBe(3);
    expect(a.includes(STICKY_MARKER) || STICKY_MARKER.includes(a)).toBe(false);
    const first = [await upsertStickyComment(api, 3, `${a}\n1`, a), await upsertStickyComment(api, 3, `${b}\n1`, b)];
    const second = [await upsertStickyComment(api, 3, `${a}\n2`, a), await upsertStickyComment(api, 3, `${b}\n2`, b)];
    expect(first.map((d) => d.action)).toEqual(['created', 'created']);
    expect(second.map((d) => [d.action, d.id])).toEqual(first.map((d) => ['updated', d.id]));
    expect([...gh.comments.values()].map((c) => c.body).sort()).toEqual([`${b}\n2`, `${a}\n2`].sort());
  });
});

describe('creates retried after a 502 that stored them', () => {
  test('the comment: looked for and found, one comment', async () => {
    const { gh, api } = await setup();
    gh.addFault({ method: 'POST', path: /issues\/3\/comments$/, status: 502, afterWrite: true, times: 1 });
    const done = await upsertStickyComment(api, 3, `${STICKY_MARKER}\nreport`);
    expect(done.action).toBe('created');
    expect(gh.comments.size).toBe(1);
    expect([...gh.comments.keys()]).toEqual([done.id]);
    expect(posts(gh, /comments$/)).toHaveLength(1);
  });

  test('the comment: a 502 that did not store it is tried again, once more', async () => {
    const { gh, api } = await setup();
    gh.addFault({ method: 'POST', path: /issues\/3\/comments$/, status: 502, times: 1 });
    await upsertStickyComment(api, 3, `${STICKY_MARKER}\nreport`);
    expect(gh.comments.size).toBe(1);
    expect(posts(gh, /comments$/)).toHaveLength(2);
  });

  test("the check run: found by this run's external id, not confused with an earlier run's check of the same name", async () => {
    const { gh, api } = await setup();
    const sha = 'e'.repeat(40);
    const earlier = await api.createCheckRun(sha, 'PluginEval', 'success', { title: 'old', summary: 'old' });
    gh.addFault({ method: 'POST', path: /check-runs$/, status: 502, afterWrite: true, times: 1 });
    const result = await publishCheckRun(api, sha, {
      conclusion: 'failure',
      title: 'new',
      summary: 'new',
      annotations: [],
    });
    expect(gh.checkRuns.size).toBe(2);
    expect(result.id).not.toBe(earlier.id);
    expect(gh.checkRuns.get(result.id)?.output.title).toBe('new');
    expect(posts(gh, /check-runs$/)).toHaveLength(2);
  });

  test('a dropped connection after the write: no duplicate check run', async () => {
    const { gh, api } = await setup();
    gh.addFault({ method: 'POST', path: /check-runs$/, status: 504, afterWrite: true, times: 2 });
    await publishCheckRun(api, 'f'.repeat(40), {
      name: 'PluginEval (deep)',
      conclusion: 'neutral',
      title: 't',
      summary: 's',
      annotations: [],
    });
    expect([...gh.checkRuns.values()].map((r) => r.name)).toEqual(['PluginEval (deep)']);
  });
});
