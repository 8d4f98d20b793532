// End to end: the bundled Action in sweep mode (the weekly badge report) over a copy of the
// repository's fixtures, fanned out over two shards, then `plugin-eval merge` joining them.
import { fmtScore } from '../../src/reports/format.js';
import { describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { main as cli } from '../../src/cli/main.js';
import { discoverTargets, evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { targetFileStem } from '../../src/sweep/run.js';
import { REPO_ROOT, runAction, writeTree } from '../helpers/actionRun.js';
import { skillMd } from '../helpers/pluginRepo.js';
import { tempDir } from '../helpers/tempDir.js';

/** The marketplace fixtures plus a few skills of our own (one broken), in a temp workspace. */
function workspace(): string {
  const dir = tempDir('pe-sweep-');
  cpSync(path.join(REPO_ROOT, 'fixtures', 'marketplace'), path.join(dir, 'fixtures', 'marketplace'), {
    recursive: true,
  });
  writeTree(dir, {
    'fixtures/extra/csv-tables/SKILL.md': skillMd(
      'csv-tables',
      'Turns CSV into markdown tables. Use when the user pastes CSV data, for reports.',
    ),
    'fixtures/extra/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lints YAML. Use when a config fails to parse.'),
    'fixtures/extra/tiny/SKILL.md': skillMd('tiny', 'Tiny.'),
    'fixtures/extra/broken/SKILL.md':
      '---\nname: [1, 2]\ndescription: Broken on purpose. Use when testing errors.\n---\n',
    // Outside the `paths` glob below: never scored.
    'docs/example-skill/SKILL.md': skillMd('example', 'Documentation example. Use when reading docs.'),
  });
  return dir;
}

const PATHS = 'fixtures/**/SKILL.md';

async function expectedTargets(dir: string): Promise<string[]> {
  const all = await discoverTargets(new DiskSource(dir), '');
  return all
    .map((t) => t.path)
    .filter((p) => p.startsWith('fixtures/'))
    .sort();
}

function reportTargets(outDir: string): string[] {
  const summary = JSON.parse(readFileSync(path.join(outDir, 'summary.json'), 'utf8'));
  return [
    ...summary.ranked.map((r: { path: string }) => r.path),
    ...summary.errors.map((e: { plugin_path: string }) => e.plugin_path),
  ].sort();
}

describe('sweep mode', () => {
  test('auto mode on a schedule sweeps every target under the paths, writes the report, summary, outputs and badges', async () => {
    const dir = workspace();
    const run = await runAction({
      workspace: dir,
      eventName: 'schedule',
      payload: { schedule: '17 6 * * 1', repository: { full_name: 'octo/skills', default_branch: 'main' } },
      inputs: { paths: PATHS, 'badges-dir': 'badges', 'fail-on-error': 'false' },
    });
    expect(run.code).toBe(0);
    const expected = await expectedTargets(dir);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(reportTargets(path.join(dir, 'plugin-eval-report'))).toEqual(expected);
    expect(run.outputs.count).toBe(String(expected.length));
    expect(run.outputs.report).toBe(path.join('plugin-eval-report', 'summary.json'));
    expect(run.outputs.passed).toBe('true');
    // SARIF for code scanning, one result list over every scored target.
    expect(run.outputs['sarif-file']).toBe(path.join('plugin-eval-report', 'plugin-eval.sarif'));
    const sarif = JSON.parse(readFileSync(path.join(dir, run.outputs['sarif-file']), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].properties.targets.map((t: { path: string }) => t.path).sort()).toEqual(
      expected.filter((p) => !p.endsWith('broken')),
    );
    expect(run.summary).toContain('# PluginEval report');
    expect(run.summary).toContain('**Gate:**');
    expect(run.summary).not.toContain('docs/example-skill');

    // The mean output is the mean of what the engine gives for each target.
    const scores: number[] = [];
    for (const t of expected) {
      const o = await evaluateTarget(new DiskSource(dir), t, { depth: 'quick' });
      if (o.ok) scores.push(o.result.composite.score);
    }
    expect(Number(run.outputs['mean-score'])).toBeCloseTo(scores.reduce((s, x) => s + x, 0) / scores.length, 2);
    expect(Number(run.outputs['min-score'])).toBeCloseTo(Math.min(...scores), 2);

    // Badges: an SVG and an endpoint JSON per target, an overall pair, and the README snippet.
    const badges = path.join(dir, 'badges');
    for (const t of expected) {
      const stem = targetFileStem(t);
      expect(readFileSync(path.join(badges, `${stem}.svg`), 'utf8')).toMatch(/^<svg[^>]*>/);
      const endpoint = JSON.parse(readFileSync(path.join(badges, `${stem}.json`), 'utf8'));
      expect(endpoint.schemaVersion).toBe(1);
      expect(typeof endpoint.message).toBe('string');
    }
    const overall = JSON.parse(readFileSync(path.join(badges, 'plugin-eval.json'), 'utf8'));
    expect(overall.message).toContain(`${scores.length} targets`);
    const readme = readFileSync(path.join(badges, 'README-badges.md'), 'utf8');
    expect(readme).toContain('https://raw.githubusercontent.com/octo/skills/main/badges/plugin-eval.svg');
    expect(readme).toContain('https://img.shields.io/endpoint?url=');
  });

  test('two shards split the targets without overlap, and merge joins them into one report and one set of badges', async () => {
    const dir = workspace();
    const shardRuns = [];
    for (const i of [1, 2]) {
      shardRuns.push(
        await runAction({
          workspace: dir,
          eventName: 'workflow_dispatch',
          inputs: {
            mode: 'sweep',
            paths: PATHS,
            shard: `${i}/2`,
            'output-dir': `shard-${i}`,
            'fail-on-error': 'false',
          },
        }),
      );
    }
    expect(shardRuns.map((r) => r.code)).toEqual([0, 0]);
    const one = reportTargets(path.join(dir, 'shard-1'));
    const two = reportTargets(path.join(dir, 'shard-2'));
    const expected = await expectedTargets(dir);
    expect(one.length).toBeGreaterThan(0);
    expect(two.length).toBeGreaterThan(0);
    expect(one.filter((p) => two.includes(p))).toEqual([]);
    expect([...one, ...two].sort()).toEqual(expected);
    expect(shardRuns[0].summary).toContain('Shard 1/2');
    expect(Number(shardRuns[0].outputs.count) + Number(shardRuns[1].outputs.count)).toBe(expected.length);

    // A shard is stable: the same slice on a second run.
    const again = await runAction({
      workspace: dir,
      eventName: 'workflow_dispatch',
      inputs: { mode: 'sweep', paths: PATHS, shard: '1/2', 'output-dir': 'shard-1-again', 'fail-on-error': 'false' },
    });
    expect(again.code).toBe(0);
    expect(reportTargets(path.join(dir, 'shard-1-again'))).toEqual(one);

    let stdout = '';
    let stderr = '';
    const code = await cli(
      ['merge', 'shard-1', 'shard-2', '--output-dir', 'merged', '--badges-dir', 'merged-badges', '--no-html'],
      {
        cwd: dir,
        stdout: (t) => void (stdout += t),
        stderr: (t) => void (stderr += t),
        env: {},
        stderrIsTTY: false,
      },
    );
    expect(stderr).toContain('merged');
    expect(code).toBe(0);
    expect(reportTargets(path.join(dir, 'merged'))).toEqual(expected);
    const merged = JSON.parse(readFileSync(path.join(dir, 'merged', 'summary.json'), 'utf8'));
    expect(merged.shard).toBeNull();
    expect(merged.counts.targets).toBe(expected.length);
    expect(stdout).toContain('# PluginEval report');
    const badgeFiles = readdirSync(path.join(dir, 'merged-badges'));
    expect(badgeFiles).toContain('plugin-eval.svg');
    expect(badgeFiles).toContain('README-badges.md');
    expect(badgeFiles.filter((f) => f.endsWith('.svg'))).toHaveLength(expected.length + 1);
    const overall = JSON.parse(readFileSync(path.join(dir, 'merged-badges', 'plugin-eval.json'), 'utf8'));
    expect(overall.message).toContain(`${merged.counts.scored} targets`);
    expect(overall.message).toContain(fmtScore(merged.mean_score));
  });

  test('merge of a folder with no reports is a usage error', async () => {
    const dir = tempDir('pe-merge-');
    let stderr = '';
    const code = await cli(['merge', dir], {
      cwd: dir,
      stdout: () => {},
      stderr: (t) => void (stderr += t),
      env: {},
      stderrIsTTY: false,
    });
    expect(code).toBe(2);
    expect(stderr).toContain('incomplete set of shards, nothing merged');
    expect(stderr).toContain('no summary.json');
    expect(existsSync(path.join(dir, 'plugin-eval-report'))).toBe(false);
  });

  test('the sweep gate: the mean below the threshold fails the step; an errored target fails it with fail-on-error', async () => {
    const dir = workspace();
    const low = await runAction({
      workspace: dir,
      eventName: 'push',
      inputs: { paths: PATHS, threshold: '99', 'fail-on-error': 'false' },
    });
    expect(low.code).toBe(1);
    expect(low.outputs.passed).toBe('false');
    expect(low.errors.join('\n')).toMatch(/mean score .* is below the threshold 99/i);

    const errored = await runAction({ workspace: dir, eventName: 'push', inputs: { paths: PATHS } });
    expect(errored.code).toBe(1);
    expect(errored.errors.join('\n')).toContain('could not be scored');
    expect(errored.errors.join('\n')).toContain('fixtures/extra/broken');
  });

  test('bad inputs fail the step with a message naming the input', async () => {
    const dir = workspace();
    const run = await runAction({ workspace: dir, eventName: 'push', inputs: { shard: '3/2' } });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toContain('input "shard"');
    const depth = await runAction({ workspace: dir, eventName: 'push', inputs: { depth: 'deepest' } });
    expect(depth.code).toBe(1);
    expect(depth.errors.join('\n')).toContain('input "depth"');
    const pr = await runAction({ workspace: dir, eventName: 'push', inputs: { mode: 'pr' } });
    expect(pr.code).toBe(1);
    expect(pr.errors.join('\n')).toContain('needs a pull_request event');
  });
});
