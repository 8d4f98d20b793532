// `compare A B`: two targets scored and compared head to head, overall and per dimension.
import { evaluateTarget, staticScoresBothWays } from '../../engine/evaluate.js';
import { targetKind } from '../../read/target.js';
import { compareResults } from '../../reports/comparison.js';
import { formatter } from '../../reports/formats/index.js';
import { staticMethodOf } from '../llm.js';
import { configOf, eloReferencesFor, llmFor, type CommonOptions } from '../run.js';
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
  const elo = eloReferences ? { a: outcomes[0].result, b: outcomes[1].result } : null;
  ctx.stdout(await formatter(opts.output ?? 'markdown').comparison!(cmp, { elo }));
}
