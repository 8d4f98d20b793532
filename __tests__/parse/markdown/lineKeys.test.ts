import { FENCE, PROSE, readDoc, type Doc } from '../../../src/parse/markdown/document.js';
import {
  holdsText,
  lineKey,
  MIN_SHARED_LINE_CHARS,
  normaliseSharedLine,
  sharedLineKeys,
  sharedLineKeysOfDoc,
} from '../../../src/parse/markdown/lineKeys.js';
import { paragraphEnd, paragraphText } from '../../../src/parse/markdown/specified.js';

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

describe('holdsText', () => {
  // The definition before the first character was looked at: whitespace collapsed, then both tests.
  const TABLE_SEPARATOR = /^\|?[\s:|-]+\|?$/;
  const HTML_COMMENT_ONLY = /^<!--.*-->$/;
  function heldBefore(doc: Doc, i: number): boolean {
    const raw = doc.raw[i];
    const k = doc.kind[i];
    if (k === FENCE || raw.trim() === '') return false;
    if (k !== PROSE) return true;
    if (/^ {0,3}#{1,6}(?:\s|$)/.test(raw)) return false;
    const n = raw.replace(/\s+/g, ' ').trim();
    return !TABLE_SEPARATOR.test(n) && !HTML_COMMENT_ONLY.test(n);
  }

  it('holds what it held when every line was collapsed and tested', () => {
    const pieces = ['|', ':', '-', '<!--', '-->', ' ', '\t', '\u00a0', 'a', '#', '<', '>', '\u2028', '`'];
    const lines: string[] = [];
    for (const a of pieces) for (const b of pieces) for (const c of pieces) lines.push(`${a}${b}${c}`);
    lines.push('| --- | :-: |', '  <!-- note -->  ', '<!---->', '<!--->', '\u00a0|-|', '```', 'code', '```');
    const doc = readDoc(lines.join('\n'));
    let differ = 0;
    for (let i = 0; i < doc.raw.length; i++) if (holdsText(doc, i) !== heldBefore(doc, i)) differ++;
    expect(differ).toBe(0);
    expect(doc.raw.some((_, i) => holdsText(doc, i))).toBe(true);
    expect(doc.raw.some((_, i) => doc.raw[i].trim() !== '' && !holdsText(doc, i))).toBe(true);
  });
});

describe('sharedLineKeysOfDoc read in place', () => {
  // The definition before paragraphs were read in place: each one joined, normalised, tested, hashed.
  function keysBefore(doc: Doc): Map<number, { line: number; chars: number }> {
    const keys = new Map<number, { line: number; chars: number }>();
    for (let i = 0; i < doc.raw.length; i++) {
      if (!holdsText(doc, i) || doc.kind[i] !== PROSE) continue;
      const end = paragraphEnd(doc, i);
      const joined = paragraphText(doc, i, end);
      const n = normaliseSharedLine(joined);
      const can =
        joined.length * 2 >= MIN_SHARED_LINE_CHARS &&
        n.length >= MIN_SHARED_LINE_CHARS &&
        !/^\|?[\s:|-]+\|?$/.test(n) &&
        !/^<!--.*-->$/.test(n) &&
        /\p{L}/u.test(n);
      if (can && !keys.has(lineKey(n))) keys.set(lineKey(n), { line: i, chars: n.length });
      i = end;
    }
    return keys;
  }

  it('keys every paragraph as its normalised text does', () => {
    const heads = ['', '- ', '1. ', '> - ', '  * ', '-', '12)', '<!--', '|', '\u00a0', '\t'];
    const bodies = ['Run The Tests', '-- | : --', 'Déjà vu', 'a\u00a0 \tb', '', '-->', '\u2028x', 'İstanbul'];
    const tails = ['', ' ', '-->', ' '.repeat(3) + 'x'.repeat(30), '|'];
    const paragraphs: string[] = [];
    for (const h of heads)
      for (const b of bodies)
        for (const t of tails) {
          paragraphs.push(`${h}${b}${t}`, `${h}${b}\n${t}${b}`, `${h}\n${b}${t}`);
        }
    let differ = 0;
    for (const p of paragraphs) {
      const doc = readDoc(p);
      const now = [...sharedLineKeysOfDoc(doc, 0).keys];
      if (JSON.stringify(now) !== JSON.stringify([...keysBefore(doc)])) differ++;
    }
    expect(differ).toBe(0);
    // Some are keyed, some not: the comparison is not of empty maps alone.
    expect(paragraphs.filter((p) => sharedLineKeysOfDoc(readDoc(p), 0).keys.size > 0).length).toBeGreaterThan(50);
    expect(paragraphs.filter((p) => sharedLineKeysOfDoc(readDoc(p), 0).keys.size === 0).length).toBeGreaterThan(50);
  });
});
