#!/usr/bin/env node
// Thin launcher: the CLI is compiled from src/ into build/ by `npm ci` (the prepare script). An
// install that ran no scripts — Claude Code's plugin install runs `npm ci --ignore-scripts` in the
// plugin's folder — has the dependencies and the compiler but no build/: it is compiled once here.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'build', 'cli.js');

function fail(message) {
  process.stderr.write(`plugin-eval: ${message}\n`);
  process.exitCode = 2;
}

async function build() {
  const { spawnSync } = await import('node:child_process');
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) return `the CLI is not built and its dependencies are not installed: run \`npm ci\` in ${root}`;
  process.stderr.write('plugin-eval: building the CLI once (build/ is missing)…\n');
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  return run.status === 0 && existsSync(entry)
    ? null
    : `could not build the CLI (tsc exited ${run.status ?? run.signal}); run \`npm ci\` in ${root}`;
}

const problem = existsSync(entry) ? null : await build();
if (problem) fail(problem);
else {
  const { main } = await import(pathToFileURL(entry).href);
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => fail(err instanceof Error ? err.message : String(err)),
  );
}
