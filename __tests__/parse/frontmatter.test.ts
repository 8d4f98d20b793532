// The frontmatter parse reads a block exactly as gray-matter (which it used to call) hands it to
// js-yaml: same data, same errors, on generated blocks of YAML lines, comments, blanks and junk.
import fc from 'fast-check';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { PYYAML_LIKE_SCHEMA as SCHEMA, splitFrontmatter } from '../../src/parse/frontmatter.js';

/** The data (or the error message) gray-matter gives for a block, as the parser used to call it. */
function throughGrayMatter(yamlText: string, lastKeyWins: boolean): { data?: unknown; error?: string } {
  try {
    const file = matter(`---\n${yamlText}\n---\n`, { engines: { yaml: (s: string) => yaml.safeLoad(s, { schema: SCHEMA, json: lastKeyWins }) as object } });
    return { data: (file as unknown as { data: unknown }).data };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

function expected(yamlText: string): { data?: unknown; error?: string } {
  const first = throughGrayMatter(yamlText, false);
  if (first.error && (first.error.startsWith('duplicated mapping key') || first.error.includes('duplicated mapping key'))) return throughGrayMatter(yamlText, true);
  return first;
}

const LINES = [
  'name: demo', 'description: "Converts CSV. Use when asked."', 'flag: yes', 'off: on', 'n: 12', 'when: 2024-01-02', '# a comment', '  # indented comment',
  '#', '# ', '', '   ', '\t', 'name: again', 'list:', '  - a', '  - b', '- item', 'key: [unclosed', 'a: b: c', '"quoted": x', 'x: |', '  block text',
  '~', 'null', 'plain text', '-- dashes', 'k: v # trailing', '\u00a0', 'tags: {a: 1}', '? complex', '&anchor a: 1', 'b: *anchor',
];

describe('frontmatter parse', () => {
  test('the same data or error as through gray-matter, on generated blocks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 8 }), fc.constantFrom('', '\n', ' ', '\n\n'), (lines, tail) => {
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
      }),
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
