// Where a target's report files go: a file stem per target path, safe on any file system, that never collides with
// another target's or with the report's fixed files.
import { createHash } from 'node:crypto';
import type { EvalOutcome } from '../contract/types.js';

/** Longest per-target file stem before it is shortened and given a hash. */
const MAX_STEM_LENGTH = 120;
/** How a hashed stem ends: `-` and 8 hex digits of the path's SHA-1. */
const HASHED_STEM_END = /-[0-9a-f]{8}$/;
/**
 * Stems of the fixed files of the report and badge folders (and of the root target): a target
 * named like one gets a hash, so it cannot overwrite them (compared ignoring case, as some file
 * systems do). src/action/badges.ts's overall badge and README are among them.
 */
export const RESERVED_STEMS: readonly string[] = ['root', 'summary', 'index', 'plugin-eval', 'readme-badges'];

/** File stem of a target's report files: its path with `/` → `__`, plus a hash when it had to change. */
export function targetFileStem(targetPath: string): string {
  const p = targetPath.replace(/^\.\/+/, '').replace(/\/+$/, '');
  if (p === '' || p === '.') return 'root';
  const safe = p
    .replace(/\//g, '__')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_');
  // A stem without a hash must decode to one path only: `/` becomes `__`, so a path holding `__`
  // or a `_` beside a `/` (`a__bad` against `a/bad`), or ending like a hashed stem, takes a hash.
  const ambiguous = /__|_\/|\/_/.test(p) || HASHED_STEM_END.test(safe);
  const needsHash =
    ambiguous ||
    safe !== p.replace(/\//g, '__') ||
    safe.length > MAX_STEM_LENGTH ||
    RESERVED_STEMS.includes(safe.toLowerCase());
  if (!needsHash) return safe;
  const hash = createHash('sha1').update(p).digest('hex').slice(0, 8);
  return `${safe.slice(0, MAX_STEM_LENGTH)}-${hash}`;
}

export function outcomePath(o: EvalOutcome): string {
  return o.ok ? o.result.plugin_path : o.error.plugin_path;
}
