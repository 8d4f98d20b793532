import {
  lineKey,
  MIN_SHARED_LINE_CHARS,
  normaliseSharedLine,
  sharedLineKeys,
} from '../../../src/parse/markdown/lineKeys.js';

const LONG = 'Check every command before running it against production data.';

describe('sharedLineKeys', () => {
  it('keys prose paragraphs of the body, once each, with their first line', () => {
    const text = `---\nname: a\ndescription: ${LONG}\n---\n\n${LONG}\n\n${LONG}\n`;
    const { keys, units } = sharedLineKeys(text);
    const n = normaliseSharedLine(LONG);
    expect([...keys.entries()]).toEqual([[lineKey(n), { line: 5, chars: n.length }]]);
    expect(units).toBe(2);
  });

  it('keys a paragraph whole, however it is wrapped; list items and quoted lines apart', () => {
    const wrapped = sharedLineKeys(LONG.replace(' before ', '\nbefore '));
    expect([...wrapped.keys.keys()]).toEqual([...sharedLineKeys(LONG).keys.keys()]);
    expect(wrapped.units).toBe(1);
    expect(sharedLineKeys(`- ${LONG}\n- ${LONG}.\n> ${LONG}!`).units).toBe(3);
  });

  it('counts units of text: no heading, fence line or lone comment, each line of code', () => {
    const text = ['## Examples', '', '```bash', 'make build', 'make test', '```', '<!-- break -->', '', LONG].join(
      '\n',
    );
    expect(sharedLineKeys(text).units).toBe(3);
  });

  it('leaves out headings, code, short lines, table separators and lone comments', () => {
    const text = [
      `## ${LONG}`,
      '```bash',
      `# ${LONG}`,
      '```',
      '## Examples',
      '|-------------------------------|-------------------------------|',
      `<!-- ${LONG} -->`,
      'a'.repeat(MIN_SHARED_LINE_CHARS - 1),
    ].join('\n');
    expect(sharedLineKeys(text).keys.size).toBe(0);
  });

  it('matches a line whatever its list marker, case and spacing', () => {
    const a = sharedLineKeys(`- ${LONG}`).keys;
    const b = sharedLineKeys(`>   ${LONG.toUpperCase().replace(/ /g, '  ')}`).keys;
    expect([...a.keys()]).toEqual([...b.keys()]);
  });

  it('gives different keys to different lines', () => {
    expect(lineKey(LONG)).not.toBe(lineKey(`${LONG}.`));
    expect(Number.isSafeInteger(lineKey(LONG))).toBe(true);
  });
});
