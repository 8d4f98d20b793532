// The collection a skill belongs to: the sibling folders of its folder that hold a SKILL.md (the
// skills of one plugin or repository folder, itself included), reduced to the keys of the lines
// that at least SHARED_BY of them hold (src/parse/markdown/lineKeys.ts). Each collection is read
// once per file source and kept only as numbers: a sweep reads every SKILL.md of a collection once
// more in all, however many of its skills are targets, and holds no text of it.
import type { CollectionLines } from '../contract/types.js';
import { decodeText } from '../parse/skill.js';
import { sharedLineKeys } from '../parse/markdown/lineKeys.js';
import { GenerationCache } from './generations.js';
import type { FileSource } from './source.js';

/** Skills (self included) that must hold a line for it to be boilerplate: the skill and two others. */
export const SHARED_BY = 3;
/** Sibling folders read at most (in name order), so that a huge folder costs bounded reads. */
export const MAX_COLLECTION_MEMBERS = 500;
/** A SKILL.md larger than this is left out of its collection's counts (the skill limit of target.ts). */
const MAX_MEMBER_BYTES = 1024 * 1024;
/** Collections kept per source (two generations of this many): far more than a sweep has at once. */
const CACHED_COLLECTIONS = 1024;

const bySource = new WeakMap<FileSource, GenerationCache<string, Promise<CollectionLines | null>>>();

const parentOf = (rel: string): string | null => {
  const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
  return parts.length === 0 ? null : parts.slice(0, -1).join('/');
};

/**
 * The collection of the skill folder at `rel` (a normalised path), read once per source and folder;
 * null when the skill is the root of the source or its folder cannot be listed. `ownText`, the
 * skill's SKILL.md as its reader decoded it, is used instead of reading that file again. Never throws.
 */
export function collectionOf(source: FileSource, rel: string, ownText?: string): Promise<CollectionLines | null> {
  const parent = parentOf(rel);
  if (parent === null) return Promise.resolve(null);
  let cache = bySource.get(source);
  if (cache === undefined) {
    cache = new GenerationCache(CACHED_COLLECTIONS);
    bySource.set(source, cache);
  }
  let found = cache.get(parent);
  if (found === undefined) {
    found = readCollection(source, parent, rel, ownText).catch(() => null);
    cache.set(parent, found);
  }
  return found;
}

/** The keys held by at least SHARED_BY of the skill folders directly inside `parent`, and by one fewer. */
async function readCollection(
  source: FileSource,
  parent: string,
  ownRel: string,
  ownText: string | undefined,
): Promise<CollectionLines | null> {
  const entries = await source.list(parent);
  if (!entries) return null;
  const counts = new Map<number, number>();
  let members = 0;
  let looked = 0;
  for (const entry of entries) {
    // `list` gives a followed link to a folder as 'other' and a refused link as 'symlink-outside': neither is read.
    if (entry.type !== 'dir') continue;
    if (++looked > MAX_COLLECTION_MEMBERS) break;
    const dir = parent === '' ? entry.name : `${parent}/${entry.name}`;
    const file = `${dir}/SKILL.md`;
    let text: string;
    try {
      if (dir === ownRel && ownText !== undefined) text = ownText;
      else {
        if ((await source.stat(file)) !== 'file') continue;
        text = decodeText(await source.readFile(file, MAX_MEMBER_BYTES), file);
      }
    } catch {
      continue; // too large or undecodable: not counted
    }
    members++;
    for (const key of sharedLineKeys(text).keys.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const shared = new Set<number>();
  const oneShort = new Set<number>();
  for (const [key, n] of counts) {
    if (n >= SHARED_BY) shared.add(key);
    else if (n === SHARED_BY - 1) oneShort.add(key);
  }
  return { members, shared, oneShort };
}
