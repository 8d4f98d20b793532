// The README and docs/ as a reader meets them: the generated parts match their sources, every
// relative link leads to a file and heading that exist, and the README stays one short page.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fillPart, GENERATED_PARTS, renderActionInputs } from '../../src/docs/generated.js';
import { REPO_ROOT } from '../helpers/actionRun.js';
import { tempDir } from '../helpers/tempDir.js';

const DOCS = path.join(REPO_ROOT, 'docs');
const read = (file: string) => readFileSync(file, 'utf8');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

/** The text a reader sees as prose: fenced blocks and code spans blanked out. */
function prose(text: string): string {
  return text.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

function anchors(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of prose(text.replace(/`/g, '')).matchAll(/^#{1,6} (.+)$/gm)) found.add(slug(m[1]));
  return found;
}

/** The relative links of a page that do not lead to an existing file and heading. */
function brokenLinks(file: string): string[] {
  const text = read(file);
  const broken: string[] = [];
  for (const m of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/i.test(target)) continue;
    const [rel, anchor] = target.split('#');
    const dest = rel === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(rel));
    if (!existsSync(dest)) broken.push(`${target} (no such file)`);
    else if (anchor && dest.endsWith('.md') && !anchors(read(dest)).has(anchor)) broken.push(`${target} (no such heading)`);
  }
  return broken;
}

describe('the README and docs/', () => {
  const pages = [path.join(REPO_ROOT, 'README.md'), ...markdownFiles(DOCS)];

  test('every generated part is what its source writes now (run `npm run docs` when this fails)', () => {
    const sources = { actionYml: read(path.join(REPO_ROOT, 'action.yml')) };
    for (const part of GENERATED_PARTS) {
      const page = read(path.join(DOCS, part.page));
      expect(fillPart(page, part.name, part.render(sources))).toBe(page);
    }
  });

  test('every relative link leads to a file and a heading that exist', () => {
    const broken = pages.flatMap((file) => brokenLinks(file).map((l) => `${path.relative(REPO_ROOT, file)}: ${l}`));
    expect(broken).toEqual([]);
  });

  test('the README is one short page that links every docs page', () => {
    const readme = read(path.join(REPO_ROOT, 'README.md'));
    expect(readme.split('\n').length).toBeLessThan(250);
    for (const page of readdirSync(DOCS).filter((n) => n.endsWith('.md'))) expect(readme).toContain(`](docs/${page})`);
  });

  test('the inputs table lists every input of action.yml with its default', () => {
    const table = renderActionInputs({ actionYml: 'inputs:\n  a:\n    description: One | two\n    default: x\n  b:\n    description: B\n' });
    expect(table.split('\n').slice(2)).toEqual(['| `a` | `x` | One \\| two |', '| `b` | empty | B |']);
  });

  test('a page without the markers of a part is an error, not a silent skip', () => {
    expect(() => fillPart('# page\n', 'inputs', 'x')).toThrow(/generated:inputs/);
  });
});

describe('the link checker', () => {
  test('finds a missing file and a missing heading, and ignores code', () => {
    expect(slug('Methods: calibrated and `reference`'.replace(/`/g, ''))).toBe('methods-calibrated-and-reference');
    expect(prose('a `[x](nope.md)` b\n```\n[y](nope.md)\n```\n')).not.toContain('nope.md');
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.md'), '# A\n\n## Real heading\n\n[ok](#real-heading) [f](b.md) [h](a.md#nope) `[c](gone.md)`\n');
    expect(brokenLinks(path.join(dir, 'a.md'))).toEqual(['b.md (no such file)', 'a.md#nope (no such heading)']);
  });
});
