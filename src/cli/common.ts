// What every CLI command shares (exit codes, I/O, usage errors, the threshold parser, defaults),
// one floor below main.ts, so that command modules such as merge.ts use it without importing main.ts.
import { readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import type { EvalError } from '../contract/types.js';

/** Exit codes of every command. */
export const EXIT = { ok: 0, belowThreshold: 1, usage: 2 } as const;

/** Where `report` writes when no --output-dir is given. */
export const DEFAULT_REPORT_DIR = 'plugin-eval-report';

/** Where `init` writes the corpus (and --elo reads it) when no --corpus-dir is given. */
export const DEFAULT_CORPUS_DIR = path.join(os.homedir(), '.plugin-eval', 'corpus');

/** Limits of --concurrency (targets scored at once, and API calls in flight). */
export const CONCURRENCY = { min: 1, max: 20, default: 4 } as const;

/** Where the CLI reads and writes; tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Whether stderr is a terminal (progress bar) or not (plain progress lines). */
  stderrIsTTY: boolean;
  /** Whether stdout is a terminal: markdown printed there is read, not rendered (absent: no). */
  stdoutIsTTY?: boolean;
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

/** The usage error for a path that is no target: `score` and `compare` say the same. */
export function notATarget(arg: string): UsageError {
  return new UsageError(`${arg} is neither a skill folder (no SKILL.md) nor a plugin folder (no .claude-plugin/)`);
}

/** Adds one command (or several) to the program. Other modules (e.g. `merge`) register this way. */
export type CommandModule = (program: Command, ctx: CliContext) => void;

/** --threshold: a number from 0 to 100 (InvalidArgumentError gives commander's one-line usage error). */
export function parseThreshold(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100)
    throw new InvalidArgumentError('expected a number from 0 to 100.');
  return n;
}

/** One line for a target that could not be scored; the engine's message already names the file. */
export function errorLine(e: EvalError): string {
  const msg = e.error.includes(e.file) ? e.error : `${e.file}: ${e.error}`;
  return `cannot score ${e.plugin_path}: ${msg}`;
}

/** The tool's version, from package.json. */
export function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
