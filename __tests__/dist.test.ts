// dist/ is committed (the Action runs dist/index.js), so it must be what `npm run bundle` makes
// of the sources now: rebuild into a temp folder with the same command and compare every file.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from './helpers/actionRun.js';
import { tempDir } from './helpers/tempDir.js';

const BUILD_TIMEOUT_MS = 240_000;

/** The bundle script of package.json with its output folder swapped for `outDir`. */
function bundleArgs(outDir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = pkg.scripts.bundle;
  const args = script.split(/\s+/);
  expect(args.slice(0, 2)).toEqual(['ncc', 'build']);
  const o = args.indexOf('-o');
  expect(args[o + 1]).toBe('dist');
  args[o + 1] = outDir;
  return args.slice(1);
}

describe('dist/', () => {
  test('is built without source maps (a 4 MB single-line map made every rebuild a huge diff)', () => {
    expect(bundleArgs('out')).not.toContain('--source-map');
  });

  test(
    'is up to date with src/ (run `npm run bundle` and commit dist/ when this fails)',
    () => {
      const out = tempDir('pe-dist-');
      execFileSync(
        process.execPath,
        [path.join(REPO_ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'), ...bundleArgs(out)],
        {
          cwd: REPO_ROOT,
          stdio: 'pipe',
        },
      );
      const fresh = readdirSync(out).sort();
      const committed = readdirSync(path.join(REPO_ROOT, 'dist')).sort();
      expect(committed).toEqual(fresh);
      const stale = fresh.filter(
        (f) => !readFileSync(path.join(out, f)).equals(readFileSync(path.join(REPO_ROOT, 'dist', f))),
      );
      expect(stale).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );
});
