// The CLI's side of the LLM layers: key and base URL from the environment, models and limits
// from the flags. Without a key nothing is called, and the user is told so plainly.
import type { LlmLayers } from '../engine/evaluate.js';
import { DEFAULT_JUDGES_BY_DEPTH } from '../contract/weights.js';
import { DEFAULT_METHOD, llmMethodOf, methodNamed, type Depth, type Method } from '../contract/types.js';
import { Deadline } from '../runtime/deadline.js';

/** The static method a `--method` value names (commander has checked the choice). */
export function staticMethodOf(value: string | undefined): Method {
  return methodNamed(value) ?? DEFAULT_METHOD;
}

export { DEFAULT_JUDGES_BY_DEPTH };

export interface LlmCliOptions {
  modelPrompt?: string;
  modelRubric?: string;
  modelSimulate?: string;
  cacheDir?: string;
  /** Per-call timeout in seconds. */
  timeout?: number;
  concurrency?: number;
  /** Progress of long layers (Monte Carlo runs). */
  onProgress?: (done: number, total: number, label: string) => void;
  /** Judge samples per rubric assessment (1–5); default by depth. */
  judges?: number;
  /**
   * `calibrated` (default; alias `measured`) or `reference`: the LLM layers use measured or the reference's methods.
   */
  method?: 'calibrated' | 'measured' | 'reference';
  /** Repetitions of each labelled request of the measured triggering. */
  triggerReps?: number;
  /** Spend cap of the run in USD (--budget-usd). */
  budgetUsd?: number;
  /** How long the run may take (--deadline), as written and in milliseconds. */
  deadline?: { label: string; ms: number };
  /** The author's evals: true at any depth, false never, absent at standard and deeper. */
  evals?: boolean;
  /** Repetitions of each eval in each arm. */
  evalReps?: number;
  /** Send the calls through the Message Batches API, with this state file (sweeps). */
  batchState?: string | null;
  /** Seconds between two polls of a running batch. */
  batchPoll?: number;
  /** false with --no-early-stop: every Monte Carlo run is made. */
  earlyStop?: boolean;
}

interface CliWarnings {
  warn: (message: string) => void;
  say: (message: string) => void;
  env: Record<string, string | undefined>;
  stderrIsTTY: boolean;
}

/**
 * The LLM layers for a run at `depth` (standard or deeper), or null when there is no
 * ANTHROPIC_API_KEY — then the engine scores from the static layer and says which layers did not run.
 */
export async function createLlm(depth: Depth, opts: LlmCliOptions, ctx: CliWarnings): Promise<LlmLayers | null> {
  const apiKey = ctx.env.ANTHROPIC_API_KEY?.trim();
  if (!apiKey) {
    ctx.warn(
      `--depth ${depth}: ANTHROPIC_API_KEY is not set, so the LLM judge${depth === 'standard' ? ' layer' : ' and Monte Carlo layers'} did not run; ` +
        'scores come from the static layer only and are labelled Estimated.',
    );
    return null;
  }
  // The adapter (and the SDK) is loaded only when a key is present, so quick runs never load it.
  const adapter = await import('../adapters/anthropic.js');
  return adapter.createLlmLayers({
    apiKey,
    baseURL: ctx.env.ANTHROPIC_BASE_URL?.trim() || undefined,
    models: {
      prompt: opts.modelPrompt ?? adapter.DEFAULT_MODELS.prompt,
      rubric: opts.modelRubric ?? adapter.DEFAULT_MODELS.rubric,
      simulate: opts.modelSimulate ?? adapter.DEFAULT_MODELS.simulate,
    },
    concurrency: opts.concurrency ?? adapter.DEFAULT_CONCURRENCY,
    // Without --timeout each call's timeout is scaled to its answer.
    timeoutMs: opts.timeout !== undefined ? opts.timeout * 1000 : null,
    maxRetries: adapter.DEFAULT_MAX_RETRIES,
    cacheDir: opts.cacheDir ?? null,
    judges: opts.judges ?? DEFAULT_JUDGES_BY_DEPTH[depth],
    method: llmMethodOf(staticMethodOf(opts.method)),
    triggerRepetitions: opts.triggerReps,
    budgetUsd: opts.budgetUsd ?? null,
    // Counted from here (the command line was just read); only the model calls need it in the CLI.
    deadline: opts.deadline ? new Deadline(opts.deadline.ms, { label: opts.deadline.label }) : null,
    evalRepetitions: opts.evalReps,
    earlyStop: opts.earlyStop ?? true,
    batch: opts.batchState
      ? batchSettings(
          opts.batchState,
          opts.batchPoll,
          ctx.say,
          adapter.DEFAULT_BATCH_POLL_MS,
          adapter.DEFAULT_BATCH_IDLE_MS,
        )
      : null,
    onProgress: opts.onProgress,
    warn: ctx.warn,
  });
}

/**
 * Batch settings: poll every `pollSeconds`; calls arriving within the idle window (never longer than a poll) share a
 * batch.
 */
function batchSettings(
  stateFile: string,
  pollSeconds: number | undefined,
  say: (m: string) => void,
  defaultPollMs: number,
  defaultIdleMs: number,
) {
  const pollIntervalMs = pollSeconds !== undefined ? pollSeconds * 1000 : defaultPollMs;
  return { stateFile, pollIntervalMs, idleMs: Math.min(defaultIdleMs, pollIntervalMs), onStatus: say };
}
