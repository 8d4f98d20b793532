// Differential parity check of `--method reference` against scripts/parity/oracle.py, an
// independent Python implementation of the spec (Python's own re, str and PyYAML).
//
//   npm run parity -- [--seed N] [--count N] [--keep DIR] [--no-shrink] [--no-spec-silent] [--oracle PATH] [--python BIN]
//
// Generates `count` skill and plugin folders from `seed` (generate.mjs), scores each with the oracle
// and with our engine (build/, `npm run build` first; depth quick, method reference), compares them
// as the conformance test does (every number to 1e-6, badge, grades, confidence, kind, flags in
// order) and prints the identical rate and, per kind of mismatch, its count and a shrunk reproducer.
// The targets are written to a temp folder that is always removed (--keep DIR keeps them in DIR).
// --no-spec-silent leaves out inputs the spec says nothing about (see generateTargets).
// Exit status: 0 all identical, 1 some mismatch, 2 bad usage or the oracle failed.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTargets } from './generate.mjs';
import {
  describeResult,
  groupMismatches,
  PYTHON,
  pythonProblem,
  removeLiveFolders,
  runTargets,
  shrink,
} from './parity.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

function usage(message) {
  if (message) console.error(`fuzz: ${message}`);
  console.error(
    'usage: node scripts/parity/fuzz.mjs [--seed N] [--count N] [--keep DIR] [--no-shrink] [--no-spec-silent] [--oracle PATH] [--python BIN]',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = {
    seed: 1,
    count: 2000,
    keep: null,
    shrink: true,
    specSilent: true,
    oracle: path.join(here, 'oracle.py'),
    python: PYTHON,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--seed') opts.seed = Number(value());
    else if (a === '--count') opts.count = Number(value());
    else if (a === '--keep') opts.keep = path.resolve(value());
    else if (a === '--no-shrink') opts.shrink = false;
    else if (a === '--no-spec-silent') opts.specSilent = false;
    else if (a === '--oracle') opts.oracle = path.resolve(value());
    else if (a === '--python') opts.python = value();
    else if (a === '--help' || a === '-h') usage();
    else usage(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.seed) || opts.seed < 0) usage('--seed must be a non-negative integer');
  if (!Number.isInteger(opts.count) || opts.count < 1) usage('--count must be a positive integer');
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(opts.oracle)) usage(`no oracle at ${opts.oracle}`);
  const problem = pythonProblem(opts.python);
  if (problem) usage(problem);
  if (opts.keep) {
    mkdirSync(opts.keep, { recursive: true });
    if (readdirSync(opts.keep).length > 0) usage(`--keep ${opts.keep} is not empty`);
  }
  const { evaluateTarget } = await import(path.join(repo, 'build', 'engine', 'evaluate.js'));
  const { DiskSource } = await import(path.join(repo, 'build', 'read', 'source.js'));
  const evaluate = (root, rel) => evaluateTarget(new DiskSource(root), rel, { depth: 'quick', method: 'reference' });

  const targets = generateTargets(opts.seed, opts.count, { specSilent: opts.specSilent });
  const options = { oracle: opts.oracle, evaluate, python: opts.python };
  const started = Date.now();
  const results = await runTargets(targets, { ...options, keepDir: opts.keep });
  const identical = results.filter((r) => r.diffs.length === 0).length;
  const errorsBoth = results.filter((r) => r.diffs.length === 0 && 'error' in r.ours).length;
  const families = new Map();
  for (const r of results) {
    const f = families.get(r.target.family) ?? { n: 0, same: 0 };
    f.n++;
    if (r.diffs.length === 0) f.same++;
    families.set(r.target.family, f);
  }
  console.log(
    `seed ${opts.seed}: ${results.length} targets, ${identical} identical (${((100 * identical) / results.length).toFixed(2)} %), ${errorsBoth} of them unscorable on both sides; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const [name, f] of families) console.log(`  ${name}: ${f.same}/${f.n} identical`);
  if (opts.keep) console.log(`targets kept in ${opts.keep}`);

  const groups = groupMismatches(results);
  if (groups.size === 0) return 0;
  console.log(`\n${groups.size} kind(s) of mismatch (a target counts under each first-hand field that differs):`);
  for (const [kind, g] of groups) {
    let repro = g.smallest;
    if (opts.shrink) repro = await shrink(repro, kind, options);
    console.log(`\n[${kind}] ${g.count} target(s); ${opts.shrink ? 'shrunk' : 'smallest'} reproducer:`);
    console.log(describeResult(repro));
  }
  return 1;
}

// Stopped by a signal: the temp folders go too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    removeLiveFolders();
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`fuzz: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(2);
  },
);
