// The third step of pull request mode: the report files, written before anything is posted so
// that whatever happens to the GitHub calls, the work is kept.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { EvalsReport } from '../../layers/evals.js';
import { toJson } from '../../reports/json.js';
import { summarise, targetFileStem, writeSweep } from '../../sweep/run.js';
import { prCost, type PrReport, type PrRow } from '../comment.js';
import { rowChange, type EvalRow } from '../evalGate.js';
import { llmGaps } from '../gate.js';
import type { ModeContext } from '../modes/mode.js';
import { projectJson } from '../project.js';
import type { ChangeInfo } from '../change.js';

export const PR_REPORT_FILE = 'pull-request.json';

/** A target's evals in the JSON report: lift and pass rates at head and base, and the change. */
function evalsJson(row: EvalRow): Record<string, unknown> {
  const c = rowChange(row);
  if (!c) return {};
  const side = (r: EvalsReport) => ({
    lift: r.lift,
    lift_ci: r.lift_ci,
    pass_rate_with_skill: r.with_skill.pass_rate,
    pass_rate_without_skill: r.without_skill.pass_rate,
  });
  return {
    evals: { head: side(c.head), base: c.base ? side(c.base) : null, change: c.change, change_ci: c.change_ci },
  };
}

/** One target's line in pull-request.json. */
function targetJson(r: PrRow): Record<string, unknown> {
  return {
    path: r.target.path,
    kind: r.target.kind,
    base_path: r.basePath,
    score: r.head.ok ? r.head.result.composite.score : null,
    base_score: r.base?.ok ? r.base.result.composite.score : null,
    status: r.base === null ? 'new' : r.base === undefined ? 'not compared' : 'changed',
    report: `${targetFileStem(r.target.path)}.json`,
    ...(r.head.ok && llmGaps(r.head.result).length ? { llm_unmeasured: llmGaps(r.head.result) } : {}),
    ...evalsJson({ path: r.target.path, head: r.head, base: r.base }),
    ...(r.head.ok ? {} : { error: r.head.error }),
  };
}

/** Writes each head target's report files and pull-request.json; the path of the latter. */
export async function writePrReport(ctx: ModeContext, pr: ChangeInfo, report: PrReport): Promise<string> {
  const { inputs } = ctx;
  const { gate, rows } = report;
  const heads = rows.map((r) => r.head);
  const outDir = path.resolve(inputs.outputDir);
  const summary = summarise(heads, {
    root: '.',
    depth: inputs.depth,
    threshold: inputs.threshold,
    onUnmeasured: inputs.onUnmeasured,
  });
  await writeSweep(outDir, heads, summary);
  const reportPath = path.join(inputs.outputDir, PR_REPORT_FILE);
  await fsp.writeFile(
    path.resolve(reportPath),
    toJson({
      event: pr.event,
      pull_request: pr.number,
      head_sha: pr.headSha,
      base_sha: pr.baseSha,
      depth: inputs.depth,
      threshold: inputs.threshold,
      passed: gate.passed,
      conclusion: gate.conclusion,
      gate: gate.line,
      unmeasured: gate.unmeasured ?? [],
      cost: prCost(report),
      targets: rows.map(targetJson),
      removed: report.removed.map((t) => ({ path: t.path, kind: t.kind })),
      configuration: projectJson(ctx.project ?? null),
      notes: ctx.notes,
    }),
  );
  return reportPath;
}
