// Where a sweep with `batch: true` keeps its batch state. The state's results answer any request
// with the same digest without a call, so a state file that came with the repository (committed,
// or merged from a pull request) could put forged model answers into the weekly badges: the
// Action keeps the file under RUNNER_TEMP, outside the checkout, and never reads one that is
// inside the checkout when the run starts.
import { existsSync, realpathSync } from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_BATCH_STATE_FILE } from '../adapters/batch.js';

/** The state file: in the runner's temporary folder, else (no runner) in the output folder. */
export function batchStateFile(runnerTemp: string | undefined, outputDir: string): string {
  return path.resolve(runnerTemp?.trim() ? runnerTemp : outputDir, DEFAULT_BATCH_STATE_FILE);
}

/** A path with its existing part resolved through links (what is inside what is decided on real paths). */
function realPath(p: string): string {
  const abs = path.resolve(p);
  const missing: string[] = [];
  let at = abs;
  for (;;) {
    try {
      return path.join(realpathSync.native(at), ...missing.reverse());
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return abs;
      missing.push(path.basename(at));
      at = parent;
    }
  }
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(realPath(dir), realPath(file));
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Why a state file must not be read, or null when it may: one inside the checkout that is there
 * before the run wrote anything came from the repository (committed, tracked or not) or from a
 * step before this one.
 */
export function untrustedBatchState(stateFile: string, workspace: string): string | null {
  if (!isInside(workspace, stateFile) || !existsSync(stateFile)) return null;
  return (
    `batch state ${path.relative(workspace, stateFile)} is inside the repository checkout and was there before this run; ` +
    'its results would answer requests without a call, so it is not read: the run starts afresh'
  );
}
