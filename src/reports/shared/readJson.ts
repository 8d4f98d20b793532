// Reading the layers' metadata defensively: a report never throws on a result from an older version.

/** `v` when it is a finite number, else null. */
export function finiteOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
