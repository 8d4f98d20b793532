// The file source's building blocks: name order by code point, path joining, and resolving a path
// on disk the same way whatever was resolved before it (the source keeps what it resolved).
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DiskSource, FileTooLargeError, MemorySource, compareCodePoints, joinInside } from '../../src/read/source.js';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

test('names order by code point, as arrays of code points compare', () => {
  const byArrays = (a: string, b: string) => {
    const x = Array.from(a, (c) => c.codePointAt(0) as number);
    const y = Array.from(b, (c) => c.codePointAt(0) as number);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  };
  // Units where unit order and code-point order disagree: surrogates (paired and lone) against
  // BMP characters above them, beside plain ASCII.
  const units = ['a', 'b', 'Z', '.', '\ud83d', '\ud800', '\udc00', '\ude00', '\ue000', '\uffff', '\u00e9'];
  const next = random(7);
  const word = () =>
    Array.from({ length: Math.floor(next() * 5) }, () => units[Math.floor(next() * units.length)]).join('');
  const wrong: string[][] = [];
  for (let i = 0; i < 10000; i++) {
    const a = word();
    const b = next() < 0.3 ? a + word() : word();
    if (
      sign(compareCodePoints(a, b)) !== sign(byArrays(a, b)) ||
      sign(compareCodePoints(b, a)) !== sign(byArrays(b, a))
    )
      wrong.push([a, b]);
  }
  expect(wrong).toEqual([]);
  expect(['\ue000', '\ud83d\ude00', 'z'].sort(compareCodePoints)).toEqual(['z', '\ue000', '\ud83d\ude00']);
});

test('joinInside joins plain names directly and normalises anything else', () => {
  const byNormalise = (...parts: string[]) => {
    const joined = path.posix.normalize(parts.filter((p) => p !== '' && p !== '.').join('/') || '.');
    if (joined === '..' || joined.startsWith('../') || path.posix.isAbsolute(joined)) return null;
    return joined === '.' ? '' : joined.replace(/\/$/, '');
  };
  const pieces = [
    'a',
    'b.md',
    '.',
    '..',
    '',
    '/',
    '//',
    'a/',
    '/a',
    'a//b',
    'a/./b',
    'a\\b',
    '\\',
    '..a',
    'a..',
    '.x/..',
    '\ud83d',
  ];
  const next = random(11);
  const wrong: string[][] = [];
  for (let i = 0; i < 10000; i++) {
    const parts = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pieces[Math.floor(next() * pieces.length)]);
    if (joinInside(...parts) !== byNormalise(...parts)) wrong.push(parts);
  }
  expect(wrong).toEqual([]);
});

describe('DiskSource', () => {
  let base: string;
  let root: string;

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'pe-source-'));
    root = path.join(base, 'repo');
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
    mkdirSync(path.join(root, 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'), { recursive: true });
    writeFileSync(path.join(root, 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'deep.md'), 'deep');
    symlinkSync('../../../a', path.join(root, 'd1', 'd2', 'd3', 'up'));
    mkdirSync(path.join(root, '.git'));
    mkdirSync(path.join(base, 'outside'));
    writeFileSync(path.join(base, 'outside', 'x'), 'outside');
    writeFileSync(path.join(root, 'a', 'b', 'f.md'), 'inside');
    writeFileSync(path.join(root, '.git', 'config'), 'secret');
    symlinkSync(path.join(base, 'outside'), path.join(root, 'a', 'out'));
    symlinkSync('b', path.join(root, 'a', 'in'));
    symlinkSync('../.git', path.join(root, 'a', 'git'));
    symlinkSync('nowhere', path.join(root, 'a', 'dangling'));
  });

  afterEach(() => rmSync(base, { recursive: true, force: true }));

  const expected: Record<string, string | null> = {
    '': 'dir',
    a: 'dir',
    'a/b': 'dir',
    'a/b/f.md': 'file',
    'a/b/f.md/x': null,
    'a/in': 'dir',
    'a/in/f.md': 'file',
    'a/out': 'symlink-outside',
    'a/out/x': 'symlink-outside',
    'a/out/x/y': 'symlink-outside',
    'a/git': 'symlink-outside',
    'a/git/config': 'symlink-outside',
    'a/dangling': null,
    'a/dangling/x': null,
    'a/missing/x': null,
    '.git': null,
    '.git/config': null,
    '.GIT./config': null,
    'a/./b//f.md': 'file',
    'a/b/../in/f.md': 'file',
    'a/b/': 'dir',
    './a': 'dir',
    '../repo/a': null,
    '/a': null,
    // Deeper than the folders looked up above a path: walked from the root when none is resolved.
    d1: 'dir',
    'd1/d2/d3/d4/d5/d6': 'dir',
    'd1/d2/d3/d4/d5/d6/deep.md': 'file',
    'd1/d2/d3/d4/d5/d6/deep.md/x/y': null,
    'd1/d2/d3/d4/d5/d6/d7/d8/d9/x': null,
    'd1/d2/d3/up/in/f.md': 'file',
    'd1/d2/d3/up/out/x/y/z/w': 'symlink-outside',
    'd1/d2/d3/up/git/config': 'symlink-outside',
    'd1/d2/d3/up/b/f.md': 'file',
  };

  test('every path resolves alike, alone, after its folder, or after everything else', async () => {
    const paths = Object.keys(expected);
    const next = random(11);
    const shuffled = () =>
      paths
        .map((p) => ({ p, k: next() }))
        .sort((x, y) => x.k - y.k)
        .map((x) => x.p);
    for (const order of [paths, [...paths].reverse(), shuffled(), shuffled()]) {
      const shared = new DiskSource(root);
      for (const p of order) {
        expect([p, await new DiskSource(root).stat(p)]).toEqual([p, expected[p]]);
        expect([p, await shared.stat(p)]).toEqual([p, expected[p]]);
      }
    }
  });

  test('listings are sorted, skip .git and dangling links, and cannot be changed by a caller', async () => {
    const source = new DiskSource(root);
    const first = await source.list('a');
    expect(first).toEqual([
      { name: 'b', type: 'dir' },
      { name: 'git', type: 'symlink-outside' },
      { name: 'in', type: 'other' },
      { name: 'out', type: 'symlink-outside' },
    ]);
    first?.splice(0);
    expect((await source.list('a/./'))?.map((e) => e.name)).toEqual(['b', 'git', 'in', 'out']);
    expect((await source.list(''))?.map((e) => e.name)).toEqual(['a', 'd1']);
    expect(await source.list('a/b/f.md')).toBeNull();
    expect(await source.list('a/out')).toBeNull();
    await expect(source.readFile('a/out/x')).rejects.toThrow(/outside the repository root or into \.git/);
    expect(Buffer.from(await source.readFile('a/in/f.md')).toString()).toBe('inside');
  });

  test('a file read again is not read from disk again, and its size limit still holds', async () => {
    const source = new DiskSource(root);
    expect(Buffer.from(await source.readFile('a/b/f.md')).toString()).toBe('inside');
    // The same file by another path, after it changed on disk: what was read is kept.
    writeFileSync(path.join(root, 'a', 'b', 'f.md'), 'changed');
    expect(Buffer.from(await source.readFile('a/in/f.md')).toString()).toBe('inside');
    await expect(source.readFile('a/b/f.md', 3)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(Buffer.from(await new DiskSource(root).readFile('a/b/f.md')).toString()).toBe('changed');
    // A file too large for one caller is not kept, and is read whole for another.
    const fresh = new DiskSource(root);
    await expect(fresh.readFile('a/b/f.md', 3)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(Buffer.from(await fresh.readFile('a/b/f.md')).toString()).toBe('changed');
  });
});

test('a memory tree lists what was added under each folder, as a scan of every path finds it', async () => {
  const next = random(5);
  const names = ['a', 'b', 'SKILL.md', '.git', '.GIT.', 'z\u00e9', '\ud83d\ude00'];
  for (let round = 0; round < 20; round++) {
    const files: string[] = [];
    const dirs: string[] = [];
    for (let i = 0; i < 12; i++) {
      const p = Array.from({ length: 1 + Math.floor(next() * 3) }, () => names[Math.floor(next() * names.length)]).join(
        '/',
      );
      (next() < 0.8 ? files : dirs).push(p);
    }
    const source = new MemorySource({});
    for (const f of files) source.add(f, 'x');
    for (const d of dirs) source.addDir(d);
    // What any folder holds, found by scanning every path added.
    const scan = (dir: string) => {
      const found = new Map<string, string>();
      const prefix = dir === '' ? '' : `${dir}/`;
      for (const f of files) {
        if (!f.startsWith(prefix) || f === dir) continue;
        const rest = f.slice(prefix.length).split('/');
        found.set(rest[0], rest.length > 1 || found.get(rest[0]) === 'dir' ? 'dir' : 'file');
      }
      for (const d of dirs)
        if (d.startsWith(prefix) && d !== dir) found.set(d.slice(prefix.length).split('/')[0], 'dir');
      for (const f of files)
        if (f.startsWith(prefix) && f.slice(prefix.length).includes('/'))
          found.set(f.slice(prefix.length).split('/')[0], 'dir');
      return [...found]
        .filter(([n]) => !/^(\.git|\.git\.)$/i.test(n))
        .map(([name, type]) => ({ name, type }))
        .sort((x, y) => compareCodePoints(x.name, y.name));
    };
    const folders = new Set([
      '',
      ...[...files, ...dirs].flatMap((p) =>
        p
          .split('/')
          .map((_, i, all) => all.slice(0, i).join('/'))
          .filter((d) => d !== ''),
      ),
      ...dirs,
    ]);
    for (const dir of folders) {
      const under = dir.split('/').some((n) => /^(\.git|\.git\.)$/i.test(n));
      expect([dir, await source.list(dir)]).toEqual([dir, under ? null : scan(dir)]);
    }
  }
});
