// The reference skills: read from the corpus, and the closest of them chosen for a skill.
import type { Corpus } from '../../contract/types.js';
import { ELO_REFERENCE_COUNT } from './constants.js';
import type { EloReference } from './types.js';

/** `plugins/x/skills/y` → `x`; `skills/y` → `skills`; `y` → `` (the category of a corpus entry). */
export function categoryOf(skillPath: string): string {
  const parts = skillPath.split('/').filter(Boolean);
  const i = parts.lastIndexOf('skills');
  if (i > 0 && i === parts.length - 2) return parts[i - 1]!;
  return parts.length >= 2 ? parts[parts.length - 2]! : '';
}

/** The references closest to a skill: same category first, then nearest in size (log ratio), then by path. */
export function closestReferences(
  candidate: { category: string; bytes: number; excerpt: string; name: string },
  references: readonly EloReference[],
  count: number = ELO_REFERENCE_COUNT,
): EloReference[] {
  const usable = references.filter(
    (r) =>
      r.excerpt.trim() !== '' &&
      r.excerpt !== candidate.excerpt &&
      !(r.name === candidate.name && r.category === candidate.category),
  );
  const distance = (r: EloReference) => Math.abs(Math.log(Math.max(1, r.bytes) / Math.max(1, candidate.bytes)));
  return [...usable]
    .sort((a, b) => {
      const ca = a.category === candidate.category ? 0 : 1;
      const cb = b.category === candidate.category ? 0 : 1;
      return ca - cb || distance(a) - distance(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    })
    .slice(0, count);
}

/** The corpus written by `init` as Elo references. */
export function eloReferencesFromCorpus(corpus: Corpus): EloReference[] {
  return corpus.entries.map((e) => ({
    name: e.name,
    path: e.path,
    category: e.category,
    composite: e.composite,
    bytes: e.sizes?.bytes ?? 0,
    excerpt: typeof e.excerpt === 'string' ? e.excerpt : '',
  }));
}
