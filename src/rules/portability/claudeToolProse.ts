// CLAUDE_TOOL_PROSE: "the Read tool" in prose.
import { PORTABILITY } from '../../contract/weights.js';
import { pyRegex } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import type { FindPortabilityHit } from './portability.js';

const TOOL_PROSE = pyRegex(`\\b[Tt][Hh][Ee]\\s+\`?(?:${PORTABILITY.toolNames.join('|')})\`?\\s+tool\\b`);

export const CLAUDE_TOOL_PROSE = defineRule<FindPortabilityHit>({
  id: 'CLAUDE_TOOL_PROSE',
  family: 'portability',
  title: 'Claude Code tool in prose',
  description: 'The prose says "the Read tool" (or similar), tying the skill to one harness.',
  fix: 'Say what to do instead of which harness tool to call.',
  why: "Prose written around one harness's tools reads as an instruction to use a tool that other harnesses do not have, so the step it describes is done differently, or not at all, outside Claude Code.",
  bad: 'Open the config with the Read tool and check the version field.',
  good: 'Open the config file and check the version field.',
  detect: (ctx) => {
    const prose = TOOL_PROSE.exec(ctx.text);
    return prose ? { severity: PORTABILITY.toolProseSeverity, level: 'low', line: ctx.lineOf(prose.index) } : null;
  },
});
