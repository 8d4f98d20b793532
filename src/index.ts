// The Action's entry point (bundled into dist/index.js by ncc). A sweep's worker threads run this
// file too (src/sweepPool.ts): in one, the sweep worker has started and the Action must not.
import { run } from './main.js';
import { isSweepWorker } from './sweepWorker.js';

if (!isSweepWorker) await run();
