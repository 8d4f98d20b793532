import type { Finding } from '../../contract/types.js';
import { defineRule } from '../rule.js';
import { evalsFinding } from './finding.js';

export const EVALS_SKILL_NAME_MISMATCH = 'EVALS_SKILL_NAME_MISMATCH';

/** The finding when the suite's `skill_name` is not the skill's name, or null. */
export function evalsSkillNameMismatch(file: string, suiteName: string, skillName: string): Finding | null {
  if (suiteName.trim() === skillName.trim()) return null;
  return evalsFinding(
    EVALS_SKILL_NAME_MISMATCH,
    'low',
    `${file} at $.skill_name: ${JSON.stringify(suiteName.slice(0, 100))} is not the skill's name ${JSON.stringify(skillName.slice(0, 100))}.`,
    file,
  );
}

export const evalsSkillNameMismatchRule = defineRule({
  id: EVALS_SKILL_NAME_MISMATCH,
  family: 'evals',
  title: 'Evals name another skill',
  description: "The `skill_name` of evals/evals.json differs from the skill's frontmatter name.",
  why: 'Evals copied from another skill, or left behind by a rename, test instructions this skill does not have: they pass or fail for reasons unrelated to it, and its real behaviour goes untested.',
  bad: 'skills/sql-format/evals/evals.json: {"skill_name": "sql-lint", "evals": […]}',
  good: 'skills/sql-format/evals/evals.json: {"skill_name": "sql-format", "evals": […]}',
  fix: "Set `skill_name` to the skill's name, or move the evals beside the skill they test.",
});
