// The `plugin-eval` command line: a thin adapter over the engine, the sweep and the reports.
// main() never calls process.exit: it returns the exit code (0 ok, 1 below the threshold,
// 2 bad usage, a missing path or a target that could not be scored) so tests run it in-process.
import * as path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { FAIL_ON_KINDS, FAIL_ON_MIN_LEVEL, parseFailOn, type FailOnKind } from '../rules/suppressions/failOn.js';
import { logLines, logText, terminalText } from '../text/escape.js';
import { DEFAULT_BATCH_STATE_FILE } from '../adapters/batch.js';
import { parseShard, type Shard } from '../sweep/types.js';
import { ON_UNMEASURED_MODES, onUnmeasuredNamed, type OnUnmeasuredMode } from '../composite/measurement.js';
import { DEPTHS, type Depth } from '../contract/types.js';
import { formatsFor, type Renderable } from '../reports/formats/index.js';
import { readDeadline } from '../runtime/deadline.js';
import { SWEEP_WORKERS } from '../contract/weights.js';
import { registerMerge } from './commands/merge.js';
import { addProjectOptions, registerSetup } from './commands/setup.js';
import { registerEvals } from './commands/evals.js';
import {
  CONCURRENCY,
  DEFAULT_CORPUS_DIR,
  DEFAULT_REPORT_DIR,
  errorLine,
  EXIT,
  packageVersion,
  parseThreshold,
  UsageError,
  type CliContext,
  type CliIO,
  type CommandModule,
} from './common.js';
import { gitTopLevel, locate, type Located } from './locate.js';
import type { CommonOptions } from './run.js';
import type { ReportOptions } from './commands/report.js';
import type { ValidateOptions } from './commands/validate.js';

// The program's definition (commands, flags and their parsers) loads only what parsing needs; each
// command's action loads its own modules (the engine, the sweep, the renderers) when it runs.

export { DEFAULT_REPORT_DIR, errorLine, EXIT, gitTopLevel, locate, parseThreshold, UsageError };
export type { Located };
export type { CliContext, CliIO, CommandModule };

export { CONCURRENCY };

/**
 * Commands contributed by other modules. To add one, import its register function and append it,
 * e.g. `import { registerMerge } from './merge.js'` and `[registerMerge]`.
 */
export const EXTRA_COMMANDS: CommandModule[] = [registerMerge, registerSetup, registerEvals];

// ---------------------------------------------------------------------------------------------
// Argument parsers (throwing InvalidArgumentError gives commander's one-line usage error, exit 2)

export function parseConcurrency(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < CONCURRENCY.min || n > CONCURRENCY.max) {
    throw new InvalidArgumentError(`expected a whole number from ${CONCURRENCY.min} to ${CONCURRENCY.max}.`);
  }
  return n;
}

/** Limits of --judges and --trigger-reps. */
export const JUDGES = { min: 1, max: 5 } as const;
export const TRIGGER_REPS = { min: 1, max: 10 } as const;
/** Limits of --eval-reps. */
export const EVAL_REPS = { min: 1, max: 10 } as const;

function wholeNumberIn(limits: { min: number; max: number }) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < limits.min || n > limits.max)
      throw new InvalidArgumentError(`expected a whole number from ${limits.min} to ${limits.max}.`);
    return n;
  };
}

/** `--workers`: a whole number of threads or `auto` (one per CPU the load leaves idle). */
function threadsOrAuto(value: string): number | 'auto' {
  return value === 'auto' ? 'auto' : wholeNumberIn({ min: 1, max: SWEEP_WORKERS.maxThreads })(value);
}

function parseSeconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number of seconds.');
  return n;
}

function parseShardOption(value: string): Shard {
  try {
    return parseShard(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
}

/**
 * `score` and `compare` default to standard (static + judge), as the product does; `report` sweeps default to quick.
 */
const depthOption = (fallback: Depth = 'quick') =>
  new Option(
    '--depth <depth>',
    'how deep to evaluate: quick = static analysis; standard adds the LLM judge; deep and thorough add Monte Carlo runs',
  )
    .choices(DEPTHS as Depth[])
    .default(fallback);
/** --output, offering the formats that can render what the command produces. */
const outputOption = (what: Renderable) =>
  new Option('--output <format>', 'output format').choices(formatsFor(what)).default('markdown');

/** The flags of the LLM layers (used at depth standard and deeper, with ANTHROPIC_API_KEY set). */
function addLlmOptions(cmd: Command): Command {
  return cmd
    .option('--model-prompt <model>', 'model that writes and classifies prompts (Haiku tier)')
    .option('--model-rubric <model>', 'model for the rubric judgements (Sonnet tier)')
    .option('--model-simulate <model>', 'model for the Monte Carlo simulated runs')
    .option('--cache-dir <dir>', 'folder for the result cache of LLM layers')
    .option(
      '--timeout <seconds>',
      'timeout of every model call, in seconds (default: each call has its own, scaled to its answer size)',
      parseSeconds,
    )
    .option(
      '--judges <n>',
      `independent judge samples per rubric assessment (${JUDGES.min}–${JUDGES.max}; default 1, 3 at deep and thorough)`,
      wholeNumberIn(JUDGES),
    )
    .addOption(
      new Option(
        '--method <method>',
        "calibrated (alias measured): static detection that measures what each rule claims, and the LLM layers' measured methods; reference: the reference PluginEval exactly",
      )
        .choices(['calibrated', 'reference', 'measured'])
        .default('calibrated'),
    )
    .option(
      '--trigger-reps <n>',
      `repetitions of each labelled request of the measured triggering (${TRIGGER_REPS.min}–${TRIGGER_REPS.max}, default 3)`,
      wholeNumberIn(TRIGGER_REPS),
    )
    .option(
      '--evals',
      "run the skill's own evals/evals.json with and without the skill at any depth (they run by default at standard and deeper; needs ANTHROPIC_API_KEY)",
    )
    .option('--no-evals', "do not run the skill's evals/evals.json")
    .option(
      '--eval-reps <n>',
      `repetitions of each eval in each arm (${EVAL_REPS.min}–${EVAL_REPS.max}, default 3)`,
      wholeNumberIn(EVAL_REPS),
    )
    .option(
      '--no-early-stop',
      'make every Monte Carlo run, even once the output quality and token efficiency intervals are narrow',
    )
    .option(
      '--budget-usd <usd>',
      'spend cap of the run in USD: no call is made once its estimated cost would pass it; what was left is unmeasured',
      parseUsd,
    )
    .option(
      '--deadline <duration>',
      'how long the run may take (90s, 10m, 1h30m; a plain number is seconds): near it no model call is started, calls in flight are stopped, what was left is unmeasured and the reports are still written',
      parseDeadline,
    );
}

function parseDeadline(value: string): { label: string; ms: number } {
  try {
    return readDeadline(value);
  } catch (err) {
    throw new InvalidArgumentError(`${(err as Error).message}.`);
  }
}

/** --on-unmeasured fail|neutral|pass (failure and ignore are read as fail and pass). */
function parseOnUnmeasured(value: string): OnUnmeasuredMode {
  const mode = onUnmeasuredNamed(value);
  if (mode === null || value.trim() === '')
    throw new InvalidArgumentError(`expected ${ON_UNMEASURED_MODES.join(', ')}.`);
  return mode;
}

const ON_UNMEASURED_HELP =
  'when a dimension the depth asks for was not measured (no key, API failures, the budget, the deadline): ' +
  'neutral (default: gate on the score as measured and say so on stderr), fail (a --threshold or --min-score cannot pass on it) or pass (gate on the score as measured)';

function parseUsd(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError('expected an amount in USD, 0 or more.');
  return n;
}

/** --elo and --corpus-dir (certify, compare). */
function addEloOptions(cmd: Command): Command {
  return cmd
    .option(
      '--elo',
      'also rate against the closest skills of the corpus written by `plugin-eval init` (pairwise judgements; the badge uses the rating too)',
    )
    .option(
      '--corpus-dir <dir>',
      'folder of the corpus (index.json, or corpus.json from older versions)',
      DEFAULT_CORPUS_DIR,
    );
}

/** --fail-on spec,security */
function parseFailOnOption(value: string): FailOnKind[] {
  try {
    return parseFailOn(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
}

const FAIL_ON_HELP = `exit 1 when a target has findings of these kinds (comma-separated: ${FAIL_ON_KINDS.join(', ')}); fails on ${FAIL_ON_KINDS.map((k) => `${k} ${FAIL_ON_MIN_LEVEL[k]}+`).join(', ')}`;

// ---------------------------------------------------------------------------------------------
// Commands

/** The options `score` and `certify` share, in the order their help lists them. */
function addOneTargetOptions(command: Command): Command {
  return command
    .addOption(outputOption('result'))
    .option('--threshold <n>', 'exit 1 when the composite score is below n (0–100)', parseThreshold)
    .option('--on-unmeasured <mode>', ON_UNMEASURED_HELP, parseOnUnmeasured)
    .option('--fail-on <kinds>', FAIL_ON_HELP, parseFailOnOption)
    .option(
      '--concurrency <n>',
      `API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`,
      parseConcurrency,
      CONCURRENCY.default,
    )
    .option('--verbose', 'add sub-scores and layer metadata to the report');
}

function registerScore(program: Command, ctx: CliContext): void {
  addProjectOptions(
    addLlmOptions(
      addOneTargetOptions(
        program
          .command('score')
          .description('score one skill folder (with SKILL.md) or plugin folder (with .claude-plugin/)')
          .argument('<path>', 'skill or plugin folder')
          .addOption(depthOption('standard')),
      ),
    ),
  ).action(async (p: string, opts: CommonOptions, cmd: Command) =>
    (await import('./commands/score.js')).scoreOne(p, opts, ctx, cmd),
  );
}

function registerCertify(program: Command, ctx: CliContext): void {
  addProjectOptions(
    addEloOptions(
      addLlmOptions(
        addOneTargetOptions(
          program
            .command('certify')
            .description('score at deep depth (LLM judge + 50 Monte Carlo runs): the same as score --depth deep')
            .argument('<path>', 'skill or plugin folder'),
        )
          .option(
            '--batch',
            'send the LLM calls through the Message Batches API (half the price; results can take minutes to hours); an interrupted run resumes',
          )
          .option(
            '--batch-state <file>',
            `state file of --batch, to resume an interrupted run (default: ${DEFAULT_BATCH_STATE_FILE} in the current folder)`,
          )
          .option('--batch-poll <seconds>', 'seconds between two checks of a running batch (default 30)', parseSeconds),
      ),
    ),
  ).action(async (p: string, opts: Omit<CommonOptions, 'depth'> & { batch?: boolean }, cmd: Command) => {
    // With --batch the state file keeps every answer: a second run of the same certification costs nothing.
    const batchState =
      opts.batch || opts.batchState ? path.resolve(ctx.cwd, opts.batchState ?? DEFAULT_BATCH_STATE_FILE) : null;
    return (await import('./commands/score.js')).scoreOne(p, { ...opts, depth: 'deep', batchState }, ctx, cmd);
  });
}

function registerCompare(program: Command, ctx: CliContext): void {
  addEloOptions(
    addLlmOptions(
      program
        .command('compare')
        .description('score two targets and compare them head to head, overall and per dimension')
        .argument('<a>', 'first skill or plugin folder')
        .argument('<b>', 'second skill or plugin folder')
        .addOption(depthOption('standard'))
        .addOption(outputOption('comparison'))
        .option(
          '--concurrency <n>',
          `API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`,
          parseConcurrency,
          CONCURRENCY.default,
        ),
    ),
  ).action(async (a: string, b: string, opts: CommonOptions) =>
    (await import('./commands/compare.js')).compareTargets(a, b, opts, ctx),
  );
}

function registerInit(program: Command, ctx: CliContext): void {
  program
    .command('init')
    .description('index every skill under SOURCE into a corpus file (name, path, description, static scores, sizes)')
    .argument('<source>', 'folder to index')
    .option('--corpus-dir <dir>', 'folder the corpus is written to (as index.json)', DEFAULT_CORPUS_DIR)
    .option(
      '--concurrency <n>',
      `skills read at once (${CONCURRENCY.min}–${CONCURRENCY.max})`,
      parseConcurrency,
      CONCURRENCY.default,
    )
    .action(async (src: string, opts: { corpusDir: string; concurrency: number }) =>
      (await import('./commands/initCorpus.js')).indexCorpus(src, opts, ctx),
    );
}

/** Where `report --batch` keeps its batches and results, in the output folder unless --batch-state says otherwise. */
export const BATCH_STATE_FILE = DEFAULT_BATCH_STATE_FILE;

function registerReport(program: Command, ctx: CliContext): void {
  addProjectOptions(
    addLlmOptions(
      program
        .command('report')
        .description(
          'score every plugin and skill folder under ROOT; write one JSON per target, summary.json, summary.md and index.html',
        )
        .argument('<root>', 'folder to sweep')
        .addOption(depthOption())
        .option('--output-dir <dir>', 'where to write the report files', DEFAULT_REPORT_DIR)
        .option(
          '--threshold <n>',
          'exit 1 when the mean score is below n (0–100) or a target could not be scored',
          parseThreshold,
        )
        .option(
          '--min-score <n>',
          'exit 1 when any one target scores below n (0–100): a per-target gate',
          parseThreshold,
        )
        .option('--on-unmeasured <mode>', ON_UNMEASURED_HELP, parseOnUnmeasured)
        .option('--fail-on <kinds>', FAIL_ON_HELP, parseFailOnOption)
        .option(
          '--concurrency <n>',
          `targets scored at once, and API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`,
          parseConcurrency,
          CONCURRENCY.default,
        )
        .option('--shard <i/n>', 'score only the i-th of n stable slices of the targets', parseShardOption)
        .option('--no-html', 'do not write index.html and the per-target pages')
        .option(
          '--workers <n>',
          `threads that score a sweep without LLM layers, this one included (1–${SWEEP_WORKERS.maxThreads}, or auto: one per CPU the load leaves idle from ${SWEEP_WORKERS.minTargets} targets; default 1, no worker threads)`,
          threadsOrAuto,
        )
        .option('--verbose', 'print every target warning on stderr')
        .option(
          '--batch',
          'send the LLM calls through the Message Batches API (half the price; results can take minutes to hours); resumable',
        )
        .option(
          '--batch-state <file>',
          `state file of --batch, to resume an interrupted sweep (default: ${BATCH_STATE_FILE} in the output folder)`,
        )
        .option('--batch-poll <seconds>', 'seconds between two checks of a running batch (default 30)', parseSeconds),
    ),
  ).action(async (rootArg: string, cliOpts: ReportOptions, cmd: Command) =>
    (await import('./commands/report.js')).reportSweep(rootArg, cliOpts, ctx, cmd),
  );
}

function nonNegativeNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError('expected a number, 0 or more.');
  return n;
}

function wholeNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isSafeInteger(n) || n < 0)
    throw new InvalidArgumentError('expected a whole number, 0 or more.');
  return n;
}

function registerValidate(program: Command, ctx: CliContext): void {
  addLlmOptions(
    program
      .command('validate')
      .description(
        'score every labelled target and print how well the scores agree with the labels (Spearman, Kendall, pairwise agreement, mean gap, badges, largest disagreements)',
      )
      .argument(
        '<labels>',
        'JSON labels: a list of {path, score} (0–100), or an expert-panel file with repos and items',
      )
      .addOption(depthOption())
      .addOption(new Option('--output <format>', 'output format').choices(['text', 'json']).default('text'))
      .option(
        '--margin <points>',
        'pairwise agreement counts the pairs whose labels differ by at least this many points',
        nonNegativeNumber,
        10,
      )
      .option(
        '--root <dir>',
        "folder the labelled paths are relative to (panel items: <root>/<owner>+<name>/<path>; default: the labels file's folder)",
      )
      .option('--seed <n>', 'seed of the bootstrap intervals (the same seed gives the same intervals)', wholeNumber)
      .option('--top <n>', 'how many of the largest disagreements to list (default 10)', wholeNumber)
      .option(
        '--concurrency <n>',
        `targets scored at once, and API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`,
        parseConcurrency,
        CONCURRENCY.default,
      )
      .option('--verbose', "print the targets' warnings on stderr"),
  ).action(async (labels: string, opts: ValidateOptions) =>
    (await import('./commands/validate.js')).validateLabels(labels, opts, ctx),
  );
}

const COMMANDS: CommandModule[] = [
  registerScore,
  registerCertify,
  registerCompare,
  registerInit,
  registerReport,
  registerValidate,
];

// ---------------------------------------------------------------------------------------------

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

/** One line: commander's `error: …` (and any "Did you mean" hint) joined, prefixed with the tool's name. */
function oneLine(text: string): string {
  return (
    'plugin-eval: ' +
    text
      .replace(/^error:\s*/i, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ') +
    '\n'
  );
}

export function buildProgram(ctx: CliContext): Command {
  const program = new Command();
  program
    .name('plugin-eval')
    .description('Score Claude Code skills and plugins from 0 to 100, badge them, and gate on a threshold.')
    .version(packageVersion())
    .exitOverride()
    .configureOutput({
      writeOut: (s) => ctx.stdout(s),
      writeErr: (s) => ctx.stderr(s),
      outputError: (s, write) => write(oneLine(s)),
    })
    .showSuggestionAfterError(true);
  for (const register of [...COMMANDS, ...EXTRA_COMMANDS]) register(program, ctx);
  return program;
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
