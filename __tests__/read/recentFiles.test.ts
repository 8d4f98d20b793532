// The bytes a file source keeps of the files it read last: bounded in bytes and in files, the
// least recently used dropped first.
import { RecentFiles } from '../../src/read/recentFiles.js';

const bytes = (n: number) => new Uint8Array(n);

test('keeps files up to its total, dropping the least recently used first', () => {
  const recent = new RecentFiles(100, 100);
  const names = 'abcdefghij'.split('');
  for (const k of names) recent.set(k, bytes(10));
  expect(recent.get('a')?.length).toBe(10); // now the most recent
  recent.set('k', bytes(10)); // 110 bytes: the least recent, b, goes
  expect(recent.get('b')).toBeUndefined();
  expect(recent.get('a')?.length).toBe(10);
  expect(recent.get('k')?.length).toBe(10);
  expect(recent.size).toBe(10);
  expect(recent.totalBytes).toBe(100);
});

test('keeps at most its number of files, and no file larger than a tenth of its total', () => {
  const recent = new RecentFiles(1000, 3);
  for (const k of ['a', 'b', 'c', 'd']) recent.set(k, bytes(1));
  expect(recent.size).toBe(3);
  expect(recent.get('a')).toBeUndefined();
  recent.set('big', bytes(101));
  expect(recent.get('big')).toBeUndefined();
  recent.set('d', bytes(100)); // replaced: counted once
  expect(recent.totalBytes).toBe(102);
});
