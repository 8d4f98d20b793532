// What a first-time user reads: a failing gate line marked as a failure and leading with why, a
// report titled with the repository's name rather than `.`, a synopsis (docs/cli.md) naming every
// command, and markdown on a terminal without the zero-width spaces meant for GitHub.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildProgram, main } from '../../src/cli/main.js';
import type { CliContext } from '../../src/cli/common.js';
import { git, REPO_ROOT } from '../helpers/actionRun.js';
import { goodSkill, makeTree, removeTree, runCli } from '../helpers/tree.js';

const ZWSP = '\u200b';

describe('the summary gate line', () => {
  test('--fail-on spec failing without a threshold is a ❌ line, not an ℹ️ one', async () => {
    const tmp = makeTree({
      'skills/bad/SKILL.md':
        '---\nname: other-name\ndescription: Converts CSV files. Use when importing CSV.\n---\n# x\n',
    });
    try {
      const out = path.join(tmp, 'out');
      const r = await runCli(['report', tmp, '--fail-on', 'spec', '--output-dir', out, '--no-html']);
      expect(r.code).toBe(1);
      const gateLine =
        readFileSync(path.join(out, 'summary.md'), 'utf8')
          .split('\n')
          .find((l) => /Spec findings|spec finding/i.test(l)) ?? '';
      expect(gateLine).toMatch(/^- ❌ /);
    } finally {
      removeTree(tmp);
    }
  });

  test('a gate that fails on min-score leads with the failure, not with "meets the threshold"', async () => {
    const weak = '---\nname: weak\ndescription: Weak.\n---\nDo it.\n';
    const tmp = makeTree({
      'skills/weak/SKILL.md': weak,
      'skills/a/SKILL.md': goodSkill('a'),
      'skills/b/SKILL.md': goodSkill('b'),
      'skills/c/SKILL.md': goodSkill('c'),
    });
    try {
      const out = path.join(tmp, 'out');
      const r = await runCli([
        'report',
        tmp,
        '--threshold',
        '10',
        '--min-score',
        '60',
        '--output-dir',
        out,
        '--no-html',
      ]);
      expect(r.code).toBe(1);
      const md = readFileSync(path.join(out, 'summary.md'), 'utf8');
      const line = md.split('\n').find((l) => l.startsWith('- ❌')) ?? '';
      expect(line).toMatch(
        /^- ❌ 1 target\(s\) below the minimum score 60: \S*skills\/weak\. \(The mean score [\d.]+ meets the threshold 10\.\)$/,
      );
      expect(md).not.toMatch(/❌ Mean score [\d.]+ meets/);
    } finally {
      removeTree(tmp);
    }
  });
});

test('a report of a whole repository is titled with its folder name, not `.`', async () => {
  const tmp = makeTree({ 'my-skills/skills/a/SKILL.md': goodSkill('a') });
  try {
    const repo = path.join(tmp, 'my-skills');
    git(repo, 'init', '-q');
    const r = await runCli(['report', '.', '--output-dir', 'out'], { cwd: repo });
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(repo, 'out', 'summary.md'), 'utf8')).toMatch(/^# PluginEval report: `my-skills`$/m);
    expect(readFileSync(path.join(repo, 'out', 'index.html'), 'utf8')).toContain('<title>PluginEval report: my-skills');
    const sub = await runCli(['report', 'skills', '--output-dir', 'out2', '--no-html'], { cwd: repo });
    expect(sub.code).toBe(0);
    expect(readFileSync(path.join(repo, 'out2', 'summary.md'), 'utf8')).toMatch(/^# PluginEval report: `skills`$/m);
  } finally {
    removeTree(tmp);
  }
});

test('the synopsis in docs/cli.md names every command the CLI has', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'docs', 'cli.md'), 'utf8');
  const start = readme.indexOf('## Command line');
  const block = /```\n([\s\S]*?)```/.exec(readme.slice(start))![1];
  const ctx = {
    stdout: () => {},
    stderr: () => {},
    env: {},
    cwd: REPO_ROOT,
    stderrIsTTY: false,
    exitCode: 0,
    warn: () => {},
    say: () => {},
  } as CliContext;
  const names = buildProgram(ctx).commands.map((c) => c.name());
  expect(names).toEqual(expect.arrayContaining(['score', 'explain', 'config', 'baseline', 'init-workflow']));
  for (const name of names)
    expect([name, block]).toEqual([name, expect.stringMatching(new RegExp(`^plugin-eval ${name}\\b`, 'm'))]);
});

describe('markdown on a terminal', () => {
  const skill = path.join(REPO_ROOT, 'fixtures/marketplace/skills/quick-notes');
  async function score(stdoutIsTTY: boolean): Promise<string> {
    let stdout = '';
    const code = await main(['score', skill, '--depth', 'quick'], {
      stdout: (t) => void (stdout += t),
      stderr: () => {},
      env: {},
      cwd: REPO_ROOT,
      stderrIsTTY: false,
      stdoutIsTTY,
    });
    expect(code).toBe(0);
    return stdout;
  }

  test('advice such as "## Examples" has no zero-width spaces on a terminal; piped markdown keeps them for GitHub', async () => {
    const piped = await score(false);
    expect(piped).toContain(`#${ZWSP}#${ZWSP} Examples`);
    const terminal = await score(true);
    expect(terminal).toContain('"## Examples"');
    expect(terminal).not.toContain(ZWSP);
  });
});
