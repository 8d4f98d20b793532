// The names inside a skill's folder (files and folders, relative to it), so that calibrated rules
// can tell whether a file the text tells Claude to open or run is there, with its exact spelling,
// without reading the file system themselves. Bounded: a capped number of entries and depth; the
// source refuses .git and links that lead out of the root, and nothing here reads a file's bytes.
import { joinInside, type FileSource } from './source.js';
import type { SkillTree } from '../contract/types.js';
import { namedFiles, relativeName } from '../parse/markdown/namedFiles.js';
import { preparedText } from '../parse/markdown/prepared.js';

export const TREE_LIMITS = {
  /** Entries (files and folders) listed per skill. */
  maxEntries: 4000,
  /** Folder levels below the skill folder. */
  maxDepth: 6,
  /** Names missing from the skill folder looked for in the folders above it. */
  maxNamesAbove: 100,
} as const;

/** Folders whose content is installed or generated, never material the skill names by path. */
const SKIPPED = new Set(['node_modules', '__pycache__', '.venv', 'venv']);

/** The skill folder's entries, breadth first; `complete` is false when the entry cap cut the listing short;
 * folders too deep (or installed content) are named in `unlisted`, their content unknown. */
export async function listSkillTree(source: FileSource, skillRel: string): Promise<SkillTree> {
  const files: string[] = [];
  const dirs: string[] = [];
  const unlisted: string[] = [];
  let queue: Array<{ at: string; depth: number }> = [{ at: '', depth: 0 }];
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const { at, depth } of queue) {
      const entries = await source.list(skillRel === '' ? at : at === '' ? skillRel : `${skillRel}/${at}`);
      for (const e of entries ?? []) {
        if (files.length + dirs.length >= TREE_LIMITS.maxEntries)
          return { files, dirs, unlisted, foundAbove: [], complete: false };
        const rel = at === '' ? e.name : `${at}/${e.name}`;
        if (e.type === 'file') files.push(rel);
        else if (e.type === 'dir') {
          dirs.push(rel);
          if (depth + 1 < TREE_LIMITS.maxDepth && !SKIPPED.has(e.name)) next.push({ at: rel, depth: depth + 1 });
          else unlisted.push(rel);
        }
      }
    }
    queue = next;
  }
  return { files, dirs, unlisted, foundAbove: [], complete: true };
}

/**
 * The names SKILL.md gives to open or run (src/parse/markdown/namedFiles.ts) that are not in the
 * skill's folder but are there when read from a folder above it, up to the source's root: files of
 * the repository (its own scripts, docs), not missing ones. Bounded: a capped number of names, one
 * look-up per folder above.
 */
export async function namesFoundAbove(
  source: FileSource,
  skillRel: string,
  text: string,
  firstLine: number,
  tree: SkillTree,
): Promise<string[]> {
  if (skillRel === '') return [];
  const present = new Set([...tree.files, ...tree.dirs]);
  const { named } = namedFiles(preparedText(text, '', firstLine).doc, firstLine);
  const above: string[] = [];
  for (let at = skillRel; at !== '' && at !== '.';) {
    const slash = at.lastIndexOf('/');
    at = slash < 0 ? '' : at.slice(0, slash);
    above.push(at);
  }
  const looked = new Set<string>();
  const found: string[] = [];
  for (const n of named) {
    const name = relativeName(n);
    if (name === null || present.has(name) || looked.has(name)) continue;
    if (looked.size >= TREE_LIMITS.maxNamesAbove) break;
    looked.add(name);
    for (const folder of above) {
      const p = joinInside(folder, name);
      const type = p === null ? null : await source.stat(p);
      if (type === 'file' || type === 'dir') {
        found.push(name);
        break;
      }
    }
  }
  return found;
}
