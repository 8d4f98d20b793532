// The contents API: a folder or a file at a commit, and a FileSource over it (the pull request's
// base or head when local git cannot reach the commit).
import type { DirEntry, EntryType, FileSource } from '../../read/source.js';
import { joinInside } from '../../read/source.js';
import { statusOf } from './calls.js';
import { encodeSegment, type RestClient } from './rest.js';
import type { ContentsEntry, GitHubApi, RepoRef } from './types.js';

/** The contents API's answer at a path and a commit; rejects with the answer's status (404: nothing there). */
export type ContentsRead = (path: string, ref: string) => Promise<unknown>;

/** Runs a call; its failure becomes a GitHubApiError naming `operation`. */
export type Guard = <T>(operation: string, call: () => Promise<T>) => Promise<T>;

export function contentsEndpoints(read: ContentsRead, guarded: Guard): Pick<GitHubApi, 'getContents'> {
  return {
    getContents: (path, ref) =>
      guarded(`reading ${path || '/'} at ${ref.slice(0, 12)} through the contents API`, async () => {
        try {
          return (await read(path, ref)) as ContentsEntry[] | ContentsEntry;
        } catch (err) {
          if (statusOf(err) === 404) return null;
          throw err;
        }
      }),
  };
}

/** The endpoint as the log names it. */
export const CONTENTS_ROUTE = 'GET /repos/{owner}/{repo}/contents/{path}';

/** The contents API's path and query for `path` at `ref`, encoded as Octokit encodes them. */
export function contentsPath(repo: RepoRef, path: string, ref: string): string {
  const at = path === '' ? '' : `/${encodeSegment(path)}`;
  return `/repos/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/contents${at}?ref=${encodeURIComponent(ref)}`;
}

/** The contents API read through the fetch client. */
export function restContentsRead(rest: RestClient, repo: RepoRef): ContentsRead {
  return async (path, ref) => (await rest.get(CONTENTS_ROUTE, contentsPath(repo, path, ref))).data;
}

/**
 * A FileSource over the contents API at one commit: the PR's base version when local git cannot
 * fetch it. Folders are listed once and cached; files are read on demand. Symbolic links are
 * never followed (the engine sees them as pointing outside), so nothing outside the tree is read.
 */
export class ContentsSource implements FileSource {
  readonly label: string;
  /** Name of the root folder (a skill at the root is named after it). */
  readonly rootName: string;
  private readonly dirs = new Map<string, Promise<DirEntry[] | null>>();

  constructor(
    private readonly api: GitHubApi,
    private readonly ref: string,
    rootName?: string,
  ) {
    this.label = `${api.repo.owner}/${api.repo.repo}@${ref.slice(0, 12)}`;
    this.rootName = rootName ?? api.repo.repo;
  }

  list(rel: string): Promise<DirEntry[] | null> {
    const p = joinInside(rel);
    if (p === null) return Promise.resolve(null);
    let cached = this.dirs.get(p);
    if (!cached) {
      cached = this.api.getContents(p, this.ref).then((answer) => {
        if (!Array.isArray(answer)) return null;
        return answer
          .map((e): DirEntry => ({ name: e.name, type: contentsType(e.type) }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      });
      this.dirs.set(p, cached);
    }
    return cached;
  }

  async stat(rel: string): Promise<EntryType | null> {
    const p = joinInside(rel);
    if (p === null) return null;
    if (p === '') return 'dir';
    const slash = p.lastIndexOf('/');
    const parent = slash < 0 ? '' : p.slice(0, slash);
    const entries = await this.list(parent);
    return entries?.find((e) => e.name === p.slice(slash + 1))?.type ?? null;
  }

  async readFile(rel: string): Promise<Uint8Array> {
    const p = joinInside(rel);
    if (p === null) throw new Error(`${rel}: path leaves the repository root`);
    const type = await this.stat(p);
    if (type === 'symlink-outside') throw new Error(`${rel}: symbolic links are not followed in the base version`);
    if (type !== 'file') throw new Error(`${rel}: no such file at ${this.label}`);
    const answer = await this.api.getContents(p, this.ref);
    if (!answer || Array.isArray(answer) || answer.type !== 'file' || typeof answer.content !== 'string') {
      throw new Error(`${rel}: no such file at ${this.label}`);
    }
    if (answer.encoding !== 'base64') throw new Error(`${rel}: too large for the contents API at ${this.label}`);
    return new Uint8Array(Buffer.from(answer.content, 'base64'));
  }
}

function contentsType(type: ContentsEntry['type']): EntryType {
  if (type === 'file') return 'file';
  if (type === 'dir') return 'dir';
  // A link's target is not resolved through the API: treat it as leaving the tree (never followed).
  if (type === 'symlink') return 'symlink-outside';
  return 'other';
}
