// The Action's entry point (bundled into dist/index.js by ncc). A sweep's worker threads run this
// file too (src/sweep/pool.ts): in one, the sweep worker starts and the Action must not. Each is
// loaded only where it runs, so the Action does not load the engine before it needs it.
import { isMainThread, workerData } from 'node:worker_threads';
import { SWEEP_WORKER } from './sweep/types.js';

if (!isMainThread && (workerData as { kind?: unknown } | null)?.kind === SWEEP_WORKER)
  await import('./sweep/worker.js');
else await (await import('./action/main.js')).run();
