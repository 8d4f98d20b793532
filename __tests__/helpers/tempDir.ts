// Temporary folders of a test file, removed after its last test whatever happened in between (a
// failed assertion, a test that forgot). Importing this module registers the afterAll hook.
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const created = new Set<string>();

/** A new empty folder under the temp directory, removed after the test file's last test. */
export function tempDir(prefix = 'pe-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  created.add(dir);
  return dir;
}

/** Removes every folder tempDir made so far (already removed ones are skipped). */
export function removeTempDirs(): void {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
  created.clear();
}

if (typeof afterAll === 'function') afterAll(removeTempDirs);
