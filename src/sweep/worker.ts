// A sweep's worker thread (src/sweep/pool.ts): re-opens the disk source, then scores each chunk of
// targets it is sent with the main thread's code and sends back the outcomes and the warnings.
// Its own entry file in build/, so that a worker loads the engine only; in the ncc bundle,
// src/index.ts imports it and starts no Action in a worker thread.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DiskSource } from '../read/source.js';
import { scoreInProcess, type SweepTarget } from './score.js';
import { SWEEP_WORKER, type ChunkDone, type ChunkMessage, type WorkerSetup } from './pool.js';
import type { EvaluateOptions } from '../engine/evaluate.js';

const setup = workerData as WorkerSetup | null;

/** Whether this thread is a sweep's worker (it then scores the chunks it is sent, and nothing else). */
export const isSweepWorker = !isMainThread && parentPort !== null && setup?.kind === SWEEP_WORKER;

if (isSweepWorker && parentPort && setup) {
  const port = parentPort;
  const source = new DiskSource(setup.root);
  // Chunks are scored one after the other, as they come.
  let turn: Promise<void> = Promise.resolve();
  port.on('message', (msg: ChunkMessage) => {
    turn = turn.then(async () => {
      const warnings: string[] = [];
      const extras = new Map<SweepTarget, Partial<EvaluateOptions>>();
      if (msg.extras) msg.targets.forEach((t, i) => extras.set(t, msg.extras![i]));
      const outcomes = await scoreInProcess(source, msg.targets, {
        ...setup.options,
        warn: setup.warn ? (m) => warnings.push(m) : undefined,
        optionsFor: msg.extras ? (t) => extras.get(t) ?? {} : undefined,
      });
      const done: ChunkDone = { id: msg.id, outcomes, warnings };
      port.postMessage(done);
    });
  });
}
