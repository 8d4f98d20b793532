// End to end: the bundled Action (dist/index.js) in pull request mode, as a child process with the
// runner's variables, against a real git fixture repository and a loopback fake of the REST API.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { fmtScore } from '../../src/reports/format.js';
import { STICKY_MARKER } from '../../src/action/comment.js';
import { DIST_ENTRY, pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import { schemaModel, startFakeAnthropic } from '../helpers/fakeAnthropic.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import {
  BETA_ORPHAN_LINE,
  buildManySkillsPr,
  buildPluginPr,
  buildRepo,
  isolatedCheckout,
  PLUGIN,
  shallowClone,
  SKILLS,
  treeAt,
  type PrRepo,
} from '../helpers/pluginRepo.js';

const TOKEN = 'ghs_fakeTokenValue1234567890';
const PR_NUMBER = 7;

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

test('dist/index.js has been built', () => {
  expect(existsSync(DIST_ENTRY)).toBe(true);
});

/** The log without the runner's `::add-mask::` commands (the one place a secret must appear). */
function unmasked(stdout: string): string {
  return stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}

function runPr(
  repo: PrRepo,
  workspace: string,
  inputs: Record<string, string> = {},
  extra: { headRepository?: string; env?: Record<string, string> } = {},
): Promise<ActionRun> {
  gh.setPullFiles(PR_NUMBER, repo.files);
  return runAction({
    env: extra.env,
    workspace,
    eventName: 'pull_request',
    payload: pullRequestPayload({
      number: PR_NUMBER,
      headSha: repo.headSha,
      baseSha: repo.baseSha,
      headRepository: extra.headRepository,
    }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, 'output-dir': 'plugin-eval-report', ...inputs },
  });
}

async function headScore(repo: PrRepo, rel: string): Promise<number> {
  const o = await evaluateTarget(new DiskSource(repo.dir), rel, { depth: 'quick' });
  if (!o.ok) throw new Error(o.error.error);
  return o.result.composite.score;
}

describe('pull request mode on a plugin repository', () => {
  test('scores the changed targets, comments once, checks with annotations, gates and writes outputs', async () => {
    const repo = buildPluginPr();
    const run = await runPr(repo, repo.dir, { threshold: '50' });

    // The broken SKILL.md cannot be scored and fail-on-error is on: the step fails.
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toContain('could not be scored');

    // Only what the Action promises: files, comments, check run. No contents API (base from git).
    const calls = gh.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      `GET /repos/octo/skills/pulls/${PR_NUMBER}/files`,
      `GET /repos/octo/skills/issues/${PR_NUMBER}/comments`,
      `POST /repos/octo/skills/issues/${PR_NUMBER}/comments`,
      'POST /repos/octo/skills/check-runs',
    ]);
    expect(gh.requests[0].query.per_page).toBe('100');
    expect(gh.requests.every((r) => r.headers.authorization === `token ${TOKEN}`)).toBe(true);

    // The comment: marker, table rows for each changed target, change column, removed and moved.
    const [comment] = [...gh.comments.values()];
    expect(comment.body.startsWith(STICKY_MARKER)).toBe(true);
    const body = comment.body;
    for (const t of [
      PLUGIN,
      `${SKILLS}/alpha`,
      `${SKILLS}/beta`,
      `${SKILLS}/broken`,
      `${SKILLS}/gamma`,
      `${SKILLS}/new-name`,
    ]) {
      expect(body).toContain(`\`${t}\``);
    }
    expect(body).not.toContain('`skills/standalone`');
    expect(body).toContain(`Removed (not scored): \`${SKILLS}/doomed\``);
    expect(body).toContain(`Moved from \`${SKILLS}/old-name\``);
    expect(body).toMatch(/\| Target \| Score \| Badge \| Change \| Confidence \| Anti-patterns \|/);
    // alpha improved against its base version; gamma is new.
    const alphaRow = body.split('\n').find((l) => l.includes(`\`${SKILLS}/alpha\``) && l.startsWith('|')) ?? '';
    expect(alphaRow).toContain(fmtScore(await headScore(repo, `${SKILLS}/alpha`)));
    expect(alphaRow).toMatch(/▲ \+\d+\.\d/);
    const gammaRow = body.split('\n').find((l) => l.includes(`\`${SKILLS}/gamma\``) && l.startsWith('|')) ?? '';
    expect(gammaRow).toContain('| new |');
    expect(gammaRow).toContain('EMPTY_DESCRIPTION');
    expect(body).toContain('<details>');
    // Which targets error is the engine's call (a plugin holding the broken skill may fail too).
    const errored: string[] = [];
    for (const t of [
      PLUGIN,
      `${SKILLS}/alpha`,
      `${SKILLS}/beta`,
      `${SKILLS}/broken`,
      `${SKILLS}/gamma`,
      `${SKILLS}/new-name`,
    ]) {
      if (!(await evaluateTarget(new DiskSource(repo.dir), t, { depth: 'quick' })).ok) errored.push(t);
    }
    expect(errored).toContain(`${SKILLS}/broken`);
    expect(body).toContain(`❌ Of 6 changed targets: ${errored.length} could not be scored`);
    expect(body).not.toContain(TOKEN);

    // The check run on the head commit: failure, the same table, annotations on SKILL.md lines.
    const [check] = [...gh.checkRuns.values()];
    expect(check.name).toBe('PluginEval');
    expect(check.head_sha).toBe(repo.headSha);
    expect(check.status).toBe('completed');
    expect(check.conclusion).toBe('failure');
    expect(check.output.summary).toContain('| Target | Score | Badge | Change |');
    const ann = check.annotations as Array<{
      path: string;
      start_line: number;
      annotation_level: string;
      title: string;
      message: string;
    }>;
    const at = (file: string, title: RegExp) => ann.filter((a) => a.path === file && title.test(a.title));
    // Description findings sit on the description's frontmatter line (line 3).
    expect(at(`${SKILLS}/gamma/SKILL.md`, /EMPTY_DESCRIPTION/).map((a) => a.start_line)).toEqual([3]);
    expect(at(`${SKILLS}/gamma/SKILL.md`, /MISSING_TRIGGER/).map((a) => a.start_line)).toEqual([3]);
    // The dead link is annotated on its own line.
    expect(at(`${SKILLS}/beta/SKILL.md`, /ORPHAN_REFERENCE/).map((a) => a.start_line)).toEqual([BETA_ORPHAN_LINE]);
    expect(at(`${SKILLS}/beta/SKILL.md`, /ORPHAN_REFERENCE/)[0].message).toMatch(/Fix: /);
    // The broken skill: one failure annotation on its SKILL.md, on the bad field's line.
    const broken = ann.filter((a) => a.path === `${SKILLS}/broken/SKILL.md`);
    expect(broken).toHaveLength(1);
    expect(broken[0].annotation_level).toBe('failure');
    expect(broken[0].start_line).toBe(3);
    expect(ann.every((a) => a.start_line >= 1 && !a.path.startsWith('/'))).toBe(true);

    // Outputs, job summary and the JSON report.
    expect(run.outputs.count).toBe('6');
    expect(run.outputs.passed).toBe('false');
    expect(Number(run.outputs['min-score'])).toBeGreaterThan(0);
    expect(Number(run.outputs['mean-score'])).toBeGreaterThanOrEqual(Number(run.outputs['min-score']));
    expect(run.outputs.report).toBe(path.join('plugin-eval-report', 'pull-request.json'));
    const report = JSON.parse(readFileSync(path.join(repo.dir, run.outputs.report), 'utf8'));
    expect(report.conclusion).toBe('failure');
    expect(report.targets.map((t: { path: string }) => t.path)).toEqual([
      PLUGIN,
      `${SKILLS}/alpha`,
      `${SKILLS}/beta`,
      `${SKILLS}/broken`,
      `${SKILLS}/gamma`,
      `${SKILLS}/new-name`,
    ]);
    expect(report.targets.find((t: { path: string }) => t.path === `${SKILLS}/new-name`).base_path).toBe(
      `${SKILLS}/old-name`,
    );
    expect(existsSync(path.join(repo.dir, 'plugin-eval-report', 'summary.json'))).toBe(true);
    expect(run.summary).toContain('### PluginEval');
    expect(run.summary).not.toContain(STICKY_MARKER);
    // The token is masked for the runner (add-mask) and never printed otherwise.
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(run.summary + unmasked(run.stdout) + run.stderr).not.toContain(TOKEN);
  });

  test('a second run updates the sticky comment in place instead of adding one', async () => {
    const repo = buildPluginPr();
    gh.addComment(PR_NUMBER, 'LGTM, but please fix the description.');
    await runPr(repo, repo.dir, { threshold: '50' });
    expect(gh.comments.size).toBe(2);
    const ours = [...gh.comments.values()].find((c) => c.body.includes(STICKY_MARKER));
    expect(ours).toBeDefined();

    gh.requests.length = 0;
    const second = await runPr(repo, repo.dir, { 'fail-on-error': 'false' });
    expect(second.code).toBe(0);
    expect(gh.comments.size).toBe(2);
    const patch = gh.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/issues/comments/'));
    expect(patch.map((r) => r.path)).toEqual([`/repos/octo/skills/issues/comments/${ours?.id}`]);
    expect(gh.requests.some((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toBe(false);
    expect(gh.comments.get(ours?.id as number)?.body).toContain('fail-on-error is off');
    // The other comment is untouched.
    expect([...gh.comments.values()].some((c) => c.body === 'LGTM, but please fix the description.')).toBe(true);
  });

  test('threshold gate: success when every changed target meets it, failure naming those below', async () => {
    const repo = buildRepo(
      { 'skills/a/SKILL.md': '---\nname: a\ndescription: x\n---\n# a\n' },
      {
        'skills/a/SKILL.md':
          '---\nname: a\ndescription: Converts CSV files to markdown tables. Use when the user asks for a table, for reports, during documentation work.\n---\n# a\n\n## Steps\n\n1. Read.\n',
      },
    );
    const score = await headScore(repo, 'skills/a');
    const pass = await runPr(repo, repo.dir, { threshold: String(Math.floor(score)) });
    expect(pass.code).toBe(0);
    expect(pass.outputs.passed).toBe('true');
    expect([...gh.checkRuns.values()].pop()?.conclusion).toBe('success');

    const fail = await runPr(repo, repo.dir, { threshold: String(Math.ceil(score + 1)) });
    expect(fail.code).toBe(1);
    expect(fail.outputs.passed).toBe('false');
    expect(fail.errors.join('\n')).toContain('below the threshold');
    expect([...gh.checkRuns.values()].pop()?.conclusion).toBe('failure');

    const none = await runPr(repo, repo.dir, {});
    expect(none.code).toBe(0);
    expect([...gh.checkRuns.values()].pop()?.conclusion).toBe('neutral');
  });

  test('a pull request that changes no skill: short comment, check success, exit 0', async () => {
    const repo = buildRepo(
      { 'README.md': 'a\n', 'skills/a/SKILL.md': '---\nname: a\ndescription: x\n---\n' },
      { 'README.md': 'b\n' },
    );
    const run = await runPr(repo, repo.dir, { threshold: '90' });
    expect(run.code).toBe(0);
    expect(run.outputs.count).toBe('0');
    expect(run.outputs.passed).toBe('true');
    const [comment] = [...gh.comments.values()];
    expect(comment.body).toContain('No skill or plugin changed');
    expect(comment.body.length).toBeLessThan(600);
    expect([...gh.checkRuns.values()][0].conclusion).toBe('success');
    expect(run.summary).toContain('No skill or plugin changed');
  });

  test('a fork: 403 on the comment and the check run are warnings; report, summary, outputs and gate still happen', async () => {
    const repo = buildPluginPr();
    const denied = {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
    };
    gh.addFault({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 403, body: denied });
    gh.addFault({ method: 'POST', path: /\/check-runs$/, status: 403, body: denied });
    const run = await runPr(repo, repo.dir, { 'fail-on-error': 'false' }, { headRepository: 'stranger/skills' });

    expect(run.code).toBe(0);
    expect(run.warnings.some((w) => /Skipped the pull request comment.*403/.test(w))).toBe(true);
    expect(run.warnings.some((w) => /Skipped the PluginEval check run.*403/.test(w))).toBe(true);
    // 403 for lack of permission is not retried.
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(gh.requests.some((r) => r.path === '/graphql')).toBe(false);
    expect(run.outputs.count).toBe('6');
    expect(run.outputs.passed).toBe('true');
    expect(existsSync(path.join(repo.dir, 'plugin-eval-report', 'pull-request.json'))).toBe(true);
    expect(run.summary).toContain('`plugins/toolkit/skills/alpha`');

    // The gate still decides on a fork.
    gh.requests.length = 0;
    const gated = await runPr(repo, repo.dir, { threshold: '99' }, { headRepository: 'stranger/skills' });
    expect(gated.code).toBe(1);
    expect(gated.outputs.passed).toBe('false');
  });

  test('fork pull requests at depth standard run the static layer only unless allowed', async () => {
    const repo = buildPluginPr();
    const run = await runPr(
      repo,
      repo.dir,
      { depth: 'standard', 'anthropic-api-key': 'sk-ant-secret-key-000', 'fail-on-error': 'false' },
      { headRepository: 'stranger/skills' },
    );
    expect(run.code).toBe(0);
    expect(run.warnings.some((w) => w.includes('comes from a fork'))).toBe(true);
    const everything =
      unmasked(run.stdout) +
      run.stderr +
      run.summary +
      JSON.stringify(gh.requests.map((r) => r.body)) +
      readFileSync(path.join(repo.dir, 'plugin-eval-report', 'pull-request.json'), 'utf8');
    expect(everything).not.toContain('sk-ant-secret-key-000');
    expect(everything).not.toContain(TOKEN.slice(4));
    // Only the static layer ran: no LLM layer in any report.
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'plugin-eval-report', 'summary.json'), 'utf8'));
    expect(report.ranked.every((r: { confidence: string }) => r.confidence === 'Estimated')).toBe(true);
  });
});

describe('the LLM layers on pull requests', () => {
  const KEY = 'sk-ant-api03-fakeKeyForTests';

  test('run for a same-repository pull request, not for a fork unless allow-llm-on-forks', async () => {
    const repo = buildRepo(
      { 'skills/a/SKILL.md': '---\nname: a\ndescription: x\n---\n# a\n' },
      {
        'skills/a/SKILL.md':
          '---\nname: a\ndescription: Reads CSV files. Use when a CSV file is attached.\n---\n# a\n\nSteps.\n',
      },
    );
    const llm = await startFakeAnthropic({ router: schemaModel() });
    try {
      const env = { ANTHROPIC_BASE_URL: llm.url };
      const inputs = { depth: 'standard', 'anthropic-api-key': KEY };

      const own = await runPr(repo, repo.dir, inputs, { env });
      expect(own.code).toBe(0);
      const ownCalls = llm.requests.length;
      expect(ownCalls).toBeGreaterThan(0);
      // The key from the input reached the API (as x-api-key or a bearer token, as the SDK sends it).
      expect(llm.requests.every((r) => String(r.headers['x-api-key'] ?? r.headers.authorization).endsWith(KEY))).toBe(
        true,
      );
      const ownReport = JSON.parse(readFileSync(path.join(repo.dir, 'plugin-eval-report', 'summary.json'), 'utf8'));
      expect(ownReport.ranked[0].confidence).toBe('Assessed');

      const fork = await runPr(repo, repo.dir, inputs, { env, headRepository: 'stranger/skills' });
      expect(fork.code).toBe(0);
      expect(llm.requests.length).toBe(ownCalls);
      expect([...gh.comments.values()][0].body).toContain('comes from a fork');

      const allowed = await runPr(
        repo,
        repo.dir,
        { ...inputs, 'allow-llm-on-forks': 'true' },
        { env, headRepository: 'stranger/skills' },
      );
      expect(allowed.code).toBe(0);
      expect(llm.requests.length).toBeGreaterThan(ownCalls);

      for (const run of [own, fork, allowed]) {
        expect(unmasked(run.stdout) + run.stderr + run.summary).not.toContain(KEY);
        expect(run.stdout).toContain(`::add-mask::${KEY}`);
      }
      expect([...gh.comments.values()].map((c) => c.body).join('')).not.toContain(KEY);
      expect(readFileSync(path.join(repo.dir, 'plugin-eval-report', 'pull-request.json'), 'utf8')).not.toContain(KEY);
    } finally {
      await llm.close();
    }
  });
});

describe('reliability of the GitHub side', () => {
  test('5xx answers and a dropped connection are retried', async () => {
    const repo = buildPluginPr();
    gh.addFault({ method: 'GET', path: /\/pulls\/\d+\/files$/, status: 502, times: 2 });
    gh.addFault({ method: 'POST', path: /\/check-runs$/, reset: true, times: 1 });
    gh.addFault({ method: 'GET', path: /\/issues\/\d+\/comments$/, status: 500, times: 1 });
    const run = await runPr(repo, repo.dir, { 'fail-on-error': 'false' });
    expect(run.code).toBe(0);
    expect(gh.requests.filter((r) => r.path.endsWith('/files'))).toHaveLength(3);
    // The dropped create is looked for (by this run's external id) before it is tried again.
    expect(gh.requests.filter((r) => r.path.endsWith('/check-runs')).map((r) => r.method)).toEqual([
      'POST',
      'GET',
      'POST',
    ]);
    expect(gh.comments.size).toBe(1);
    expect(gh.checkRuns.size).toBe(1);
    expect(run.warnings).toEqual([]);
  });

  test('a secondary rate limit with retry-after is waited out and retried', async () => {
    const repo = buildPluginPr();
    gh.addFault({
      method: 'POST',
      path: /\/issues\/\d+\/comments$/,
      status: 403,
      times: 1,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    });
    const run = await runPr(repo, repo.dir, { 'fail-on-error': 'false' });
    expect(run.code).toBe(0);
    expect(gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(2);
    expect(gh.comments.size).toBe(1);
  });

  test('persistent 500s degrade to warnings; the report and the gate still happen', async () => {
    const repo = buildPluginPr();
    gh.addFault({ path: /\/issues\/|\/check-runs/, status: 500 });
    const run = await runPr(repo, repo.dir, { threshold: '99', 'fail-on-error': 'false' });
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(run.warnings.some((w) => w.startsWith('Skipped the pull request comment'))).toBe(true);
    expect(run.warnings.some((w) => w.startsWith('Skipped the PluginEval check run'))).toBe(true);
    expect(existsSync(path.join(repo.dir, 'plugin-eval-report', 'pull-request.json'))).toBe(true);
    expect(run.summary).toContain('below the threshold 99');
  });

  test('a 404 on the pull request files falls back to the local git diff', async () => {
    const repo = buildPluginPr();
    gh.addFault({ method: 'GET', path: /\/pulls\/\d+\/files$/, status: 404, body: { message: 'Not Found' } });
    const run = await runPr(repo, repo.dir, { 'fail-on-error': 'false' });
    expect(run.code).toBe(0);
    expect(run.outputs.count).toBe('6');
    const [comment] = [...gh.comments.values()];
    expect(comment.body).toContain('local git diff');
    expect(comment.body).toContain(`Moved from \`${SKILLS}/old-name\``);
  });

  test('a 20-skill pull request needs at most six API calls', async () => {
    // 20 skills × (SKILL.md + 4 references) = 100 files + README: two pages of files.
    const repo = buildManySkillsPr(20, 4);
    repo.files.push({ filename: 'README.md', status: 'modified' });
    const run = await runPr(repo, repo.dir, {});
    expect(run.code).toBe(0);
    expect(run.outputs.count).toBe('20');
    const calls = gh.apiCalls().map((r) => `${r.method} ${r.path}${r.query.page ? `?page=${r.query.page}` : ''}`);
    expect(calls).toEqual([
      `GET /repos/octo/skills/pulls/${PR_NUMBER}/files`,
      `GET /repos/octo/skills/pulls/${PR_NUMBER}/files?page=2`,
      `GET /repos/octo/skills/issues/${PR_NUMBER}/comments`,
      `POST /repos/octo/skills/issues/${PR_NUMBER}/comments`,
      'POST /repos/octo/skills/check-runs',
      expect.stringMatching(/^PATCH \/repos\/octo\/skills\/check-runs\/\d+$/),
    ]);
    expect(calls.length).toBeLessThanOrEqual(6);
    // Annotations went in batches of at most 50, and all arrived.
    const batches = gh.requests
      .filter((r) => r.path.includes('/check-runs'))
      .map((r) => r.body.output.annotations.length);
    expect(batches.every((n) => n <= 50)).toBe(true);
    const [check] = [...gh.checkRuns.values()];
    expect(check.annotations.length).toBe(batches.reduce((s, n) => s + n, 0));
    expect(check.annotations.length).toBeGreaterThan(50);
    expect(gh.requests.some((r) => r.path.includes('/contents'))).toBe(false);
  });
});

describe('the base version', () => {
  test('a shallow checkout fetches the base commit with git', async () => {
    const repo = buildPluginPr();
    const work = shallowClone(repo);
    const run = await runPr(repo, work, { 'fail-on-error': 'false' });
    expect(run.code).toBe(0);
    expect(gh.requests.some((r) => r.path.includes('/contents'))).toBe(false);
    const [comment] = [...gh.comments.values()];
    expect(comment.body).toMatch(/`plugins\/toolkit\/skills\/alpha`[^\n]*▲ \+/);
    expect(comment.body).not.toContain('contents API');
  });

  test('without the base commit locally, the contents API is used', async () => {
    const repo = buildPluginPr();
    gh.setTree(repo.baseSha, treeAt(repo, repo.baseSha));
    const work = isolatedCheckout(repo);
    const run = await runPr(repo, work, { 'fail-on-error': 'false' });
    expect(run.code).toBe(0);
    const contents = gh.requests.filter((r) => r.path.includes('/contents'));
    expect(contents.length).toBeGreaterThan(0);
    expect(contents.every((r) => r.query.ref === repo.baseSha)).toBe(true);
    const [comment] = [...gh.comments.values()];
    expect(comment.body).toContain('contents API');
    // Same change column as with local git.
    expect(comment.body).toMatch(/`plugins\/toolkit\/skills\/alpha`[^\n]*▲ \+/);
    expect(comment.body).toMatch(/`plugins\/toolkit\/skills\/gamma`[^\n]*\| new \|/);
    expect(comment.body).toContain(`Moved from \`${SKILLS}/old-name\``);
  });
});
