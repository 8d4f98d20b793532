// A loopback fake of the Anthropic Messages API (POST /v1/messages) for tests and benchmarks,
// used through the real SDK via `baseURL`. It records every request body, answers from a
// scripted queue or a router function, and reports `usage` as the real API does, prompt caching
// included: the prefix up to the last `cache_control` block is written to the cache by the first
// request that carries it (cache_creation_input_tokens) and read by later ones once that first
// response has been sent (cache_read_input_tokens). Tokens are estimated as ⌈code points / 4⌉.
//
// It also serves the Message Batches API (create, retrieve, results as JSONL): every item of a
// batch is answered like a direct request, recorded in `batchItems`, and the batch ends after a
// set number of polls; items can be made to fail (errored, expired, canceled).
//
// By default a prefix is cached only from the model's documented minimum length on (the table in
// src/llm/models.ts, as the real API does, silently). Besides node built-ins it imports only that
// module, which imports nothing, so bench/cost.mjs can transpile this file and point the import
// at the compiled table.
import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { minCacheableTokens as documentedMinimum } from '../../src/llm/models.js';

export interface RecordedRequest {
  /** 0-based arrival order. */
  index: number;
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;

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

/**
 * A reply the real SDK cannot parse or never fully receives: `body` sent as is (garbled JSON);
 * with `truncate`, the headers announce the whole body but only its first half is sent before the
 * connection is cut (a truncated stream).
 */
export interface RawReply {
  kind: 'raw';
  status: number;
  body: string;
  truncate?: boolean;
  headers?: Record<string, string>;
}

/** The connection is dropped without any answer (a reset). */
export interface ResetReply {
  kind: 'reset';
}

/** No answer ever: the connection is held open until the client gives up (or the fake closes). */
export interface HangReply {
  kind: 'hang';
}

export type FakeReply = MessageReply | ErrorReply | RawReply | ResetReply | HangReply;
/** Decides the reply to a request; return undefined to fall through to the default (a 500 that names the gap). */
export type FakeRouter = (request: RecordedRequest) => FakeReply | undefined | Promise<FakeReply | undefined>;

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export type BatchItemFailure = 'errored' | 'expired' | 'canceled';

export interface FakeBatchOptions {
  /** Retrieves that still report `in_progress` before the batch has ended (default 1). */
  pollsUntilEnded?: number;
  /** Makes an item fail instead of being answered (it is still recorded). */
  itemFailure?: (item: RecordedRequest) => BatchItemFailure | undefined;
  /** Answer batch creation with this HTTP status (e.g. 404 for a proxy without batches). */
  createStatus?: number;
}

export interface FakeAnthropicOptions {
  /** Replies used in order, one per request, before the router is asked. */
  script?: FakeReply[];
  router?: FakeRouter;
  batches?: FakeBatchOptions;
  /**
   * Smallest cacheable prefix in tokens, per model; shorter prefixes are not cached (the real API
   * does the same, silently). Default: each model's documented minimum (src/llm/models.ts); 0 caches
   * every marked prefix.
   */
  minCacheableTokens?: number | ((model: string) => number);
  /** The model a reply reports (the real API answers an alias with a dated id). Default: the requested one. */
  reportedModel?: (requested: string) => string;
}

export interface FakeBatch {
  id: string;
  custom_ids: string[];
  polls: number;
  ended: boolean;
}

export interface FakeAnthropic {
  /** Base URL to give the SDK (`baseURL`). */
  url: string;
  /** Every HTTP request (messages, batch creation, polls and result downloads). */
  requests: RecordedRequest[];
  /** Every request inside a batch, as if sent on its own (path `batch:<id>/<custom_id>`). */
  batchItems: RecordedRequest[];
  batches: FakeBatch[];
  /** Model calls, direct or inside a batch: POST /v1/messages and batch items. */
  calls(): RecordedRequest[];
  /** Usage reported for each answered request, by request index. */
  usage: Map<number, FakeUsage>;
  /** Most requests seen in flight at once. */
  readonly maxInFlight: number;
  enqueue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

// ---- reply builders -------------------------------------------------------------------------

export function toolReply(
  name: string,
  input: unknown,
  options: { stop_reason?: string; delayMs?: number } = {},
): MessageReply {
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

export function rawReply(
  status: number,
  body: string,
  options: Omit<RawReply, 'kind' | 'status' | 'body'> = {},
): RawReply {
  return { kind: 'raw', status, body, ...options };
}

export const resetReply: ResetReply = { kind: 'reset' };

export const hangReply: HangReply = { kind: 'hang' };

// ---- token and cache accounting -------------------------------------------------------------

export function estimateTokens(text: string): number {
  let codePoints = 0;
  for (const _ of text) codePoints++;
  return Math.ceil(codePoints / 4);
}

interface Segment {
  text: string;
  cacheBreakpoint: boolean;
  /** Tools and system survive a change of tool_choice; message blocks do not (as on the real API). */
  inMessages: boolean;
}

function blockText(block: any): string {
  if (typeof block === 'string') return block;
  if (block?.type === 'text') return String(block.text ?? '');
  return JSON.stringify(block);
}

/** The prompt in cache order (tools, system, messages), one segment per block. */

function segmentsOf(body: any): Segment[] {
  const segments: Segment[] = [];
  for (const tool of body.tools ?? []) {
    const { cache_control, ...rest } = tool;
    segments.push({ text: JSON.stringify(rest), cacheBreakpoint: Boolean(cache_control), inMessages: false });
  }
  const system = body.system;
  if (typeof system === 'string') segments.push({ text: system, cacheBreakpoint: false, inMessages: false });
  else
    for (const block of system ?? [])
      segments.push({ text: blockText(block), cacheBreakpoint: Boolean(block.cache_control), inMessages: false });
  for (const message of body.messages ?? []) {
    const content = message.content;
    if (typeof content === 'string')
      segments.push({ text: `${message.role}:${content}`, cacheBreakpoint: false, inMessages: true });
    else
      for (const block of content ?? [])
        segments.push({
          text: `${message.role}:${blockText(block)}`,
          cacheBreakpoint: Boolean(block.cache_control),
          inMessages: true,
        });
  }
  return segments;
}

function outputText(content: Array<Record<string, unknown>>): string {
  return content
    .map((block) => (block.type === 'text' ? String(block.text) : JSON.stringify(block.input ?? {})))
    .join('');
}

// ---- schema-driven model --------------------------------------------------------------------

export interface SchemaModelOptions {
  /** Value for every number in a forced tool call (default 0.75). */
  number?: number;
  /** Reply text to requests without a forced tool (the simulated runs). */
  text?: string | ((request: RecordedRequest) => string);
  /**
   * The skill an agent loads from a catalogue (a request offering `load_skill`), or null for none.
   * Default: the listed skill whose name the user request contains, else none.
   */
  chooseSkill?: (userRequest: string, names: string[], request: RecordedRequest) => string | null;
}

// ---- the catalogue of skills (measured triggering) ------------------------------------------

export const LOAD_SKILL = 'load_skill';

/**
 * The tool a request wants: the forced one (`tool_choice: {type: 'tool'}`), or with
 * `tool_choice: any` the offered tool its last user text names after "Answer with " (else the only
 * tool offered), as a cooperative model reads it; null for neither.
 */
export function wantedTool(request: RecordedRequest): string | null {
  const choice = request.body?.tool_choice;
  if (choice?.type === 'tool') return String(choice.name);
  if (choice?.type !== 'any') return null;

  const names: string[] = (request.body.tools ?? []).map((t: any) => String(t.name));
  const messages = request.body.messages ?? [];
  const content = messages[messages.length - 1]?.content;

  const text =
    typeof content === 'string'
      ? content
      : (content ?? []).map((b: any) => (b?.type === 'text' ? String(b.text) : '')).join('\n');
  const at = text.lastIndexOf('Answer with ');
  const named = at >= 0 ? /^[A-Za-z0-9_-]+/.exec(text.slice(at + 'Answer with '.length))?.[0] : undefined;
  if (named && names.includes(named)) return named;
  return names.length === 1 ? names[0]! : null;
}

/** Whether a request is an agent's choice from a catalogue (it offers load_skill, not forced). */
export function isCatalogueRequest(request: RecordedRequest): boolean {
  return (
    request.body?.tool_choice?.type !== 'tool' && (request.body?.tools ?? []).some((t: any) => t.name === LOAD_SKILL)
  );
}

/** The skill names a catalogue request offers (the enum of load_skill's input). */
export function catalogueNames(request: RecordedRequest): string[] {
  const tool = (request.body?.tools ?? []).find((t: any) => t.name === LOAD_SKILL);
  return tool?.input_schema?.properties?.name?.enum ?? [];
}

/** The catalogue's entries as listed in the request's text (`- name: …` / `  description: …`). */
export function catalogueEntries(request: RecordedRequest): Array<{ name: string; description: string }> {
  const text = String(request.body?.messages?.[0]?.content?.[0]?.text ?? '');
  const out: Array<{ name: string; description: string }> = [];
  const pattern = /^- name: (.*)\n {2}description: (.*)$/gm;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) out.push({ name: m[1]!, description: m[2]! });
  return out;
}

/** The user's request in a catalogue or simulation request (the text after `User request:`). */
export function userRequestOf(request: RecordedRequest): string {
  const content = request.body?.messages?.[0]?.content;
  const last = Array.isArray(content) ? content[content.length - 1] : { text: content };
  return String(last?.text ?? '').replace(/^User request:\n/, '');
}

/** An agent loading a skill (a load_skill tool call). */
export function loadSkillReply(name: string): MessageReply {
  return toolReply(LOAD_SKILL, { name });
}

/** An agent that finds no skill for the request. */
export const noSkillReply = (): MessageReply => textReply('no skill');

/** An answer to a JSON schema: numbers get `number`, arrays their minimum length, strings a word. */

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
    if (isCatalogueRequest(request)) {
      const names = catalogueNames(request);
      const prompt = userRequestOf(request);
      const chosen = options.chooseSkill
        ? options.chooseSkill(prompt, names, request)
        : (names.find((n) => prompt.toLowerCase().includes(n.toLowerCase())) ?? null);
      return chosen === null ? noSkillReply() : loadSkillReply(chosen);
    }
    const wanted = wantedTool(request);
    if (wanted !== null) {
      const tool = (request.body.tools ?? []).find((t: any) => t.name === wanted);
      return toolReply(wanted, answerFor(tool?.input_schema, options));
    }
    const text =
      typeof options.text === 'function' ? options.text(request) : (options.text ?? 'A helpful answer. '.repeat(20));
    return textReply(text);
  };
}

/**
 * Routes by the tool a request wants (wantedTool: the forced one, or the one named under
 * `tool_choice: any`); a catalogue request (load_skill
 * offered, not forced) goes to the `load_skill` handler when there is one; requests without a
 * forced tool (the simulated runs) go to `noTool`. A handler may return undefined to fall through.
 */
export function routeByTool(
  handlers: Record<string, (request: RecordedRequest) => FakeReply | undefined>,
  noTool?: (request: RecordedRequest) => FakeReply | undefined,
): FakeRouter {
  return (request) => {
    if (handlers[LOAD_SKILL] && isCatalogueRequest(request)) return handlers[LOAD_SKILL](request);
    const name = wantedTool(request);
    if (name === null) return noTool?.(request);
    return handlers[name]?.(request);
  };
}

// ---- authors' evals (with and without the skill) -------------------------------------------

export const GRADE_STATEMENTS = 'grade_statements';

/** The content of the tool_result a follow-up turn carries (the loaded skill's text), or null on a first turn. */
export function toolResultText(request: RecordedRequest): string | null {
  for (const message of request.body?.messages ?? []) {
    if (message.role !== 'user' || !Array.isArray(message.content)) continue;
    for (const block of message.content) {
      if (block?.type === 'tool_result')
        return typeof block.content === 'string' ? block.content : JSON.stringify(block.content);
    }
  }
  return null;
}

/** What a grader request shows: the output (between agent_output tags) and the numbered statements. */
export function gradedOutput(request: RecordedRequest): { output: string; statements: string[] } {
  const blocks = request.body?.messages?.[0]?.content ?? [];
  const first = String(blocks[0]?.text ?? '');
  const output = /<agent_output>\n([\s\S]*)\n<\/agent_output>/.exec(first)?.[1] ?? '';
  const second = String(blocks[1]?.text ?? '');
  const statements = [...second.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => m[2]!);
  return { output, statements };
}

/** A statement passes when the phrase it quotes ('…') is in the output; the evidence quotes it. */
export function quoteGrader(output: string, statement: string): { passed: boolean; evidence: string } {
  const phrase = /'([^']+)'/.exec(statement)?.[1] ?? statement;
  return output.includes(phrase) ? { passed: true, evidence: phrase } : { passed: false, evidence: '' };
}

export interface EvalsModelOptions {
  /** Skills the agent loads when they are offered in its catalogue. */
  loads: string[];
  /** The agent's answer to a request: `skillText` is the loaded skill's content, or null when none came back. */
  answer: (userRequest: string, skillText: string | null) => string;
  grade?: (output: string, statement: string) => { passed: boolean; evidence: string };
  /** Every other request (the judge, triggering, Monte Carlo). */
  fallback?: FakeRouter;
}

/** Whether a request is the evals agent's (its system prompt lets it answer directly when no skill fits). */
export function isEvalAgentRequest(request: RecordedRequest): boolean {
  return String(request.body?.system ?? '').includes('Otherwise answer directly');
}

/**
 * A model for the evals layer: as an agent it loads an offered skill named in `loads`, then
 * answers from `answer` depending on whether the skill's content came back; as the grader it
 * grades each numbered statement with `grade` (default: the quoted phrase is in the output).
 */
export function evalsModel(options: EvalsModelOptions): FakeRouter {
  const grade = options.grade ?? quoteGrader;
  return (request) => {
    if (request.body?.tool_choice?.type === 'tool' && request.body.tool_choice.name === GRADE_STATEMENTS) {
      const { output, statements } = gradedOutput(request);
      return toolReply(GRADE_STATEMENTS, {
        grades: statements.map((st, i) => ({ index: i + 1, ...grade(output, st) })),
      });
    }
    if (!isEvalAgentRequest(request)) return options.fallback?.(request);
    const prompt = userRequestOf(request);
    const skillText = toolResultText(request);
    if (skillText === null && isCatalogueRequest(request)) {
      const offered = catalogueNames(request).find((n) => options.loads.includes(n));
      if (offered) return loadSkillReply(offered);
    }
    const loadedUnderTest = skillText !== null && !skillText.includes('has no instructions available here');
    return textReply(options.answer(prompt, loadedUnderTest ? skillText : null));
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
    typeof options.minCacheableTokens === 'function'
      ? options.minCacheableTokens(model)
      : (options.minCacheableTokens ?? documentedMinimum(model));

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
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_fake_${requests.length}`,
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const batchItems: RecordedRequest[] = [];
  const batches: Array<FakeBatch & { created_at: string; results: Array<Record<string, unknown>> }> = [];
  let nextIndex = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          let body: unknown = null;
          const raw = Buffer.concat(chunks).toString('utf8');
          if (raw !== '') {
            try {
              body = JSON.parse(raw);
            } catch {
              send(res, 400, {
                type: 'error',
                error: { type: 'invalid_request_error', message: 'fake: body is not JSON' },
              });
              return;
            }
          }
          const request: RecordedRequest = {
            index: nextIndex++,
            method: req.method ?? '',
            path: req.url ?? '',
            headers: req.headers,
            body,
          };
          requests.push(request);
          const route = (request.path.split('?')[0] ?? '').replace(/\/+$/, '');
          if (request.method === 'POST' && route === '/v1/messages') {
            const reply = await replyFor(request);
            if (!reply) {
              send(
                res,
                500,
                {
                  type: 'error',
                  error: { type: 'api_error', message: `fake: no scripted reply for request ${request.index}` },
                },
                { 'x-should-retry': 'false' },
              );
              return;
            }
            await answer(request, reply, res);
            return;
          }
          if (request.method === 'POST' && route === '/v1/messages/batches')
            return void (await createBatch(request, res));
          const batchRoute = /^\/v1\/messages\/batches\/([^/]+)(\/results)?$/.exec(route);
          if (request.method === 'GET' && batchRoute) {
            const batch = batches.find((b) => b.id === batchRoute[1]);
            if (!batch)
              return send(res, 404, {
                type: 'error',
                error: { type: 'not_found_error', message: `fake: no batch ${batchRoute[1]}` },
              });
            if (batchRoute[2]) return sendResults(batch, res);
            batch.polls++;
            if (batch.polls >= (options.batches?.pollsUntilEnded ?? 1)) batch.ended = true;
            return send(res, 200, batchJson(batch));
          }
          send(res, 404, {
            type: 'error',
            error: { type: 'not_found_error', message: `fake: no route ${request.method} ${request.path}` },
          });
        } finally {
          inFlight--;
        }
      })();
    });
  });

  async function replyFor(request: RecordedRequest): Promise<FakeReply | undefined> {
    return queue.shift() ?? (await options.router?.(request));
  }

  function batchJson(batch: (typeof batches)[number]) {
    const count = (type: string) => batch.results.filter((r) => (r.result as { type: string }).type === type).length;
    return {
      id: batch.id,
      type: 'message_batch',
      processing_status: batch.ended ? 'ended' : 'in_progress',
      request_counts: batch.ended
        ? {
            processing: 0,
            succeeded: count('succeeded'),
            errored: count('errored'),
            canceled: count('canceled'),
            expired: count('expired'),
          }
        : { processing: batch.custom_ids.length, succeeded: 0, errored: 0, canceled: 0, expired: 0 },
      created_at: batch.created_at,
      expires_at: batch.created_at,
      ended_at: batch.ended ? new Date().toISOString() : null,
      archived_at: null,
      cancel_initiated_at: null,
      results_url: batch.ended ? `${url}/v1/messages/batches/${batch.id}/results` : null,
    };
  }

  function sendResults(batch: (typeof batches)[number], res: http.ServerResponse) {
    if (!batch.ended)
      return send(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'fake: batch still in progress' },
      });
    res.writeHead(200, { 'content-type': 'application/binary' });
    res.end(batch.results.map((r) => JSON.stringify(r)).join('\n') + '\n');
  }

  async function createBatch(request: RecordedRequest, res: http.ServerResponse): Promise<void> {
    const status = options.batches?.createStatus;
    if (status !== undefined) {
      send(
        res,
        status,
        {
          type: 'error',
          error: {
            type: status === 404 ? 'not_found_error' : 'api_error',
            message: `fake: batch creation refused (${status})`,
          },
        },
        { 'x-should-retry': 'false' },
      );
      return;
    }
    const items = (request.body as { requests?: Array<{ custom_id: string; params: unknown }> } | null)?.requests;
    if (!Array.isArray(items) || items.length === 0) {
      send(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'fake: requests must be a non-empty list' },
      });
      return;
    }
    const id = `msgbatch_fake_${batches.length + 1}`;
    const batch = {
      id,
      custom_ids: items.map((i) => i.custom_id),
      polls: 0,
      ended: false,
      created_at: new Date().toISOString(),
      results: [] as Array<Record<string, unknown>>,
    };
    batches.push(batch);
    for (const item of items) {
      const itemRequest: RecordedRequest = {
        index: nextIndex++,
        method: 'POST',
        path: `batch:${id}/${item.custom_id}`,
        headers: {},
        body: item.params,
      };
      batchItems.push(itemRequest);
      const failure = options.batches?.itemFailure?.(itemRequest);
      if (failure) {
        batch.results.push({
          custom_id: item.custom_id,
          result:
            failure === 'errored'
              ? {
                  type: 'errored',
                  error: { type: 'error', error: { type: 'api_error', message: 'fake: item errored' } },
                }
              : { type: failure },
        });
        continue;
      }
      const reply = await replyFor(itemRequest);
      if (!reply || reply.kind !== 'message') {
        const message =
          reply?.kind === 'error'
            ? (reply.message ?? `fake error ${reply.status}`)
            : reply
              ? `fake: ${reply.kind} reply inside a batch`
              : `fake: no scripted reply for request ${itemRequest.index}`;
        batch.results.push({
          custom_id: item.custom_id,
          result: { type: 'errored', error: { type: 'error', error: { type: 'api_error', message } } },
        });
        continue;
      }
      batch.results.push({
        custom_id: item.custom_id,
        result: { type: 'succeeded', message: messageFor(itemRequest, reply) },
      });
    }
    send(res, 200, batchJson(batch));
  }

  /** Usage of a request as the real API would report it, prompt cache included; `commit` makes a written entry readable. */
  function accountFor(
    request: RecordedRequest,
    content: Array<Record<string, unknown>>,
  ): { reported: FakeUsage; cacheKey: string | null; created: boolean } {
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
        // As documented ("What invalidates the cache"): the model and the tools invalidate everything
        // (the tools are part of the prefix); a structured-output format adds to the system prompt, so
        // it invalidates the system and message levels; tool_choice and thinking only the message level.
        const inMessages = prefix.some((s) => s.inMessages);
        const reachesSystem = inMessages || segments.slice(0, breakpoint + 1).length > (body.tools ?? []).length;
        const messageLevel = inMessages ? [body.tool_choice ?? null, body.thinking ?? null] : null;
        const format = reachesSystem ? (body.output_config?.format ?? null) : null;
        cacheKey = createHash('sha256')
          .update(JSON.stringify([model, messageLevel, format, prefix.map((s) => s.text)]))
          .digest('hex');
      }
    }
    const reported: FakeUsage = {
      input_tokens: total,
      output_tokens: estimateTokens(outputText(content)),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    };
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
    return { reported, cacheKey, created };
  }

  function messageJson(request: RecordedRequest, reply: MessageReply, reported: FakeUsage) {
    return {
      id: `msg_fake_${request.index}`,
      type: 'message',
      role: 'assistant',
      model: options.reportedModel ? options.reportedModel(String(request.body.model)) : String(request.body.model),
      content: reply.content,
      stop_reason: reply.stop_reason ?? 'end_turn',
      stop_sequence: null,
      usage: {
        ...reported,
        cache_creation: {
          ephemeral_5m_input_tokens: reported.cache_creation_input_tokens,
          ephemeral_1h_input_tokens: 0,
        },
        service_tier: 'batch',
      },
    };
  }

  /** A batch item's message (answered at once; its cache entry is readable by the next item). */
  function messageFor(request: RecordedRequest, reply: MessageReply) {
    const { reported, cacheKey } = accountFor(request, reply.content);
    if (cacheKey !== null) promptCache.set(cacheKey, true);
    usage.set(request.index, reported);
    return messageJson(request, reply, reported);
  }

  async function answer(request: RecordedRequest, reply: FakeReply, res: http.ServerResponse): Promise<void> {
    if (reply.kind === 'reset') {
      res.socket?.destroy();
      return;
    }
    if (reply.kind === 'hang') return;
    if (reply.kind === 'raw') {
      const bytes = Buffer.from(reply.body, 'utf8');
      const headers = {
        'content-type': 'application/json',
        'request-id': `req_fake_${request.index}`,
        ...reply.headers,
      };
      if (!reply.truncate) {
        res.writeHead(reply.status, headers);
        res.end(bytes);
        return;
      }
      // The headers promise the whole body; half of it arrives, then the connection is cut.
      res.writeHead(reply.status, { ...headers, 'content-length': String(bytes.length) });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
      return;
    }
    if (reply.kind === 'error') {
      if (reply.delayMs) await sleep(reply.delayMs);
      send(
        res,
        reply.status,
        {
          type: 'error',
          error: { type: reply.errorType ?? 'api_error', message: reply.message ?? `fake error ${reply.status}` },
        },
        reply.headers,
      );
      return;
    }
    const { reported, cacheKey, created } = accountFor(request, reply.content);
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) {
      if (created && cacheKey) promptCache.delete(cacheKey);
      return;
    }
    if (cacheKey !== null) promptCache.set(cacheKey, true);
    usage.set(request.index, reported);
    send(res, 200, {
      ...messageJson(request, reply, reported),
      usage: { ...messageJson(request, reply, reported).usage, service_tier: 'standard' },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    requests,
    batchItems,
    batches,
    calls: () => [
      ...requests.filter(
        (r) => r.method === 'POST' && (r.path.split('?')[0] ?? '').replace(/\/+$/, '') === '/v1/messages',
      ),
      ...batchItems,
    ],
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
