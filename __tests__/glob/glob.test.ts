// The configuration's globs (`ignore`, `overrides.files`): matched against target folders the way
// .gitignore users expect, and in time linear in the path, whatever the pattern or folder name.
import { describe, expect, test } from '@jest/globals';
import { matchesAny } from '../../src/config/settings.js';
import { parseConfig } from '../../src/config/parse.js';
import { compileGlob, GlobError, globMatchesFolder } from '../../src/glob/glob.js';

const matches = (pattern: string, folder: string): boolean => globMatchesFolder(compileGlob(pattern), folder);

describe('folders match the way .gitignore users expect', () => {
  test.each([
    // A pattern without a slash matches at any depth.
    ['template', 'template', true],
    ['template', 'skills/template', true],
    ['template', 'skills/templates', false],
    ['*-draft', 'skills/x-draft', true],
    // A folder pattern matches everything under it; `dir/**` and `dir/` name the folder.
    ['template/**', 'template', true],
    ['template/**', 'template/a', true],
    ['template/', 'template/a/b', true],
    ['skills/theme-factory/**', 'skills/theme-factory', true],
    ['skills/theme-factory/**', 'skills/theme-factory-2', false],
    ['examples/**', 'examples', true],
    ['examples/**', 'docs/examples', false],
    ['**/template', 'a/b/template', true],
    ['**/template', 'template', true],
    // With a slash, relative to the repository root.
    ['skills/*', 'skills/a', true],
    ['skills/*', 'plugins/skills/a', false],
    ['/template', 'skills/template', false],
    ['skills/*/x', 'skills/a/x', true],
    ['skills/**/x', 'skills/x', true],
    ['skills/**/x', 'skills/a/b/x', true],
    ['skills/**/x', 'skills/a/b/y', false],
    ['./skills/a', 'skills/a', true],
    // Wildcards stop at a slash; sets, single characters, braces, escapes.
    ['skills/a*', 'skills/ab/c', true],
    ['skills/a*c', 'skills/ab/c', false],
    ['skills/a?c', 'skills/abc', true],
    ['skills/a?c', 'skills/a/c', false],
    ['skills/[ab]x', 'skills/bx', true],
    ['skills/[!ab]x', 'skills/bx', false],
    ['skills/[a-c]x', 'skills/cx', true],
    ['skills/{alpha,beta}', 'skills/beta', true],
    ['skills/{alpha,beta}', 'skills/gamma', false],
    ['skills/\\*', 'skills/*', true],
    ['skills/\\*', 'skills/a', false],
    // Dot folders are ordinary folders.
    ['*', '.hidden', true],
    ['**', 'anything/at/all', true],
  ])('%s against %s: %s', (pattern, folder, expected) => {
    expect(matches(pattern, folder)).toBe(expected);
  });

  test('matchesAny takes any of the patterns', () => {
    expect(matchesAny('skills/template', ['nothing', 'template/**'])).toBe(false);
    expect(matchesAny('template', ['nothing', 'template/**'])).toBe(true);
    expect(matchesAny('skills/template', ['nothing', 'template'])).toBe(true);
  });

  test('braces that expand past the limit, and negated patterns, are configuration errors with a line', () => {
    expect(() => compileGlob('{a,b}'.repeat(7))).toThrow(GlobError);
    expect(() => parseConfig(`threshold: 50\nignore:\n  - '${'{a,b}'.repeat(7)}'\n`, '.plugin-eval.yml')).toThrow(
      /\.plugin-eval\.yml:3: ignore: .*alternatives/,
    );
    expect(() => parseConfig(`overrides:\n  - files: ['!skills/a']\n    threshold: 1\n`, '.plugin-eval.yml')).toThrow(
      /overrides\[0\]\.files: .*negated/,
    );
  });
});

/** CPU time (ms) of `reps` matches of `pattern` against `folder`, the least of a few rounds. */
function cpuMs(pattern: string, folder: string, reps: number): number {
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < reps; i++) matchesAny(folder, [pattern]);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('matching is linear in the folder name, whatever the pattern', () => {
  test.each([
    ['stars between letters', 'skills/*a*a*a*a*a*a*a*a*a*a*b', (n: number) => `skills/${'a'.repeat(n)}`],
    ['nine stars against dashes', '*-*-*-*-*-*-*-*-*x', (n: number) => `skills/${'-'.repeat(n)}`],
    ['folders of stars', '**/*a*/**/*a*a*/**/b', (n: number) => `${'a/'.repeat(n / 2)}a`],
  ])(
    '%s',
    (_name, pattern, folder) => {
      // A backtracking matcher takes seconds to minutes on the smaller size already.
      expect(matchesAny(folder(60), [pattern])).toBe(false);
      const reps = 200;
      const small = cpuMs(pattern, folder(120), reps);
      const large = cpuMs(pattern, folder(480), reps);
      // Linear: about 4× when the name grows 4× (a quadratic matcher 16×, a backtracking one far more).
      expect(large / Math.max(small, 0.5)).toBeLessThanOrEqual(8);
    },
    20_000,
  );
});
