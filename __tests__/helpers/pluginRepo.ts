// Fixture repositories for the Action's tests, made with real git in a temp folder: a plugin
// repo whose pull request improves one skill, adds references to another (which makes a link
// dead), adds a broken SKILL.md and a weak new skill, renames one skill, removes one, edits an
// agent and the README. Base and head are both commits, so the base version is in local git.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tempDir } from './tempDir.js';
import * as path from 'node:path';
import { git, writeTree } from './actionRun.js';
import type { PullFile } from './fakeGitHub.js';

export function skillMd(name: string, description: string, body = ''): string {
  return `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\n${body || defaultBody(name)}`;
}

function defaultBody(name: string): string {
  return [
    '## Steps',
    '',
    `1. Read the input files for ${name}.`,
    '2. Produce the output in the format described below.',
    '',
    '## Output format',
    '',
    'Return JSON with a `result` field.',
    '',
    '```json',
    '{ "result": "ok" }',
    '```',
    '',
    '## Examples',
    '',
    '- An example input and output.',
    '',
  ].join('\n');
}

/** Line (1-based) of the orphan link in beta's SKILL.md. */
export const BETA_ORPHAN_LINE = 7;
export const PLUGIN = 'plugins/toolkit';
export const SKILLS = `${PLUGIN}/skills`;

const BETA = [
  '---',
  'name: beta',
  'description: Formats release notes from merged pull requests. Use when preparing a release, for drafting changelogs.',
  '---',
  '# beta',
  '',
  'See [the style spec](references/style-spec.md) before writing.',
  '',
  '## Steps',
  '',
  '1. Collect merged pull requests.',
  '2. Group them by label and output markdown.',
  '',
].join('\n');

export const BASE_FILES: Record<string, string> = {
  'README.md': '# Skills\n',
  [`${PLUGIN}/.claude-plugin/plugin.json`]: JSON.stringify(
    { name: 'toolkit', description: 'A toolkit of skills.' },
    null,
    2,
  ),
  [`${PLUGIN}/agents/reviewer.md`]: '---\nname: reviewer\ndescription: Reviews changes.\n---\nReview the diff.\n',
  [`${SKILLS}/alpha/SKILL.md`]: skillMd('alpha', 'Converts CSV files to tables in markdown documents.'),
  [`${SKILLS}/alpha/references/usage.md`]: '# Usage\n',
  [`${SKILLS}/beta/SKILL.md`]: BETA,
  [`${SKILLS}/old-name/SKILL.md`]: skillMd(
    'renamed-skill',
    'Lints YAML files. Use when a YAML file fails to parse, for debugging configs.',
  ),
  // Unlike any other file, so that git does not take its deletion for a rename.
  [`${SKILLS}/doomed/SKILL.md`]:
    '---\nname: doomed\ndescription: Archived workflow kept for history only.\n---\nNothing here is maintained any more; it will be deleted.\n',
  'skills/standalone/SKILL.md': skillMd(
    'standalone',
    'Stays the same. Use when testing that unchanged skills are not scored.',
  ),
};

/** The pull request: path → new content (null = deleted); the rename is done with git mv. */
export const HEAD_CHANGES: Record<string, string | null> = {
  'README.md': '# Skills\n\nNow with more skills.\n',
  [`${PLUGIN}/agents/reviewer.md`]:
    '---\nname: reviewer\ndescription: Reviews changes for style and correctness. Use proactively after edits.\ntools: Read, Grep\nmodel: sonnet\n---\nReview the diff.\n',
  [`${SKILLS}/alpha/SKILL.md`]: skillMd(
    'alpha',
    'Converts CSV files to markdown tables. Use when the user asks to turn CSV or spreadsheet data into a table, for reports, during documentation work.',
  ),
  [`${SKILLS}/beta/references/guide.md`]: '# Guide\n',
  [`${SKILLS}/broken/SKILL.md`]: '---\nname: broken\ndescription:\n  - not\n  - a string\n---\n# broken\n',
  [`${SKILLS}/gamma/SKILL.md`]: skillMd('gamma', 'Tiny.'),
  [`${SKILLS}/doomed/SKILL.md`]: null,
};

export interface PrRepo {
  dir: string;
  baseSha: string;
  headSha: string;
  /** The pull request's files as the REST API lists them. */
  files: PullFile[];
}

function initRepo(dir: string): void {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'commit.gpgsign', 'false');
}

/** The changed files between two commits, in the API's shape. */
export function pullFilesBetween(dir: string, base: string, head: string): PullFile[] {
  const out = git(dir, 'diff', '--name-status', '-M', base, head);
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [code, a, b] = line.split('\t');
      if (code.startsWith('R')) return { filename: b, status: 'renamed' as const, previous_filename: a };
      return {
        filename: a,
        status: code === 'A' ? ('added' as const) : code === 'D' ? ('removed' as const) : ('modified' as const),
      };
    });
}

/** Builds a repo with `base` committed, then `changes` (and renames) committed on top. */
export function buildRepo(
  base: Record<string, string>,
  changes: Record<string, string | null>,
  renames: Array<[string, string]> = [],
): PrRepo {
  const dir = tempDir('pe-repo-');
  initRepo(dir);
  writeTree(dir, base);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD');
  for (const [from, to] of renames) git(dir, 'mv', from, to);
  writeTree(dir, changes);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  const headSha = git(dir, 'rev-parse', 'HEAD');
  return { dir, baseSha, headSha, files: pullFilesBetween(dir, baseSha, headSha) };
}

/** The standard pull request of the end-to-end tests. */
export function buildPluginPr(): PrRepo {
  return buildRepo(BASE_FILES, HEAD_CHANGES, [[`${SKILLS}/old-name`, `${SKILLS}/new-name`]]);
}

/** `n` skills, each changed with its SKILL.md and `refsPerSkill` reference files. */
export function buildManySkillsPr(n: number, refsPerSkill: number): PrRepo {
  const base: Record<string, string> = { 'README.md': '# Many\n' };
  const changes: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const name = `skill-${String(i).padStart(2, '0')}`;
    base[`skills/${name}/SKILL.md`] = skillMd(name, `Does task ${i}. Use when task ${i} comes up.`);
    // Each head version has a weak description (2 anti-patterns) and a dead link: 3 annotations.
    changes[`skills/${name}/SKILL.md`] = skillMd(
      name,
      `Task ${i}.`,
      `See [spec](references/missing-${i}.md).\n\n## Steps\n\n1. Do it.\n`,
    );
    for (let r = 0; r < refsPerSkill; r++) changes[`skills/${name}/references/ref-${r}.md`] = `# Ref ${r}\n`;
  }
  return buildRepo(base, changes);
}

/** A bare `origin` for `repo.dir` and a shallow clone of its head: the base must be fetched. */
export function shallowClone(repo: PrRepo): string {
  const origin = tempDir('pe-origin-');
  git(origin, 'clone', '-q', '--bare', repo.dir, origin + '/repo.git');
  const work = tempDir('pe-work-');
  git(work, 'clone', '-q', '--depth=1', `file://${origin}/repo.git`, 'checkout');
  return path.join(work, 'checkout');
}

/** The head's files in a fresh one-commit repo with no remote: the base can only come from the API. */
export function isolatedCheckout(repo: PrRepo): string {
  const work = tempDir('pe-iso-');
  const tar = path.join(tempDir('pe-head-'), 'head.tar');
  git(repo.dir, 'archive', '--format=tar', '-o', tar, repo.headSha);
  execFileSync('tar', ['-xf', tar, '-C', work]);
  rmSync(path.dirname(tar), { recursive: true, force: true });
  initRepo(work);
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'head only');
  return work;
}

/** Every file of a commit: path → content (for the fake contents API). */
export function treeAt(repo: PrRepo, sha: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const p of git(repo.dir, 'ls-tree', '-r', '--name-only', sha).split('\n').filter(Boolean)) {
    files[p] = execFileSync('git', ['show', `${sha}:${p}`], { cwd: repo.dir, encoding: 'utf8' });
  }
  return files;
}
