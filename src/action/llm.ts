// The LLM layers of a run: only where the mode scores with them, the depth or the eval gate asks
// for them, a key is set and the pull request may spend it; every result redacted on the way in.
import * as path from 'node:path';
import {
  DEFAULT_BATCH_IDLE_MS,
  DEFAULT_BATCH_POLL_MS,
  DEFAULT_BATCH_STATE_FILE,
  type BatchSettings,
} from '../adapters/batch.js';
import { llmMethodOf } from '../contract/types.js';
import type { LlmLayers } from '../engine/evaluate.js';
import type { Deadline } from '../runtime/deadline.js';
import { redactDeep, type Redactor } from '../text/redact.js';
import { pullRequestFromPayload } from './base.js';
import { batchStateFile, untrustedBatchState } from './batchState.js';
import type { ActionEnv } from './context.js';
import type { ActionInputs } from './inputs.js';
import { info, type RunLog } from './log.js';
import type { ActionSettings } from './settings.js';

/**
 * The LLM layers for this run, or null (quick depth, no key, or a fork without permission: a
 * stranger's pull request must not spend the repository's API budget).
 */
async function llmFor(
  inputs: ActionInputs,
  env: ActionEnv,
  batchable: boolean,
  warn: (m: string) => void,
  notes: string[],
  deadline: Deadline | null,
): Promise<LlmLayers | null> {
  // The eval gate needs the author's evals run, at any depth.
  if (inputs.depth === 'quick' && inputs.evalGate.mode === 'off') return null;
  const pr = pullRequestFromPayload(env.payload);
  if (pr?.fromFork && !inputs.allowLlmOnForks) {
    const note = `Depth ${inputs.depth}: this pull request comes from a fork, so only the static layer ran (set allow-llm-on-forks to change that).`;
    warn(note);
    notes.push(note);
    return null;
  }
  if (!inputs.anthropicApiKey) {
    const note = `Depth ${inputs.depth}: no anthropic-api-key, so the LLM judge and Monte Carlo layers did not run; scores come from the static layer.`;
    warn(note);
    notes.push(note);
    return null;
  }
  // The adapter (and the SDK, most of the bundle) is loaded only when an LLM layer runs: a quick
  // run starts without it.
  const { createLlmLayers, DEFAULT_MAX_RETRIES, DEFAULT_MODELS, clampConcurrency } =
    await import('../adapters/anthropic.js');
  return createLlmLayers({
    apiKey: inputs.anthropicApiKey,
    baseURL: process.env.ANTHROPIC_BASE_URL?.trim() || undefined,
    models: DEFAULT_MODELS,
    concurrency: clampConcurrency(inputs.concurrency),
    maxRetries: DEFAULT_MAX_RETRIES,
    cacheDir: null,
    judges: (await import('../layers/judge.js')).DEFAULT_JUDGES_BY_DEPTH[inputs.depth],
    method: llmMethodOf(inputs.method),
    budgetUsd: inputs.budgetUsd,
    deadline,
    // Batches suit the weekly sweep (nobody waits on it); a pull request's check wants answers now.
    batch: inputs.batch && batchable ? batchSettings(inputs.outputDir, env.workspace, warn) : null,
    warn,
  });
}

/**
 * Batches keep their state under RUNNER_TEMP, so that a re-run on the same runner resumes and
 * nothing in the checkout can answer for the model (src/action/batchState.ts).
 */
function batchSettings(outputDir: string, workspace: string, warn: (m: string) => void): BatchSettings {
  // PLUGIN_EVAL_BATCH_POLL_MS tunes the poll interval (tests poll in milliseconds).
  const poll = Number(process.env.PLUGIN_EVAL_BATCH_POLL_MS);
  const pollIntervalMs = Number.isFinite(poll) && poll > 0 ? poll : DEFAULT_BATCH_POLL_MS;
  const stateFile = batchStateFile(process.env.RUNNER_TEMP, outputDir);
  // The output folder is where the state was kept before: one found there is said to be ignored too.
  const candidates = [...new Set([stateFile, path.resolve(outputDir, DEFAULT_BATCH_STATE_FILE)])];
  const untrusted = candidates.map((f) => untrustedBatchState(f, workspace));
  for (const why of untrusted) if (why) warn(why);
  return {
    stateFile,
    readExisting: untrusted[0] === null,
    pollIntervalMs,
    idleMs: Math.min(DEFAULT_BATCH_IDLE_MS, pollIntervalMs),
    onStatus: (m) => info(m),
  };
}

/**
 * The LLM layers with every result redacted: error reasons from the API (or a proxy echoing
 * headers) end up in reports, the comment and the check run, so the secrets are masked on the way in.
 */
function redactingLlm(llm: LlmLayers, redact: Redactor): LlmLayers {
  return {
    measure: async (layer, skill, input) => redactDeep(await llm.measure(layer, skill, input), redact),
    elo: llm.elo ? async (skill, references) => redactDeep(await llm.elo!(skill, references), redact) : undefined,
    usage: () => llm.usage(),
  };
}

/** The run's LLM layers, redacted, or null; a note says why they do not run where they could. */
export async function llmForRun(settings: ActionSettings, log: RunLog, notes: string[]): Promise<LlmLayers | null> {
  const { mode, inputs, env, deadline } = settings;
  if (mode.llm === 'off') return null;
  const llm = await llmFor(inputs, env, mode.llm === 'batchable', log.warn, notes, deadline);
  return llm ? redactingLlm(llm, log.redact) : null;
}
