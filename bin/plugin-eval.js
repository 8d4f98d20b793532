#!/usr/bin/env node
// Thin launcher: the CLI is compiled from src/ into build/ by `npm ci` (the prepare script).
import { main } from '../build/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`plugin-eval: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
