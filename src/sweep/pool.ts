// Scoring a sweep's targets on worker threads across the machine's cores. Each worker scores whole
// chunks of targets with the same code as the main thread (src/sweep/score.ts), which scores chunks
// too; the outcomes come back in the targets' order, the progress callback runs once per target on
// the main thread, and a plugin and its skills that are targets stay in one chunk, so that they
// share their reading and static scoring as in one thread (src/read/shared.ts).
//
// Only worth it when scoring is CPU work on files: a disk source (memory and git sources stay in
// this thread), no LLM layers (those sweeps wait on the network), enough targets, and CPUs that
// other work leaves idle: a worker costs CPU of its own (loading the engine, compiling it again,
// copying the results), which a machine already busy pays in wall time.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { EvaluateOptions } from '../engine/evaluate.js';
import { DiskSource, type FileSource } from '../read/source.js';
import { scoreInProcess, type ScoreOptions, type SweepTarget } from './score.js';
import type { EvalOutcome } from '../contract/types.js';
import { SWEEP_WORKERS } from '../contract/weights.js';

import { SWEEP_WORKER } from './types.js';

export { SWEEP_WORKER };

export interface PoolOptions extends ScoreOptions {
  /**
   * Threads that score, the main thread included: absent or 1 scores in this thread only (on the
   * 2-CPU machine measured, worker threads cost more CPU and wall time than they saved); `auto`, as
   * many as the machine's load leaves idle CPUs when the sweep is large enough.
   */
  workers?: number | 'auto';
  /** Limits of each worker's heap (a worker that runs out is replaced by the main thread). */
  workerLimits?: ResourceLimits;
  /** Told at the end how the targets were shared out. */
  onThreads?: (stats: ThreadStats) => void;
}

/** How a sweep's targets were shared out between the threads. */
export interface ThreadStats {
  /** Threads that scored, the main one included. */
  threads: number;
  /** Targets scored by worker threads. */
  workerTargets: number;
  /** Workers that failed (their unfinished chunks were scored by the main thread). */
  failedWorkers: number;
}

/** What a worker is started with: the source's root and the options common to every target. */
export interface WorkerSetup {
  kind: typeof SWEEP_WORKER;
  root: string;
  options: EvaluateOptions & { concurrency?: number };
  /** Whether the main thread wants the targets' warnings. */
  warn: boolean;
}

/** One chunk to score, and each target's own options (resolved in the main thread). */
export interface ChunkMessage {
  id: number;
  targets: SweepTarget[];
  extras: Partial<EvaluateOptions>[] | null;
}

/** A scored chunk: its outcomes in order and the warnings its targets gave, in the order given. */
export interface ChunkDone {
  id: number;
  outcomes: EvalOutcome[];
  warnings: string[];
}

/**
 * Each worker's old generation when the caller sets no limits: V8 lets an unbounded heap grow to
 * several times its live data between collections, and a worker's live data (its caches and a
 * chunk's results) stays near 50 MB. A worker that runs out fails and this thread scores its chunk.
 */
export const DEFAULT_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 160 };

/** The worker's own entry file, beside this module in build/. */
const WORKER_FILE = './worker.js';
/** The bundle's entry, beside the chunk this module is in (dist/). */
const BUNDLE_ENTRY = './index.js';

/**
 * The file a worker runs: build/sweep/worker.js beside build/sweep/pool.js; in the ncc bundle, where
 * this module is in one of the chunks of dist/, the bundle's entry dist/index.js (src/index.ts
 * starts the worker instead of the Action when it is loaded in one). Null when neither is there
 * (the sources run as TypeScript).
 */
let entry: URL | null | undefined;
export function workerEntry(): URL | null {
  if (entry !== undefined) return entry;
  // Read into a variable: ncc would otherwise take `new URL('…', import.meta.url)` for an asset to copy.
  const here = import.meta.url;
  let url: URL | null = null;
  if (here.endsWith('/sweep/pool.js')) url = new URL(WORKER_FILE, here);
  else if (here.endsWith('.js') || here.endsWith('.mjs')) url = new URL(BUNDLE_ENTRY, here);
  try {
    entry = url && existsSync(fileURLToPath(url)) ? url : null;
  } catch {
    entry = null;
  }
  return entry;
}

/**
 * How many threads score these targets, the main thread included (1: this thread only). Workers
 * need a plain disk source (re-opened in each worker), no LLM layers and no work shared by the
 * caller, and `workers` above 1; with `auto`, also SWEEP_WORKERS.minTargets targets and more than
 * one idle CPU (automaticThreads). `machine` is this machine unless a test says otherwise.
 */
export function sweepThreads(
  source: FileSource,
  targets: readonly SweepTarget[],
  options: PoolOptions,
  machine: { cpus: number; load: number } = { cpus: availableParallelism(), load: loadavg()[0] },
): number {
  const requested = options.workers;
  if (requested === undefined || (requested !== 'auto' && requested <= 1)) return 1;
  if (!(source instanceof DiskSource) || Object.getPrototypeOf(source) !== DiskSource.prototype) return 1;
  if (options.llm || options.shared !== undefined) return 1;
  const chunks = Math.ceil(targets.length / SWEEP_WORKERS.chunkTargets);
  const wanted =
    requested !== 'auto'
      ? requested
      : targets.length >= SWEEP_WORKERS.minTargets
        ? automaticThreads(machine.cpus, machine.load)
        : 1;
  const threads = Math.min(Math.floor(wanted), SWEEP_WORKERS.maxThreads, chunks);
  if (threads <= 1 || workerEntry() === null) return 1;
  return threads;
}

/**
 * Threads for a large sweep when none were asked for: one per CPU that the last minute's load
 * average leaves idle, this one's included (the load is 0 where the system does not report it).
 */
export function automaticThreads(cpus: number, load: number): number {
  return Math.max(1, Math.min(cpus, Math.round(cpus - load)));
}

/**
 * Consecutive targets cut into chunks of about SWEEP_WORKERS.chunkTargets, never between a plugin and a
 * skill of its own that is a target (`<plugin>/skills/<name>`, the skills it reads): indexes into targets.
 */
export function chunkTargets(targets: readonly SweepTarget[], size: number = SWEEP_WORKERS.chunkTargets): number[][] {
  const normal = (p: string): string => (p === '.' ? '' : p);
  const plugins = new Set(targets.filter((t) => t.kind === 'plugin').map((t) => normal(t.path)));
  // Each target's group: its plugin's path for such a skill, its own path otherwise.
  const groupOf = (t: SweepTarget): string => {
    const p = normal(t.path);
    if (t.kind !== 'skill') return p;
    const skillsDir = p.slice(0, Math.max(0, p.lastIndexOf('/')));
    const slash = skillsDir.lastIndexOf('/');
    if (skillsDir === '' || skillsDir.slice(slash + 1) !== 'skills') return p;
    const plugin = slash < 0 ? '' : skillsDir.slice(0, slash);
    return plugins.has(plugin) ? plugin : p;
  };
  const groups = new Map<string, number[]>();
  targets.forEach((t, i) => {
    const owner = groupOf(t);
    const key = t.kind === 'plugin' || owner !== normal(t.path) ? `plugin:${owner}` : `skill:${owner}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  const chunks: number[][] = [];
  let current: number[] = [];
  for (const g of groups.values()) {
    current.push(...g);
    if (current.length >= size) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** The options every worker gets: the caller's, less what lives in this thread (callbacks, shared work). */
function commonOptions(options: PoolOptions): WorkerSetup['options'] {
  const {
    onProgress: _p,
    optionsFor: _o,
    warn: _w,
    shared: _s,
    llm: _l,
    workers: _n,
    workerLimits: _r,
    onThreads: _t,
    onOutcome: _c,
    ...rest
  } = options as PoolOptions & Record<string, unknown>;
  const common: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (typeof v !== 'function') common[k] = v;
  return common as unknown as WorkerSetup['options'];
}

/** What the threads of one scoreOnThreads call share: the queue of chunks, the outcomes, the counts. */
interface PoolState {
  source: DiskSource;
  targets: readonly SweepTarget[];
  options: PoolOptions;
  outcomes: EvalOutcome[];
  queue: number[][];
  /** Chunks a failed worker left, for this thread only. */
  retry: number[][];
  done: number;
  /** Workers still scoring. */
  running: number;
  stats: ThreadStats;
  /** Wakes this thread when it waits on the workers. */
  wake: (() => void) | null;
}

function signal(state: PoolState): void {
  const w = state.wake;
  state.wake = null;
  w?.();
}

/** Takes in the outcomes of a scored chunk: warnings, progress, and each outcome at its target's index. */
function finish(
  state: PoolState,
  chunk: readonly number[],
  scored: readonly EvalOutcome[],
  warnings: readonly string[],
): void {
  const { options, targets, outcomes } = state;
  for (const m of warnings) options.warn?.(m);
  chunk.forEach((index, k) => {
    state.done += 1;
    options.onProgress?.(state.done, targets.length, scored[k]);
    outcomes[index] = options.onOutcome ? options.onOutcome(index, scored[k]) : scored[k];
  });
}

/**
 * Starts one worker (added to `workers`) that takes chunks from the queue, two at a time, and gives
 * back what it had not finished when it fails. False when the worker cannot start.
 */
function startWorker(state: PoolState, setup: WorkerSetup, workers: Worker[]): boolean {
  const { options, targets } = state;
  let worker: Worker;
  try {
    worker = new Worker(workerEntry()!, {
      workerData: setup,
      resourceLimits: options.workerLimits ?? DEFAULT_WORKER_LIMITS,
    });
  } catch {
    // Options that cannot be sent to a thread: this thread scores them all.
    return false;
  }
  workers.push(worker);
  state.running += 1;
  const inFlight = new Map<number, number[]>();
  let nextId = 0;
  let alive = true;
  const feed = () => {
    const chunk = state.queue.shift();
    if (!chunk) return;
    const id = nextId++;
    inFlight.set(id, chunk);
    const extras = options.optionsFor ? chunk.map((i) => options.optionsFor!(targets[i])) : null;
    const message: ChunkMessage = { id, targets: chunk.map((i) => targets[i]), extras };
    try {
      worker.postMessage(message);
    } catch {
      inFlight.delete(id);
      state.retry.push(chunk);
      void worker.terminate();
    }
  };
  worker.on('message', (msg: ChunkDone) => {
    const chunk = inFlight.get(msg.id);
    if (!chunk || !alive) return;
    inFlight.delete(msg.id);
    state.stats.workerTargets += chunk.length;
    finish(state, chunk, msg.outcomes, msg.warnings);
    feed();
    if (inFlight.size === 0) {
      // Nothing left to hand out: this worker is done.
      alive = false;
      state.running -= 1;
      signal(state);
    }
  });
  const fail = () => {
    if (!alive) return;
    alive = false;
    state.running -= 1;
    state.stats.failedWorkers += 1;
    for (const chunk of inFlight.values()) state.retry.push(chunk);
    inFlight.clear();
    signal(state);
  };
  worker.on('error', fail);
  worker.on('messageerror', () => void worker.terminate());
  worker.on('exit', fail);
  // Two chunks each: the next is waiting while one is scored.
  feed();
  feed();
  if (inFlight.size === 0) {
    alive = false;
    state.running -= 1;
  }
  return true;
}

/** This thread takes chunks from the same queue, then what failed workers left, until the workers are done. */
async function scoreHere(state: PoolState): Promise<void> {
  const { source, targets, options } = state;
  for (;;) {
    const chunk = state.queue.shift() ?? state.retry.shift();
    if (chunk) {
      // Warnings go straight to the caller here; progress is counted with the workers' targets.
      const scored = await scoreInProcess(
        source,
        chunk.map((i) => targets[i]),
        { ...options, onProgress: undefined, onOutcome: undefined },
      );
      finish(state, chunk, scored, []);
      // Let the workers' messages in (scoring may not have yielded to them), then the next chunk.
      await new Promise<void>((resolve) => setImmediate(resolve));
      continue;
    }
    if (state.running === 0) break;
    await new Promise<void>((resolve) => {
      state.wake = resolve;
    });
  }
}

/**
 * Scores targets on `threads` threads: threads − 1 workers and this one, taking chunks from one
 * queue. A worker that fails (or cannot start) gives its unfinished chunk back to this thread,
 * which scores it as it would have; the workers are ended before this returns.
 */
export async function scoreOnThreads(
  source: DiskSource,
  targets: readonly SweepTarget[],
  options: PoolOptions,
  threads: number,
): Promise<EvalOutcome[]> {
  const state: PoolState = {
    source,
    targets,
    options,
    outcomes: new Array(targets.length),
    queue: chunkTargets(targets),
    retry: [],
    done: 0,
    running: 0,
    stats: { threads, workerTargets: 0, failedWorkers: 0 },
    wake: null,
  };
  const setup: WorkerSetup = {
    kind: SWEEP_WORKER,
    root: source.root,
    options: commonOptions(options),
    warn: options.warn !== undefined,
  };
  const workers: Worker[] = [];
  try {
    for (let n = 1; n < threads; n++) if (!startWorker(state, setup, workers)) break;
    state.stats.threads = 1 + workers.length;
    await scoreHere(state);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  options.onThreads?.(state.stats);
  return state.outcomes;
}
