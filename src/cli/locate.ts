// Where a path argument is, and the root its files are read from (the git repository holding it).
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { DiskSource } from '../read/source.js';
import { UsageError } from './common.js';

const GIT_TIMEOUT_MS = 5000;

/**
 * Whether git could find a repository from `dir`: some folder from it up to the file system's
 * root has a `.git` entry (a repository, a worktree, a submodule) or is itself a git directory
 * (has HEAD). Without one, git finds none, and is not started. An error other than "not there"
 * (e.g. no permission) counts as maybe: git decides.
 */
async function mayBeInRepository(dir: string): Promise<boolean> {
  for (let d = path.resolve(dir); ;) {
    for (const name of ['.git', 'HEAD']) {
      const there = await fsp.lstat(path.join(d, name)).then(
        () => true,
        (err: NodeJS.ErrnoException) => err.code !== 'ENOENT' && err.code !== 'ENOTDIR',
      );
      if (there) return true;
    }
    const parent = path.dirname(d);
    if (parent === d) return false;
    d = parent;
  }
}

/** The git top-level folder holding `dir`, or null (not in a repository, or git unavailable). */
export async function gitTopLevel(dir: string): Promise<string | null> {
  if (!(await mayBeInRepository(dir))) return null;
  const { execFile } = await import('node:child_process');
  const env = { ...process.env };
  delete env.GIT_DIR;
  delete env.GIT_WORK_TREE;
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', '--show-toplevel'], { cwd: dir, timeout: GIT_TIMEOUT_MS, env }, (err, stdout) => {
      const top = String(stdout ?? '').trim();
      resolve(err || top === '' ? null : top);
    });
  });
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  // `..dots` is a folder inside; only `..` itself or `../…` climbs out.
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

export interface Located {
  /** The folder files are read from (nothing outside it is read). */
  root: string;
  source: DiskSource;
  /** The target folder relative to root, POSIX separators ('' = root itself). */
  rel: string;
  abs: string;
}

/**
 * The folder of a path argument, with the root to read it from: the git top-level holding it
 * when there is one, else its parent folder — so that sibling cross-references resolve.
 * A SKILL.md file stands for its folder.
 */
export async function locate(arg: string, cwd: string): Promise<Located> {
  const abs = path.resolve(cwd, arg);
  let st;
  try {
    st = await fsp.stat(abs);
  } catch {
    throw new UsageError(`no such file or folder: ${arg}`);
  }
  let dir = abs;
  if (st.isFile()) {
    if (path.basename(abs) !== 'SKILL.md')
      throw new UsageError(
        `${arg} is a file; give a skill folder (with SKILL.md) or a plugin folder (with .claude-plugin/)`,
      );
    dir = path.dirname(abs);
  } else if (!st.isDirectory()) {
    throw new UsageError(`${arg} is not a folder`);
  }
  const real = await fsp.realpath(dir);
  const top = await gitTopLevel(real);
  const topReal = top ? await fsp.realpath(top).catch(() => top) : null;
  const root = topReal && isInside(real, topReal) ? topReal : path.dirname(real);
  const rel = path.relative(root, real).split(path.sep).join('/');
  return { root, source: new DiskSource(root), rel, abs: real };
}
