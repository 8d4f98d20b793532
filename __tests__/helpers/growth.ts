// How a scorer's CPU time grows when its input doubles: the measure the linearity suites judge by,
// and that their self-test proves able to tell a linear scorer from a quadratic one. The two sizes
// timed are n and 4n, and the growth per doubling is the square root of their ratio: over two
// doublings a linear scorer grows 4× and a quadratic one 16×, against a limit of 9×, so a runtime
// step or a noisy run must slow the larger size 2.25× (not 1.5×) to fail a linear rule, or the
// smaller 1.8× (not 1.33×) to pass a quadratic one.
import * as v8 from 'node:v8';
import * as vm from 'node:vm';

/**
 * Allowed growth of the least time when the input doubles (linear: 2×; quadratic: 4×; their
 * midpoint on a log scale 2.83). Under jest on a 2-core machine at load 6 to 11, 1,682 linear pairs
 * of the suite (nine runs) measured 0.8 to 2.8× per doubling (median 1.9), and a quadratic scorer
 * 3.7 to 5.9× (the self-test's and the suite's shapes).
 */
export const LINEAR_GROWTH_MAX = 3;
/** Rounds of one run at each size: at least MIN_ROUNDS, more only while the ratio is over the limit. */
const MIN_ROUNDS = 2;
/** Rounds of the second try, after a ratio over the limit: noise passes, a quadratic shape (4×) does not. */
const RETRY_ROUNDS = 15;
/** Below this CPU time the clock and the garbage collector dominate: shapes are lengthened (up to maxN). */
const MIN_MS = 10;
/** The most times one timed run scores its input (see growth). */
const MAX_REPS = 64;

/** How many times larger the larger input is than the smaller: two doublings. */
export const SPAN = 4;

/** Where a measurement starts and how far it may go. */
export interface GrowthLimits {
  /** Size (characters) of the smaller input to start from; the larger is SPAN times it. */
  n: number;
  /** The most the smaller size grows to when a run is too short to time. */
  maxN: number;
  /** The most rounds of the first try. */
  maxRounds: number;
}

/** Least CPU times of a scorer at sizes n and SPAN × n. */
export interface Growth {
  n: number;
  small: number;
  large: number;
}

// A young-generation collection (scavenge) before each timed run, so that no run pays for the
// short-lived garbage of the one before. Not a full collection: after one, V8 sweeps the old
// generation on helper threads for tens of milliseconds (jest's heap holds hundreds of MB), and
// process.cpuUsage counts every thread of the process. That sweep was added to both sizes alike and
// pulled a quadratic scorer's 3.85× per doubling (plain Node) down to 1.2–3.0× on 30 shapes; after a
// scavenge nothing is left to sweep, and the same scorer measures 3.7–4.0× on them in jest.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

/** Wall time (ms) of one wait for V8's helper threads to finish sweeping. */
const SETTLE_WAIT_MS = 2;
/** The most waits: sweeping a heap of hundreds of MB takes tens of ms. */
const MAX_SETTLE_WAITS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time of the process (ms) since `start`. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * A full collection once per measurement, then waits while the idle process still uses CPU time
 * (its helper threads sweeping) before anything is timed. Scavenges alone let the old generation
 * fill with what they promote (jest's heap reached 950 MB over the suite), and a major collection
 * of it, whose cost is the heap's size and not the run's, then lands in timed runs.
 */
async function collectAllGarbage(): Promise<void> {
  collectGarbage({ type: 'major' });
  for (let wait = 0, quiet = 0; wait < MAX_SETTLE_WAITS && quiet < 2; wait++) {
    const start = process.cpuUsage();
    await sleep(SETTLE_WAIT_MS);
    quiet = cpuSince(start) < SETTLE_WAIT_MS / 10 ? quiet + 1 : 0;
  }
}

/** CPU time of the process (ms) spent in `reps` calls of `fn`. */
async function cpuMs(fn: () => unknown, reps: number): Promise<number> {
  collectGarbage({ type: 'minor' });
  const start = process.cpuUsage();
  for (let i = 0; i < reps; i++) await fn();
  return cpuSince(start);
}

/** Growth of a time per doubling of the input, from the times at n and SPAN × n. */
export const perDoubling = (small: number, large: number): number => Math.sqrt(large / small);

/**
 * Least times at n and SPAN × n over interleaved rounds, n grown until the smaller input takes MIN_MS;
 * where n may grow no more, each timed run scores its input several times instead (the same count
 * at both sizes), so that the process clock's granularity does not decide the ratio.
 */
async function growth(
  score: (text: string) => unknown,
  shape: (n: number) => string,
  limits: GrowthLimits,
  maxRounds: number,
): Promise<Growth> {
  await collectAllGarbage();
  let n = limits.n;
  let reps = 1;
  for (;;) {
    const a = shape(n);
    const b = shape(SPAN * n);
    await score(a); // warm-up (compilation)
    let small = await cpuMs(() => score(a), reps);
    if (small < MIN_MS && 2 * n <= limits.maxN) {
      n *= 2;
      continue;
    }
    if (small < MIN_MS && reps < MAX_REPS) {
      reps *= 2;
      continue;
    }
    let large = await cpuMs(() => score(b), reps);
    for (
      let round = 1;
      round < maxRounds && (round < MIN_ROUNDS || perDoubling(small, large) > LINEAR_GROWTH_MAX);
      round++
    ) {
      small = Math.min(small, await cpuMs(() => score(a), reps));
      large = Math.min(large, await cpuMs(() => score(b), reps));
    }
    // The first run, which decided the repetitions, may have paid for compilation or a collection:
    // when the least time is below MIN_MS after all, the pair is timed again with more repetitions.
    if (small < MIN_MS && reps < MAX_REPS) {
      reps *= 2;
      continue;
    }
    return { n, small, large };
  }
}

/**
 * The growth a test judges: a ratio over the limit is measured once more with many rounds, so that
 * a noisy pair does not fail the suite while a quadratic one, over the limit at every try, does.
 */
export async function judgedGrowth(
  score: (text: string) => unknown,
  shape: (n: number) => string,
  limits: GrowthLimits,
): Promise<Growth & { ratio: number }> {
  let g = await growth(score, shape, limits, limits.maxRounds);
  if (perDoubling(g.small, g.large) > LINEAR_GROWTH_MAX) g = await growth(score, shape, limits, RETRY_ROUNDS);
  return { ...g, ratio: Math.round(perDoubling(g.small, g.large) * 100) / 100 };
}
