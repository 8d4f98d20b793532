// `plugin-eval evals init`: a model reads the skill and drafts 3–5 realistic evals in the
// evals/evals.json format, with checkable expectations; the author edits them. Pure apart from
// the model call, which goes through the same port as the LLM layers.
import type Anthropic from '@anthropic-ai/sdk';
import {
  SKILL_TAG,
  UNTRUSTED_NOTICE,
  firstCodePoints,
  readStructured,
  skillBlock,
  toolRequest,
  type MessageRequest,
  type ModelCaller,
} from '../llm/call.js';
import type { ParsedSkill } from '../contract/types.js';
import { parseEvalSuite } from './parse.js';

export const DRAFT_MIN_CASES = 3;
export const DRAFT_MAX_CASES = 5;
/** The drafting model reads this much of SKILL.md. */
export const DRAFT_EXCERPT_CHARS = 12_000;
export const DRAFT_MAX_TOKENS = 8192;

export const DRAFT_TOOL: Anthropic.Tool = {
  name: 'write_evals',
  description: `Return ${DRAFT_MIN_CASES} to ${DRAFT_MAX_CASES} test cases for the skill.`,
  input_schema: {
    type: 'object',
    properties: {
      evals: {
        type: 'array',
        minItems: DRAFT_MIN_CASES,
        maxItems: DRAFT_MAX_CASES,
        items: {
          type: 'object',
          properties: {
            prompt: { type: 'string', description: 'A request a user would really type, with the details it needs.' },
            expected_output: { type: 'string', description: 'What a good answer looks like, in one or two sentences.' },
            expectations: {
              type: 'array',
              minItems: 2,
              maxItems: 6,
              items: { type: 'string', description: 'One statement a grader can check from the output alone.' },
            },
          },
          required: ['prompt', 'expected_output', 'expectations'],
        },
      },
    },
    required: ['evals'],
  },
};

const DRAFT_SYSTEM = `You write evaluation cases for Claude Code skills. ${UNTRUSTED_NOTICE} Answer by calling the tool you are given.`;

export function draftRequest(skill: ParsedSkill, model: string, caching: boolean): MessageRequest {
  return toolRequest(model, DRAFT_MAX_TOKENS, DRAFT_SYSTEM, DRAFT_TOOL, [
    skillBlock(firstCodePoints(skill.text, DRAFT_EXCERPT_CHARS), caching),
    {
      type: 'text',
      text:
        `Above, between the <${SKILL_TAG}> tags, is a skill's SKILL.md. Write ${DRAFT_MIN_CASES} to ${DRAFT_MAX_CASES} realistic requests this skill is meant ` +
        'to handle, each with the expected output and 2 to 6 expectations: statements a grader can check from the answer alone, that an agent ' +
        'following the skill would meet and one without it might miss (not ones any answer meets). Cover different parts of the skill. ' +
        `Answer with ${DRAFT_TOOL.name}.`,
    },
  ]);
}

export interface DraftSuite {
  skill_name: string;
  evals: Array<{ id: number; prompt: string; expected_output: string; files: string[]; expectations: string[] }>;
}

/** The drafted cases as an evals.json object, or why they cannot be used. */
export function draftToSuite(
  skillName: string,
  value: Record<string, unknown>,
): { ok: true; suite: DraftSuite } | { ok: false; reason: string } {
  const raw = Array.isArray(value.evals) ? value.evals : [];
  const evals: DraftSuite['evals'] = [];
  for (const item of raw.slice(0, DRAFT_MAX_CASES)) {
    const c = item as { prompt?: unknown; expected_output?: unknown; expectations?: unknown };
    const expectations = Array.isArray(c.expectations)
      ? c.expectations.filter((e): e is string => typeof e === 'string' && e.trim() !== '').map((e) => e.trim())
      : [];
    if (typeof c.prompt !== 'string' || c.prompt.trim() === '' || expectations.length === 0) continue;
    evals.push({
      id: evals.length + 1,
      prompt: c.prompt.trim(),
      expected_output: typeof c.expected_output === 'string' ? c.expected_output.trim() : '',
      files: [],
      expectations,
    });
  }
  if (evals.length < DRAFT_MIN_CASES)
    return {
      ok: false,
      reason: `the model drafted ${evals.length} usable case${evals.length === 1 ? '' : 's'} (at least ${DRAFT_MIN_CASES} are needed)`,
    };
  const suite: DraftSuite = { skill_name: skillName, evals };
  // The draft must read back as a valid suite.
  const check = parseEvalSuite('evals/evals.json', new TextEncoder().encode(JSON.stringify(suite)), skillName);
  if (!check.suite || check.findings.length > 0)
    return { ok: false, reason: check.findings[0]?.message ?? 'the draft is not a valid evals.json' };
  return { ok: true, suite };
}

/** Asks the model for a draft. Never throws. */
export async function draftEvals(
  skill: ParsedSkill,
  caller: ModelCaller,
  model: string,
): Promise<{ ok: true; suite: DraftSuite } | { ok: false; reason: string }> {
  const answer = await caller.send(draftRequest(skill, model, caller.promptCaching));
  if (!answer.ok) return { ok: false, reason: answer.reason };
  const structured = readStructured(answer.message, DRAFT_TOOL.name);
  if (!structured.ok) return { ok: false, reason: structured.reason };
  return draftToSuite(skill.name, structured.value);
}
