// The program's definition: every command, its flags and their parsers. It loads only what parsing needs; each
// command's action loads its own modules (the engine, the sweep, the renderers) when it runs.
import * as path from 'node:path';
import { Command, Option } from 'commander';
import { DEFAULT_BATCH_STATE_FILE } from '../adapters/batch.js';
import { SWEEP_WORKERS } from '../contract/weights.js';
import { registerMerge } from './commands/merge.js';
import { addProjectOptions, registerSetup } from './commands/setup.js';
import { registerEvals } from './commands/evals.js';
import {
  CONCURRENCY,
  DEFAULT_CORPUS_DIR,
  DEFAULT_REPORT_DIR,
  packageVersion,
  parseThreshold,
  type CliContext,
  type CommandModule,
} from './common.js';
import {
  FAIL_ON_HELP,
  ON_UNMEASURED_HELP,
  addEloOptions,
  addLlmOptions,
  addOneTargetOptions,
  depthOption,
  outputOption,
} from './options.js';
import {
  nonNegativeNumber,
  parseConcurrency,
  parseFailOnOption,
  parseOnUnmeasured,
  parseSeconds,
  parseShardOption,
  threadsOrAuto,
  wholeNumber,
} from './parsers.js';
import type { CommonOptions } from './run.js';
import type { ReportOptions } from './commands/report.js';
import type { ValidateOptions } from './commands/validate.js';

/**
 * Commands contributed by other modules. To add one, import its register function and append it,
 * e.g. `import { registerMerge } from './merge.js'` and `[registerMerge]`.
 */
export const EXTRA_COMMANDS: CommandModule[] = [registerMerge, registerSetup, registerEvals];

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
      .option('--verbose', "print the targets' warnings on stderr")
      .option(
        '--cross-validate',
        "fit the calibrated method's parameters leaving one repository out at a time and report the agreement of the held-out predictions (depth quick)",
      )
      .option(
        '--fit-out <file>',
        'with --cross-validate: write the parameters fitted on every label (JSON, as CAL_FIT)',
      ),
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
