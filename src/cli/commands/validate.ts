// `validate LABELS`: every labelled target scored with the engine (any method, any depth, the LLM
// layers and API key as `score` uses them), then the agreement of the scores with the labels.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { evaluateTarget, type LlmLayers, type SkillCompositeSample } from '../../engine/evaluate.js';
import { targetKind } from '../../read/target.js';
import { BOOTSTRAP_SEED } from '../../stats/stats.js';
import { LabelsError, parseLabels, type LabelledTarget } from '../../validate/labels.js';
import {
  renderValidationJson,
  renderValidationText,
  validationReport,
  type ScoredTarget,
  type UnscoredTarget,
} from '../../validate/report.js';
import {
  crossValidate,
  groupsOf,
  renderCrossValidationText,
  type SampledTarget,
} from '../../validate/crossValidate.js';
import { CAL_FIT, CAL_QUALITY_PRIORS } from '../../contract/calibratedWeights.js';
import { withPriors } from '../../validate/fitParameters.js';
import { staticMethodOf } from '../llm.js';
import { configOf, llmFor, progressFor, type CommonOptions } from '../run.js';
import { CONCURRENCY, errorLine, EXIT, notATarget, UsageError, type CliContext } from '../common.js';
import { locate } from '../locate.js';

export const VALIDATE_OUTPUTS = ['text', 'json'] as const;
export const DEFAULT_MARGIN = 10;
export const DEFAULT_TOP = 10;
export { BOOTSTRAP_SEED as DEFAULT_SEED };

export interface ValidateOptions extends Omit<CommonOptions, 'output'> {
  output?: (typeof VALIDATE_OUTPUTS)[number];
  margin?: number;
  root?: string;
  seed?: number;
  top?: number;
  /** Leave-one-repository-out cross-validation of the calibrated method's fit (depth quick). */
  crossValidate?: boolean;
  /** With crossValidate: where to write the parameters fitted on every label. */
  fitOut?: string;
}

async function readLabels(file: string, root: string): Promise<LabelledTarget[]> {
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(
      `cannot read the labels ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
  try {
    return parseLabels(JSON.parse(text), root);
  } catch (err) {
    if (err instanceof LabelsError || err instanceof SyntaxError) throw new UsageError(`${file}: ${err.message}`);
    throw err;
  }
}

type Scoring = { ok: true; value: ScoredTarget; sample?: SkillCompositeSample } | { ok: false; value: UnscoredTarget };

/** One labelled target scored as `score` would score it; whatever stops it is its error line. */
async function scoreTarget(
  target: LabelledTarget,
  opts: ValidateOptions,
  llm: LlmLayers | null,
  ctx: CliContext,
): Promise<Scoring> {
  try {
    const loc = await locate(target.abs, ctx.cwd);
    if ((await targetKind(loc.source, loc.rel)) === null) throw notATarget(target.abs);
    const warn = opts.verbose ? ctx.warn : () => undefined;
    let sample: SkillCompositeSample | undefined;
    const outcome = await evaluateTarget(loc.source, loc.rel, {
      onSkillComposite: (s) => {
        sample = s;
      },
      depth: opts.depth,
      method: staticMethodOf(opts.method),
      llm,
      warn,
      config: configOf(opts as CommonOptions),
      evals: opts.evals,
    });
    if (!outcome.ok) return { ok: false, value: { target, error: errorLine(outcome.error) } };
    return {
      ok: true,
      value: { target, score: outcome.result.composite.score, badge: outcome.result.composite.badge },
      sample,
    };
  } catch (err) {
    return { ok: false, value: { target, error: err instanceof Error ? err.message : String(err) } };
  }
}

/** Runs `work` over the items, at most `limit` at once, keeping the items' order in the result. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every labelled target scored (at most `concurrency` at once), in the labels' order. */
async function scoreAll(targets: readonly LabelledTarget[], opts: ValidateOptions, ctx: CliContext) {
  const progress = await progressFor(ctx, 2);
  const llm = await llmFor(opts.depth, opts as CommonOptions, ctx, progress);
  let done = 0;
  const scorings = await inPool(targets, opts.concurrency ?? CONCURRENCY.default, async (t) => {
    const s = await scoreTarget(t, opts, llm, ctx);
    progress.onProgress(++done, targets.length, 'labelled targets scored');
    return s;
  });
  progress.stop();
  return {
    scored: scorings.filter((s): s is Extract<Scoring, { ok: true }> => s.ok),
    unscored: scorings.filter((s): s is Extract<Scoring, { ok: false }> => !s.ok).map((s) => s.value),
  };
}

export async function validateLabels(labelsArg: string, opts: ValidateOptions, ctx: CliContext): Promise<void> {
  const file = path.resolve(ctx.cwd, labelsArg);
  const root = opts.root !== undefined ? path.resolve(ctx.cwd, opts.root) : path.dirname(file);
  if (opts.crossValidate) checkCrossValidation(opts);
  else if (opts.fitOut !== undefined) throw new UsageError('--fit-out needs --cross-validate');
  const targets = await readLabels(file, root);
  if (opts.crossValidate) return crossValidateLabels(targets, opts, ctx);
  const { scored, unscored } = await scoreAll(targets, opts, ctx);
  const report = validationReport(
    scored.map((s) => s.value),
    unscored,
    {
      method: staticMethodOf(opts.method),
      depth: opts.depth,
      margin: opts.margin ?? DEFAULT_MARGIN,
      seed: opts.seed ?? BOOTSTRAP_SEED,
      top: opts.top ?? DEFAULT_TOP,
    },
  );
  ctx.stdout(opts.output === 'json' ? renderValidationJson(report) : renderValidationText(report));
  finish(report, ctx);
}

function finish(report: { errors: unknown[]; labelled: number }, ctx: CliContext): void {
  if (report.errors.length)
    ctx.say(
      `${report.errors.length} of ${report.labelled} labelled target(s) could not be scored (listed in the report)`,
    );
  // As elsewhere in the CLI, a target that could not be scored makes the exit code 2.
  if (report.errors.length) ctx.exitCode = EXIT.usage;
}

/** The fit is of the calibrated static method: quick depth only, where the static layer is the score. */
function checkCrossValidation(opts: ValidateOptions): void {
  if (opts.depth !== 'quick') throw new UsageError('--cross-validate fits the static layer: use --depth quick');
  if (staticMethodOf(opts.method) !== 'calibrated')
    throw new UsageError('--cross-validate fits the calibrated method: the reference has no free parameters');
}

async function crossValidateLabels(
  targets: readonly LabelledTarget[],
  opts: ValidateOptions,
  ctx: CliContext,
): Promise<void> {
  const { scored, unscored } = await scoreAll(targets, opts, ctx);
  const sampled: SampledTarget[] = [];
  for (const s of scored) {
    if (s.sample) sampled.push({ target: s.value.target, label: s.value.target.label, sample: s.sample });
    else unscored.push({ target: s.value.target, error: 'not a skill: the fit is of skills' });
  }
  if (groupsOf(sampled).length < 2)
    throw new UsageError('--cross-validate needs labelled skills from at least two repositories (groups)');
  const started = Date.now();
  const options = {
    depth: opts.depth,
    margin: opts.margin ?? DEFAULT_MARGIN,
    seed: opts.seed ?? BOOTSTRAP_SEED,
    top: opts.top ?? DEFAULT_TOP,
  };
  const report = crossValidate(sampled, unscored, CAL_FIT, options, withPriors(CAL_FIT, CAL_QUALITY_PRIORS));
  ctx.say(`fitted ${report.crossValidation.groups + 1} times in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (opts.fitOut !== undefined) {
    const out = path.resolve(ctx.cwd, opts.fitOut);
    await fsp.writeFile(out, JSON.stringify(report.crossValidation.fit, null, 2) + '\n');
    ctx.say(
      `parameters fitted on every label written to ${out} (node scripts/adopt-fit.mjs ${opts.fitOut} writes them into CAL_FIT)`,
    );
  }
  ctx.stdout(opts.output === 'json' ? renderValidationJson(report) : renderCrossValidationText(report));
  finish(report, ctx);
}
