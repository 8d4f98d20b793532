// The `plugin-eval` command line: a thin adapter over the engine, the sweep and the reports.
// main() never calls process.exit: it returns the exit code (0 ok, 1 below the threshold,
// 2 bad usage, a missing path or a target that could not be scored) so tests run it in-process.
import { CommanderError } from 'commander';
import { logLines, logText, terminalText } from '../text/escape.js';
import {
  CONCURRENCY,
  DEFAULT_REPORT_DIR,
  errorLine,
  EXIT,
  parseThreshold,
  UsageError,
  type CliContext,
  type CliIO,
  type CommandModule,
} from './common.js';
import { gitTopLevel, locate, type Located } from './locate.js';
import { buildProgram } from './program.js';

export { DEFAULT_REPORT_DIR, errorLine, EXIT, gitTopLevel, locate, parseThreshold, UsageError };
export type { Located };
export type { CliContext, CliIO, CommandModule };
export { CONCURRENCY };
export { BATCH_STATE_FILE, buildProgram, EXTRA_COMMANDS } from './program.js';
export { EVAL_REPS, JUDGES, parseConcurrency, TRIGGER_REPS } from './parsers.js';

function defaultIO(): CliIO {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
  };
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
export async function main(argv: string[], io: Partial<CliIO> = {}): Promise<number> {
  const raw = { ...defaultIO(), ...io };
  // Nothing printed can start a workflow command or carry raw control characters (the CLI runs in CI too).
  // On a terminal the markdown is read, not rendered by GitHub: no zero-width spaces to copy along.
  const shown = raw.stdoutIsTTY ? terminalText : (t: string) => t;
  const base = {
    ...raw,
    stdout: (t: string) => raw.stdout(shown(logLines(t))),
    stderr: (t: string) => raw.stderr(logLines(t)),
  };
  const seen = new Set<string>();
  const ctx: CliContext = {
    ...base,
    exitCode: EXIT.ok,
    warn: (m) => {
      if (seen.has(m)) return;
      seen.add(m);
      base.stderr(`plugin-eval: warning: ${logText(m, { keepPercent: true })}\n`);
    },
    say: (m) => base.stderr(`plugin-eval: ${logText(m, { keepPercent: true })}\n`),
  };
  const program = buildProgram(ctx);
  try {
    if (argv.length === 0) {
      ctx.stderr(program.helpInformation());
      return EXIT.usage;
    }
    await program.parseAsync(argv, { from: 'user' });
    return ctx.exitCode;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') {
        return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
      }
      return EXIT.usage;
    }
    if (err instanceof UsageError) {
      ctx.say(err.message);
      return EXIT.usage;
    }
    ctx.say(`internal error: ${err instanceof Error ? err.message : String(err)}`);
    return EXIT.usage;
  }
}
