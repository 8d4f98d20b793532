// Reading from disk: links out of the root are skipped with a finding, never followed; size
// limits give a clear per-target error.
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { evaluateTarget, discoverTargets } from '../../src/engine.js';
import { DiskSource, joinInside } from '../../src/read/source.js';
import { READ_LIMITS } from '../../src/read/target.js';

const SKILL = '---\nname: s\ndescription: "Formats code. Use when the user asks to format files, for linting."\n---\n# S\nSee [x](references/secret.md)\n';

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
  for (let i = 0; i <= READ_LIMITS.maxFolderEntries; i++) writeFileSync(path.join(root, 'many', 'references', `f${i}`), '');
  const out = await evaluateTarget(new DiskSource(root), 'many', { depth: 'quick' });
  if (out.ok) throw new Error('should fail');
  expect(out.error.error).toMatch(/over the limit/);
});
