// Hostile folder and frontmatter names for the tests of issue 6 (CLI, sweep, merge, Action).
import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { goodSkill } from './tree.js';

/** Every file under `dir`, as paths relative to it (to show nothing was written elsewhere). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p).map((f) => path.join(name, f)));
    else out.push(name);
  }
  return out.sort();
}

/** Folder names a contributor could commit (all legal on Linux). */
export const HOSTILE_DIRS = [
  'with space',
  'new\nline',
  'tab\tname',
  'ünïcödé-名前',
  '..dots',
  'a..b',
  '-dash',
  'back\\slash',
  'summary',
  'Summary',
  'index',
  'plugin-eval',
  'root',
  '# heading',
  '<img src=x onerror=alert(1)>',
];

/** Frontmatter names (quoted YAML, so each is a string) that try to break out of where they are shown. */
export const HOSTILE_NAMES = [
  '../../etc/passwd',
  'line one\n# injected heading',
  '<script>alert(1)</script>',
  '@octocat please merge',
  '..',
  '',
  '名前 with spaces',
];

export function hostileTree(): Record<string, string> {
  const files: Record<string, string> = {};
  HOSTILE_DIRS.forEach((dir, i) => {
    files[`skills/${dir}/SKILL.md`] = goodSkill(`skill-${i}`);
  });
  HOSTILE_NAMES.forEach((name, i) => {
    files[`named/n${i}/SKILL.md`] = goodSkill('x').replace('name: x', `name: ${JSON.stringify(name)}`);
  });
  // A frontmatter that is not a mapping, and names that are not strings: clear errors.
  files['named/list/SKILL.md'] = '---\n- a\n- b\n---\n# list\n';
  files['named/number/SKILL.md'] = '---\nname: 42\ndescription: [1, 2]\n---\n# n\n';
  return files;
}
