// Local git as a file source: the pull request's base version read straight from the object
// database of the Action's checkout (one `git ls-tree` for the tree, one `git cat-file` per file
// read), so base scoring costs no API calls. Nothing is checked out and nothing outside the
// commit's tree is read: a symbolic link that points out of the tree or into .git is reported,
// never followed, and a blob over the caller's limit is refused by its listed size, unread.
import { execFile, spawn } from 'node:child_process';
import * as path from 'node:path';
import type { DirEntry, EntryType, FileHead, FileIdentity, FileSource } from '../read/source.js';
import { DEFAULT_MAX_READ_BYTES, FileTooLargeError, isGitName, joinInside, underGit } from '../read/source.js';

/** A base commit fetch that takes longer than this is abandoned (the contents API takes over). */
export const GIT_FETCH_TIMEOUT_MS = 120_000;
/** Any other git command. */
export const GIT_COMMAND_TIMEOUT_MS = 60_000;
/** Blobs larger than this are not read (the engine caps SKILL.md far below it). */
export const GIT_MAX_BLOB_BYTES = 16 * 1024 * 1024;
/** Output of `git ls-tree` for a whole commit may be large in monorepos. */
const GIT_MAX_LISTING_BYTES = 256 * 1024 * 1024;
/** Hops followed through chains of symbolic links before giving up. */
const MAX_SYMLINK_HOPS = 8;
/** Bytes of a link's target: longer ones are no path (PATH_MAX is 4096). */
const MAX_LINK_BYTES = 4096;

const SHA_RE = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

export function isCommitSha(value: string): boolean {
  return SHA_RE.test(value);
}

export interface GitResult {
  ok: boolean;
  stdout: Buffer;
  stderr: string;
}

/**
 * The first `maxBytes` bytes git writes for `args` (a blob): read from its output as it comes, then
 * the pipe is closed and git stopped, so no more than that is ever held here.
 */
export function gitHead(
  cwd: string,
  args: string[],
  maxBytes: number,
  timeoutMs = GIT_COMMAND_TIMEOUT_MS,
): Promise<GitResult> {
  return new Promise((resolve) => {
    const child = spawn('git', args, {
      cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const out = Buffer.alloc(maxBytes);
    let got = 0;
    let stderr = '';
    let full = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (full) return;
      const n = Math.min(chunk.length, maxBytes - got);
      chunk.copy(out, got, 0, n);
      got += n;
      if (got < maxBytes) return;
      full = true;
      child.stdout.destroy();
      child.kill('SIGKILL');
    });
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(0, 4096)));
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      resolve({ ok, stdout: out.subarray(0, got), stderr: stderr.trim() });
    };
    child.on('error', () => settle(false));
    child.on('close', (code) => settle(full || code === 0));
  });
}

/** Runs git without a shell; never throws (a missing git binary is just a failed result). */
export function git(
  cwd: string,
  args: string[],
  options: { timeoutMs?: number; maxBuffer?: number; input?: string } = {},
): Promise<GitResult> {
  return new Promise((resolve) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        encoding: 'buffer',
        timeout: options.timeoutMs ?? GIT_COMMAND_TIMEOUT_MS,
        maxBuffer: options.maxBuffer ?? GIT_MAX_BLOB_BYTES + 1024,
        // Never wait for a password prompt in CI.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
        windowsHide: true,
      },
      (err, stdout, stderr) => {
        resolve({
          ok: !err,
          stdout: (stdout as Buffer | undefined) ?? Buffer.alloc(0),
          stderr: ((stderr as Buffer | undefined) ?? Buffer.alloc(0)).toString('utf8').trim(),
        });
      },
    );
    if (options.input !== undefined) {
      // A git that fails early closes its input; the result says so, not an unhandled EPIPE.
      child.stdin?.on('error', () => {});
      child.stdin?.end(options.input);
    }
  });
}

async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])).ok;
}

/**
 * Makes sure `sha` is in the local object database, fetching just that commit (depth 1) from
 * `origin` when it is not. Returns why it could not, or null when the commit is there. `checkout`
 * says whether `cwd` is a git checkout when the caller has just asked git (saves asking again).
 */
export async function ensureCommit(
  cwd: string,
  sha: string,
  fallbackRefs: readonly string[] = [],
  checkout?: boolean,
): Promise<string | null> {
  if (!isCommitSha(sha)) return `"${sha}" is not a commit SHA`;
  if (!(checkout ?? (await isGitCheckout(cwd)))) return `${cwd} is not a git checkout`;
  if (await hasCommit(cwd, sha)) return null;
  // Only objects are fetched (into FETCH_HEAD): nothing is checked out, no hook or filter runs.
  const fetchArgs = ['fetch', '--no-tags', '--no-recurse-submodules', '--no-write-fetch-head', '--depth=1', 'origin'];
  const fetched = await git(cwd, [...fetchArgs, sha], { timeoutMs: GIT_FETCH_TIMEOUT_MS });
  if (fetched.ok && (await hasCommit(cwd, sha))) return null;
  // A server that refuses fetches by SHA may still serve a ref that points at it (refs/pull/N/head).
  for (const ref of fallbackRefs) {
    const byRef = await git(cwd, [...fetchArgs, ref], { timeoutMs: GIT_FETCH_TIMEOUT_MS });
    if (byRef.ok && (await hasCommit(cwd, sha))) return null;
  }
  return `git fetch of ${sha.slice(0, 12)} failed${fetched.stderr ? `: ${fetched.stderr.split('\n')[0]}` : ''}`;
}

/** The commit the checkout's HEAD is at, or null (no git, or no commit yet). */
export async function headCommit(cwd: string): Promise<string | null> {
  const res = await git(cwd, ['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
  const sha = res.stdout.toString('utf8').trim();
  return res.ok && isCommitSha(sha) ? sha : null;
}

/** Whether `cwd` is inside a git work tree. */
export async function isGitCheckout(cwd: string): Promise<boolean> {
  return (await git(cwd, ['rev-parse', '--is-inside-work-tree'])).ok;
}

/** Whether commit `sha` is in the local object database (no fetch). */
export async function hasLocalCommit(cwd: string, sha: string): Promise<boolean> {
  return isCommitSha(sha) && hasCommit(cwd, sha);
}

export interface NameStatus {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  previous_filename?: string;
}

/** What changed between two commits, as the pull request files API would say it (renames detected). */
export async function diffNameStatus(cwd: string, from: string, to: string): Promise<NameStatus[] | null> {
  const res = await git(cwd, ['diff', '--no-ext-diff', '--name-status', '-z', '-M', from, to, '--'], {
    maxBuffer: GIT_MAX_LISTING_BYTES,
  });
  if (!res.ok) return null;
  const parts = res.stdout.toString('utf8').split('\0');
  const out: NameStatus[] = [];
  for (let i = 0; i < parts.length && parts[i] !== '';) {
    const code = parts[i++];
    if (code.startsWith('R') || code.startsWith('C')) {
      const previous = parts[i++];
      const filename = parts[i++];
      if (code.startsWith('R')) out.push({ filename, status: 'renamed', previous_filename: previous });
      else out.push({ filename, status: 'added' });
    } else {
      const filename = parts[i++];
      const status = code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified';
      out.push({ filename, status });
    }
  }
  return out;
}

interface TreeEntry {
  kind: 'blob' | 'tree' | 'link' | 'other';
  oid: string;
  size: number;
}

/** The text of every link blob (of usable size) in a tree, by blob id, read by one git process. */
async function readLinkBlobs(cwd: string, tree: Map<string, TreeEntry>): Promise<Map<string, string>> {
  const oids = new Set<string>();
  let bytes = 0;
  for (const e of tree.values()) {
    if (e.kind !== 'link' || e.size > MAX_LINK_BYTES || oids.has(e.oid)) continue;
    oids.add(e.oid);
    bytes += e.size + 100;
  }
  const texts = new Map<string, string>();
  if (oids.size === 0) return texts;
  const res = await git(cwd, ['cat-file', '--batch'], { input: [...oids].join('\n') + '\n', maxBuffer: bytes + 1024 });
  if (!res.ok) throw new Error(`cannot read the links of the tree: ${res.stderr.split('\n')[0]}`);
  // Each answer: "<oid> blob <size>\n<content>\n".
  const out = res.stdout;
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const [oid, type, size] = out.subarray(at, eol).toString('utf8').split(' ');
    const n = Number(size);
    // "<oid> missing": no content follows, and the link leads nowhere.
    if (type !== 'blob' || !Number.isInteger(n)) {
      at = eol + 1;
      continue;
    }
    texts.set(oid, out.subarray(eol + 1, eol + 1 + n).toString('utf8'));
    at = eol + 1 + n + 1;
  }
  return texts;
}

/** The tree of one commit, read through git. */
export class GitSource implements FileSource {
  readonly label: string;
  /** Name of the root folder (a skill at the root is named after it), as for the checkout. */
  readonly rootName: string;
  private tree: Promise<Map<string, TreeEntry>> | null = null;
  private readonly linkTargets = new Map<string, Promise<string | null>>();
  private linkTexts: Promise<Map<string, string>> | null = null;

  constructor(
    private readonly cwd: string,
    private readonly commit: string,
    rootName?: string,
  ) {
    if (!isCommitSha(commit)) throw new Error(`"${commit}" is not a commit SHA`);
    this.label = `git:${commit.slice(0, 12)}`;
    this.rootName = rootName ?? path.basename(path.resolve(cwd));
  }

  private entries(): Promise<Map<string, TreeEntry>> {
    if (!this.tree) {
      this.tree = git(this.cwd, ['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', this.commit], {
        maxBuffer: GIT_MAX_LISTING_BYTES,
      }).then((res) => {
        if (!res.ok) throw new Error(`cannot list ${this.label}: ${res.stderr.split('\n')[0]}`);
        const map = new Map<string, TreeEntry>();
        for (const line of res.stdout.toString('utf8').split('\0')) {
          if (!line) continue;
          // "<mode> <type> <oid> <size>\t<path>"
          const tab = line.indexOf('\t');
          const [mode, type, oid, size] = line.slice(0, tab).trim().split(/\s+/);
          const kind: TreeEntry['kind'] =
            mode === '120000' ? 'link' : type === 'blob' ? 'blob' : type === 'tree' ? 'tree' : 'other';
          map.set(line.slice(tab + 1), { kind, oid, size: Number(size) || 0 });
        }
        return map;
      });
    }
    return this.tree;
  }

  private async readBlob(rel: string, entry: TreeEntry): Promise<Buffer> {
    if (entry.size > GIT_MAX_BLOB_BYTES) throw new Error(`${rel}: over ${GIT_MAX_BLOB_BYTES} bytes at ${this.label}`);
    const res = await git(this.cwd, ['cat-file', 'blob', entry.oid]);
    if (!res.ok) throw new Error(`${rel}: cannot read at ${this.label}: ${res.stderr.split('\n')[0]}`);
    return res.stdout;
  }

  /** Where a link at `rel` points, inside the tree, or null when it leaves it. */
  private linkTarget(rel: string, entry: TreeEntry): Promise<string | null> {
    let cached = this.linkTargets.get(rel);
    if (!cached) {
      cached = this.linkText(entry).then((target) => {
        if (target === null || path.posix.isAbsolute(target)) return null;
        return joinInside(path.posix.dirname(rel), target);
      });
      this.linkTargets.set(rel, cached);
    }
    return cached;
  }

  /**
   * The text of a link's blob. Every link of the tree is read by one `git cat-file --batch` the
   * first time one is followed (a tree of many links costs one process, not one each); a blob
   * longer than any path can be is not a usable link (null).
   */
  private async linkText(entry: TreeEntry): Promise<string | null> {
    if (entry.size > MAX_LINK_BYTES) return null;
    if (!this.linkTexts) this.linkTexts = this.entries().then((tree) => readLinkBlobs(this.cwd, tree));
    return (await this.linkTexts).get(entry.oid) ?? null;
  }

  /** Follows links; returns the final path and entry, 'outside', or null when nothing is there. */
  private async resolve(rel: string): Promise<{ path: string; entry: TreeEntry } | 'outside' | null> {
    const tree = await this.entries();
    let current = joinInside(rel);
    // A path that itself climbs out names nothing (as on disk); only links can lead outside.
    if (current === null) return null;
    // Nothing under .git is read; a link that leads there is refused like one that leads out.
    if (underGit(current)) return null;
    for (let hop = 0; hop <= MAX_SYMLINK_HOPS; hop++) {
      if (current === null || (hop > 0 && underGit(current))) return 'outside';
      if (current === '') return { path: '', entry: { kind: 'tree', oid: '', size: 0 } };
      // A link may sit on any component of the path, not just the last.
      const parts = current.split('/');
      let rewritten: string | null | undefined;
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        const entry = tree.get(prefix);
        if (!entry) return null;
        if (entry.kind === 'link') {
          const target = await this.linkTarget(prefix, entry);
          rewritten = target === null ? null : joinInside(target, ...parts.slice(i));
          break;
        }
        if (i === parts.length) return { path: current, entry };
      }
      current = rewritten === undefined ? null : rewritten;
      if (rewritten === null) return 'outside';
    }
    return 'outside';
  }

  async stat(rel: string): Promise<EntryType | null> {
    const found = await this.resolve(rel);
    if (found === null) return null;
    if (found === 'outside') return 'symlink-outside';
    return found.entry.kind === 'blob' ? 'file' : found.entry.kind === 'tree' ? 'dir' : 'other';
  }

  async readFile(rel: string, maxBytes = DEFAULT_MAX_READ_BYTES): Promise<Uint8Array> {
    if (joinInside(rel) === null) throw new Error(`${rel}: path leaves the repository root`);
    const found = await this.resolve(rel);
    if (found === null) throw new Error(`${rel}: no such file at ${this.label}`);
    if (found === 'outside') throw new Error(`${rel}: symbolic link points outside the repository root or into .git`);
    if (found.entry.kind !== 'blob') throw new Error(`${rel}: not a file at ${this.label}`);
    // The tree listing gives each blob's size: an oversized one is refused without reading it.
    if (found.entry.size > maxBytes) throw new FileTooLargeError(rel, found.entry.size, maxBytes);
    return new Uint8Array(await this.readBlob(rel, found.entry));
  }

  async identify(rel: string): Promise<FileIdentity | null> {
    const found = await this.resolve(rel);
    if (found === null || found === 'outside' || found.entry.kind !== 'blob') return null;
    return { id: found.entry.oid, size: found.entry.size };
  }

  async readHead(rel: string, maxBytes: number): Promise<FileHead> {
    const found = await this.resolve(rel);
    if (found === null || found === 'outside' || found.entry.kind !== 'blob')
      throw new Error(`${rel}: not a file at ${this.label}`);
    const want = Math.min(found.entry.size, maxBytes);
    if (want === 0) return { bytes: new Uint8Array(0), size: found.entry.size };
    const res = await gitHead(this.cwd, ['cat-file', 'blob', found.entry.oid], want);
    if (!res.ok) throw new Error(`${rel}: cannot read at ${this.label}: ${res.stderr.split('\n')[0]}`);
    return {
      bytes: new Uint8Array(res.stdout.buffer, res.stdout.byteOffset, res.stdout.length),
      size: found.entry.size,
    };
  }

  async list(rel: string): Promise<DirEntry[] | null> {
    const found = await this.resolve(rel);
    if (found === null || found === 'outside' || found.entry.kind !== 'tree') return null;
    const tree = await this.entries();
    const prefix = found.path === '' ? '' : found.path + '/';
    const out: DirEntry[] = [];
    for (const key of tree.keys()) {
      if (!key.startsWith(prefix)) continue;
      const name = key.slice(prefix.length);
      if (name.includes('/') || isGitName(name)) continue;
      const type = await this.stat(prefix + name);
      if (type !== null) out.push({ name, type });
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
}
