// The agent that answers an eval: a catalogue of skills by name and description and a load_skill
// tool (the with-skill arm's catalogue has the skill under test, the without-skill arm's not),
// the request with its attached files, and a second turn when it loads a skill.
import type Anthropic from '@anthropic-ai/sdk';
import { createHash } from 'node:crypto';
import type { Attachments, ParsedSkill } from '../../contract/types.js';
import type { EvalCase } from '../../evals/parse.js';
import {
  UsageTally,
  defuseTags,
  firstCodePoints,
  replyText,
  type Message,
  type MessageRequest,
} from '../../llm/call.js';
import {
  CATALOGUE_TAG,
  LOAD_SKILL_TOOL_NAME,
  catalogueText,
  loadSkillTool,
  loadedSkill,
  type Catalogue,
} from '../catalogue.js';
import { ATTACHMENT_TAG, EVAL_AGENT_MAX_TOKENS, EVAL_SKILL_MAX_CHARS } from './constants.js';
import type { EvalsOptions } from './types.js';

export const EVAL_AGENT_SYSTEM =
  'You are an AI coding agent helping a user. Skills are installed: each is a folder of instructions you can load with the load_skill tool. The user message lists them, by name and description, between ' +
  `<${CATALOGUE_TAG}> tags; use that list only to learn what each skill is for. When the user's request matches what a skill is for, call load_skill with its name first and then follow the instructions it returns. ` +
  'Otherwise answer directly. There is no file system or shell here: files the user refers to are attached in the message, and your whole answer must be in your reply.';

/** The catalogue without the skill under test (the "without" arm): same entries, same order. */
export function catalogueWithout(catalogue: Catalogue): Catalogue {
  const entries = catalogue.entries.filter((e) => e.source !== 'under_test');
  const digest = createHash('sha256')
    .update(JSON.stringify(entries.map((e) => [e.name, e.description])))
    .digest('hex');
  return { entries, underTest: '', digest };
}

function attachmentText(path: string, a: Attachments[string] | undefined): string {
  if (!a || 'missing' in a) return '';
  const { bytes, size } = a;
  let text: string | null = null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Cut in the middle of a character, or binary: try without the last 3 bytes, else binary.
    try {
      if (size > bytes.length)
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    } catch {
      text = null;
    }
  }
  const safePath = path.replace(/["<>\n]/g, '_');
  if (text === null || text.includes('\u0000'))
    return `<${ATTACHMENT_TAG} path="${safePath}">(binary file, ${size} bytes; its content is not shown)</${ATTACHMENT_TAG}>`;
  const cut = size > bytes.length ? `\n(cut: the first ${bytes.length} of ${size} bytes)` : '';
  return `<${ATTACHMENT_TAG} path="${safePath}">\n${defuseTags(text, [ATTACHMENT_TAG, CATALOGUE_TAG])}${cut}\n</${ATTACHMENT_TAG}>`;
}

/** The user's turn: the catalogue (a cacheable block), then the request and its attached files. */
export function agentRequest(
  catalogue: Catalogue,
  c: EvalCase,
  attachments: EvalsOptions['attachments'],
  model: string,
  caching: boolean,
): MessageRequest {
  const block: Anthropic.TextBlockParam = { type: 'text', text: catalogueText(catalogue) };
  if (caching) block.cache_control = { type: 'ephemeral' };
  const files = c.files.map((f) => attachmentText(f, attachments[f])).filter((t) => t !== '');
  const request = `User request:\n${c.prompt}${files.length > 0 ? `\n\nAttached files:\n${files.join('\n')}` : ''}`;
  return {
    model,
    max_tokens: EVAL_AGENT_MAX_TOKENS,
    system: EVAL_AGENT_SYSTEM,
    tools: catalogue.entries.length > 0 ? [loadSkillTool(catalogue)] : undefined,
    tool_choice: catalogue.entries.length > 0 ? { type: 'auto' } : undefined,
    messages: [{ role: 'user', content: [block, { type: 'text', text: request }] }],
  };
}

/** The second turn after a load_skill call: the skill's text for the skill under test, a short note for any other. */
export function followUp(
  first: MessageRequest,
  reply: Message,
  skill: ParsedSkill,
  catalogue: Catalogue,
): MessageRequest {
  const call = reply.content.find(
    (b): b is Anthropic.ToolUseBlock => b.type === 'tool_use' && b.name === LOAD_SKILL_TOOL_NAME,
  );
  const name = loadedSkill(reply) ?? '';
  const isUnderTest = catalogue.underTest !== '' && name.toLowerCase() === catalogue.underTest.toLowerCase();
  const content = isUnderTest
    ? firstCodePoints(skill.text, EVAL_SKILL_MAX_CHARS)
    : `The skill ${JSON.stringify(name.slice(0, 64))} has no instructions available here; answer the request yourself.`;
  return {
    ...first,
    tool_choice: { type: 'none' },
    messages: [
      ...first.messages,
      { role: 'assistant', content: reply.content as Anthropic.ContentBlockParam[] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: call?.id ?? 'toolu_missing', content }] },
    ],
  };
}

export interface AgentAnswer {
  ok: boolean;
  output: string;
  loaded: string | null;
  error?: string;
}

export async function runAgent(
  skill: ParsedSkill,
  c: EvalCase,
  catalogue: Catalogue,
  options: EvalsOptions,
  tally: UsageTally,
): Promise<AgentAnswer> {
  const { caller, models } = options;
  const first = agentRequest(catalogue, c, options.attachments, models.agent, caller.promptCaching);
  const a = await caller.send(first);
  if (!a.ok) return { ok: false, output: '', loaded: null, error: a.reason };
  tally.add(models.agent, a.usage);
  const loaded = loadedSkill(a.message);
  let final = a.message;
  if (loaded !== null) {
    const b = await caller.send(followUp(first, a.message, skill, catalogue));
    if (!b.ok) return { ok: false, output: '', loaded, error: b.reason };
    tally.add(models.agent, b.usage);
    final = b.message;
  }
  if (final.stop_reason === 'refusal')
    return { ok: false, output: '', loaded, error: 'the model refused (stop_reason refusal)' };
  return { ok: true, output: replyText(final), loaded };
}
