// The evals layer: every eval put R times to the agent in each arm, graded, and summarised into
// the report and the layer's output_quality.
import type { LayerResult, ParsedSkill } from '../../contract/types.js';
import type { EvalCase, EvalSuite } from '../../evals/parse.js';
import { UsageTally, firstCodePoints, sumUsage } from '../../llm/call.js';
import type { Catalogue } from '../catalogue.js';
import type { LayerRun } from '../judge.js';
import { catalogueWithout, runAgent } from './agent.js';
import {
  ARMS,
  DEFAULT_EVAL_REPETITIONS,
  EVAL_OUTPUT_KEPT_CHARS,
  MAX_EVAL_REPETITIONS,
  liftToQuality,
} from './constants.js';
import { gradeRun } from './grading.js';
import { armTotals, expectationSummaries, liftOf, rateOf, summarise } from './statistics.js';
import type { Arm, EvalCaseResult, EvalRun, EvalsOptions, EvalsReport } from './types.js';

/** One run of the suite: what every eval shares, and the calls that failed so far. */
interface SuiteRun {
  skill: ParsedSkill;
  options: EvalsOptions;
  repetitions: number;
  catalogues: Record<Arm, Catalogue>;
  tallies: Record<Arm, UsageTally>;
  graderTally: UsageTally;
  failedCalls: number;
}

/** Runs the suite in both arms, grades and summarises it. Never throws. */
export async function runEvals(
  skill: ParsedSkill,
  suite: EvalSuite,
  options: EvalsOptions,
): Promise<LayerRun & { report: EvalsReport | null }> {
  const run: SuiteRun = {
    skill,
    options,
    repetitions: Math.min(
      MAX_EVAL_REPETITIONS,
      Math.max(1, Math.floor(options.repetitions || DEFAULT_EVAL_REPETITIONS)),
    ),
    catalogues: { with_skill: options.catalogue, without_skill: catalogueWithout(options.catalogue) },
    tallies: { with_skill: new UsageTally(), without_skill: new UsageTally() },
    graderTally: new UsageTally(),
    failedCalls: 0,
  };
  const cases: EvalCaseResult[] = await Promise.all(suite.cases.map((c) => runCase(c, run)));
  const report = evalsReport(suite, cases, run);
  const { result, measured } = evalsResult(report, cases, run);
  return { result, complete: run.failedCalls === 0 && measured, report };
}

/** The layer's result: output_quality from the lift (unmeasured without one), the report in its metadata. */
function evalsResult(
  report: EvalsReport,
  cases: EvalCaseResult[],
  run: SuiteRun,
): { result: LayerResult; measured: boolean } {
  const { lift, lift_ci: ci } = report;
  const measured = lift !== null && ci !== null;
  const result: LayerResult = {
    layer: 'evals',
    // 0..1 like every layer score (reports show it out of 100).
    score: measured ? liftToQuality(lift) : 0,
    sub_scores: measured
      ? {
          lift,
          pass_rate_with_skill: report.with_skill.pass_rate,
          pass_rate_without_skill: report.without_skill.pass_rate,
        }
      : {},
    anti_patterns: [],
    dimensions: measured ? { output_quality: liftToQuality(lift) } : {},
    dimension_ci: measured ? { output_quality: [liftToQuality(ci[0]), liftToQuality(ci[1])] } : undefined,
    metadata: {
      method: 'measured',
      evals: report,
      model_usage: sumUsage([
        run.tallies.with_skill.toJSON(),
        run.tallies.without_skill.toJSON(),
        run.graderTally.toJSON(),
      ]),
      ...(measured
        ? { measured: ['output_quality'], unmeasured: [] }
        : {
            measured: [],
            unmeasured: [
              { dimension: 'output_quality', reason: firstError(cases) ?? 'no eval was answered in both arms' },
            ],
          }),
    },
  };
  return { result, measured };
}

/** One eval: R runs in each arm, summarised, and its lift. */
async function runCase(c: EvalCase, run: SuiteRun): Promise<EvalCaseResult> {
  const { repetitions } = run;
  const [withRuns, withoutRuns] = await Promise.all(
    ARMS.map((arm) => Promise.all(Array.from({ length: repetitions }, () => runOne(c, arm, run)))),
  );
  const withSkill = summarise(withRuns!, repetitions);
  const withoutSkill = summarise(withoutRuns!, repetitions);
  const lift =
    withSkill.pass_rate !== null && withoutSkill.pass_rate !== null
      ? withSkill.pass_rate - withoutSkill.pass_rate
      : null;
  return {
    id: c.id,
    prompt: c.prompt,
    files: c.files,
    with_skill: withSkill,
    without_skill: withoutSkill,
    lift,
    expectations: expectationSummaries(c, withSkill, withoutSkill),
  };
}

/** One run of an eval in one arm: the agent's answer, graded. */
async function runOne(c: EvalCase, arm: Arm, run: SuiteRun): Promise<EvalRun> {
  const answer = await runAgent(run.skill, c, run.catalogues[arm], run.options, run.tallies[arm]);
  if (!answer.ok) {
    run.failedCalls++;
    return { output: '', loaded: answer.loaded, grades: [], pass_rate: null, error: answer.error };
  }
  const { grades, failed } = await gradeRun(c, answer.output, run.options, run.graderTally);
  if (failed) run.failedCalls++;
  return {
    output: firstCodePoints(answer.output, EVAL_OUTPUT_KEPT_CHARS),
    loaded: answer.loaded,
    grades,
    pass_rate: rateOf(grades),
  };
}

function evalsReport(suite: EvalSuite, cases: EvalCaseResult[], run: SuiteRun): EvalsReport {
  const { lift, ci } = liftOf(cases);
  const withTotals = armTotals(cases, 'with_skill', run.tallies.with_skill.toJSON());
  const underTest = run.options.catalogue.underTest.toLowerCase();
  const withRuns = cases.flatMap((c) => c.with_skill.runs.filter((r) => r.error === undefined));
  withTotals.trigger_rate = withRuns.length
    ? withRuns.filter((r) => r.loaded?.toLowerCase() === underTest).length / withRuns.length
    : null;
  const grader = Object.values(run.graderTally.toJSON());
  const flags = cases.flatMap((c) => c.expectations.map((e) => e.flag));
  return {
    method: 'measured',
    file: suite.file,
    repetitions: run.repetitions,
    k: run.repetitions,
    evals: cases.length,
    lift,
    lift_ci: ci,
    with_skill: withTotals,
    without_skill: armTotals(cases, 'without_skill', run.tallies.without_skill.toJSON()),
    grader: {
      input_tokens: grader.reduce(
        (s, u) => s + u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens,
        0,
      ),
      output_tokens: grader.reduce((s, u) => s + u.output_tokens, 0),
      estimated_cost_usd: grader.reduce((s, u) => s + u.estimated_cost_usd, 0),
    },
    non_discriminating: flags.filter((f) => f === 'non_discriminating').length,
    never_met: flags.filter((f) => f === 'never_met').length,
    cases,
    models: run.options.models,
    failed_calls: run.failedCalls,
  };
}

function firstError(cases: EvalCaseResult[]): string | null {
  for (const c of cases) for (const arm of ARMS) for (const r of c[arm].runs) if (r.error) return r.error;
  return null;
}
