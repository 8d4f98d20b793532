// The repository's `.plugin-eval.yml` and `.plugin-eval-baseline.json` as read at the root of a
// version of the repository, through a FileSource (a link that leads out of the tree or into .git is
// refused, sizes are checked before reading), and nothing more: their parser and what applies them
// (src/action/project.ts) can load while the files are read.
import { BASELINE_FILE, BASELINE_MAX_BYTES } from '../config/baseline.js';
import { CONFIG_FILE, CONFIG_FILE_ALTERNATIVES, CONFIG_LIMITS } from '../config/settings.js';
import { FileTooLargeError, type FileSource } from '../read/source.js';

/** One file as read at the root of a version of the repository. */
export interface ProjectFileText {
  name: string;
  text: string;
}

/** The configuration and baseline files of one version of the repository (null: absent). */
export interface ProjectFiles {
  config: ProjectFileText | null;
  baseline: ProjectFileText | null;
}

/** A configuration or baseline that cannot be used: the message names the file, the key and its line. */
export class ProjectFileError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'ProjectFileError';
  }
}

async function readRootFile(source: FileSource, name: string, maxBytes: number): Promise<string | null> {
  const type = await source.stat(name);
  if (type === null) return null;
  if (type === 'symlink-outside')
    throw new ProjectFileError(
      `${name}: a symbolic link that leads out of the repository (or into .git); not read`,
      name,
    );
  if (type !== 'file') throw new ProjectFileError(`${name}: not a regular file`, name);
  try {
    return Buffer.from(await source.readFile(name, maxBytes)).toString('utf8');
  } catch (err) {
    if (err instanceof FileTooLargeError) throw new ProjectFileError(`${name}: larger than ${maxBytes} bytes`, name);
    throw new ProjectFileError(
      `${name}: could not be read (${err instanceof Error ? err.message : String(err)})`,
      name,
    );
  }
}

/** Reads the configuration (the first of its names present) and the baseline at the root of `source`. */
export async function readProjectFiles(source: FileSource): Promise<ProjectFiles> {
  let config: ProjectFileText | null = null;
  for (const name of [CONFIG_FILE, ...CONFIG_FILE_ALTERNATIVES]) {
    const text = await readRootFile(source, name, CONFIG_LIMITS.maxBytes);
    if (text !== null) {
      config = { name, text };
      break;
    }
  }
  const baselineText = await readRootFile(source, BASELINE_FILE, BASELINE_MAX_BYTES);
  return { config, baseline: baselineText === null ? null : { name: BASELINE_FILE, text: baselineText } };
}
