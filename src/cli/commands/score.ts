// `score` and `certify`: one skill or plugin folder (or a marketplace's listed targets) scored and
// reported on stdout, gated on the threshold, --on-unmeasured and --fail-on.
import type { Command } from 'commander';
import { gatingFindings } from '../../rules/suppressions/failOn.js';
import { discoverTargets, evaluateTarget, type EvaluateOptions } from '../../engine/evaluate.js';
import type { FileSource } from '../../read/source.js';
import { isMarketplace, loadMarketplace, targetKind, type LoadedMarketplace } from '../../read/target.js';
import { fmtScore } from '../../reports/shared/numbers.js';
import { toJson } from '../../reports/json.js';
import { renderMarketplaceMarkdown } from '../../reports/markdown/marketplace.js';
import { formatter } from '../../reports/formats/index.js';
import { DEFAULT_ON_UNMEASURED, describeDimensions, hasUnmeasured } from '../../composite/measurement.js';
import type { EvalOutcome, EvalResult } from '../../contract/types.js';
import { applyBaseline, regressedAgainstBaseline, summariseBaseline } from '../../config/baseline.js';
import { staticMethodOf } from '../llm.js';
import { projectSettings } from './setup.js';
import {
  configOf,
  eloReferencesFor,
  engineSettings,
  llmFor,
  progressFor,
  withProject,
  type CommonOptions,
} from '../run.js';
import { errorLine, EXIT, notATarget, packageVersion, UsageError, type CliContext } from '../common.js';
import { locate } from '../locate.js';

export async function scoreOne(arg: string, cliOpts: CommonOptions, ctx: CliContext, cmd?: Command): Promise<void> {
  const loc = await locate(arg, ctx.cwd);
  const project = await projectSettings(loc, cliOpts, ctx, cmd, cmd?.name() === 'certify' ? { depth: 'deep' } : {});
  const opts: CommonOptions = { ...cliOpts, ...withProject(project) };
  const kind = await targetKind(loc.source, loc.rel);
  if (kind === null && (await isMarketplace(loc.source, loc.rel)))
    return scoreMarketplace(loc.source, loc.rel, opts, ctx, engineSettings(project));
  if (kind === null) throw notATarget(arg);
  const eloReferences = await eloReferencesFor(opts, ctx);
  const progress = await progressFor(ctx);
  const llm = kind === 'skill' ? await llmFor(opts.depth, opts, ctx, progress) : null;
  const outcome = await evaluateTarget(loc.source, loc.rel, {
    depth: opts.depth,
    method: staticMethodOf(opts.method),
    llm,
    warn: ctx.warn,
    config: configOf(opts),
    eloReferences,
    evals: opts.evals,
    ...engineSettings(project),
  });
  progress.stop();
  const format = formatter(opts.output ?? 'markdown');
  const renderOptions = { verbose: opts.verbose ?? false, toolVersion: packageVersion() };
  if (!outcome.ok) {
    if (format.error) ctx.stdout(await format.error(outcome.error, renderOptions));
    ctx.say(errorLine(outcome.error));
    ctx.exitCode = EXIT.usage;
    return;
  }
  const result = outcome.result;
  const baseline = project.baseline;
  // Marks every anti-pattern and finding new or baselined before the report is rendered.
  if (baseline) ctx.say(`baseline: ${summariseBaseline(applyBaseline([result], baseline))}`);
  ctx.stdout(await format.result!(result, renderOptions));
  if (opts.verbose)
    ctx.say(
      `${result.plugin_path}: ${fmtScore(result.composite.score)} in ${result.total_duration_ms} ms (root ${loc.root})`,
    );
  const belowThreshold = opts.threshold !== undefined && result.composite.score < opts.threshold;
  if (belowThreshold && baseline && !regressedAgainstBaseline(result, baseline)) {
    ctx.say(
      `${result.plugin_path} scored ${fmtScore(result.composite.score)}, below the threshold ${opts.threshold}, but nothing is new since the baseline: not failing`,
    );
  } else if (belowThreshold) {
    ctx.say(`${result.plugin_path} scored ${fmtScore(result.composite.score)}, below the threshold ${opts.threshold}`);
    ctx.exitCode = EXIT.belowThreshold;
  }
  if (opts.threshold !== undefined && hasUnmeasured(result)) {
    const mode = opts.onUnmeasured ?? DEFAULT_ON_UNMEASURED;
    const what = `${result.plugin_path}: not measured: ${describeDimensions(result.measurement!, 'unmeasured')}`;
    if (mode === 'fail') {
      ctx.say(
        `${what}; the threshold ${opts.threshold} cannot pass on a dimension that was not measured (--on-unmeasured pass gates on the score as measured)`,
      );
      ctx.exitCode = EXIT.belowThreshold;
    } else {
      const fallback =
        mode === 'neutral' ? ` (${result.composite.confidence_label}; --on-unmeasured fail would fail it)` : '';
      ctx.say(`${what}; gated on the score as measured${fallback} (--on-unmeasured ${mode})`);
    }
  }
  const gating = gatingFindings(result, opts.failOn ?? []);
  if (gating.length) {
    for (const f of gating)
      ctx.say(
        `${f.file ?? result.plugin_path}${f.line !== undefined ? `:${f.line}` : ''}: ${f.category} ${f.level}: ${f.rule} ${f.message}`,
      );
    ctx.say(`${result.plugin_path}: ${gating.length} finding(s) fail --fail-on ${(opts.failOn ?? []).join(',')}`);
    ctx.exitCode = EXIT.belowThreshold;
  }
}

/**
 * `score` on a marketplace folder: its listing checked (findings), and every plugin and skill under
 * its listed local sources scored. Exit 2 when the listing cannot be read or a target cannot be
 * scored, 1 below the threshold or on --fail-on findings (the listing's own findings are spec).
 */
async function scoreMarketplace(
  source: FileSource,
  rel: string,
  opts: CommonOptions,
  ctx: CliContext,
  engine: Pick<EvaluateOptions, 'method' | 'rules'> = {},
): Promise<void> {
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
  const progress = await progressFor(ctx);
  const llm = await llmFor(opts.depth, opts, ctx, progress);
  const outcomes: EvalOutcome[] = [];
  for (const p of paths)
    outcomes.push(
      await evaluateTarget(source, p, {
        depth: opts.depth,
        llm,
        warn: ctx.warn,
        config: configOf(opts),
        evals: opts.evals,
        ...engine,
      }),
    );
  progress.stop();
  if ((opts.output ?? 'markdown') === 'json') {
    ctx.stdout(
      toJson({
        kind: 'marketplace',
        path: market.path,
        name: market.name,
        owner: market.owner,
        plugins: market.plugins,
        findings: market.findings,
        targets: outcomes.map((o) => (o.ok ? o.result : { ok: false, ...o.error })),
      }),
    );
  } else {
    ctx.stdout(renderMarketplaceMarkdown(market, outcomes, opts.threshold ?? null));
  }
  for (const o of outcomes) if (!o.ok) ctx.say(errorLine(o.error));
  const kinds = opts.failOn ?? [];
  const listingGates = market.findings.filter((f) => gatingFindings({ findings: [f] } as EvalResult, kinds).length > 0);
  for (const f of listingGates) ctx.say(`${f.file}: ${f.category} ${f.level}: ${f.rule} ${f.message}`);
  const below = outcomes.filter(
    (o) =>
      o.ok &&
      opts.threshold !== undefined &&
      (o.result.composite.score < opts.threshold ||
        (hasUnmeasured(o.result) && (opts.onUnmeasured ?? DEFAULT_ON_UNMEASURED) === 'fail')),
  );
  const gated = outcomes.filter((o) => o.ok && gatingFindings(o.result, kinds).length > 0);
  if (below.length || gated.length || listingGates.length) ctx.exitCode = EXIT.belowThreshold;
  if (outcomes.some((o) => !o.ok)) ctx.exitCode = EXIT.usage;
}
