// What the Action reads of a pull request before any scoring: the event's pull request fields and
// the base version as a file source. Kept apart from the pull request run (src/action/pr.ts) so that
// the Action reaches GitHub without loading the engine.
import * as path from 'node:path';
import { ContentsSource, type GitHubApi } from '../adapters/github.js';
import { ensureCommit, GitSource } from '../adapters/git.js';
import type { FileSource } from '../read/source.js';

/** The pull request fields the Action uses, from the event payload. */
export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The head lives in another repository (a fork): the token is read-only there. */
  fromFork: boolean;
}

export function pullRequestFromPayload(payload: Record<string, unknown>): PullRequestInfo | null {
  const pr = payload.pull_request as
    | {
        number?: number;
        head?: { sha?: string; repo?: { full_name?: string; fork?: boolean } | null };
        base?: { sha?: string; repo?: { full_name?: string } };
      }
    | undefined;
  if (!pr || typeof pr.number !== 'number' || !pr.head?.sha || !pr.base?.sha) return null;
  const headRepo = pr.head.repo?.full_name;
  const baseRepo = pr.base.repo?.full_name;
  // A deleted fork has head.repo null: still a fork.
  const fromFork = pr.head.repo === null || (headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo);
  return { number: pr.number, headSha: pr.head.sha, baseSha: pr.base.sha, fromFork };
}

export interface BaseSource {
  source: FileSource;
  via: 'git' | 'api';
}

/**
 * The base version as a FileSource: local git when the commit is (or can be fetched) here, else the
 * contents API. `checkout`: whether `workspace` is a git checkout, when the caller knows.
 */
export async function openBaseSource(
  workspace: string,
  baseSha: string,
  api: GitHubApi | null,
  warn: (m: string) => void,
  checkout?: boolean,
): Promise<BaseSource | null> {
  const missing = await ensureCommit(workspace, baseSha, [], checkout);
  // The root folder keeps the checkout's name, so a skill at the root is named the same at both ends.
  const rootName = path.basename(workspace);
  if (missing === null) return { source: new GitSource(workspace, baseSha, rootName), via: 'git' };
  if (api) {
    warn(`Base version read through the contents API (${missing}).`);
    return { source: new ContentsSource(api, baseSha, rootName), via: 'api' };
  }
  warn(`The base version could not be read (${missing}); no change column.`);
  return null;
}
