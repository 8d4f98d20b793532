// What every CLI command shares (exit codes, I/O, usage errors, the threshold parser), one floor
// below main.ts, so that command modules such as merge.ts use it without importing main.ts.
import { InvalidArgumentError, type Command } from 'commander';
import type { EvalError } from '../types.js';

/** Exit codes of every command. */
export const EXIT = { ok: 0, belowThreshold: 1, usage: 2 } as const;

/** Where `report` writes when no --output-dir is given. */
export const DEFAULT_REPORT_DIR = 'plugin-eval-report';

/** Where the CLI reads and writes; tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Whether stderr is a terminal (progress bar) or not (plain progress lines). */
  stderrIsTTY: boolean;
}

/** What a command's action gets: the I/O, and the exit code it sets. */
export interface CliContext extends CliIO {
  exitCode: number;
  /** `plugin-eval: warning: …` on stderr, each distinct message once. */
  warn: (message: string) => void;
  /** `plugin-eval: …` on stderr. */
  say: (message: string) => void;
}

/** A usage problem or a missing path: one line on stderr and exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Adds one command (or several) to the program. Other modules (e.g. `merge`) register this way. */
export type CommandModule = (program: Command, ctx: CliContext) => void;

/** --threshold: a number from 0 to 100 (InvalidArgumentError gives commander's one-line usage error). */
export function parseThreshold(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) throw new InvalidArgumentError('expected a number from 0 to 100.');
  return n;
}

/** One line for a target that could not be scored; the engine's message already names the file. */
export function errorLine(e: EvalError): string {
  const msg = e.error.includes(e.file) ? e.error : `${e.file}: ${e.error}`;
  return `cannot score ${e.plugin_path}: ${msg}`;
}
