// Waiting that a stop cuts short: a retry's backoff, an overloaded model's wait, a queue's poll interval.

/** Waits `ms`, or less when `signal` aborts (at once when it already has). */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
