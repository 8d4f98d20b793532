// What a run cost: the per-model usage of a target (or of a sweep) summed into one line that
// every report states — calls, tokens (cache writes and reads apart) and estimated USD at the
// list prices of src/llm/models.ts (batch calls already at their discount).
import { PRICES_AS_OF } from './models.js';
import type { EvalOutcome, ModelUsage, RunCost } from '../contract/types.js';

export type { RunCost };

export const COST_PRICES_NOTE = `list prices of src/models.ts, read ${PRICES_AS_OF}; batch calls at the batch discount`;

/** The sum of per-model usage tallies. */
export function costOf(
  usage: ReadonlyArray<Record<string, ModelUsage> | undefined> | Record<string, ModelUsage> | undefined,
): RunCost {
  const parts: ReadonlyArray<Record<string, ModelUsage> | undefined> = Array.isArray(usage)
    ? usage
    : [usage as Record<string, ModelUsage> | undefined];
  const cost: RunCost = {
    estimated_usd: 0,
    calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    prices: COST_PRICES_NOTE,
  };
  for (const part of parts) {
    for (const u of Object.values(part ?? {}) as ModelUsage[]) {
      cost.estimated_usd += u.estimated_cost_usd ?? 0;
      cost.calls += u.calls ?? 0;
      cost.input_tokens += u.input_tokens ?? 0;
      cost.output_tokens += u.output_tokens ?? 0;
      cost.cache_creation_input_tokens += u.cache_creation_input_tokens ?? 0;
      cost.cache_read_input_tokens += u.cache_read_input_tokens ?? 0;
    }
  }
  return cost;
}

/** The cost of every scored target of a run (errors made no call worth counting). */
export function outcomesCost(outcomes: readonly EvalOutcome[]): RunCost {
  return costOf(outcomes.flatMap((o) => (o.ok ? [o.result.model_usage] : [])));
}
