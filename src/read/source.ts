// Where a target's files come from: the disk (CLI, Action workspace), a git commit (the PR base),
// or memory (tests). Paths are POSIX paths relative to the source's root; nothing outside the
// root and nothing under .git is ever read: `..` that climbs out, symbolic links that point out or
// into .git, and files over the caller's size limit are refused.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GenerationCache } from './generations.js';
import { RecentFiles } from './recentFiles.js';

/** `symlink-outside`: a link that is not followed, because it leads out of the root or into .git. */
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
  /** Bytes of a regular file; throws when it is missing, not a file, outside the root or under .git,
   *  and throws FileTooLargeError, before reading any of it, when it holds more than `maxBytes`
   *  (default DEFAULT_MAX_READ_BYTES). The bytes may be shared with other callers: never change them. */
  readFile(rel: string, maxBytes?: number): Promise<Uint8Array>;
  /** Entries of a folder (sorted by name), or null when it is not a folder. */
  list(rel: string): Promise<DirEntry[] | null>;
  /**
   * The regular file a path leads to: an id shared by every path to the same file (its real path,
   * its git blob), and its size; null when it is not a regular file inside the root. A source
   * without it is read whole by readPrefix.
   */
  identify?(rel: string): Promise<FileIdentity | null>;
  /** The first `maxBytes` bytes of a regular file, in a buffer of their own (no more is read), and
   *  the file's whole size; throws as readFile does for what is not a regular file. */
  readHead?(rel: string, maxBytes: number): Promise<FileHead>;
  /** What is at a path, or null when nothing (or when it lies outside the root). */
  stat(rel: string): Promise<EntryType | null>;
}

export interface FileIdentity {
  id: string;
  size: number;
}

export interface FileHead {
  bytes: Uint8Array;
  size: number;
}

/** The first `maxBytes` bytes of a file, through the source's readHead, else read whole and copied. */
export async function readPrefix(source: FileSource, rel: string, maxBytes: number): Promise<FileHead> {
  if (source.readHead) return source.readHead(rel, maxBytes);
  const whole = await source.readFile(rel);
  return { bytes: whole.slice(0, maxBytes), size: whole.length };
}

/**
 * Orders names by code point, as Python's sorted() does (not by UTF-16 unit); only the sign of the
 * result means anything. Without allocating: the first differing unit decides, read as the code
 * point it belongs to (a surrogate pair straddling it is read whole).
 */
export function compareCodePoints(a: string, b: string): number {
  const n = a.length < b.length ? a.length : b.length;
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // One is a prefix of the other (in units, hence in code points): the shorter comes first.
  if (i === n) return a.length - b.length;
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  // Neither is a surrogate (nearly every name): units and code points order alike.
  if ((x < 0xd800 || x > 0xdfff) && (y < 0xd800 || y > 0xdfff)) return x - y;
  // A high surrogate just before pairs with a low one here: the code point starts one unit back.
  const prev = i > 0 ? a.charCodeAt(i - 1) : 0;
  const at =
    prev >= 0xd800 && prev <= 0xdbff && ((x >= 0xdc00 && x <= 0xdfff) || (y >= 0xdc00 && y <= 0xdfff)) ? i - 1 : i;
  return (a.codePointAt(at) as number) - (b.codePointAt(at) as number);
}

/** Something that keeps a path from being plain: a backslash, an empty, `.` or `..` component. */
const NOT_PLAIN_RE = /\\|^\/|\/$|\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/** As NOT_PLAIN_RE, with backslashes allowed (they are ordinary characters in a POSIX name). */
const NOT_NORMAL_RE = /^\/|\/$|\/\/|(?:^|\/)\.\.?(?:\/|$)/;

/** Joins and normalises POSIX relative paths; returns null when the result climbs out of the root. */
export function joinInside(...parts: string[]): string | null {
  // Plain names joined by single slashes are already normal (the common case, and a hot one).
  let plain = '';
  let i = 0;
  for (; i < parts.length; i++) {
    const p = parts[i];
    if (p === '') continue;
    if (NOT_PLAIN_RE.test(p)) break;
    plain = plain === '' ? p : `${plain}/${p}`;
  }
  if (i === parts.length) return plain;
  const joined = path.posix.normalize(parts.filter((p) => p !== '' && p !== '.').join('/') || '.');
  if (joined === '..' || joined.startsWith('../') || path.posix.isAbsolute(joined)) return null;
  return joined === '.' ? '' : joined.replace(/\/$/, '');
}

/** Whether a path component names a git folder, as git itself compares it: case-insensitively,
 *  ignoring the trailing dots and spaces Windows drops, the characters macOS ignores, and the NTFS
 *  short name. Nothing under such a folder is ever read (it holds the checkout's credentials). */
export function isGitName(name: string): boolean {
  if (name.length < 4) return false;
  // Plain ASCII (nearly every name): only the trailing dots and spaces can be dropped.
  if (/^[\x20-\x7e]*$/.test(name)) {
    let end = name.length;
    while (end > 0 && (name.charCodeAt(end - 1) === 0x2e || name.charCodeAt(end - 1) === 0x20)) end--;
    if (end !== 4 && end !== 5) return false;
    const a = name.slice(0, end).toLowerCase();
    return a === '.git' || a === 'git~1';
  }
  const n = name
    .replace(/[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/gu, '')
    .replace(/[ .]+$/u, '')
    .toLowerCase();
  return n === '.git' || n === 'git~1';
}

/** Whether any component of a relative POSIX path names a git folder. */
export function underGit(rel: string): boolean {
  return rel.split('/').some(isGitName);
}

/** Bytes read from one file when the caller names no smaller limit. */
export const DEFAULT_MAX_READ_BYTES = 16 * 1024 * 1024;

/** A file over the caller's size limit; thrown before any byte of it is read. */
export class FileTooLargeError extends Error {
  constructor(
    readonly rel: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`${rel} is ${size} bytes, over the ${maxBytes}-byte limit`);
  }
}

type DiskKind = 'file' | 'dir' | 'link' | 'other';
/** Where a path leads: a real path inside the root and its type, a refused link, or nothing. */
type Resolved = { type: 'file' | 'dir' | 'other'; real: string } | { type: 'symlink-outside' } | null;

const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;

/** A folder's entry: its name (one component, from a listing or a checked path) under its real path. */
function childPath(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}

/** Entries per generation of DiskSource's caches: the folders of a sweep of several hundred real
 *  targets (about 6,000) fit whole; a path dropped is resolved again from its folder's listing
 *  (no system call while that is kept). A larger sweep keeps the most recently used. */
export const DISK_CACHE_LIMITS = { folders: 8192, paths: 16384 } as const;

/** The files DiskSource keeps the bytes of, the most recently read (src/read/recentFiles.ts): in the
 *  real tree measured, nearly every file read twice was read again within the 8 MB read after it. */
export const DISK_FILE_CACHE = { bytes: 8 * 1024 * 1024, files: 1024 } as const;

/** Folders above a path looked up in the resolved paths before walking down from the root instead. */
const ANCESTORS_LOOKED_UP = 4;

/**
 * Files under a folder on disk. Symbolic links are followed only when they stay inside the root
 * and out of any .git folder; nothing under .git is listed or read. Each folder is read once
 * (one readdir whose entry types say what is a file, a folder or a link) and each link resolved
 * once, so a sweep costs a few system calls per folder and one open per file read, not a realpath
 * per path. The source sees the tree as it first read it (a sweep too large for its caches may
 * read a folder again): make a new one after changing files.
 */
export class DiskSource implements FileSource {
  readonly label: string;
  readonly rootName: string;
  private readonly rootReal: string;
  // The caches are bounded (src/read/generations.ts) so that a sweep's memory does not grow with the
  // tree; a path or folder dropped from them is resolved or read again if asked for again.
  /** Entries of each real folder read so far (null: not a readable folder). */
  private readonly folders = new GenerationCache<string, Map<string, DiskKind> | null>(DISK_CACHE_LIMITS.folders);
  /** Each link resolved so far, by its real location. */
  private readonly links = new GenerationCache<string, Resolved>(DISK_CACHE_LIMITS.folders);
  /** Each path resolved so far, as the caller wrote it (a sweep asks for most paths several times). */
  private readonly paths = new GenerationCache<string, Resolved>(DISK_CACHE_LIMITS.paths);
  /** What `list` gives for each real folder listed so far. */
  private readonly listings = new GenerationCache<string, DirEntry[] | null>(DISK_CACHE_LIMITS.folders);
  /** The bytes of the files read last, by real path. */
  private readonly recent = new RecentFiles(DISK_FILE_CACHE.bytes, DISK_FILE_CACHE.files);

  constructor(readonly root: string) {
    this.label = root;
    this.rootName = path.basename(path.resolve(root));
    let real: string;
    try {
      real = fs.realpathSync.native(root);
    } catch {
      real = path.resolve(root);
    }
    this.rootReal = real;
  }

  private entries(realDir: string): Map<string, DiskKind> | null {
    let entries = this.folders.get(realDir);
    if (entries === undefined) {
      try {
        entries = new Map();
        for (const d of fs.readdirSync(realDir, { withFileTypes: true })) {
          entries.set(d.name, d.isSymbolicLink() ? 'link' : d.isFile() ? 'file' : d.isDirectory() ? 'dir' : 'other');
        }
      } catch {
        entries = null;
      }
      this.folders.set(realDir, entries);
    }
    return entries;
  }

  /** Where the link at `abs` (whose folder is real) leads; refused when outside the root or into .git. */
  private follow(abs: string): Resolved {
    let found = this.links.get(abs);
    if (found === undefined) {
      try {
        const real = fs.realpathSync.native(abs); // null when dangling or looping
        const root = this.rootReal;
        const inside = real === root || real.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
        if (!inside || real.slice(root.length).split(path.sep).some(isGitName)) {
          found = { type: 'symlink-outside' };
        } else {
          const st = fs.statSync(real);
          found = { type: st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other', real };
        }
      } catch {
        found = null;
      }
      this.links.set(abs, found);
    }
    return found;
  }

  /** Where `rel` leads, resolved once per path. */
  private resolve(rel: string): Resolved {
    let found = this.paths.get(rel);
    if (found === undefined) {
      found = this.resolveUncached(rel);
      this.paths.set(rel, found);
    }
    return found;
  }

  /**
   * A normal path is one step from its folder, which a sweep has nearly always resolved already
   * (its listing, or a sibling's path); otherwise from the nearest folder above it that is resolved,
   * each folder on the way kept. Any other path is normalised first.
   */
  private resolveUncached(rel: string): Resolved {
    if (rel === '') return { type: 'dir', real: this.rootReal };
    if (NOT_NORMAL_RE.test(rel)) {
      const inside = joinInside(rel);
      return inside === null ? null : this.resolve(inside);
    }
    const slash = rel.lastIndexOf('/');
    if (slash < 0) return this.step({ type: 'dir', real: this.rootReal }, rel);
    return this.step(this.folderOf(rel, slash), rel.slice(slash + 1));
  }

  /** Where the folder `rel.slice(0, end)` leads: stepped down from the nearest folder above it already resolved. */
  private folderOf(rel: string, end: number): Resolved {
    // Looks a few folders up at most: a path of many components not seen before is walked from the root.
    let cut = end;
    let at: Resolved | undefined;
    for (let tries = 0; tries < ANCESTORS_LOOKED_UP && cut > 0; tries++) {
      at = this.paths.get(rel.slice(0, cut));
      if (at !== undefined) break;
      cut = rel.lastIndexOf('/', cut - 1);
    }
    if (at === undefined) {
      at = { type: 'dir', real: this.rootReal };
      cut = -1;
    }
    while (cut < end) {
      if (at === null || at.type === 'symlink-outside') return at;
      const next = rel.indexOf('/', cut + 1);
      at = this.step(at, rel.slice(cut + 1, next));
      this.paths.set(rel.slice(0, next), at);
      cut = next;
    }
    return at;
  }

  /** Where the entry `name` of what `at` resolved to leads; a refused link refuses all beneath it. */
  private step(at: Resolved, name: string): Resolved {
    if (at === null || at.type === 'symlink-outside') return at;
    if (at.type !== 'dir' || isGitName(name)) return null;
    const kind = this.entries(at.real)?.get(name);
    if (kind === undefined) return null;
    const abs = childPath(at.real, name);
    return kind === 'link' ? this.follow(abs) : { type: kind, real: abs };
  }

  async stat(rel: string): Promise<EntryType | null> {
    return this.resolve(rel)?.type ?? null;
  }

  async identify(rel: string): Promise<FileIdentity | null> {
    const found = this.resolve(rel);
    if (found === null || found.type !== 'file') return null;
    try {
      return { id: found.real, size: fs.statSync(found.real).size };
    } catch {
      return null;
    }
  }

  async readHead(rel: string, maxBytes: number): Promise<FileHead> {
    return withOpenFile(this.regularFile(rel), rel, (fd, size) => ({
      bytes: readAt(fd, Math.min(size, maxBytes)),
      size,
    }));
  }

  /** A file read again soon is not read from disk again: the bytes returned may be another caller's too. */
  async readFile(rel: string, maxBytes = DEFAULT_MAX_READ_BYTES): Promise<Uint8Array> {
    const real = this.regularFile(rel);
    const kept = this.recent.get(real);
    if (kept !== undefined) {
      if (kept.length > maxBytes) throw new FileTooLargeError(rel, kept.length, maxBytes);
      return kept;
    }
    const bytes = readCappedFile(real, rel, maxBytes);
    this.recent.set(real, bytes);
    return bytes;
  }

  /** The real path of the regular file at `rel`; throws when there is none. */
  private regularFile(rel: string): string {
    const found = this.resolve(rel);
    if (found === null)
      throw new Error(joinInside(rel) === null ? `${rel}: path leaves the repository root` : `${rel}: no such file`);
    if (found.type === 'symlink-outside')
      throw new Error(`${rel}: symbolic link points outside the repository root or into .git`);
    if (found.type !== 'file') throw new Error(`${rel}: not a regular file`);
    return found.real;
  }

  async list(rel: string): Promise<DirEntry[] | null> {
    const found = this.resolve(rel);
    if (found === null || found.type !== 'dir') return null;
    let listing = this.listings.get(found.real);
    if (listing === undefined) {
      listing = this.listUncached(found.real);
      this.listings.set(found.real, listing);
    }
    return listing === null ? null : listing.slice();
  }

  /** A real folder's entries as `list` gives them, sorted by name. */
  private listUncached(real: string): DirEntry[] | null {
    const entries = this.entries(real);
    if (entries === null) return null;
    const out: DirEntry[] = [];
    for (const [name, kind] of entries) {
      if (isGitName(name)) continue;
      let type: EntryType;
      if (kind === 'link') {
        const to = this.follow(childPath(real, name));
        if (to === null) continue; // dangling link: nothing there
        // A linked folder is not walked into by listings (links can loop); it can still be read by path.
        type = to.type === 'dir' ? 'other' : to.type;
      } else {
        type = kind;
      }
      out.push({ name, type });
    }
    return out.sort((a, b) => compareCodePoints(a.name, b.name));
  }
}

/**
 * Reads a regular file whose path has no link in it: opened without following a link, its size
 * taken from the open descriptor and checked before any byte is read, and never more than that
 * size read (a file that grows meanwhile is cut where it was measured).
 */
export function readCappedFile(real: string, rel: string, maxBytes: number): Uint8Array {
  return withOpenFile(real, rel, (fd, size) => {
    if (size > maxBytes) throw new FileTooLargeError(rel, size, maxBytes);
    return readAt(fd, size);
  });
}

/** Runs `use` on a regular file opened without following a link, with its size from the descriptor. */
function withOpenFile<T>(real: string, rel: string, use: (fd: number, size: number) => T): T {
  const fd = fs.openSync(real, fs.constants.O_RDONLY | O_NOFOLLOW);
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new Error(`${rel}: not a regular file`);
    return use(fd, st.size);
  } finally {
    fs.closeSync(fd);
  }
}

/** Up to `size` bytes from the start of an open file (fewer when it shrank meanwhile). */
function readAt(fd: number, size: number): Uint8Array {
  const buf = Buffer.allocUnsafe(size);
  let n = 0;
  while (n < size) {
    const got = fs.readSync(fd, buf, n, size - n, n);
    if (got === 0) break;
    n += got;
  }
  return new Uint8Array(buf.buffer, buf.byteOffset, n);
}

/** An in-memory tree: `{ 'skills/a/SKILL.md': '...' }`. Used for tests and for the PR base version. */
export class MemorySource implements FileSource {
  readonly label: string;
  readonly rootName: string;
  private readonly files = new Map<string, Uint8Array>();
  private readonly dirs = new Set<string>(['']);
  /** The names directly inside each folder (files and folders), so a listing costs its own entries. */
  private readonly children = new Map<string, Set<string>>([['', new Set()]]);

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
    for (let i = 1; i < parts.length; i++) this.addFolder(parts.slice(0, i).join('/'));
    this.childrenOf(parts.slice(0, -1).join('/')).add(parts[parts.length - 1]);
  }

  /** Marks a folder as existing even when empty. */
  addDir(p: string): void {
    const rel = joinInside(p);
    if (rel === null) throw new Error(`bad path ${p}`);
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) this.addFolder(parts.slice(0, i).join('/'));
  }

  private addFolder(rel: string): void {
    if (this.dirs.has(rel)) return;
    this.dirs.add(rel);
    const slash = rel.lastIndexOf('/');
    this.childrenOf(slash < 0 ? '' : rel.slice(0, slash)).add(rel.slice(slash + 1));
  }

  private childrenOf(dir: string): Set<string> {
    let names = this.children.get(dir);
    if (names === undefined) {
      names = new Set();
      this.children.set(dir, names);
    }
    return names;
  }

  async stat(rel: string): Promise<EntryType | null> {
    const p = joinInside(rel);
    if (p === null || underGit(p)) return null;
    if (this.files.has(p)) return 'file';
    if (this.dirs.has(p)) return 'dir';
    return null;
  }

  async readFile(rel: string, maxBytes = DEFAULT_MAX_READ_BYTES): Promise<Uint8Array> {
    const p = joinInside(rel);
    const data = p === null || underGit(p) ? undefined : this.files.get(p);
    if (!data) throw new Error(`${rel}: no such file`);
    if (data.length > maxBytes) throw new FileTooLargeError(rel, data.length, maxBytes);
    return data;
  }

  async identify(rel: string): Promise<FileIdentity | null> {
    const p = joinInside(rel);
    const data = p === null || underGit(p) ? undefined : this.files.get(p);
    return data && p !== null ? { id: p, size: data.length } : null;
  }

  async readHead(rel: string, maxBytes: number): Promise<FileHead> {
    const data = await this.readFile(rel, Infinity);
    return { bytes: data.slice(0, maxBytes), size: data.length };
  }

  async list(rel: string): Promise<DirEntry[] | null> {
    const p = joinInside(rel);
    if (p === null || underGit(p) || !this.dirs.has(p)) return null;
    const prefix = p === '' ? '' : p + '/';
    const out: DirEntry[] = [];
    // A name that is both a file and a folder (`a` and `a/b` added) lists as the folder.
    for (const name of this.children.get(p) ?? []) {
      if (!isGitName(name)) out.push({ name, type: this.dirs.has(prefix + name) ? 'dir' : 'file' });
    }
    return out.sort((a, b) => compareCodePoints(a.name, b.name));
  }
}
