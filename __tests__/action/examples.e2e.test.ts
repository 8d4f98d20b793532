// The example workflows as a user copies them, run through the bundled Action (dist/index.js)
// with the inputs they pass, expressions evaluated as the runner would for the event: the fork
// pattern on a `pull_request_target` payload from a fork (also with its commented LLM lines
// switched on), and the sharded weekly sweep, its shards then its merge job, on a `schedule`.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import matter from 'gray-matter';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { git, pullRequestPayload, REPO_ROOT, runAction, writeTree } from '../helpers/actionRun.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fakeGitHub.js';
import { buildRepo, type PrRepo } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';
import { goodSkill } from '../helpers/tree.js';
import { workflowFiles } from '../../src/cli/commands/workflows.js';

const TOKEN = 'ghs_fakeTokenValue1234567890';
const PR = 7;

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { steps?: Step[]; strategy?: { matrix?: Record<string, unknown[]> } }>;
}

const workflowOf = (text: string): Workflow => matter(`---\n${text}\n---\n`).data as Workflow;

/**
 * `${{ a || 'b' }}` as the runner evaluates it for these examples: each alternative a context
 * value or a quoted literal, the first non-empty one wins; an unknown context value is empty.
 */
function evaluate(text: string, context: Record<string, string>): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_m, expr: string) => {
    for (const alt of expr.split('||').map((a) => a.trim())) {
      const literal = /^'(.*)'$/.exec(alt);
      const value = literal ? literal[1] : (context[alt] ?? '');
      if (value !== '') return value;
    }
    return '';
  });
}

/** The `with:` of the job's plugin-eval step (`uses: ./` or `…/plugin-eval@…`), evaluated. */
function actionInputs(wf: Workflow, job: string, context: Record<string, string>): Record<string, string> {
  const step = (wf.jobs[job].steps ?? []).find((s) => s.uses === './' || /\/plugin-eval@/.test(s.uses ?? ''));
  if (!step) throw new Error(`no plugin-eval step in job ${job}`);
  return Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(String(v), context)]));
}

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({ owner: 'octo', repo: 'skills' });
});
afterEach(async () => {
  await gh.close();
});

/** The base branch checked out, as `actions/checkout` does under pull_request_target. */
function baseCheckout(repo: PrRepo): string {
  const origin = path.join(tempDir('pe-origin-'), 'repo.git');
  git(path.dirname(origin), 'clone', '-q', '--bare', repo.dir, origin);
  git(origin, 'update-ref', 'refs/heads/base', repo.baseSha);
  const ws = tempDir('pe-ws-');
  git(ws, 'clone', '-q', '--depth=1', '--branch', 'base', `file://${origin}`, 'repo');
  return path.join(ws, 'repo');
}

async function quickScore(dir: string, rel: string): Promise<number> {
  const o = await evaluateTarget(new DiskSource(dir), rel, { depth: 'quick' });
  if (!o.ok) throw new Error(o.error.error);
  return o.result.composite.score;
}

describe('the pull_request_target example on a fork pull request', () => {
  const file = path.join(REPO_ROOT, 'docs/examples/plugin-eval-pull-request-target.yml');
  const shipped = readFileSync(file, 'utf8');
  // What a maintainer does to turn the LLM judge on: the commented lines switched on.
  const withLlm = shipped
    .replace(/^\s*depth: quick\s*\n/m, '')
    .replace(/# (depth: standard)/, '$1')
    .replace(/# (anthropic-api-key: .*?)\s+#.*$/m, '$1');
  const secrets = { 'secrets.ANTHROPIC_API_KEY': 'sk-ant-fake-never-used-000000' };

  async function runFork(text: string, skill: string, override: Record<string, string> = {}) {
    const repo = buildRepo({ 'README.md': '# Skills\n' }, { 'skills/csv-import/SKILL.md': skill });
    const work = baseCheckout(repo);
    gh.setPullFiles(PR, repo.files);
    const inputs = { ...actionInputs(workflowOf(text), 'plugin-eval', secrets), ...override };
    const run = await runAction({
      workspace: work,
      eventName: 'pull_request_target',
      payload: pullRequestPayload({
        number: PR,
        headSha: repo.headSha,
        baseSha: repo.baseSha,
        headRepository: 'stranger/skills',
        changedFiles: repo.files.length,
      }),
      apiUrl: gh.url,
      sha: repo.baseSha,
      inputs: { 'github-token': TOKEN, ...inputs },
    });
    return { run, inputs, repo, check: [...gh.checkRuns.values()].at(-1) };
  }

  test('the commented lines are what the test switches on', () => {
    expect(withLlm).not.toEqual(shipped);
    const inputs = actionInputs(workflowOf(withLlm), 'plugin-eval', secrets);
    expect(inputs).toMatchObject({
      depth: 'standard',
      'anthropic-api-key': secrets['secrets.ANTHROPIC_API_KEY'],
      threshold: '70',
    });
    expect(actionInputs(workflowOf(shipped), 'plugin-eval', secrets)).toMatchObject({
      depth: 'quick',
      threshold: '70',
    });
  });

  test('as shipped (quick): a good skill passes with success', async () => {
    const { run, check } = await runFork(shipped, goodSkill('csv-import'));
    expect(run.code).toBe(0);
    expect(check?.conclusion).toBe('success');
  });

  test('with depth standard and a key: the fork is scored on the static layer, neutral, not failed', async () => {
    const { run, check, repo } = await runFork(withLlm, goodSkill('csv-import'));
    expect(await quickScore(repo.dir, 'skills/csv-import')).toBeGreaterThanOrEqual(70);
    expect(run.warnings.some((w) => w.includes('comes from a fork, so only the static layer ran'))).toBe(true);
    expect(run.code).toBe(0);
    expect(run.outputs.passed).toBe('true');
    expect(check?.conclusion).toBe('neutral');
    expect(JSON.stringify(check?.output)).toMatch(/meet the threshold 70.*not fully measured by the LLM layers/);
  });

  test('with depth standard: the static score is still gated (a weak skill fails)', async () => {
    const weak = '---\nname: csv-import\ndescription: CSV.\n---\nDo it.\n';
    const { run, check, repo } = await runFork(withLlm, weak);
    expect(await quickScore(repo.dir, 'skills/csv-import')).toBeLessThan(70);
    expect(run.code).toBe(1);
    expect(check?.conclusion).toBe('failure');
    expect(run.errors.join('\n')).toMatch(/below the threshold 70/);
  });
});

describe('the sharded weekly example on a schedule event', () => {
  const SCHEDULE = { schedule: '17 6 * * 1' };
  // A schedule run is on the default branch; its payload has no repository.
  const RUNNER_ENV = { GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main', GITHUB_REF_TYPE: 'branch' };

  /** A repository of three good skills and one weak one, checked out. */
  function workspace(): string {
    const ws = tempDir('pe-weekly-');
    writeTree(ws, {
      // Under fixtures/: this repository's own weekly workflow scores `fixtures/**/SKILL.md`.
      'fixtures/skills/csv-import/SKILL.md': goodSkill('csv-import'),
      'fixtures/skills/json-export/SKILL.md': goodSkill('json-export'),
      'fixtures/skills/xml-parse/SKILL.md': goodSkill('xml-parse'),
      'fixtures/skills/weak/SKILL.md': '---\nname: weak\ndescription: Weak.\n---\nDo it.\n',
    });
    git(ws, 'init', '-q');
    git(ws, 'add', '-A');
    git(ws, 'commit', '-qm', 'skills');
    return ws;
  }

  /** Each matrix shard runs the sweep step; download-artifact then puts each under shards/<name>. */
  async function runWeekly(text: string, extraMerge: Record<string, string> = {}) {
    const wf = workflowOf(text);
    const ws = workspace();
    const shards = (wf.jobs.sweep.strategy?.matrix?.shard ?? []).map(String);
    expect(shards.length).toBeGreaterThan(1);
    const env = { 'env.SHARDS': String(shards.length), 'inputs.depth': '', 'secrets.ANTHROPIC_API_KEY': '' };
    const shardRuns = [];
    for (const shard of shards) {
      const inputs = actionInputs(wf, 'sweep', { ...env, 'matrix.shard': shard });
      const run = await runAction({ workspace: ws, eventName: 'schedule', payload: SCHEDULE, env: RUNNER_ENV, inputs });
      shardRuns.push(run);
      const out = path.join(ws, inputs['output-dir'] || 'plugin-eval-report');
      cpSync(out, path.join(ws, 'shards', `plugin-eval-shard-${shard}`), { recursive: true });
    }
    const mergeInputs = { ...actionInputs(wf, 'merge', env), ...extraMerge };
    const merge = await runAction({
      workspace: ws,
      eventName: 'schedule',
      payload: SCHEDULE,
      env: RUNNER_ENV,
      inputs: mergeInputs,
    });
    return { ws, shardRuns, merge, mergeInputs };
  }

  const readmeWeekly = (): string => {
    const page = readFileSync(path.join(REPO_ROOT, 'docs', 'action.md'), 'utf8');
    const m = /```yaml\n# \.github\/workflows\/plugin-eval-weekly\.yml\n([\s\S]*?)```/.exec(page);
    if (!m) throw new Error('no weekly workflow in docs/action.md');
    return m[1];
  };

  test("this repository's weekly workflow: the merge step joins the shards with the bundled code; badge links carry the branch", async () => {
    const text = readFileSync(path.join(REPO_ROOT, '.github/workflows/plugin-eval-weekly.yml'), 'utf8');
    const { ws, shardRuns, merge, mergeInputs } = await runWeekly(text);
    for (const r of shardRuns) expect(r.code).toBe(0);
    expect(mergeInputs.mode).toBe('merge');
    expect(merge.code).toBe(0);
    expect(merge.outputs.count).toBe('4');
    const summary = JSON.parse(readFileSync(path.join(ws, 'plugin-eval-report', 'summary.json'), 'utf8'));
    expect(summary.counts.targets).toBe(4);
    const badges = readFileSync(path.join(ws, mergeInputs['badges-dir'], 'README-badges.md'), 'utf8');
    expect(badges).toContain('https://raw.githubusercontent.com/octo/skills/main/badges/');
    expect(badges).not.toMatch(/[^:]\/\/badges/);
    expect(existsSync(path.join(ws, mergeInputs['badges-dir'], 'plugin-eval.svg'))).toBe(true);
  }, 240_000);

  test('the docs/action.md example: each shard records the threshold, the merge gates the whole mean', async () => {
    const { ws, shardRuns, merge, mergeInputs } = await runWeekly(readmeWeekly());
    expect(mergeInputs).toMatchObject({ mode: 'merge', threshold: '70', 'badges-dir': 'badges' });
    const scores = await Promise.all(
      ['csv-import', 'json-export', 'xml-parse', 'weak'].map((s) => quickScore(ws, `fixtures/skills/${s}`)),
    );
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    // A shard is not gated on its own mean (the weak skill's shard alone would be below 70)…
    for (const r of shardRuns) expect(r.summary).not.toMatch(/mean score [\d.]+ is below the threshold/);
    // …the merge is, on every target; and min-score holds each target to 60.
    const weakBelowMin = scores[3] < 60;
    expect(merge.code).toBe(mean < 70 || weakBelowMin ? 1 : 0);
    expect(merge.summary).toContain(`Merged ${shardRuns.length} shard folder(s)`);
    const badges = readFileSync(path.join(ws, 'badges', 'README-badges.md'), 'utf8');
    expect(badges).toContain('https://raw.githubusercontent.com/octo/skills/main/badges/');
    // The mean gate: a threshold above the whole's mean fails the merge; one below it passes it.
    const high = await runWeekly(readmeWeekly(), { threshold: String(Math.ceil(mean + 1)), 'min-score': '' });
    expect(high.merge.code).toBe(1);
    expect(high.merge.errors.join('\n')).toMatch(/mean score [\d.]+ is below the threshold/);
    const low = await runWeekly(readmeWeekly(), { threshold: String(Math.floor(mean - 1)), 'min-score': '' });
    expect(low.merge.code).toBe(0);
  }, 400_000);

  test('merge mode refuses an incomplete set: a missing shard fails the gate, saying which', async () => {
    const text = readFileSync(path.join(REPO_ROOT, '.github/workflows/plugin-eval-weekly.yml'), 'utf8');
    const wf = workflowOf(text);
    const ws = workspace();
    const env = { 'env.SHARDS': '3', 'inputs.depth': '', 'secrets.ANTHROPIC_API_KEY': '' };
    const inputs = actionInputs(wf, 'sweep', { ...env, 'matrix.shard': '1' });
    await runAction({ workspace: ws, eventName: 'schedule', payload: SCHEDULE, env: RUNNER_ENV, inputs });
    mkdirSync(path.join(ws, 'shards'), { recursive: true });
    cpSync(path.join(ws, inputs['output-dir']), path.join(ws, 'shards', 'plugin-eval-shard-1'), { recursive: true });
    const merge = await runAction({
      workspace: ws,
      eventName: 'schedule',
      payload: SCHEDULE,
      env: RUNNER_ENV,
      inputs: actionInputs(wf, 'merge', env),
    });
    expect(merge.code).toBe(1);
    expect(merge.errors.join('\n')).toMatch(
      /Incomplete set of shards \(shard 2\/3 is missing; shard 3\/3 is missing\)/,
    );
    expect(readdirSync(path.join(ws, 'plugin-eval-report'))).toContain('summary.json');
  }, 240_000);
});

describe('the weekly workflow init-workflow writes, on a schedule event', () => {
  test('the kept .plugin-eval.yml gates it (its min-score, not a hard-coded one), and it makes badges', async () => {
    const [, [weeklyPath, weekly]] = workflowFiles('marketplace', 'octo/plugin-eval@0123abc');
    expect(weeklyPath).toBe('.github/workflows/plugin-eval-weekly.yml');
    const ws = tempDir('pe-init-');
    writeTree(ws, {
      '.plugin-eval.yml': 'threshold: 10\nmin-score: 65\n',
      'skills/csv-import/SKILL.md': goodSkill('csv-import'),
      'skills/weak/SKILL.md': '---\nname: weak\ndescription: Weak.\n---\nDo it.\n',
    });
    const weakScore = await quickScore(ws, 'skills/weak');
    expect(weakScore).toBeLessThan(65);
    const inputs = actionInputs(workflowOf(weekly), 'sweep', { 'secrets.ANTHROPIC_API_KEY': '' });
    const run = await runAction({
      workspace: ws,
      eventName: 'schedule',
      payload: { schedule: '17 6 * * 1' },
      env: { GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main' },
      inputs,
    });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toMatch(/below the minimum score 65/);
    expect(readFileSync(path.join(ws, 'badges', 'README-badges.md'), 'utf8')).toContain(
      'https://raw.githubusercontent.com/octo/skills/main/badges/',
    );
  }, 120_000);
});
