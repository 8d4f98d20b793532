// The GitHub adapter over the real Octokit (with retry and throttling) against the loopback fake:
// pagination, error classification, the contents API as a FileSource, and check-run batches.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { buildAnnotations, MAX_ANNOTATIONS, publishCheckRun } from '../../src/action/checks.js';
import { upsertStickyComment, STICKY_MARKER } from '../../src/action/comment.js';
import {
  ContentsSource,
  createGitHubApi,
  GitHubApiError,
  RETRY_BASE_ENV,
  type CheckAnnotation,
  type GitHubApi,
} from '../../src/adapters/github.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';

let gh: FakeGitHub;
let api: GitHubApi;
const saved = process.env[RETRY_BASE_ENV];

beforeEach(async () => {
  process.env[RETRY_BASE_ENV] = '1';
  gh = await startFakeGitHub({ maxPerPage: 10 });
  api = createGitHubApi({ token: 't0ken', repo: { owner: 'octo', repo: 'skills' }, baseUrl: gh.url });
});
afterEach(async () => {
  await gh.close();
  if (saved === undefined) delete process.env[RETRY_BASE_ENV];
  else process.env[RETRY_BASE_ENV] = saved;
});

describe('createGitHubApi', () => {
  test('follows every page of the pull request files (Link headers)', async () => {
    const files = Array.from({ length: 25 }, (_, i) => ({
      filename: `skills/s${i}/SKILL.md`,
      status: 'modified' as const,
    }));
    files.push({
      filename: 'skills/new/SKILL.md',
      status: 'renamed' as const,
      previous_filename: 'skills/old/SKILL.md',
    } as never);
    gh.setPullFiles(4, files);
    const listed = await api.listPullFiles(4);
    expect(listed).toHaveLength(26);
    expect(listed[25]).toEqual({
      filename: 'skills/new/SKILL.md',
      status: 'renamed',
      previous_filename: 'skills/old/SKILL.md',
    });
    expect(gh.requests.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
  });

  test('finds the sticky comment on a later page and updates it', async () => {
    for (let i = 0; i < 14; i++) gh.addComment(9, `comment ${i}`);
    const ours = gh.addComment(9, `${STICKY_MARKER}\nold`, 'github-actions[bot]');
    const done = await upsertStickyComment(api, 9, `${STICKY_MARKER}\nnew`);
    expect(done).toEqual({ action: 'updated', id: ours.id, author: 'github-actions[bot]', identityUnknown: false });
    expect(gh.comments.get(ours.id)?.body).toBe(`${STICKY_MARKER}\nnew`);
    expect(gh.comments.size).toBe(15);
  });

  test('a 403 is a GitHubApiError with permissionDenied, not retried', async () => {
    gh.addFault({
      method: 'POST',
      path: /comments$/,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const err = await api.createComment(1, 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitHubApiError);
    expect((err as GitHubApiError).permissionDenied).toBe(true);
    expect((err as GitHubApiError).message).toContain('Resource not accessible by integration');
    expect((err as GitHubApiError).message).not.toContain('t0ken');
    expect(gh.requests).toHaveLength(1);
  });

  test('a create answered 500 is looked for, then tried again, three tries in all, then fails with the status', async () => {
    gh.addFault({ method: 'POST', path: /check-runs$/, status: 500 });
    const err = await api
      .createCheckRun('a'.repeat(40), 'PluginEval', 'neutral', { title: 't', summary: 's' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitHubApiError);
    expect((err as GitHubApiError).status).toBe(500);
    expect((err as GitHubApiError).permissionDenied).toBe(false);
    expect(gh.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'POST', 'GET', 'POST']);
    expect(gh.checkRuns.size).toBe(0);
  });

  test('500s on a read are retried three times by the client', async () => {
    gh.addFault({ method: 'GET', path: /files$/, status: 500 });
    const err = await api.listPullFiles(3).catch((e: unknown) => e);
    expect((err as GitHubApiError).status).toBe(500);
    expect(gh.requests).toHaveLength(4);
  });
});

describe('ContentsSource', () => {
  test('reads a folder tree at a ref like the same files in memory, and scores the same', async () => {
    const files = {
      'skills/a/SKILL.md':
        '---\nname: a\ndescription: Reads CSV. Use when a CSV file is given.\n---\n# a\nSee (references/r.md) and skills/b.\n',
      'skills/a/references/r.md': '# r',
      'skills/b/SKILL.md': '---\nname: b\n---\n',
    };
    gh.setTree('c'.repeat(40), files);
    const src = new ContentsSource(api, 'c'.repeat(40));
    expect(await src.list('skills')).toEqual([
      { name: 'a', type: 'dir' },
      { name: 'b', type: 'dir' },
    ]);
    expect(await src.stat('skills/a/SKILL.md')).toBe('file');
    expect(await src.stat('skills/zzz')).toBeNull();
    expect(await src.stat('../etc/passwd')).toBeNull();
    expect(new TextDecoder().decode(await src.readFile('skills/a/references/r.md'))).toBe('# r');
    const viaApi = await evaluateTarget(src, 'skills/a', { depth: 'quick' });
    const inMemory = await evaluateTarget(new MemorySource(files), 'skills/a', { depth: 'quick' });
    expect(viaApi.ok && inMemory.ok).toBe(true);
    if (viaApi.ok && inMemory.ok) {
      expect(viaApi.result.composite).toEqual(inMemory.result.composite);
      expect(viaApi.result.layers).toEqual(inMemory.result.layers);
    }
    expect(gh.requests.every((r) => r.query.ref === 'c'.repeat(40))).toBe(true);
  });
});

describe('check run batches', () => {
  const annotation = (i: number): CheckAnnotation => ({
    path: 'SKILL.md',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'warning',
    message: `m${i}`,
  });

  test('one create with the first 50 annotations, then updates of at most 50', async () => {
    const result = await publishCheckRun(api, 'd'.repeat(40), {
      conclusion: 'failure',
      title: 'x',
      summary: 'table',
      annotations: Array.from({ length: 120 }, (_, i) => annotation(i)),
    });
    expect(result.requests).toBe(3);
    expect(gh.requests.map((r) => `${r.method} ${r.body.output.annotations.length}`)).toEqual([
      'POST 50',
      'PATCH 50',
      'PATCH 20',
    ]);
    const [run] = [...gh.checkRuns.values()];
    expect(run.annotations.map((a) => a.message)).toEqual(Array.from({ length: 120 }, (_, i) => `m${i}`));
    expect(run.conclusion).toBe('failure');
    expect(run.head_sha).toBe('d'.repeat(40));
  });

  test(`at most ${MAX_ANNOTATIONS} annotations are sent, and the summary says how many were left out`, async () => {
    const result = await publishCheckRun(api, 'd'.repeat(40), {
      conclusion: 'neutral',
      title: 'x',
      summary: 'table',
      annotations: Array.from({ length: MAX_ANNOTATIONS + 7 }, (_, i) => annotation(i)),
    });
    expect(result.annotationsDropped).toBe(7);
    expect(gh.requests).toHaveLength(MAX_ANNOTATIONS / 50);
    expect([...gh.checkRuns.values()][0].output.summary).toContain('7 further annotation(s) not shown');
  });

  test('annotations: anti-patterns as warnings on their line, description flags on the description line, one per place', async () => {
    const files = {
      'p/.claude-plugin/plugin.json': '{"name":"p"}',
      'p/skills/s/SKILL.md': '---\nname: s\ndescription: x\n---\n# s\nSee (references/none.md).\n',
      'p/skills/s/references/other.md': 'o',
    };
    const src = new MemorySource(files);
    // The reference method reads a bare "(references/x)" as a link; this test is about the annotations.
    const skill = await evaluateTarget(src, 'p/skills/s', { depth: 'quick', method: 'reference' });
    const plugin = await evaluateTarget(src, 'p', { depth: 'quick', method: 'reference' });
    const anns = buildAnnotations([skill, plugin], { failOnError: true });
    const byTitle = (re: RegExp) => anns.filter((a) => re.test(a.title ?? ''));
    expect(byTitle(/EMPTY_DESCRIPTION/).map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      ['p/skills/s/SKILL.md', 3, 'warning'],
    ]);
    expect(byTitle(/MISSING_TRIGGER/).map((a) => a.start_line)).toEqual([3]);
    expect(byTitle(/ORPHAN_REFERENCE/).map((a) => a.start_line)).toEqual([6]);
    // The plugin repeats its skill's flags: still one annotation per place.
    const keys = anns.map((a) => `${a.path}:${a.start_line}:${a.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
