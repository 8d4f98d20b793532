// The GitHub Action: read the inputs, run pull request or sweep mode, then always write the JSON
// report, the job summary and the outputs before the gate decides whether the step fails.
import * as path from 'node:path';
import * as core from '@actions/core';
import {
  DEFAULT_BATCH_IDLE_MS,
  DEFAULT_BATCH_POLL_MS,
  DEFAULT_BATCH_STATE_FILE,
  type BatchSettings,
} from '../adapters/batch.js';
import { batchStateFile, untrustedBatchState } from './batchState.js';
import { createGitHubApi, type GitHubApi } from '../adapters/github.js';
import { readActionEnv, type ActionEnv } from './context.js';
import { readInputs, resolveMode, type ActionInputs } from './inputs.js';
import { openBaseSource, pullRequestFromPayload } from './base.js';
import type { ModeResult } from './pr.js';
import { changeFromEvent, locateRepository } from './change.js';
import { loadProject, unreadableProject, type ActionProject } from './project.js';
import { DiskSource } from '../read/source.js';
import { linksMarkdown } from './links.js';
import type { LlmLayers } from '../engine/evaluate.js';
import { commandText, logText } from '../text/escape.js';
import { createRedactor, errorMessage, redactDeep, type Redactor } from '../text/redact.js';
import { llmMethodOf } from '../contract/types.js';
import type { EvalOutcome } from '../contract/types.js';
import { promises as fsp } from 'node:fs';
import { Deadline } from '../runtime/deadline.js';

/** Writes the SARIF log of the scored targets beside the report, for code scanning; its path. */
async function writeSarifFile(outputDir: string, outcomes: readonly EvalOutcome[], redact: Redactor): Promise<string> {
  const [{ renderSarif, SARIF_REPORT_FILE }, { ENGINE_VERSION }] = await Promise.all([
    import('../reports/sarif.js'),
    import('../engine/evaluate.js'),
  ]);
  const file = path.join(outputDir, SARIF_REPORT_FILE);
  const results = outcomes.flatMap((o) => (o.ok ? [o.result] : []));
  const errors = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
  await fsp.mkdir(path.resolve(outputDir), { recursive: true });
  await fsp.writeFile(path.resolve(file), redact(renderSarif(results, errors, { toolVersion: ENGINE_VERSION })));
  return file;
}

/** Every line the Action prints goes through these: escaped so that no text from outside runs as a workflow command. */
const info = (message: string): void => core.info(logText(message));
const warning = (message: string): void => core.warning(commandText(message));
const fail = (message: string): void => core.setFailed(commandText(message));

/**
 * The LLM layers for this run, or null (quick depth, no key, or a fork without permission: a
 * stranger's pull request must not spend the repository's API budget).
 */
async function llmFor(
  inputs: ActionInputs,
  env: ActionEnv,
  mode: 'pr' | 'sweep',
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
    batch: inputs.batch && mode === 'sweep' ? batchSettings(inputs.outputDir, env.workspace, warn) : null,
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

/** The GitHub API with every body we post redacted (the comment and the check run are public). */
function redactingApi(api: GitHubApi, redact: Redactor): GitHubApi {
  return {
    repo: api.repo,
    listPullFiles: (n) => api.listPullFiles(n),
    getPull: (n) => api.getPull(n),
    viewerLogin: () => api.viewerLogin(),
    findComments: (n, marker) => api.findComments(n, marker),
    createComment: (n, body, existing) => api.createComment(n, redact(body), existing),
    updateComment: (id, body) => api.updateComment(id, redact(body)),
    createCheckRun: (sha, name, conclusion, output) =>
      api.createCheckRun(sha, name, conclusion, redactDeep(output, redact)),
    updateCheckRun: (id, output) => api.updateCheckRun(id, redactDeep(output, redact)),
    getContents: (p, ref) => api.getContents(p, ref),
  };
}

/**
 * The repository's `.plugin-eval.yml` and baseline: on a pull request (or merge group) from its
 * base commit, so that the pull request cannot change its own gate; otherwise from the workspace.
 * Null when there is nothing to read them from (publish mode; a pull request mode without a
 * change event, which fails on its own).
 */
async function projectFor(
  inputs: ActionInputs,
  env: ActionEnv,
  mode: 'pr' | 'sweep' | 'merge',
  api: GitHubApi | null,
  warn: (m: string) => void,
): Promise<ActionProject | null> {
  if (mode === 'sweep' || mode === 'merge') return loadProject(inputs, new DiskSource(env.workspace), 'the workspace');
  const change = changeFromEvent(env.eventName, env.payload);
  if (!change) return null;
  const repo = await locateRepository(env.workspace, inputs.workingDirectory, [change.headSha, change.baseSha]);
  const where = `the base commit ${change.baseSha.slice(0, 12)}`;
  const base = await openBaseSource(repo.dir, change.baseSha, api, warn);
  if (!base) return unreadableProject(inputs, where, 'neither git nor the contents API could reach it');
  try {
    return await loadProject(inputs, base.source, where);
  } catch (err) {
    return unreadableProject(
      inputs,
      where,
      errorMessage(err, (t) => t),
    );
  }
}

/** An unusable configuration: an error annotation on the file and line it names. */
function annotateProjectError(project: ActionProject | null, redact: Redactor): void {
  const e = project?.error;
  if (!e) return;
  core.error(commandText(redact(e.message)), {
    title: 'PluginEval configuration',
    file: e.file,
    startLine: e.line ?? 1,
  });
}

/** Cuts markdown to fit `max` UTF-8 bytes, at a line break, saying where the rest is. */
function clipToBytes(markdown: string, max: number, utf8Bytes: (text: string) => number): string {
  if (utf8Bytes(markdown) <= max) return markdown;
  const note =
    '\n\n_…cut to fit the 1 MiB job summary; the full report is in the JSON and markdown files of output-dir._\n';
  let cut = Buffer.from(markdown, 'utf8')
    .subarray(0, max - utf8Bytes(note))
    .toString('utf8');
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  return cut + note;
}

export async function run(): Promise<void> {
  // Until the inputs are read, the secrets are taken straight from the runner's variables.
  let redact: Redactor = createRedactor([core.getInput('github-token'), core.getInput('anthropic-api-key')]);
  try {
    let inputs = readInputs();
    // Masked in every log line from here on (by the runner); our own texts are redacted as well.
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    if (inputs.anthropicApiKey) core.setSecret(inputs.anthropicApiKey);
    redact = createRedactor([inputs.githubToken, inputs.anthropicApiKey]);
    // Counted from here: every model and GitHub call obeys it (src/runtime/deadline.ts).
    const deadline = inputs.deadline ? new Deadline(inputs.deadline.ms, { label: inputs.deadline.label }) : null;

    const env = await readActionEnv();
    const mode = resolveMode(inputs.mode, env.eventName);
    const seen = new Set<string>();
    const warn = (raw: string): void => {
      const message = redact(raw);
      if (seen.has(message)) return;
      seen.add(message);
      warning(message);
    };
    const notes: string[] = [];
    let api: GitHubApi | null = null;
    if (mode === 'pr' || mode === 'publish') {
      if (inputs.githubToken && env.repo) {
        api = redactingApi(
          createGitHubApi({ token: inputs.githubToken, repo: env.repo, log: (m) => info(m), deadline }),
          redact,
        );
      } else
        warn('No github-token or GITHUB_REPOSITORY: the pull request is read from local git and nothing is posted.');
    }
    // The configuration file sets what no input set explicitly (depth, method, the gate), so it is
    // read before anything depends on them.
    const project = mode === 'publish' ? null : await projectFor(inputs, env, mode, api, warn);
    if (project) inputs = project.inputs;
    annotateProjectError(project, redact);
    const llmLayers =
      mode === 'publish' || mode === 'merge' ? null : await llmFor(inputs, env, mode, warn, notes, deadline);
    const llm = llmLayers ? redactingLlm(llmLayers, redact) : null;
    // Per-target warnings are kept in each target's JSON; the log gets them as plain lines and
    // the run one annotation that counts them, not one annotation each.
    const targetWarnings: string[] = [];
    const targetWarn = (raw: string): void => {
      const message = redact(raw);
      targetWarnings.push(message);
      info(`warning: ${message}`);
    };
    info(
      `PluginEval: ${mode} mode, depth ${inputs.depth}${inputs.threshold === null ? '' : `, threshold ${inputs.threshold}`}.`,
    );

    // The modes and their reports (the engine with them) are loaded only now: the Action has
    // read its inputs and its project, and made its first GitHub requests, without them.
    const [{ JOB_SUMMARY_MAX_BYTES, utf8Bytes }, { actionOutputs }] = await Promise.all([
      import('./comment.js'),
      import('./gate.js'),
    ]);
    let result: ModeResult;
    if (mode === 'publish') {
      result = await (await import('./publish.js')).runPublish({ inputs, env, api, warn });
    } else if (mode === 'pr') {
      result = await (
        await import('./pr.js')
      ).runPullRequest({ inputs, env, api, llm, warn, targetWarn, notes, project, deadline });
    } else if (mode === 'merge') {
      result = await (await import('./merge.js')).runMergeMode({ inputs, env, warn, notes });
    } else {
      result = await (
        await import('./sweep.js')
      ).runSweepMode({ inputs, env, llm, warn, targetWarn, info, notes, project, deadline });
    }
    // The work is done and its report files written: publishing may use the deadline's margin.
    deadline?.startPublishing();
    if (targetWarnings.length) {
      warn(
        `${targetWarnings.length} target warning(s), e.g. "${targetWarnings[0]}"; each is in its target's JSON report.`,
      );
    }

    // The report files are written; now the summary and the outputs, whatever GitHub says next.
    try {
      await core.summary.addRaw(clipToBytes(redact(result.summaryMarkdown), JOB_SUMMARY_MAX_BYTES, utf8Bytes)).write();
    } catch (err) {
      warn(`Could not write the job summary: ${errorMessage(err, redact)}`);
    }
    const outputs = actionOutputs(result.outcomes, result.reportPath, result.gate);
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    try {
      core.setOutput('sarif-file', await writeSarifFile(inputs.outputDir, result.outcomes, redact));
    } catch (err) {
      warn(`Could not write the SARIF file: ${errorMessage(err, redact)}`);
    }
    await result.publish();
    // What was posted: the check run's page as an output, and both linked from the summary.
    const links = result.links ?? {};
    core.setOutput('check-url', links.check ?? '');
    const posted = linksMarkdown(links);
    if (posted) {
      try {
        await core.summary.addRaw(posted).write();
      } catch (err) {
        warn(`Could not write the job summary: ${errorMessage(err, redact)}`);
      }
    }

    // What the deadline cut while publishing too (the comment could only say what it cut before).
    const cut = deadline?.note();
    if (cut) warn(cut);

    const line = redact(result.gate.line);
    info(line);
    if (!result.gate.passed) fail(line.replace(/^❌\s*/, ''));
  } catch (err) {
    fail(errorMessage(err, redact));
  }
}
