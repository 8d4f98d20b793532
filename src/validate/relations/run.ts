// Running the relations: each relation's edit on each skill, scored before and after with each
// method, judged by its family; pass rates per relation and per family.
import { lstatSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import type { EvalResult, Method } from '../../contract/types.js';
import { DEGRADING, LINK_TRUTH } from './degrading.js';
import { GAMING } from './gaming.js';
import { NEUTRAL } from './neutral.js';
import { diskTree, score, skillsOf, type Tree } from './tree.js';
import { FAMILIES, LIMITS, type Family, type Relation } from './types.js';

export const RELATIONS: Relation[] = [...NEUTRAL, ...GAMING, ...DEGRADING, ...LINK_TRUTH];

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

/** Whether a result carries a flag or a quality finding of this rule. */
function raises(r: EvalResult, rule: string): boolean {
  return flagCounts(r).has(rule) || (r.findings ?? []).some((f) => f.rule === rule);
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
      if (rel.mayGainWhen && raises(before, rel.mayGainWhen))
        return { held: delta >= -LIMITS.neutralPoints && added.length === 0, detail: d };
      return { held: Math.abs(delta) <= LIMITS.neutralPoints && added.length === 0, detail: d };
    case 'gaming':
      return { held: delta <= LIMITS.gamingPoints, detail: d };
    case 'degrading':
      return { held: rel.flag ? added.includes(rel.flag) : delta < 0, detail: d };
    case 'link-truth':
      return { held: !added.includes('ORPHAN_REFERENCE') && !added.includes('DEAD_CROSS_REF'), detail: d };
  }
}

/** Every relation on one skill of a tree, with each method. */
export async function relationsOnSkill(tree: Tree, skill: string, methods: Method[]): Promise<RelationOutcome[]> {
  const out: RelationOutcome[] = [];
  for (const method of methods) {
    const before = await score(tree, skill, method);
    for (const rel of RELATIONS) {
      const edited = rel.edit(tree, skill);
      if (edited === null) continue;
      const after = await score(edited, skill, method);
      const { held, detail } = judge(rel, before, after);
      const [b, a] = [before.composite.score, after.composite.score];
      out.push({ family: rel.family, relation: rel.name, skill, method, held, before: b, after: a, detail });
    }
  }
  return out;
}

/** Every relation on every skill of a fixture tree, with each method. */
export async function runRelations(methods: Method[], tree: Tree): Promise<RelationOutcome[]> {
  const out: RelationOutcome[] = [];
  for (const skill of skillsOf(tree)) out.push(...(await relationsOnSkill(tree, skill, methods)));
  return out;
}

/** Folders holding a SKILL.md under a root (skipping .git and node_modules), as paths relative to it.
 * Symlinked folders are not followed: a repository may link a folder to an ancestor, which loops. */
export function skillFoldersOnDisk(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const names = readdirSync(path.join(root, rel)).sort();
    if (rel !== '' && names.includes('SKILL.md')) out.push(rel);
    for (const n of names) {
      if (n === '.git' || n === 'node_modules') continue;
      const r = rel ? `${rel}/${n}` : n;
      if (lstatSync(path.join(root, r)).isDirectory()) walk(r);
    }
  };
  walk('');
  return out;
}

/** A repository on disk: the repository root of a skill folder (the tree's first level, `owner+name`). */
export function diskSkillTree(root: string, folder: string): { tree: Tree; skill: string } {
  const [repo, ...rest] = folder.split('/');
  return { tree: diskTree(path.join(root, repo), rest.join('/')), skill: rest.join('/') };
}

/** Pass rates per family and overall, per method, as a markdown table. */
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

/** Pass rates per relation, per method, as a markdown table. */
export function relationTable(outcomes: RelationOutcome[], methods: Method[]): string {
  const rows = [
    '| family | relation | ' + methods.join(' | ') + ' |',
    '|---|---|' + methods.map(() => '---:').join('|') + '|',
  ];
  for (const rel of RELATIONS) {
    const cells = methods.map((m) => {
      const mine = outcomes.filter((o) => o.method === m && o.relation === rel.name);
      return mine.length ? `${mine.filter((o) => o.held).length} / ${mine.length}` : '–';
    });
    rows.push(`| ${rel.family} | ${rel.name} | ${cells.join(' | ')} |`);
  }
  return rows.join('\n');
}
