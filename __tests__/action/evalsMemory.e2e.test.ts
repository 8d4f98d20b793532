// End to end: the bundled Action in pull request mode on a head that adds one 16 MB file and 250
// symbolic links to it, all listed across 50 evals x 5 files (the commit's objects are small).
// The head is read from git objects; its peak memory must stay that of an ordinary run.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { git, pullRequestPayload, runAction, writeTree } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { pullFilesBetween, skillMd } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

const PR_NUMBER = 5;
const SKILL_DIR = 'skills/big';
const LINKS = 250;

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

function commit(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** The base has the skill alone; the head adds its evals, the big file and the links. */
function bigAttachmentsPr() {
  const dir = tempDir('pe-evalsmem-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  writeTree(dir, {
    [`${SKILL_DIR}/SKILL.md`]: skillMd(
      'big',
      'Summarises data files. Use when the user asks for a summary of a data file.',
    ),
  });
  const baseSha = commit(dir, 'base');
  const link = (i: number) => `evals/files/link-${String(i).padStart(3, '0')}.txt`;
  const evals = Array.from({ length: 50 }, (_, c) => ({
    id: c + 1,
    prompt: `Summarise part ${c + 1}`,
    files: [0, 1, 2, 3, 4].map((k) => link(c * 5 + k)),
    expectations: ['A summary'],
  }));
  writeTree(dir, {
    [`${SKILL_DIR}/SKILL.md`]: skillMd(
      'big',
      'Summarises data files. Use when the user asks for a summary of a data file, for reports.',
    ),
    [`${SKILL_DIR}/evals/evals.json`]: JSON.stringify({ skill_name: 'big', evals }),
  });
  mkdirSync(path.join(dir, SKILL_DIR, 'evals', 'files'));
  writeFileSync(
    path.join(dir, SKILL_DIR, 'evals', 'files', 'big.txt'),
    Buffer.alloc(16_000_000, 'all work and no play\n'),
  );
  for (let i = 0; i < LINKS; i++) symlinkSync('big.txt', path.join(dir, SKILL_DIR, link(i)));
  const headSha = commit(dir, 'head');
  return { dir, baseSha, headSha, files: pullFilesBetween(dir, baseSha, headSha) };
}

/** A preload that writes the process's peak resident set size (KiB) to a file when it exits. */
function rssProbe(): { env: Record<string, string>; peakKiB: () => number } {
  const dir = tempDir('pe-rss-');
  const probe = path.join(dir, 'probe.cjs');
  const out = path.join(dir, 'rss');
  writeFileSync(
    probe,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  return { env: { NODE_OPTIONS: `--require ${probe}` }, peakKiB: () => Number(readFileSync(out, 'utf8')) };
}

test('the head read from git objects: the listed links cost no memory at depth quick, and the run is scored', async () => {
  const repo = bigAttachmentsPr();
  gh.setPullFiles(PR_NUMBER, repo.files);
  const rss = rssProbe();
  const run = await runAction({
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({ number: PR_NUMBER, headSha: repo.headSha, baseSha: repo.baseSha }),
    apiUrl: gh.url,
    sha: repo.headSha,
    env: rss.env,
    inputs: { 'github-token': 'ghs_fakeTokenValue1234567890', 'output-dir': 'plugin-eval-report' },
  });
  expect(run.code).toBe(0);
  expect(run.summary).toContain(SKILL_DIR);
  // An ordinary run peaks near 100 MB; reading each listed file whole took gigabytes.
  expect(rss.peakKiB()).toBeLessThan(300 * 1024);
}, 180_000);
