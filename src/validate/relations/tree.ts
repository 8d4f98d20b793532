// The trees the relation suite edits: a skill's repository as files by path (the fixtures), or a
// real repository on disk with the edited files laid over it. A skill is named by its folder's
// path inside the tree (`skills/pdf-toolkit`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import {
  DiskSource,
  MemorySource,
  joinInside,
  type DirEntry,
  type EntryType,
  type FileSource,
} from '../../read/source.js';
import { evaluateTarget } from '../../engine/evaluate.js';
import type { EvalResult, Method } from '../../contract/types.js';

export interface Tree {
  /** Files by path: the whole tree, or (with `diskRoot`) the files laid over the disk's. */
  files: Record<string, string>;
  /** Folders that exist even when empty. */
  dirs: string[];
  /** A repository on disk under the files, when the tree is a real one. */
  diskRoot?: string;
}

/** A folder of files read whole (the fixtures). */
export function loadTree(root: string): Tree {
  const files: Record<string, string> = {};
  const dirs: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, r)).isDirectory()) {
        dirs.push(r);
        walk(r);
      } else files[r] = readFileSync(path.join(root, r), 'utf8');
    }
  };
  walk('');
  return { files, dirs };
}

/** A repository on disk with one skill's SKILL.md read, ready to be edited. */
export function diskTree(root: string, skill: string): Tree {
  return {
    files: { [`${skill}/SKILL.md`]: readFileSync(path.join(root, skill, 'SKILL.md'), 'utf8') },
    dirs: [],
    diskRoot: root,
  };
}

/** Whether a path holds a file or a folder in the tree. */
export function exists(tree: Tree, rel: string): boolean {
  if (rel in tree.files || tree.dirs.includes(rel)) return true;
  return tree.diskRoot !== undefined && existsSync(path.join(tree.diskRoot, rel));
}

/** Names inside a folder of the tree (files and folders). */
export function namesIn(tree: Tree, dir: string): string[] {
  const names = new Set<string>();
  const prefix = dir === '' ? '' : `${dir}/`;
  for (const p of [...Object.keys(tree.files), ...tree.dirs])
    if (p.startsWith(prefix) && p.length > prefix.length) names.add(p.slice(prefix.length).split('/')[0]);
  if (tree.diskRoot !== undefined) {
    try {
      for (const n of readdirSync(path.join(tree.diskRoot, dir))) names.add(n);
    } catch {
      // not a folder on disk
    }
  }
  return [...names].sort();
}

/** Folders holding a SKILL.md in a fixture tree (`skills/<name>`). */
export function skillsOf(tree: Tree): string[] {
  return Object.keys(tree.files)
    .filter((f) => /^skills\/[^/]+\/SKILL\.md$/.test(f))
    .map((f) => f.slice(0, -'/SKILL.md'.length))
    .sort();
}

/** A disk source with files and folders laid over it. */
class OverlaySource implements FileSource {
  readonly label: string;
  readonly rootName: string;
  constructor(
    private readonly base: DiskSource,
    private readonly over: MemorySource,
    private readonly tree: Tree,
  ) {
    this.label = base.label;
    this.rootName = base.rootName ?? path.basename(base.root);
  }
  private mine(rel: string): boolean {
    const p = joinInside(rel);
    return p !== null && p in this.tree.files;
  }
  async readFile(rel: string, maxBytes?: number): Promise<Uint8Array> {
    return this.mine(rel) ? this.over.readFile(rel, maxBytes) : this.base.readFile(rel, maxBytes);
  }
  async identify(rel: string) {
    return this.mine(rel) ? this.over.identify(rel) : (this.base.identify?.(rel) ?? null);
  }
  async readHead(rel: string, maxBytes: number) {
    return this.mine(rel) ? this.over.readHead(rel, maxBytes) : this.base.readHead(rel, maxBytes);
  }
  async stat(rel: string): Promise<EntryType | null> {
    return (await this.over.stat(rel)) ?? this.base.stat(rel);
  }
  async list(rel: string): Promise<DirEntry[] | null> {
    const [a, b] = await Promise.all([this.base.list(rel), this.over.list(rel)]);
    if (a === null || b === null) return a ?? b;
    const byName = new Map((a ?? []).map((e) => [e.name, e]));
    for (const e of b ?? []) if (!byName.has(e.name) || e.type === 'dir') byName.set(e.name, e);
    return [...byName.values()].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  }
}

const disks = new Map<string, DiskSource>();

function sourceOf(tree: Tree): FileSource {
  const over = new MemorySource(tree.files, 'relations', 'relations');
  for (const d of tree.dirs) over.addDir(d);
  if (tree.diskRoot === undefined) return over;
  let disk = disks.get(tree.diskRoot);
  if (disk === undefined) {
    disk = new DiskSource(tree.diskRoot);
    disks.set(tree.diskRoot, disk);
  }
  return new OverlaySource(disk, over, tree);
}

/** The quick (static) evaluation of one skill of the tree. */
export async function score(tree: Tree, skill: string, method: Method): Promise<EvalResult> {
  const outcome = await evaluateTarget(sourceOf(tree), skill, { depth: 'quick', method });
  if (!outcome.ok) throw new Error(`${skill}: ${outcome.error.error}`);
  return outcome.result;
}
