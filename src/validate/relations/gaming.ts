// Gaming: what adds no information earns no points (at most half a point).
import {
  addField,
  appendToBody,
  appendToDescription,
  baseName,
  editSkill,
  hasField,
  md,
  split,
  withDir,
  withFile,
} from './edits.js';
import { exists, type Tree } from './tree.js';
import type { Relation } from './types.js';

export const SUBSTANTIAL_UNLINKED = [
  '# Extra notes',
  '',
  'These notes collect background on the file formats the skill handles, the history of the',
  'libraries it relies on, and a list of edge cases met in practice: very large inputs, files',
  'produced by unusual tools, documents with mixed encodings, and archives with missing parts.',
  'Each case says what went wrong, how it was noticed, and what the fix turned out to be.',
].join('\n');

const NINE_HEADINGS = [
  'Examples',
  'Usage',
  'Quick start',
  'Troubleshooting',
  'FAQ',
  'Common mistakes',
  'When to use',
  'Decision guide',
  'Reference',
];

/** Nine empty headings put before the body's first h2 (after its text when it has none). */
function emptyHeadingsBeforeFirstSection(tree: Tree, skill: string): Tree | null {
  return editSkill(tree, skill, (t) => {
    const parts = split(t);
    if (parts === null || t.includes('\r')) return null;
    const lines = parts.body.split('\n');
    let fence = false;
    const at = lines.findIndex((l) => {
      if (/^\s*(?:```|~~~)/.test(l)) fence = !fence;
      return !fence && l.startsWith('## ');
    });
    if (at < 0) return null;
    const headings = NINE_HEADINGS.flatMap((h) => [`## ${h}`, '']);
    return parts.fm + [...lines.slice(0, at), ...headings, ...lines.slice(at)].join('\n');
  });
}

const nonsense = (name: string, extra: string): Relation => ({
  family: 'gaming',
  name: `nonsense trigger: ${name}`,
  edit: appendToDescription(extra),
});

export const GAMING: Relation[] = [
  {
    family: 'gaming',
    name: 'placeholder files in references/ and assets/',
    edit: (tree, skill) => {
      if (exists(tree, `${skill}/references/a.md`) || exists(tree, `${skill}/assets/a.txt`)) return null;
      return withFile(withFile(tree, `${skill}/references/a.md`, 'x\n'), `${skill}/assets/a.txt`, 'x\n');
    },
  },
  {
    family: 'gaming',
    name: 'empty references/ and assets/ folders',
    edit: (tree, skill) => withDir(withDir(tree, `${skill}/references`), `${skill}/assets`),
  },
  {
    family: 'gaming',
    name: 'unlinked file with real-looking content',
    edit: (tree, skill) => withFile(tree, `${skill}/references/extra-notes.md`, SUBSTANTIAL_UNLINKED),
  },
  {
    family: 'gaming',
    name: 'linked placeholder file',
    edit: (tree, skill) => {
      const t = editSkill(tree, skill, (x) => `${x.replace(/\n*$/, '\n')}\nSee [the notes](references/notes.md).\n`);
      return t && withFile(t, `${skill}/references/notes.md`, 'TODO\n');
    },
  },
  {
    family: 'gaming',
    name: 'keyword stuffing in the description',
    edit: (tree, skill) =>
      appendToDescription(
        ` Use proactively and automatically trigger when working with ${baseName(skill).split('-')[0]} files, for extracting, for merging, for splitting.`,
      )(tree, skill),
  },
  {
    family: 'gaming',
    name: 'nonsense "for X, when Y" list',
    edit: appendToDescription(
      ' Also for building, when testing, for deploying, during debugging, for configuring, when setting up.',
    ),
  },
  nonsense(
    '"Use for configuring invisible pianos, when clouds file tax returns."',
    ' Use for configuring invisible pianos, when clouds file tax returns.',
  ),
  nonsense(
    '"Use when the moon negotiates with teapots …"',
    ' Use when the moon negotiates with teapots, or when purple decimals migrate south.',
  ),
  nonsense(
    '"Trigger whenever a lighthouse audits its sandwiches."',
    ' Trigger whenever a lighthouse audits its sandwiches.',
  ),
  nonsense(
    '"Invoke this skill if glaciers rehearse opera …"',
    ' Invoke this skill if glaciers rehearse opera before breakfast.',
  ),
  {
    family: 'gaming',
    name: 'nonsense trigger: a when_to_use field',
    edit: (tree, skill) =>
      hasField(tree.files[md(skill)], 'when_to_use')
        ? null
        : editSkill(tree, skill, (t) =>
            addField(t, 'when_to_use: When clouds file tax returns, or when invisible pianos need tuning.'),
          ),
  },
  {
    family: 'gaming',
    name: 'pushy words',
    edit: appendToDescription(' Always use this skill. Invoke it automatically and proactively.'),
  },
  {
    family: 'gaming',
    name: 'empty headings',
    edit: appendToBody('## Examples\n\n## Usage\n\n## Troubleshooting\n\n## FAQ\n\n### Example one\n\n### Example two'),
  },
  {
    family: 'gaming',
    name: 'nine empty headings at the end',
    edit: appendToBody(NINE_HEADINGS.map((h) => `## ${h}`).join('\n\n')),
  },
  { family: 'gaming', name: 'nine empty headings before the first section', edit: emptyHeadingsBeforeFirstSection },
  {
    family: 'gaming',
    name: 'empty code fences',
    edit: appendToBody('```python\n```\n\n```bash\n```\n\n```json\n```\n\n```yaml\n```'),
  },
  {
    family: 'gaming',
    name: 'padded to 101 lines',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => {
        const n = t.split('\n').length;
        return n >= 101 ? null : t + '\n'.repeat(101 - n);
      }),
  },
  {
    family: 'gaming',
    name: 'padded to 201 lines',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => {
        const n = t.split('\n').length;
        return n >= 201 ? null : t + '\n'.repeat(201 - n);
      }),
  },
  {
    family: 'gaming',
    name: 'padded with a repeated comment line',
    edit: (tree, skill) => editSkill(tree, skill, (t) => t + '\n<!-- section break -->'.repeat(120) + '\n'),
  },
  {
    family: 'gaming',
    name: '"see also / related / companion" words',
    edit: appendToBody('See also: related and complementary companion material.'),
  },
  // Contract words: naming inputs, outputs, "returns JSON", related skills and a decision, with
  // nothing behind the names, earns nothing (orchestration_wiring, ecosystem_coherence).
  {
    family: 'gaming',
    name: 'naming-only paragraph: inputs, outputs, "returns JSON", related skills, decision',
    edit: appendToBody(
      'This skill takes inputs and arguments, and returns JSON output in a structured format. It produces a result for the next step. See the related skills and companion skills for more, and make the decision of which one to use.',
    ),
  },
];
