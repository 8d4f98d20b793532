// End to end: the bundled Action's weekly sweep with `batch: true` sends its LLM calls through the
// Message Batches API of the loopback fake, keeps the state file in output-dir, and a re-run of the
// finished sweep resumes from it without paying again.
import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_BATCH_STATE_FILE } from '../../src/adapters/batch.js';
import { schemaModel, startFakeAnthropic } from '../helpers/fakeAnthropic.js';
import { runAction, writeTree } from '../helpers/actionRun.js';
import { skillMd } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

describe('sweep mode with batch: true', () => {
  test('LLM calls go through batches; the state file lets a re-run resume at no cost', async () => {
    const dir = tempDir('pe-batch-');
    writeTree(dir, {
      'skills/csv-tables/SKILL.md': skillMd('csv-tables', 'Turns CSV into markdown tables. Use when the user pastes CSV data, for reports.'),
      'skills/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lints YAML files and explains errors. Use when a config fails to parse.'),
    });
    const fake = await startFakeAnthropic({ router: schemaModel() });
    try {
      const run = () =>
        runAction({
          workspace: dir,
          eventName: 'schedule',
          payload: { repository: { full_name: 'octo/skills', default_branch: 'main' } },
          inputs: { mode: 'sweep', depth: 'standard', batch: 'true', 'anthropic-api-key': 'sk-ant-test-batch' },
          env: { ANTHROPIC_BASE_URL: fake.url, PLUGIN_EVAL_BATCH_POLL_MS: '20' },
        });
      const first = await run();
      expect(first.code).toBe(0);
      const direct = fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/messages') && !r.path.includes('batches'));
      const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches');
      expect(created.length).toBeGreaterThan(0);
      expect(direct).toHaveLength(0);
      expect(existsSync(path.join(dir, 'plugin-eval-report', DEFAULT_BATCH_STATE_FILE))).toBe(true);
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
});
