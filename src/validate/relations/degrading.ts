// Degrading edits (the score drops, or the right flag is raised) and link truth (what exists is
// never flagged; examples in code are not links).
import { SUBSTANTIAL_UNLINKED } from './gaming.js';
import { appendToBody, editDescription, editSkill, rewriteTrigger, siblingSkills, split, withFile } from './edits.js';
import { exists, namesIn, type Tree } from './tree.js';
import type { Relation } from './types.js';

const parentOf = (skill: string) => (skill.includes('/') ? skill.slice(0, skill.lastIndexOf('/')) : '');

/** A sibling skill named as `skills/<name>` (only where the skills sit in a `skills/` folder). */
function withSibling(make: (sibling: string, file: string | null) => string | null) {
  return (tree: Tree, skill: string) => {
    const parent = parentOf(skill);
    if (parent.split('/').pop() !== 'skills') return null;
    for (const sibling of siblingSkills(tree, skill)) {
      const file = namesIn(tree, `${parent}/${sibling}`).find(
        (n) => n.endsWith('.md') && n !== 'SKILL.md' && exists(tree, `${parent}/${sibling}/${n}`),
      );
      const text = make(sibling, file ?? null);
      if (text !== null) return appendToBody(text)(tree, skill);
    }
    return null;
  };
}

export const DEGRADING: Relation[] = [
  { family: 'degrading', name: 'trigger clause deleted', edit: rewriteTrigger((w) => w) },
  {
    family: 'degrading',
    name: 'vague five-word description',
    edit: editDescription(() => 'Helps with various tasks easily.'),
  },
  {
    family: 'degrading',
    name: 'body deleted',
    edit: (tree, skill) => editSkill(tree, skill, (t) => split(t)?.fm ?? null),
  },
  {
    family: 'degrading',
    name: 'link to a missing file',
    flag: 'ORPHAN_REFERENCE',
    edit: (tree, skill) =>
      exists(tree, `${skill}/references/advanced-guide.md`)
        ? null
        : appendToBody('Read [the advanced guide](references/advanced-guide.md) for the rest.')(tree, skill),
  },
  {
    family: 'degrading',
    name: 'link to a missing sibling file',
    flag: 'ORPHAN_REFERENCE',
    edit: (tree, skill) =>
      exists(tree, `${skill}/checklist.md`)
        ? null
        : appendToBody('The steps are in [the checklist](checklist.md).')(tree, skill),
  },
  {
    family: 'degrading',
    name: 'cross-reference to a missing sibling skill',
    flag: 'DEAD_CROSS_REF',
    edit: (tree, skill) =>
      parentOf(skill).split('/').pop() === 'skills' && !exists(tree, `${parentOf(skill)}/release-notes-writer`)
        ? appendToBody('For the release notes, continue with skills/release-notes-writer.')(tree, skill)
        : null,
  },
  {
    family: 'degrading',
    name: 'pile of contradictory MUST/NEVER lines',
    edit: appendToBody(
      [
        '## Rules',
        '',
        '- You MUST ask before editing files. NEVER ask before editing files.',
        '- ALWAYS run the tests first. NEVER run the tests first.',
        '- You MUST keep the output short. NEVER keep the output short.',
        '- ALWAYS write a summary at the end. NEVER write a summary at the end.',
        '- You MUST use the template. You MUST NOT use the template.',
        '- ALWAYS confirm with the user. NEVER confirm with the user.',
        '- You MUST explain each step. NEVER explain each step.',
        '- ALWAYS stop on the first error. NEVER stop on the first error.',
      ].join('\n'),
    ),
  },
];

export const LINK_TRUTH: Relation[] = [
  {
    family: 'link-truth',
    name: 'cross-reference to an existing file of a sibling skill',
    edit: withSibling((s, f) => (f ? `For more, see skills/${s}/${f}.` : null)),
  },
  {
    family: 'link-truth',
    name: 'cross-reference to an existing sibling skill',
    edit: withSibling((s) => `Once this is done, continue with skills/${s}.`),
  },
  {
    family: 'link-truth',
    name: '"skills/agents" in ordinary prose',
    edit: appendToBody('This repository ships skills/agents for several editors, and skills/tools too.'),
  },
  {
    family: 'link-truth',
    name: 'a link inside inline code (with references/ present)',
    edit: (tree, skill) => {
      if (exists(tree, `${skill}/references/style-notes.md`)) return null;
      const t = appendToBody(
        'Write links as `[text](references/x.md)` so they resolve from the skill folder; see [the style notes](references/style-notes.md).',
      )(tree, skill);
      return t && withFile(t, `${skill}/references/style-notes.md`, SUBSTANTIAL_UNLINKED);
    },
  },
  {
    family: 'link-truth',
    name: 'a link inside a fenced example',
    edit: appendToBody(
      '```markdown\nSee [the guide](references/guide-that-is-an-example.md) and skills/example-only-skill.\n```',
    ),
  },
  {
    family: 'link-truth',
    name: 'the skill\'s own "❌ Bad:" examples',
    edit: appendToBody(
      '❌ Bad: see skills/made-up-skill, or [this](references/not-there.md)\n✅ Good: link only files that exist.',
    ),
  },
  {
    family: 'link-truth',
    name: 'markdown link to an existing sibling skill file',
    edit: (tree, skill) => {
      const sibling = siblingSkills(tree, skill)[0];
      return sibling ? appendToBody(`The next step is in [${sibling}](../${sibling}/SKILL.md).`)(tree, skill) : null;
    },
  },
  {
    family: 'link-truth',
    name: 'anchor and web links',
    edit: appendToBody(
      'Back to [the top](#top); background at [the docs](https://example.com/skills/some-guide/index.md).',
    ),
  },
  {
    family: 'link-truth',
    name: 'link to a new references/ file that exists',
    edit: (tree, skill) => {
      if (exists(tree, `${skill}/references/background.md`)) return null;
      const t = appendToBody('Background is in [the notes](references/background.md).')(tree, skill);
      return t && withFile(t, `${skill}/references/background.md`, SUBSTANTIAL_UNLINKED);
    },
  },
];
