// `npm run bench`: how long one `report` sweep takes, per target, against the cost of just reading
// the same files and against the reference's recorded time (bench/baseline.json), at three sizes
// to show the time per target stays flat as the tree doubles. Prints figures; asserts nothing.
//
// BENCH_OLD=<a checkout of another version, built> also times that version's CLI side by side with
// this one on the 700-target tree (runs alternating) and prints the ratios: the honest comparison
// on a shared machine, where both see the same load.
//
// BENCH_TREE=DIR times `report` over a tree of real repositories against the floor instead, and
// BENCH_SCALE=10 adds the 10×/1× run (bench/real.mjs).
//
// The tree (bench/tree.mjs) is generated in a temp folder: plugins (manifest, 3 skills, 1 agent;
// each plugin and each of its skills is a target) and standalone skills of varied size and quality.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateTree } from './tree.mjs';
import { WORST_CASE_SHAPES } from './shapes.mjs';
import { DiskSource, MemorySource } from '../build/read/source.js';
import { runSweep, summarise, writeSweep } from '../build/sweep/run.js';
import { scoreSnapshot } from '../build/engine/evaluate.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BIN = path.join(HERE, '..', 'bin', 'plugin-eval.js');
/** Preloaded into each timed CLI run: prints the process's CPU time at exit. */
const CPU_AT_EXIT = path.join(HERE, 'cpu-at-exit.mjs');
/** Reads the tree and writes same-sized files, nothing else: the floor under any Node implementation. */
const FLOOR = path.join(HERE, 'floor.mjs');
/** Another version's checkout (built) to time side by side with this one. */
const OLD = process.env.BENCH_OLD ? path.resolve(process.env.BENCH_OLD) : null;
/** BENCH_SIZES=700 and BENCH_REPEATS=3 make a quicker run. */
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [350, 700, 1400];
const REPEATS = Number(process.env.BENCH_REPEATS) || 5;
/** The reference's recorded time per target (see the file's comment). */
const BASELINE = JSON.parse(readFileSync(path.join(HERE, 'baseline.json'), 'utf8'));
const CONCURRENCY = 4;
/** BENCH_WORKERS=N scores on N threads (`--workers N`; 1 = the main thread only); absent: the automatic choice. */
const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : undefined;

// ---- measurements ---------------------------------------------------------------------------

/** Reading only: walk the tree and read every file once (what any scorer must at least do). */
async function readAll(dir, into = null, prefix = '') {
  let bytes = 0;
  let files = 0;
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (into) into.addDir(rel);
      const r = await readAll(p, into, rel);
      bytes += r.bytes;
      files += r.files;
    } else if (entry.isFile()) {
      const data = await fsp.readFile(p);
      if (into) into.add(rel, data);
      bytes += data.length;
      files += 1;
    }
  }
  return { bytes, files };
}

async function time(fn) {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median time of `fn` over REPEATS runs after one warm-up run (JIT, page cache). */
async function timed(fn) {
  let value = await fn();
  const times = [];
  for (let i = 0; i < REPEATS; i++) {
    const r = await time(fn);
    times.push(r.ms);
    value = r.value;
  }
  return { ms: median(times), value };
}

/** One `report --no-html` run of a CLI through its bin: exit code, wall ms, and the process's CPU ms. */
function cliRun(bin, root, out) {
  const t0 = performance.now();
  const workers = WORKERS === undefined || bin !== BIN ? [] : ['--workers', String(WORKERS)];
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(CPU_AT_EXIT).href,
      bin,
      'report',
      root,
      '--depth',
      'quick',
      '--no-html',
      '--output-dir',
      out,
      ...workers,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const wallMs = performance.now() - t0;
  const cpu = /bench-cpu-us (\d+)/.exec(run.stderr ?? '');
  // The CLI says "… on N threads" when worker threads scored too.
  const threads = /target\(s\) in \d+ ms on (\d+) threads/.exec(run.stderr ?? '');
  return {
    status: run.status,
    wallMs,
    cpuMs: cpu ? Number(cpu[1]) / 1000 : NaN,
    threads: threads ? Number(threads[1]) : 1,
  };
}

/** Median wall and CPU of REPEATS whole-process runs of the floor (bench/floor.mjs) after a warm-up. */
function timeFloor(root, reportsDir, scratch) {
  mkdirSync(scratch, { recursive: true });
  const sizesFile = path.join(scratch, 'sizes.json');
  writeFileSync(
    sizesFile,
    JSON.stringify(readdirSync(reportsDir).map((name) => statSync(path.join(reportsDir, name)).size)),
  );
  const once = () => {
    rmSync(path.join(scratch, 'out'), { recursive: true, force: true });
    const t0 = performance.now();
    const run = spawnSync(
      process.execPath,
      ['--import', pathToFileURL(CPU_AT_EXIT).href, FLOOR, root, path.join(scratch, 'out'), sizesFile],
      { encoding: 'utf8' },
    );
    const wallMs = performance.now() - t0;
    const cpu = /bench-cpu-us (\d+)/.exec(run.stderr ?? '');
    return { wallMs, cpuMs: cpu ? Number(cpu[1]) / 1000 : NaN };
  };
  once();
  const runs = Array.from({ length: REPEATS }, once);
  return { wallMs: median(runs.map((r) => r.wallMs)), cpuMs: median(runs.map((r) => r.cpuMs)) };
}

/** Median wall and CPU of REPEATS CLI runs after a warm-up; with `other`, the two alternate (A B A B …). */
function timeCli(root, out, other = null) {
  const runs = { self: [], other: [] };
  cliRun(BIN, root, out);
  if (other) cliRun(other, root, `${out}-other`);
  for (let i = 0; i < REPEATS; i++) {
    runs.self.push(cliRun(BIN, root, out));
    if (other) runs.other.push(cliRun(other, root, `${out}-other`));
  }
  const summary = (rs) =>
    rs.length === 0
      ? null
      : {
          wallMs: median(rs.map((r) => r.wallMs)),
          cpuMs: median(rs.map((r) => r.cpuMs)),
          status: rs.find((r) => r.status !== 0)?.status ?? 0,
          threads: Math.max(...rs.map((r) => r.threads)),
        };
  return { self: summary(runs.self), other: summary(runs.other) };
}

async function measure(targets, sideBySide = false) {
  const base = mkdtempSync(path.join(os.tmpdir(), `plugin-eval-bench-${targets}-`));
  const root = path.join(base, 'tree');
  const out = path.join(base, 'out');
  try {
    const shape = generateTree(root, targets);

    // 1. Reading only.
    const read = await timed(() => readAll(root));
    // 2. Scoring only: the same sweep over the files held in memory (no file system at all).
    const memory = new MemorySource({}, 'memory', 'base');
    await readAll(root, memory, 'tree');
    const inMemory = await timed(() => runSweep(memory, 'tree', { depth: 'quick', concurrency: CONCURRENCY }));
    // 3. The report run: discover, read and score from disk, summarise, write the files.
    const source = new DiskSource(base);
    const report = await timed(async () => {
      const run = await runSweep(source, 'tree', { depth: 'quick', concurrency: CONCURRENCY, workers: WORKERS });
      const t = performance.now();
      await writeSweep(out, run.outcomes, summarise(run.outcomes, { root: 'tree', depth: 'quick' }));
      return { run, writeMs: performance.now() - t };
    });
    // 4. The same through the command line, node start-up included, as the baseline was measured:
    //    `report --no-html`, JSON reports written, median of REPEATS after a warm-up; wall and CPU.
    const loadBefore = os.loadavg()[0];
    const cliOut = path.join(base, 'cli');
    const cli = timeCli(root, cliOut, sideBySide ? path.join(OLD, 'bin', 'plugin-eval.js') : null);
    const cliExit = cli.self.status;
    const floor = timeFloor(root, cliOut, path.join(base, 'floor'));
    const run = report.value.run;
    return {
      targets: run.targets.length,
      plugins: shape.plugins,
      files: read.value.files,
      bytes: read.value.bytes,
      errors: run.outcomes.filter((o) => !o.ok).length,
      cliExit,
      readMs: read.ms,
      scoreMs: inMemory.ms,
      reportMs: report.ms,
      writeMs: report.value.writeMs,
      threads: run.threads,
      cliThreads: cli.self.threads,
      cliMs: cli.self.wallMs,
      cliCpuMs: cli.self.cpuMs,
      old: cli.other,
      floorMs: floor.wallMs,
      reports: readdirSync(cliOut).length,
      floorCpuMs: floor.cpuMs,
      load: (loadBefore + os.loadavg()[0]) / 2,
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

// BENCH_TREE=DIR: the real-tree bench (bench/real.mjs) instead of the generated trees.
if (process.env.BENCH_TREE) {
  const { benchTree } = await import('./real.mjs');
  benchTree(path.resolve(process.env.BENCH_TREE), { repeats: REPEATS, scale: Number(process.env.BENCH_SCALE) || 0 });
  process.exit(0);
}

const f1 = (x) => x.toFixed(1);
const f2 = (x) => x.toFixed(2);
const rows = [];
for (const size of SIZES) rows.push(await measure(size, OLD !== null && size === BASELINE.targets));

const refMs = BASELINE.reference_ms_per_target;
const refCpuMs = BASELINE.reference_cpu_ms_per_target;
console.log(
  `plugin-eval bench: one \`report\` sweep at depth quick, concurrency ${CONCURRENCY}, median of ${REPEATS} runs after a warm-up (node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})\n`,
);
console.log(
  'targets  files    MiB  read ms  score ms  report ms  (write ms)  ms/target  score/read  report/read  threads  CLI wall ms  CLI CPU ms  CLI CPU ms/target  load',
);
for (const r of rows) {
  console.log(
    [
      String(r.targets).padStart(7),
      String(r.files).padStart(6),
      f2(r.bytes / 2 ** 20).padStart(6),
      f1(r.readMs).padStart(8),
      f1(r.scoreMs).padStart(9),
      f1(r.reportMs).padStart(10),
      `(${f1(r.writeMs)})`.padStart(11),
      f2(r.reportMs / r.targets).padStart(10),
      `${f1(r.scoreMs / r.readMs)}×`.padStart(11),
      `${f1(r.reportMs / r.readMs)}×`.padStart(12),
      `${r.threads}/${r.cliThreads}`.padStart(8),
      f1(r.cliMs).padStart(12),
      f1(r.cliCpuMs).padStart(11),
      f2(r.cliCpuMs / r.targets).padStart(18),
      f1(r.load).padStart(5),
    ].join(' '),
  );
}
const [small, mid, big] = rows.length === 3 ? rows : [rows[0], rows[0], rows[0]];
const ratio = (a, b, k) => `${f2(b[k] / a[k])}×`;
if (rows.length === 3)
  console.log(
    `\nlinearity (time ratio for 2× the targets): ${small.targets}→${mid.targets}: report ${ratio(small, mid, 'reportMs')}, score ${ratio(small, mid, 'scoreMs')}, CLI CPU ${ratio(small, mid, 'cliCpuMs')}; ` +
      `${mid.targets}→${big.targets}: report ${ratio(mid, big, 'reportMs')}, score ${ratio(mid, big, 'scoreMs')}, CLI CPU ${ratio(mid, big, 'cliCpuMs')}`,
  );

// Against the reference. It ran elsewhere at 1/0.87 of the old code's speed, so its time is 0.87 × the
// old code's; the recorded figures are the old code's, timed here (see bench/baseline.json).
const speedVsReference = (oldMs, newMs) =>
  BASELINE.reference_speed_vs_old === undefined ? NaN : (oldMs / newMs) * BASELINE.reference_speed_vs_old;
const at = rows.find((r) => r.targets === BASELINE.targets) ?? mid;
console.log(
  `\nagainst the reference (recorded in bench/baseline.json, ${BASELINE.targets} targets, load ${BASELINE.load_average} then): ` +
    `CPU ${f2(refCpuMs)} ms per target, wall ${f2(refMs)} ms per target. Here at ${at.targets} targets: ` +
    `CPU ${f2(at.cliCpuMs / at.targets)} ms per target → ${f1(refCpuMs / (at.cliCpuMs / at.targets))}× the reference's speed by CPU; ` +
    `wall ${f2(at.cliMs / at.targets)} ms per target → ${f1(refMs / (at.cliMs / at.targets))}× by wall at load ${f1(at.load)} (wall is only comparable at a like load).`,
);
if (at.old) {
  const cpuRatio = at.old.cpuMs / at.cliCpuMs;
  const wallRatio = at.old.wallMs / at.cliMs;
  console.log(
    `side by side with ${OLD} (runs alternating, medians of ${REPEATS}): old CPU ${f1(at.old.cpuMs)} ms, this ${f1(at.cliCpuMs)} ms (${f2(cpuRatio)}× faster); ` +
      `old wall ${f1(at.old.wallMs)} ms, this ${f1(at.cliMs)} ms (${f2(wallRatio)}× faster). If the other version is the baseline's old code: ` +
      `${f2(speedVsReference(at.old.cpuMs, at.cliCpuMs))}× the reference's speed by CPU, ${f2(speedVsReference(at.old.wallMs, at.cliMs))}× by wall.`,
  );
} else {
  console.log(
    '(BENCH_OLD=<a built checkout of the old code> times it side by side with this one, the figure to quote on a shared machine.)',
  );
}
// The floor: no scoring code can make the CLI faster than a process that only reads the tree and writes
// the reports' bytes, so the reference's time over the floor's bounds any speed-up a rewrite could show.
console.log(
  `floor at ${at.targets} targets (bench/floor.mjs: start Node, read every file once, write ${at.reports} files of the reports' sizes; nothing parsed or scored): ` +
    `wall ${f1(at.floorMs)} ms, CPU ${f1(at.floorCpuMs)} ms; the CLI takes ${f2(at.cliMs / at.floorMs)}× its wall and ${f2(at.cliCpuMs / at.floorCpuMs)}× its CPU. ` +
    `At most ${f1(refCpuMs / (at.floorCpuMs / at.targets))}× the reference's speed by CPU for any Node implementation on this machine` +
    (at.old
      ? `; side by side, ${f2(speedVsReference(at.old.cpuMs, at.floorCpuMs))}× by CPU and ${f2(speedVsReference(at.old.wallMs, at.floorMs))}× by wall.`
      : '.'),
);
console.log(
  '\nread = walk the tree and read every file once; score = the whole sweep (discover, parse, score every target) over those files held in memory; ' +
    'report = the sweep from disk plus writing one JSON and one HTML page per target and the summaries (write ms of it in brackets); ' +
    "CLI = `node bin/plugin-eval.js report --no-html` end to end (start-up, JSON reports written), as the baseline was measured; its CPU is the process's own (every thread). " +
    'threads = threads that scored (the main one included) in the report run / in the CLI runs: worker threads score a sweep from disk of 200 targets or more, one per CPU the load leaves idle (BENCH_WORKERS=N sets the number, 1 = none); the in-memory score run is on one thread. ' +
    "A plugin's skills that are also targets are read and scored once for both.",
);
if (rows.some((r) => r.errors > 0 || r.cliExit !== 0))
  console.log(`note: errors ${rows.map((r) => r.errors).join('/')}, CLI exit ${rows.map((r) => r.cliExit).join('/')}`);

// ---- worst-case text ------------------------------------------------------------------------
// One SKILL.md of 1 MB (the size cap) in each adversarial shape, scored as a quick run scores it,
// with both methods: every rule is linear, so none may take more than WORST_CASE_LIMIT_MS.
const WORST_CASE_BYTES = 1024 * 1024;
const WORST_CASE_LIMIT_MS = 2000;
const snapshotOf = (text) => ({
  kind: 'skill',
  path: 'worst',
  dirName: 'worst',
  file: 'worst/SKILL.md',
  bytes: new TextEncoder().encode(text),
  references: null,
  assets: null,
  crossRefExists: {},
  readFindings: [],
});
let worst = { ms: 0, shape: '', method: '' };
console.log(
  `\nworst-case text: one ${WORST_CASE_BYTES / 1024} KiB SKILL.md per shape, scored at depth quick (limit ${WORST_CASE_LIMIT_MS} ms)`,
);
for (const [name, make] of WORST_CASE_SHAPES) {
  const text = make(WORST_CASE_BYTES);
  const cells = [];
  for (const method of ['reference', 'calibrated']) {
    const t = performance.now();
    await scoreSnapshot(snapshotOf(text), { depth: 'quick', method });
    const ms = performance.now() - t;
    cells.push(`${method} ${f1(ms).padStart(7)} ms`);
    if (ms > worst.ms) worst = { ms, shape: name, method };
  }
  console.log(`  ${name.padEnd(38)} ${cells.join('   ')}`);
}
console.log(
  `slowest: ${f1(worst.ms)} ms (${worst.shape}, ${worst.method}) — ${worst.ms < WORST_CASE_LIMIT_MS ? 'under' : 'OVER'} the ${WORST_CASE_LIMIT_MS} ms limit`,
);
