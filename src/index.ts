// The Action's entry point (bundled into dist/index.js by ncc).
import { run } from './main.js';

await run();
