// The `plugin-eval` command line: a thin adapter over the engine, the sweep and the reports.
// main() never calls process.exit: it returns the exit code (0 ok, 1 below the threshold,
// 2 bad usage, a missing path or a target that could not be scored) so tests run it in-process.
import { FAIL_ON_KINDS, FAIL_ON_MIN_LEVEL, failOnViolations, gatingFindings, parseFailOn, type FailOnKind } from '../rules/failOn.js';
import { promises as fsp, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { Writable } from 'node:stream';
import { discoverTargets, evaluateTarget, staticScoresBothWays, type EvaluateOptions, type LlmLayers } from '../engine.js';
import type { FileSource } from '../read/source.js';
import { isMarketplace, loadMarketplace, targetKind, type LoadedMarketplace } from '../read/target.js';
import { buildCorpus, DEFAULT_CORPUS_DIR, readCorpus, writeCorpus } from '../corpus.js';
import { eloReferencesFromCorpus, type EloReference, type EloResult } from '../layers/elo.js';
import { logLines, logText } from '../escape.js';
import { eloSummary } from '../reports/format.js';
import { toJson } from '../reports/json.js';
import { DEFAULT_BATCH_STATE_FILE } from '../adapters/batch.js';
import { compareResults } from '../reports/compare.js';
import { renderCompareHtml, renderHtml } from '../reports/html.js';
import { renderCompareJson, renderErrorJson, renderJson } from '../reports/json.js';
import { renderCompareMarkdown, renderMarkdown, renderMarketplaceMarkdown } from '../reports/markdown.js';
import { fmtScore } from '../reports/format.js';
import { parseShard, runSweep, summarise, writeSweep, type Shard } from '../sweep.js';
import { DEFAULT_ON_UNMEASURED, describeDimensions, hasUnmeasured, ON_UNMEASURED_MODES, onUnmeasuredNamed, type OnUnmeasuredMode } from '../composite/measurement.js';
import { DEPTHS, type Depth, type EvalError, type EvalOutcome, type EvalResult } from '../types.js';
import { createProgressReporter, type ProgressReporter } from '../progress.js';
import { createLlm, DEFAULT_JUDGES_BY_DEPTH, staticMethodOf, type LlmCliOptions } from './llm.js';
import { registerMerge } from './merge.js';
import { addProjectOptions, llmMethodOf, projectSettings, registerSetup, type ProjectSettings } from './setup.js';
import { applyBaseline, regressedAgainstBaseline, summariseBaseline } from '../baseline.js';
import { registerEvals } from './evals.js';
import { renderSarif, SARIF_REPORT_FILE } from '../reports/sarif.js';
import { DEFAULT_REPORT_DIR, errorLine, EXIT, parseThreshold, UsageError, type CliContext, type CliIO, type CommandModule } from './common.js';
import { gitTopLevel, locate, type Located } from './locate.js';
import { readDeadline } from '../deadline.js';
import { SWEEP_WORKERS } from '../tables.js';

export { DEFAULT_REPORT_DIR, errorLine, EXIT, gitTopLevel, locate, parseThreshold, UsageError };
export type { Located };
export type { CliContext, CliIO, CommandModule };

export const OUTPUTS = ['json', 'markdown', 'html', 'sarif'] as const;
export type OutputFormat = (typeof OUTPUTS)[number];
/** Limits of --concurrency (targets scored at once, and API calls in flight). */
export const CONCURRENCY = { min: 1, max: 20, default: 4 } as const;
/** Sweeps smaller than this print no progress lines on a non-terminal stderr. */
const PROGRESS_MIN_TARGETS = 20;

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
    if (!Number.isInteger(n) || n < limits.min || n > limits.max) throw new InvalidArgumentError(`expected a whole number from ${limits.min} to ${limits.max}.`);
    return n;
  };
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

/** `score` and `compare` default to standard (static + judge), as the product does; `report` sweeps default to quick. */
const depthOption = (fallback: Depth = 'quick') =>
  new Option('--depth <depth>', 'how deep to evaluate: quick = static analysis; standard adds the LLM judge; deep and thorough add Monte Carlo runs')
    .choices(DEPTHS as Depth[])
    .default(fallback);
const outputOption = () => new Option('--output <format>', 'output format').choices(OUTPUTS as unknown as string[]).default('markdown');

/** The flags of the LLM layers (used at depth standard and deeper, with ANTHROPIC_API_KEY set). */
function addLlmOptions(cmd: Command): Command {
  return cmd
    .option('--model-prompt <model>', 'model that writes and classifies prompts (Haiku tier)')
    .option('--model-rubric <model>', 'model for the rubric judgements (Sonnet tier)')
    .option('--model-simulate <model>', 'model for the Monte Carlo simulated runs')
    .option('--cache-dir <dir>', 'folder for the result cache of LLM layers')
    .option('--timeout <seconds>', 'timeout of one API call, in seconds', parseSeconds)
    .option('--judges <n>', `independent judge samples per rubric assessment (${JUDGES.min}–${JUDGES.max}; default 1, 3 at deep and thorough)`, wholeNumberIn(JUDGES))
    .addOption(
      new Option(
        '--method <method>',
        'calibrated (alias measured): static detection that measures what each rule claims, and the LLM layers\' measured methods; reference: the reference PluginEval exactly',
      )
        .choices(['calibrated', 'reference', 'measured'])
        .default('calibrated'),
    )
    .option('--trigger-reps <n>', `repetitions of each labelled request of the measured triggering (${TRIGGER_REPS.min}–${TRIGGER_REPS.max}, default 3)`, wholeNumberIn(TRIGGER_REPS))
    .option('--evals', "run the skill's own evals/evals.json with and without the skill at any depth (they run by default at standard and deeper; needs ANTHROPIC_API_KEY)")
    .option('--no-evals', "do not run the skill's evals/evals.json")
    .option('--eval-reps <n>', `repetitions of each eval in each arm (${EVAL_REPS.min}–${EVAL_REPS.max}, default 3)`, wholeNumberIn(EVAL_REPS))
    .option('--no-early-stop', 'make every Monte Carlo run, even once the output quality and token efficiency intervals are narrow')
    .option('--budget-usd <usd>', 'spend cap of the run in USD: no call is made once its estimated cost would pass it; what was left is unmeasured', parseUsd)
    .option('--deadline <duration>', 'how long the run may take (90s, 10m, 1h30m; a plain number is seconds): near it no model call is started, calls in flight are stopped, what was left is unmeasured and the reports are still written', parseDeadline);
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
  if (mode === null || value.trim() === '') throw new InvalidArgumentError(`expected ${ON_UNMEASURED_MODES.join(', ')}.`);
  return mode;
}

const ON_UNMEASURED_HELP =
  'when a dimension the depth asks for was not measured (no key, API failures, the budget, the deadline): ' +
  'fail (default: a --threshold or --min-score cannot pass on it), neutral (say so, gate on the score) or pass (gate on the score as measured)';

function parseUsd(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) throw new InvalidArgumentError('expected an amount in USD, 0 or more.');
  return n;
}

/** --elo and --corpus-dir (certify, compare). */
function addEloOptions(cmd: Command): Command {
  return cmd
    .option('--elo', 'also rate against the closest skills of the corpus written by `plugin-eval init` (pairwise judgements; the badge uses the rating too)')
    .option('--corpus-dir <dir>', 'folder of the corpus (index.json, or corpus.json from older versions)', DEFAULT_CORPUS_DIR);
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of the commands

interface CommonOptions extends LlmCliOptions {
  depth: Depth;
  elo?: boolean;
  corpusDir?: string;
  output?: OutputFormat;
  threshold?: number;
  concurrency?: number;
  verbose?: boolean;
  /** --fail-on: finding kinds that fail the gate. */
  failOn?: FailOnKind[];
  /** --config FILE; --baseline FILE or --no-baseline (false). */
  config?: string;
  baseline?: string | false;
  /** --on-unmeasured: what a score gate does with an unmeasured dimension (default fail). */
  onUnmeasured?: OnUnmeasuredMode;
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


function render(result: EvalResult, format: OutputFormat, verbose: boolean): string {
  if (format === 'json') return renderJson(result);
  if (format === 'html') return renderHtml(result);
  if (format === 'sarif') return renderSarif([result], [], { toolVersion: packageVersion() });
  return renderMarkdown(result, { verbose });
}

function configOf(opts: CommonOptions): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  if (opts.threshold !== undefined) config.threshold = opts.threshold;
  if (opts.concurrency !== undefined) config.concurrency = opts.concurrency;
  config.method = staticMethodOf(opts.method);
  if (opts.depth !== 'quick') {
    // Which methods the LLM layers used: `measured` results are labelled as such in the layers too.
    config.llm_method = llmMethodOf(staticMethodOf(opts.method));
    config.judges = opts.judges ?? DEFAULT_JUDGES_BY_DEPTH[opts.depth];
  }
  return config;
}

/** The LLM layers above quick depth (null without a key); `progress` shows Monte Carlo runs. */
async function llmFor(depth: Depth, opts: CommonOptions, ctx: CliContext, progress?: ProgressReporter): Promise<LlmLayers | null> {
  if (depth === 'quick' && opts.evals !== true) return null;
  return createLlm(depth, { ...opts, concurrency: opts.concurrency ?? CONCURRENCY.default, onProgress: progress?.onProgress }, ctx);
}

/** The corpus references for --elo, or null without --elo; a missing corpus is a usage error. */
async function eloReferencesFor(opts: CommonOptions, ctx: CliContext): Promise<EloReference[] | null> {
  if (!opts.elo) return null;
  const dir = path.resolve(ctx.cwd, opts.corpusDir ?? DEFAULT_CORPUS_DIR);
  let references: EloReference[];
  try {
    references = eloReferencesFromCorpus(await readCorpus(dir));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no index.json (or corpus.json) there' : (err as Error).message;
    throw new UsageError(`--elo: cannot read the corpus in ${dir} (${reason}); build it with: plugin-eval init SOURCE --corpus-dir ${dir}`);
  }
  if (opts.depth === 'quick') ctx.warn('--elo needs the LLM judge: it is ignored at depth quick.');
  return references;
}

/** The Elo of a result in one line, or why there is none. */
function eloText(result: EvalResult): string {
  const elo = result.elo as EloResult | null;
  return elo ? eloSummary(elo) : 'not rated (a plugin, or the LLM layers did not run)';
}

/** The command's options with the configuration file applied (depth, threshold, fail-on, method). */
function withProject(project: ProjectSettings): Pick<CommonOptions, 'depth' | 'threshold' | 'failOn' | 'method'> {
  const s = project.settings;
  return { depth: s.depth.value, threshold: s.threshold.value ?? undefined, failOn: s['fail-on'].value, method: llmMethodOf(s.method.value) };
}

/** The engine options the configuration gives: the static method and the per-rule settings. */
function engineSettings(project: ProjectSettings): Pick<EvaluateOptions, 'method' | 'rules'> {
  return { method: project.settings.method.value, rules: project.settings.rules.value };
}

async function scoreOne(arg: string, cliOpts: CommonOptions, ctx: CliContext, cmd?: Command): Promise<void> {
  const loc = await locate(arg, ctx.cwd);
  const project = await projectSettings(loc, cliOpts, ctx, cmd, cmd?.name() === 'certify' ? { depth: 'deep' } : {});
  const opts: CommonOptions = { ...cliOpts, ...withProject(project) };
  const kind = await targetKind(loc.source, loc.rel);
  if (kind === null && (await isMarketplace(loc.source, loc.rel))) return scoreMarketplace(loc.source, loc.rel, opts, ctx, engineSettings(project));
  if (kind === null) throw new UsageError(`${arg} is neither a skill folder (no SKILL.md) nor a plugin folder (no .claude-plugin/)`);
  const eloReferences = await eloReferencesFor(opts, ctx);
  const progress = progressFor(ctx);
  const llm = kind === 'skill' ? await llmFor(opts.depth, opts, ctx, progress) : null;
  const outcome = await evaluateTarget(loc.source, loc.rel, { depth: opts.depth, method: staticMethodOf(opts.method), llm, warn: ctx.warn, config: configOf(opts), eloReferences, evals: opts.evals, ...engineSettings(project) });
  progress.stop();
  const format = opts.output ?? 'markdown';
  if (!outcome.ok) {
    if (format === 'json') ctx.stdout(renderErrorJson(outcome.error));
    if (format === 'sarif') ctx.stdout(renderSarif([], [outcome.error], { toolVersion: packageVersion() }));
    ctx.say(errorLine(outcome.error));
    ctx.exitCode = EXIT.usage;
    return;
  }
  const result = outcome.result;
  const baseline = project.baseline;
  // Marks every anti-pattern and finding new or baselined before the report is rendered.
  if (baseline) ctx.say(`baseline: ${summariseBaseline(applyBaseline([result], baseline))}`);
  ctx.stdout(render(result, format, opts.verbose ?? false));
  if (opts.verbose) ctx.say(`${result.plugin_path}: ${fmtScore(result.composite.score)} in ${result.total_duration_ms} ms (root ${loc.root})`);
  const belowThreshold = opts.threshold !== undefined && result.composite.score < opts.threshold;
  if (belowThreshold && baseline && !regressedAgainstBaseline(result, baseline)) {
    ctx.say(`${result.plugin_path} scored ${fmtScore(result.composite.score)}, below the threshold ${opts.threshold}, but nothing is new since the baseline: not failing`);
  } else if (belowThreshold) {
    ctx.say(`${result.plugin_path} scored ${fmtScore(result.composite.score)}, below the threshold ${opts.threshold}`);
    ctx.exitCode = EXIT.belowThreshold;
  }
  if (opts.threshold !== undefined && hasUnmeasured(result)) {
    const mode = opts.onUnmeasured ?? DEFAULT_ON_UNMEASURED;
    const what = `${result.plugin_path}: not measured: ${describeDimensions(result.measurement!, 'unmeasured')}`;
    if (mode === 'fail') {
      ctx.say(`${what}; the threshold ${opts.threshold} cannot pass on a dimension that was not measured (--on-unmeasured pass gates on the score as measured)`);
      ctx.exitCode = EXIT.belowThreshold;
    } else {
      ctx.say(`${what}; gated on the score as measured (--on-unmeasured ${mode})`);
    }
  }
  const gating = gatingFindings(result, opts.failOn ?? []);
  if (gating.length) {
    for (const f of gating) ctx.say(`${f.file ?? result.plugin_path}${f.line !== undefined ? `:${f.line}` : ''}: ${f.category} ${f.level}: ${f.rule} ${f.message}`);
    ctx.say(`${result.plugin_path}: ${gating.length} finding(s) fail --fail-on ${(opts.failOn ?? []).join(',')}`);
    ctx.exitCode = EXIT.belowThreshold;
  }
}

/**
 * `score` on a marketplace folder: its listing checked (findings), and every plugin and skill under
 * its listed local sources scored. Exit 2 when the listing cannot be read or a target cannot be
 * scored, 1 below the threshold or on --fail-on findings (the listing's own findings are spec).
 */
async function scoreMarketplace(source: FileSource, rel: string, opts: CommonOptions, ctx: CliContext, engine: Pick<EvaluateOptions, 'method' | 'rules'> = {}): Promise<void> {
  let market: LoadedMarketplace;
  try {
    market = await loadMarketplace(source, rel);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const paths: string[] = [];
  for (const local of market.localTargets) {
    for (const t of await discoverTargets(source, local, ctx.warn)) if (!paths.includes(t.path)) paths.push(t.path);
  }
  const progress = progressFor(ctx);
  const llm = await llmFor(opts.depth, opts, ctx, progress);
  const outcomes: EvalOutcome[] = [];
  for (const p of paths) outcomes.push(await evaluateTarget(source, p, { depth: opts.depth, llm, warn: ctx.warn, config: configOf(opts), evals: opts.evals, ...engine }));
  progress.stop();
  if ((opts.output ?? 'markdown') === 'json') {
    ctx.stdout(toJson({ kind: 'marketplace', path: market.path, name: market.name, owner: market.owner, plugins: market.plugins, findings: market.findings, targets: outcomes.map((o) => (o.ok ? o.result : { ok: false, ...o.error })) }));
  } else {
    ctx.stdout(renderMarketplaceMarkdown(market, outcomes, opts.threshold ?? null));
  }
  for (const o of outcomes) if (!o.ok) ctx.say(errorLine(o.error));
  const kinds = opts.failOn ?? [];
  const listingGates = market.findings.filter((f) => gatingFindings({ findings: [f] } as EvalResult, kinds).length > 0);
  for (const f of listingGates) ctx.say(`${f.file}: ${f.category} ${f.level}: ${f.rule} ${f.message}`);
  const below = outcomes.filter(
    (o) => o.ok && opts.threshold !== undefined && (o.result.composite.score < opts.threshold || (hasUnmeasured(o.result) && (opts.onUnmeasured ?? DEFAULT_ON_UNMEASURED) === 'fail')),
  );
  const gated = outcomes.filter((o) => o.ok && gatingFindings(o.result, kinds).length > 0);
  if (below.length || gated.length || listingGates.length) ctx.exitCode = EXIT.belowThreshold;
  if (outcomes.some((o) => !o.ok)) ctx.exitCode = EXIT.usage;
}

// ---------------------------------------------------------------------------------------------
// Commands

function registerScore(program: Command, ctx: CliContext): void {
  addProjectOptions(addLlmOptions(
    program
      .command('score')
      .description('score one skill folder (with SKILL.md) or plugin folder (with .claude-plugin/)')
      .argument('<path>', 'skill or plugin folder')
      .addOption(depthOption('standard'))
      .addOption(outputOption())
      .option('--threshold <n>', 'exit 1 when the composite score is below n (0–100)', parseThreshold)
      .option('--on-unmeasured <mode>', ON_UNMEASURED_HELP, parseOnUnmeasured)
      .option('--fail-on <kinds>', FAIL_ON_HELP, parseFailOnOption)
      .option('--concurrency <n>', `API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`, parseConcurrency, CONCURRENCY.default)
      .option('--verbose', 'add sub-scores and layer metadata to the report'),
  )).action(async (p: string, opts: CommonOptions, cmd: Command) => scoreOne(p, opts, ctx, cmd));
}

function registerCertify(program: Command, ctx: CliContext): void {
  addProjectOptions(addEloOptions(addLlmOptions(
    program
      .command('certify')
      .description('score at deep depth (LLM judge + 50 Monte Carlo runs): the same as score --depth deep')
      .argument('<path>', 'skill or plugin folder')
      .addOption(outputOption())
      .option('--threshold <n>', 'exit 1 when the composite score is below n (0–100)', parseThreshold)
      .option('--on-unmeasured <mode>', ON_UNMEASURED_HELP, parseOnUnmeasured)
      .option('--fail-on <kinds>', FAIL_ON_HELP, parseFailOnOption)
      .option('--concurrency <n>', `API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`, parseConcurrency, CONCURRENCY.default)
      .option('--verbose', 'add sub-scores and layer metadata to the report')
      .option('--batch', 'send the LLM calls through the Message Batches API (half the price; results can take minutes to hours); an interrupted run resumes')
      .option('--batch-state <file>', `state file of --batch, to resume an interrupted run (default: ${DEFAULT_BATCH_STATE_FILE} in the current folder)`)
      .option('--batch-poll <seconds>', 'seconds between two checks of a running batch (default 30)', parseSeconds),
  ))).action(async (p: string, opts: Omit<CommonOptions, 'depth'> & { batch?: boolean }, cmd: Command) => {
    // With --batch the state file keeps every answer: a second run of the same certification costs nothing.
    const batchState = opts.batch || opts.batchState ? path.resolve(ctx.cwd, opts.batchState ?? DEFAULT_BATCH_STATE_FILE) : null;
    return scoreOne(p, { ...opts, depth: 'deep', batchState }, ctx, cmd);
  });
}

function registerCompare(program: Command, ctx: CliContext): void {
  addEloOptions(addLlmOptions(
    program
      .command('compare')
      .description('score two targets and compare them head to head, overall and per dimension')
      .argument('<a>', 'first skill or plugin folder')
      .argument('<b>', 'second skill or plugin folder')
      .addOption(depthOption('standard'))
      .addOption(outputOption())
      .option('--concurrency <n>', `API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`, parseConcurrency, CONCURRENCY.default),
  )).action(async (a: string, b: string, opts: CommonOptions) => {
    const locs = await Promise.all([locate(a, ctx.cwd), locate(b, ctx.cwd)]);
    const kinds = await Promise.all(locs.map((l) => targetKind(l.source, l.rel)));
    kinds.forEach((k, i) => {
      if (k === null) throw new UsageError(`${[a, b][i]} is neither a skill folder (no SKILL.md) nor a plugin folder (no .claude-plugin/)`);
    });
    const eloReferences = await eloReferencesFor(opts, ctx);
    const llm = kinds.includes('skill') ? await llmFor(opts.depth, opts, ctx) : null;
    const outcomes = await Promise.all(
      locs.map((l, i) =>
        evaluateTarget(l.source, l.rel, { depth: opts.depth, method: staticMethodOf(opts.method), llm: kinds[i] === 'skill' ? llm : null, warn: ctx.warn, config: configOf(opts), eloReferences, evals: opts.evals }),
      ),
    );
    let failed = false;
    for (const o of outcomes) {
      if (!o.ok) {
        ctx.say(errorLine(o.error));
        failed = true;
      }
    }
    if (failed || !outcomes[0].ok || !outcomes[1].ok) {
      ctx.exitCode = EXIT.usage;
      return;
    }
    const cmp = compareResults(outcomes[0].result, outcomes[1].result);
    // The static layer both ways is cheap: shown when the methods disagree by more than a point.
    const [ma, mb] = await Promise.all(locs.map((l) => staticScoresBothWays(l.source, l.rel)));
    cmp.methods = { a: ma, b: mb };
    const format = opts.output ?? 'markdown';
    const elo = eloReferences ? { a: outcomes[0].result.elo, b: outcomes[1].result.elo } : null;
    if (format === 'json') ctx.stdout(elo ? toJson({ ...cmp, elo }) : renderCompareJson(cmp));
    else if (format === 'html') ctx.stdout(renderCompareHtml(cmp));
    else {
      const lines = elo ? `\n## Elo against the corpus\n\n- A: ${eloText(outcomes[0].result)}\n- B: ${eloText(outcomes[1].result)}\n` : '';
      ctx.stdout(renderCompareMarkdown(cmp) + lines);
    }
  });
}

function registerInit(program: Command, ctx: CliContext): void {
  program
    .command('init')
    .description('index every skill under SOURCE into a corpus file (name, path, description, static scores, sizes)')
    .argument('<source>', 'folder to index')
    .option('--corpus-dir <dir>', 'folder the corpus is written to (as index.json)', DEFAULT_CORPUS_DIR)
    .option('--concurrency <n>', `skills read at once (${CONCURRENCY.min}–${CONCURRENCY.max})`, parseConcurrency, CONCURRENCY.default)
    .action(async (src: string, opts: { corpusDir: string; concurrency: number }) => {
      const loc = await locate(src, ctx.cwd);
      const corpus = await buildCorpus(loc.source, loc.rel, { concurrency: opts.concurrency, warn: ctx.warn });
      const file = await writeCorpus(path.resolve(ctx.cwd, opts.corpusDir), corpus);
      for (const e of corpus.errors) ctx.say(errorLine(e));
      ctx.stdout(`Indexed ${corpus.count} skill(s) from ${src} into ${file}${corpus.errors.length ? `; ${corpus.errors.length} could not be read` : ''}.\n`);
    });
}

interface ReportOptions extends CommonOptions {
  outputDir: string;
  /** Every target must reach this score (a per-target gate next to the mean --threshold). */
  minScore?: number;
  shard?: Shard;
  html: boolean;
  batch?: boolean;
  /** State file of --batch (default: BATCH_STATE_FILE in the output folder). */
  batchState?: string;
  batchPoll?: number;
  /** Threads that score, the main one included (1: no worker threads); absent: automatic. */
  workers?: number;
}

/** Where `report --batch` keeps its batches and results, in the output folder unless --batch-state says otherwise. */
export const BATCH_STATE_FILE = DEFAULT_BATCH_STATE_FILE;

/**
 * Progress on stderr (src/progress.ts): a bar on a terminal, plain lines otherwise. Plain lines
 * are skipped for sweeps too small to need them.
 */
function progressFor(ctx: CliContext, minTotal = 0): ProgressReporter {
  const stream = ctx.stderrIsTTY
    ? process.stderr
    : new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          ctx.stderr(String(chunk));
          done();
        },
      });
  const reporter = createProgressReporter(stream, { tty: ctx.stderrIsTTY });
  if (ctx.stderrIsTTY || minTotal <= 0) return reporter;
  return { onProgress: (done, total, label) => (total >= minTotal ? reporter.onProgress(done, total, label) : undefined), stop: () => reporter.stop() };
}

function registerReport(program: Command, ctx: CliContext): void {
  addProjectOptions(addLlmOptions(
    program
      .command('report')
      .description('score every plugin and skill folder under ROOT; write one JSON per target, summary.json, summary.md and index.html')
      .argument('<root>', 'folder to sweep')
      .addOption(depthOption())
      .option('--output-dir <dir>', 'where to write the report files', DEFAULT_REPORT_DIR)
      .option('--threshold <n>', 'exit 1 when the mean score is below n (0–100) or a target could not be scored', parseThreshold)
      .option('--min-score <n>', 'exit 1 when any one target scores below n (0–100): a per-target gate', parseThreshold)
      .option('--on-unmeasured <mode>', ON_UNMEASURED_HELP, parseOnUnmeasured)
      .option('--fail-on <kinds>', FAIL_ON_HELP, parseFailOnOption)
      .option('--concurrency <n>', `targets scored at once, and API calls in flight (${CONCURRENCY.min}–${CONCURRENCY.max})`, parseConcurrency, CONCURRENCY.default)
      .option('--shard <i/n>', 'score only the i-th of n stable slices of the targets', parseShardOption)
      .option('--no-html', 'do not write index.html and the per-target pages')
      .option('--workers <n>', `threads that score a large sweep without LLM layers, this one included (1–${SWEEP_WORKERS.maxThreads}; 1 = no worker threads; default: one per CPU)`, wholeNumberIn({ min: 1, max: SWEEP_WORKERS.maxThreads }))
      .option('--verbose', 'print every target warning on stderr')
      .option('--batch', 'send the LLM calls through the Message Batches API (half the price; results can take minutes to hours); resumable')
      .option('--batch-state <file>', `state file of --batch, to resume an interrupted sweep (default: ${BATCH_STATE_FILE} in the output folder)`)
      .option('--batch-poll <seconds>', 'seconds between two checks of a running batch (default 30)', parseSeconds),
  )).action(async (rootArg: string, cliOpts: ReportOptions, cmd: Command) => {
    const loc = await locate(rootArg, ctx.cwd);
    const project = await projectSettings(loc, cliOpts, ctx, cmd);
    const opts: ReportOptions = { ...cliOpts, ...withProject(project) };
    const batchState = opts.batch || opts.batchState ? path.resolve(ctx.cwd, opts.batchState ?? path.join(opts.outputDir, BATCH_STATE_FILE)) : null;
    if (batchState && opts.depth === 'quick') ctx.warn('--batch: depth quick makes no API call; nothing to batch.');
    const llm = await llmFor(opts.depth, { ...opts, batchState }, ctx);
    // Per-target warnings are kept in every JSON; on stderr they are printed in full only with --verbose.
    const targetWarnings: string[] = [];
    const warn = opts.verbose ? ctx.warn : (m: string) => targetWarnings.push(m);
    const progress = progressFor(ctx, PROGRESS_MIN_TARGETS);
    const run = await runSweep(loc.source, loc.rel, {
      depth: opts.depth,
      method: staticMethodOf(opts.method),
      evals: opts.evals,
      llm,
      warn,
      config: configOf(opts),
      // With batches every target waits on the same few batches: all of them are in flight at once.
      concurrency: batchState && llm ? Number.MAX_SAFE_INTEGER : opts.concurrency,
      shard: opts.shard ?? null,
      workers: opts.workers,
      ignore: project.settings.ignore.value,
      ...engineSettings(project),
      onProgress: (done, total) => progress.onProgress(done, total, 'scoring targets'),
    });
    progress.stop();
    const scored = run.outcomes.flatMap((o) => (o.ok ? [o.result] : []));
    const baseline = project.baseline;
    if (baseline) ctx.say(`baseline: ${summariseBaseline(applyBaseline(scored, baseline))}`);
    const summary = summarise(run.outcomes, {
      root: run.root || '.',
      depth: opts.depth,
      threshold: opts.threshold ?? null,
      shard: opts.shard ?? null,
      failOn: opts.failOn ?? [],
      minScore: opts.minScore ?? null,
      onUnmeasured: opts.onUnmeasured,
    });
    const outDir = path.resolve(ctx.cwd, opts.outputDir);
    const written = await writeSweep(outDir, run.outcomes, summary, { html: opts.html });
    // SARIF for code scanning (upload-sarif), beside the JSON reports.
    const sarifFile = path.join(outDir, SARIF_REPORT_FILE);
    await fsp.writeFile(sarifFile, renderSarif(scored, summary.errors, { toolVersion: packageVersion() }));
    written.push(sarifFile);
    if (targetWarnings.length) {
      ctx.warn(`${targetWarnings.length} target warning(s), e.g. "${targetWarnings[0]}"; each is in its target's JSON (warnings), or run with --verbose`);
    }
    for (const e of summary.errors) ctx.say(errorLine(e));
    ctx.stdout(await fsp.readFile(path.join(outDir, 'summary.md'), 'utf8'));
    ctx.say(`${summary.counts.targets} target(s) in ${run.duration_ms} ms${run.threads > 1 ? ` on ${run.threads} threads` : ''}; wrote ${written.length} file(s) to ${outDir}`);
    // With a baseline, a sweep below its threshold fails only when some target has something new or fell.
    const excused = !summary.passed && baseline !== null && summary.errors.length === 0 && failOnViolations(run.outcomes, opts.failOn ?? []).length === 0 && !scored.some((r) => regressedAgainstBaseline(r, baseline));
    if (excused) {
      ctx.say(`${summary.gate} Nothing is new since the baseline: not failing.`);
    } else if (!summary.passed) {
      ctx.say(summary.gate);
      ctx.exitCode = EXIT.belowThreshold;
    }
  });
}

const COMMANDS: CommandModule[] = [registerScore, registerCertify, registerCompare, registerInit, registerReport];

// ---------------------------------------------------------------------------------------------

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function defaultIO(): CliIO {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    stderrIsTTY: Boolean(process.stderr.isTTY),
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
    .configureOutput({ writeOut: (s) => ctx.stdout(s), writeErr: (s) => ctx.stderr(s), outputError: (s, write) => write(oneLine(s)) })
    .showSuggestionAfterError(true);
  for (const register of [...COMMANDS, ...EXTRA_COMMANDS]) register(program, ctx);
  return program;
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
export async function main(argv: string[], io: Partial<CliIO> = {}): Promise<number> {
  const raw = { ...defaultIO(), ...io };
  // Nothing printed can start a workflow command or carry raw control characters (the CLI runs in CI too).
  const base = { ...raw, stdout: (t: string) => raw.stdout(logLines(t)), stderr: (t: string) => raw.stderr(logLines(t)) };
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
