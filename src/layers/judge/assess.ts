// One call of one assessment, and reading its score from the answer.
import type { ParsedSkill } from '../../contract/types.js';
import { ANY_TOOL, UsageTally, readStructured, readUnitScore, type MessageRequest } from '../../llm/call.js';
import { JUDGE_MAX_TOKENS } from './constants.js';
import type { Assessment } from './prompts.js';
import type { JudgeDimension, JudgeOptions } from './types.js';

export interface AssessmentOutcome {
  dimension: JudgeDimension;
  score?: number;
  reason?: string;
  detail?: Record<string, unknown>;
}

export async function assess(
  assessment: Assessment,
  skill: ParsedSkill,
  options: JudgeOptions,
  tally: UsageTally,
): Promise<AssessmentOutcome> {
  const model = assessment.model(options.models);
  const parts = assessment.request(skill, options.caller.promptCaching, Boolean(options.measured));
  const request: MessageRequest = {
    model,
    max_tokens: JUDGE_MAX_TOKENS,
    ...parts,
    tools: parts.tools ?? [assessment.tool],
    // Rubric-model calls share their tools and tool_choice, so their cached SKILL.md block is one.
    tool_choice: parts.tools ? ANY_TOOL : { type: 'tool', name: assessment.tool.name },
  };
  const outcome = await options.caller.send(request);
  if (!outcome.ok) return { dimension: assessment.dimension, reason: outcome.reason };
  tally.add(model, outcome.usage);
  const structured = readStructured(outcome.message, assessment.tool.name);
  if (!structured.ok) return { dimension: assessment.dimension, reason: structured.reason };
  const read = readUnitScore(structured.value, assessment.scoreField);
  if (!read.ok) return { dimension: assessment.dimension, reason: read.reason };
  const detail: Record<string, unknown> = { via: structured.via };
  for (const field of ['rationale', 'precision', 'recall'] as const) {
    if (structured.value[field] !== undefined) detail[field] = structured.value[field];
  }
  return { dimension: assessment.dimension, score: read.score, detail };
}
