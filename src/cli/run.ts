// What the scoring commands (score, certify, compare, report) share when they run: the engine's
// settings from the flags and the configuration, the LLM layers, the Elo references, progress.
// Loaded by the commands' actions only, so that the program's definition (main.ts) stays light.
import * as path from 'node:path';
import { Writable } from 'node:stream';
import type { EvaluateOptions, LlmLayers } from '../engine/evaluate.js';
import { eloReferencesFromCorpus, type EloReference } from '../layers/elo.js';
import type { FailOnKind } from '../rules/suppressions/failOn.js';
import type { OnUnmeasuredMode } from '../composite/measurement.js';
import { llmMethodOf, type Depth } from '../contract/types.js';
import { lineReporter, type ProgressReporter } from './progress/lines.js';
import { createLlm, DEFAULT_JUDGES_BY_DEPTH, staticMethodOf, type LlmCliOptions } from './llm.js';
import type { ProjectSettings } from './commands/setup.js';
import { CONCURRENCY, DEFAULT_CORPUS_DIR, UsageError, type CliContext } from './common.js';

export interface CommonOptions extends LlmCliOptions {
  depth: Depth;
  elo?: boolean;
  corpusDir?: string;
  /** --output: the name of a format of reports/formats/. */
  output?: string;
  threshold?: number;
  concurrency?: number;
  verbose?: boolean;
  /** --fail-on: finding kinds that fail the gate. */
  failOn?: FailOnKind[];
  /** --config FILE; --baseline FILE or --no-baseline (false). */
  config?: string;
  baseline?: string | false;
  /** --on-unmeasured: what a score gate does with an unmeasured dimension (default neutral). */
  onUnmeasured?: OnUnmeasuredMode;
}

export function configOf(opts: CommonOptions): Record<string, unknown> {
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
export async function llmFor(
  depth: Depth,
  opts: CommonOptions,
  ctx: CliContext,
  progress?: ProgressReporter,
): Promise<LlmLayers | null> {
  if (depth === 'quick' && opts.evals !== true) return null;
  return createLlm(
    depth,
    { ...opts, concurrency: opts.concurrency ?? CONCURRENCY.default, onProgress: progress?.onProgress },
    ctx,
  );
}

/** The corpus references for --elo, or null without --elo; a missing corpus is a usage error. */
export async function eloReferencesFor(opts: CommonOptions, ctx: CliContext): Promise<EloReference[] | null> {
  if (!opts.elo) return null;
  const dir = path.resolve(ctx.cwd, opts.corpusDir ?? DEFAULT_CORPUS_DIR);
  const { readCorpus } = await import('../corpus/corpus.js');
  let references: EloReference[];
  try {
    references = eloReferencesFromCorpus(await readCorpus(dir));
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no index.json (or corpus.json) there'
        : (err as Error).message;
    throw new UsageError(
      `--elo: cannot read the corpus in ${dir} (${reason}); build it with: plugin-eval init SOURCE --corpus-dir ${dir}`,
    );
  }
  if (opts.depth === 'quick') ctx.warn('--elo needs the LLM judge: it is ignored at depth quick.');
  return references;
}

/** The command's options with the configuration file applied (depth, threshold, fail-on, method). */
export function withProject(
  project: ProjectSettings,
): Pick<CommonOptions, 'depth' | 'threshold' | 'failOn' | 'method'> {
  const s = project.settings;
  return {
    depth: s.depth.value,
    threshold: s.threshold.value ?? undefined,
    failOn: s['fail-on'].value,
    method: llmMethodOf(s.method.value),
  };
}

/** The engine options the configuration gives: the static method and the per-rule settings. */
export function engineSettings(project: ProjectSettings): Pick<EvaluateOptions, 'method' | 'rules'> {
  return { method: project.settings.method.value, rules: project.settings.rules.value };
}

/**
 * Progress on stderr (src/cli/progress/bar.ts): a bar on a terminal, plain lines otherwise. Plain lines
 * are skipped for sweeps too small to need them.
 */
export async function progressFor(ctx: CliContext, minTotal = 0): Promise<ProgressReporter> {
  // The bar (and cli-progress) is loaded only for a terminal.
  if (ctx.stderrIsTTY) return (await import('./progress/bar.js')).createProgressReporter(process.stderr, { tty: true });
  const reporter = lineReporter(
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        ctx.stderr(String(chunk));
        done();
      },
    }),
  );
  if (minTotal <= 0) return reporter;
  return {
    onProgress: (done, total, label) => (total >= minTotal ? reporter.onProgress(done, total, label) : undefined),
    stop: () => reporter.stop(),
  };
}
