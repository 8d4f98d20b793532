// The deadline's syntax, its publishing margin, and what a call made at a given moment may use
// (a clock is passed in, so nothing here waits).
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  Deadline,
  DeadlineError,
  formatDuration,
  isDeadlineError,
  MAX_DEADLINE_MS,
  MAX_PUBLISH_MARGIN_MS,
  MIN_PUBLISH_MARGIN_MS,
  parseDuration,
  publishMarginMs,
  raceSignal,
  readDeadline,
} from '../../src/runtime/deadline.js';

describe('parseDuration', () => {
  test('plain seconds and number-unit groups', () => {
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration(' 2.5 ')).toBe(2_500);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('1H5S')).toBe(3_605_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('1m500ms')).toBe(60_500);
  });

  test('anything else is refused with the syntax', () => {
    for (const bad of ['', 'soon', '10 m', '-5', '1d', 'm', '5m-', '1e3', 'Infinity', 'NaN']) {
      expect(() => parseDuration(bad)).toThrow(/expected a duration/);
    }
    expect(() => parseDuration('0')).toThrow('above zero');
    expect(() => parseDuration('0m0s')).toThrow('above zero');
    expect(() => parseDuration(`${MAX_DEADLINE_MS / 3_600_000 + 1}h`)).toThrow('at most 168h');
  });

  test('readDeadline labels a plain number as seconds', () => {
    expect(readDeadline(' 90 ')).toEqual({ label: '90s', ms: 90_000 });
    expect(readDeadline('1H30m')).toEqual({ label: '1h30m', ms: 5_400_000 });
  });

  test('formatDuration writes what parseDuration reads', () => {
    for (const ms of [4_000, 1_500, 90_000, 600_000, 5_400_000, 3_605_000])
      expect(parseDuration(formatDuration(ms))).toBe(ms);
    expect(formatDuration(5_400_000)).toBe('1h30m');
  });
});

describe('the publishing margin', () => {
  test('10 % of the deadline, within its floor and ceiling, never more than half', () => {
    expect(publishMarginMs(600_000)).toBe(60_000);
    expect(publishMarginMs(20_000)).toBe(MIN_PUBLISH_MARGIN_MS);
    expect(publishMarginMs(330 * 60_000)).toBe(MAX_PUBLISH_MARGIN_MS);
    expect(publishMarginMs(6_000)).toBe(3_000);
  });
});

describe('Deadline', () => {
  const made: Deadline[] = [];
  afterEach(() => made.splice(0).forEach((d) => d.dispose()));
  function at(totalMs: number): { deadline: Deadline; clock: { t: number } } {
    const clock = { t: 1000 };
    const deadline = new Deadline(totalMs, { label: `${totalMs / 1000}s`, now: () => clock.t });
    made.push(deadline);
    return { deadline, clock };
  }

  test('calls get at most the time left to the work end, then to the deadline once publishing began', () => {
    const { deadline, clock } = at(100_000);
    expect(deadline.marginMs).toBe(10_000);
    expect(deadline.callTimeoutMs(120_000)).toBe(90_000);
    expect(deadline.callTimeoutMs(30_000)).toBe(30_000);
    clock.t += 85_000;
    expect(deadline.callTimeoutMs(120_000)).toBe(5_000);
    expect(deadline.workOver).toBe(false);
    clock.t += 5_000;
    expect(deadline.workOver).toBe(true);
    expect(deadline.expired).toBe(true);
    expect(deadline.callTimeoutMs(120_000)).toBe(1);
    deadline.startPublishing();
    expect(deadline.expired).toBe(false);
    expect(deadline.callTimeoutMs(120_000)).toBe(10_000);
    expect(deadline.signal).toBe(deadline.endSignal);
    clock.t += 10_000;
    expect(deadline.expired).toBe(true);
  });

  test('its note says what it cut, and nothing when it cut nothing', () => {
    const { deadline } = at(100_000);
    expect(deadline.cut).toBe(false);
    expect(deadline.note()).toBeNull();
    deadline.recordCut('model');
    deadline.recordCut('model');
    deadline.recordCut('github', 'listing the files of pull request #3');
    expect(deadline.note()).toBe(
      'The 100s deadline cut the run (10s were kept for publishing): 2 model call(s) were stopped or not made, and what they would ' +
        'have measured is marked unmeasured; GitHub did not answer in time (listing the files of pull request #3). The static layer ' +
        'and everything measured before it are reported.',
    );
    expect(deadline.reason).toBe('deadline: the 100s deadline was reached before this was measured');
  });

  test('its signals abort on their own, the work end first', async () => {
    const deadline = new Deadline(40, { label: '40ms' });
    made.push(deadline);
    expect(deadline.marginMs).toBe(20);
    await new Promise<void>((resolve) => deadline.workSignal.addEventListener('abort', () => resolve()));
    expect(deadline.endSignal.aborted).toBe(false);
    expect(isDeadlineError(deadline.workSignal.reason)).toBe(true);
    await new Promise<void>((resolve) => deadline.endSignal.addEventListener('abort', () => resolve()));
  });
});

describe('raceSignal', () => {
  test('settles with the promise, or with the abort reason when the signal aborts first', async () => {
    const controller = new AbortController();
    await expect(raceSignal(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    const never = new Promise<number>(() => {});
    const raced = raceSignal(never, controller.signal);
    controller.abort(new DeadlineError('stopped'));
    await expect(raced).rejects.toThrow('stopped');
    await expect(raceSignal(Promise.resolve(1), controller.signal)).rejects.toBeInstanceOf(DeadlineError);
  });
});
