// The spend cap: a call whose estimate would pass it is not sent, nor is any call after it.
import { SpendBudget } from '../../../src/adapters/anthropic/budget.js';
import type { CallOutcome, MessageRequest } from '../../../src/llm/call.js';

const request: MessageRequest = {
  model: 'claude-haiku-5-5',
  max_tokens: 100,
  messages: [{ role: 'user', content: 'hello' }],
};
const answered = (cost: number): CallOutcome => ({
  ok: true,
  message: {} as never,
  usage: {
    input_tokens: 1,
    output_tokens: 1,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    estimated_cost_usd: cost,
  },
});

test('without a cap every call goes out', async () => {
  const budget = new SpendBudget(null);
  let calls = 0;
  for (let i = 0; i < 3; i++) expect((await budget.within(request, async () => (calls++, answered(1)))).ok).toBe(true);
  expect(calls).toBe(3);
});

test('past the cap the call is not sent, nor any after it, and the warning is given once', async () => {
  const warnings: string[] = [];
  const budget = new SpendBudget(0.001, (m) => warnings.push(m));
  let calls = 0;
  const call = async () => (calls++, answered(0.001));
  expect((await budget.within(request, call)).ok).toBe(true);
  const refused = await budget.within(request, call);
  expect(refused).toEqual({
    ok: false,
    reason: 'budget: --budget-usd 0.001 reached (spent $0.0010; the next call would pass it)',
    authFailure: false,
    unsent: true,
  });
  expect((await budget.within(request, call)).ok).toBe(false);
  expect(calls).toBe(1);
  expect(warnings).toEqual([
    'budget: --budget-usd 0.001 reached (spent $0.0010; the next call would pass it); no further call is made, and what was left is unmeasured',
  ]);
});
