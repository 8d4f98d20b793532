// The first step of pull request mode: the change (from the event), the repository and the head
// version (read by SHA), the configuration's notes on it, and the targets it touches.
import * as path from 'node:path';
import * as core from '../runner/commands.js';
import type { FileSource } from '../../read/source.js';
import { logText } from '../../text/escape.js';
import { changedFilesOf, changeFromEvent, locateRepository, openHeadSource, type ChangeInfo } from '../change.js';
import { headChanges, projectNote, readHeadFiles, type ProjectFileError } from '../project.js';
import type { ModeContext } from '../modes/mode.js';
import { affectedTargets, targetFilter, withEnclosingPlugins, type PrChanges } from './targets.js';

const info = (message: string): void => core.info(logText(message));

export interface CollectedChange {
  pr: ChangeInfo;
  /** The repository's folder (the workspace, or a checkout under it). */
  repoDir: string;
  /** The head version, read by SHA. */
  head: FileSource;
  changes: PrChanges;
  /** Errors of the configuration the base has, or of the one the pull request brings. */
  projectErrors: ProjectFileError[];
}

/** The change, the repository and its head version; the notes say how the head was read. */
async function openChange(ctx: ModeContext): Promise<Pick<CollectedChange, 'pr' | 'repoDir' | 'head'>> {
  const { inputs, env } = ctx;
  const pr = changeFromEvent(env.eventName, env.payload);
  if (!pr) {
    throw new Error(
      `mode "pr" needs a pull_request event payload (or pull_request_target, merge_group; event "${env.eventName || 'unknown'}" has none); use mode "sweep"`,
    );
  }
  // The repository may sit in a sub-folder of the workspace (actions/checkout `path:`).
  const repo = await locateRepository(env.workspace, inputs.workingDirectory, [pr.headSha, pr.baseSha]);
  if (repo.how === 'discovered')
    info(`Repository found in ${path.relative(env.workspace, repo.dir)}/ (set working-directory to choose).`);
  // The head is read by SHA from git objects, whatever is checked out (under pull_request_target the
  // checkout is the base; nothing of the head is checked out or run).
  const headRead = await openHeadSource(repo.dir, pr, ctx.api);
  if (headRead.caveat) {
    ctx.warn(headRead.caveat);
    ctx.notes.push(headRead.caveat);
  }
  if (headRead.via === 'api')
    ctx.notes.push('Head version read through the contents API (the head commit could not be fetched with git).');
  return { pr, repoDir: repo.dir, head: headRead.source };
}

/**
 * The configuration governs from the base; a pull request that changes it is told so (and fails
 * when its new file is invalid, before it can break the gate of every later run).
 */
async function configurationNotes(ctx: ModeContext, head: FileSource): Promise<ProjectFileError[]> {
  const projectErrors: ProjectFileError[] = [];
  if (!ctx.project) return projectErrors;
  const note = projectNote(ctx.project);
  if (note) ctx.notes.push(note);
  ctx.notes.push(...ctx.project.notes);
  if (ctx.project.error) projectErrors.push(ctx.project.error);
  else {
    const changed = headChanges(ctx.project, await readHeadFiles(head));
    ctx.notes.push(...changed.notes);
    if (changed.error) projectErrors.push(changed.error);
  }
  return projectErrors;
}

/** The targets the changed files touch, with the plugin around each; every target when nothing can list them. */
async function changedTargets(
  ctx: ModeContext,
  change: Pick<CollectedChange, 'pr' | 'repoDir' | 'head'>,
  whileListing: () => void,
): Promise<PrChanges> {
  const { pr, repoDir, head } = change;
  const include = targetFilter(ctx.inputs, ctx.project ?? null, repoDir);
  let changes: PrChanges;
  const listing = changedFilesOf(ctx.api, pr, repoDir, ctx.warn);
  whileListing();
  const listed = await listing;
  if (listed) {
    changes = await affectedTargets(listed.files, head, include);
    if (listed.note) ctx.notes.push(listed.note);
  } else {
    // Neither the API nor git could say what changed: score everything rather than nothing.
    ctx.warn('Could not list the changed files through the API or git; scoring every target instead.');
    ctx.notes.push('The changed files could not be listed, so every skill and plugin was scored.');
    const { discoverTargets } = await import('../../engine/evaluate.js');
    const all = await discoverTargets(head, '');
    changes = { targets: all.filter(include).map((t) => ({ ...t, movedFrom: null })), removed: [] };
  }
  // A plugin is scored with its skills and agents: when one of them changes, the plugin joins.
  return withEnclosingPlugins(changes, head, include);
}

/** The change; `whileListing` is called once its files are being listed (the run's first request, as a rule). */
export async function collectChange(ctx: ModeContext, whileListing: () => void = () => {}): Promise<CollectedChange> {
  const opened = await openChange(ctx);
  const projectErrors = await configurationNotes(ctx, opened.head);
  const changes = await changedTargets(ctx, opened, whileListing);
  return { ...opened, changes, projectErrors };
}
