// The installed command: `node bin/plugin-eval.js` as a child process, on the bundled fixtures,
// after `npm run build` (bin/ launches build/cli.js).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../helpers/tree.js';

const ROOT = process.cwd();
const BIN = path.join(ROOT, 'bin', 'plugin-eval.js');
const SKILL = 'fixtures/marketplace/skills/pdf-form-filler';

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ANTHROPIC_API_KEY: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let outDir: string;
beforeAll(() => {
  // Build so bin/ runs the current sources (npm test builds first too; this keeps the file runnable alone).
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe' });
  outDir = mkdtempSync(path.join(os.tmpdir(), 'plugin-eval-bin-'));
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('score --depth quick --output json --threshold 70 prints the JSON and exits by the threshold', async () => {
  const r = cli(['score', SKILL, '--depth', 'quick', '--output', 'json', '--threshold', '70']);
  const json = JSON.parse(r.stdout);
  expect(json.plugin_path).toMatch(/pdf-form-filler$/); // repository-relative in a git checkout
  expect(r.code).toBe(json.composite.score < 70 ? 1 : 0);
  // The same numbers as the in-process run.
  const inProcess = JSON.parse((await runCli(['score', SKILL, '--output', 'json'])).stdout);
  expect(json.composite.score).toBe(inProcess.composite.score);
  expect(json.composite.dimensions).toEqual(inProcess.composite.dimensions);

  const strict = cli(['score', SKILL, '--output', 'json', '--threshold', '99.9']);
  expect(strict.code).toBe(1);
  expect(strict.stderr).toMatch(/below the threshold 99.9/);
});

test('report over the bundled marketplace writes the summary and prints summary.md', () => {
  const r = cli(['report', 'fixtures/marketplace', '--depth', 'quick', '--output-dir', outDir]);
  expect(r.code).toBe(0);
  const summary = JSON.parse(readFileSync(path.join(outDir, 'summary.json'), 'utf8'));
  expect(summary.counts).toMatchObject({ targets: 6, plugins: 1, skills: 5, errors: 0 });
  expect(r.stdout).toBe(readFileSync(path.join(outDir, 'summary.md'), 'utf8'));
  expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  // The fixtures are meant to show the whole range: a gold-or-better skill and skills with no badge.
  const badges = summary.ranked.map((x: { badge: string }) => x.badge);
  expect(badges.some((b: string) => b === 'gold' || b === 'platinum')).toBe(true);
  expect(badges).toContain('no_badge');
});

test('a missing path exits 2 with one line on stderr', () => {
  const r = cli(['score', 'fixtures/does-not-exist']);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toEqual(['plugin-eval: no such file or folder: fixtures/does-not-exist']);
});

test('bad usage exits 2 with one line on stderr', () => {
  const r = cli(['score', SKILL, '--depth', 'extreme']);
  expect(r.code).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
});
