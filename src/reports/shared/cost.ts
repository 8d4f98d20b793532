// What a run cost, in one line.
import { costOf, type RunCost } from '../../llm/cost.js';
import type { EvalResult } from '../../contract/types.js';
import { fmtInt, fmtUsd, plural } from './numbers.js';

/** A result's cost: its own `cost`, else summed from its model usage (reports written before `cost` existed). */
export function costOfResult(result: Pick<EvalResult, 'model_usage'> & { cost?: RunCost }): RunCost {
  return result.cost ?? costOf(result.model_usage);
}

/**
 * `$0.0123 (est.) · 45 calls · 12,345 input, 2,345 output, 1,000 cache-write, 30,000 cache-read tokens`,
 * or `$0 · no model calls`.
 */
export function fmtCost(cost: RunCost): string {
  if (cost.calls === 0) return '$0 · no model calls';
  return (
    `${fmtUsd(cost.estimated_usd)} (est.) · ${plural(cost.calls, 'call')} · ${fmtInt(cost.input_tokens)} input, ${fmtInt(cost.output_tokens)} output, ` +
    `${fmtInt(cost.cache_creation_input_tokens)} cache-write, ${fmtInt(cost.cache_read_input_tokens)} cache-read tokens`
  );
}
