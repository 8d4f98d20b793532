// The run's settings, built once: the inputs, the event, the mode it picks, the deadline, and
// `.plugin-eval.yml`, which sets what no input set explicitly (depth, method, the gate), so it is
// read before anything depends on them.
import * as core from './runner/commands.js';
import type { GitHubApi } from '../adapters/github.js';
import { DiskSource, type FileSource } from '../read/source.js';
import { Deadline } from '../runtime/deadline.js';
import { commandText } from '../text/escape.js';
import { errorMessage, type Redactor } from '../text/redact.js';
import { gitHubFor } from './api.js';
import { openBaseSource } from './base.js';
import { changeFromEvent, locateRepository } from './change.js';
import { readActionEnv, type ActionEnv } from './context.js';
import { readInputs, type ActionInputs } from './inputs.js';
import type { RunLog } from './log.js';
import { modeFor, type ActionMode } from './modes/index.js';
import type { ActionProject } from './project.js';
import { ProjectFileError, readProjectFiles, type ProjectFiles } from './projectFiles.js';

export interface ActionSettings {
  /** The inputs, with what the configuration file sets where no input did. */
  inputs: ActionInputs;
  env: ActionEnv;
  mode: ActionMode;
  /** Counted from when the inputs were read: every model and GitHub call obeys it (src/runtime/deadline.ts). */
  deadline: Deadline | null;
  /** The configuration and baseline; null where the mode reads none. */
  project: ActionProject | null;
  /** The run's GitHub API; null when the mode does not talk to GitHub or has no token. */
  api: GitHubApi | null;
}

/**
 * Reads and applies the files at the root of `source` (src/action/project.ts, loadProject), loading
 * what parses and applies them while they are read: on a pull request the read is the run's first
 * GitHub request, which need not wait for the parser. A read failure becomes the project's error.
 */
async function loadProjectWhileReading(
  inputs: ActionInputs,
  source: FileSource,
  where: string,
): Promise<ActionProject> {
  const reading: Promise<ProjectFiles | ProjectFileError | { failed: unknown }> = readProjectFiles(source).catch(
    (err: unknown) => (err instanceof ProjectFileError ? err : { failed: err }),
  );
  const { projectFrom } = await import('./project.js');
  const files = await reading;
  if ('failed' in files) throw files.failed;
  return projectFrom(inputs, files, where);
}

/** The project when no configuration could be read at all (the base commit is out of reach). */
async function unreadable(inputs: ActionInputs, where: string, why: string): Promise<ActionProject> {
  return (await import('./project.js')).unreadableProject(inputs, where, why);
}

/**
 * The repository's `.plugin-eval.yml` and baseline: on a pull request (or merge group) from its
 * base commit, so that the pull request cannot change its own gate; otherwise from the workspace.
 * Null when there is nothing to read them from (publish mode; a pull request mode without a
 * change event, which fails on its own).
 */
async function projectFor(
  inputs: ActionInputs,
  env: ActionEnv,
  mode: ActionMode,
  api: GitHubApi | null,
  warn: (m: string) => void,
): Promise<ActionProject | null> {
  if (mode.configFrom === null) return null;
  if (mode.configFrom === 'workspace')
    return loadProjectWhileReading(inputs, new DiskSource(env.workspace), 'the workspace');
  const change = changeFromEvent(env.eventName, env.payload);
  if (!change) return null;
  const repo = await locateRepository(env.workspace, inputs.workingDirectory, [change.headSha, change.baseSha]);
  const where = `the base commit ${change.baseSha.slice(0, 12)}`;
  // Where locateRepository asked git whether the folder is a checkout (the workspace), it is not asked again.
  const checkout = repo.how === 'workspace' ? true : repo.how === 'no-git' ? false : undefined;
  const base = await openBaseSource(repo.dir, change.baseSha, api, warn, checkout);
  if (!base) return unreadable(inputs, where, 'neither git nor the contents API could reach it');
  try {
    return await loadProjectWhileReading(inputs, base.source, where);
  } catch (err) {
    return unreadable(
      inputs,
      where,
      errorMessage(err, (t) => t),
    );
  }
}

/** An unusable configuration: an error annotation on the file and line it names. */
function annotateProjectError(project: ActionProject | null, redact: Redactor): void {
  const e = project?.error;
  if (!e) return;
  core.error(commandText(redact(e.message)), {
    title: 'PluginEval configuration',
    file: e.file,
    startLine: e.line ?? 1,
  });
}

/** Reads the inputs (their secrets kept from here on), the event and the configuration, once. */
export async function readSettings(log: RunLog): Promise<ActionSettings> {
  const raw = readInputs();
  // Masked in every log line from here on (by the runner); our own texts are redacted as well.
  log.keepSecret(raw.githubToken, raw.anthropicApiKey);
  const deadline = raw.deadline ? new Deadline(raw.deadline.ms, { label: raw.deadline.label }) : null;
  const env = await readActionEnv();
  const mode = modeFor(raw.mode, env.eventName);
  const api = mode.usesGitHub ? gitHubFor(raw, env, deadline, log) : null;
  const project = await projectFor(raw, env, mode, api, log.warn);
  annotateProjectError(project, log.redact);
  return { inputs: project ? project.inputs : raw, env, mode, deadline, project, api };
}
