// `plugin-eval report`, `compare` and `init` run in-process over temporary trees: broken targets
// become errors rows while the others are scored, the files are always written, the gate decides.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { goodSkill, makeTree, removeTree, runCli, weakSkill } from '../../helpers/tree.js';

const BROKEN: Record<string, string | Uint8Array> = {
  'repo/skills/bad-desc/SKILL.md': '---\nname: bad-desc\ndescription: [not, a, string]\n---\n# x\n',
  'repo/skills/bad-name/SKILL.md': '---\nname: 7\ndescription: Converts things. Use when asked.\n---\n# x\n',
  'repo/skills/bad-fm/SKILL.md': '---\njust a string\n---\n# x\n',
  'repo/skills/bad-bytes/SKILL.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a]),
};

const GOOD_TREE: Record<string, string | Uint8Array> = {
  'repo/skills/csv-import/SKILL.md': goodSkill('csv-import'),
  'repo/skills/csv-export/SKILL.md': goodSkill('csv-export'),
  'repo/skills/weak/SKILL.md': weakSkill('weak'),
  'repo/plugins/kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'kit' }),
  'repo/plugins/kit/skills/inner/SKILL.md': goodSkill('inner'),
};

function readJson(file: string): any {
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('report', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = makeTree({ ...GOOD_TREE, ...BROKEN });
  });
  afterAll(() => removeTree(tmp));

  test('broken targets become errors rows; every other target is scored; all files are written', async () => {
    const out = path.join(tmp, 'out-all');
    const r = await runCli(['report', path.join(tmp, 'repo'), '--output-dir', out]);
    expect(r.code).toBe(0); // no threshold: report only
    const summary = readJson(path.join(out, 'summary.json'));
    expect(summary.counts.targets).toBe(9); // 3 skills + the plugin + its skill + 4 broken
    expect(summary.counts.errors).toBe(4);
    expect(summary.counts.scored).toBe(5);
    expect(summary.counts.plugins).toBe(1);
    expect(summary.ranked.map((x: { path: string }) => x.path)).toEqual(
      expect.arrayContaining([
        'repo/skills/csv-import',
        'repo/skills/csv-export',
        'repo/skills/weak',
        'repo/plugins/kit',
        'repo/plugins/kit/skills/inner',
      ]),
    );
    const errors = Object.fromEntries(
      summary.errors.map((e: { plugin_path: string; field?: string; file: string }) => [e.plugin_path, e]),
    );
    expect(errors['repo/skills/bad-desc'].field).toBe('description');
    expect(errors['repo/skills/bad-name'].field).toBe('name');
    expect(errors['repo/skills/bad-fm'].field).toBe('frontmatter');
    expect(errors['repo/skills/bad-bytes'].field).toBe('encoding');
    for (const e of summary.errors) expect(e.file).toBe(`${e.plugin_path}/SKILL.md`);

    // One JSON per target (errors too), summary.md (printed to stdout), index.html and a page per scored target.
    const files = readdirSync(out);
    expect(files.filter((f) => f.endsWith('.json') && f !== 'summary.json')).toHaveLength(9);
    expect(files.filter((f) => f.endsWith('.html') && f !== 'index.html')).toHaveLength(5);
    expect(files).toEqual(expect.arrayContaining(['summary.json', 'summary.md', 'index.html']));
    const md = readFileSync(path.join(out, 'summary.md'), 'utf8');
    expect(r.stdout).toBe(md);
    expect(md).toContain('## Errors (4)');
    expect(md).toContain('`repo/skills/bad-desc/SKILL.md`');
    expect(md).toMatch(/not a string/);
    expect(md).toContain('## Needs attention');
    expect(md).toContain('## All targets (5)');
    const badErr = readJson(path.join(out, 'repo__skills__bad-bytes.json'));
    expect(badErr.ok).toBe(false);
    expect(badErr.error).toMatch(/UTF-8/);
    const good = readJson(path.join(out, 'repo__skills__csv-import.json'));
    expect(typeof good.composite.score).toBe('number');
    // stderr: one line per error naming the file, and a closing line.
    expect(r.stderr).toMatch(/cannot score repo\/skills\/bad-desc: .*bad-desc\/SKILL\.md/);
  });

  test('the mean below the threshold exits 1; an unscorable target fails any threshold (D2)', async () => {
    const low = await runCli([
      'report',
      path.join(tmp, 'repo'),
      '--output-dir',
      path.join(tmp, 'out-low'),
      '--threshold',
      '99',
    ]);
    expect(low.code).toBe(1);
    expect(low.stderr).toMatch(/below the threshold 99/);
    const withErrors = await runCli([
      'report',
      path.join(tmp, 'repo'),
      '--output-dir',
      path.join(tmp, 'out-err'),
      '--threshold',
      '1',
    ]);
    expect(withErrors.code).toBe(1);
    expect(withErrors.stderr).toMatch(/could not be scored/);
    expect(readJson(path.join(tmp, 'out-err', 'summary.json')).passed).toBe(false);
  });

  test('a clean tree above the threshold exits 0', async () => {
    const clean = makeTree(GOOD_TREE);
    try {
      const r = await runCli([
        'report',
        path.join(clean, 'repo'),
        '--output-dir',
        path.join(clean, 'out'),
        '--threshold',
        '10',
        '--no-html',
      ]);
      expect(r.code).toBe(0);
      expect(existsSync(path.join(clean, 'out', 'index.html'))).toBe(false);
      const s = readJson(path.join(clean, 'out', 'summary.json'));
      expect(s.passed).toBe(true);
      expect(s.errors).toEqual([]);
    } finally {
      removeTree(clean);
    }
  });

  test('shards 1/3, 2/3 and 3/3 split the targets into disjoint slices that cover them all', async () => {
    const seen: string[] = [];
    for (const i of [1, 2, 3]) {
      const out = path.join(tmp, `out-shard-${i}`);
      const r = await runCli(['report', path.join(tmp, 'repo'), '--output-dir', out, '--shard', `${i}/3`, '--no-html']);
      expect(r.code).toBe(0);
      const s = readJson(path.join(out, 'summary.json'));
      expect(s.shard).toEqual({ index: i, count: 3 });
      seen.push(
        ...s.ranked.map((x: { path: string }) => x.path),
        ...s.errors.map((e: { plugin_path: string }) => e.plugin_path),
      );
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  test('bad usage: missing root, a bad shard', async () => {
    const missing = await runCli(['report', path.join(tmp, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such file or folder/);
    const shard = await runCli(['report', path.join(tmp, 'repo'), '--shard', '4/3']);
    expect(shard.code).toBe(2);
    expect(shard.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('what discovery finds is summarised apart: it is in no target JSON', async () => {
    const market = makeTree({
      'repo/skills/csv-import/SKILL.md': goodSkill('csv-import'),
      'repo/.claude-plugin/marketplace.json': JSON.stringify({
        name: 'market',
        owner: { name: 'someone' },
        plugins: [{ name: 'gone', source: './plugins/gone' }],
      }),
    });
    try {
      const out = path.join(market, 'out');
      const r = await runCli(['report', path.join(market, 'repo'), '--output-dir', out, '--no-html']);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/1 warning\(s\) while looking for targets, e\.g\. ".*"gone".*"; run with --verbose/);
      expect(r.stderr).not.toMatch(/target warning/);
      const verbose = await runCli([
        'report',
        path.join(market, 'repo'),
        '--output-dir',
        out,
        '--no-html',
        '--verbose',
      ]);
      expect(verbose.stderr).toMatch(/plugin "gone": source ".\/plugins\/gone" is not a folder/);
    } finally {
      removeTree(market);
    }
  });

  test('above quick depth without a key: one warning up front, per-target warnings summarised', async () => {
    const r = await runCli([
      'report',
      path.join(tmp, 'repo'),
      '--output-dir',
      path.join(tmp, 'out-std'),
      '--depth',
      'standard',
      '--no-html',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr.match(/ANTHROPIC_API_KEY is not set/g)).toHaveLength(1);
    expect(r.stderr).toMatch(/target warning\(s\)/);
    const s = readJson(path.join(tmp, 'out-std', 'summary.json'));
    expect(s.ranked.every((x: { confidence: string }) => x.confidence === 'Estimated')).toBe(true);
  });
});

describe('compare', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = makeTree({ ...GOOD_TREE, ...BROKEN });
  });
  afterAll(() => removeTree(tmp));

  test('markdown: head-to-head table with the winner of each row', async () => {
    const r = await runCli(['compare', path.join(tmp, 'repo/skills/csv-import'), path.join(tmp, 'repo/skills/weak')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# PluginEval: compare');
    expect(r.stdout).toMatch(/\| \*\*Overall\*\* +\|.*\| +\*\*A\*\* +\|/);
    expect(r.stdout).toContain('**A wins**');
    expect(r.stdout).toContain('Anti-patterns only in B');
  });

  test('json: rows for overall and the ten dimensions', async () => {
    const r = await runCli([
      'compare',
      path.join(tmp, 'repo/skills/weak'),
      path.join(tmp, 'repo/skills/csv-import'),
      '--output',
      'json',
    ]);
    const cmp = JSON.parse(r.stdout);
    expect(cmp.rows).toHaveLength(11);
    expect(cmp.winner).toBe('B');
    expect(cmp.rows[0].delta).toBeCloseTo(cmp.b.score - cmp.a.score, 9);
    expect(cmp.changes.flags_only_a).toEqual(expect.arrayContaining(['EMPTY_DESCRIPTION', 'MISSING_TRIGGER']));
  });

  test('html is a standalone page; a broken side exits 2', async () => {
    const html = await runCli([
      'compare',
      path.join(tmp, 'repo/skills/weak'),
      path.join(tmp, 'repo/skills/csv-import'),
      '--output',
      'html',
    ]);
    expect(html.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
    const broken = await runCli([
      'compare',
      path.join(tmp, 'repo/skills/weak'),
      path.join(tmp, 'repo/skills/bad-desc'),
    ]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/bad-desc\/SKILL\.md/);
  });
});

describe('init', () => {
  test('indexes every skill (plugin skills too) with description, scores and sizes; broken ones are listed', async () => {
    const tmp = makeTree({ ...GOOD_TREE, ...BROKEN });
    try {
      const corpusDir = path.join(tmp, 'corpus');
      const r = await runCli(['init', path.join(tmp, 'repo'), '--corpus-dir', corpusDir]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Indexed 4 skill\(s\)/);
      // The reference's file name; nothing under the old one.
      const corpus = readJson(path.join(corpusDir, 'index.json'));
      expect(existsSync(path.join(corpusDir, 'corpus.json'))).toBe(false);
      expect(corpus.version).toBe(1);
      expect(corpus.entries.map((e: { path: string }) => e.path).sort()).toEqual(
        [
          'repo/plugins/kit/skills/inner',
          'repo/skills/csv-export',
          'repo/skills/csv-import',
          'repo/skills/weak',
        ].sort(),
      );
      const inner = corpus.entries.find((e: { name: string }) => e.name === 'inner');
      expect(inner.category).toBe('kit');
      expect(inner.description).toMatch(/^Converts CSV files/);
      expect(inner.sizes.lines).toBe(goodSkill('inner').split('\n').length);
      expect(inner.sizes.bytes).toBe(Buffer.byteLength(goodSkill('inner')));
      expect(inner.static.score).toBeGreaterThan(0);
      expect(typeof inner.composite).toBe('number');
      expect(corpus.errors).toHaveLength(4);
    } finally {
      removeTree(tmp);
    }
  });
});
