// What a mode of the Action is: the events it serves, what it needs before it runs (GitHub, the
// configuration, the LLM layers), and the run itself, which gives what the end of every run needs.
import type { GitHubApi } from '../../adapters/github.js';
import type { LlmLayers } from '../../engine/evaluate.js';
import type { EvalOutcome } from '../../contract/types.js';
import type { Deadline } from '../../runtime/deadline.js';
import type { ActionEnv } from '../context.js';
import type { GateDecision } from '../gate.js';
import type { ActionInputs, Mode } from '../inputs.js';
import type { ActionProject } from '../project.js';

export interface ModeResult {
  outcomes: EvalOutcome[];
  gate: GateDecision;
  /** Path of the JSON report (the `report` output). */
  reportPath: string;
  /** Markdown for the job summary (every target; details trimmed only past the summary's 1 MiB). */
  summaryMarkdown: string;
  /** Posts the comment and the check run; never throws (failures become warnings). */
  publish(): Promise<void>;
  /** Filled by publish(): the pages of the comment and the check run it posted. */
  links?: PublishedLinks;
}

export interface PublishedLinks {
  comment?: string;
  check?: string;
}

/** What a mode runs with. */
export interface ModeContext {
  inputs: ActionInputs;
  env: ActionEnv;
  api: GitHubApi | null;
  llm: LlmLayers | null;
  /** Warnings of the run (the runner's annotations), deduplicated by the caller. */
  warn(message: string): void;
  /** Warnings about one target (kept in its JSON report too). */
  targetWarn(message: string): void;
  /** A plain line for the log. */
  info?(message: string): void;
  /** Notes shown in the comment and summary. */
  notes: string[];
  /** The repository's configuration and baseline (read from the base commit in pull request mode). */
  project?: ActionProject | null;
  /** The run's deadline: when it cut the scoring, a note says so. */
  deadline?: Deadline | null;
}

export interface ActionMode {
  readonly name: Mode;
  /**
   * The events `mode: auto` picks this mode on; `'otherwise'`: every event no mode lists (one mode
   * says so). A mode that lists none runs only when the `mode` input names it.
   */
  readonly events: readonly string[] | 'otherwise';
  /** Reads the change or posts through the GitHub API (with a token and a repository). */
  readonly usesGitHub: boolean;
  /** Where `.plugin-eval.yml` and the baseline are read: the change's base commit, the workspace, nowhere. */
  readonly configFrom: 'base' | 'workspace' | null;
  /** Whether the LLM layers run; `batchable`: through the Message Batches API when `batch` is set. */
  readonly llm: 'off' | 'on' | 'batchable';
  /** Loaded only when it runs: the Action reads its inputs and project without the engine. */
  run(ctx: ModeContext): Promise<ModeResult>;
}

/** Adds the deadline's note (what it cut) to the run's notes and warnings, when it cut anything. */
export function noteDeadline(ctx: Pick<ModeContext, 'deadline' | 'notes' | 'warn'>): void {
  const note = ctx.deadline?.note();
  if (!note) return;
  ctx.notes.push(note);
  ctx.warn(note);
}
