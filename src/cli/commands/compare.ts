// `compare A B`: two targets scored and compared head to head, overall and per dimension.
import { evaluateTarget, staticScoresBothWays } from '../../engine/evaluate.js';
import { targetKind } from '../../read/target.js';
import { compareResults } from '../../reports/comparison.js';
import { renderCompareJson, toJson } from '../../reports/json.js';
import { renderCompareMarkdown } from '../../reports/markdown.js';
import { staticMethodOf } from '../llm.js';
import { configOf, eloReferencesFor, eloText, llmFor, type CommonOptions } from '../run.js';
import { errorLine, EXIT, notATarget, type CliContext } from '../common.js';
import { locate } from '../locate.js';

export async function compareTargets(a: string, b: string, opts: CommonOptions, ctx: CliContext): Promise<void> {
  const locs = await Promise.all([locate(a, ctx.cwd), locate(b, ctx.cwd)]);
  const kinds = await Promise.all(locs.map((l) => targetKind(l.source, l.rel)));
  kinds.forEach((k, i) => {
    if (k === null) throw notATarget([a, b][i]);
  });
  const eloReferences = await eloReferencesFor(opts, ctx);
  const llm = kinds.includes('skill') ? await llmFor(opts.depth, opts, ctx) : null;
  const outcomes = await Promise.all(
    locs.map((l, i) =>
      evaluateTarget(l.source, l.rel, {
        depth: opts.depth,
        method: staticMethodOf(opts.method),
        llm: kinds[i] === 'skill' ? llm : null,
        warn: ctx.warn,
        config: configOf(opts),
        eloReferences,
        evals: opts.evals,
      }),
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
  else if (format === 'html') ctx.stdout((await import('../../reports/html.js')).renderCompareHtml(cmp));
  else {
    const lines = elo
      ? `\n## Elo against the corpus\n\n- A: ${eloText(outcomes[0].result)}\n- B: ${eloText(outcomes[1].result)}\n`
      : '';
    ctx.stdout(renderCompareMarkdown(cmp) + lines);
  }
}
