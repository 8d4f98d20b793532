// Jest globalSetup: the test run gets its own empty temp directory (TMPDIR of the test workers and
// of every child process they start), so that the teardown can check the tests left nothing there.
import { mkdtempSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export default function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plugin-eval-jest-'));
  process.env.PLUGIN_EVAL_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
  process.env.TMP = dir;
  process.env.TEMP = dir;
}
