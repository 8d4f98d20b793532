// The frontmatter parse reads a block exactly as gray-matter (which it used to call) hands it to
// js-yaml: same data, same errors, on generated blocks of YAML lines, comments, blanks and junk.
import fc from 'fast-check';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { PYYAML_LIKE_SCHEMA as SCHEMA, splitFrontmatter } from '../../src/parse/frontmatter.js';

/** The data (or the error message) gray-matter gives for a block, as the parser used to call it. */
function throughGrayMatter(yamlText: string, lastKeyWins: boolean): { data?: unknown; error?: string } {
  try {
    const file = matter(`---\n${yamlText}\n---\n`, {
      engines: { yaml: (s: string) => yaml.safeLoad(s, { schema: SCHEMA, json: lastKeyWins }) as object },
    });
    return { data: (file as unknown as { data: unknown }).data };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

function expected(yamlText: string): { data?: unknown; error?: string } {
  const first = throughGrayMatter(yamlText, false);
  if (
    first.error &&
    (first.error.startsWith('duplicated mapping key') || first.error.includes('duplicated mapping key'))
  )
    return throughGrayMatter(yamlText, true);
  return first;
}

const LINES = [
  'name: demo',
  'description: "Converts CSV. Use when asked."',
  'flag: yes',
  'off: on',
  'n: 12',
  'when: 2024-01-02',
  '# a comment',
  '  # indented comment',
  '#',
  '# ',
  '',
  '   ',
  '\t',
  'name: again',
  'list:',
  '  - a',
  '  - b',
  '- item',
  'key: [unclosed',
  'a: b: c',
  '"quoted": x',
  'x: |',
  '  block text',
  '~',
  'null',
  'plain text',
  '-- dashes',
  'k: v # trailing',
  '\u00a0',
  'tags: {a: 1}',
  '? complex',
  '&anchor a: 1',
  'b: *anchor',
];

describe('frontmatter parse', () => {
  test('the same data or error as through gray-matter, on generated blocks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LINES), { maxLength: 8 }),
        fc.constantFrom('', '\n', ' ', '\n\n'),
        (lines, tail) => {
          const yamlText = `\n${lines.join('\n')}${tail}`;
          const split = splitFrontmatter(`---${yamlText}---\nbody\n`);
          const want = expected(yamlText);
          if (want.error !== undefined) {
            expect(split.found).toBe(false);
            expect(split.error).toBeDefined();
          } else {
            expect(split.found).toBe(true);
            expect(split.data).toEqual(want.data ?? {});
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  test('a block of blanks and comments only is an empty mapping, not parsed', () => {
    for (const block of ['\n', '\n# only a comment\n', '\n  # one\n\n# two\n']) {
      expect(splitFrontmatter(`---${block}---\nbody\n`)).toMatchObject({ found: true, data: {} });
      expect(throughGrayMatter(block, false).data).toEqual({});
    }
  });
});

describe("the reference's PyYAML reading (FrontmatterSplit.pyyaml)", () => {
  // PyYAML's scanner (yaml/scanner.py) never skips a tab between tokens, takes NEL/LS/PS for line
  // breaks, and wants a space or an indicator after a quoted scalar; js-yaml does none of these.
  test.each([
    ['---\tname: x---', 1],
    ['---\nname:\tx\n---\n', 2],
    ['---\nname: x\t\n---\n', 2],
    ['---\ndescription: Use when\tediting\n---\n', 2],
    ['---\nd: [a,\tb]\n---\n', 2],
    ['---\nd: x\t# comment\n---\n', 2],
    ["---\ndescription: 'cccc'x:\n---\n", 2],
  ])('%j fails to parse as PyYAML reads it (line %i), not as js-yaml does', (text, line) => {
    const split = splitFrontmatter(text);
    expect(split.found).toBe(true);
    expect(split.pyyaml?.found).toBe(false);
    expect(split.pyyaml?.error?.line).toBe(line);
    expect(split.pyyaml?.body).toBe(text);
  });

  test.each([
    '---\nd: "a\tb"\n---\n',
    "---\nd: 'a\tb'\n---\n",
    '---\nd: |\n  a\tb\n  \tc\n---\n',
    '---\nd: |+\n \tddd\n---\n',
    '---\nd: x # c\tz\n---\n',
    '---\n"k": v\n---\n',
    '---\nd: ["a", \'b\']\n---\n',
  ])('%j reads the same both ways', (text) => {
    const split = splitFrontmatter(text);
    expect(split.found).toBe(true);
    expect(split.pyyaml).toBeUndefined();
  });

  test.each(['\u0085', '\u2028', '\u2029'])('%j is a line break to PyYAML', (sep) => {
    const split = splitFrontmatter(`---\nname: x${sep}description: Use when testing\n---\nbody`);
    expect(split.data).not.toEqual({ name: 'x', description: 'Use when testing' });
    expect(split.pyyaml?.data).toEqual({ name: 'x', description: 'Use when testing' });
    expect(split.pyyaml?.body).toBe('\nbody');
  });
});

describe("PyYAML's scalar types and key length (the reference method)", () => {
  // yaml/resolver.py: a float needs a dot and a signed exponent, an int may end in `_`, `=` is the
  // `value` tag that safe_load cannot construct; yaml/scanner.py: a simple key is at most 1024 characters.
  test.each([
    ['1e3', '1e3'],
    ['1.5e3', '1.5e3'],
    ['1.0e+3', 1000],
    ['1_', 1],
    ['0x1F', 31],
    ['017', 15],
    ['1:30', 90],
    ['.5', 0.5],
    ['yes', true],
  ])('d: %s is %j', (scalar, value) => {
    const split = splitFrontmatter(`---\nd: ${scalar}\n---\n`);
    expect((split.pyyaml ?? split).data).toEqual({ d: value });
  });

  test('`=` is a construction error', () => {
    const split = splitFrontmatter('---\nname: x\nd: =\n---\n');
    expect(split.data).toEqual({ name: 'x', d: '=' });
    expect(split.pyyaml?.found).toBe(false);
  });

  test.each([
    [1024, true],
    [1025, false],
  ])('a key of %i characters parses: %s', (n, ok) => {
    const split = splitFrontmatter(`---\nname: x\n${'k'.repeat(n)}: v\n---\n`);
    expect((split.pyyaml ?? split).found).toBe(ok);
  });
});

describe('a block scalar that ends the block without a line break (PyYAML)', () => {
  // `---` right after the last line: PyYAML's clip and keep chomping add no newline where there is
  // no line break; js-yaml adds one.
  test.each([
    ['name: >\n  code-review', 'code-review'],
    ['name: |\n  a\n  b', 'a\nb'],
    ['name: |+\n  a', 'a'],
    ['name: |-\n  a', 'a'],
    ['d: 1\nname: >1\n api-client', 'api-client'],
    // A duplicated key: its last value is the one written last, though the key stood first.
    ['name:\nd:\nname: >\n writing-plans', 'writing-plans'],
  ])('%j', (block, name) => {
    const split = splitFrontmatter(`---\n${block}---\n`);
    expect(((split.pyyaml ?? split).data as { name: string }).name).toBe(name);
  });

  test('with a line break before `---` the newline stays', () => {
    const split = splitFrontmatter('---\nname: >\n  code-review\n---\n');
    expect(((split.pyyaml ?? split).data as { name: string }).name).toBe('code-review\n');
  });
});
