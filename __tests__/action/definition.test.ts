// action.yml and the example workflows: valid against the schemas of @action-validator/core,
// and in step with the code (every input read, defaults the same, outputs as documented).
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { validateAction, validateWorkflow } from '@action-validator/core';
import matter from 'gray-matter';
import { readInputs, InputError } from '../../src/action/inputs.js';
import { REPO_ROOT } from '../helpers/actionRun.js';

function yaml(text: string): any {
  // gray-matter (a dependency) parses YAML front matter; wrapping the file makes it one.
  return matter(`---\n${text}\n---\n`).data;
}

const actionText = readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8');
const action = yaml(actionText);
const WORKFLOWS = path.join(REPO_ROOT, '.github', 'workflows');

const ISSUE_INPUTS = [
  'github-token',
  'depth',
  'threshold',
  'paths',
  'mode',
  'comment',
  'check-run',
  'anthropic-api-key',
  'budget-usd',
  'concurrency',
  'output-dir',
  'badges-dir',
  'shard',
  'fail-on-error',
];

/** The inputs for checkouts in sub-folders, per-target gates and the workflow_run pattern. */
const ACTION_INPUTS = ['working-directory', 'min-score', 'gate', 'report-path', 'shard-reports'];

describe('action.yml', () => {
  test('runs dist/index.js on node24, with branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toBeTruthy();
  });

  test('is valid against the action schema', () => {
    // The schema in @action-validator/core 0.6 predates node24 (it knows node12/16/20), so the
    // file is validated as is (the one complaint must be about `runs.using`) and with node20.
    const asIs = validateAction(actionText);
    expect(asIs.errors.map((e) => ('path' in e ? e.path : e.title))).toEqual(['/runs']);
    expect(JSON.stringify(asIs.errors)).toContain('/runs/using');
    expect(validateAction(actionText.replace('using: node24', 'using: node20')).errors).toEqual([]);
    // The validator does bite.
    expect(
      validateAction(
        actionText.replace('main: dist/index.js', 'mian: dist/index.js').replace('using: node24', 'using: node20'),
      ).errors,
    ).not.toEqual([]);
  });

  test('has the inputs of the issue (and the three of issue 6), each described with a default', () => {
    expect(Object.keys(action.inputs)).toEqual([
      ...ISSUE_INPUTS,
      'security-gate',
      'fail-on',
      'allow-llm-on-forks',
      'on-unmeasured',
      'batch',
      'eval-gate',
      ...ACTION_INPUTS,
      'method',
      'comment-key',
      'check-name',
      'deadline',
      'workers',
    ]);
    for (const [name, spec] of Object.entries<{ description: string; default: unknown }>(action.inputs)) {
      expect([name, typeof spec.description, spec.description.length > 10]).toEqual([name, 'string', true]);
      expect([name, 'default' in spec]).toEqual([name, true]);
    }
    expect(action.inputs['github-token'].default).toBe('${{ github.token }}');
    // Empty, so that an input the workflow did not set gives way to .plugin-eval.yml.
    expect(action.inputs.depth.default).toBe('');
    expect(action.inputs.paths.default).toBe('**/SKILL.md');
    expect(action.inputs.mode.default).toBe('auto');
    expect(action.inputs.concurrency.default).toBe('4');
    expect(action.inputs['output-dir'].default).toBe('plugin-eval-report');
    expect(action.inputs.method.default).toBe('');
  });

  test('readInputs reads exactly those inputs, and their defaults mean what an empty value means', () => {
    const asked: string[] = [];
    const defaults = readInputs((name) => {
      asked.push(name);
      const d = action.inputs[name]?.default;
      return name === 'github-token' ? 'tok' : typeof d === 'string' ? d : '';
    });
    expect([...new Set(asked)].sort()).toEqual(Object.keys(action.inputs).sort());
    const empty = readInputs((name) => (name === 'github-token' ? 'tok' : ''));
    expect(defaults).toEqual(empty);
    expect(defaults).toMatchObject({
      depth: 'quick',
      threshold: null,
      mode: 'auto',
      comment: true,
      checkRun: true,
      concurrency: 4,
      shard: null,
      failOnError: true,
      onUnmeasured: 'neutral',
      method: 'calibrated',
    });
  });

  test('bad input values are InputErrors naming the input', () => {
    const bad = (name: string, value: string) => () => readInputs((n) => (n === name ? value : ''));
    expect(bad('threshold', 'high')).toThrow(InputError);
    expect(bad('threshold', '101')).toThrow('input "threshold"');
    expect(bad('concurrency', '0')).toThrow('input "concurrency"');
    expect(bad('shard', '0/3')).toThrow('input "shard"');
    expect(bad('mode', 'both')).toThrow('input "mode"');
    expect(bad('comment', 'sometimes')).toThrow('input "comment"');
    expect(bad('on-unmeasured', 'success')).toThrow('input "on-unmeasured"');
    // The former value `failure` still means fail; `ignore` means pass.
    expect(readInputs((n) => (n === 'on-unmeasured' ? 'FAILURE' : '')).onUnmeasured).toBe('fail');
    expect(readInputs((n) => (n === 'on-unmeasured' ? 'neutral' : '')).onUnmeasured).toBe('neutral');
    expect(readInputs((n) => (n === 'on-unmeasured' ? 'ignore' : '')).onUnmeasured).toBe('pass');
    expect(bad('method', 'strict')).toThrow('input "method"');
    expect(readInputs((n) => (n === 'method' ? 'Reference' : '')).method).toBe('reference');
    expect(readInputs((n) => (n === 'method' ? 'measured' : '')).method).toBe('calibrated');
    expect(bad('min-score', '-1')).toThrow('input "min-score"');
    expect(bad('gate', 'median')).toThrow('input "gate"');
    expect(bad('mode', 'publish')).toThrow('input "report-path"');
    expect(readInputs((n) => (n === 'gate' ? 'Each' : n === 'min-score' ? '55' : '')).gate).toBe('each');
    expect(readInputs((n) => (n === 'shard' ? ' 2 / 4 ' : '')).shard).toEqual({ index: 2, count: 4 });
    expect(bad('deadline', 'soon')).toThrow(
      'input "deadline": expected a duration such as 90s, 10m, 1h30m or 500ms (a plain number is seconds), got "soon", or none',
    );
    expect(bad('deadline', '0s')).toThrow('input "deadline"');
    expect(readInputs((n) => (n === 'deadline' ? '1h30m' : '')).deadline).toEqual({ label: '1h30m', ms: 90 * 60_000 });
    expect(readInputs((n) => (n === 'deadline' ? 'None' : '')).deadline).toBeNull();
  });

  test('declares the outputs the Action sets', () => {
    expect(Object.keys(action.outputs)).toEqual([
      'report',
      'count',
      'min-score',
      'mean-score',
      'check-url',
      'passed',
      'sarif-file',
    ]);
  });
});

describe('example workflows', () => {
  const files = readdirSync(WORKFLOWS).filter((f) => f.startsWith('plugin-eval-') && f.endsWith('.yml'));

  test('the pull request and weekly workflows exist', () => {
    expect(files.sort()).toEqual(['plugin-eval-code-scanning.yml', 'plugin-eval-pr.yml', 'plugin-eval-weekly.yml']);
  });

  test.each(readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f)))('%s is a valid workflow', (file) => {
    expect(validateWorkflow(readFileSync(path.join(WORKFLOWS, file), 'utf8')).errors).toEqual([]);
  });

  test('the validator rejects a broken workflow', () => {
    const text = readFileSync(path.join(WORKFLOWS, 'plugin-eval-pr.yml'), 'utf8');
    expect(validateWorkflow(text.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')).errors).not.toEqual([]);
  });

  test('the PR workflow uses the local action with the permissions it needs', () => {
    const wf = yaml(readFileSync(path.join(WORKFLOWS, 'plugin-eval-pr.yml'), 'utf8'));
    expect(Object.keys(wf.on)).toEqual(['pull_request']);
    expect(wf.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', checks: 'write' });
    const steps = wf.jobs['plugin-eval'].steps;
    expect(steps.some((s: { uses?: string }) => s.uses === './')).toBe(true);
    // The rule fixtures (one deliberate problem each) are left out of the repository's own gate.
    expect(steps.find((s: { uses?: string }) => s.uses === './').with.paths).toBe(
      'fixtures/**/SKILL.md\n!fixtures/rules/**\n',
    );
  });

  test('the weekly workflow: schedule and dispatch, a matrix of shards, a merge job, artifacts', () => {
    const wf = yaml(readFileSync(path.join(WORKFLOWS, 'plugin-eval-weekly.yml'), 'utf8'));
    expect(Object.keys(wf.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(wf.permissions).toEqual({ contents: 'read' });
    const sweep = wf.jobs.sweep;
    expect(sweep.strategy.matrix.shard.length).toBe(Number(wf.env.SHARDS));
    const local = sweep.steps.find((s: { uses?: string }) => s.uses === './');
    expect(local.with.mode).toBe('sweep');
    expect(local.with.shard).toBe('${{ matrix.shard }}/${{ env.SHARDS }}');
    expect(sweep.steps.some((s: { uses?: string }) => s.uses?.startsWith('actions/upload-artifact@'))).toBe(true);
    const merge = wf.jobs.merge;
    expect(merge.needs).toBe('sweep');
    // The bundled Action's merge mode, not a CLI built from source.
    expect(merge.steps.find((s: { uses?: string }) => s.uses === './')?.with).toMatchObject({
      mode: 'merge',
      'shard-reports': 'shards',
    });
    expect(JSON.stringify(merge.steps)).not.toMatch(/npx|npm ci|default_branch/);
    expect(merge.steps.some((s: { uses?: string }) => s.uses?.startsWith('actions/download-artifact@'))).toBe(true);
    expect(merge.steps.some((s: { uses?: string }) => s.uses?.startsWith('actions/upload-artifact@'))).toBe(true);
  });
});

describe('docs/action.md: the GitHub Action section', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'docs', 'action.md'), 'utf8');
  const start = readme.indexOf('## GitHub Action\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 5));

  test('documents every input and output of action.yml, and the permissions', () => {
    expect(start).toBeGreaterThan(0);
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)])
      expect(section).toContain(`| \`${name}\` |`);
    for (const p of ['pull-requests: write', 'checks: write', 'contents: read']) expect(section).toContain(p);
  });

  test('its workflow files are complete, valid workflows', () => {
    const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1].replace(/<owner>/g, 'octo'));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(validateWorkflow(block).errors).toEqual([]);
    expect(blocks[0]).toContain('pull_request');
    expect(blocks[1]).toContain('schedule');
    expect(blocks[1]).toMatch(/mode: merge\n\s+shard-reports: shards/);
    expect(blocks[1]).not.toMatch(/npx|default_branch/);
  });
});
