// The author's evals as an LLM layer: each eval of evals/evals.json run with and without the skill,
// the lift between them measuring output_quality (calibrated method), run by runEvals
// (src/layers/evals.ts). The engine adds a finding when the skill makes the answers worse.
import type { Attachments, LayerResult } from '../../contract/types.js';
import type { EvalSuite } from '../../evals/parse.js';
import { EVALS_NEGATIVE_LIFT, evalsNegativeLift } from '../../rules/evals/index.js';
import { buildCatalogue } from '../catalogue.js';
import { evalsDigest, runEvals, type EvalsReport } from '../evals.js';
import { unmeasuredLayer, type LlmContext, type LlmLayer, type LlmRun } from './layer.js';

export interface EvalsInput {
  suite: EvalSuite;
  attachments: Attachments;
  context: LlmContext;
}

const EVALS_DIMENSIONS = ['output_quality'];

const evalsModels = (llm: LlmRun) => ({ agent: llm.models.simulate, grader: llm.models.rubric });

export const evalsLayer: LlmLayer<EvalsInput> = {
  name: 'evals',
  title: 'evals',
  dimensions: EVALS_DIMENSIONS,
  labelled: false,
  afterPrevious: true,

  cacheKey(skill, { suite, attachments, context }, llm) {
    const catalogue = buildCatalogue(skill, context.neighbours ?? []);
    return {
      models: evalsModels(llm),
      extra: { repetitions: llm.evalRepetitions, catalogue: catalogue.digest, evals: evalsDigest(suite, attachments) },
    };
  },

  async run(skill, { suite, attachments, context }, llm) {
    const catalogue = buildCatalogue(skill, context.neighbours ?? []);
    if (llm.unavailable)
      return { result: unmeasuredLayer('evals', EVALS_DIMENSIONS, llm.unavailable), complete: false };
    return runEvals(skill, suite, {
      caller: llm.caller,
      models: evalsModels(llm),
      repetitions: llm.evalRepetitions,
      catalogue,
      attachments,
    });
  },

  // The reference method keeps its own output_quality; the lift is reported beside it.
  served: (layer, llm) =>
    llm.method === 'reference'
      ? {
          ...layer,
          dimensions: {},
          dimension_ci: undefined,
          metadata: { ...layer.metadata, feeds_output_quality: false },
        }
      : { ...layer, metadata: { ...layer.metadata, feeds_output_quality: true } },

  wanted: (ask) => ask.evals.suite !== null && (ask.runEvals ?? ask.depth !== 'quick'),
  input: async (ask) => ({
    suite: ask.evals.suite!,
    // The attached files are read only now, when the evals run.
    attachments: await ask.readAttachments(),
    context: { neighbours: ask.context.neighbours ?? [] },
  }),
  notRun: (ask) => `${ask.path}: the evals in ${ask.evals.suite!.file} did not run (no API key).`,
  review(layer, ask, notes) {
    const report = layer.metadata.evals as EvalsReport | undefined;
    if (!report || report.lift === null)
      notes.warn(`${ask.path}: the evals in ${ask.evals.suite!.file} were not measured (${unmeasuredReason(layer)}).`);
    else if (report.lift < 0 && ask.rules?.[EVALS_NEGATIVE_LIFT]?.enabled !== false) {
      const finding = evalsNegativeLift(report);
      notes.findings.push({ ...finding, level: ask.rules?.[EVALS_NEGATIVE_LIFT]?.level ?? finding.level });
    }
  },
};

function unmeasuredReason(layer: LayerResult): string {
  const unmeasured = layer.metadata.unmeasured as Array<{ reason: string }> | undefined;
  return unmeasured?.[0]?.reason ?? 'unknown';
}
