// The spend cap of a run (`--budget-usd`): each call's cost is estimated before it is sent, and a
// call that would take the run past the cap is not sent, nor is any call after it.
import type { CallOutcome, MessageRequest } from '../../llm/call.js';
import { requestCostUsd } from '../../llm/models.js';

/** Output tokens a call is assumed to use when its cost is estimated before it is sent (the budget's check). */
export const BUDGET_OUTPUT_ALLOWANCE_TOKENS = 1024;

/**
 * Upper estimate of a call's cost before it is sent: its whole prompt (⌈characters / 4⌉ tokens)
 * at the uncached input price, plus the output allowance (at most max_tokens) at the output price.
 */
export function estimateRequestCostUsd(request: MessageRequest): number {
  const promptTokens = Math.ceil(
    JSON.stringify([request.tools ?? [], request.system ?? '', request.messages]).length / 4,
  );
  const output = Math.min(request.max_tokens, BUDGET_OUTPUT_ALLOWANCE_TOKENS);
  return requestCostUsd(request.model, {
    input_tokens: promptTokens,
    output_tokens: output,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  });
}

/** The spend cap: what the answered calls cost, plus the estimates of the calls in flight. */
export class SpendBudget {
  private spent = 0;
  private reserved = 0;
  private overBudget: string | null = null;

  /** The cap in USD; null when none (or not a finite number) is set: every call goes out. */
  private readonly capUsd: number | null;

  constructor(
    budgetUsd: number | null | undefined,
    private readonly warn?: (message: string) => void,
  ) {
    this.capUsd =
      budgetUsd !== undefined && budgetUsd !== null && Number.isFinite(budgetUsd) ? Math.max(0, budgetUsd) : null;
  }

  /** Makes the call when its estimate fits in what is left; once one does not, no call is made. */
  async within(request: MessageRequest, call: () => Promise<CallOutcome>): Promise<CallOutcome> {
    if (this.capUsd === null) return call();
    const estimate = estimateRequestCostUsd(request);
    if (!this.overBudget && this.spent + this.reserved + estimate > this.capUsd) {
      this.overBudget = `budget: --budget-usd ${this.capUsd} reached (spent $${this.spent.toFixed(4)}; the next call would pass it)`;
      this.warn?.(`${this.overBudget}; no further call is made, and what was left is unmeasured`);
    }
    if (this.overBudget) return { ok: false, reason: this.overBudget, authFailure: false, unsent: true };
    this.reserved += estimate;
    try {
      const outcome = await call();
      if (outcome.ok) this.spent += outcome.usage.estimated_cost_usd;
      return outcome;
    } finally {
      this.reserved -= estimate;
    }
  }
}
