// How far V8 lets a sweep's heap grow between two full collections. A sweep's live heap stays
// small (40 to 90 MB after a full collection, however large the tree: each report is written as
// it is scored), but on a machine with memory to spare V8 lets the heap grow to four times what a
// collection left before it collects again, so one large target being scored when a collection
// runs sets the process's peak for the rest of the sweep (a 90 MB moment became a 380 MB heap).
// Capping the growth keeps the peak near the live heap; collecting more often cost no CPU on the
// real tree measured (docs/performance.md), since the heap walked is small.
import { setFlagsFromString } from 'node:v8';

/** How much of what a full collection left the heap may grow by before the next (V8's default: up to 300 %). */
export const SWEEP_HEAP_GROWTH_PERCENT = 50;

const FLAG = 'heap-growing-percent';

/** Whether the process was started with its own growth setting (command line or NODE_OPTIONS), which is left alone. */
export function heapGrowthSetByUser(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  const mentions = (arg: string) => arg.replace(/_/g, '-').startsWith(`--${FLAG}`);
  return execArgv.some(mentions) || (nodeOptions ?? '').split(/\s+/).some(mentions);
}

/** The V8 flag that caps the heap's growth at `percent`. */
export function heapGrowthFlag(percent: number): string {
  return `--${FLAG}=${Math.max(1, Math.round(percent))}`;
}

/**
 * Caps the heap's growth between full collections for the rest of the process (its worker threads
 * included), unless the process was started with a setting of its own. Only the garbage
 * collector's pace changes, never what is computed. True when the cap was set.
 */
export function boundHeapGrowth(percent: number = SWEEP_HEAP_GROWTH_PERCENT): boolean {
  if (heapGrowthSetByUser(process.execArgv, process.env.NODE_OPTIONS)) return false;
  setFlagsFromString(heapGrowthFlag(percent));
  return true;
}
