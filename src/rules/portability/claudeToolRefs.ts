// CLAUDE_TOOL_REFS: Claude Code's tool names written as the thing to call.
import { PORTABILITY } from '../../contract/weights.js';
import { pyRegex } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import type { FindPortabilityHit } from './portability.js';

const TOOL_ALT = PORTABILITY.toolNames.join('|');
const TOOL_REF = pyRegex(
  `\\b(?:the|use|using|call|calling|invoke|invoking|via)\\s+\`(${TOOL_ALT})\`|\`(${TOOL_ALT})\`\\s+tool\\b`,
  'gi',
);

export const CLAUDE_TOOL_REFS = defineRule<FindPortabilityHit>({
  id: 'CLAUDE_TOOL_REFS',
  family: 'portability',
  title: 'Claude Code tool names',
  description: 'The skill names Claude Code tools (`Read`, `Bash`, …) that other harnesses call differently.',
  fix: 'Describe the action ("read the file", "run the command") rather than the tool name.',
  why: 'In a harness whose tools have other names, an instruction to call `Bash` or `Read` names nothing the model can call: it has to guess the equivalent, or skips the step.',
  bad: 'Use `Grep` to find the call sites, then `Edit` each one.',
  good: 'Search the code for the call sites, then edit each one.',
  detect: (ctx) => {
    const names = new Set<string>();
    let first: number | null = null;
    for (const m of ctx.text.matchAll(TOOL_REF)) {
      names.add((m[1] ?? m[2]) as string);
      first ??= m.index;
    }
    if (first === null) return null;
    return {
      severity: Math.min(PORTABILITY.toolRefCap, PORTABILITY.toolRefPerName * names.size),
      level: 'low',
      line: ctx.lineOf(first),
      detail: `Found: ${[...names].join(', ')}.`,
    };
  },
});
