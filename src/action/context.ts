// What the runner tells the Action (environment and event payload), the `paths` glob, and the
// helper that turns a failed GitHub call into a warning so a run always finishes its report.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import * as core from './runner/commands.js';
import { IGNORED_SEGMENTS, pathPatterns } from './pathPatterns.js';
import { commandText } from '../text/escape.js';
import type { RepoRef } from '../adapters/github.js';
import { GitHubApiError } from '../adapters/github.js';

const warning = (message: string): void => core.warning(commandText(message));

export interface ActionEnv {
  /** The checkout: GITHUB_WORKSPACE, else the working directory. */
  workspace: string;
  eventName: string;
  payload: Record<string, unknown>;
  repo: RepoRef | null;
  /** GITHUB_SHA: the commit the workflow runs on (a merge commit for pull_request events). */
  sha: string;
  serverUrl: string;
  /** The branch badges are published from, for their public URLs. */
  defaultBranch: string | null;
}

export async function readActionEnv(env: NodeJS.ProcessEnv = process.env): Promise<ActionEnv> {
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      const parsed = JSON.parse(await fsp.readFile(env.GITHUB_EVENT_PATH, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
    } catch (err) {
      warning(
        `Could not read the event payload ${env.GITHUB_EVENT_PATH}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  let repo: RepoRef | null = null;
  const full = env.GITHUB_REPOSITORY ?? '';
  const slash = full.indexOf('/');
  if (slash > 0 && slash < full.length - 1) repo = { owner: full.slice(0, slash), repo: full.slice(slash + 1) };
  const repository = payload.repository as { default_branch?: unknown } | undefined;
  const defaultBranch =
    typeof repository?.default_branch === 'string'
      ? repository.default_branch
      : env.GITHUB_REF_NAME
        ? env.GITHUB_REF_NAME
        : null;
  return {
    workspace: path.resolve(env.GITHUB_WORKSPACE || process.cwd()),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    repo,
    sha: env.GITHUB_SHA ?? '',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    defaultBranch,
  };
}

/** Folders never searched for skills. */

/**
 * Skill folders (workspace-relative, '.' for the root) whose SKILL.md matches the `paths` input:
 * one glob a line, `!` to exclude, relative to the workspace.
 */
export async function skillDirsMatching(workspace: string, patterns: string): Promise<Set<string>> {
  const anchored = pathPatterns(patterns)
    .map(({ negated, body }) => {
      const abs = path.isAbsolute(body) ? body : path.join(workspace, body);
      return negated ? `!${abs}` : abs;
    })
    .join('\n');
  const dirs = new Set<string>();
  if (anchored === '') return dirs;
  // Loaded only when the paths input is used.
  const glob = await import('@actions/glob');
  const globber = await glob.create(anchored, {
    followSymbolicLinks: false,
    matchDirectories: false,
    implicitDescendants: false,
  });
  for await (const file of globber.globGenerator()) {
    if (path.basename(file) !== 'SKILL.md') continue;
    const rel = path.relative(workspace, path.dirname(file)).split(path.sep).join('/');
    // Outside the workspace (a folder named `..dots` is inside).
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || rel.startsWith('../') || path.isAbsolute(rel)) continue;
    if (rel.split('/').some((seg) => IGNORED_SEGMENTS.has(seg))) continue;
    dirs.add(rel === '' ? '.' : rel);
  }
  return dirs;
}

/**
 * Runs a GitHub step that may fail without failing the run: a refusal of the token (a fork's
 * read-only token, or missing permissions) or a failure after the retries becomes a warning.
 */
export async function softly<T>(what: string, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof GitHubApiError && err.permissionDenied) {
      warning(
        `Skipped ${what}: the token may not do it (${err.message}). Pull requests from forks get a read-only token; ` +
          'otherwise grant the workflow `pull-requests: write` and `checks: write`.',
      );
    } else {
      warning(`Skipped ${what}: ${err instanceof Error ? err.message : String(err)}`);
    }
    return null;
  }
}

const GLOB_CHARS = /[*?[\]{}!]/;

/**
 * The fixed leading folders of the positive `paths` patterns ('' = the whole repository):
 * `fixtures/**\/SKILL.md` → `fixtures`. Plugin folders are scored when they lie under one.
 */
export function pathsRoots(patterns: string): string[] {
  const roots = new Set<string>();
  for (const raw of patterns.split('\n')) {
    const p = raw.trim();
    if (p === '' || p.startsWith('#') || p.startsWith('!')) continue;
    const parts = p.split('/').filter((s) => s !== '' && s !== '.');
    const fixed: string[] = [];
    // The last part names the file (SKILL.md), never a folder.
    for (const part of parts.slice(0, -1)) {
      if (GLOB_CHARS.test(part)) break;
      fixed.push(part);
    }
    roots.add(fixed.join('/'));
  }
  return [...roots];
}

/** Whether folder `dir` ('.' = root) lies under one of `roots`. */
export function underRoots(dir: string, roots: readonly string[]): boolean {
  const d = dir === '.' ? '' : dir;
  return roots.some((r) => r === '' || d === r || d.startsWith(`${r}/`));
}
