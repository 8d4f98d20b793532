// End to end: the bundled Action's weekly sweep with `batch: true` sends its LLM calls through the
// Message Batches API of the loopback fake, keeps the state file under RUNNER_TEMP, and a re-run of
// the finished sweep on the same runner resumes from it without paying again. A state file inside
// the checkout (committed with the repository) is never read: its answers would be taken as the
// model's.
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_BATCH_STATE_FILE } from '../../src/adapters/batch.js';
import { schemaModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { git, runAction, writeTree, type ActionRun } from '../helpers/actionRun.js';
import { skillMd } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

function skillsRepo(): string {
  const dir = tempDir('pe-batch-');
  writeTree(dir, {
    'skills/csv-tables/SKILL.md': skillMd(
      'csv-tables',
      'Turns CSV into markdown tables. Use when the user pastes CSV data, for reports.',
    ),
    'skills/yaml-lint/SKILL.md': skillMd(
      'yaml-lint',
      'Lints YAML files and explains errors. Use when a config fails to parse.',
    ),
  });
  return dir;
}

/** The weekly sweep at depth standard with batches; `runnerTemp` kept between runs when given ('' : none). */
function sweep(dir: string, anthropicUrl: string, runnerTemp?: string): Promise<ActionRun> {
  return runAction({
    workspace: dir,
    eventName: 'schedule',
    payload: { repository: { full_name: 'octo/skills', default_branch: 'main' } },
    inputs: { mode: 'sweep', depth: 'standard', batch: 'true', 'anthropic-api-key': 'sk-ant-test-batch' },
    env: {
      ANTHROPIC_BASE_URL: anthropicUrl,
      PLUGIN_EVAL_BATCH_POLL_MS: '20',
      ...(runnerTemp !== undefined ? { RUNNER_TEMP: runnerTemp } : {}),
    },
  });
}

/** The batch state file a run left, wherever it kept it (under its RUNNER_TEMP or in the checkout). */
function stateFileIn(...dirs: string[]): string {
  for (const dir of dirs) {
    const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find(
      (f) => path.basename(f) === DEFAULT_BATCH_STATE_FILE,
    );
    if (found) return path.join(dir, found);
  }
  throw new Error('no batch state file');
}

const posts = (fake: FakeAnthropic, from: number) => fake.requests.slice(from).filter((r) => r.method === 'POST');

describe('sweep mode with batch: true', () => {
  test('LLM calls go through batches; the state file under RUNNER_TEMP lets a re-run resume at no cost', async () => {
    const dir = skillsRepo();
    const runnerTemp = tempDir('pe-runner-temp-');
    const fake = await startFakeAnthropic({ router: schemaModel() });
    try {
      const run = () => sweep(dir, fake.url, runnerTemp);
      const first = await run();
      expect(first.code).toBe(0);
      const direct = fake.requests.filter(
        (r) => r.method === 'POST' && r.path.startsWith('/v1/messages') && !r.path.includes('batches'),
      );
      const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches');
      expect(created.length).toBeGreaterThan(0);
      expect(direct).toHaveLength(0);
      expect(existsSync(path.join(runnerTemp, DEFAULT_BATCH_STATE_FILE))).toBe(true);
      expect(existsSync(path.join(dir, 'plugin-eval-report', DEFAULT_BATCH_STATE_FILE))).toBe(false);
      expect(first.outputs.count).toBe('2');

      const before = fake.requests.length;
      const second = await run();
      expect(second.code).toBe(0);
      const again = fake.requests.slice(before).filter((r) => r.method === 'POST');
      expect(again).toHaveLength(0);
      expect(second.outputs['mean-score']).toBe(first.outputs['mean-score']);
    } finally {
      await fake.close();
    }
  });

  test('a state file committed in the checkout supplies no answer: the run makes its calls and scores as without it', async () => {
    // The forger's run: a model that rates everything at the top, its state file kept.
    const forger = await startFakeAnthropic({ router: schemaModel({ number: 1 }) });
    const forgerDir = skillsRepo();
    const forgerTemp = tempDir('pe-runner-temp-');
    try {
      expect((await sweep(forgerDir, forger.url, forgerTemp)).code).toBe(0);
    } finally {
      await forger.close();
    }
    const forged = stateFileIn(forgerTemp, forgerDir);

    // The repository: the same skills, with the forged state committed where the sweep used to read it.
    const dir = skillsRepo();
    mkdirSync(path.join(dir, 'plugin-eval-report'));
    copyFileSync(forged, path.join(dir, 'plugin-eval-report', DEFAULT_BATCH_STATE_FILE));
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'skills, and a state file');

    const fake = await startFakeAnthropic({ router: schemaModel({ number: 0.25 }) });
    try {
      // The same skills and model without any state file.
      const clean = await sweep(skillsRepo(), fake.url);
      // On a runner (the state under RUNNER_TEMP), and without RUNNER_TEMP (the state in output-dir, where the forged file is).
      for (const runnerTemp of [undefined, '']) {
        const before = fake.requests.length;
        const run = await sweep(dir, fake.url, runnerTemp);
        expect(run.code).toBe(0);
        expect(posts(fake, before).filter((r) => r.path === '/v1/messages/batches').length).toBeGreaterThan(0);
        expect(run.outputs['mean-score']).toBe(clean.outputs['mean-score']);
        expect(run.warnings.join('\n')).toContain(
          `batch state ${path.join('plugin-eval-report', DEFAULT_BATCH_STATE_FILE)} is inside the repository checkout and was there before this run`,
        );
        git(dir, 'checkout', '--', '.');
      }
    } finally {
      await fake.close();
    }
  });
});
