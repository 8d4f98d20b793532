// End to end through dist/index.js: the Action in the setups real repositories have — a files list
// GitHub caps at 3,000, a checkout in a sub-folder, pull_request_target with the base checked out,
// the merge queue, a plugin around a changed skill, and the two-workflow pattern for forks
// (an unprivileged run's report published by a privileged workflow_run).
import { afterAll, afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { fmtScore } from '../../src/reports/format.js';
import { git, pullRequestPayload, runAction, type ActionRun } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import {
  BASE_FILES,
  buildPluginPr,
  buildRepo,
  isolatedCheckout,
  PLUGIN,
  shallowClone,
  skillMd,
  SKILLS,
  treeAt,
  type PrRepo,
} from '../helpers/pluginRepo.js';

const TOKEN = 'ghs_fakeTokenValue1234567890';
const PR = 21;

let gh: FakeGitHub;
const temps: string[] = [];
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

function tmp(prefix: string): string {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(d);
  return d;
}

function track(repo: PrRepo): PrRepo {
  temps.push(repo.dir);
  return repo;
}

interface PrRunOptions {
  eventName?: string;
  inputs?: Record<string, string>;
  files?: PrRepo['files'];
  changedFiles?: number;
  headRepository?: string;
}

function runPr(repo: PrRepo, workspace: string, o: PrRunOptions = {}): Promise<ActionRun> {
  gh.setPullFiles(PR, o.files ?? repo.files);
  return runAction({
    workspace,
    eventName: o.eventName ?? 'pull_request',
    payload: pullRequestPayload({
      number: PR,
      headSha: repo.headSha,
      baseSha: repo.baseSha,
      headRepository: o.headRepository,
      changedFiles: o.changedFiles ?? repo.files.length,
    }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, 'fail-on-error': 'false', ...(o.inputs ?? {}) },
  });
}

function reportOf(
  workspace: string,
  run: ActionRun,
): {
  targets: Array<{ path: string; kind: string; score: number | null; base_score: number | null; status: string }>;
  removed: Array<{ path: string }>;
  notes: string[];
} {
  return JSON.parse(readFileSync(path.join(workspace, run.outputs.report), 'utf8'));
}

async function scoreAt(dir: string, rel: string): Promise<number> {
  const o = await evaluateTarget(new DiskSource(dir), rel, { depth: 'quick' });
  if (!o.ok) throw new Error(o.error.error);
  return o.result.composite.score;
}

/** A bare origin holding `repo`, with a branch `base` at the base commit. */
function originOf(repo: PrRepo): string {
  const origin = path.join(tmp('pe-origin-'), 'repo.git');
  git(path.dirname(origin), 'clone', '-q', '--bare', repo.dir, origin);
  git(origin, 'update-ref', 'refs/heads/base', repo.baseSha);
  return origin;
}

describe('a files list GitHub caps at 3,000', () => {
  test('the changed skill listed after the cap is found with git diff base..head', async () => {
    const changes: Record<string, string | null> = {};
    // 3,000 data files sort before the skill: GitHub's list stops before reaching it.
    for (let i = 0; i < 3000; i++) changes[`data/f${String(i).padStart(4, '0')}.txt`] = `${i}\n`;
    changes[`${SKILLS}/alpha/SKILL.md`] = skillMd('alpha', 'Tiny.');
    const repo = track(buildRepo(BASE_FILES, changes));
    expect(repo.files.length).toBe(3001);
    const work = shallowClone(repo);
    temps.push(path.dirname(work));
    const run = await runPr(repo, work, { inputs: { threshold: '90' } });
    const report = reportOf(work, run);
    expect(report.targets.map((t) => t.path)).toEqual([PLUGIN, `${SKILLS}/alpha`]);
    expect(report.notes.join('\n')).toContain('GitHub lists only 3000');
    expect(run.outputs.count).toBe('2');
    // The weak skill fails the gate instead of passing unseen.
    expect(run.outputs.passed).toBe('false');
    expect(run.code).toBe(1);
  }, 240_000);

  test('capped and git cannot diff: the step fails saying so, never a silent pass', async () => {
    const repo = track(buildPluginPr());
    const work = isolatedCheckout(repo);
    temps.push(work);
    // The list stops early (the payload says how many files there are).
    const run = await runPr(repo, work, { files: repo.files.slice(0, 2), changedFiles: repo.files.length });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toMatch(/changes \d+ files but GitHub lists only 2, and git could not diff/);
    expect(run.outputs.passed).not.toBe('true');
  });
});

describe('the checkout is not the pull request head', () => {
  test('pull_request_target with the base checked out scores the head from git objects; nothing is checked out', async () => {
    const repo = track(buildPluginPr());
    const origin = originOf(repo);
    const ws = tmp('pe-ws-');
    git(ws, 'clone', '-q', '--depth=1', '--branch', 'base', `file://${origin}`, 'repo');
    const work = path.join(ws, 'repo');
    const before = git(work, 'rev-parse', 'HEAD');
    expect(before).toBe(repo.baseSha);

    const run = await runPr(repo, work, { eventName: 'pull_request_target', headRepository: 'stranger/skills' });
    const report = reportOf(work, run);
    const paths = report.targets.map((t) => t.path);
    // The added skill is there, the deleted one is listed as removed, not scored.
    expect(paths).toContain(`${SKILLS}/gamma`);
    expect(paths).not.toContain(`${SKILLS}/doomed`);
    expect(report.removed.map((r) => r.path)).toEqual([`${SKILLS}/doomed`]);
    // alpha carries the head's score and the base's, as at the head commit itself.
    const alpha = report.targets.find((t) => t.path === `${SKILLS}/alpha`);
    expect(alpha?.score).toBe(await scoreAt(repo.dir, `${SKILLS}/alpha`));
    expect(alpha?.base_score).not.toBe(alpha?.score);
    // The check run is on the head commit; the working tree is untouched (still the base).
    const [check] = [...gh.checkRuns.values()];
    expect(check.head_sha).toBe(repo.headSha);
    expect(git(work, 'rev-parse', 'HEAD')).toBe(before);
    expect(git(work, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    expect(run.outputs['check-url']).toBe(`https://github.com/octo/skills/runs/${check.id}`);
    expect(run.summary).toContain(`(https://github.com/octo/skills/runs/${check.id})`);
    expect(run.summary).toMatch(
      /\[the pull request comment\]\(https:\/\/github\.com\/octo\/skills\/pull\/21#issuecomment-\d+\)/,
    );
  });

  test('pull_request_target that cannot read the head fails instead of scoring the base', async () => {
    const repo = track(buildPluginPr());
    const ws = tmp('pe-ws-');
    // The base only, no origin to fetch from, no token for the contents API.
    git(ws, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(ws, 'README.md'), '# base\n');
    git(ws, 'add', '-A');
    git(ws, 'commit', '-q', '-m', 'base only');
    const run = await runAction({
      workspace: ws,
      eventName: 'pull_request_target',
      payload: pullRequestPayload({
        number: PR,
        headSha: repo.headSha,
        baseSha: repo.baseSha,
        headRepository: 'stranger/skills',
      }),
      apiUrl: gh.url,
      inputs: { 'github-token': '' },
    });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toMatch(
      /pull_request_target: the head commit .* could not be read .* the checkout is the base/,
    );
  });

  test('a checkout in a sub-folder (actions/checkout path:) is found, or named with working-directory', async () => {
    const repo = track(buildPluginPr());
    const origin = originOf(repo);
    const ws = tmp('pe-ws-');
    git(ws, 'clone', '-q', `file://${origin}`, 'src-repo');
    mkdirSync(path.join(ws, 'other'));
    const found = await runPr(repo, ws);
    const report = reportOf(ws, found);
    expect(report.targets.map((t) => t.path)).toContain(`${SKILLS}/alpha`);
    expect(found.outputs.count).toBe('6');
    expect(found.stdout).toContain('Repository found in src-repo/');

    // Two checkouts holding the commits: working-directory picks one.
    git(ws, 'clone', '-q', `file://${origin}`, 'second');
    const ambiguous = await runPr(repo, ws);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.errors.join('\n')).toContain('set the working-directory input');
    const named = await runPr(repo, ws, { inputs: { 'working-directory': 'second' } });
    expect(named.outputs.count).toBe('6');
  });
});

describe('merge queue', () => {
  test('merge_group: diffs base_sha..head_sha, gates each target, posts a check run and no comment', async () => {
    const repo = track(buildPluginPr());
    const work = shallowClone(repo);
    temps.push(path.dirname(work));
    const run = await runAction({
      workspace: work,
      eventName: 'merge_group',
      payload: {
        action: 'checks_requested',
        merge_group: {
          head_sha: repo.headSha,
          head_ref: 'refs/heads/gh-readonly-queue/main/pr-21-x',
          base_sha: repo.baseSha,
          base_ref: 'refs/heads/main',
        },
        repository: { full_name: 'octo/skills', default_branch: 'main' },
      },
      apiUrl: gh.url,
      sha: repo.headSha,
      inputs: { 'github-token': TOKEN, threshold: '60', 'fail-on-error': 'false' },
    });
    const report = reportOf(work, run);
    expect(report.targets.map((t) => t.path)).toContain(`${SKILLS}/gamma`);
    expect(gh.requests.some((r) => r.path.includes('/pulls/'))).toBe(false);
    expect(gh.comments.size).toBe(0);
    const [check] = [...gh.checkRuns.values()];
    expect(check.head_sha).toBe(repo.headSha);
    // gamma ("Tiny.") is below 60: the per-target gate fails the queue as it fails the PR.
    expect(check.conclusion).toBe('failure');
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toContain(`${SKILLS}/gamma`);
  });
});

describe('a plugin around a changed skill', () => {
  test('joins the table with its change against base', async () => {
    const repo = track(buildRepo(BASE_FILES, { [`${SKILLS}/alpha/SKILL.md`]: skillMd('alpha', 'Tiny.') }));
    const run = await runPr(repo, repo.dir);
    const report = reportOf(repo.dir, run);
    expect(report.targets.map((t) => [t.path, t.kind, t.status])).toEqual([
      [PLUGIN, 'plugin', 'changed'],
      [`${SKILLS}/alpha`, 'skill', 'changed'],
    ]);
    const plugin = report.targets[0];
    expect(plugin.score).toBe(await scoreAt(repo.dir, PLUGIN));
    expect(typeof plugin.base_score).toBe('number');
  });
});

describe('fork pull requests: the two-workflow workflow_run pattern', () => {
  async function unprivilegedRun(): Promise<{ repo: PrRepo; reportFile: string }> {
    const repo = track(buildPluginPr());
    const run = await runPr(repo, repo.dir, {
      inputs: { comment: 'false', 'check-run': 'false' },
      headRepository: 'stranger/skills',
    });
    // The publish run re-reads both commits through the contents API (it has no checkout).
    gh.setTree(repo.headSha, treeAt(repo, repo.headSha));
    gh.setTree(repo.baseSha, treeAt(repo, repo.baseSha));
    expect(gh.comments.size + gh.checkRuns.size).toBe(0);
    // The artifact, downloaded into the privileged run's workspace.
    const ws = tmp('pe-publish-');
    mkdirSync(path.join(ws, 'pr-report'));
    copyFileSync(path.join(repo.dir, run.outputs.report), path.join(ws, 'pr-report', 'pull-request.json'));
    return { repo, reportFile: path.join(ws, 'pr-report', 'pull-request.json') };
  }

  function publish(reportFile: string, headSha: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
    return runAction({
      workspace: path.dirname(path.dirname(reportFile)),
      eventName: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: { id: 99, event: 'pull_request', head_sha: headSha, pull_requests: [], conclusion: 'success' },
      },
      apiUrl: gh.url,
      inputs: { 'github-token': TOKEN, mode: 'publish', 'report-path': 'pr-report/pull-request.json', ...inputs },
    });
  }

  test('the privileged run posts the comment and the check from the report, gating with its own inputs', async () => {
    const { repo, reportFile } = await unprivilegedRun();
    gh.setPullHead(PR, repo.headSha, repo.baseSha);
    const run = await publish(reportFile, repo.headSha, { threshold: '60' });
    const [comment] = [...gh.comments.values()];
    expect(comment.issue).toBe(PR);
    expect(comment.body).toContain(`\`${SKILLS}/alpha\``);
    expect(comment.body).toContain(fmtScore(await scoreAt(repo.dir, `${SKILLS}/alpha`)));
    // An honest report: re-scored here, every target and number agrees.
    expect(comment.body).not.toContain('**Unverified**');
    const [check] = [...gh.checkRuns.values()];
    expect(check.head_sha).toBe(repo.headSha);
    expect(check.conclusion).toBe('failure');
    expect(run.outputs['check-url']).toBe(`https://github.com/octo/skills/runs/${check.id}`);
    expect(run.code).toBe(1);
  });

  test('a report for another head, or naming a pull request at another head, is refused', async () => {
    const { repo, reportFile } = await unprivilegedRun();
    gh.setPullHead(PR, repo.headSha, repo.baseSha);
    const wrongRun = await publish(reportFile, repo.baseSha);
    expect(wrongRun.code).toBe(1);
    expect(wrongRun.errors.join('\n')).toContain('the triggering run was for');
    gh.setPullHead(PR, repo.baseSha);
    const moved = await publish(reportFile, repo.headSha);
    expect(moved.code).toBe(1);
    expect(moved.errors.join('\n')).toContain(`pull request #${PR} is at`);
    expect(gh.comments.size + gh.checkRuns.size).toBe(0);
  });

  test('hostile report data is escaped; malformed or oversized reports are refused unread', async () => {
    const { repo, reportFile } = await unprivilegedRun();
    gh.setPullHead(PR, repo.headSha, repo.baseSha);
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    report.targets[0].path = 'x`| <img src=x onerror=alert(1)> @admins\n# heading';
    report.notes = ['<script>alert(1)</script> ping @everyone'];
    writeFileSync(reportFile, JSON.stringify(report));
    await publish(reportFile, repo.headSha);
    const [comment] = [...gh.comments.values()];
    expect(comment.body).not.toContain('<img');
    expect(comment.body).not.toContain('<script>');
    expect(comment.body).not.toMatch(/@admins|@everyone/);
    expect(comment.body).not.toMatch(/^# heading/m);

    report.targets[0].score = 1e9;
    writeFileSync(reportFile, JSON.stringify(report));
    const bad = await publish(reportFile, repo.headSha);
    expect(bad.code).toBe(1);
    expect(bad.errors.join('\n')).toContain('targets[0].score is not a score');

    writeFileSync(reportFile, 'x'.repeat(5 * 1024 * 1024));
    const big = await publish(reportFile, repo.headSha);
    expect(big.code).toBe(1);
    expect(big.errors.join('\n')).toContain('is larger than');
  });
});
