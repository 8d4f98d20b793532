// Message Batches for sweeps: at half the price, the calls of a whole sweep go out as a
// few batches instead of one request each. Requests that arrive close together (all targets of a
// sweep reach each phase — prompts, runs, grading — at about the same time) are gathered into one
// batch, which is polled until it has ended; its results answer the waiting calls. A state file
// records every submitted batch and every result, so a sweep interrupted and run again resumes:
// results already in it cost nothing, batches still running are polled again, not resubmitted.
// What a batch cannot answer (creation refused, an item errored, expired or canceled, polling
// failing for good) is reported as such, and the adapter sends it as a direct call.
import type Anthropic from '@anthropic-ai/sdk';
import { createHash, randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { MessageRequest } from '../llm/call.js';
import { sleep } from '../runtime/sleep.js';

/** Batches are billed at half the price of direct calls. */
export const BATCH_PRICE_FACTOR = 0.5;
export const DEFAULT_BATCH_POLL_MS = 30_000;
/** Requests arriving within this quiet time of each other go into the same batch. */
export const DEFAULT_BATCH_IDLE_MS = 2_000;
/** A batch waits for quiet at most this many idle windows after its first request, even if calls keep trickling in. */
export const MAX_IDLE_WINDOWS = 5;
/** Requests per batch at most (the API allows 100,000 or 256 MB). */
export const DEFAULT_BATCH_MAX_REQUESTS = 10_000;
/** Polls failing in a row (after the SDK's own retries) before a batch's calls go direct. */
export const MAX_POLL_FAILURES = 5;
export const BATCH_STATE_VERSION = 1;
/** The state file's name in a sweep's output folder (no .json suffix: it is not a target report). */
export const DEFAULT_BATCH_STATE_FILE = '.plugin-eval-batch-state';

export interface BatchSettings {
  /** JSON file of submitted batches and their results (created when missing). */
  stateFile: string;
  /** False: an existing state file is not read, only replaced (the caller has said why). */
  readExisting?: boolean;
  pollIntervalMs?: number;
  idleMs?: number;
  maxRequests?: number;
  /** One line per batch event (submitted, ended, resumed). */
  onStatus?: (message: string) => void;
  /**
   * Stops the queue as an interruption would (Ctrl-C): nothing more is submitted or polled, the
   * waiting calls stay unanswered, and the state file keeps what a later run resumes from.
   */
  signal?: AbortSignal;
}

export type BatchAnswer = { ok: true; message: Anthropic.Message; resumed: boolean } | { ok: false; reason: string };

export interface BatchStats {
  batches_submitted: number;
  requests_submitted: number;
  succeeded: number;
  resumed: number;
  /** Calls a batch could not answer (sent direct by the adapter). */
  not_answered: number;
  state_file: string;
}

interface StoredBatch {
  created_at: string;
  ended: boolean;
  /** custom_id → request key. */
  requests: Record<string, string>;
}

interface BatchState {
  version: number;
  next_id: number;
  batches: Record<string, StoredBatch>;
  /** Request key → the message a batch returned. */
  results: Record<string, Anthropic.Message>;
}

interface Waiter {
  key: string;
  request: MessageRequest;
  resolve: (answer: BatchAnswer) => void;
}

/** JSON with sorted object keys: equal requests give equal keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestDigest(request: MessageRequest): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

export class BatchQueue {
  private state: BatchState = { version: BATCH_STATE_VERSION, next_id: 1, batches: {}, results: {} };
  private readonly ready: Promise<void>;
  /**
   * How often each digest was asked for in this run: identical requests (judge samples, repetitions) are distinct
   * calls.
   */
  private readonly occurrences = new Map<string, number>();
  private pending: Waiter[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  /** When the oldest pending request arrived. */
  private pendingSince = 0;
  /** Waiters of submitted batches, by batch id then custom_id. */
  private readonly waiting = new Map<string, Map<string, Waiter>>();
  private readonly polling = new Set<string>();
  private saving: Promise<void> = Promise.resolve();
  private readonly counts = { batches_submitted: 0, requests_submitted: 0, succeeded: 0, resumed: 0, not_answered: 0 };
  /**
   * Set when the API refused to create a batch (a proxy without batches, a key without access): the rest of the run
   * goes direct.
   */
  private disabled: string | null = null;
  private readonly pollMs: number;
  private readonly idleMs: number;
  private readonly maxRequests: number;

  constructor(
    private readonly client: Anthropic,
    private readonly settings: BatchSettings,
  ) {
    this.pollMs = settings.pollIntervalMs ?? DEFAULT_BATCH_POLL_MS;
    this.idleMs = settings.idleMs ?? DEFAULT_BATCH_IDLE_MS;
    this.maxRequests = Math.max(1, settings.maxRequests ?? DEFAULT_BATCH_MAX_REQUESTS);
    this.ready = this.load();
  }

  stats(): BatchStats {
    return { ...this.counts, state_file: this.settings.stateFile };
  }

  private async load(): Promise<void> {
    if (this.settings.readExisting === false) return;
    let text: string;
    try {
      text = await fsp.readFile(this.settings.stateFile, 'utf8');
    } catch {
      return;
    }
    try {
      const data = JSON.parse(text) as BatchState;
      if (data?.version === BATCH_STATE_VERSION && data.batches && data.results && Number.isInteger(data.next_id)) {
        this.state = data;
        const running = Object.values(data.batches).filter((b) => !b.ended).length;
        this.settings.onStatus?.(
          `batch state ${this.settings.stateFile}: ${Object.keys(data.results).length} result(s) kept, ${running} batch(es) still to collect`,
        );
        return;
      }
    } catch {
      // fall through: an unreadable state file is replaced, not trusted
    }
    this.settings.onStatus?.(
      `batch state ${this.settings.stateFile} is not a plugin-eval batch state; starting afresh`,
    );
  }

  /** Saves the state atomically; saves are chained so that they never interleave. */
  private save(): Promise<void> {
    const file = this.settings.stateFile;
    const text = JSON.stringify(this.state);
    this.saving = this.saving
      .then(async () => {
        await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
        const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        await fsp.writeFile(temp, text, 'utf8');
        await fsp.rename(temp, file);
      })
      .catch((error: unknown) => {
        this.settings.onStatus?.(
          `batch state: could not write ${file}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    return this.saving;
  }

  /** Answers a request from a batch (or from the state of an earlier, interrupted run). */
  async submit(request: MessageRequest): Promise<BatchAnswer> {
    await this.ready;
    const digest = requestDigest(request);
    const occurrence = this.occurrences.get(digest) ?? 0;
    this.occurrences.set(digest, occurrence + 1);
    const key = `${digest}#${occurrence}`;
    const kept = this.state.results[key];
    if (kept) {
      this.counts.resumed++;
      return { ok: true, message: kept, resumed: true };
    }
    if (this.disabled) return this.tally({ ok: false, reason: this.disabled });
    return new Promise<BatchAnswer>((resolve) => {
      const waiter: Waiter = { key, request, resolve: (answer) => resolve(this.tally(answer)) };
      for (const [id, batch] of Object.entries(this.state.batches)) {
        if (batch.ended) continue;
        const customId = Object.keys(batch.requests).find((c) => batch.requests[c] === key);
        if (customId === undefined) continue;
        this.waitersOf(id).set(customId, waiter);
        this.poll(id);
        return;
      }
      if (this.pending.length === 0) this.pendingSince = Date.now();
      this.pending.push(waiter);
      if (this.pending.length >= this.maxRequests) this.flush();
      else this.armIdleTimer();
    });
  }

  private tally(answer: BatchAnswer): BatchAnswer {
    if (answer.ok) this.counts.succeeded++;
    else this.counts.not_answered++;
    return answer;
  }

  private waitersOf(id: string): Map<string, Waiter> {
    let waiters = this.waiting.get(id);
    if (!waiters) this.waiting.set(id, (waiters = new Map()));
    return waiters;
  }

  private armIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const deadline = this.pendingSince + MAX_IDLE_WINDOWS * this.idleMs;
    this.idleTimer = setTimeout(() => this.flush(), Math.max(0, Math.min(this.idleMs, deadline - Date.now())));
  }

  private flush(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.stopped) return;
    const waiters = this.pending.splice(0, this.maxRequests);
    if (waiters.length === 0) return;
    void this.create(waiters);
    if (this.pending.length > 0) {
      this.pendingSince = Date.now();
      this.armIdleTimer();
    }
  }

  private get stopped(): boolean {
    return this.settings.signal?.aborted === true;
  }

  private async create(waiters: Waiter[]): Promise<void> {
    if (this.stopped) return;
    const customIds = waiters.map(() => `pe-${this.state.next_id++}`);
    let batch: Anthropic.Messages.MessageBatch;
    try {
      batch = await this.client.messages.batches.create({
        requests: waiters.map((w, i) => ({ custom_id: customIds[i]!, params: w.request })),
      });
    } catch (error) {
      const reason = `batch not submitted: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
      // A refusal (4xx other than a rate limit) will not change during the run: stop trying.
      // (Read by shape, not by class: this module does not load the SDK, so the CLI can name the state file cheaply.)
      const status = (error as { status?: unknown } | null)?.status;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
        this.disabled = reason;
        for (const w of this.pending.splice(0)) w.resolve({ ok: false, reason });
      }
      this.settings.onStatus?.(
        `${reason}; sending its ${waiters.length} call(s) directly${this.disabled ? ', and the rest of the run too' : ''}`,
      );
      for (const w of waiters) w.resolve({ ok: false, reason });
      return;
    }
    this.counts.batches_submitted++;
    this.counts.requests_submitted += waiters.length;
    this.state.batches[batch.id] = {
      created_at: new Date().toISOString(),
      ended: false,
      requests: Object.fromEntries(waiters.map((w, i) => [customIds[i]!, w.key])),
    };
    // Recorded before anything else: an interruption from here on resumes this batch.
    await this.save();
    const mine = this.waitersOf(batch.id);
    waiters.forEach((w, i) => mine.set(customIds[i]!, w));
    this.settings.onStatus?.(`batch ${batch.id}: ${waiters.length} call(s) submitted`);
    this.poll(batch.id);
  }

  /** Polls a batch until it has ended, then answers its waiters (once per batch). */
  private poll(id: string): void {
    if (this.polling.has(id)) return;
    this.polling.add(id);
    void (async () => {
      let failures = 0;
      for (;;) {
        await sleep(this.pollMs, this.settings.signal);
        if (this.stopped) return;
        try {
          const batch = await this.client.messages.batches.retrieve(id);
          failures = 0;
          if (batch.processing_status === 'ended') break;
        } catch (error) {
          const lastError = error instanceof Error ? error.message : String(error);
          if (++failures >= MAX_POLL_FAILURES) {
            this.release(id, `batch ${id} could not be polled: ${lastError}`.slice(0, 200));
            return;
          }
        }
      }
      if (!this.stopped) await this.collect(id);
    })();
  }

  /** Reads an ended batch's results into the state, then answers every waiter. */
  private async collect(id: string): Promise<void> {
    const stored = this.state.batches[id]!;
    const outcomes = new Map<string, BatchAnswer>();
    try {
      const results = await this.client.messages.batches.results(id);
      for await (const line of results) {
        const key = stored.requests[line.custom_id];
        if (key === undefined) continue;
        const result = line.result;
        if (result.type === 'succeeded') {
          this.state.results[key] = result.message;
          outcomes.set(line.custom_id, { ok: true, message: result.message, resumed: false });
        } else {
          const detail = result.type === 'errored' ? `: ${result.error?.error?.message ?? 'error'}` : '';
          outcomes.set(line.custom_id, { ok: false, reason: `batch item ${result.type}${detail}`.slice(0, 200) });
        }
      }
    } catch (error) {
      this.release(
        id,
        `batch ${id}: results not readable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200),
      );
      return;
    }
    stored.ended = true;
    await this.save();
    const ok = [...outcomes.values()].filter((o) => o.ok).length;
    this.settings.onStatus?.(`batch ${id}: ended, ${ok} of ${Object.keys(stored.requests).length} answered`);
    const waiters = this.waiting.get(id) ?? new Map<string, Waiter>();
    this.waiting.delete(id);
    this.polling.delete(id);
    for (const [customId, waiter] of waiters)
      waiter.resolve(outcomes.get(customId) ?? { ok: false, reason: 'no result in the batch' });
  }

  /** Gives up on a batch for this run: its waiters go direct. */
  private release(id: string, reason: string): void {
    this.settings.onStatus?.(`${reason}; sending its calls directly`);
    const waiters = this.waiting.get(id) ?? new Map<string, Waiter>();
    this.waiting.delete(id);
    this.polling.delete(id);
    for (const waiter of waiters.values()) waiter.resolve({ ok: false, reason });
  }
}
