// Relations any sensible scorer satisfies, over real-looking skills (fixtures/relations/skills):
// neutral rewrites barely move the score, gaming earns (almost) nothing, degrading edits cost
// points or raise the right flag, and links to what exists are never flagged. Each relation is an
// edit of the skill's tree; the suite scores before and after with each method.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { MemorySource } from '../../src/read/source.js';
import type { EvalResult, Method } from '../../src/contract/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const RELATIONS_ROOT = path.resolve(here, '../../fixtures/relations');

export type Family = 'neutral' | 'gaming' | 'degrading' | 'link-truth';
export const FAMILIES: Family[] = ['neutral', 'gaming', 'degrading', 'link-truth'];

/** A skill's repository: files by path, and folders that exist even when empty. */
export interface Tree {
  files: Record<string, string>;
  dirs: string[];
}

export interface Relation {
  family: Family;
  name: string;
  /** The edited tree, or null when the edit does not apply to this skill. */
  edit(tree: Tree, skill: string): Tree | null;
  /** Degrading edits that must raise this flag (else: lower the score). */
  flag?: string;
}

/** Limits of the relations (README "Relation suite"). */
export const LIMITS = { neutralPoints: 2, gamingPoints: 0.5 } as const;

export function loadTree(root = RELATIONS_ROOT): Tree {
  const files: Record<string, string> = {};
  const dirs: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, r)).isDirectory()) {
        dirs.push(r);
        walk(r);
      } else files[r] = readFileSync(path.join(root, r), 'utf8');
    }
  };
  walk('');
  return { files, dirs };
}

export function skillsOf(tree: Tree): string[] {
  return Object.keys(tree.files)
    .filter((f) => /^skills\/[^/]+\/SKILL\.md$/.test(f))
    .map((f) => f.split('/')[1])
    .sort();
}

export async function score(tree: Tree, skill: string, method: Method): Promise<EvalResult> {
  const source = new MemorySource(tree.files, 'relations', 'relations');
  for (const d of tree.dirs) source.addDir(d);
  const outcome = await evaluateTarget(source, `skills/${skill}`, { depth: 'quick', method });
  if (!outcome.ok) throw new Error(`skills/${skill}: ${outcome.error.error}`);
  return outcome.result;
}

// ---------------------------------------------------------------- editing helpers

const md = (skill: string) => `skills/${skill}/SKILL.md`;

function withFile(tree: Tree, file: string, text: string): Tree {
  return { files: { ...tree.files, [file]: text }, dirs: tree.dirs };
}

function withDir(tree: Tree, dir: string): Tree {
  return { files: tree.files, dirs: [...tree.dirs, dir] };
}

function editSkill(tree: Tree, skill: string, f: (text: string) => string | null): Tree | null {
  const before = tree.files[md(skill)];
  const after = f(before);
  return after === null || after === before ? null : withFile(tree, md(skill), after);
}

function split(text: string): { fm: string; body: string } {
  const end = text.indexOf('\n---\n', 4);
  return { fm: text.slice(0, end + 5), body: text.slice(end + 5) };
}

/** The description's "what" part and its trigger situation (fixtures end it with "Use when X."). */
function descriptionParts(text: string): { line: string; what: string; situation: string } | null {
  const m = /^description: (.*) Use when (.*)\.$/m.exec(text);
  return m ? { line: m[0], what: m[1], situation: m[2] } : null;
}

function rewriteTrigger(make: (what: string, situation: string) => string) {
  return (tree: Tree, skill: string) =>
    editSkill(tree, skill, (t) => {
      const p = descriptionParts(t);
      return p ? t.replace(p.line, `description: ${make(p.what, p.situation)}`) : null;
    });
}

function appendToDescription(extra: string) {
  return (tree: Tree, skill: string) => editSkill(tree, skill, (t) => t.replace(/^(description: .*)$/m, `$1${extra}`));
}

function appendToBody(extra: string) {
  return (tree: Tree, skill: string) => editSkill(tree, skill, (t) => `${t.replace(/\n*$/, '\n')}\n${extra}\n`);
}

/** The body's h2 sections: [start, end) line ranges. */
function sections(lines: string[]): Array<{ start: number; end: number }> {
  const starts: number[] = [];
  let fence = false;
  lines.forEach((l, i) => {
    if (l.startsWith('```')) fence = !fence;
    if (!fence && l.startsWith('## ')) starts.push(i);
  });
  return starts.map((s, i) => ({ start: s, end: i + 1 < starts.length ? starts[i + 1] : lines.length }));
}

function mapProseLines(text: string, f: (line: string) => string): string {
  const { fm, body } = split(text);
  let fence = false;
  return (
    fm +
    body
      .split('\n')
      .map((l) => {
        if (l.startsWith('```')) fence = !fence;
        return fence || l.startsWith('```') ? l : f(l);
      })
      .join('\n')
  );
}

/** Paragraph lines (plain prose: not headings, lists, tables, quotes or code). */
const isParagraphLine = (l: string) =>
  l.trim() !== '' && !/^\s*(?:#|[-*+>|]|\d+[.)]\s|```)/.test(l) && !/^\s{2,}/.test(l);

function rewrap(text: string, width: number | null): string {
  const { fm, body } = split(text);
  const out: string[] = [];
  let para: string[] = [];
  let fence = false;
  const flush = () => {
    if (para.length === 0) return;
    const words = para.join(' ').split(/\s+/).filter(Boolean);
    if (width === null) out.push(words.join(' '));
    else {
      let line = '';
      for (const w of words) {
        if (line && line.length + 1 + w.length > width) {
          out.push(line);
          line = w;
        } else line = line ? `${line} ${w}` : w;
      }
      if (line) out.push(line);
    }
    para = [];
  };
  for (const l of body.split('\n')) {
    if (l.startsWith('```')) fence = !fence;
    if (!fence && !l.startsWith('```') && isParagraphLine(l)) para.push(l.trim());
    else {
      flush();
      out.push(l);
    }
  }
  flush();
  return fm + out.join('\n');
}

const SUBSTANTIAL_UNLINKED = [
  '# Extra notes',
  '',
  'These notes collect background on the file formats the skill handles, the history of the',
  'libraries it relies on, and a list of edge cases met in practice: very large inputs, files',
  'produced by unusual tools, documents with mixed encodings, and archives with missing parts.',
  'Each case says what went wrong, how it was noticed, and what the fix turned out to be.',
].join('\n');

// ---------------------------------------------------------------- the relations

export const RELATIONS: Relation[] = [
  // Neutral rewrites: same meaning, same score (±2), no new flag.
  {
    family: 'neutral',
    name: 'trigger "Use this skill whenever …"',
    edit: rewriteTrigger((w, s) => `${w} Use this skill whenever ${s}.`),
  },
  {
    family: 'neutral',
    name: 'trigger "Use this skill any time …"',
    edit: rewriteTrigger((w, s) => `${w} Use this skill any time ${s}.`),
  },
  {
    family: 'neutral',
    name: 'trigger "You MUST use this skill when …"',
    edit: rewriteTrigger((w, s) => `${w} You MUST use this skill when ${s}.`),
  },
  {
    family: 'neutral',
    name: 'trigger "When …, use this skill."',
    edit: rewriteTrigger((w, s) => `${w} When ${s}, use this skill.`),
  },
  {
    family: 'neutral',
    name: 'trigger "TRIGGER — whenever …"',
    edit: rewriteTrigger((w, s) => `${w} TRIGGER — whenever ${s}.`),
  },
  {
    family: 'neutral',
    name: 'trigger "Invoke this skill when …"',
    edit: rewriteTrigger((w, s) => `${w} Invoke this skill when ${s}.`),
  },
  { family: 'neutral', name: 'trigger "Use it if …"', edit: rewriteTrigger((w, s) => `${w} Use it if ${s}.`) },
  {
    family: 'neutral',
    name: 'trigger moved to a when_to_use field',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => {
        const p = descriptionParts(t);
        return p ? t.replace(p.line, `description: ${p.what}\nwhen_to_use: Use when ${p.situation}.`) : null;
      }),
  },
  {
    family: 'neutral',
    name: 'CRLF line endings',
    edit: (tree, skill) => editSkill(tree, skill, (t) => t.replace(/\n/g, '\r\n')),
  },
  {
    family: 'neutral',
    name: 'last two sections swapped',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => {
        const lines = t.replace(/\n*$/, '\n').split('\n');
        const s = sections(lines);
        if (s.length < 3) return null;
        const [a, b] = s.slice(-2);
        const A = lines.slice(a.start, a.end).join('\n').replace(/\n*$/, '\n');
        const B = lines.slice(b.start, b.end).join('\n').replace(/\n*$/, '\n');
        return `${lines.slice(0, a.start).join('\n')}\n${B}\n${A}`;
      }),
  },
  {
    family: 'neutral',
    name: 'headings lower-cased',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => mapProseLines(t, (l) => (/^#{1,6} /.test(l) ? l.toLowerCase() : l))),
  },
  {
    family: 'neutral',
    name: 'headings in Title Case',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) =>
        mapProseLines(t, (l) => (/^#{1,6} /.test(l) ? l.replace(/\b([a-z])/g, (c) => c.toUpperCase()) : l)),
      ),
  },
  {
    family: 'neutral',
    name: 'paragraphs unwrapped to one line',
    edit: (tree, skill) => editSkill(tree, skill, (t) => rewrap(t, null)),
  },
  {
    family: 'neutral',
    name: 'paragraphs re-wrapped at 60 columns',
    edit: (tree, skill) => editSkill(tree, skill, (t) => rewrap(t, 60)),
  },
  {
    family: 'neutral',
    name: 'trailing spaces and extra blank lines',
    edit: (tree, skill) => editSkill(tree, skill, (t) => mapProseLines(t, (l) => (l === '' ? '\n' : `${l}  `))),
  },
  {
    family: 'neutral',
    name: 'longest section moved verbatim into a linked references/ file',
    edit: (tree, skill) => {
      const text = tree.files[md(skill)];
      const lines = text.replace(/\n*$/, '\n').split('\n');
      const s = sections(lines);
      if (s.length < 2) return null;
      const longest = s.reduce((x, y) => (y.end - y.start > x.end - x.start ? y : x));
      const title = lines[longest.start].slice(3).trim();
      const file = `references/moved-section.md`;
      if (tree.files[`skills/${skill}/${file}`]) return null;
      const moved = lines.slice(longest.start, longest.end).join('\n');
      const stub = `## ${title}\n\nSee [${title}](${file}).\n`;
      const rest = [...lines.slice(0, longest.start), stub, ...lines.slice(longest.end)].join('\n');
      return withFile(withFile(tree, md(skill), rest), `skills/${skill}/${file}`, moved.replace(/^## /, '# '));
    },
  },

  // Gaming: what adds no information earns no points (≤ 0.5).
  {
    family: 'gaming',
    name: 'placeholder files in references/ and assets/',
    edit: (tree, skill) =>
      withFile(withFile(tree, `skills/${skill}/references/a.md`, 'x\n'), `skills/${skill}/assets/a.txt`, 'x\n'),
  },
  {
    family: 'gaming',
    name: 'empty references/ and assets/ folders',
    edit: (tree, skill) => withDir(withDir(tree, `skills/${skill}/references`), `skills/${skill}/assets`),
  },
  {
    family: 'gaming',
    name: 'unlinked file with real-looking content',
    edit: (tree, skill) => withFile(tree, `skills/${skill}/references/extra-notes.md`, SUBSTANTIAL_UNLINKED),
  },
  {
    family: 'gaming',
    name: 'linked placeholder file',
    edit: (tree, skill) => {
      const t = editSkill(tree, skill, (x) => `${x.replace(/\n*$/, '\n')}\nSee [the notes](references/notes.md).\n`);
      return t && withFile(t, `skills/${skill}/references/notes.md`, 'TODO\n');
    },
  },
  {
    family: 'gaming',
    name: 'keyword stuffing in the description',
    edit: (tree, skill) =>
      appendToDescription(
        ` Use proactively and automatically trigger when working with ${skill.split('-')[0]} files, for extracting, for merging, for splitting.`,
      )(tree, skill),
  },
  {
    family: 'gaming',
    name: 'nonsense "for X, when Y" list',
    edit: appendToDescription(
      ' Also for building, when testing, for deploying, during debugging, for configuring, when setting up.',
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
  // End of contract words.

  // Degrading: the score drops, or the right flag is raised.
  {
    family: 'degrading',
    name: 'trigger clause deleted',
    edit: rewriteTrigger((w) => w),
  },
  {
    family: 'degrading',
    name: 'vague five-word description',
    edit: (tree, skill) =>
      editSkill(tree, skill, (t) => t.replace(/^description: .*$/m, 'description: Helps with various tasks easily.')),
  },
  { family: 'degrading', name: 'body deleted', edit: (tree, skill) => editSkill(tree, skill, (t) => split(t).fm) },
  {
    family: 'degrading',
    name: 'link to a missing file',
    flag: 'ORPHAN_REFERENCE',
    edit: appendToBody('Read [the advanced guide](references/advanced-guide.md) for the rest.'),
  },
  {
    family: 'degrading',
    name: 'link to a missing sibling file',
    flag: 'ORPHAN_REFERENCE',
    edit: appendToBody('The steps are in [the checklist](checklist.md).'),
  },
  {
    family: 'degrading',
    name: 'cross-reference to a missing sibling skill',
    flag: 'DEAD_CROSS_REF',
    edit: appendToBody('For the release notes, continue with skills/release-notes-writer.'),
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

  // Link truth: what exists is never flagged; examples in code are not links.
  {
    family: 'link-truth',
    name: 'cross-reference to an existing file of a sibling skill',
    edit: appendToBody('For mock-ups, see skills/brainstorming/visual-companion.md.'),
  },
  {
    family: 'link-truth',
    name: 'cross-reference to an existing sibling skill',
    edit: appendToBody('Once the design is agreed, continue with skills/writing-plans.'),
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
      const t = appendToBody(
        'Write links as `[text](references/x.md)` so they resolve from the skill folder; see [the style notes](references/style-notes.md).',
      )(tree, skill);
      return t && withFile(t, `skills/${skill}/references/style-notes.md`, SUBSTANTIAL_UNLINKED);
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
    edit: appendToBody('The plan format is in [writing plans](../writing-plans/SKILL.md).'),
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
      const t = appendToBody('Background is in [the notes](references/background.md).')(tree, skill);
      return t && withFile(t, `skills/${skill}/references/background.md`, SUBSTANTIAL_UNLINKED);
    },
  },
];

export interface RelationOutcome {
  family: Family;
  relation: string;
  skill: string;
  method: Method;
  held: boolean;
  before: number;
  after: number;
  detail: string;
}

function flagCounts(r: EvalResult): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of r.layers) for (const a of l.anti_patterns) m.set(a.flag, (m.get(a.flag) ?? 0) + 1);
  return m;
}

/** Flags the edit added (more of them after than before). */
function addedFlags(before: EvalResult, after: EvalResult): string[] {
  const b = flagCounts(before);
  return [...flagCounts(after)].filter(([f, n]) => n > (b.get(f) ?? 0)).map(([f]) => f);
}

export function judge(rel: Relation, before: EvalResult, after: EvalResult): { held: boolean; detail: string } {
  const delta = after.composite.score - before.composite.score;
  const added = addedFlags(before, after);
  const d = `${before.composite.score.toFixed(2)} → ${after.composite.score.toFixed(2)}${added.length ? `, +${added.join(',')}` : ''}`;
  switch (rel.family) {
    case 'neutral':
      return { held: Math.abs(delta) <= LIMITS.neutralPoints && added.length === 0, detail: d };
    case 'gaming':
      return { held: delta <= LIMITS.gamingPoints, detail: d };
    case 'degrading':
      return { held: rel.flag ? added.includes(rel.flag) : delta < 0, detail: d };
    case 'link-truth':
      return { held: !added.includes('ORPHAN_REFERENCE') && !added.includes('DEAD_CROSS_REF'), detail: d };
  }
}

/** Every relation on every skill of the tree, with each method. */
export async function runRelations(methods: Method[], tree = loadTree()): Promise<RelationOutcome[]> {
  const out: RelationOutcome[] = [];
  for (const skill of skillsOf(tree)) {
    for (const method of methods) {
      const before = await score(tree, skill, method);
      for (const rel of RELATIONS) {
        const edited = rel.edit(tree, skill);
        if (edited === null) continue;
        const after = await score(edited, skill, method);
        const { held, detail } = judge(rel, before, after);
        out.push({
          family: rel.family,
          relation: rel.name,
          skill,
          method,
          held,
          before: before.composite.score,
          after: after.composite.score,
          detail,
        });
      }
    }
  }
  return out;
}

/** Pass rate per family and overall, per method, as a markdown table. */
export function passTable(
  outcomes: RelationOutcome[],
  methods: Method[],
): { table: string; rates: Record<string, Record<string, number>> } {
  const rates: Record<string, Record<string, number>> = {};
  const rows: string[] = [
    '| family | ' + methods.map((m) => `${m} (held / total)`).join(' | ') + ' |',
    '|---|' + methods.map(() => '---:').join('|') + '|',
  ];
  for (const fam of [...FAMILIES, 'overall'] as const) {
    const cells: string[] = [];
    for (const m of methods) {
      const mine = outcomes.filter((o) => o.method === m && (fam === 'overall' || o.family === fam));
      const held = mine.filter((o) => o.held).length;
      const rate = mine.length ? (100 * held) / mine.length : 100;
      (rates[m] ??= {})[fam] = rate;
      cells.push(`${rate.toFixed(1)} % (${held} / ${mine.length})`);
    }
    rows.push(`| ${fam} | ${cells.join(' | ')} |`);
  }
  return { table: rows.join('\n'), rates };
}
