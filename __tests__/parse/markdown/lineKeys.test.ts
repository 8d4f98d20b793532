import {
  lineKey,
  MIN_SHARED_LINE_CHARS,
  normaliseSharedLine,
  sharedLineKeys,
} from '../../../src/parse/markdown/lineKeys.js';

const LONG = 'Check every command before running it against production data.';

describe('sharedLineKeys', () => {
  it('keys prose lines of the body, once each, with their first line', () => {
    const text = `---\nname: a\ndescription: ${LONG}\n---\n\n${LONG}\n\n${LONG}\n`;
    const { keys, bodyLines } = sharedLineKeys(text);
    expect([...keys.entries()]).toEqual([[lineKey(normaliseSharedLine(LONG)), 5]]);
    expect(bodyLines).toBe(2);
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
