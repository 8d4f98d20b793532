// JSON output (spec §8): the result as the engine built it, with stable two-space formatting.
// Scripts read `composite.score`; nothing here renames or drops a field.
import type { EvalError, EvalResult } from '../contract/types.js';
import type { Comparison } from './comparison.js';

/**
 * Any report object as pretty JSON with a trailing newline. Non-finite numbers become null (JSON.stringify's own rule;
 * no replacer, which would slow every key).
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** The JSON report of one target. */
export function renderJson(result: EvalResult): string {
  return toJson(result);
}

/** The JSON printed for a target that could not be scored. */
export function renderErrorJson(error: EvalError): string {
  return toJson({ ok: false, ...error });
}

/** The JSON of `compare A B`. */
export function renderCompareJson(comparison: Comparison): string {
  return toJson(comparison);
}
