// Reading from disk: links out of the root are skipped with a finding, never followed; size
// limits give a clear per-target error.
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { evaluateTarget, discoverTargets } from '../../src/engine/evaluate.js';
import { DiskSource, FileTooLargeError, joinInside } from '../../src/read/source.js';
import { READ_LIMITS } from '../../src/read/target.js';

const SKILL =
  '---\nname: s\ndescription: "Formats code. Use when the user asks to format files, for linting."\n---\n# S\nSee [x](references/secret.md)\n';

let root: string;
let outside: string;

beforeEach(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'pe-read-'));
  root = path.join(base, 'repo');
  outside = path.join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.md'), 'TOP SECRET');
  writeFileSync(path.join(outside, 'SKILL.md'), SKILL);
});

afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }));

test('joinInside refuses to climb out', () => {
  expect(joinInside('a', '..', 'b')).toBe('b');
  expect(joinInside('a', '..', '..', 'b')).toBeNull();
  expect(joinInside('/etc/passwd')).toBeNull();
});

test('a SKILL.md that links outside the root is not read', async () => {
  mkdirSync(path.join(root, 'evil'));
  symlinkSync(path.join(outside, 'SKILL.md'), path.join(root, 'evil', 'SKILL.md'));
  const out = await evaluateTarget(new DiskSource(root), 'evil', { depth: 'quick' });
  if (out.ok) throw new Error('must not score a file outside the root');
  expect(out.error.error).toMatch(/symbolic link pointing outside/);
});

test('a references/ file linking outside is skipped with a finding', async () => {
  mkdirSync(path.join(root, 's', 'references'), { recursive: true });
  writeFileSync(path.join(root, 's', 'SKILL.md'), SKILL);
  symlinkSync(path.join(outside, 'secret.md'), path.join(root, 's', 'references', 'secret.md'));
  const out = await evaluateTarget(new DiskSource(root), 's', { depth: 'quick' });
  if (!out.ok) throw new Error(out.error.error);
  expect(out.result.findings.map((f) => f.rule)).toContain('SYMLINK_OUTSIDE_ROOT');
  // The linked file does not count as present: the link to it is an orphan.
  expect(out.result.layers[0].anti_patterns.map((a) => a.flag)).toContain('ORPHAN_REFERENCE');
});

test('a references/ folder linking outside is skipped with a finding', async () => {
  mkdirSync(path.join(root, 's'), { recursive: true });
  writeFileSync(path.join(root, 's', 'SKILL.md'), SKILL);
  symlinkSync(outside, path.join(root, 's', 'references'));
  const out = await evaluateTarget(new DiskSource(root), 's', { depth: 'quick' });
  if (!out.ok) throw new Error(out.error.error);
  expect(out.result.findings.find((f) => f.rule === 'SYMLINK_OUTSIDE_ROOT')?.file).toBe('s/references');
  expect(out.result.layers[0].metadata.has_references).toBe(false);
});

test('a linked folder inside the root is readable but not walked by discovery (links can loop)', async () => {
  mkdirSync(path.join(root, 'a'));
  writeFileSync(path.join(root, 'a', 'SKILL.md'), SKILL);
  symlinkSync(root, path.join(root, 'loop'));
  const found = await discoverTargets(new DiskSource(root), '');
  expect(found).toEqual([{ kind: 'skill', path: 'a' }]);
});

test('a SKILL.md over the size limit is a clear error', async () => {
  mkdirSync(path.join(root, 'big'));
  writeFileSync(path.join(root, 'big', 'SKILL.md'), 'x'.repeat(READ_LIMITS.maxSkillBytes + 1));
  const out = await evaluateTarget(new DiskSource(root), 'big', { depth: 'quick' });
  if (out.ok) throw new Error('should fail');
  expect(out.error).toMatchObject({ field: 'size', file: 'big/SKILL.md' });
});

test('a references/ folder with too many entries is a clear error', async () => {
  mkdirSync(path.join(root, 'many', 'references'), { recursive: true });
  writeFileSync(path.join(root, 'many', 'SKILL.md'), SKILL);
  for (let i = 0; i <= READ_LIMITS.maxFolderEntries; i++)
    writeFileSync(path.join(root, 'many', 'references', `f${i}`), '');
  const out = await evaluateTarget(new DiskSource(root), 'many', { depth: 'quick' });
  if (out.ok) throw new Error('should fail');
  expect(out.error.error).toMatch(/over the limit/);
});

describe('.git is never read', () => {
  beforeEach(() => {
    mkdirSync(path.join(root, '.git'));
    writeFileSync(path.join(root, '.git', 'config'), '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n');
    mkdirSync(path.join(root, '.git', 'skill'));
    writeFileSync(path.join(root, '.git', 'skill', 'SKILL.md'), SKILL);
  });

  test('a SKILL.md linking into .git is refused like a link out of the repository', async () => {
    mkdirSync(path.join(root, 'evil'));
    symlinkSync(path.join(root, '.git', 'config'), path.join(root, 'evil', 'SKILL.md'));
    const out = await evaluateTarget(new DiskSource(root), 'evil', { depth: 'quick' });
    if (out.ok) throw new Error('must not score a file under .git');
    expect(out.error.error).toMatch(/symbolic link pointing outside the repository or into \.git/);
    expect(JSON.stringify(out)).not.toContain('c2VjcmV0');
  });

  test('a relative link into .git in references/ is skipped with a finding', async () => {
    mkdirSync(path.join(root, 's', 'references'), { recursive: true });
    writeFileSync(path.join(root, 's', 'SKILL.md'), SKILL);
    symlinkSync('../../.git/config', path.join(root, 's', 'references', 'secret.md'));
    symlinkSync('../.git', path.join(root, 's', 'assets'));
    const out = await evaluateTarget(new DiskSource(root), 's', { depth: 'quick' });
    if (!out.ok) throw new Error(out.error.error);
    expect(out.result.findings.filter((f) => f.rule === 'SYMLINK_OUTSIDE_ROOT').map((f) => f.file)).toEqual([
      's/references/secret.md',
      's/assets',
    ]);
  });

  test('paths under .git, in any spelling git treats as .git, name nothing', async () => {
    const source = new DiskSource(root);
    for (const p of ['.git/config', '.git/skill/SKILL.md', '.GIT/config', '.git./config', 'x/../.git/config']) {
      expect(await source.stat(p)).toBeNull();
      await expect(source.readFile(p)).rejects.toThrow(/no such file/);
    }
    expect((await source.list(''))?.map((e) => e.name)).not.toContain('.git');
    expect(await evaluateTarget(source, '.git/skill', { depth: 'quick' })).toMatchObject({ ok: false });
    expect(await discoverTargets(source, '')).toEqual([]);
  });
});

test('a sparse 1.5 GB SKILL.md is refused by its size, without reading it', async () => {
  mkdirSync(path.join(root, 'huge'));
  const file = path.join(root, 'huge', 'SKILL.md');
  writeFileSync(file, SKILL);
  truncateSync(file, 1.5 * 1024 ** 3);
  const before = process.memoryUsage().rss;
  const out = await evaluateTarget(new DiskSource(root), 'huge', { depth: 'quick' });
  if (out.ok) throw new Error('should fail');
  expect(out.error).toMatchObject({ field: 'size', file: 'huge/SKILL.md' });
  expect(out.error.error).toContain(`${1.5 * 1024 ** 3} bytes, over the ${READ_LIMITS.maxSkillBytes}-byte limit`);
  // Reading it would have taken 1.5 GB of memory.
  expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 ** 2);
  await expect(new DiskSource(root).readFile('huge/SKILL.md', 1024)).rejects.toBeInstanceOf(FileTooLargeError);
});
