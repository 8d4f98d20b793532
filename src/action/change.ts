// What a change event (pull_request, pull_request_target, merge_group) asks to score, read as data
// from git objects by SHA whatever the workflow checked out: where the repository is under the
// workspace, the head version as a FileSource, the full list of changed files (the REST list stops
// at 3,000), the `paths` globs matched against repository paths, and the plugins around changed
// skills and agents. Nothing of the head is checked out or executed.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { ChangedFile, GitHubApi } from '../adapters/github.js';
import { ContentsSource, GITHUB_MAX_PR_FILES } from '../adapters/github.js';
import { diffNameStatus, ensureCommit, GitSource, hasLocalCommit, headCommit, isGitCheckout } from '../adapters/git.js';
import { DiskSource, type FileSource } from '../read/source.js';

/** The events scored like a pull request. */
export const CHANGE_EVENTS = ['pull_request', 'pull_request_target', 'merge_group'] as const;
export type ChangeEventName = (typeof CHANGE_EVENTS)[number];

export function isChangeEvent(eventName: string): eventName is ChangeEventName {
  return (CHANGE_EVENTS as readonly string[]).includes(eventName);
}

/** The change to score: a pull request, or a merge queue group (no number, no comment). */
export interface ChangeInfo {
  event: ChangeEventName;
  /** The pull request's number; null for a merge group. */
  number: number | null;
  headSha: string;
  baseSha: string;
  /** The head lives in another repository (a fork). */
  fromFork: boolean;
  /** The payload's `changed_files` count, to tell a capped files list; null when not given. */
  changedFiles: number | null;
}

function str(x: unknown): string | null {
  return typeof x === 'string' && x !== '' ? x : null;
}

/** The change an event payload describes, or null when the payload has none. */
export function changeFromEvent(eventName: string, payload: Record<string, unknown>): ChangeInfo | null {
  if (eventName === 'merge_group') {
    const mg = payload.merge_group as { head_sha?: unknown; base_sha?: unknown } | undefined;
    const headSha = str(mg?.head_sha);
    const baseSha = str(mg?.base_sha);
    if (!headSha || !baseSha) return null;
    return { event: 'merge_group', number: null, headSha, baseSha, fromFork: false, changedFiles: null };
  }
  const pr = payload.pull_request as
    | {
        number?: unknown;
        changed_files?: unknown;
        head?: { sha?: unknown; repo?: { full_name?: unknown } | null };
        base?: { sha?: unknown; repo?: { full_name?: unknown } };
      }
    | undefined;
  if (!pr || typeof pr.number !== 'number') return null;
  const headSha = str(pr.head?.sha);
  const baseSha = str(pr.base?.sha);
  if (!headSha || !baseSha) return null;
  const headRepo = str(pr.head?.repo?.full_name);
  const baseRepo = str(pr.base?.repo?.full_name);
  // A deleted fork has head.repo null: still a fork.
  const fromFork = pr.head?.repo === null || (headRepo !== null && baseRepo !== null && headRepo !== baseRepo);
  const event: ChangeEventName = eventName === 'pull_request_target' ? 'pull_request_target' : 'pull_request';
  const changedFiles =
    typeof pr.changed_files === 'number' && Number.isInteger(pr.changed_files) ? pr.changed_files : null;
  return { event, number: pr.number, headSha, baseSha, fromFork, changedFiles };
}

/** Folders never searched for a checkout. */
const SKIPPED_DIRS = new Set(['node_modules']);
/** How deep under the workspace a checkout is looked for (`path: a/b` of actions/checkout). */
const DISCOVERY_DEPTH = 2;

async function gitDirsUnder(root: string, depth: number): Promise<string[]> {
  const found: string[] = [];
  let level = [root];
  for (let d = 0; d < depth && level.length; d++) {
    const next: string[] = [];
    for (const dir of level) {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        if (!e.isDirectory() || e.name.startsWith('.') || SKIPPED_DIRS.has(e.name)) continue;
        const sub = path.join(dir, e.name);
        // Only whether `.git` exists is asked: nothing under it is read.
        if (
          await fsp.lstat(path.join(sub, '.git')).then(
            () => true,
            () => false,
          )
        )
          found.push(sub);
        else next.push(sub);
      }
    }
    level = next;
  }
  return found.sort();
}

/**
 * The repository's folder: the `working-directory` input (relative to the workspace), else the
 * workspace when it is a checkout, else the one checkout found under it (actions/checkout with
 * `path:`); with several, the one holding the change's commits. Throws when it cannot choose.
 */
export async function locateRepository(
  workspace: string,
  workingDirectory: string,
  shas: readonly string[],
): Promise<{ dir: string; how: 'input' | 'workspace' | 'discovered' | 'no-git' }> {
  if (workingDirectory.trim() !== '') {
    const dir = path.resolve(workspace, workingDirectory.trim());
    const st = await fsp.stat(dir).catch(() => null);
    if (!st?.isDirectory())
      throw new Error(`input "working-directory": ${workingDirectory.trim()} is not a folder under the workspace`);
    return { dir, how: 'input' };
  }
  if (await isGitCheckout(workspace)) return { dir: workspace, how: 'workspace' };
  const found = await gitDirsUnder(workspace, DISCOVERY_DEPTH);
  if (found.length === 1) return { dir: found[0], how: 'discovered' };
  if (found.length > 1) {
    const holding: string[] = [];
    for (const dir of found) {
      for (const sha of shas) {
        if (await hasLocalCommit(dir, sha)) {
          holding.push(dir);
          break;
        }
      }
    }
    if (holding.length === 1) return { dir: holding[0], how: 'discovered' };
    const names = found.map((d) => path.relative(workspace, d)).join(', ');
    throw new Error(
      `several checkouts under the workspace (${names}): set the working-directory input to the repository's folder`,
    );
  }
  return { dir: workspace, how: 'no-git' };
}

export interface HeadSource {
  source: FileSource;
  /** `git`: the head commit's objects; `checkout`: the files on disk; `api`: the contents API. */
  via: 'git' | 'checkout' | 'api';
  /** Set when the head could not be read at its SHA (the files on disk stand in for it). */
  caveat?: string;
}

/**
 * The change's head version, read by SHA: from git objects (fetching the head commit when it is
 * missing: objects only, no checkout), else the checkout when it is at the head commit, else the
 * contents API. Under pull_request and merge_group the checkout is the head (or its merge), so it
 * may stand in, with a caveat; under pull_request_target it is the base, so it never does.
 */
export async function openHeadSource(repoDir: string, change: ChangeInfo, api: GitHubApi | null): Promise<HeadSource> {
  const rootName = path.basename(repoDir);
  const refs = change.number !== null ? [`refs/pull/${change.number}/head`] : [];
  const missing = await ensureCommit(repoDir, change.headSha, refs);
  if (missing === null) return { source: new GitSource(repoDir, change.headSha, rootName), via: 'git' };
  const checkedOut = await headCommit(repoDir);
  if (checkedOut !== null && checkedOut.toLowerCase() === change.headSha.toLowerCase()) {
    return { source: new DiskSource(repoDir), via: 'checkout' };
  }
  if (api && change.event === 'pull_request_target') {
    return { source: new ContentsSource(api, change.headSha, rootName), via: 'api' };
  }
  if (change.event !== 'pull_request_target') {
    return {
      source: new DiskSource(repoDir),
      via: 'checkout',
      caveat: `The head commit ${change.headSha.slice(0, 12)} could not be read from git (${missing}), so the checked-out files were scored as the head.`,
    };
  }
  throw new Error(
    `pull_request_target: the head commit ${change.headSha.slice(0, 12)} could not be read (${missing}) and the checkout is the base ` +
      'branch, not the head; scoring it would report the base as the pull request. Give the Action a github-token, or a checkout from which origin can be fetched.',
  );
}

export interface ChangedFilesResult {
  files: ChangedFile[];
  /** Where the list came from: the REST API, or git (the API failed, was capped, or there is no pull request). */
  via: 'api' | 'git';
  /** Why git was used, for the notes. */
  note?: string;
}

async function gitDiff(repoDir: string, change: ChangeInfo): Promise<{ files: ChangedFile[] } | { error: string }> {
  for (const sha of [change.baseSha, change.headSha]) {
    const refs = sha === change.headSha && change.number !== null ? [`refs/pull/${change.number}/head`] : [];
    const missing = await ensureCommit(repoDir, sha, refs);
    if (missing !== null) return { error: missing };
  }
  const diff = await diffNameStatus(repoDir, change.baseSha, change.headSha);
  return diff
    ? { files: diff }
    : { error: `git diff ${change.baseSha.slice(0, 12)}..${change.headSha.slice(0, 12)} failed` };
}

/**
 * The change's files: the pull request files API, unless it is capped (GitHub lists at most
 * 3,000; the payload's `changed_files` says how many there are) or fails, or there is no pull
 * request (merge group): then `git diff base..head`. A capped list that git cannot complete is an
 * error (never a silent pass); other failures return null (the caller scores every target).
 */
export async function changedFilesOf(
  api: GitHubApi | null,
  change: ChangeInfo,
  repoDir: string,
  warn: (m: string) => void,
): Promise<ChangedFilesResult | null> {
  if (api && change.number !== null) {
    let listed: ChangedFile[] | null = null;
    try {
      listed = await api.listPullFiles(change.number);
    } catch (err) {
      warn(`${err instanceof Error ? err.message : String(err)}; using git diff instead`);
    }
    if (listed) {
      const total = change.changedFiles;
      const capped = (total !== null && total > listed.length) || listed.length >= GITHUB_MAX_PR_FILES;
      if (!capped) return { files: listed, via: 'api' };
      const diff = await gitDiff(repoDir, change);
      const count = total !== null ? `${total} files` : `more than ${listed.length} files`;
      if ('error' in diff) {
        throw new Error(
          `the pull request changes ${count} but GitHub lists only ${listed.length}, and git could not diff the base and head commits ` +
            `(${diff.error}); the changed skills cannot all be found. Check out with enough history (or a fetchable origin) and run again.`,
        );
      }
      return {
        files: diff.files,
        via: 'git',
        note: `The pull request changes ${count}; GitHub lists only ${listed.length}, so the changed files were taken from git diff base..head.`,
      };
    }
  }
  const diff = await gitDiff(repoDir, change);
  if ('error' in diff) {
    warn(`Could not diff the base and head commits with git: ${diff.error}`);
    return null;
  }
  return {
    files: diff.files,
    via: 'git',
    note:
      change.number === null
        ? undefined
        : 'Changed files taken from the local git diff base..head (the pull request files API failed).',
  };
}

/** The nearest folder above `dir` (exclusive) that is a plugin in `source`, or null. */
export async function enclosingPlugin(source: FileSource, dir: string): Promise<string | null> {
  const parts = dir === '.' ? [] : dir.split('/');
  // Loaded here: the Action reads its event and project (and reaches GitHub) without the parsers.
  const { targetKind } = await import('../read/target.js');
  for (let i = parts.length - 1; i >= 0; i--) {
    const up = parts.slice(0, i).join('/');
    if ((await targetKind(source, up)) === 'plugin') return up === '' ? '.' : up;
  }
  return null;
}
