// Real EvalResults for report tests: skills scored by the engine from memory, plus a copy dressed
// with LLM layers (as the adapters would add them) for the parts of reports only they fill in.
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import type { EvalOutcome, EvalResult } from '../../src/contract/types.js';
import { goodSkill, weakSkill } from './tree.js';

export async function scoreFiles(files: Record<string, string | Uint8Array>, rel: string): Promise<EvalOutcome> {
  return evaluateTarget(new MemorySource(files, 'memory', 'repo'), rel, { depth: 'quick' });
}

export async function scored(files: Record<string, string | Uint8Array>, rel: string): Promise<EvalResult> {
  const out = await scoreFiles(files, rel);
  if (!out.ok) throw new Error(`expected ${rel} to score: ${out.error.error}`);
  return out.result;
}

export const goodResult = () => scored({ 'skills/csv-import/SKILL.md': goodSkill('csv-import') }, 'skills/csv-import');
export const weakResult = () => scored({ 'skills/weak/SKILL.md': weakSkill('weak') }, 'skills/weak');

/** A result as a standard-depth run with the judge would give: a judge layer, usage, intervals. */
export function withJudge(r: EvalResult): EvalResult {
  const copy: EvalResult = JSON.parse(JSON.stringify(r));
  copy.config.depth = 'standard';
  copy.layers.push({
    layer: 'judge',
    score: 0.8,
    sub_scores: { scope_calibration: 0.75 },
    anti_patterns: [],
    metadata: { unmeasured: ['output_quality'] },
  });
  const scope = copy.composite.dimensions.find((d) => d.name === 'scope_calibration');
  if (scope) Object.assign(scope, { score: 0.75, grade: 'C+', ci_lower: 0.6, ci_upper: 0.9 });
  copy.composite.confidence_label = 'Assessed';
  copy.model_usage = {
    'claude-haiku-test': {
      input_tokens: 1200,
      output_tokens: 300,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      calls: 1,
      estimated_cost_usd: 0.0027,
    },
    'claude-sonnet-test': {
      input_tokens: 9000,
      output_tokens: 900,
      cache_creation_input_tokens: 2500,
      cache_read_input_tokens: 5000,
      calls: 3,
      estimated_cost_usd: 0.0535,
    },
  };
  return copy;
}
