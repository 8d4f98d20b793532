// The options several commands share, built once: depth, output, the LLM layers' flags, Elo, the gates.
import { Option, type Command } from 'commander';
import { FAIL_ON_KINDS, FAIL_ON_MIN_LEVEL } from '../rules/suppressions/failOn.js';
import { DEPTHS, type Depth } from '../contract/types.js';
import { formatsFor, type Renderable } from '../reports/formats/index.js';
import { CONCURRENCY, DEFAULT_CORPUS_DIR, parseThreshold } from './common.js';
import {
  EVAL_REPS,
  JUDGES,
  TRIGGER_REPS,
  parseConcurrency,
  parseDeadline,
  parseFailOnOption,
  parseOnUnmeasured,
  parseSeconds,
  parseUsd,
  wholeNumberIn,
} from './parsers.js';

/**
 * `score` and `compare` default to standard (static + judge), as the product does; `report` sweeps default to quick.
 */
export const depthOption = (fallback: Depth = 'quick') =>
  new Option(
    '--depth <depth>',
    'how deep to evaluate: quick = static analysis; standard adds the LLM judge; deep and thorough add Monte Carlo runs',
  )
    .choices(DEPTHS as Depth[])
    .default(fallback);
/** --output, offering the formats that can render what the command produces. */
export const outputOption = (what: Renderable) =>
  new Option('--output <format>', 'output format').choices(formatsFor(what)).default('markdown');

/** The flags of the LLM layers (used at depth standard and deeper, with ANTHROPIC_API_KEY set). */
export function addLlmOptions(cmd: Command): Command {
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

export const ON_UNMEASURED_HELP =
  'when a dimension the depth asks for was not measured (no key, API failures, the budget, the deadline): ' +
  'neutral (default: gate on the score as measured and say so on stderr), fail (a --threshold or --min-score cannot pass on it) or pass (gate on the score as measured)';

/** --elo and --corpus-dir (certify, compare). */
export function addEloOptions(cmd: Command): Command {
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

export const FAIL_ON_HELP = `exit 1 when a target has findings of these kinds (comma-separated: ${FAIL_ON_KINDS.join(', ')}); fails on ${FAIL_ON_KINDS.map((k) => `${k} ${FAIL_ON_MIN_LEVEL[k]}+`).join(', ')}`;

/** The options `score` and `certify` share, in the order their help lists them. */
export function addOneTargetOptions(command: Command): Command {
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
