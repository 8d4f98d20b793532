// The loopback fake's prompt cache follows the documented rules, so the cost bench and the layers'
// tests measure what the real API would bill: a prefix shorter than the model's minimum is not
// cached; the tools and the model invalidate everything; a structured-output format the system and
// message levels; tool_choice only the message level.
import Anthropic from '@anthropic-ai/sdk';
import { minCacheableTokens } from '../../src/llm/models.js';
import { schemaModel, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';

const MODEL = 'claude-sonnet-5';
/** Well above the model's minimum cacheable prefix (⌈characters / 4⌉ tokens). */
const LONG = 'Reference text that every call shares. '.repeat(Math.ceil((minCacheableTokens(MODEL) * 4 * 1.5) / 39));
const tool = (name: string): Anthropic.Tool => ({
  name,
  description: name,
  input_schema: { type: 'object', properties: { score: { type: 'number' } }, required: ['score'] },
});
const TOOLS = [tool('rate_a'), tool('rate_b')];

type Params = Anthropic.MessageCreateParamsNonStreaming;
/** The shared block in the user message (message level), marked cacheable. */
const inMessages = (choice: Params['tool_choice'], tools = TOOLS, text = LONG): Params => ({
  model: MODEL,
  max_tokens: 100,
  system: 'You rate things.',
  tools,
  tool_choice: choice,
  messages: [
    {
      role: 'user',
      content: [
        { type: 'text', text, cache_control: { type: 'ephemeral' } },
        { type: 'text', text: 'Answer with rate_a.' },
      ],
    },
  ],
});
/** The shared block in the system prompt (system level), marked cacheable. */
const inSystem = (choice: Params['tool_choice'], extra: Partial<Params> = {}): Params => ({
  model: MODEL,
  max_tokens: 100,
  system: [{ type: 'text', text: LONG, cache_control: { type: 'ephemeral' } }],
  tools: TOOLS,
  tool_choice: choice,
  messages: [{ role: 'user', content: 'Answer with rate_a.' }],
  ...extra,
});

let fake: FakeAnthropic;
let client: Anthropic;
beforeEach(async () => {
  fake = await startFakeAnthropic({ router: schemaModel() });
  client = new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 });
});
afterEach(async () => {
  await fake.close();
});

const usageOf = async (params: Params) => (await client.messages.create(params)).usage;

describe('the fake prompt cache', () => {
  test('the same prefix is written once, then read', async () => {
    const first = await usageOf(inMessages({ type: 'any' }));
    const second = await usageOf(inMessages({ type: 'any' }));
    expect(first.cache_creation_input_tokens).toBeGreaterThanOrEqual(minCacheableTokens(MODEL));
    expect(second.cache_creation_input_tokens).toBe(0);
    expect(second.cache_read_input_tokens).toBe(first.cache_creation_input_tokens);
  });

  test('a changed tool_choice invalidates cached message blocks, not a cached system prompt', async () => {
    await usageOf(inMessages({ type: 'tool', name: 'rate_a' }));
    const other = await usageOf(inMessages({ type: 'tool', name: 'rate_b' }));
    expect(other.cache_read_input_tokens).toBe(0);
    expect(other.cache_creation_input_tokens).toBeGreaterThan(0);

    await usageOf(inSystem({ type: 'tool', name: 'rate_a' }));
    const system = await usageOf(inSystem({ type: 'tool', name: 'rate_b' }));
    expect(system.cache_creation_input_tokens).toBe(0);
    expect(system.cache_read_input_tokens).toBeGreaterThan(0);
  });

  test('changed tools invalidate everything; a structured-output format invalidates the system level', async () => {
    await usageOf(inSystem({ type: 'any' }));
    const tools = await usageOf(inSystem({ type: 'any' }, { tools: [...TOOLS, tool('rate_c')] }));
    expect(tools.cache_read_input_tokens).toBe(0);

    const format = (name: string): Partial<Params> => ({
      tools: undefined,
      tool_choice: undefined,
      output_config: {
        format: {
          type: 'json_schema',
          schema: {
            type: 'object',
            properties: { [name]: { type: 'number' } },
            required: [name],
            additionalProperties: false,
          },
        },
      },
    });
    await usageOf(inSystem(undefined, format('a')));
    const changed = await usageOf(inSystem(undefined, format('b')));
    expect(changed.cache_read_input_tokens).toBe(0);
    const same = await usageOf(inSystem(undefined, format('b')));
    expect(same.cache_read_input_tokens).toBeGreaterThan(0);
  });

  test("a prefix shorter than the model's documented minimum is not cached", async () => {
    const short = 'Short. '.repeat(Math.floor((minCacheableTokens(MODEL) * 4) / 7 / 2));
    await usageOf(inMessages({ type: 'any' }, TOOLS, short));
    const again = await usageOf(inMessages({ type: 'any' }, TOOLS, short));
    expect((again.cache_creation_input_tokens ?? 0) + (again.cache_read_input_tokens ?? 0)).toBe(0);
  });
});
