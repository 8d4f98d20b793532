// The sweep's cap on the heap's growth between collections: set once for the process, never over
// a setting the process was started with.
import { expect, test } from '@jest/globals';
import {
  boundHeapGrowth,
  heapGrowthFlag,
  heapGrowthSetByUser,
  SWEEP_HEAP_GROWTH_PERCENT,
} from '../../src/runtime/heapGrowth.js';

test('a growth setting on the command line or in NODE_OPTIONS is the user’s, and left alone', () => {
  expect(heapGrowthSetByUser([], undefined)).toBe(false);
  expect(heapGrowthSetByUser(['--max-old-space-size=4096'], '--enable-source-maps')).toBe(false);
  expect(heapGrowthSetByUser(['--heap-growing-percent=20'], undefined)).toBe(true);
  expect(heapGrowthSetByUser(['--heap_growing_percent=20'], undefined)).toBe(true);
  expect(heapGrowthSetByUser([], '--enable-source-maps  --heap-growing-percent=200')).toBe(true);
});

test('the flag caps growth at a whole, positive percent', () => {
  expect(heapGrowthFlag(SWEEP_HEAP_GROWTH_PERCENT)).toBe(`--heap-growing-percent=${SWEEP_HEAP_GROWTH_PERCENT}`);
  expect(heapGrowthFlag(0)).toBe('--heap-growing-percent=1');
  expect(heapGrowthFlag(49.6)).toBe('--heap-growing-percent=50');
  expect(SWEEP_HEAP_GROWTH_PERCENT).toBeGreaterThan(0);
  expect(SWEEP_HEAP_GROWTH_PERCENT).toBeLessThan(300);
});

test('boundHeapGrowth sets the cap only when the process has none of its own', () => {
  const own = heapGrowthSetByUser(process.execArgv, process.env.NODE_OPTIONS);
  expect(boundHeapGrowth()).toBe(!own);
});
