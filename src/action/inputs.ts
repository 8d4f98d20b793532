// Every input of action.yml is read and validated here, once; the rest of the Action takes an
// ActionInputs. A bad value is an InputError with a message naming the input.
import { getInput } from './runner/inputs.js';
import type { Depth, Method } from '../contract/types.js';
import { DEPTHS, METHODS, methodNamed } from '../contract/types.js';
import { parseShard, type Shard } from '../sweep/types.js';
import { parseEvalGate, type EvalGate } from './evalGate.js';
import { parseFailOn, type FailOnKind } from '../rules/suppressions/failOn.js';
import { ON_UNMEASURED_MODES, onUnmeasuredNamed, type OnUnmeasuredMode } from '../composite/measurement.js';
import type { Settings } from '../config/settings.js';

/** Depth when neither the input nor the configuration file gives one. */
export const DEFAULT_DEPTH: Depth = 'quick';
import { DEFAULT_ACTION_DEADLINE, NO_DEADLINE, readDeadline } from '../runtime/deadline.js';
import { SWEEP_WORKERS } from '../contract/weights.js';

export type Mode = 'pr' | 'sweep' | 'publish' | 'merge';

/** What the gate makes of a skill whose LLM layers could not measure every dimension. */
/** What a score gate does with a target that has an unmeasured dimension (src/composite/measurement.ts). */
export type OnUnmeasured = OnUnmeasuredMode;
export const ON_UNMEASURED: readonly OnUnmeasured[] = ON_UNMEASURED_MODES;

export interface ActionInputs {
  githubToken: string;
  depth: Depth;
  /** Static method (and with it the LLM layers' methods); `measured` is read as calibrated. */
  method: Method;
  /** null = report only (no gate on scores). */
  threshold: number | null;
  /** Glob of SKILL.md files (one pattern a line), matched with @actions/glob. */
  paths: string;
  mode: 'auto' | Mode;
  comment: boolean;
  checkRun: boolean;
  anthropicApiKey: string;
  /** Spend cap of the LLM calls of the run in USD; null: none. */
  budgetUsd: number | null;
  /** How long the run may take (`deadline`), as written and in milliseconds; null: none. */
  deadline: { label: string; ms: number } | null;
  concurrency: number;
  /** Threads that score a sweep without LLM layers (`workers`), or `auto`; null or 1: no worker threads. */
  workers: number | 'auto' | null;
  outputDir: string;
  /** Empty = no badges. */
  badgesDir: string;
  /** A stable slice of the targets (1 ≤ index ≤ count), or null for all. */
  shard: Shard | null;
  failOnError: boolean;
  /** Fail the check on high-severity security findings. */
  securityGate: boolean;
  /** Finding kinds that fail the check (`fail-on`). */
  failOn: FailOnKind[];
  /** Run the paid LLM layers on pull requests from forks (default: static only). */
  allowLlmOnForks: boolean;
  /**
   * Above quick depth, a skill the LLM layers could not fully measure (no key, a fork, API
   * failures) never passes silently: the check is `neutral`, or `failure` if a team asks for it.
   */
  onUnmeasured: OnUnmeasured;
  /** Sweep mode above quick: send the LLM calls through the Message Batches API (half the price). */
  batch: boolean;
  /**
   * Pull requests: fail when a skill's own evals regress (`regression`) or its lift is under a floor (`min-lift`); runs
   * the evals at any depth.
   */
  evalGate: EvalGate;
  /** The repository's folder under the workspace ('' = the workspace, or the one checkout found under it). */
  workingDirectory: string;
  /** Every target must reach this score (a per-target gate in any mode); null = none. */
  minScore: number | null;
  /** How `threshold` applies: to each target or to the mean; null = by mode (pr: each, sweep: mean). */
  gate: GateKind | null;
  /** `publish` mode: the pull-request.json written by an unprivileged run (downloaded artifact). */
  reportPath: string;
  /** `merge` mode: the folders of the shards' reports (a folder of shard folders stands for each). */
  shardReports: string[];
  /**
   * The settings `.plugin-eval.yml` also has, as far as the workflow set them explicitly (a
   * non-empty input): these win over the file; the others give way to it.
   */
  explicit: Settings;
  /** Suffix of the sticky comment's marker ('' = the default marker): one comment per key. */
  commentKey: string;
  /** Name of the check run. */
  checkName: string;
}

export type GateKind = 'each' | 'mean';
export const GATE_KINDS: readonly GateKind[] = ['each', 'mean'];

/** A comment key: a short token that cannot close the HTML comment it sits in. */
export const COMMENT_KEY_PATTERN = /^[A-Za-z0-9._-]{0,64}$/;
export const DEFAULT_CHECK_NAME = 'PluginEval';
/** GitHub's limit on a check run's name is not documented; names past this are refused here. */
export const CHECK_NAME_MAX = 100;

export const MAX_CONCURRENCY = 64;

export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`input "${input}": ${message}`);
    this.name = 'InputError';
  }
}

/** Reads an input the way the runner passes it (INPUT_<NAME>, hyphens kept), trimmed. */
type Reader = (name: string) => string;

const fromCore: Reader = (name) => getInput(name);

function bool(read: Reader, name: string, fallback: boolean): boolean {
  const raw = read(name).toLowerCase();
  if (raw === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(raw)) return true;
  if (['false', 'no', 'off', '0'].includes(raw)) return false;
  throw new InputError(name, `expected true or false, got "${read(name)}"`);
}

/** `i/n` as the sweep reads it (src/sweep/run.ts), or null when empty; errors name the input. */
export function parseShardInput(raw: string): Shard | null {
  if (raw.trim() === '') return null;
  try {
    return parseShard(raw);
  } catch (err) {
    throw new InputError('shard', err instanceof Error ? err.message : String(err));
  }
}

/** A score input (0–100), or null when empty. */
function score(read: Reader, name: string): number | null {
  const raw = read(name);
  if (raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new InputError(name, `expected a number from 0 to 100, got "${raw}"`);
  return n;
}

function failOnInput(raw: string): FailOnKind[] {
  try {
    return parseFailOn(raw);
  } catch (err) {
    throw new InputError('fail-on', err instanceof Error ? err.message : String(err));
  }
}

/** The `deadline` input: empty is the default, `none` is no deadline, else a duration (src/runtime/deadline.ts). */
export function deadlineInput(raw: string): { label: string; ms: number } | null {
  const text = raw.trim() === '' ? DEFAULT_ACTION_DEADLINE : raw.trim();
  if (text.toLowerCase() === NO_DEADLINE) return null;
  try {
    return readDeadline(text);
  } catch (err) {
    throw new InputError('deadline', `${err instanceof Error ? err.message : String(err)}, or ${NO_DEADLINE}`);
  }
}

/** What is scored and how it is gated: depth, method and the score floors. */
function scoringInputs(read: Reader): Pick<ActionInputs, 'depth' | 'method' | 'threshold' | 'minScore' | 'gate'> {
  const depth = (read('depth') || DEFAULT_DEPTH).toLowerCase();
  if (!(DEPTHS as readonly string[]).includes(depth)) {
    throw new InputError('depth', `expected one of ${DEPTHS.join(', ')}, got "${depth}"`);
  }

  const method = methodNamed(read('method'));
  if (method === undefined) {
    throw new InputError('method', `expected ${METHODS.join(' or ')} (or measured), got "${read('method')}"`);
  }

  const threshold = score(read, 'threshold');
  const minScore = score(read, 'min-score');
  const gateRaw = read('gate').toLowerCase();
  if (gateRaw !== '' && !(GATE_KINDS as readonly string[]).includes(gateRaw)) {
    throw new InputError('gate', `expected each or mean, got "${read('gate')}"`);
  }
  return { depth: depth as Depth, method, threshold, minScore, gate: gateRaw === '' ? null : (gateRaw as GateKind) };
}

/** The mode, and what the modes that read files of other runs need (merge: shard reports, publish: the report). */
function modeInputs(read: Reader): Pick<ActionInputs, 'mode' | 'shardReports' | 'reportPath'> {
  const mode = (read('mode') || 'auto').toLowerCase();
  if (mode !== 'auto' && mode !== 'pr' && mode !== 'sweep' && mode !== 'publish' && mode !== 'merge') {
    throw new InputError('mode', `expected auto, pr, sweep, merge or publish, got "${mode}"`);
  }
  const shardReports = read('shard-reports')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (mode === 'merge' && shardReports.length === 0)
    throw new InputError('shard-reports', 'mode "merge" needs the folders of the shards\' reports');
  const reportPath = read('report-path');
  if (mode === 'publish' && reportPath === '')
    throw new InputError('report-path', 'mode "publish" needs the path of the downloaded pull-request.json');
  return { mode, shardReports, reportPath };
}

/** How much the run may use: parallel calls, worker threads, money and time. */
function limitInputs(read: Reader): Pick<ActionInputs, 'concurrency' | 'workers' | 'budgetUsd' | 'deadline'> {
  const concurrencyRaw = read('concurrency') || '4';
  const concurrency = Number(concurrencyRaw);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
    throw new InputError(
      'concurrency',
      `expected a whole number from 1 to ${MAX_CONCURRENCY}, got "${concurrencyRaw}"`,
    );
  }

  const workersRaw = read('workers');
  const workers = workersRaw === '' ? null : workersRaw === 'auto' ? 'auto' : Number(workersRaw);
  if (
    typeof workers === 'number' &&
    (!Number.isInteger(workers) || workers < 1 || workers > SWEEP_WORKERS.maxThreads)
  ) {
    throw new InputError(
      'workers',
      `expected auto or a whole number from 1 to ${SWEEP_WORKERS.maxThreads}, got "${workersRaw}"`,
    );
  }

  const budgetRaw = read('budget-usd');
  const budgetUsd = budgetRaw === '' ? null : Number(budgetRaw);
  if (budgetUsd !== null && (!Number.isFinite(budgetUsd) || budgetUsd < 0)) {
    throw new InputError('budget-usd', `expected an amount in USD, 0 or more, got "${budgetRaw}"`);
  }
  return { concurrency, workers, budgetUsd, deadline: deadlineInput(read('deadline')) };
}

/** What the gate makes of unmeasured dimensions and of the skills' own evals. */
function measurementInputs(read: Reader): Pick<ActionInputs, 'onUnmeasured' | 'evalGate'> {
  const onUnmeasured = onUnmeasuredNamed(read('on-unmeasured'));
  if (onUnmeasured === null) {
    throw new InputError(
      'on-unmeasured',
      `expected ${ON_UNMEASURED.join(', ')} (or failure, ignore), got "${read('on-unmeasured')}"`,
    );
  }

  const evalGate = parseEvalGate(read('eval-gate'));
  if (typeof evalGate === 'string') throw new InputError('eval-gate', evalGate);
  return { onUnmeasured, evalGate };
}

/** The names of what the run posts: the sticky comment's key and the check run's name. */
function postingNames(read: Reader): Pick<ActionInputs, 'commentKey' | 'checkName'> {
  const commentKey = read('comment-key');
  if (!COMMENT_KEY_PATTERN.test(commentKey)) {
    throw new InputError('comment-key', `expected at most 64 letters, digits, ".", "_" or "-", got "${commentKey}"`);
  }
  const checkName = read('check-name') || DEFAULT_CHECK_NAME;
  if (checkName.length > CHECK_NAME_MAX || /[\u0000-\u001f\u007f-\u009f]/.test(checkName)) {
    throw new InputError('check-name', `expected one line of at most ${CHECK_NAME_MAX} characters`);
  }
  return { commentKey, checkName };
}

/** The settings of `.plugin-eval.yml` the workflow set itself (a non-empty input): these win over the file. */
function explicitSettings(
  read: Reader,
  scoring: Pick<ActionInputs, 'depth' | 'method' | 'threshold' | 'minScore'>,
  failOn: FailOnKind[],
): Settings {
  const explicit: Settings = {};
  if (read('depth') !== '') explicit.depth = scoring.depth;
  if (read('method') !== '') explicit.method = scoring.method;
  if (scoring.threshold !== null) explicit.threshold = scoring.threshold;
  if (scoring.minScore !== null) explicit['min-score'] = scoring.minScore;
  if (read('fail-on') !== '') explicit['fail-on'] = failOn;
  return explicit;
}

export function readInputs(read: Reader = fromCore): ActionInputs {
  // Read in this order so that, of several bad inputs, the same one is named first.
  const scoring = scoringInputs(read);
  const modes = modeInputs(read);
  const limits = limitInputs(read);
  const outputDir = read('output-dir') || 'plugin-eval-report';
  const measurement = measurementInputs(read);
  const names = postingNames(read);
  const failOn = failOnInput(read('fail-on'));
  const explicit = explicitSettings(read, scoring, failOn);

  return {
    githubToken: read('github-token'),
    depth: scoring.depth,
    method: scoring.method,
    threshold: scoring.threshold,
    paths: read('paths') || '**/SKILL.md',
    mode: modes.mode,
    comment: bool(read, 'comment', true),
    checkRun: bool(read, 'check-run', true),
    anthropicApiKey: read('anthropic-api-key'),
    budgetUsd: limits.budgetUsd,
    deadline: limits.deadline,
    concurrency: limits.concurrency,
    workers: limits.workers,
    outputDir,
    badgesDir: read('badges-dir'),
    shard: parseShardInput(read('shard')),
    failOnError: bool(read, 'fail-on-error', true),
    securityGate: bool(read, 'security-gate', false),
    failOn,
    allowLlmOnForks: bool(read, 'allow-llm-on-forks', false),
    onUnmeasured: measurement.onUnmeasured,
    batch: bool(read, 'batch', false),
    evalGate: measurement.evalGate,
    workingDirectory: read('working-directory'),
    minScore: scoring.minScore,
    gate: scoring.gate,
    reportPath: modes.reportPath,
    shardReports: modes.shardReports,
    commentKey: names.commentKey,
    checkName: names.checkName,
    explicit,
  };
}
