// Anti-patterns for readers: a result's flags, grouped by flag with their places, and the marks of
// suppressed and baselined ones.
import type { EvalResult } from '../../contract/types.js';

/** Anti-pattern flags of a result in order (repeats kept), from every layer. */
export function antiPatternsOf(
  result: EvalResult,
): Array<{ flag: string; description: string; severity: number; line?: number; file?: string }> {
  return result.layers.flatMap((l) => l.anti_patterns);
}

export interface FlagGroup {
  flag: string;
  description: string;
  count: number;
  /** Silenced occurrences are grouped apart and shown as such (they do not count). */
  suppressed: boolean;
  /** `file:line`, `line N` or `file` of each occurrence that has a place. */
  places: string[];
  /** With a baseline: new occurrences and baselined ones are grouped apart. */
  baseline?: 'new' | 'baselined';
}

/** Anti-patterns grouped by flag, in first-seen order, so a flag repeated eleven times reads once. */
export function groupAntiPatterns(
  items: ReadonlyArray<{
    flag: string;
    description: string;
    line?: number;
    file?: string;
    suppressed?: boolean;
    baseline?: 'new' | 'baselined';
  }>,
  withFile: boolean,
  /** Shown file paths are made relative to this folder (a plugin's own path). */
  base = '',
): FlagGroup[] {
  const prefix = base && base !== '.' ? `${base.replace(/\/+$/, '')}/` : '';
  const groups = new Map<string, FlagGroup>();
  for (const ap of items) {
    const key = `${ap.flag}${ap.suppressed ? '\0suppressed' : ''}${ap.baseline ? `\0${ap.baseline}` : ''}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        flag: ap.flag,
        description: ap.description,
        count: 0,
        places: [],
        suppressed: ap.suppressed === true,
        ...(ap.baseline ? { baseline: ap.baseline } : {}),
      };
      groups.set(key, g);
    }
    g.count += 1;
    const file =
      withFile && ap.file ? (prefix && ap.file.startsWith(prefix) ? ap.file.slice(prefix.length) : ap.file) : '';
    const place =
      file && ap.line !== undefined ? `${file}:${ap.line}` : file || (ap.line !== undefined ? `line ${ap.line}` : '');
    if (place && !g.places.includes(place)) g.places.push(place);
  }
  return [...groups.values()];
}

/** The mark shown beside a suppressed anti-pattern or finding. */
export const SUPPRESSED_MARK = '(suppressed: not counted)';

/** The mark beside an anti-pattern or finding when a baseline was applied ('' without one). */
export function baselineMark(state: 'new' | 'baselined' | undefined): string {
  return state === 'new' ? '🆕 new since the baseline' : state === 'baselined' ? '(baselined)' : '';
}

/** `lines 3, 8` / `a/SKILL.md:3` — at most `max` places, then `…`. */
export function fmtPlaces(places: readonly string[], max = 8): string {
  if (places.length === 0) return '';
  const lineOnly = places.every((p) => p.startsWith('line '));
  const shown = lineOnly ? places.map((p) => p.slice(5)) : [...places];
  const head = shown.slice(0, max).join(', ') + (shown.length > max ? `, … (${shown.length - max} more)` : '');
  return lineOnly ? `${shown.length > 1 ? 'lines' : 'line'} ${head}` : head;
}

/** `MISSING_TRIGGER, ORPHAN_REFERENCE ×2` */
export function summariseFlags(flags: readonly string[]): string {
  if (flags.length === 0) return '';
  const counts = new Map<string, number>();
  for (const f of flags) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts.entries()].map(([f, n]) => (n > 1 ? `${f} ×${n}` : f)).join(', ');
}

/**
 * Whether a result's flags count through its members (a plugin under the calibrated method): each
 * penalises its own member's score, and the plugin's penalty is those penalties together.
 */
export function flagsInMembers(result: Pick<EvalResult, 'kind' | 'config'>): boolean {
  return result.kind === 'plugin' && result.config.method !== 'reference';
}

/** What the penalty beside it counts: `4 flags`, or a plugin's `4 flags in members, each penalising …`. */
export function penaltyCountNote(result: Pick<EvalResult, 'kind' | 'config'>, count: number, noun: string): string {
  const counted = `${count} ${noun}${count === 1 ? '' : 's'}`;
  return flagsInMembers(result) && count > 0 ? `${counted} in members, each penalising its member's score` : counted;
}
