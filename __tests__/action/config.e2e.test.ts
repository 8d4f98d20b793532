// End to end through dist/index.js: the Action reads the repository's `.plugin-eval.yml` (and its
// baseline) — on a pull request from the base commit, in real git repositories whose base and
// head hold different configurations, so that a pull request cannot change its own gate; in sweep
// mode from the workspace. Inputs set in the workflow win over the file; an invalid file fails
// the run with an error annotation naming its key and line, and the report is still written.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { buildBaseline, renderBaseline } from '../../src/config/baseline.js';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { git, pullRequestPayload, runAction, writeTree, type ActionRun } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo, skillMd, type PrRepo } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

const TOKEN = 'ghs_fakeTokenValue1234567890';
const PR = 16;
const SKILL = 'skills/tables';
/** A middling skill: far above 1, far below 99. */
const MIDDLING = skillMd(
  'tables',
  'Converts CSV files to markdown tables. Use when the user asks for a table from CSV data.',
);
const IMPROVED = skillMd(
  'tables',
  'Converts CSV files to markdown tables. Use when the user asks for a table from CSV or spreadsheet data.',
);

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

function runPr(repo: PrRepo, inputs: Record<string, string> = {}): Promise<ActionRun> {
  gh.setPullFiles(PR, repo.files);
  return runAction({
    workspace: repo.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload({
      number: PR,
      headSha: repo.headSha,
      baseSha: repo.baseSha,
      changedFiles: repo.files.length,
    }),
    apiUrl: gh.url,
    sha: repo.headSha,
    inputs: { 'github-token': TOKEN, ...inputs },
  });
}

interface PrJson {
  threshold: number | null;
  depth: string;
  passed: boolean;
  gate: string;
  notes: string[];
  targets: Array<{ path: string; score: number | null }>;
  configuration: {
    file: string | null;
    read_from: string;
    error: string | null;
    settings: Record<string, { value: unknown; source: string }>;
  } | null;
}

function prJson(repo: PrRepo, run: ActionRun): PrJson {
  return JSON.parse(readFileSync(path.join(repo.dir, run.outputs.report), 'utf8')) as PrJson;
}

function lastCheck() {
  return [...gh.checkRuns.values()].pop();
}

/** `::error title=…,file=…,line=…::message` lines of the run (annotations with a place). */
function placedErrors(run: ActionRun): Array<{ props: string; message: string }> {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::error '))
    .map((l) => {
      const end = l.indexOf('::', 2);
      return { props: l.slice('::error '.length, end), message: l.slice(end + 2) };
    });
}

describe('pull requests: the configuration of the base commit governs the gate', () => {
  test('a pull request that loosens the threshold is still held to the base threshold, and told the change takes effect after merge', async () => {
    const repo = buildRepo(
      { '.plugin-eval.yml': 'threshold: 99\nfail-on: [spec]\n', [`${SKILL}/SKILL.md`]: MIDDLING },
      { '.plugin-eval.yml': 'threshold: 1\n', [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const run = await runPr(repo);
    const report = prJson(repo, run);
    expect(report.targets.map((t) => t.path)).toEqual([SKILL]);
    const score = report.targets[0].score as number;
    expect(score).toBeGreaterThan(1);
    expect(score).toBeLessThan(99);
    // The base's 99, not the head's 1.
    expect(report.threshold).toBe(99);
    expect(report.configuration?.settings.threshold).toEqual({ value: 99, source: 'config' });
    expect(report.configuration?.settings['fail-on']).toEqual({ value: ['spec'], source: 'config' });
    expect(report.configuration?.read_from).toBe(`the base commit ${repo.baseSha.slice(0, 12)}`);
    expect(report.passed).toBe(false);
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(lastCheck()?.conclusion).toBe('failure');
    const comment = [...gh.comments.values()][0].body;
    expect(comment).toContain('below the threshold 99');
    expect(comment).toContain('This pull request changes .plugin-eval.yml: the change takes effect after merge');
    expect(comment).toContain(
      `Configuration .plugin-eval.yml read from the base commit ${repo.baseSha.slice(0, 12)}: threshold 99, fail-on spec`,
    );
    expect(report.notes.join('\n')).toContain('takes effect after merge');
  });

  test('the other way round: a pull request cannot tighten its own gate either; without a change there is no note', async () => {
    const loose = buildRepo(
      { '.plugin-eval.yml': 'threshold: 1\n', [`${SKILL}/SKILL.md`]: MIDDLING },
      { '.plugin-eval.yml': 'threshold: 99\n', [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const run = await runPr(loose);
    expect(prJson(loose, run).threshold).toBe(1);
    expect(run.code).toBe(0);
    expect(lastCheck()?.conclusion).toBe('success');
    expect([...gh.comments.values()][0].body).toContain('takes effect after merge');

    const same = buildRepo(
      { '.plugin-eval.yml': 'threshold: 1\n', [`${SKILL}/SKILL.md`]: MIDDLING },
      { [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const again = await runPr(same);
    expect(again.code).toBe(0);
    expect(prJson(same, again).notes.join('\n')).not.toContain('takes effect after merge');
  });

  test('an input set in the workflow wins over the file; an input left empty gives way to it', async () => {
    const repo = buildRepo(
      { '.plugin-eval.yml': 'threshold: 99\ndepth: quick\n', [`${SKILL}/SKILL.md`]: MIDDLING },
      { [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const run = await runPr(repo, { threshold: '1' });
    const report = prJson(repo, run);
    expect(report.threshold).toBe(1);
    expect(report.configuration?.settings.threshold).toEqual({ value: 1, source: 'input' });
    expect(report.configuration?.settings.depth).toEqual({ value: 'quick', source: 'config' });
    expect(run.code).toBe(0);
    expect([...gh.comments.values()][0].body).toContain("set by the workflow's inputs instead: threshold");
  });

  test("an override by path gives a target its own threshold: held to it instead of the run's", async () => {
    const config = `threshold: 99\noverrides:\n  - files: ['${SKILL}']\n    threshold: 1\n`;
    const repo = buildRepo(
      { '.plugin-eval.yml': config, [`${SKILL}/SKILL.md`]: MIDDLING },
      { [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const run = await runPr(repo);
    const report = prJson(repo, run);
    expect(report.threshold).toBe(99);
    expect(run.code).toBe(0);
    expect(report.gate).toContain("held to its own threshold from the configuration's overrides");
  });

  test('ignore and rules of the base configuration: an ignored skill is not scored, a rule turned off raises no anti-pattern', async () => {
    const weak = skillMd('vague', 'Helps.');
    const repo = buildRepo(
      {
        '.plugin-eval.yml': 'ignore: ["skills/drafts/**"]\n',
        [`${SKILL}/SKILL.md`]: MIDDLING,
        'skills/drafts/vague/SKILL.md': weak,
      },
      { [`${SKILL}/SKILL.md`]: IMPROVED, 'skills/drafts/vague/SKILL.md': `${weak}\nMore.\n` },
    );
    const run = await runPr(repo, { threshold: '1' });
    expect(prJson(repo, run).targets.map((t) => t.path)).toEqual([SKILL]);
    expect(run.outputs.count).toBe('1');
  });

  test('an invalid configuration at the base: an error annotation naming key and line, the check fails with it, the report is written', async () => {
    const repo = buildRepo(
      { '.plugin-eval.yml': 'depth: quick\nthreshold: high\n', [`${SKILL}/SKILL.md`]: MIDDLING },
      { [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const run = await runPr(repo);
    expect(run.code).toBe(1);
    const [annotation] = placedErrors(run);
    expect(annotation.props).toContain('file=.plugin-eval.yml');
    expect(annotation.props).toContain('line=2');
    expect(annotation.message).toContain('.plugin-eval.yml:2: threshold: expected a number from 0 to 100, got "high"');
    // The step fails with the same message; the report and the outputs are still there.
    expect(run.errors.join('\n')).toContain('Configuration error: .plugin-eval.yml:2: threshold');
    expect(existsSync(path.join(repo.dir, run.outputs.report))).toBe(true);
    const report = prJson(repo, run);
    expect(report.passed).toBe(false);
    expect(report.configuration?.error).toContain('threshold');
    expect(report.targets.map((t) => t.path)).toEqual([SKILL]);
    const check = lastCheck();
    expect(check?.conclusion).toBe('failure');
    expect(check?.annotations).toContainEqual(
      expect.objectContaining({ path: '.plugin-eval.yml', start_line: 2, annotation_level: 'failure' }),
    );
  });

  test('a pull request that breaks the configuration fails, naming the line of its new file', async () => {
    const repo = buildRepo(
      { '.plugin-eval.yml': 'threshold: 1\n', [`${SKILL}/SKILL.md`]: MIDDLING },
      { '.plugin-eval.yml': 'threshold: 1\nrules:\n  MISSING_TRIGGER: sometimes\n', [`${SKILL}/SKILL.md`]: IMPROVED },
    );
    const run = await runPr(repo);
    expect(run.code).toBe(1);
    const report = prJson(repo, run);
    expect(report.threshold).toBe(1);
    expect(report.gate).toContain('.plugin-eval.yml:3: rules.MISSING_TRIGGER');
    expect(report.notes.join('\n')).toContain('takes effect after merge');
    expect(lastCheck()?.annotations).toContainEqual(
      expect.objectContaining({ path: '.plugin-eval.yml', start_line: 3 }),
    );
  });

  test('a configuration file that is a link out of the repository is refused, not followed', async () => {
    const outside = tempDir('pe-outside-');
    writeTree(outside, { 'cfg.yml': 'threshold: 1\n' });
    const dir = tempDir('pe-link-repo-');
    git(dir, 'init', '-q', '-b', 'main');
    writeTree(dir, { [`${SKILL}/SKILL.md`]: MIDDLING });
    // The base commit's .plugin-eval.yml is a symbolic link to a file outside the tree.
    symlinkSync(path.join(outside, 'cfg.yml'), path.join(dir, '.plugin-eval.yml'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const baseSha = git(dir, 'rev-parse', 'HEAD');
    writeTree(dir, { [`${SKILL}/SKILL.md`]: IMPROVED });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'head');
    const repo: PrRepo = {
      dir,
      baseSha,
      headSha: git(dir, 'rev-parse', 'HEAD'),
      files: [{ filename: `${SKILL}/SKILL.md`, status: 'modified' }],
    };
    const run = await runPr(repo);
    expect(run.code).toBe(1);
    const report = prJson(repo, run);
    expect(report.gate).toContain('.plugin-eval.yml: a symbolic link that leads out of the repository');
    // Nothing of the outside file was applied.
    expect(report.threshold).toBeNull();
  });
});

describe('pull requests: the baseline of the base commit', () => {
  test('a skill below the threshold with nothing new since the baseline passes; without the baseline it fails', async () => {
    // The baseline records the base version's problems, as `plugin-eval baseline` does.
    const scratch = tempDir('pe-baseline-');
    writeTree(scratch, { [`${SKILL}/SKILL.md`]: MIDDLING, [`${SKILL}/references/usage.md`]: '# Usage\n' });
    const base = await evaluateTarget(new DiskSource(scratch), SKILL, { depth: 'quick' });
    if (!base.ok) throw new Error(base.error.error);
    const baselineText = renderBaseline(buildBaseline([base.result], 'calibrated'));
    const threshold = String(Math.ceil(base.result.composite.score) + 5);
    const files = { [`${SKILL}/SKILL.md`]: MIDDLING, [`${SKILL}/references/usage.md`]: '# Usage\n' };

    const withBaseline = buildRepo(
      { ...files, '.plugin-eval-baseline.json': baselineText },
      { [`${SKILL}/references/usage.md`]: '# Usage\n\nUpdated.\n' },
    );
    const run = await runPr(withBaseline, { threshold });
    const report = prJson(withBaseline, run);
    expect(report.targets.map((t) => t.path)).toEqual([SKILL]);
    expect(report.targets[0].score).toBeLessThan(Number(threshold));
    expect(run.code).toBe(0);
    expect(report.gate).toContain('nothing is new since the baseline');
    expect(report.notes.join('\n')).toMatch(
      /Baseline \.plugin-eval-baseline\.json \(from the base commit [0-9a-f]{12}\): 0 new/,
    );

    const without = buildRepo(files, { [`${SKILL}/references/usage.md`]: '# Usage\n\nUpdated.\n' });
    const failed = await runPr(without, { threshold });
    expect(failed.code).toBe(1);
    expect(prJson(without, failed).gate).toContain(`below the threshold ${threshold}`);
  });
});

describe('sweep mode reads the workspace configuration', () => {
  function sweep(workspace: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
    return runAction({ workspace, eventName: 'schedule', inputs: { mode: 'sweep', ...inputs } });
  }

  test("the workspace's threshold and ignore apply; an input wins over them", async () => {
    const ws = tempDir('pe-sweep-cfg-');
    writeTree(ws, {
      '.plugin-eval.yml': 'threshold: 99\nignore:\n  - skills/drafts\n',
      [`${SKILL}/SKILL.md`]: MIDDLING,
      'skills/drafts/vague/SKILL.md': skillMd('vague', 'Helps.'),
    });
    const run = await sweep(ws);
    expect(run.code).toBe(1);
    expect(run.outputs.count).toBe('1');
    expect(run.summary).toContain('below the threshold 99');
    expect(run.summary).toContain(
      'Configuration .plugin-eval.yml read from the workspace: threshold 99, ignore skills/drafts',
    );

    const loose = await sweep(ws, { threshold: '1' });
    expect(loose.code).toBe(0);
    expect(loose.outputs.passed).toBe('true');
  });

  test('an invalid workspace configuration: the named error, a failed step, the report still written', async () => {
    const ws = tempDir('pe-sweep-bad-');
    writeTree(ws, { '.plugin-eval.yml': 'threshold: 80\nmethods: reference\n', [`${SKILL}/SKILL.md`]: MIDDLING });
    const run = await sweep(ws);
    expect(run.code).toBe(1);
    const [annotation] = placedErrors(run);
    expect(annotation.props).toContain('line=2');
    expect(annotation.message).toContain('.plugin-eval.yml:2: methods: unknown key');
    expect(run.errors.join('\n')).toContain('Configuration error: .plugin-eval.yml:2: methods: unknown key');
    expect(existsSync(path.join(ws, run.outputs.report))).toBe(true);
    expect(run.outputs.count).toBe('1');
  });
});
