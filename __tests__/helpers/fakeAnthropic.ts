// A loopback fake of the Anthropic Messages API (POST /v1/messages) for tests and benchmarks,
// used through the real SDK via `baseURL`. It records every request body, answers from a
// scripted queue or a router function, and reports `usage` as the real API does, prompt caching
// included: the prefix up to the last `cache_control` block is written to the cache by the first
// request that carries it (cache_creation_input_tokens) and read by later ones once that first
// response has been sent (cache_read_input_tokens). Tokens are estimated as ⌈code points / 4⌉.
//
// Only node built-ins are imported, so bench/cost.mjs can transpile this one file and use it.
import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  /** 0-based arrival order. */
  index: number;
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface MessageReply {
  kind: 'message';
  content: Array<Record<string, unknown>>;
  stop_reason?: string;
  /** Wait this long before answering (to push a call past the client's timeout). */
  delayMs?: number;
}

export interface ErrorReply {
  kind: 'error';
  status: number;
  errorType?: string;
  message?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type FakeReply = MessageReply | ErrorReply;
/** Decides the reply to a request; return undefined to fall through to the default (a 500 that names the gap). */
export type FakeRouter = (request: RecordedRequest) => FakeReply | undefined | Promise<FakeReply | undefined>;

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface FakeAnthropicOptions {
  /** Replies used in order, one per request, before the router is asked. */
  script?: FakeReply[];
  router?: FakeRouter;
  /**
   * Smallest cacheable prefix in tokens, per model; shorter prefixes are not cached (the real API
   * does the same, silently). Default 0: every marked prefix is cached.
   */
  minCacheableTokens?: number | ((model: string) => number);
}

export interface FakeAnthropic {
  /** Base URL to give the SDK (`baseURL`). */
  url: string;
  requests: RecordedRequest[];
  /** Usage reported for each answered request, by request index. */
  usage: Map<number, FakeUsage>;
  /** Most requests seen in flight at once. */
  readonly maxInFlight: number;
  enqueue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

// ---- reply builders -------------------------------------------------------------------------

export function toolReply(name: string, input: unknown, options: { stop_reason?: string; delayMs?: number } = {}): MessageReply {
  return {
    kind: 'message',
    content: [{ type: 'tool_use', id: `toolu_${name}`, name, input }],
    stop_reason: options.stop_reason ?? 'tool_use',
    delayMs: options.delayMs,
  };
}

export function textReply(text: string, options: { stop_reason?: string; delayMs?: number } = {}): MessageReply {
  return {
    kind: 'message',
    content: text === '' ? [] : [{ type: 'text', text }],
    stop_reason: options.stop_reason ?? 'end_turn',
    delayMs: options.delayMs,
  };
}

export function errorReply(status: number, options: Omit<ErrorReply, 'kind' | 'status'> = {}): ErrorReply {
  return { kind: 'error', status, ...options };
}

// ---- token and cache accounting -------------------------------------------------------------

export function estimateTokens(text: string): number {
  let codePoints = 0;
  for (const _ of text) codePoints++;
  return Math.ceil(codePoints / 4);
}

interface Segment {
  text: string;
  cacheBreakpoint: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function blockText(block: any): string {
  if (typeof block === 'string') return block;
  if (block?.type === 'text') return String(block.text ?? '');
  return JSON.stringify(block);
}

/** The prompt in cache order (tools, system, messages), one segment per block. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function segmentsOf(body: any): Segment[] {
  const segments: Segment[] = [];
  for (const tool of body.tools ?? []) {
    const { cache_control, ...rest } = tool;
    segments.push({ text: JSON.stringify(rest), cacheBreakpoint: Boolean(cache_control) });
  }
  const system = body.system;
  if (typeof system === 'string') segments.push({ text: system, cacheBreakpoint: false });
  else for (const block of system ?? []) segments.push({ text: blockText(block), cacheBreakpoint: Boolean(block.cache_control) });
  for (const message of body.messages ?? []) {
    const content = message.content;
    if (typeof content === 'string') segments.push({ text: `${message.role}:${content}`, cacheBreakpoint: false });
    else
      for (const block of content ?? [])
        segments.push({ text: `${message.role}:${blockText(block)}`, cacheBreakpoint: Boolean(block.cache_control) });
  }
  return segments;
}

function outputText(content: Array<Record<string, unknown>>): string {
  return content.map((block) => (block.type === 'text' ? String(block.text) : JSON.stringify(block.input ?? {}))).join('');
}

// ---- schema-driven model --------------------------------------------------------------------

export interface SchemaModelOptions {
  /** Value for every number in a forced tool call (default 0.75). */
  number?: number;
  /** Reply text to requests without a forced tool (the simulated runs). */
  text?: string | ((request: RecordedRequest) => string);
}

/** An answer to a JSON schema: numbers get `number`, arrays their minimum length, strings a word. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function answerFor(schema: any, options: SchemaModelOptions = {}, label = 'x'): unknown {
  const number = options.number ?? 0.75;
  if (!schema || typeof schema !== 'object') return null;
  if (Array.isArray(schema.enum)) return schema.enum.includes(number) ? number : schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = answerFor(sub, options, key);
      return out;
    }
    case 'array': {
      const n = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: n }, (_, i) => answerFor(schema.items, options, `${label} ${i + 1}`));
    }
    case 'number':
    case 'integer':
      return number;
    case 'boolean':
      return true;
    case 'string':
      return `${label} text`;
    default:
      return null;
  }
}

/** A router that behaves like a cooperative model: fills forced tool calls from their schema, answers text otherwise. */
export function schemaModel(options: SchemaModelOptions = {}): FakeRouter {
  return (request) => {
    const choice = request.body.tool_choice;
    if (choice?.type === 'tool') {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const tool = (request.body.tools ?? []).find((t: any) => t.name === choice.name);
      return toolReply(choice.name, answerFor(tool?.input_schema, options));
    }
    const text = typeof options.text === 'function' ? options.text(request) : (options.text ?? 'A helpful answer. '.repeat(20));
    return textReply(text);
  };
}

/**
 * Routes by the forced tool of a request (`tool_choice.name`); requests without a forced tool
 * (the simulated runs) go to `noTool`. A handler may return undefined to fall through.
 */
export function routeByTool(
  handlers: Record<string, (request: RecordedRequest) => FakeReply | undefined>,
  noTool?: (request: RecordedRequest) => FakeReply | undefined,
): FakeRouter {
  return (request) => {
    const name = request.body.tool_choice?.type === 'tool' ? String(request.body.tool_choice.name) : null;
    if (name === null) return noTool?.(request);
    return handlers[name]?.(request);
  };
}

// ---- server ---------------------------------------------------------------------------------

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const queue: FakeReply[] = [...(options.script ?? [])];
  const requests: RecordedRequest[] = [];
  const usage = new Map<number, FakeUsage>();
  /** cache key → whether the entry can be read yet (its creating response has been sent). */
  const promptCache = new Map<string, boolean>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let maxInFlight = 0;

  const minTokens = (model: string) =>
    typeof options.minCacheableTokens === 'function' ? options.minCacheableTokens(model) : (options.minCacheableTokens ?? 0);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}`, ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          let body: unknown;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            send(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'fake: body is not JSON' } });
            return;
          }
          const request: RecordedRequest = { index: requests.length, method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
          requests.push(request);
          if (request.method !== 'POST' || !request.path.startsWith('/v1/messages')) {
            send(res, 404, { type: 'error', error: { type: 'not_found_error', message: `fake: no route ${request.method} ${request.path}` } });
            return;
          }
          const reply = queue.shift() ?? (await options.router?.(request));
          if (!reply) {
            send(res, 500, { type: 'error', error: { type: 'api_error', message: `fake: no scripted reply for request ${request.index}` } }, { 'x-should-retry': 'false' });
            return;
          }
          await answer(request, reply, res);
        } finally {
          inFlight--;
        }
      })();
    });
  });

  async function answer(request: RecordedRequest, reply: FakeReply, res: http.ServerResponse): Promise<void> {
    if (reply.kind === 'error') {
      if (reply.delayMs) await sleep(reply.delayMs);
      send(
        res,
        reply.status,
        { type: 'error', error: { type: reply.errorType ?? 'api_error', message: reply.message ?? `fake error ${reply.status}` } },
        reply.headers,
      );
      return;
    }
    const body = request.body;
    const model = String(body.model);
    const segments = segmentsOf(body);
    const total = segments.reduce((sum, s) => sum + estimateTokens(s.text), 0);
    let breakpoint = -1;
    segments.forEach((s, i) => {
      if (s.cacheBreakpoint) breakpoint = i;
    });
    let cacheKey: string | null = null;
    let prefixTokens = 0;
    if (breakpoint >= 0) {
      const prefix = segments.slice(0, breakpoint + 1);
      prefixTokens = prefix.reduce((sum, s) => sum + estimateTokens(s.text), 0);
      if (prefixTokens >= minTokens(model)) {
        // Changing the model or tool_choice invalidates the cached messages, as on the real API.
        cacheKey = createHash('sha256')
          .update(JSON.stringify([model, body.tool_choice ?? null, prefix.map((s) => s.text)]))
          .digest('hex');
      }
    }
    const reported: FakeUsage = { input_tokens: total, output_tokens: estimateTokens(outputText(reply.content)), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    let created = false;
    if (cacheKey !== null) {
      reported.input_tokens = total - prefixTokens;
      if (promptCache.get(cacheKey) === true) reported.cache_read_input_tokens = prefixTokens;
      else {
        reported.cache_creation_input_tokens = prefixTokens;
        created = !promptCache.has(cacheKey);
        if (created) promptCache.set(cacheKey, false);
      }
    }
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) {
      if (created && cacheKey) promptCache.delete(cacheKey);
      return;
    }
    if (cacheKey !== null) promptCache.set(cacheKey, true);
    usage.set(request.index, reported);
    send(res, 200, {
      id: `msg_fake_${request.index}`,
      type: 'message',
      role: 'assistant',
      model,
      content: reply.content,
      stop_reason: reply.stop_reason ?? 'end_turn',
      stop_sequence: null,
      usage: {
        ...reported,
        cache_creation: { ephemeral_5m_input_tokens: reported.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 },
        service_tier: 'standard',
      },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    usage,
    get maxInFlight() {
      return maxInFlight;
    },
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
