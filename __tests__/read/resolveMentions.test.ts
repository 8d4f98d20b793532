// Resolving the paths a SKILL.md names: each file is read once however many ways the text names
// it, linked documents are decoded strictly (CRLF made LF), and what is not text is judged by
// its bytes only.
import { resolveMentions } from '../../src/read/resolveMentions.js';
import { MemorySource, type FileSource } from '../../src/read/source.js';

function counting(source: FileSource): { source: FileSource; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  return {
    reads,
    source: {
      label: source.label,
      stat: (rel) => source.stat(rel),
      list: (rel) => source.list(rel),
      readFile: (rel, max) => {
        reads.set(rel, (reads.get(rel) ?? 0) + 1);
        return source.readFile(rel, max);
      },
    },
  };
}

const PROSE =
  'Run the formatter over every changed file, then check the linter output, fix each warning it reports, and commit the result with a short message naming the rule.';

const SKILL = [
  '# S',
  'Read [the guide](references/guide.md) first, then `references/guide.md` again,',
  'and [notes](references/notes.md), [data](references/data.md), [folder](references/).',
  '',
].join('\n');

test('a file named several ways is read once; linked text is decoded strictly, CRLF made LF', async () => {
  const memory = new MemorySource({
    's/SKILL.md': SKILL,
    's/references/guide.md': `# Guide\r\n${PROSE}\r\nStep two: check.\rDone.\n`,
    's/references/notes.md': '# Notes\nPlain lines about the formatter and its settings.\n',
    's/references/data.md': new Uint8Array([0x23, 0x20, 0xc3, 0x28, 0x0a]),
  });
  const { source, reads } = counting(memory);
  const resolved = await resolveMentions(source, 's', SKILL, 0);
  expect(resolved['link:references/guide.md']).toMatchObject({ type: 'file', inSkill: true, substantive: true });
  expect(resolved['link:references/guide.md'].text).toBe(`# Guide\n${PROSE}\nStep two: check.\nDone.\n`);
  expect(resolved['path:references/guide.md']).toEqual(resolved['link:references/guide.md']);
  expect(resolved['link:references/notes.md']).toMatchObject({
    substantive: false,
    text: '# Notes\nPlain lines about the formatter and its settings.\n',
  });
  // Not UTF-8: no text, and the next document still decodes.
  expect(resolved['link:references/data.md']).toMatchObject({ type: 'file', inSkill: true });
  expect(resolved['link:references/data.md'].text).toBeUndefined();
  expect(resolved['link:references']).toMatchObject({ type: 'dir', substantive: true });
  // The folder's files were read to judge it, and not again for the links to them.
  expect([...reads.values()].every((n) => n === 1)).toBe(true);
  expect([...reads.keys()].sort()).toEqual(['s/references/data.md', 's/references/guide.md', 's/references/notes.md']);
});
