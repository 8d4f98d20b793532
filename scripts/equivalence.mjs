// Equivalence check for changes that must not change any report: runs two built checkouts' command
// line, `report --depth quick` with both methods (calibrated and reference), over the same trees and
// compares every file written, byte for byte. The only text allowed to differ is a time stamp or a
// duration (`…duration_ms` in JSON, `N ms` or `N.N s` in the pages), blanked on both sides first.
//
// node scripts/equivalence.mjs OTHER_CHECKOUT [TREE...]
//
// OTHER_CHECKOUT is another version, built (`npx tsc -p tsconfig.build.json` there); this checkout
// must be built too. Trees default to fixtures/, the bench's generated tree (bench/tree.mjs, 700
// targets) and EQUIV_RANDOM=N random targets (default 600) from the parity generator
// (scripts/parity/generate.mjs, seed EQUIV_SEED or 7). Exit 0 when every file matches, 1 otherwise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTree } from '../bench/tree.mjs';
import { generateTargets, writeTargets } from './parity/generate.mjs';

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// EQUIV_METHODS=reference checks one method (a deliberate change to the other).
const METHODS = (process.env.EQUIV_METHODS ?? 'calibrated,reference').split(',');
/** Text that changes from run to run: time stamps (ISO) and durations in milliseconds. */
const VOLATILE = [/"(\w*_)?duration_ms": \d+/g, / · \d+(?:\.\d)? m?s · /g, /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g];

function usage() {
  console.error('usage: node scripts/equivalence.mjs OTHER_CHECKOUT [TREE...]');
  process.exit(2);
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir, prefix = '') {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...filesUnder(path.join(dir, e.name), rel));
    else out.push(rel);
  }
  return out.sort();
}

function runReport(checkout, tree, method, out) {
  const bin = path.join(checkout, 'bin', 'plugin-eval.js');
  const run = spawnSync(
    process.execPath,
    [bin, 'report', tree, '--depth', 'quick', '--method', method, '--output-dir', out],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  return { status: run.status, stdout: run.stdout ?? '', stderr: run.stderr ?? '' };
}

const blank = (text) => VOLATILE.reduce((t, re) => t.replace(re, '<volatile>'), text);

/** Compares two output folders; returns the differences found (at most a few named). */
function compareDirs(a, b) {
  const fa = filesUnder(a);
  const fb = filesUnder(b);
  const problems = [];
  const inB = new Set(fb);
  for (const f of fa) if (!inB.has(f)) problems.push(`only in the other checkout's output: ${f}`);
  const inA = new Set(fa);
  for (const f of fb) if (!inA.has(f)) problems.push(`only in this checkout's output: ${f}`);
  for (const f of fa) {
    if (!inB.has(f)) continue;
    const x = readFileSync(path.join(a, f));
    const y = readFileSync(path.join(b, f));
    if (x.equals(y)) continue;
    if (blank(x.toString('utf8')) !== blank(y.toString('utf8'))) problems.push(`differs: ${f}`);
  }
  return { files: fa.length, problems };
}

function main() {
  const [other, ...treesArg] = process.argv.slice(2);
  if (!other) usage();
  const otherCheckout = path.resolve(other);
  if (!statSync(path.join(otherCheckout, 'build'), { throwIfNoEntry: false })) {
    console.error(`${otherCheckout}/build is missing: build that checkout first`);
    process.exit(2);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pe-equivalence-'));
  let failed = false;
  try {
    const trees = treesArg.map((t) => path.resolve(t));
    if (trees.length === 0) {
      trees.push(path.join(HERE, 'fixtures'));
      const bench = path.join(scratch, 'bench-tree');
      generateTree(bench, 700);
      trees.push(bench);
      const random = path.join(scratch, 'random');
      mkdirSync(random);
      writeTargets(
        random,
        generateTargets(Number(process.env.EQUIV_SEED ?? 7), Number(process.env.EQUIV_RANDOM ?? 600)),
      );
      trees.push(random);
    }
    for (const [i, tree] of trees.entries()) {
      for (const method of METHODS) {
        const outA = path.join(scratch, `out-${i}-${method}-other`);
        const outB = path.join(scratch, `out-${i}-${method}-this`);
        const a = runReport(otherCheckout, tree, method, outA);
        const b = runReport(HERE, tree, method, outB);
        const { files, problems } = compareDirs(outA, outB);
        if (a.status !== b.status) problems.push(`exit codes differ: ${a.status} against ${b.status}`);
        if (blank(a.stdout) !== blank(b.stdout)) problems.push('standard output differs');
        const label = `${tree} --method ${method}`;
        if (problems.length === 0) {
          console.log(`identical: ${label} (${files} files, exit ${b.status})`);
        } else {
          failed = true;
          console.log(`DIFFERENT: ${label} (${problems.length} difference(s))`);
          for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
        }
        rmSync(outA, { recursive: true, force: true });
        rmSync(outB, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(failed ? 'equivalence: DIFFERENCES FOUND' : 'equivalence: every file identical');
  process.exit(failed ? 1 : 0);
}

main();
