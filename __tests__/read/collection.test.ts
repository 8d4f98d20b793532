import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { collectionOf, SHARED_BY } from '../../src/read/collection.js';
import { lineKey, normaliseSharedLine } from '../../src/parse/markdown/lineKeys.js';
import { DiskSource, MemorySource, type FileSource } from '../../src/read/source.js';
import { loadTarget } from '../../src/read/target.js';

const SHARED = 'After the skill completes, update this file so that the next run needs no workaround.';
const OWN = (name: string) => `This skill ${name} does one specific thing that no other skill here does.`;
const skill = (name: string, shared: boolean) =>
  `---\nname: ${name}\ndescription: A skill. Use when testing.\n---\n\n${OWN(name)}\n\n${shared ? SHARED : ''}\n`;
const key = (line: string) => lineKey(normaliseSharedLine(line));

/** A source that counts the reads of each file. */
function counting(inner: FileSource): { source: FileSource; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const source: FileSource = {
    label: inner.label,
    rootName: inner.rootName,
    stat: (rel) => inner.stat(rel),
    list: (rel) => inner.list(rel),
    readFile: (rel, max) => {
      reads.set(rel, (reads.get(rel) ?? 0) + 1);
      return inner.readFile(rel, max);
    },
  };
  return { source, reads };
}

describe('collectionOf', () => {
  it('keeps the keys of lines that at least SHARED_BY sibling skills hold, and nothing else', async () => {
    expect(SHARED_BY).toBe(3);
    const source = new MemorySource({
      'skills/a/SKILL.md': skill('a', true),
      'skills/b/SKILL.md': skill('b', true),
      'skills/c/SKILL.md': skill('c', true),
      'skills/d/SKILL.md': skill('d', false),
      'skills/notes/README.md': SHARED,
    });
    const c = await collectionOf(source, 'skills/d');
    expect(c?.members).toBe(4);
    expect([...(c?.shared ?? [])]).toEqual([key(SHARED)]);
  });

  it('does not count a line two skills share, but keeps it one short (for the files a skill links)', async () => {
    const source = new MemorySource({
      'skills/a/SKILL.md': skill('a', true),
      'skills/b/SKILL.md': skill('b', true),
      'skills/c/SKILL.md': skill('c', false),
    });
    const c = await collectionOf(source, 'skills/a');
    expect(c?.shared.size).toBe(0);
    expect([...(c?.oneShort ?? [])]).toEqual([key(SHARED)]);
  });

  it('reads no file twice when scoring one skill: its own text is given', async () => {
    const { source, reads } = counting(new MemorySource({ 'skills/a/SKILL.md': skill('a', true) }));
    await loadTarget(source, 'skills/a');
    expect(reads.get('skills/a/SKILL.md')).toBe(1);
  });

  it('has none for a skill at the root of the source', async () => {
    expect(await collectionOf(new MemorySource({ 'SKILL.md': skill('r', true) }), '')).toBeNull();
  });

  it('reads each collection once per source, however many of its skills ask', async () => {
    const files: Record<string, string> = {};
    for (const n of ['a', 'b', 'c', 'd', 'e']) files[`skills/${n}/SKILL.md`] = skill(n, true);
    const { source, reads } = counting(new MemorySource(files));
    for (const n of ['a', 'b', 'c', 'd', 'e']) await loadTarget(source, `skills/${n}`);
    // Once as the target, once for the collection (but the first, whose text the collection was given).
    expect(['a', 'b', 'c', 'd', 'e'].map((n) => reads.get(`skills/${n}/SKILL.md`))).toEqual([1, 2, 2, 2, 2]);
  });

  it('attaches the collection to the skill snapshot', async () => {
    const source = new MemorySource({
      'skills/a/SKILL.md': skill('a', true),
      'skills/b/SKILL.md': skill('b', true),
      'skills/c/SKILL.md': skill('c', true),
    });
    const snap = await loadTarget(source, 'skills/a');
    expect(snap.kind === 'skill' && snap.collection?.shared.has(key(SHARED))).toBe(true);
  });

  describe('on disk', () => {
    let dir: string;
    let outside: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'pe-collection-'));
      outside = mkdtempSync(path.join(tmpdir(), 'pe-collection-out-'));
    });
    afterEach(() => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    });

    it('follows no link out of the repository, reads nothing under .git and skips a SKILL.md over the size limit', async () => {
      for (const n of ['a', 'b']) {
        mkdirSync(path.join(dir, 'skills', n), { recursive: true });
        writeFileSync(path.join(dir, 'skills', n, 'SKILL.md'), skill(n, true));
      }
      // Would make the line shared by three, were any of them read.
      mkdirSync(path.join(outside, 'c'));
      writeFileSync(path.join(outside, 'c', 'SKILL.md'), skill('c', true));
      symlinkSync(path.join(outside, 'c'), path.join(dir, 'skills', 'c'));
      symlinkSync(path.join(outside, 'c', 'SKILL.md'), path.join(dir, 'skills', 'x-link.md'));
      mkdirSync(path.join(dir, 'skills', 'd'));
      symlinkSync(path.join(outside, 'c', 'SKILL.md'), path.join(dir, 'skills', 'd', 'SKILL.md'));
      mkdirSync(path.join(dir, 'skills', '.git', 'e'), { recursive: true });
      writeFileSync(path.join(dir, 'skills', '.git', 'e', 'SKILL.md'), skill('e', true));
      mkdirSync(path.join(dir, 'skills', 'f'));
      writeFileSync(path.join(dir, 'skills', 'f', 'SKILL.md'), skill('f', true) + ' '.repeat(1024 * 1024));
      const c = await collectionOf(new DiskSource(dir), 'skills/a');
      expect(c?.members).toBe(2);
      expect(c?.shared.size).toBe(0);
    });
  });
});
