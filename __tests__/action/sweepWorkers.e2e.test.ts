// End to end: the bundled Action's sweep mode on worker threads (dist/index.js runs as each worker,
// src/index.ts starting no Action there) writes the same report and badges as on one thread, with
// the configuration's per-path overrides applied in the workers. It needs dist/ bundled from
// sources that have worker threads (the coordinator rebuilds dist/): until then it is skipped.
import { describe, expect, test } from '@jest/globals';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT, runAction, writeTree } from '../helpers/actionRun.js';
import { skillMd } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

/** Whether the committed bundle has the sweep's worker threads (src/sweep/pool.ts). */
const BUNDLE_HAS_WORKERS = readFileSync(path.join(REPO_ROOT, 'dist', 'index.js'), 'utf8').includes(
  'plugin-eval-sweep-worker',
);

/** The marketplace fixtures, 40 skills of our own (one broken) and a configuration with an override by path. */
function workspace(): string {
  const dir = tempDir('pe-sweep-workers-');
  cpSync(path.join(REPO_ROOT, 'fixtures', 'marketplace'), path.join(dir, 'fixtures', 'marketplace'), {
    recursive: true,
  });
  const files: Record<string, string> = {
    'fixtures/extra/broken/SKILL.md':
      '---\nname: [1, 2]\ndescription: Broken on purpose. Use when testing errors.\n---\n',
    // Skills under fixtures/extra/legacy-* are scored by the reference method.
    '.plugin-eval.yml': 'overrides:\n  - files: ["fixtures/extra/legacy-*"]\n    method: reference\n',
  };
  for (let i = 0; i < 40; i++) {
    const name = `${i % 4 === 0 ? 'legacy' : 'csv'}-${i}`;
    files[`fixtures/extra/${name}/SKILL.md`] = skillMd(
      name,
      i % 3 ? `Turns CSV into markdown tables, variant ${i}. Use when the user pastes CSV data.` : 'Tiny.',
    );
  }
  writeTree(dir, files);
  return dir;
}

/** Every file of a folder with the volatile parts (times, durations) blanked. */
function folderFiles(dir: string): Record<string, string> {
  const VOLATILE = /^(generated_at|timestamp|started_at|finished_at)$|duration|_ms$/;
  const norm = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(norm)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !VOLATILE.test(k))
              .map(([k, x]) => [k, norm(x)]),
          )
        : v;
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    out[name] = name.endsWith('.json')
      ? JSON.stringify(norm(JSON.parse(text)))
      : text.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME').replace(/\d+ ms/g, 'N ms');
  }
  return out;
}

(BUNDLE_HAS_WORKERS ? describe : describe.skip)('sweep mode on worker threads', () => {
  test('workers 3 writes the report and badges that workers 1 writes, the overrides applied', async () => {
    const dir = workspace();
    const runs = [];
    for (const workers of ['1', '3']) {
      runs.push(
        await runAction({
          workspace: dir,
          eventName: 'workflow_dispatch',
          inputs: {
            mode: 'sweep',
            paths: 'fixtures/**/SKILL.md',
            workers,
            'output-dir': `report-${workers}`,
            'badges-dir': `badges-${workers}`,
            'fail-on-error': 'false',
          },
        }),
      );
    }
    const [one, three] = runs;
    expect(one.code).toBe(0);
    expect(three.code).toBe(0);
    // The workers scored (a failed worker's targets would be scored by the main thread, with the same results).
    const line = /Scored (\d+) target\(s\) on 3 threads, (\d+) by worker threads\./.exec(three.stdout);
    expect(line).not.toBeNull();
    expect(Number(line![2])).toBeGreaterThan(0);
    expect(one.stdout).not.toMatch(/ on \d+ threads/);
    expect(three.outputs).toEqual({
      ...one.outputs,
      report: three.outputs.report,
      'sarif-file': three.outputs['sarif-file'],
    });
    for (const [a, b] of [
      ['report-1', 'report-3'],
      ['badges-1', 'badges-3'],
    ]) {
      const [fa, fb] = [folderFiles(path.join(dir, a)), folderFiles(path.join(dir, b))];
      expect(Object.keys(fb)).toEqual(Object.keys(fa));
      for (const name of Object.keys(fa))
        expect({ name, text: fb[name].replaceAll(b, a) }).toEqual({ name, text: fa[name] });
    }
    const legacy = JSON.parse(readFileSync(path.join(dir, 'report-3', 'fixtures__extra__legacy-4.json'), 'utf8'));
    expect(legacy.layers[0].method).toBe('reference');
    const csv = JSON.parse(readFileSync(path.join(dir, 'report-3', 'fixtures__extra__csv-5.json'), 'utf8'));
    expect(csv.layers[0].method).toBe('calibrated');
    const summary = JSON.parse(readFileSync(path.join(dir, 'report-3', 'summary.json'), 'utf8'));
    expect(summary.errors.map((e: { plugin_path: string }) => e.plugin_path)).toContain('fixtures/extra/broken');
  });

  test('a workers input outside 1–16 is refused', async () => {
    const run = await runAction({
      workspace: workspace(),
      eventName: 'workflow_dispatch',
      inputs: { mode: 'sweep', workers: '0' },
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('input "workers"');
  });
});
