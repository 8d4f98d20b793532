// Models that refuse a forced tool call: the request is sent again with the tool's schema as a
// structured-output format, and the reply is read as JSON text.
import type Anthropic from '@anthropic-ai/sdk';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import { intendedTool, type MessageRequest } from '../../llm/call.js';
import { MODELS } from '../../llm/models.js';

/**
 * Models that answer a forced tool call (`tool_choice: {type: 'tool'}`) with HTTP 400. They get the
 * tool's JSON schema as a structured-output format instead, and answer in JSON text. A model not
 * listed that refuses a forced tool call is learned at run time and treated the same way.
 */
export const NO_FORCED_TOOL_CHOICE: readonly RegExp[] = Object.entries(MODELS)
  .filter(([, m]) => m.refusesForcedTool)
  .map(([id]) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
/** How a 400 answer to a forced tool call says the model refuses one. */
export const FORCED_TOOL_REFUSAL = /tool_choice|forced tool|tool use is not supported/i;

/** The tool a request must call: the forced one, or the one a `tool_choice: any` request names. */
export function forcedToolName(request: MessageRequest): string | null {
  return intendedTool(request);
}

/** The same request with the forced tool replaced by a JSON-schema output format. */
export function asStructuredOutput(request: MessageRequest): MessageRequest {
  const name = forcedToolName(request);
  const tool = request.tools?.find((t): t is Anthropic.Tool => 'input_schema' in t && t.name === name);
  if (!tool) return request;
  const { tools: _tools, tool_choice: _choice, ...rest } = request;
  const messages = rest.messages.map((message, i) => {
    if (i !== rest.messages.length - 1 || message.role !== 'user') return message;
    const content =
      typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content;
    const note = `Instead of calling ${tool.name}, reply with only the JSON object it would take as input.`;
    return { ...message, content: [...content, { type: 'text' as const, text: note }] };
  });
  return {
    ...rest,
    messages,
    output_config: {
      ...rest.output_config,
      format: { type: 'json_schema', schema: transformJSONSchema(tool.input_schema as Record<string, unknown>) },
    },
  };
}
