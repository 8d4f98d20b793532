// `BENCH_TREE=DIR npm run bench`: `report` over a tree of real skill repositories (any folder; none is
// committed), as a user runs it (default method, HTML pages written, threads chosen as by default),
// timed side by side with the floor (bench/floor.mjs reading every file of the tree and writing
// files of the reports' sizes), runs alternating, medians of BENCH_REPEATS (default 5) after a
// warm-up of each. Prints wall and CPU, the CLI's time over the floor's (the median of the pairs'
// ratios) and the CLI's peak memory.
//
// BENCH_SCALE=10 (or any N) also copies the tree N times under different names (hard links: same
// bytes, other paths) and runs the CLI on one copy and on the N copies, alternating, to print the
// N×/1× time ratio and the peak memory of each (the process's maxRSS, every thread);
// BENCH_SCALE_PAIRS pairs of runs, alternating (default 1: the N× run is long).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BIN = path.join(HERE, '..', 'bin', 'plugin-eval.js');
const CPU_AT_EXIT = pathToFileURL(path.join(HERE, 'cpu-at-exit.mjs')).href;
const FLOOR = path.join(HERE, 'floor.mjs');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f2 = (x) => x.toFixed(2);
const s2 = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One whole-process run: wall ms, CPU ms (every thread) and peak RSS in MB, from the preload. */
function processRun(args) {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, ['--import', CPU_AT_EXIT, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const wallMs = performance.now() - t0;
  const cpu = /bench-cpu-us (\d+)/.exec(run.stderr ?? '');
  const rss = /bench-maxrss-kb (\d+)/.exec(run.stderr ?? '');
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`${args.join(' ')} exited ${run.status}: ${(run.stderr ?? '').slice(-2000)}`);
  return {
    wallMs,
    cpuMs: cpu ? Number(cpu[1]) / 1000 : NaN,
    rssMb: rss ? Number(rss[1]) / 1024 : NaN,
    stderr: run.stderr ?? '',
  };
}

const cliRun = (root, out) => processRun([BIN, 'report', root, '--depth', 'quick', '--output-dir', out]);

/** Every file under `dir`, recursively: the floor writes as many files, of the same sizes. */
function sizesUnder(dir) {
  const sizes = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sizes.push(...sizesUnder(p));
    else sizes.push(statSync(p).size);
  }
  return sizes;
}

/** N copies of `root` under `into`/copy-<i>/ as hard links (cp -al): other names, the same bytes. */
function copies(root, into, n) {
  mkdirSync(into, { recursive: true });
  for (let i = 0; i < n; i++) {
    const r = spawnSync('cp', ['-al', root, path.join(into, `copy-${i}`)]);
    if (r.status !== 0) throw new Error(`cp -al failed: ${r.stderr}`);
  }
}

function summary(runs) {
  return {
    wallMs: median(runs.map((r) => r.wallMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    rssMb: Math.max(...runs.map((r) => r.rssMb)),
  };
}

export function benchTree(root, { repeats = 5, scale = 0 } = {}) {
  const base = mkdtempSync(path.join(os.tmpdir(), 'plugin-eval-bench-real-'));
  try {
    const out = path.join(base, 'out');
    const warm = cliRun(root, out);
    const targets = /(\d+) target\(s\) in/.exec(warm.stderr)?.[1] ?? '?';
    const sizes = sizesUnder(out);
    const sizesFile = path.join(base, 'sizes.json');
    writeFileSync(sizesFile, JSON.stringify(sizes));
    const floorOut = path.join(base, 'floor');
    const floorRun = () => {
      rmSync(floorOut, { recursive: true, force: true });
      return processRun([FLOOR, root, floorOut, sizesFile]);
    };
    floorRun();
    const pairs = [];
    for (let i = 0; i < repeats; i++) pairs.push({ floor: floorRun(), cli: cliRun(root, out) });
    const floor = summary(pairs.map((p) => p.floor));
    const cli = summary(pairs.map((p) => p.cli));
    const wallRatio = median(pairs.map((p) => p.cli.wallMs / p.floor.wallMs));
    const cpuRatio = median(pairs.map((p) => p.cli.cpuMs / p.floor.cpuMs));
    console.log(
      `report over ${root}: ${targets} targets, ${sizes.length} files written (node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`,
    );
    console.log(`  floor  wall ${s2(floor.wallMs)}  CPU ${s2(floor.cpuMs)}  peak ${floor.rssMb.toFixed(0)} MB`);
    console.log(`  CLI    wall ${s2(cli.wallMs)}  CPU ${s2(cli.cpuMs)}  peak ${cli.rssMb.toFixed(0)} MB`);
    console.log(`  CLI / floor (median of ${repeats} alternating pairs): wall ${f2(wallRatio)}×, CPU ${f2(cpuRatio)}×`);
    if (scale > 1) benchScale(root, base, scale);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

function benchScale(root, base, n) {
  const one = path.join(base, 'x1');
  const many = path.join(base, `x${n}`);
  copies(root, one, 1);
  copies(root, many, n);
  const outOne = path.join(base, 'out-x1');
  const outMany = path.join(base, `out-x${n}`);
  const runs = { one: [], many: [] };
  const pairs = Number(process.env.BENCH_SCALE_PAIRS) || 1;
  for (let i = 0; i < pairs; i++) {
    runs.one.push(cliRun(one, outOne));
    runs.many.push(cliRun(many, outMany));
  }
  const a = summary(runs.one);
  const b = summary(runs.many);
  const ratio = median(runs.one.map((r, i) => runs.many[i].wallMs / r.wallMs));
  const cpuRatio = median(runs.one.map((r, i) => runs.many[i].cpuMs / r.cpuMs));
  console.log(`scale: the tree once and ${n} times (hard-linked copies), ${pairs} alternating pair(s), medians`);
  console.log(`  1×   wall ${s2(a.wallMs)}  CPU ${s2(a.cpuMs)}  peak ${a.rssMb.toFixed(0)} MB`);
  console.log(`  ${n}×  wall ${s2(b.wallMs)}  CPU ${s2(b.cpuMs)}  peak ${b.rssMb.toFixed(0)} MB`);
  console.log(
    `  ${n}× / 1×: wall ${f2(ratio)}×, CPU ${f2(cpuRatio)}× (at most ${n + 1}× wanted); peak memory ${b.rssMb.toFixed(0)} MB (under 500 MB wanted)`,
  );
}
