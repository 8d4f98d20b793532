// Publish mode does not take a fork's word for anything, through dist/index.js and the fake
// GitHub: the unprivileged run writes an honest report, the test edits it as a fork could (a
// score of 100 for a weak skill, an empty target list, a score the LLM layers might have given),
// and the privileged run re-derives the changed targets and their static scores from the commits
// by SHA (contents API without a checkout, git objects with one) and gates on those.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { fmtScore } from '../../src/reports/format.js';
import { git, pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub, type StoredCheckRun } from '../helpers/fakeGitHub.js';
import { buildRepo, treeAt, type PrRepo } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';
import { goodSkill, weakSkill } from '../helpers/tree.js';

const TOKEN = 'ghs_fakeTokenValue1234567890';
const PR = 31;
const WEAK = 'skills/weak';
const GOOD = 'skills/good';

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

interface Report {
  targets: Array<{ path: string; kind: string; score: number | null; base_score: number | null; status: string }>;
  [key: string]: unknown;
}

/** The fork's pull request: `changes` on top of a base with a README. GitHub knows its files, head and base. */
function forkPr(changes: Record<string, string>): PrRepo {
  const repo = buildRepo({ 'README.md': '# Skills\n' }, changes);
  gh.setPullFiles(PR, repo.files);
  gh.setPullHead(PR, repo.headSha, repo.baseSha);
  return repo;
}

/** The unprivileged pull_request run; its report copied into a fresh workspace as the artifact. */
async function honestArtifact(repo: PrRepo, workspace = tempDir('pe-publish-')): Promise<string> {
  const run = await runAction({
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({
      number: PR,
      headSha: repo.headSha,
      baseSha: repo.baseSha,
      headRepository: 'stranger/skills',
      changedFiles: repo.files.length,
    }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, comment: 'false', 'check-run': 'false' },
  });
  expect(run.code).toBe(0);
  mkdirSync(path.join(workspace, 'pr-report'));
  const file = path.join(workspace, 'pr-report', 'pull-request.json');
  copyFileSync(path.join(repo.dir, run.outputs.report), file);
  return file;
}

function edit(file: string, change: (r: Report) => void): void {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  change(report);
  writeFileSync(file, JSON.stringify(report));
}

function publish(file: string, repo: PrRepo, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({
    workspace: path.dirname(path.dirname(file)),
    eventName: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: { id: 99, event: 'pull_request', head_sha: repo.headSha, pull_requests: [], conclusion: 'success' },
    },
    apiUrl: gh.url,
    inputs: {
      'github-token': TOKEN,
      mode: 'publish',
      'report-path': 'pr-report/pull-request.json',
      threshold: '70',
      ...inputs,
    },
  });
}

/** The contents API serves both commits (the publish workflow has no checkout). */
function serveCommits(repo: PrRepo): void {
  gh.setTree(repo.headSha, treeAt(repo, repo.headSha));
  gh.setTree(repo.baseSha, treeAt(repo, repo.baseSha));
}

async function staticScore(repo: PrRepo, rel: string): Promise<number> {
  const o = await evaluateTarget(new DiskSource(repo.dir), rel, { depth: 'quick' });
  if (!o.ok) throw new Error(o.error.error);
  return o.result.composite.score;
}

function onlyCheck(): StoredCheckRun {
  const runs = [...gh.checkRuns.values()];
  expect(runs).toHaveLength(1);
  return runs[0];
}

function onlyComment(): string {
  const comments = [...gh.comments.values()];
  expect(comments).toHaveLength(1);
  return comments[0].body;
}

test('a report saying 100 for a weak skill: the check fails on the static score re-read from the head, the 100 shown as unverified', async () => {
  const repo = forkPr({ [`${WEAK}/SKILL.md`]: weakSkill('weak') });
  serveCommits(repo);
  const real = await staticScore(repo, WEAK);
  expect(real).toBeLessThan(70);
  const file = await honestArtifact(repo);
  edit(file, (r) => {
    r.targets = r.targets.map((t) => ({ ...t, score: 100 }));
    r.passed = true;
    r.conclusion = 'success';
  });
  const run = await publish(file, repo);
  const check = onlyCheck();
  expect(check.conclusion).toBe('failure');
  expect(run.outputs.passed).toBe('false');
  expect(run.code).toBe(1);
  const body = onlyComment();
  expect(body).toContain(`| \`${WEAK}\` | skill | ${fmtScore(real)} |`);
  expect(body).toContain('100.0 (unverified)');
  expect(body).toMatch(/Unverified/);
}, 120_000);

test('a report with no targets for a pull request that changes skills/weak/SKILL.md: the skill is found and scored, the check fails', async () => {
  const repo = forkPr({ [`${WEAK}/SKILL.md`]: weakSkill('weak') });
  serveCommits(repo);
  const file = await honestArtifact(repo);
  edit(file, (r) => {
    r.targets = [];
  });
  const run = await publish(file, repo);
  const check = onlyCheck();
  expect(check.conclusion).toBe('failure');
  expect(check.output.title).not.toContain('No skill or plugin changed');
  expect(run.outputs.passed).toBe('false');
  expect(run.outputs.count).toBe('1');
  const body = onlyComment();
  expect(body).toContain('the pull request changes it, but the report does not list it');
  expect(body).toContain(`| \`${WEAK}\` | skill | ${fmtScore(await staticScore(repo, WEAK))} |`);
}, 120_000);

test('an honest report: the same verdict as the report, every number verified; a good skill passes, a weak one fails', async () => {
  const repo = forkPr({ [`${GOOD}/SKILL.md`]: goodSkill('good') });
  serveCommits(repo);
  const file = await honestArtifact(repo);
  const claimed = (JSON.parse(readFileSync(file, 'utf8')) as Report).targets;
  expect(claimed.map((t) => [t.path, t.score])).toEqual([[GOOD, await staticScore(repo, GOOD)]]);
  const run = await publish(file, repo);
  expect(onlyCheck().conclusion).toBe('success');
  expect(run.outputs.passed).toBe('true');
  expect(run.code).toBe(0);
  const body = onlyComment();
  expect(body).toContain(`| \`${GOOD}\` | skill | ${fmtScore(claimed[0].score as number)} | new |`);
  expect(body).toMatch(/\| same \|$/m);
  expect(body).toContain('Verified here');
  expect(body).not.toMatch(/unverified\)|\*\*Unverified\*\*/);

  // The same with a weak skill: the honest report fails, and so does the check.
  const weak = forkPr({ [`${WEAK}/SKILL.md`]: weakSkill('weak') });
  serveCommits(weak);
  gh.checkRuns.clear();
  const weakRun = await publish(await honestArtifact(weak), weak);
  expect(onlyCheck().conclusion).toBe('failure');
  expect(weakRun.outputs.passed).toBe('false');
  expect(weakRun.stdout).not.toContain('Unverified');
}, 180_000);

test('a score only the report gives (as the LLM layers would): shown as unverified, the check neutral, never a pass', async () => {
  const repo = forkPr({ [`${GOOD}/SKILL.md`]: goodSkill('good') });
  serveCommits(repo);
  const file = await honestArtifact(repo);
  const real = await staticScore(repo, GOOD);
  edit(file, (r) => {
    r.targets[0].score = Math.max(0, real - 3.25);
  });
  await publish(file, repo);
  const check = onlyCheck();
  expect(check.conclusion).toBe('neutral');
  expect(check.output.title).toContain('unverified');
  const body = onlyComment();
  expect(body).toContain(`${fmtScore(real - 3.25)} (unverified)`);
  expect(body).toContain(`| \`${GOOD}\` | skill | ${fmtScore(real)} |`);
}, 120_000);

test('with a checkout in the workspace the commits are read from git objects (no contents API), and a forged 100 still fails', async () => {
  const repo = forkPr({ [`${WEAK}/SKILL.md`]: weakSkill('weak') });
  // The publish workflow's checkout: the base branch of a clone; the head is fetched by SHA as objects only.
  const workspace = tempDir('pe-publish-git-');
  git(workspace, 'clone', '-q', '--no-checkout', repo.dir, 'repo');
  const checkout = path.join(workspace, 'repo');
  git(checkout, 'checkout', '-q', repo.baseSha);
  const file = await honestArtifact(repo, checkout);
  edit(file, (r) => {
    r.targets = r.targets.map((t) => ({ ...t, score: 100 }));
  });
  const run = await publish(file, repo);
  expect(onlyCheck().conclusion).toBe('failure');
  expect(run.outputs.passed).toBe('false');
  expect(gh.requests.filter((r) => r.path.includes('/contents'))).toHaveLength(0);
  expect(run.stdout).toContain('from git objects');
  expect(onlyComment()).toContain(`| \`${WEAK}\` | skill | ${fmtScore(await staticScore(repo, WEAK))} |`);
}, 120_000);

test('a skill the report scores that cannot be re-read here fails the check, even with fail-on-error false', async () => {
  const repo = forkPr({ [`${GOOD}/SKILL.md`]: goodSkill('good') });
  serveCommits(repo);
  const file = await honestArtifact(repo);
  // The contents API cannot give this file (as for a symbolic link, or a file over its 1 MB).
  gh.addFault({ method: 'GET', path: /\/contents\/skills(\/|%2F)good(\/|%2F)SKILL\.md$/i, status: 500 });
  const run = await publish(file, repo, { 'fail-on-error': 'false' });
  expect(onlyCheck().conclusion).toBe('failure');
  expect(run.outputs.passed).toBe('false');
  expect(onlyComment()).toContain('could not be re-scored here');
}, 120_000);

test('more changed files than GitHub lists and no checkout to diff: nothing is verified and the check fails', async () => {
  const head = 'a'.repeat(40);
  const files = Array.from({ length: 3001 }, (_, i) => ({
    filename: `data/f${String(i).padStart(4, '0')}.txt`,
    status: 'added' as const,
  }));
  gh.setPullFiles(PR, [...files, { filename: `${WEAK}/SKILL.md`, status: 'added' }]);
  gh.setPullHead(PR, head, 'b'.repeat(40));
  const workspace = tempDir('pe-publish-');
  mkdirSync(path.join(workspace, 'pr-report'));
  const file = path.join(workspace, 'pr-report', 'pull-request.json');
  writeFileSync(
    file,
    JSON.stringify({ pull_request: PR, head_sha: head, base_sha: 'b'.repeat(40), targets: [], removed: [], notes: [] }),
  );
  const run = await publish(file, { dir: workspace, headSha: head, baseSha: 'b'.repeat(40), files: [] });
  const check = onlyCheck();
  expect(check.conclusion).toBe('failure');
  expect(check.output.title).toBe('Unverified');
  expect(run.outputs.passed).toBe('false');
  expect(onlyComment()).toContain('could not be listed here');
}, 120_000);
