import { isWhiteSpace, visibleLength } from '../../src/text/whiteSpace.js';

test('isWhiteSpace agrees with \\s on every UTF-16 unit', () => {
  const differ: number[] = [];
  for (let c = 0; c <= 0xffff; c++) if (isWhiteSpace(c) !== /\s/u.test(String.fromCharCode(c))) differ.push(c);
  expect(differ).toEqual([]);
});

test('visibleLength is the length without white space, surrogate pairs and lone surrogates included', () => {
  const texts = ['', '   ', 'a b\tc\n', '\u00a0x\u3000y\ufeff', 'emoji 😀 and \ud800 lone', '  - list item  '];
  for (const t of texts) expect(visibleLength(t)).toBe(t.replace(/\s+/gu, '').length);
});
