// Publish mode's own view of a pull request: what it changes and the static scores of what it
// touches, derived here from GitHub and the commits by SHA, never from the downloaded report (a
// fork writes that). The changed files come from the pull request files API (or git diff), the
// head and base are read as data from git objects when the workspace holds a checkout, else
// through the contents API, and scored by the static layer only: no model call, nothing of the
// pull request checked out or run.
import * as path from 'node:path';
import type { ChangedFile, GitHubApi } from '../adapters/github.js';
import { ContentsSource } from '../adapters/github.js';
import { ensureCommit, GitSource } from '../adapters/git.js';
import type { FileSource } from '../read/source.js';
import { scoreTargets } from '../sweep/run.js';
import type { EvalOutcome } from '../contract/types.js';
import type { AffectedTarget } from './affected.js';
import { changedFilesOf, locateRepository, type ChangeInfo } from './change.js';
import type { ActionEnv } from './context.js';
import type { ActionInputs } from './inputs.js';
import { baseOutcomes } from './pr/score.js';
import { affectedTargets, targetFilter, withEnclosingPlugins } from './pr/targets.js';
import { loadProject, targetOptions, unreadableProject, type ActionProject } from './project.js';

/** The pull request as GitHub describes it now (never as the report does). */
export interface PullAtHead {
  number: number;
  headSha: string;
  baseSha: string;
  changedFiles: number | null;
}

export interface RecomputedTarget {
  target: AffectedTarget;
  head: EvalOutcome;
  /** The base version's outcome: null when the target is new, undefined when it was not compared. */
  base: EvalOutcome | null | undefined;
}

export interface Recomputed {
  /** False when the changed files could not be listed: then nothing below is complete. */
  listed: boolean;
  /** Why the changed files could not be listed. */
  unlistedReason?: string;
  targets: RecomputedTarget[];
  removed: AffectedTarget[];
  /** How the commits were read. */
  via: 'git' | 'api';
  /** The repository's configuration, from the base commit. */
  project: ActionProject;
}

export interface RecomputeContext {
  inputs: ActionInputs;
  env: ActionEnv;
  api: GitHubApi;
  /** Plain log lines (how things were read). */
  info(message: string): void;
}

/** A commit as data: from git objects when the checkout has it (or can fetch it), else the contents API. */
async function openCommit(
  repoDir: string,
  sha: string,
  refs: string[],
  api: GitHubApi,
): Promise<{ source: FileSource; via: 'git' | 'api' }> {
  const rootName = path.basename(repoDir);
  const missing = await ensureCommit(repoDir, sha, refs);
  if (missing === null) return { source: new GitSource(repoDir, sha, rootName), via: 'git' };
  return { source: new ContentsSource(api, sha, rootName), via: 'api' };
}

/** The configuration at the base commit (the pull request cannot change its own gate). */
async function baseProject(
  inputs: ActionInputs,
  repoDir: string,
  pull: PullAtHead,
  api: GitHubApi,
): Promise<ActionProject> {
  const where = `the base commit ${pull.baseSha.slice(0, 12)}`;
  try {
    const base = await openCommit(repoDir, pull.baseSha, [], api);
    return await loadProject(inputs, base.source, where);
  } catch (err) {
    return unreadableProject(inputs, where, err instanceof Error ? err.message : String(err));
  }
}

/** The pull request as a change from a fork: how publish mode lists and reads it. */
function changeOf(pull: PullAtHead): ChangeInfo {
  return {
    event: 'pull_request',
    number: pull.number,
    headSha: pull.headSha,
    baseSha: pull.baseSha,
    fromFork: true,
    changedFiles: pull.changedFiles,
  };
}

async function listChanged(
  ctx: RecomputeContext,
  pull: PullAtHead,
  repoDir: string,
): Promise<{ files: ChangedFile[] } | { reason: string }> {
  const change = changeOf(pull);
  const problems: string[] = [];
  try {
    const listed = await changedFilesOf(ctx.api, change, repoDir, (m) => problems.push(m));
    if (listed) return { files: listed.files };
  } catch (err) {
    problems.push(err instanceof Error ? err.message : String(err));
  }
  return { reason: problems.join('; ') || 'neither the API nor git listed them' };
}

/**
 * Re-derives the pull request's targets and their static scores at its head and base, with the
 * publishing workflow's inputs and the base commit's configuration.
 */
export async function recomputeChange(ctx: RecomputeContext, pull: PullAtHead): Promise<Recomputed> {
  const repo = await locateRepository(ctx.env.workspace, ctx.inputs.workingDirectory, [pull.headSha, pull.baseSha]);
  const project = await baseProject(ctx.inputs, repo.dir, pull, ctx.api);
  const inputs = project.inputs;
  const head = await openCommit(repo.dir, pull.headSha, [`refs/pull/${pull.number}/head`], ctx.api);
  ctx.info(
    `Re-scoring the head ${pull.headSha.slice(0, 12)} from ${head.via === 'git' ? 'git objects' : 'the contents API'}.`,
  );
  const listed = await listChanged(ctx, pull, repo.dir);
  if ('reason' in listed)
    return { listed: false, unlistedReason: listed.reason, targets: [], removed: [], via: head.via, project };
  const include = targetFilter(inputs, project, repo.dir);
  const changes = await withEnclosingPlugins(
    await affectedTargets(listed.files, head.source, include),
    head.source,
    include,
  );
  const options = {
    depth: 'quick' as const,
    method: inputs.method,
    llm: null,
    warn: () => {},
    concurrency: inputs.concurrency,
    config: { mode: 'publish' },
    optionsFor: (t: { path: string }) => targetOptions(project, t.path),
  };
  const heads = await scoreTargets(head.source, changes.targets, options);
  const change = changeOf(pull);
  const bases = await baseOutcomes(
    { api: ctx.api, warn: ctx.info, notes: [] },
    repo.dir,
    change,
    changes.targets,
    options,
  );
  const targets = changes.targets.map((target, i) => ({ target, head: heads[i], base: bases[i].outcome }));
  return { listed: true, targets, removed: changes.removed, via: head.via, project };
}
