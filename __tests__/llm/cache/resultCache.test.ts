import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  CACHE_FORMAT_VERSION,
  MAX_CACHE_ENTRY_BYTES,
  ResultCache,
  resultCacheKey,
  type CacheKeyParts,
} from '../../../src/llm/cache/resultCache.js';

const base: CacheKeyParts = {
  layer: 'monte_carlo',
  skillText: '---\nname: a\n---\nbody\n',
  references: ['b.md', 'a.md'],
  runs: 50,
  models: { prompt: 'claude-haiku-4-5', rubric: 'claude-sonnet-4-5', simulate: 'claude-haiku-4-5' },
};

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pe-cache-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

describe('resultCacheKey', () => {
  test('is a sha256 hex digest, stable for equal inputs whatever the key or listing order', () => {
    const key = resultCacheKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(
      resultCacheKey({
        models: { simulate: 'claude-haiku-4-5', rubric: 'claude-sonnet-4-5', prompt: 'claude-haiku-4-5' },
        runs: 50,
        references: ['a.md', 'b.md'],
        skillText: base.skillText,
        layer: 'monte_carlo',
      }),
    ).toBe(key);
  });

  test('changes with each part that changes the result', () => {
    const key = resultCacheKey(base);
    const variants: CacheKeyParts[] = [
      { ...base, skillText: base.skillText + ' ' },
      { ...base, references: ['a.md'] },
      { ...base, references: null },
      { ...base, runs: 100 },
      { ...base, layer: 'judge' },
      { ...base, models: { ...base.models, simulate: 'claude-sonnet-4-5' } },
      { ...base, extra: { judges: 3 } },
    ];
    const keys = new Set(variants.map(resultCacheKey));
    expect(keys.size).toBe(variants.length);
    expect(keys.has(key)).toBe(false);
  });
});

describe('ResultCache', () => {
  test('a miss, then the stored value', async () => {
    const cache = new ResultCache(path.join(dir, 'nested', 'cache'));
    const key = resultCacheKey(base);
    expect(await cache.get(key)).toBeNull();
    const value = { layer: 'monte_carlo', score: 0.8125, metadata: { runs: 50 } };
    await cache.set(key, value);
    expect(await cache.get(key)).toEqual(value);
    // Another instance over the same folder (a later run) sees it too.
    expect(await new ResultCache(path.join(dir, 'nested', 'cache')).get(key)).toEqual(value);
  });

  test('corrupt files, entries of another engine version and mismatched keys are misses', async () => {
    const cache = new ResultCache(dir);
    const key = resultCacheKey(base);
    await cache.set(key, { score: 1 });
    const file = path.join(dir, key.slice(0, 2), `${key}.json`);

    await fsp.writeFile(file, '{"key": "', 'utf8');
    expect(await cache.get(key)).toBeNull();

    await fsp.writeFile(file, JSON.stringify({ key, engine: 'older', value: { score: 1 } }), 'utf8');
    expect(await cache.get(key)).toBeNull();

    await fsp.writeFile(file, JSON.stringify({ key: 'f'.repeat(64), engine: CACHE_FORMAT_VERSION, value: 1 }), 'utf8');
    expect(await cache.get(key)).toBeNull();
  });

  test('an entry that is a folder, a link or over the size limit is a miss with a warning, unread', async () => {
    const warnings: string[] = [];
    const cache = new ResultCache(dir, (m) => warnings.push(m));
    const key = resultCacheKey(base);
    await cache.set(key, { score: 1 });
    const file = path.join(dir, key.slice(0, 2), `${key}.json`);
    const kept = path.join(dir, 'kept.json');
    await fsp.rename(file, kept);

    await fsp.mkdir(file);
    expect(await cache.get(key)).toBeNull();
    await fsp.rmdir(file);

    await fsp.symlink(kept, file);
    expect(await cache.get(key)).toBeNull();
    await fsp.rm(file);

    // A sparse file: its size is refused before any byte is read.
    await fsp.copyFile(kept, file);
    await fsp.truncate(file, MAX_CACHE_ENTRY_BYTES + 1);
    expect(await cache.get(key)).toBeNull();

    expect(warnings).toEqual([
      `result cache: ${file} ignored (not a regular file); computed again`,
      `result cache: ${file} ignored (cannot be opened: ELOOP); computed again`,
      `result cache: ${file} ignored (${MAX_CACHE_ENTRY_BYTES + 1} bytes, over the ${MAX_CACHE_ENTRY_BYTES}-byte limit); computed again`,
    ]);
    // An absent entry is an ordinary miss, said nowhere.
    expect(await cache.get(resultCacheKey({ ...base, runs: 7 }))).toBeNull();
    expect(warnings).toHaveLength(3);
  });

  test('leaves no temporary files behind', async () => {
    const cache = new ResultCache(dir);
    const key = resultCacheKey(base);
    await Promise.all([cache.set(key, { n: 1 }), cache.set(key, { n: 1 })]);
    const files = await fsp.readdir(path.join(dir, key.slice(0, 2)));
    expect(files).toEqual([`${key}.json`]);
  });

  test('an unwritable folder makes set throw (the caller warns), not get', async () => {
    const blocker = path.join(dir, 'file');
    await fsp.writeFile(blocker, 'x');
    const cache = new ResultCache(path.join(blocker, 'cache'));
    const key = resultCacheKey(base);
    expect(await cache.get(key)).toBeNull();
    await expect(cache.set(key, 1)).rejects.toThrow();
  });
});
