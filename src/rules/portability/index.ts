// The portability family, in the order its findings are reported.
import type { PortabilityRule } from './portability.js';
import { SKILL_OVER_CODEX_CAP } from './skillOverCodexCap.js';
import { CLAUDE_TOOL_REFS } from './claudeToolRefs.js';
import { CLAUDE_TOOL_PROSE } from './claudeToolProse.js';

export const PORTABILITY_RULES: readonly PortabilityRule[] = [
  SKILL_OVER_CODEX_CAP,
  CLAUDE_TOOL_REFS,
  CLAUDE_TOOL_PROSE,
];
