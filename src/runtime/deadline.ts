// The run's deadline (`--deadline`, Action input `deadline`): one object every network call obeys.
// It has two instants. At the work end (the deadline less a margin kept for publishing) no new
// model call is started, calls in flight are stopped, and what they would have measured is
// unmeasured; GitHub calls made while scoring stop too. The margin is for publishing: the comment
// and the check run may use it up to the deadline itself. Nothing here touches the network.
import { setMaxListeners } from 'node:events';

/** Duration units of `--deadline` / `deadline`, in milliseconds. */
const UNIT_MS: Readonly<Record<string, number>> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };
/** Longest deadline accepted (a week; longer timers are not kept exactly by Node). */
export const MAX_DEADLINE_MS = 7 * 24 * 3_600_000;
/** Share of the deadline kept for publishing (report files, summary, outputs, comment, check run). */
export const PUBLISH_MARGIN_SHARE = 0.1;
/** The publishing margin is at least this long (a short deadline still leaves time to post)… */
export const MIN_PUBLISH_MARGIN_MS = 5_000;
/** …and at most this long. */
export const MAX_PUBLISH_MARGIN_MS = 5 * 60_000;
/**
 * The Action's deadline when the input is empty: 5 h 30 min, inside GitHub's default job timeout of
 * 6 h with half an hour for the steps before it. A job GitHub kills publishes nothing; a run that
 * reaches this deadline still posts its comment, check run and reports. `none` turns it off.
 */
export const DEFAULT_ACTION_DEADLINE = '330m';
/** What the `deadline` input takes to have none. */
export const NO_DEADLINE = 'none';
/** Every unmeasured reason the deadline gives starts with this. */
export const DEADLINE_REASON_PREFIX = 'deadline';

export const DURATION_SYNTAX = 'a duration such as 90s, 10m, 1h30m or 500ms (a plain number is seconds)';

/**
 * Parses a duration: a plain number of seconds (`90`, `2.5`), or number-unit groups with units h,
 * m, s, ms (`10m`, `1h30m`, `90s`). Throws an Error naming the syntax; the value must be positive
 * and at most MAX_DEADLINE_MS.
 */
export function parseDuration(text: string): number {
  const raw = text.trim().toLowerCase();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(raw)) ms = Number(raw) * 1000;
  else if (/^(\d+(\.\d+)?(ms|h|m|s))+$/.test(raw)) {
    ms = 0;
    for (const m of raw.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) ms += Number(m[1]) * UNIT_MS[m[2]!]!;
  } else throw new Error(`expected ${DURATION_SYNTAX}, got "${text.trim()}"`);
  ms = Math.round(ms);
  if (!(ms > 0)) throw new Error(`expected a duration above zero, got "${text.trim()}"`);
  if (ms > MAX_DEADLINE_MS) throw new Error(`expected at most ${MAX_DEADLINE_MS / 3_600_000}h, got "${text.trim()}"`);
  return ms;
}

/**
 * A deadline as given (`--deadline`, the `deadline` input): its label for messages (a plain number gets `s`) and its
 * length.
 */
export function readDeadline(text: string): { label: string; ms: number } {
  const ms = parseDuration(text);
  const label = text.trim().toLowerCase();
  return { label: /^\d+(\.\d+)?$/.test(label) ? `${label}s` : label, ms };
}

/** A duration as people write it: 1h30m, 10m, 4s, 1.5s. */
export function formatDuration(ms: number): string {
  if (ms < 10_000 && ms % 1000 !== 0) return `${Number((ms / 1000).toFixed(1))}s`;
  let rest = Math.round(ms / 1000);
  const h = Math.floor(rest / 3600);
  rest -= h * 3600;
  const m = Math.floor(rest / 60);
  const s = rest - m * 60;
  return `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s || (!h && !m) ? `${s}s` : ''}`;
}

/** The part of a deadline kept for publishing: 10 %, within 5 s – 5 min, never more than half of it. */
export function publishMarginMs(totalMs: number): number {
  const share = Math.min(MAX_PUBLISH_MARGIN_MS, Math.max(MIN_PUBLISH_MARGIN_MS, totalMs * PUBLISH_MARGIN_SHARE));
  return Math.round(Math.min(share, totalMs / 2));
}

/** The error a call gets when the deadline stops or refuses it (named like an abort, so it is never retried). */
export class DeadlineError extends Error {
  readonly deadline = true;
  constructor(message: string) {
    super(message);
    this.name = 'AbortError';
  }
}

export function isDeadlineError(err: unknown): err is DeadlineError {
  return (
    err instanceof DeadlineError ||
    (typeof err === 'object' && err !== null && (err as { deadline?: unknown }).deadline === true)
  );
}

export type DeadlineCut = 'model' | 'github';

export class Deadline {
  readonly totalMs: number;
  readonly marginMs: number;
  /** As the user wrote it, for messages (`10m`). */
  readonly label: string;
  private readonly started: number;
  private readonly work = new AbortController();
  private readonly end = new AbortController();
  private readonly timers: NodeJS.Timeout[] = [];
  private publishing = false;
  private readonly cuts: Record<DeadlineCut, number> = { model: 0, github: 0 };
  private readonly githubWhat = new Set<string>();

  private readonly now: () => number;

  constructor(totalMs: number, options: { label?: string; now?: () => number } = {}) {
    this.now = options.now ?? (() => performance.now());
    this.totalMs = totalMs;
    this.marginMs = publishMarginMs(totalMs);
    this.label = options.label ?? formatDuration(totalMs);
    this.started = this.now();
    this.arm(this.work, totalMs - this.marginMs);
    this.arm(this.end, totalMs);
    // Every call in flight listens to these two signals by design: no leak warning for many.
    setMaxListeners(0, this.work.signal, this.end.signal);
  }

  private arm(controller: AbortController, ms: number): void {
    const timer = setTimeout(() => controller.abort(new DeadlineError(this.reason)), Math.max(0, ms));
    // The deadline never keeps the process alive by itself.
    timer.unref();
    this.timers.push(timer);
  }

  /** Aborts at the work end: model calls, and GitHub calls made while scoring. */
  get workSignal(): AbortSignal {
    return this.work.signal;
  }

  /** Aborts at the deadline itself: the last publishing calls. */
  get endSignal(): AbortSignal {
    return this.end.signal;
  }

  /** The signal GitHub calls obey now: the work end while scoring, the deadline once publishing began. */
  get signal(): AbortSignal {
    return this.publishing ? this.end.signal : this.work.signal;
  }

  /** From here on GitHub calls may use the publishing margin. */
  startPublishing(): void {
    this.publishing = true;
  }

  private elapsed(): number {
    return this.now() - this.started;
  }

  /** Milliseconds left before the work end (0 once it has passed). */
  workRemainingMs(): number {
    return Math.max(0, this.totalMs - this.marginMs - this.elapsed());
  }

  /** Milliseconds left for a call made now: to the work end while scoring, to the deadline when publishing. */
  remainingMs(): number {
    return this.publishing ? Math.max(0, this.totalMs - this.elapsed()) : this.workRemainingMs();
  }

  /** No new model call may start. */
  get workOver(): boolean {
    return this.work.signal.aborted || this.workRemainingMs() <= 0;
  }

  /** A call made now would be refused (scoring: the work end; publishing: the deadline). */
  get expired(): boolean {
    return this.signal.aborted || this.remainingMs() <= 0;
  }

  /** A per-call timeout no longer than the time left (at least 1 ms: the SDKs want a positive whole number). */
  callTimeoutMs(perCallMs: number): number {
    return Math.max(1, Math.floor(Math.min(perCallMs, this.remainingMs())));
  }

  /** The unmeasured reason of what the deadline left undone. */
  get reason(): string {
    return `${DEADLINE_REASON_PREFIX}: the ${this.label} deadline was reached before this was measured`;
  }

  /** Counts a call the deadline stopped or refused (`what` names a GitHub call for the note). */
  recordCut(kind: DeadlineCut, what?: string): void {
    this.cuts[kind]++;
    if (what) this.githubWhat.add(what);
  }

  /** Whether the deadline stopped or refused anything. */
  get cut(): boolean {
    return this.cuts.model + this.cuts.github > 0;
  }

  /** One line for the comment, the summary and the log, or null when the deadline cut nothing. */
  note(): string | null {
    if (!this.cut) return null;
    const parts: string[] = [];
    if (this.cuts.model)
      parts.push(
        `${this.cuts.model} model call(s) were stopped or not made, and what they would have measured is marked unmeasured`,
      );
    if (this.cuts.github)
      parts.push(
        `GitHub did not answer in time (${[...this.githubWhat].slice(0, 3).join('; ') || `${this.cuts.github} call(s)`})`,
      );
    return `The ${this.label} deadline cut the run (${formatDuration(this.marginMs)} were kept for publishing): ${parts.join('; ')}. The static layer and everything measured before it are reported.`;
  }

  /** Clears the timers (tests; the timers never hold the process anyway). */
  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
  }
}

function reasonOf(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DeadlineError(String(signal.reason));
}

/** `promise`, or the deadline's error as soon as `signal` aborts (the listener is removed either way). */
export async function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) throw reasonOf(signal);
  let onAbort: () => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(reasonOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
