// The prompt cache's warm-up: calls that share a cacheable prefix wait for the first one's answer.
import { CacheWarmup } from '../../../src/adapters/anthropic/warmup.js';
import type { CallOutcome, MessageRequest } from '../../../src/llm/call.js';

const cached = (text: string): MessageRequest => ({
  model: 'claude-haiku-5-5',
  max_tokens: 10,
  messages: [
    {
      role: 'user',
      content: [
        { type: 'text', text: 'the skill', cache_control: { type: 'ephemeral' } },
        { type: 'text', text },
      ],
    },
  ],
});
const failed: CallOutcome = { ok: false, reason: 'x', authFailure: false };

function recorder() {
  const events: string[] = [];
  const call = (name: string) => async () => {
    events.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push(`end ${name}`);
    return failed;
  };
  return { events, call };
}

test('the first call with a prefix goes alone; the others start once it has answered', async () => {
  const warmup = new CacheWarmup(true);
  const { events, call } = recorder();
  await Promise.all([
    warmup.first(cached('a'), call('a')),
    warmup.first(cached('b'), call('b')),
    warmup.first(cached('c'), call('c')),
  ]);
  expect(events.slice(0, 2)).toEqual(['start a', 'end a']);
  expect(events.slice(2, 4).sort()).toEqual(['start b', 'start c']);
});

test('without prompt caching every call starts at once', async () => {
  const warmup = new CacheWarmup(false);
  const { events, call } = recorder();
  await Promise.all([warmup.first(cached('a'), call('a')), warmup.first(cached('b'), call('b'))]);
  expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
});
