import type { RuleContext } from '../context.js';
import { defineRule } from '../rule.js';
import { frontmatterWalk, knownField } from '../spec/walk.js';
import type { QualitySignal, QualityDetector } from './signal.js';

/** A name that is missing costs less: Claude Code falls back to the folder's name. */
const MISSING_NAME_ONLY = 0.5;

/** Why a required field does not do its work ('missing', 'empty'), or null. */
function fieldProblem(ctx: RuleContext, key: 'name' | 'description'): string | null {
  const field = knownField(ctx, key);
  if (field === undefined) return 'missing';
  return field.state === 'empty' ? 'empty' : null;
}

// The same facts as SPEC_NO_FRONTMATTER and SPEC_MISSING_FIELD (one frontmatter walk); this rule
// adds their cost to the score. Invalid YAML, and a name or description that is not a string, never
// reach it: the skill is not scored at all (an error naming the field).
const detect: QualityDetector = (ctx) => {
  const walk = frontmatterWalk(ctx);
  if (walk.state === 'invalid-yaml') return [];
  if (walk.state === 'none')
    return [{ amount: 1, fact: 'SKILL.md has no frontmatter: no name and no description to load it by', line: 1 }];
  const description = fieldProblem(ctx, 'description');
  const name = fieldProblem(ctx, 'name');
  const out: QualitySignal[] = [];
  if (description !== null)
    out.push({ amount: 1, fact: `The description is ${description}`, line: walk.lineOf('description') });
  if (name !== null)
    out.push({
      amount: description !== null ? 0 : MISSING_NAME_ONLY,
      fact: `The name is ${name}`,
      line: walk.lineOf('name'),
    });
  return out;
};

export const unloadableSkill = defineRule({
  id: 'UNLOADABLE_SKILL',
  family: 'quality',
  title: 'Not loadable as a skill',
  description: 'SKILL.md has no frontmatter, or its frontmatter has no name or no description (or an empty one).',
  why: 'The Agent Skills specification requires a name and a description; a harness that follows it refuses the skill, and where one loads it anyway the model chooses it by a folder name and a first paragraph never written for that. Such a file is usually a fragment meant to be composed into another skill: installed alone, it does nothing useful however good its text.',
  bad: '<!-- replace: rule-19 -->\n19. Use the Studio Web designer for every change.',
  good: '---\nname: api-workflow\ndescription: Builds UiPath API workflows in Studio Web. Use when asked to create or change an API workflow.\n---\n# API workflow',
  fix: "Start SKILL.md with a frontmatter block holding a `name` (the folder's name) and a `description` string saying what the skill does and when to use it; if the file is a fragment composed into another skill, keep it out of the folders skills are installed from.",
  detect,
});
