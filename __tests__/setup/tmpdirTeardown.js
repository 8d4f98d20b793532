// Jest globalTeardown: fails the run when the tests left anything in their temp directory (see
// tmpdirSetup.js), naming what was left, and removes the directory either way.
import { readdirSync, rmSync } from 'node:fs';

export default function teardown() {
  const dir = process.env.PLUGIN_EVAL_TEST_TMPDIR;
  if (!dir) return;
  const left = readdirSync(dir).sort();
  rmSync(dir, { recursive: true, force: true });
  if (left.length > 0) {
    const shown = left.slice(0, 20).join(', ') + (left.length > 20 ? `, … (${left.length - 20} more)` : '');
    throw new Error(
      `The tests left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in their temp directory: ${shown}. Remove temp folders in afterEach/afterAll (or use __tests__/helpers/tempDir.ts).`,
    );
  }
}
