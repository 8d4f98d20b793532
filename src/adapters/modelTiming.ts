// How long a model call may take, and how long an overloaded API is waited for. Each call's
// timeout is scaled to the answer it may write (max_tokens at a slow output rate), so a call to an
// API that never answers ends in minutes, not at the run's deadline. An overload (429, 503, 529) is
// waited out with exponential backoff and jitter, within a bounded time for the whole run, before
// anything is left unmeasured. Nothing here touches the network.

/**
 * Milliseconds per "second" of the call timeouts below (default 1,000). Only tests lower it, so
 * that an API that never answers costs them seconds instead of minutes.
 */
export const MODEL_TIMEOUT_UNIT_ENV = 'PLUGIN_EVAL_MODEL_TIMEOUT_UNIT_MS';
/** The same for the overload schedule (waits, the server's retry-after, the patience). */
export const OVERLOAD_UNIT_ENV = 'PLUGIN_EVAL_OVERLOAD_UNIT_MS';
/** Seconds every call may take before its first token (connection, queueing, reading the prompt). */
export const MODEL_CALL_BASE_S = 20;
/** The slowest output rate waited for, in tokens per second: a call may write all its max_tokens at it. */
export const MODEL_MIN_TOKENS_PER_S = 30;
/** Answer statuses that mean "busy, try later": rate limited, unavailable, overloaded. */
export const OVERLOAD_STATUSES: ReadonlySet<number> = new Set([429, 503, 529]);
/** The first wait after an overload answer, in seconds; each further wait of a call doubles it… */
export const OVERLOAD_FIRST_WAIT_S = 1;
/** …up to this long (a server's longer retry-after is cut to it). */
export const OVERLOAD_MAX_WAIT_S = 30;
/** How long an overload may last, from its first answer to the last wait, before the run stops calling. */
export const OVERLOAD_PATIENCE_S = 300;

/** A schedule's unit from the environment variable `name` when it is a positive number, else 1,000 ms. */
export function timeUnitMs(name: string, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  const unit = Number(raw);
  return raw && Number.isFinite(unit) && unit > 0 ? unit : 1000;
}

/** A call's timeout: the base, plus all of max_tokens at the slowest output rate. */
export function answerTimeoutMs(maxTokens: number, unitMs: number): number {
  const tokens = Number.isFinite(maxTokens) && maxTokens > 0 ? maxTokens : 0;
  return Math.ceil((MODEL_CALL_BASE_S + tokens / MODEL_MIN_TOKENS_PER_S) * unitMs);
}

/**
 * The run's overload: when it began (the first overload answer since the API last answered a
 * call), and how long a call waits before trying again. Shared by every call of a run: once the
 * run has been overloaded past the patience, a call that meets an overload fails at once instead
 * of each call waiting out its own patience; the first answered call ends the overload.
 */
export class Overload {
  private since: number | null = null;

  constructor(
    private readonly unitMs: number,
    private readonly random: () => number = Math.random,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** An overload answer: the overload starts now, unless it already had. */
  seen(): void {
    this.since ??= this.now();
  }

  /** A call was answered: the overload, if any, is over. */
  over(): void {
    this.since = null;
  }

  /** Now, on the overload's clock (a call notes when its own first overload answer came). */
  clock(): number {
    return this.now();
  }

  /**
   * The wait before a call's next try after its `attempt`-th overload answer (0 for the first):
   * a random point in the upper half of 1 s, 2 s, 4 s … (at most OVERLOAD_MAX_WAIT_S), and no
   * shorter than the server's retry-after. Null when the wait would end past the patience,
   * counted from the run's overload or from this call's first overload answer (`callSince`),
   * whichever began first (a call may meet overloads while others are answered).
   */
  nextWaitMs(attempt: number, retryAfterS: number | null, callSince: number): number | null {
    const cap = OVERLOAD_MAX_WAIT_S * this.unitMs;
    const ceiling = Math.min(cap, OVERLOAD_FIRST_WAIT_S * this.unitMs * 2 ** Math.min(attempt, 30));
    const jittered = ceiling / 2 + (this.random() * ceiling) / 2;
    const asked =
      retryAfterS !== null && Number.isFinite(retryAfterS) && retryAfterS > 0
        ? Math.min(cap, retryAfterS * this.unitMs)
        : 0;
    const waitMs = Math.max(jittered, asked);
    const began = Math.min(callSince, this.since ?? callSince);
    return this.now() - began + waitMs > OVERLOAD_PATIENCE_S * this.unitMs ? null : waitMs;
  }
}

/** The retry-after of an answer in seconds (retry-after-ms first, then retry-after as seconds), or null. */
export function retryAfterSeconds(headers: Headers | undefined | null): number | null {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms)) return ms / 1000;
  const s = Number(headers?.get('retry-after'));
  return headers?.get('retry-after') && Number.isFinite(s) ? s : null;
}
