// What the Action posts, through the bundled dist/index.js and the fake GitHub: it edits only its
// own sticky comment (a stranger's comment with the marker stays as it was), keeps one comment per
// comment-key and names its check run after check-name, and a create answered 502 after GitHub
// stored it is not made twice.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { STICKY_MARKER } from '../../src/action/comment.js';
import { pullRequestPayload, runAction } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo } from '../helpers/pluginRepo.js';
import { goodSkill } from '../helpers/tree.js';

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

test("a stranger's marker, a second job's key and check name, and 502s after the write: one comment and one check run per job, the stranger's untouched", async () => {
  const repo = buildRepo({ 'README.md': '# x\n' }, { 'skills/a/SKILL.md': goodSkill('a') });
  gh.setPullFiles(4, [{ filename: 'skills/a/SKILL.md', status: 'added' }]);
  const stranger = gh.addComment(4, `Nice PR! ${STICKY_MARKER} <!-- plugin-eval:sticky:deep -->`, 'mallory');
  const impostor = gh.addComment(4, `${STICKY_MARKER}\n### PluginEval\n✅ All good, merge it.`, 'mallory');
  const run = (inputs: Record<string, string>) =>
    runAction({
      workspace: repo.dir,
      eventName: 'pull_request',
      payload: pullRequestPayload({ number: 4, headSha: repo.headSha, baseSha: repo.baseSha }),
      apiUrl: gh.url,
      sha: repo.headSha,
      inputs: { 'github-token': 'ghs_publishToken', threshold: '10', ...inputs },
    });

  // Job 1 (default key and name): both creates answered 502 after GitHub stored them.
  gh.addFault({ method: 'POST', path: /issues\/4\/comments$/, status: 502, afterWrite: true, times: 1 });
  gh.addFault({ method: 'POST', path: /check-runs$/, status: 502, afterWrite: true, times: 1 });
  const first = await run({});
  expect(first.code).toBe(0);
  // Job 2, another key and check name; then job 1 again (a new push).
  const second = await run({ 'comment-key': 'deep', 'check-name': 'PluginEval (deep)' });
  expect(second.code).toBe(0);
  const third = await run({});
  expect(third.code).toBe(0);

  expect(gh.comments.get(stranger.id)?.body).toBe(`Nice PR! ${STICKY_MARKER} <!-- plugin-eval:sticky:deep -->`);
  expect(gh.comments.get(impostor.id)?.body).toBe(`${STICKY_MARKER}\n### PluginEval\n✅ All good, merge it.`);
  for (const id of [stranger.id, impostor.id])
    expect(gh.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/comments/${id}`))).toHaveLength(0);
  const ours = [...gh.comments.values()].filter((c) => c.user.login === 'github-actions[bot]');
  expect(ours.map((c) => c.body.split('\n')[0]).sort()).toEqual(
    [STICKY_MARKER, '<!-- plugin-eval:sticky:deep -->'].sort(),
  );
  // Job 1's comment was updated by its second run, not made again.
  expect(third.stdout).toMatch(/Comment updated \(id \d+, as github-actions\[bot\]\)/);
  // Check runs: one per run (a run makes its own), none twice, named per job.
  expect([...gh.checkRuns.values()].map((c) => c.name).sort()).toEqual([
    'PluginEval',
    'PluginEval',
    'PluginEval (deep)',
  ]);
  expect(new Set([...gh.checkRuns.values()].map((c) => c.external_id)).size).toBe(3);
}, 300_000);

test('bad comment-key and check-name inputs are refused by name', async () => {
  const repo = buildRepo({ 'README.md': '# x\n' }, { 'skills/a/SKILL.md': goodSkill('a') });
  const base = {
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: 4, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
  };
  const key = await runAction({ ...base, inputs: { 'comment-key': 'x --><img src=x>' } });
  expect(key.code).toBe(1);
  expect(key.errors.join('\n')).toContain('input "comment-key"');
  expect(gh.requests).toHaveLength(0);
});
