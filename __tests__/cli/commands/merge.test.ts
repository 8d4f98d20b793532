// `plugin-eval merge` over the folders of a sharded `report`: a whole set merges; a missing shard,
// a killed one (no summary), a truncated target file or a shard given twice is refused unless
// --allow-partial, which merges what is there, says what is missing and fails the gate. And two
// targets whose paths differ only in `/` against `__` keep a file each and are counted twice.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { goodSkill, makeTree, removeTree, runCli } from '../../helpers/tree.js';

const SKILLS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];

let root: string;
beforeAll(async () => {
  root = makeTree(Object.fromEntries(SKILLS.map((s) => [`repo/skills/${s}/SKILL.md`, goodSkill(s)])));
  for (const i of [1, 2, 3]) {
    const r = await runCli(['report', 'repo', '--shard', `${i}/3`, '--output-dir', `shard${i}`, '--no-html'], {
      cwd: root,
    });
    expect(r.code).toBe(0);
  }
});
afterAll(() => removeTree(root));

const summaryOf = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'summary.json'), 'utf8'));
/** A copy of shard folders to break, so each test starts from the whole set. */
function copyShards(name: string): void {
  for (const i of [1, 2, 3]) {
    const from = path.join(root, `shard${i}`);
    const to = path.join(root, name, `shard${i}`);
    for (const f of readdirSync(from)) {
      const target = path.join(to, f);
      mkdirSync(to, { recursive: true });
      writeFileSync(target, readFileSync(path.join(from, f)));
    }
  }
}

describe('merge checks the set of shards', () => {
  test('the whole set merges, every target once', async () => {
    const r = await runCli(['merge', 'shard1', 'shard2', 'shard3', '--output-dir', 'whole', '--no-html'], {
      cwd: root,
    });
    expect(r.code).toBe(0);
    expect(summaryOf('whole').counts.targets).toBe(SKILLS.length);
    expect(summaryOf('whole').incomplete).toBeUndefined();
  });

  test('2 of 3 shards: refused, nothing written, the missing shard named', async () => {
    const r = await runCli(['merge', 'shard1', 'shard2', '--output-dir', 'two'], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('shard 3/3 is missing');
    expect(existsSync(path.join(root, 'two'))).toBe(false);
  });

  test('a killed shard (no summary) and a truncated target file: refused, each named', async () => {
    copyShards('broken');
    rmSync(path.join(root, 'broken', 'shard3', 'summary.json'));
    const s2 = summaryOf('broken/shard2');
    const victim = path.join(root, 'broken', 'shard2', s2.ranked[0].file);
    writeFileSync(victim, readFileSync(victim, 'utf8').slice(0, 200));
    const r = await runCli(['merge', 'broken/shard1', 'broken/shard2', 'broken/shard3', '--output-dir', 'broken-out'], {
      cwd: root,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('broken/shard3: no summary.json');
    expect(r.stderr).toContain(`unreadable ${victim}`);
    expect(r.stderr).toContain('shard 3/3 is missing');
    expect(existsSync(path.join(root, 'broken-out'))).toBe(false);
  });

  test('a target file the summary names but that is gone, and a shard given twice: refused', async () => {
    copyShards('gone');
    const s1 = summaryOf('gone/shard1');
    rmSync(path.join(root, 'gone', 'shard1', s1.ranked[0].file));
    const gone = await runCli(['merge', 'gone/shard1', 'gone/shard2', 'gone/shard3', '--output-dir', 'gone-out'], {
      cwd: root,
    });
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(`gone/shard1: ${s1.ranked[0].file} is missing`);
    const twice = await runCli(['merge', 'shard1', 'shard2', 'shard2', 'shard3', '--output-dir', 'twice-out'], {
      cwd: root,
    });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('shard 2/3 given twice');
  });

  test('--allow-partial merges what is there, says what is missing, and fails the gate', async () => {
    const r = await runCli(['merge', 'shard1', 'shard3', '--allow-partial', '--output-dir', 'partial', '--no-html'], {
      cwd: root,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('incomplete: shard 2/3 is missing');
    const merged = summaryOf('partial');
    expect(merged.passed).toBe(false);
    expect(merged.incomplete).toEqual(['shard 2/3 is missing']);
    expect(merged.gate).toMatch(/^Incomplete merge \(shard 2\/3 is missing\): the gate fails\./);
    expect(merged.counts.targets).toBe(summaryOf('shard1').counts.targets + summaryOf('shard3').counts.targets);
    expect(readFileSync(path.join(root, 'partial', 'summary.md'), 'utf8')).toContain('Incomplete merge');
  });
});

describe('merge gates the whole, and its badge links must be whole URLs', () => {
  test('--badges-url with an empty path segment (an unset workflow expression) is refused with exit 2', async () => {
    const r = await runCli(
      [
        'merge',
        'shard1',
        'shard2',
        'shard3',
        '--output-dir',
        'url-out',
        '--badges-dir',
        'url-badges',
        '--badges-url',
        'https://raw.githubusercontent.com/octo/skills//badges',
      ],
      { cwd: root },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^plugin-eval: --badges-url: its path has an empty segment/m);
    expect(existsSync(path.join(root, 'url-badges'))).toBe(false);
    const ok = await runCli(
      [
        'merge',
        'shard1',
        'shard2',
        'shard3',
        '--output-dir',
        'url-out',
        '--badges-dir',
        'url-badges',
        '--badges-url',
        'https://raw.githubusercontent.com/octo/skills/main/badges',
      ],
      { cwd: root },
    );
    expect(ok.code).toBe(0);
    expect(readFileSync(path.join(root, 'url-badges', 'README-badges.md'), 'utf8')).toContain(
      'https://raw.githubusercontent.com/octo/skills/main/badges/',
    );
  });

  test("a shard's threshold is not gated on the shard's mean; merge gates the merged mean with it", async () => {
    const weak = '---\nname: weak\ndescription: Weak.\n---\nDo it.\n';
    const dir = makeTree({
      'repo/skills/weak/SKILL.md': weak,
      ...Object.fromEntries(['alpha', 'beta', 'gamma'].map((s) => [`repo/skills/${s}/SKILL.md`, goodSkill(s)])),
    });
    try {
      const whole = await runCli(['report', 'repo', '--output-dir', 'all', '--no-html'], { cwd: dir });
      const all = JSON.parse(readFileSync(path.join(dir, 'all', 'summary.json'), 'utf8'));
      const weakScore = all.ranked.find((r: { path: string }) => r.path.endsWith('weak')).score;
      expect(whole.code).toBe(0);
      // Between the weak skill's score and the whole's mean: a shard holding only it would fail on its own mean.
      const threshold = String(Math.floor((weakScore + all.mean_score) / 2));
      for (const i of [1, 2, 3, 4]) {
        const r = await runCli(
          ['report', 'repo', '--shard', `${i}/4`, '--threshold', threshold, '--output-dir', `s${i}`, '--no-html'],
          { cwd: dir },
        );
        expect(r.code).toBe(0);
        expect(JSON.parse(readFileSync(path.join(dir, `s${i}`, 'summary.json'), 'utf8')).threshold).toBe(
          Number(threshold),
        );
      }
      const merged = await runCli(['merge', 's1', 's2', 's3', 's4', '--output-dir', 'm', '--no-html'], { cwd: dir });
      expect(merged.code).toBe(0);
      expect(merged.stdout).toContain(`meets the threshold ${threshold}`);
      const strict = await runCli(
        [
          'merge',
          's1',
          's2',
          's3',
          's4',
          '--output-dir',
          'm',
          '--no-html',
          '--threshold',
          String(Math.ceil(all.mean_score + 1)),
        ],
        { cwd: dir },
      );
      expect(strict.code).toBe(1);
      const floor = await runCli(
        [
          'merge',
          's1',
          's2',
          's3',
          's4',
          '--output-dir',
          'm',
          '--no-html',
          '--min-score',
          String(Math.ceil(weakScore + 1)),
        ],
        { cwd: dir },
      );
      expect(floor.code).toBe(1);
      expect(floor.stderr).toContain('below the minimum score');
    } finally {
      removeTree(dir);
    }
  });
});

test('a/bad and a__bad: report writes a file each and counts two; merge counts two', async () => {
  const tree = makeTree({ 'a/bad/SKILL.md': goodSkill('bad'), 'a__bad/SKILL.md': goodSkill('bad2') });
  try {
    const r = await runCli(['report', '.', '--output-dir', 'out', '--no-html'], { cwd: tree });
    expect(r.code).toBe(0);
    const files = readdirSync(path.join(tree, 'out')).filter((f) => f !== 'summary.json' && f.endsWith('.json'));
    expect(files).toHaveLength(2);
    const paths = files
      .map((f) =>
        JSON.parse(readFileSync(path.join(tree, 'out', f), 'utf8'))
          .plugin_path.split('/')
          .slice(1)
          .join('/'),
      )
      .sort();
    expect(paths).toEqual(['a/bad', 'a__bad']);
    const m = await runCli(['merge', 'out', '--output-dir', 'merged', '--no-html'], { cwd: tree });
    expect(m.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(tree, 'merged', 'summary.json'), 'utf8')).counts.targets).toBe(2);
  } finally {
    removeTree(tree);
  }
});
