// The batch sweep: shards, scoring under a concurrency limit, the summary, and the files written.
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { MemorySource, type DirEntry, type EntryType, type FileSource } from '../../src/read/source.js';
import {
  ATTENTION_SCORE,
  outcomeJson,
  overwriteFile,
  parseShard,
  readSweepOutcomes,
  runSweep,
  scoreTargets,
  selectShard,
  shardOf,
  summarise,
  targetFileStem,
  writeSweep,
} from '../../src/sweep/run.js';
import type { EvalOutcome } from '../../src/contract/types.js';
import { toJson } from '../../src/reports/json.js';
import { goodSkill, makeTree, removeTree, weakSkill } from '../helpers/tree.js';

const TREE: Record<string, string | Uint8Array> = {
  'repo/skills/good/SKILL.md': goodSkill('good'),
  'repo/skills/weak/SKILL.md': weakSkill('weak'),
  'repo/skills/broken/SKILL.md': Buffer.from([0xc3, 0x28, 0x0a]),
  'repo/skills/not-mapping/SKILL.md': '---\n[1, 2]\n---\nbody\n',
  'repo/plugins/kit/.claude-plugin/plugin.json': '{"name": "kit"}',
  'repo/plugins/kit/skills/inner/SKILL.md': goodSkill('inner'),
  'repo/plugins/kit/agents/a.md':
    '---\ndescription: Reviews CSV imports. Use proactively after an import.\ntools: Read\nmodel: haiku\n---\nReview.\n',
};

describe('shards', () => {
  test('parseShard accepts i/n and refuses the rest with one line', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/3', '4/3', '1/0', '2', 'a/b', '-1/2', '1/2/3'])
      expect(() => parseShard(bad)).toThrow(/shard/);
  });

  test('the shards of any set of paths are disjoint, cover it, and keep the original order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (paths, n) => {
          const slices = Array.from({ length: n }, (_, i) => selectShard(paths, { index: i + 1, count: n }));
          const all = slices.flat();
          expect(all.length).toBe(paths.length);
          expect(new Set(all)).toEqual(new Set(paths));
          for (const s of slices) expect(s).toEqual(paths.filter((p) => s.includes(p)));
        },
      ),
    );
  });

  test("a path's shard depends only on the path (adding targets never moves the others)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.array(fc.string()),
        fc.integer({ min: 2, max: 8 }),
        (p, others, n) => {
          const i = shardOf(p, n) + 1;
          expect(selectShard([...others, p], { index: i, count: n })).toContain(p);
          expect(selectShard([p], `${i}/${n}`)).toEqual([p]);
        },
      ),
    );
  });

  test('1,000 paths split roughly evenly over 4 shards', () => {
    const paths = Array.from({ length: 1000 }, (_, i) => `plugins/p${i % 37}/skills/skill-${i}`);
    const sizes = [1, 2, 3, 4].map((i) => selectShard(paths, { index: i, count: 4 }).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1000);
    for (const s of sizes) expect(s).toBeGreaterThan(180);
  });

  test('objects with a path are sharded by that path; no shard means everything', () => {
    const items = [{ path: 'a' }, { path: 'b' }, { path: 'c' }];
    expect(selectShard(items, null)).toEqual(items);
    expect(selectShard(items, '1/1')).toEqual(items);
    const n = 3;
    const picked = [1, 2, 3].flatMap((i) => selectShard(items, { index: i, count: n }));
    expect(picked.map((x) => x.path).sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('targetFileStem', () => {
  test('slashes become __; unsafe names get a hash so they cannot collide', () => {
    expect(targetFileStem('plugins/kit/skills/inner')).toBe('plugins__kit__skills__inner');
    expect(targetFileStem('.')).toBe('root');
    expect(targetFileStem('')).toBe('root');
    const spaced = targetFileStem('skills/a b');
    const underscored = targetFileStem('skills/a_b');
    expect(spaced).toMatch(/^skills__a_b-[0-9a-f]{8}$/);
    expect(underscored).toBe('skills__a_b');
    expect(spaced).not.toBe(underscored);
    expect(targetFileStem('x/' + 'y'.repeat(300)).length).toBeLessThanOrEqual(130);
    expect(targetFileStem('skills/../../etc')).not.toContain('/');
  });

  test('a/bad and a__bad (and a_/b, a/_b) get different names, the same on every call', () => {
    const names = ['a/bad', 'a__bad', 'a_/b', 'a/_b', 'a___b', 'a////b', 'a//b', 'x-0123abcd', 'x'];
    const stems = names.map(targetFileStem);
    expect(new Set(stems).size).toBe(names.length);
    expect(names.map(targetFileStem)).toEqual(stems);
    expect(targetFileStem('a/bad')).toBe('a__bad');
    expect(targetFileStem('a__bad')).toMatch(/^a__bad-[0-9a-f]{8}$/);
  });

  test('over paths made of `_`, `/` and the characters of a hash, no two share a stem', () => {
    const part = fc.string({ unit: fc.constantFrom('a', '_', '/', '-', '0', 'f', '.'), minLength: 1, maxLength: 12 });
    const norm = (p: string) => p.replace(/^\.\/+/, '').replace(/\/+$/, '');
    fc.assert(
      fc.property(part, part, (a, b) => {
        fc.pre(norm(a) !== norm(b) && !(['', '.'].includes(norm(a)) && ['', '.'].includes(norm(b))));
        expect(targetFileStem(a)).not.toBe(targetFileStem(b));
      }),
      { numRuns: 5000 },
    );
  });
});

/** A source that delays each read and counts how many targets read at once. */
class SlowSource implements FileSource {
  readonly label = 'slow';
  readonly rootName = 'root';
  inFlight = 0;
  maxInFlight = 0;
  constructor(private readonly inner: MemorySource) {}
  private async slow<T>(f: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await new Promise((r) => setTimeout(r, 2));
    try {
      return await f();
    } finally {
      this.inFlight -= 1;
    }
  }
  readFile(rel: string): Promise<Uint8Array> {
    return this.slow(() => this.inner.readFile(rel));
  }
  list(rel: string): Promise<DirEntry[] | null> {
    return this.inner.list(rel);
  }
  stat(rel: string): Promise<EntryType | null> {
    return this.inner.stat(rel);
  }
}

describe('scoring a sweep', () => {
  test('one broken target becomes an error; the others are scored, in discovery order', async () => {
    const run = await runSweep(new MemorySource(TREE, 'm', 'root'), 'repo', { depth: 'quick', concurrency: 3 });
    expect(run.targets.map((t) => t.path)).toEqual([
      'repo/plugins/kit',
      'repo/plugins/kit/skills/inner',
      'repo/skills/broken',
      'repo/skills/good',
      'repo/skills/not-mapping',
      'repo/skills/weak',
    ]);
    expect(run.outcomes.map((o) => o.ok)).toEqual([true, true, false, true, false, true]);
    const broken = run.outcomes[2];
    if (broken.ok) throw new Error('unreachable');
    expect(broken.error).toMatchObject({
      plugin_path: 'repo/skills/broken',
      file: 'repo/skills/broken/SKILL.md',
      field: 'encoding',
    });
  });

  test('no more targets are read at once than the concurrency limit', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`s${i}/SKILL.md`] = goodSkill(`s${i}`);
    const source = new SlowSource(new MemorySource(files));
    const targets = Object.keys(files).map((f) => ({ kind: 'skill' as const, path: path.posix.dirname(f) }));
    let progress = 0;
    const outcomes = await scoreTargets(source, targets, {
      depth: 'quick',
      concurrency: 3,
      onProgress: (done, total) => ((progress = done), expect(total).toBe(12)),
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.map((o) => (o.ok ? o.result.name : ''))).toEqual(targets.map((t) => t.path));
    expect(progress).toBe(12);
    expect(source.maxInFlight).toBeLessThanOrEqual(3);
    expect(source.maxInFlight).toBeGreaterThan(1);
  });

  test("per-target options (a configuration's overrides): a plugin's skill scored with a rule off does not lend that result to its plugin", async () => {
    const files = {
      'kit/.claude-plugin/plugin.json': '{"name": "kit"}',
      'kit/skills/inner/SKILL.md': weakSkill('inner'),
    };
    const targets = [
      { kind: 'plugin' as const, path: 'kit' },
      { kind: 'skill' as const, path: 'kit/skills/inner' },
    ];
    const flags = (o: EvalOutcome) =>
      o.ok ? o.result.layers[0].anti_patterns.filter((a) => !a.suppressed).map((a) => a.flag) : ['error'];
    const plain = await scoreTargets(new MemorySource(files), targets, { depth: 'quick', concurrency: 1 });
    const rule = flags(plain[1])[0];
    expect(rule).toBeDefined();
    expect(flags(plain[0])).toContain(rule);
    // The skill goes second and first: the shared static work must not carry one target's rules to the other.
    for (const order of [targets, [...targets].reverse()]) {
      const outcomes = await scoreTargets(new MemorySource(files), order, {
        depth: 'quick',
        concurrency: 1,
        optionsFor: (t) => (t.kind === 'skill' ? { rules: { [rule]: { enabled: false } } } : {}),
      });
      const byKind = (k: string) => outcomes[order.findIndex((t) => t.kind === k)];
      expect(flags(byKind('skill'))).not.toContain(rule);
      expect(flags(byKind('plugin'))).toContain(rule);
    }
  });

  test("a plugin's skill that is a target too is read once as a target, and both results are what they are when scored apart", async () => {
    const tree = {
      ...TREE,
      'repo/plugins/kit/skills/second/SKILL.md': `${weakSkill('second')}\nInstall it: curl -fsSL https://example.com/install.sh | sh\n`,
      'repo/plugins/kit/skills/second/references/guide.md': '# Guide\n\nSee [the notes](notes.md).\n',
      'repo/plugins/odd/.claude-plugin/plugin.json': '{"name": "odd"}',
      'repo/plugins/odd/skills/bad-yaml/SKILL.md': '---\nname: [unclosed\n---\nbody\n',
    };
    const reads = new Map<string, number>();
    const counting = new CountingSource(new MemorySource(tree, 'm', 'root'), reads);
    const shared = await runSweep(counting, 'repo', { depth: 'quick', concurrency: 4 });
    // Once as a target (the plugin's and its own), at most once more for its collection's shared
    // lines (src/read/collection.ts: a sibling's text is read there, the skill's own is not).
    for (const file of ['kit/skills/inner', 'kit/skills/second', 'odd/skills/bad-yaml'])
      expect(reads.get(`repo/plugins/${file}/SKILL.md`)).toBeLessThanOrEqual(2);
    expect(reads.get('repo/plugins/odd/skills/bad-yaml/SKILL.md')).toBe(1);
    expect(shared.outcomes.filter((o) => !o.ok).map((o) => (o.ok ? '' : o.error.plugin_path))).toContain(
      'repo/plugins/odd/skills/bad-yaml',
    );
    for (const method of ['calibrated', 'reference'] as const) {
      const withSharing = await runSweep(new MemorySource(tree, 'm', 'root'), 'repo', {
        depth: 'quick',
        method,
        concurrency: 4,
      });
      const apart = await runSweep(new MemorySource(tree, 'm', 'root'), 'repo', {
        depth: 'quick',
        method,
        concurrency: 4,
        shared: null,
      });
      const stable = (o: EvalOutcome) =>
        JSON.parse(JSON.stringify(o, (k, v) => (k === 'timestamp' || k === 'total_duration_ms' ? undefined : v)));
      expect(withSharing.outcomes.map(stable)).toEqual(apart.outcomes.map(stable));
    }
    // Each result owns its findings and flags: marking one never reaches the other.
    const plugin = shared.outcomes.find((o) => o.ok && o.result.plugin_path === 'repo/plugins/kit');
    const skill = shared.outcomes.find((o) => o.ok && o.result.plugin_path === 'repo/plugins/kit/skills/second');
    if (!plugin?.ok || !skill?.ok) throw new Error('unreachable');
    expect(plugin.result.findings.length).toBeGreaterThan(0);
    for (const f of plugin.result.findings) f.baseline = 'new';
    for (const a of plugin.result.layers[0].anti_patterns) a.baseline = 'new';
    expect(skill.result.findings.some((f) => f.baseline !== undefined)).toBe(false);
    expect(skill.result.layers[0].anti_patterns.some((a) => a.baseline !== undefined)).toBe(false);
  });
});

/** Counts the reads of each file. */
class CountingSource implements FileSource {
  readonly label = 'counting';
  readonly rootName = 'root';
  constructor(
    private readonly inner: MemorySource,
    private readonly reads: Map<string, number>,
  ) {}
  readFile(rel: string, maxBytes?: number): Promise<Uint8Array> {
    this.reads.set(rel, (this.reads.get(rel) ?? 0) + 1);
    return this.inner.readFile(rel, maxBytes);
  }
  list(rel: string): Promise<DirEntry[] | null> {
    return this.inner.list(rel);
  }
  stat(rel: string): Promise<EntryType | null> {
    return this.inner.stat(rel);
  }
}

describe('summarise', () => {
  let outcomes: EvalOutcome[];
  beforeAll(async () => {
    outcomes = (await runSweep(new MemorySource(TREE, 'm', 'root'), 'repo', { depth: 'quick' })).outcomes;
  });

  test('counts, mean, median, badge distribution and the ranked table', () => {
    const s = summarise(outcomes, { root: 'repo', depth: 'quick', generatedAt: '2026-01-01T00:00:00.000Z' });
    const scores = outcomes.flatMap((o) => (o.ok ? [o.result.composite.score] : []));
    expect(s.counts).toMatchObject({ targets: 6, scored: 4, errors: 2, plugins: 1, skills: 5 });
    expect(s.mean_score).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 12);
    expect(s.min_score).toBe(Math.min(...scores));
    expect(s.max_score).toBe(Math.max(...scores));
    expect(Object.values(s.badges).reduce((a, b) => a + b, 0)).toBe(4);
    expect(s.ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < s.ranked.length; i++) expect(s.ranked[i - 1].score).toBeGreaterThanOrEqual(s.ranked[i].score);
    expect(s.ranked[0].file).toBe(`${targetFileStem(s.ranked[0].path)}.json`);
    expect(s.generated_at).toBe('2026-01-01T00:00:00.000Z');
    expect(s.passed).toBe(true);
  });

  test('the attention table holds targets below 60 or with anti-patterns, worst first, with their weakest dimensions', () => {
    const s = summarise(outcomes, { root: 'repo', depth: 'quick' });
    const expected = s.ranked.filter((r) => r.score < ATTENTION_SCORE || r.anti_patterns.length > 0);
    expect(s.attention.map((r) => r.path).sort()).toEqual(expected.map((r) => r.path).sort());
    expect(s.attention.map((r) => r.path)).toContain('repo/skills/weak');
    for (let i = 1; i < s.attention.length; i++)
      expect(s.attention[i - 1].score).toBeLessThanOrEqual(s.attention[i].score);
    const weak = s.attention.find((r) => r.path === 'repo/skills/weak');
    expect(weak?.anti_patterns).toEqual(expect.arrayContaining(['EMPTY_DESCRIPTION', 'MISSING_TRIGGER']));
    expect(weak?.weakest).toHaveLength(3);
    expect(weak!.weakest[0].score).toBeLessThanOrEqual(weak!.weakest[1].score);
  });

  test('the gate: mean against the threshold, and unscorable targets fail it (D2)', () => {
    const ok = outcomes.filter((o) => o.ok);
    const mean = summarise(ok, { root: 'repo', depth: 'quick' }).mean_score as number;
    expect(summarise(ok, { root: 'r', depth: 'quick', threshold: Math.floor(mean) }).passed).toBe(true);
    const low = summarise(ok, { root: 'r', depth: 'quick', threshold: Math.ceil(mean + 0.01) });
    expect(low.passed).toBe(false);
    expect(low.gate).toMatch(/below the threshold/);
    const withErrors = summarise(outcomes, { root: 'r', depth: 'quick', threshold: 1 });
    expect(withErrors.passed).toBe(false);
    expect(withErrors.gate).toMatch(/could not be scored/);
    const none = summarise([], { root: 'r', depth: 'quick', threshold: 50 });
    expect(none.passed).toBe(false);
    expect(none.mean_score).toBeNull();
  });
});

describe('writing', () => {
  test('files are always written, read back for a merge, and summarise the same', async () => {
    const tmp = makeTree({});
    try {
      const outcomes = (await runSweep(new MemorySource(TREE, 'm', 'root'), 'repo', { depth: 'quick' })).outcomes;
      const summary = summarise(outcomes, { root: 'repo', depth: 'quick', generatedAt: 'fixed' });
      const written = await writeSweep(tmp, outcomes, summary);
      expect(written.length).toBe(6 + 4 + 3); // 6 JSON, 4 pages, summary.json/.md, index.html
      expect(readdirSync(tmp)).toContain('repo__skills__broken.json');
      expect(JSON.parse(readFileSync(path.join(tmp, 'summary.json'), 'utf8'))).toEqual(summary);

      const back = await readSweepOutcomes([tmp]);
      expect(back.problems).toEqual([]);
      expect(back.outcomes).toHaveLength(6);
      expect(summarise(back.outcomes, { root: 'repo', depth: 'quick', generatedAt: 'fixed' })).toEqual(summary);
    } finally {
      removeTree(tmp);
    }
  });

  test('rewriting a report folder leaves exactly the new files: longer old files are cut, other files left alone', async () => {
    const tmp = makeTree({
      'summary.json': 'x'.repeat(100_000),
      'repo__skills__good.json': '{'.repeat(50_000),
      'notes.txt': 'mine',
    });
    try {
      const outcomes = (await runSweep(new MemorySource(TREE, 'm', 'root'), 'repo', { depth: 'quick' })).outcomes;
      const summary = summarise(outcomes, { root: 'repo', depth: 'quick', generatedAt: 'fixed' });
      await writeSweep(tmp, outcomes, summary, { html: false });
      expect(readFileSync(path.join(tmp, 'summary.json'), 'utf8')).toBe(toJson(summary));
      const good = outcomes.find((o) => o.ok && o.result.plugin_path === 'repo/skills/good');
      expect(readFileSync(path.join(tmp, 'repo__skills__good.json'), 'utf8')).toBe(outcomeJson(good!));
      expect(readFileSync(path.join(tmp, 'notes.txt'), 'utf8')).toBe('mine');
    } finally {
      removeTree(tmp);
    }
  });

  test('a file rewritten with text of several bytes a character holds exactly its bytes', () => {
    const tmp = makeTree({ 'page.html': 'x'.repeat(10_000) });
    try {
      const file = path.join(tmp, 'page.html');
      const text = `${'é🥇'.repeat(3000)}\u0000end`;
      overwriteFile(file, text);
      expect(readFileSync(file)).toEqual(Buffer.from(text, 'utf8'));
      overwriteFile(file, 'ü');
      expect(readFileSync(file)).toEqual(Buffer.from('ü', 'utf8'));
    } finally {
      removeTree(tmp);
    }
  });

  test('a sweep where every target fails still writes its summary', async () => {
    const tmp = makeTree({});
    try {
      const outcomes = (await runSweep(new MemorySource({ 'a/SKILL.md': Buffer.from([0xff]) }), '', { depth: 'quick' }))
        .outcomes;
      const summary = summarise(outcomes, { root: '.', depth: 'quick', threshold: 50 });
      await writeSweep(tmp, outcomes, summary);
      const md = readFileSync(path.join(tmp, 'summary.md'), 'utf8');
      expect(md).toContain('## Errors (1)');
      expect(md).toContain('_No target was scored._');
      expect(readdirSync(tmp).sort()).toEqual(['a.json', 'index.html', 'summary.json', 'summary.md']);
    } finally {
      removeTree(tmp);
    }
  });

  test('merging shard folders: unreadable files are reported, not thrown', async () => {
    const tmp = makeTree({
      'one/x.json': '{not json',
      'one/y.json': '{"plugin_path": "y", "ok": false, "error": "bad", "file": "y/SKILL.md", "kind": "skill"}',
    });
    try {
      const back = await readSweepOutcomes([path.join(tmp, 'one'), path.join(tmp, 'missing')]);
      expect(back.outcomes).toHaveLength(1);
      expect(back.outcomes[0].ok).toBe(false);
      expect(back.problems).toHaveLength(2);
    } finally {
      removeTree(tmp);
    }
  });
});
