// A plugin's agent file under the calibrated method, scored as a skill is: its description must say
// what the agent does and when to hand work to it, its body is its instructions, and the same
// detectors read both. The reference's agent score (a base plus credit for having `tools`, `model`,
// "use proactively" and 40 characters of description) gives nearly every agent 0.9 to 1, so a plugin
// of agents was platinum whatever its agents said. Pure: nothing outside the agent file is read.
import { posix } from 'node:path';
import { compositeScore } from '../composite/composite.js';
import type { AntiPattern, DimensionName, ParsedSkill } from '../contract/types.js';
import { extractCrossRefs, parseSkillText, type ParsedAgent } from '../parse/skill.js';
import { applySuppressions } from '../rules/suppressions/apply.js';
import { counts } from '../rules/suppressions/index.js';
import { staticLayer } from './static.js';

export interface AgentMemberScore {
  /** The agent's composite alone (0–1), its anti-patterns' penalty included. */
  score: number;
  /** Its static dimensions, before the penalty. */
  dimensions: Partial<Record<DimensionName, number>>;
  /** Its anti-patterns, inline suppressions applied (a suppressed one is shown, not counted). */
  antiPatterns: AntiPattern[];
}

/**
 * The agent file read as a SKILL.md whose folder has the agent's file name without `.md` (what its
 * frontmatter name is checked against, and its name when it gives none). Nothing it names is
 * resolved (an agent has no folder of its own to resolve against), so no link of it counts as dead,
 * and no cross-reference either.
 */
export function agentAsSkill(agent: Pick<ParsedAgent, 'file' | 'text'>): ParsedSkill {
  const crossRefExists: Record<string, boolean> = {};
  const skill = parseSkillText(
    {
      kind: 'skill',
      path: agent.file,
      dirName: posix.basename(agent.file, '.md'),
      file: agent.file,
      references: null,
      assets: null,
      crossRefExists,
      readFindings: [],
    },
    agent.text,
    'calibrated',
  );
  for (const ref of extractCrossRefs(skill.body)) crossRefExists[ref] = true;
  return skill;
}

/** An agent's calibrated score, dimensions and anti-patterns: those of its file read as a skill, at depth quick. */
export function calibratedAgentScore(agent: Pick<ParsedAgent, 'file' | 'text'>): AgentMemberScore {
  const { layer } = staticLayer(agentAsSkill(agent), 'calibrated');
  applySuppressions(agent.text, agent.file, layer.anti_patterns, []);
  const flagCount = layer.anti_patterns.filter(counts).length;
  const score = compositeScore({ layers: [layer], flagCount, confidence: 'Estimated' }) / 100;
  return { score, dimensions: layer.dimensions, antiPatterns: layer.anti_patterns };
}
