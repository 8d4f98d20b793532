// The linearity suite's measure can fail: a scorer known to do quadratic work is judged over the
// limit, and one known to do linear work (allocating as the rules do) within it, through the same
// judged growth, sizes and limits as the suite. Without this, a harness that no longer tells the two
// apart (as when the CPU time of a collection's helper threads was added to every timed run) would
// pass every rule and look like proof.
import { describe, expect, test } from '@jest/globals';
import { judgedGrowth, LINEAR_GROWTH_MAX, type GrowthLimits } from '../helpers/growth.js';

/** The suite's `npm test` sizes (see linearity.test.ts). */
const LIMITS: GrowthLimits = { n: 12 * 1024, maxN: 12 * 1024, maxRounds: 5 };

/**
 * A search from every eighth character to the end of the text: n²/16 character reads, some 10 ms
 * at the smaller size (a slower search makes each of the judged rounds slower, not surer).
 */
function quadraticScorer(text: string): number {
  let found = 0;
  for (let start = 0; start < text.length; start += 8) {
    for (let i = start; i < text.length; i++) if (text.charCodeAt(i) === 0) found++;
  }
  return found;
}

/**
 * Whitespace squeezed and words counted: passes over the text and garbage in proportion to it, as
 * the rules make. No array of every word: one of 18,000 entries crosses V8's large-object size at
 * the larger size, and its time steps up there (the suite's shapes meet that step too).
 */
function linearScorer(text: string): number {
  const squeezed = text.replace(/\s+/g, ' ').toLowerCase();
  const word = /\w+/g;
  let words = 0;
  while (word.exec(squeezed)) words++;
  return words;
}

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** Shapes that differ in what the runtime does with them: one-byte, two-byte, one line, many lines. */
const SHAPES: Array<[string, (n: number) => string]> = [
  ['one line of words', (n) => fill('output the format and return json ', n)],
  ['lines of non-ASCII words', (n) => fill('déjà vu\n', n)],
];

describe('the linearity measure', () => {
  test.each(SHAPES)('flags a quadratic scorer on %s', async (_name, shape) => {
    const g = await judgedGrowth(quadraticScorer, shape, LIMITS);
    expect(g.ratio).toBeGreaterThan(LINEAR_GROWTH_MAX);
  });

  test.each(SHAPES)('passes a linear scorer on %s', async (_name, shape) => {
    const g = await judgedGrowth(linearScorer, shape, LIMITS);
    expect(g.ratio).toBeLessThanOrEqual(LINEAR_GROWTH_MAX);
  });
});
