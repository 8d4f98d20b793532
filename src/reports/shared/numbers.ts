// Numbers as every report prints them: scores truncated so they agree with their badge, counts,
// money, durations, intervals and changes.

/** See truncated(). */
const DISPLAY_NUDGE = 1e-9;

/**
 * `x` cut (not rounded) to `digits` decimals. A shown score is then never above the score that
 * decided its badge or grade: 89.96 shows as 89.9 (gold), not 90.0 beside a gold badge, and every
 * badge, grade and one-decimal threshold line falls on the same side for the shown figure as for `x`.
 */
export function truncated(x: number, digits: number): string {
  const f = 10 ** digits;
  // The tiny nudge absorbs the noise of `x * f` itself (0.29 * 100 = 28.999999999999996 shows as
  // 29.0); it is far below the 1e-9 grid the calibrated composite is rounded to.
  const cut = Math.floor(x * f + DISPLAY_NUDGE) / f;
  // -0 would print as "-0.0".
  return (cut === 0 ? 0 : cut).toFixed(digits);
}

/** A 0–100 score with one decimal, truncated so it agrees with its badge: `84.3`. */
export function fmtScore(score: number | null | undefined, digits = 1): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return truncated(score, digits);
}

/** A 0–1 value as a 0–100 figure with one decimal, truncated so it agrees with its grade. */
export function fmtUnit(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return truncated(value * 100, digits);
}

/** A 0–1 value with three decimals, as the JSON carries it but readable: `0.734`. */
export function fmtFraction(value: number | null | undefined, digits = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toFixed(digits);
}

/** `12,345` */
export function fmtInt(n: number): string {
  const r = Math.round(n);
  // By hand: the first toLocaleString call loads the locale data (about 0.1 s of a quick run).
  if (!Number.isSafeInteger(r) || Object.is(r, -0)) return r.toLocaleString('en-US');
  const digits = String(Math.abs(r));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return r < 0 ? `-${out}` : out;
}

/** `1 plugin`, `3 plugins` */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${fmtInt(n)} ${n === 1 ? word : many}`;
}

/** `$0.0123` */
export function fmtUsd(n: number): string {
  return n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`;
}

/** `1.2 s` or `340 ms` */
export function fmtDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** Confidence interval `[78.1, 86.4]`, or '' when there is none. */
export function fmtInterval(lower: number | null | undefined, upper: number | null | undefined, unit = false): string {
  if (lower === null || lower === undefined || upper === null || upper === undefined) return '';
  const f = unit ? fmtUnit : fmtScore;
  return `[${f(lower)}, ${f(upper)}]`;
}

/**
 * Change of a score against a base version: `▲ +4.2`, `▼ −3.0`, `= 0.0`, or `new` when there is no
 * base version. Rounded to the shown decimal first, so `+0.04` reads as unchanged.
 */
export function fmtDelta(current: number, base: number | null | undefined, digits = 1): string {
  if (base === null || base === undefined || !Number.isFinite(base)) return 'new';
  const delta = Number((current - base).toFixed(digits));
  if (delta > 0) return `▲ +${delta.toFixed(digits)}`;
  if (delta < 0) return `▼ −${Math.abs(delta).toFixed(digits)}`;
  return `= ${(0).toFixed(digits)}`;
}

/** `1st`, `2nd`, `3rd`, `11th`, `62nd` */
export function ordinal(n: number): string {
  const r = Math.round(n);
  const teen = r % 100 >= 11 && r % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[r % 10] ?? 'th');
  return `${r}${suffix}`;
}

/** A 0–1 share as a whole percentage: `75%`. */
export function fmtPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}
