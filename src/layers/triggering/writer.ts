// The prompt writer: a small model reads the start of SKILL.md and writes the labelled requests
// (should trigger, near-misses) that are then put to the agent.
import type Anthropic from '@anthropic-ai/sdk';
import type { ParsedSkill } from '../../contract/types.js';
import {
  SKILL_TAG,
  UNTRUSTED_NOTICE,
  UsageTally,
  firstCodePoints,
  readStructured,
  skillBlock,
  type CallOutcome,
  toolRequest,
  type MessageRequest,
} from '../../llm/call.js';
import { TRIGGER_PROMPTS_PER_LABEL, TRIGGER_WRITER_EXCERPT, TRIGGER_WRITER_MAX_TOKENS } from './constants.js';

const WRITER_SYSTEM =
  'You write realistic test requests for checking when an AI coding agent loads a skill. ' +
  `${UNTRUSTED_NOTICE} Answer by calling the tool you are given.`;

const labelled = {
  type: 'array',
  minItems: TRIGGER_PROMPTS_PER_LABEL,
  maxItems: TRIGGER_PROMPTS_PER_LABEL,
  items: { type: 'string' },
} as const;

export const TRIGGER_TESTS_TOOL: Anthropic.Tool = {
  name: 'write_trigger_tests',
  description: `Return ${TRIGGER_PROMPTS_PER_LABEL} requests that should make the agent load the skill and ${TRIGGER_PROMPTS_PER_LABEL} near-misses that should not.`,
  input_schema: {
    type: 'object',
    properties: { should_trigger: labelled, should_not_trigger: labelled },
    required: ['should_trigger', 'should_not_trigger'],
  },
};

/**
 * The prompt writer's request. Its SKILL.md block is not marked cacheable: the writer is called
 * once per skill, and a cache write nobody reads costs 25 % more than plain input.
 */
export function writerRequest(skill: ParsedSkill, model: string): MessageRequest {
  return toolRequest(model, TRIGGER_WRITER_MAX_TOKENS, WRITER_SYSTEM, TRIGGER_TESTS_TOOL, [
    skillBlock(firstCodePoints(skill.text, TRIGGER_WRITER_EXCERPT), false),
    {
      type: 'text',
      text:
        `Above, between the <${SKILL_TAG}> tags, is the start of a skill's SKILL.md. Write ${TRIGGER_PROMPTS_PER_LABEL} requests a ` +
        'developer might really type that this skill is meant to handle, and ' +
        `${TRIGGER_PROMPTS_PER_LABEL} near-miss requests that share its vocabulary or topic but need something else ` +
        '(another tool, a different task on the same files, a question the skill does not answer). Write them ' +
        "as users would, about the job itself — do not copy the skill's name or the wording of its description. " +
        `Answer with ${TRIGGER_TESTS_TOOL.name}.`,
    },
  ]);
}

function cleanPrompts(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of raw) {
    if (typeof p !== 'string') continue;
    const t = p.trim();
    if (t === '' || seen.has(t)) continue;
    seen.add(t);
    out.push(t);
  }
  return out.slice(0, TRIGGER_PROMPTS_PER_LABEL);
}

/** The labelled requests the writer returned, or why there are none to use. */
export type WrittenTests = { ok: true; should: string[]; shouldNot: string[] } | { ok: false; reason: string };

/** Reads the writer's answer (and counts its usage). */
export function readWrittenTests(written: CallOutcome, model: string, tally: UsageTally): WrittenTests {
  if (!written.ok) return { ok: false, reason: written.reason };
  tally.add(model, written.usage);
  const structured = readStructured(written.message, TRIGGER_TESTS_TOOL.name);
  if (!structured.ok) return { ok: false, reason: structured.reason };
  const should = cleanPrompts(structured.value.should_trigger);
  const shouldNot = cleanPrompts(structured.value.should_not_trigger);
  if (should.length === 0 || shouldNot.length === 0)
    return { ok: false, reason: 'no usable prompts for one of the labels' };
  return { ok: true, should, shouldNot };
}
