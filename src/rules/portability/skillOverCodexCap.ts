// SKILL_OVER_CODEX_CAP: a SKILL.md other harnesses cut short.
import { PORTABILITY } from '../../contract/weights.js';
import { defineRule } from '../rule.js';
import type { FindPortabilityHit } from './portability.js';

export const SKILL_OVER_CODEX_CAP = defineRule<FindPortabilityHit>({
  id: 'SKILL_OVER_CODEX_CAP',
  family: 'portability',
  title: 'Over the 8 KiB skill cap of other harnesses',
  description: 'SKILL.md is over 8,192 bytes and has no references/ folder; some harnesses truncate it.',
  fix: 'Move detail into references/ so SKILL.md stays under 8 KiB.',
  why: 'Harnesses such as Codex load only the first 8 KiB of a skill: past that point the instructions silently vanish, so the skill behaves differently there than in Claude Code, usually by losing its last steps.',
  bad: 'SKILL.md: 14 KB of workflow and examples, no references/ folder.',
  good: 'SKILL.md: 6 KB of workflow, with the examples in references/examples.md.',
  detect: (ctx) =>
    ctx.skill.utf8Bytes > PORTABILITY.codexCapBytes && ctx.skill.references === null
      ? { severity: PORTABILITY.codexCapSeverity, level: 'medium' }
      : null,
});
