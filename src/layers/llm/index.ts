// The LLM layers, in the order they run and appear in a result: the adapter serves each one
// (result cache, failures) and the engine asks for each one in turn. A new layer is a module
// implementing LlmLayer (./layer.ts) and its line here.
import { evalsLayer } from './evals.js';
import { judgeLayer } from './judge.js';
import type { LlmLayer } from './layer.js';
import { monteCarloLayer } from './monteCarlo/layer.js';

export const LLM_LAYERS: readonly LlmLayer<unknown>[] = [judgeLayer, monteCarloLayer, evalsLayer];
