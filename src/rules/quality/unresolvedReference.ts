// UNRESOLVED_REFERENCE: SKILL.md tells Claude to open or run a file of the skill that is not in its
// folder, spelled as written (GitHub's runners and most installs are case-sensitive). Links are
// ORPHAN_REFERENCE's (an anti-pattern): a name that is also a link target is left to it, so no
// file is counted twice. A name counts as the skill's own only on evidence, never by default —
// a script after a skill-folder variable, a first folder the skill has (`scripts/`), the same name
// elsewhere in the folder or in another case, a sibling item of the same file list that is there —
// so names from the user's project, placeholders and files the skill makes are not flagged.
import type { SkillTree } from '../../contract/types.js';
import { defineRule } from '../rule.js';
import type { RuleContext } from '../context.js';
import { namedFiles, relativeName, type NamedFile } from '../../parse/markdown/namedFiles.js';
import type { QualityDetector, QualitySignal } from './signal.js';
import { wordSet } from '../../text/wordSet.js';

/** Folders of a project (the user's), not of a skill: a first segment named so is not evidence. */
const PROJECT_FOLDERS = wordSet(
  'src lib test tests spec app apps packages build dist public config .github node_modules components pages bin',
);
/** File names every project has: the same name elsewhere in the skill is not evidence. */
const COMMON_NAMES = wordSet(
  'readme.md skill.md claude.md agents.md changelog.md license.md contributing.md package.json tsconfig.json pyproject.toml requirements.txt setup.py __init__.py conftest.py index.js index.ts main.py config.json config.yaml config.yml .env makefile',
);

interface TreeIndex {
  exact: Set<string>;
  lower: Map<string, string>;
  /** Each file by every tail of its path (`b/c.md` and `c.md` for `a/b/c.md`), first one kept. */
  byTail: Map<string, string>;
  /** Every tail of every folder's path (`b/c` and `c` for `a/b/c`), and the paths themselves. */
  dirTails: Set<string>;
  unlisted: Set<string>;
  foundAbove: Set<string>;
}

function indexTree(tree: SkillTree): TreeIndex {
  const exact = new Set<string>([...tree.files, ...tree.dirs]);
  const lower = new Map<string, string>();
  const byTail = new Map<string, string>();
  for (const p of [...tree.files, ...tree.dirs]) lower.set(p.toLowerCase(), p);
  // Paths are at most TREE_LIMITS.maxDepth folders deep: a bounded number of tails per path.
  for (const f of tree.files) {
    for (let i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) {
      const tail = f.slice(i + 1);
      if (!byTail.has(tail)) byTail.set(tail, f);
    }
  }
  const dirTails = new Set<string>(tree.dirs);
  for (const d of tree.dirs)
    for (let i = d.indexOf('/'); i >= 0; i = d.indexOf('/', i + 1)) dirTails.add(d.slice(i + 1));
  return { exact, lower, byTail, dirTails, unlisted: new Set(tree.unlisted), foundAbove: new Set(tree.foundAbove) };
}

/** Whether a folder above the name was listed without its content (what is in it is unknown). */
function underUnlisted(ix: TreeIndex, name: string): boolean {
  for (let i = name.indexOf('/'); i >= 0; i = name.indexOf('/', i + 1))
    if (ix.unlisted.has(name.slice(0, i))) return true;
  return false;
}

/** Whether the name is a file of the skill written from another root (`plugins/x/skills/y/scripts/a.py`). */
function longerPathToAFile(ix: TreeIndex, name: string): boolean {
  for (let i = name.indexOf('/'); i >= 0; i = name.indexOf('/', i + 1))
    if (ix.exact.has(name.slice(i + 1))) return true;
  return false;
}

function ownFolder(ix: TreeIndex, name: string): boolean {
  const slash = name.indexOf('/');
  if (slash < 0) return false;
  const first = name.slice(0, slash);
  return !PROJECT_FOLDERS.has(first.toLowerCase()) && ix.exact.has(first);
}

/**
 * Whether the name points into a folder the skill has, two levels deep or more, read from the skill
 * folder or a folder inside it (`lowcode/capabilities/x.md` with references/lowcode/capabilities/).
 */
function intoOwnFolder(ix: TreeIndex, name: string): boolean {
  const slash = name.lastIndexOf('/');
  if (slash < 0) return false;
  const parent = name.slice(0, slash);
  if (!parent.includes('/') || PROJECT_FOLDERS.has(parent.slice(0, parent.indexOf('/')).toLowerCase())) return false;
  return ix.dirTails.has(parent);
}

/** The lists and tables whose lead names include a path (with a folder) that is there exactly. */
function listsOfPaths(named: readonly NamedFile[], ix: TreeIndex): Set<number> {
  const out = new Set<number>();
  for (const n of named) {
    if (n.how !== 'listed' || n.list === undefined) continue;
    const w = n.written.replace(/^(?:\.\/)+/, '').replace(/\/$/, '');
    if (w.includes('/') && ix.exact.has(w)) out.add(n.list);
  }
  return out;
}

function linkTargets(ctx: RuleContext): Set<string> {
  const out = new Set<string>();
  for (const m of ctx.document.main.mentions) {
    if (m.kind === 'link') out.add(m.key.slice(m.key.indexOf(':') + 1));
  }
  return out;
}

/**
 * Why a name that is not there is the skill's own, or null when nothing says so. `near` is the file
 * it most likely meant: the same path in another case, or a file whose path ends with the name.
 */
function evidence(n: NamedFile, name: string, ix: TreeIndex, pathLists: Set<number>): { near: string | null } | null {
  const cased = ix.lower.get(name.toLowerCase());
  if (cased !== undefined) return { near: cased };
  if (longerPathToAFile(ix, name)) return null;
  const tail = ix.byTail.get(name) ?? null;
  // A list of the skill's files written from its folder: a name in it is read from there too.
  if (n.how === 'listed' && n.list !== undefined && pathLists.has(n.list)) {
    return COMMON_NAMES.has(name.slice(name.lastIndexOf('/') + 1).toLowerCase()) ? null : { near: tail };
  }
  // Elsewhere a name that ends a path of the skill is written from a folder the text implies.
  if (tail !== null || n.theirs) return null;
  if (n.skillRooted) return { near: null };
  if (n.how === 'command' && ownFolder(ix, name)) return { near: null };
  return intoOwnFolder(ix, name) ? { near: null } : null;
}

const detect: QualityDetector = (ctx) => {
  const tree = ctx.skill.tree;
  if (tree === undefined || !tree.complete) return [];
  const { doc, start } = ctx.document.main;
  const { named, made } = namedFiles(doc, start);
  if (named.length === 0) return [];
  const ix = indexTree(tree);
  const pathLists = listsOfPaths(named, ix);
  const links = linkTargets(ctx);
  const out: QualitySignal[] = [];
  const seen = new Set<string>();
  for (const n of named) {
    const name = relativeName(n);
    if (name === null || seen.has(name) || ix.exact.has(name) || made.has(name) || links.has(name)) continue;
    if (underUnlisted(ix, name) || ix.foundAbove.has(name)) continue;
    const found = evidence(n, name, ix, pathLists);
    if (found === null) continue;
    seen.add(name);
    const hint = found.near === null ? '' : ` (the folder has \`${found.near}\`)`;
    const verb = n.how === 'command' ? 'runs' : 'names';
    out.push({
      amount: 1,
      fact: `SKILL.md ${verb} \`${name}\`, which is not in the skill's folder${hint}.`,
      line: n.line + 1,
    });
  }
  return out;
};

export const unresolvedReference = defineRule({
  id: 'UNRESOLVED_REFERENCE',
  family: 'quality',
  title: 'Names a file the skill does not have',
  description: 'SKILL.md tells Claude to open or run a file of the skill that is not in its folder.',
  why: 'Claude runs the command or opens the file as told, gets "no such file", and either stops or improvises the step the missing file was meant to do; a reviewer reads it as a skill that was never run from its own folder.',
  bad: 'Run `python scripts/validate.py` before you commit.   (the skill has scripts/, but no validate.py in it)',
  good: 'Run `python scripts/validate.py` before you commit.   (scripts/validate.py is committed with the skill)',
  fix: 'Add the file to the skill folder, or correct the name to the file that is there (same case, same folder).',
  detect,
});
