// The parsers of the command line's option values. Throwing InvalidArgumentError gives commander's one-line usage
// error (exit 2).
import { InvalidArgumentError } from 'commander';
import { parseFailOn, type FailOnKind } from '../rules/suppressions/failOn.js';
import { parseShard, type Shard } from '../sweep/types.js';
import { ON_UNMEASURED_MODES, onUnmeasuredNamed, type OnUnmeasuredMode } from '../composite/measurement.js';
import { readDeadline } from '../runtime/deadline.js';
import { SWEEP_WORKERS } from '../contract/weights.js';
import { CONCURRENCY } from './common.js';

export function parseConcurrency(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < CONCURRENCY.min || n > CONCURRENCY.max) {
    throw new InvalidArgumentError(`expected a whole number from ${CONCURRENCY.min} to ${CONCURRENCY.max}.`);
  }
  return n;
}

/** Limits of --judges and --trigger-reps. */
export const JUDGES = { min: 1, max: 5 } as const;
export const TRIGGER_REPS = { min: 1, max: 10 } as const;
/** Limits of --eval-reps. */
export const EVAL_REPS = { min: 1, max: 10 } as const;

export function wholeNumberIn(limits: { min: number; max: number }) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < limits.min || n > limits.max)
      throw new InvalidArgumentError(`expected a whole number from ${limits.min} to ${limits.max}.`);
    return n;
  };
}

/** `--workers`: a whole number of threads or `auto` (one per CPU the load leaves idle). */
export function threadsOrAuto(value: string): number | 'auto' {
  return value === 'auto' ? 'auto' : wholeNumberIn({ min: 1, max: SWEEP_WORKERS.maxThreads })(value);
}

export function parseSeconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number of seconds.');
  return n;
}

export function parseShardOption(value: string): Shard {
  try {
    return parseShard(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
}

export function parseDeadline(value: string): { label: string; ms: number } {
  try {
    return readDeadline(value);
  } catch (err) {
    throw new InvalidArgumentError(`${(err as Error).message}.`);
  }
}

/** --on-unmeasured fail|neutral|pass (failure and ignore are read as fail and pass). */
export function parseOnUnmeasured(value: string): OnUnmeasuredMode {
  const mode = onUnmeasuredNamed(value);
  if (mode === null || value.trim() === '')
    throw new InvalidArgumentError(`expected ${ON_UNMEASURED_MODES.join(', ')}.`);
  return mode;
}

export function parseUsd(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError('expected an amount in USD, 0 or more.');
  return n;
}

/** --fail-on spec,security */
export function parseFailOnOption(value: string): FailOnKind[] {
  try {
    return parseFailOn(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
}

export function nonNegativeNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError('expected a number, 0 or more.');
  return n;
}

export function wholeNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isSafeInteger(n) || n < 0)
    throw new InvalidArgumentError('expected a whole number, 0 or more.');
  return n;
}
