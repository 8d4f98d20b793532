// Where a target's files come from: the disk (CLI, Action workspace), a git commit (the PR base),
// or memory (tests). Paths are POSIX paths relative to the source's root; nothing outside the
// root is ever read: `..` that climbs out and symbolic links that point out are refused.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';

export type EntryType = 'file' | 'dir' | 'symlink-outside' | 'other';

export interface DirEntry {
  name: string;
  type: EntryType;
}

export interface FileSource {
  /** A label for messages (a folder, or `git:<sha>`). */
  readonly label: string;
  /** The name of the root folder itself (used when a target is the root); defaults to the label's last part. */
  readonly rootName?: string;
  /** Bytes of a regular file; throws when it is missing, not a file, or outside the root. */
  readFile(rel: string): Promise<Uint8Array>;
  /** Entries of a folder (sorted by name), or null when it is not a folder. */
  list(rel: string): Promise<DirEntry[] | null>;
  /** What is at a path, or null when nothing (or when it lies outside the root). */
  stat(rel: string): Promise<EntryType | null>;
}

/** Orders names by code point, as Python's sorted() does (not by UTF-16 unit). */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** Joins and normalises POSIX relative paths; returns null when the result climbs out of the root. */
export function joinInside(...parts: string[]): string | null {
  const joined = path.posix.normalize(parts.filter((p) => p !== '' && p !== '.').join('/') || '.');
  if (joined === '..' || joined.startsWith('../') || path.posix.isAbsolute(joined)) return null;
  return joined === '.' ? '' : joined.replace(/\/$/, '');
}

/** Files under a folder on disk. Symbolic links are followed only when they stay inside the root. */
export class DiskSource implements FileSource {
  readonly label: string;
  readonly rootName: string;
  private readonly rootReal: Promise<string>;

  constructor(readonly root: string) {
    this.label = root;
    this.rootName = path.basename(path.resolve(root));
    this.rootReal = fsp.realpath(root).catch(() => path.resolve(root));
  }

  private async resolve(rel: string): Promise<string | null> {
    const inside = joinInside(rel);
    if (inside === null) return null;
    return path.join(this.root, inside);
  }

  /** Real path of `abs` when it exists and lies inside the root; 'outside' or null otherwise. */
  private async realInside(abs: string): Promise<string | 'outside' | null> {
    let real: string;
    try {
      real = await fsp.realpath(abs);
    } catch {
      return null;
    }
    const root = await this.rootReal;
    if (real !== root && !real.startsWith(root + path.sep)) return 'outside';
    return real;
  }

  async stat(rel: string): Promise<EntryType | null> {
    const abs = await this.resolve(rel);
    if (abs === null) return null;
    const real = await this.realInside(abs);
    if (real === null) return null;
    if (real === 'outside') return 'symlink-outside';
    const st = await fsp.stat(real);
    return st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other';
  }

  async readFile(rel: string): Promise<Uint8Array> {
    const abs = await this.resolve(rel);
    if (abs === null) throw new Error(`${rel}: path leaves the repository root`);
    const real = await this.realInside(abs);
    if (real === null) throw new Error(`${rel}: no such file`);
    if (real === 'outside') throw new Error(`${rel}: symbolic link points outside the repository root`);
    return fsp.readFile(real);
  }

  async list(rel: string): Promise<DirEntry[] | null> {
    const type = await this.stat(rel);
    if (type !== 'dir') return null;
    const abs = (await this.resolve(rel)) as string;
    const dirents = await fsp.readdir(abs, { withFileTypes: true });
    const out: DirEntry[] = [];
    for (const d of dirents) {
      let type: EntryType;
      if (d.isSymbolicLink()) {
        const t = await this.stat(joinInside(rel, d.name) ?? '');
        if (t === null) continue; // dangling link: nothing there
        // A linked folder is not walked into by listings (links can loop); it can still be read by path.
        type = t === 'dir' ? 'other' : t;
      } else {
        type = d.isFile() ? 'file' : d.isDirectory() ? 'dir' : 'other';
      }
      out.push({ name: d.name, type });
    }
    return out.sort((a, b) => compareCodePoints(a.name, b.name));
  }
}

/** An in-memory tree: `{ 'skills/a/SKILL.md': '...' }`. Used for tests and for the PR base version. */
export class MemorySource implements FileSource {
  readonly label: string;
  readonly rootName: string;
  private readonly files = new Map<string, Uint8Array>();
  private readonly dirs = new Set<string>(['']);

  constructor(files: Record<string, string | Uint8Array>, label = 'memory', rootName = 'root') {
    this.label = label;
    this.rootName = rootName;
    for (const [p, content] of Object.entries(files)) this.add(p, content);
  }

  add(p: string, content: string | Uint8Array): void {
    const rel = joinInside(p);
    if (rel === null || rel === '') throw new Error(`bad path ${p}`);
    this.files.set(rel, typeof content === 'string' ? new TextEncoder().encode(content) : content);
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) this.dirs.add(parts.slice(0, i).join('/'));
  }

  /** Marks a folder as existing even when empty. */
  addDir(p: string): void {
    const rel = joinInside(p);
    if (rel === null) throw new Error(`bad path ${p}`);
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) this.dirs.add(parts.slice(0, i).join('/'));
  }

  async stat(rel: string): Promise<EntryType | null> {
    const p = joinInside(rel);
    if (p === null) return null;
    if (this.files.has(p)) return 'file';
    if (this.dirs.has(p)) return 'dir';
    return null;
  }

  async readFile(rel: string): Promise<Uint8Array> {
    const p = joinInside(rel);
    const data = p === null ? undefined : this.files.get(p);
    if (!data) throw new Error(`${rel}: no such file`);
    return data;
  }

  async list(rel: string): Promise<DirEntry[] | null> {
    const p = joinInside(rel);
    if (p === null || !this.dirs.has(p)) return null;
    const prefix = p === '' ? '' : p + '/';
    const names = new Map<string, EntryType>();
    for (const f of this.files.keys()) {
      if (f.startsWith(prefix)) {
        const rest = f.slice(prefix.length);
        const slash = rest.indexOf('/');
        names.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? 'file' : 'dir');
      }
    }
    for (const d of this.dirs) {
      if (d !== p && d.startsWith(prefix) && !d.slice(prefix.length).includes('/')) names.set(d.slice(prefix.length), 'dir');
    }
    return [...names.entries()]
      .map(([name, type]) => ({ name, type }))
      .sort((a, b) => compareCodePoints(a.name, b.name));
  }
}
