// Hostile names through the bundled Action (issue 6): a pull request that adds skills in folders
// named with line breaks, tabs, Unicode, `..`, markdown, HTML, or the names of the Action's own
// report and badge files — at the repository root and deeper. Every target is scored or a clear
// error, the comment and the summary stay well-formed (no injected heading, HTML or mention), and
// every file lands inside output-dir or badges-dir, one per target.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pullRequestPayload, runAction } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo } from '../helpers/pluginRepo.js';
import { goodSkill } from '../helpers/tree.js';
import { HOSTILE_DIRS, HOSTILE_NAMES, listFiles } from '../helpers/hostile.js';

/** Markdown without its inline code spans (shown as is, never as HTML). */
function outsideCode(md: string): string {
  return md.replace(/`[^`\n]*`/g, '`…`');
}

/** Skills in hostile folders, at the root (where a folder can be named like a report file) and under skills/. */
function hostileChanges(): Record<string, string> {
  const files: Record<string, string> = {};
  HOSTILE_DIRS.forEach((dir, i) => {
    files[`${dir}/SKILL.md`] = goodSkill(`root-${i}`);
    files[`skills/${dir}/SKILL.md`] = goodSkill(`deep-${i}`);
  });
  HOSTILE_NAMES.forEach((name, i) => {
    files[`named/n${i}/SKILL.md`] = goodSkill('x').replace('name: x', `name: ${JSON.stringify(name)}`);
  });
  files['named/list/SKILL.md'] = '---\n- a\n- b\n---\n# list\n';
  return files;
}

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

describe('hostile folder and skill names', () => {
  const changes = hostileChanges();
  const targets = Object.keys(changes).map((f) => f.slice(0, -'/SKILL.md'.length));

  test('pull request mode: every target in the report, one file each inside output-dir, a well-formed comment', async () => {
    const repo = buildRepo({ 'README.md': '# x\n' }, changes);
    // The files API lists the names as they are (git's own listing would quote them).
    gh.setPullFiles(
      5,
      Object.keys(changes).map((filename) => ({ filename, status: 'added' as const })),
    );
    const before = listFiles(repo.dir).filter((f) => !f.startsWith('.git'));
    const run = await runAction({
      workspace: repo.dir,
      eventName: 'pull_request',
      payload: pullRequestPayload({ number: 5, headSha: repo.headSha, baseSha: repo.baseSha }),
      apiUrl: gh.url,
      sha: repo.headSha,
      inputs: { 'github-token': 'ghs_hostileNamesToken', 'fail-on-error': 'false', threshold: '10' },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.count).toBe(String(targets.length));

    const report = JSON.parse(readFileSync(path.join(repo.dir, 'plugin-eval-report', 'pull-request.json'), 'utf8'));
    expect(report.targets.map((t: { path: string }) => t.path).sort()).toEqual([...targets].sort());
    expect(report.targets.filter((t: { error?: unknown }) => t.error).map((t: { path: string }) => t.path)).toEqual([
      'named/list',
    ]);
    // One JSON per target (plus summary.json and pull-request.json), each holding its own target.
    const out = path.join(repo.dir, 'plugin-eval-report');
    const written = listFiles(out);
    expect(written.filter((f) => f.endsWith('.json'))).toHaveLength(targets.length + 2);
    for (const t of report.targets) {
      expect(JSON.parse(readFileSync(path.join(out, t.report), 'utf8')).plugin_path).toBe(t.path);
    }
    expect(JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8')).counts.targets).toBe(targets.length);
    // Nothing else in the workspace changed.
    const after = listFiles(repo.dir).filter(
      (f) => !f.startsWith('.git') && !f.startsWith(`plugin-eval-report${path.sep}`),
    );
    expect(after).toEqual(before);

    // The comment and the summary: our headings only, no live HTML from a name, no @mention.
    for (const md of [[...gh.comments.values()][0].body, run.summary]) {
      const headings = md.split('\n').filter((l) => /^#{1,6} /.test(l));
      expect(headings).toEqual(['### PluginEval']);
      expect(outsideCode(md)).not.toMatch(/<img|<script/);
      expect(outsideCode(md)).not.toMatch(/@octocat/);
    }
    // Annotations point at the files as they are named.
    const [check] = [...gh.checkRuns.values()];
    const annotated = new Set(check.annotations.map((a) => String(a.path)));
    expect(annotated.has('named/list/SKILL.md')).toBe(true);
    expect([...annotated].every((p) => Object.keys(changes).includes(p))).toBe(true);
  });

  test('sweep mode with badges: one badge per target; a target named like the overall badge or the summary overwrites nothing', async () => {
    const repo = buildRepo({ 'README.md': '# x\n' }, changes);
    const run = await runAction({
      workspace: repo.dir,
      eventName: 'schedule',
      payload: { repository: { full_name: 'octo/skills', default_branch: 'main' } },
      inputs: { 'badges-dir': 'badges', 'fail-on-error': 'false' },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(readFileSync(path.join(repo.dir, 'plugin-eval-report', 'summary.json'), 'utf8'));
    const seen = [
      ...summary.ranked.map((r: { path: string }) => r.path),
      ...summary.errors.map((e: { plugin_path: string }) => e.plugin_path),
    ];
    expect(targets.filter((t) => !seen.includes(t))).toEqual([]);
    expect(summary.counts.targets).toBe(targets.length);
    const badges = listFiles(path.join(repo.dir, 'badges'));
    expect(badges.filter((f) => f.endsWith('.svg'))).toHaveLength(targets.length + 1);
    // The overall badge is still the overall one, not the skill in the `plugin-eval` folder.
    expect(JSON.parse(readFileSync(path.join(repo.dir, 'badges', 'plugin-eval.json'), 'utf8')).message).toMatch(
      /mean · \d+ targets/,
    );
    // README-badges.md: one table row per target, whatever its name holds.
    const readme = readFileSync(path.join(repo.dir, 'badges', 'README-badges.md'), 'utf8');
    expect(readme.split('\n').filter((l) => l.startsWith('| `'))).toHaveLength(targets.length);
    expect(readme.split('\n').filter((l) => /^#{1,6} /.test(l))).toEqual([
      '# PluginEval badges',
      '## Overall',
      '## Targets',
    ]);
  });
});
