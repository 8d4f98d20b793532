// The Elo rating of a skill against a reference corpus, served from the result cache when an entry
// fits (beside the layers: its result is a rating, not a layer).
import { createHash } from 'node:crypto';
import type { ParsedSkill } from '../../contract/types.js';
import { UsageTally } from '../../llm/call.js';
import { cachedEloProblem } from '../../llm/cache/entryCheck.js';
import { resultCacheKey } from '../../llm/cache/resultCache.js';
import { runElo, type EloReference, type EloResult } from '../../layers/elo.js';
import { storeQuietly, type LayerService } from './layers.js';

/** The identity of an Elo corpus for the result cache: each reference's anchor, category, size and text. */
export function eloReferencesDigest(references: readonly EloReference[]): string {
  const hash = createHash('sha256');
  for (const r of [...references].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(JSON.stringify([r.name, r.path, r.category, r.composite, r.bytes, r.excerpt]));
  }
  return hash.digest('hex');
}

/** The skill's rating against `references`. Never throws (an unmeasured rating is null). */
export async function rateElo(
  { llm, cache, redact, warn }: LayerService,
  skill: ParsedSkill,
  references: readonly EloReference[],
): Promise<EloResult> {
  const options = { caller: llm.caller, model: llm.models.rubric };
  try {
    if (llm.unavailable)
      return { ...(await runElo(skill, [], options, new UsageTally())), unmeasured: llm.unavailable };
    const compute = () => runElo(skill, references, options, new UsageTally());
    if (!cache) return { ...(await compute()), cache: 'off' };
    // Keyed by the skill, the model and the references it can be compared with (their text and anchors).
    const key = resultCacheKey({
      layer: 'elo',
      skillText: skill.text,
      references: skill.references,
      models: { rubric: llm.models.rubric },
      extra: { references: eloReferencesDigest(references) },
    });
    const hit = await cache.get(key);
    const problem = hit === null ? null : cachedEloProblem(hit);
    if (hit !== null && problem === null) {
      // The badge's part is the engine's to decide, never the cache's.
      const { badge: _badge, ...rating } = hit as EloResult;
      return { ...rating, cache: 'hit' };
    }
    if (problem !== null) cache.unusable(key, problem);
    const result: EloResult = { ...(await compute()), cache: 'miss' };
    // Only a rating whose every comparison was answered is kept (as the layers keep only complete runs).
    if (result.rating !== null && result.failures.length === 0) await storeQuietly(cache, key, result, warn);
    return result;
  } catch (error) {
    const failed = await runElo(skill, [], options, new UsageTally());
    return {
      ...failed,
      unmeasured: redact(`internal error: ${error instanceof Error ? error.message : String(error)}`),
    };
  }
}
