// npm run bench:start — how long the Action takes to load: dist/index.js run with an invalid
// input, so it loads its modules, reads the inputs and stops before any scoring. Node's own start
// (an empty script) is measured the same way and reported apart. `DIST=<folder>` measures another
// bundle (e.g. an older dist/ extracted with `git archive`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.RUNS) || 15;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.DIST || path.join(root, 'dist'));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pe-start-'));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(args, env) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(samples);
}

try {
  const output = path.join(tmp, 'output');
  writeFileSync(output, '');
  const env = { PATH: process.env.PATH, GITHUB_OUTPUT: output, INPUT_DEPTH: 'not-a-depth', GITHUB_WORKSPACE: tmp };
  const empty = path.join(tmp, 'empty.mjs');
  writeFileSync(empty, '');
  const nodeMs = time([empty], env);
  const actionMs = time([path.join(dist, 'index.js')], env);
  const files = readdirSync(dist);
  const bytes = files.reduce((s, f) => s + statSync(path.join(dist, f)).size, 0);
  const entry = statSync(path.join(dist, 'index.js')).size;
  const mb = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;
  console.log(`dist: ${files.length} files, ${mb(bytes)} (index.js ${mb(entry)})`);
  console.log(
    `node itself: ${nodeMs.toFixed(0)} ms; Action load-only: ${actionMs.toFixed(0)} ms (median of ${RUNS}; ${(actionMs - nodeMs).toFixed(0)} ms over node)`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
