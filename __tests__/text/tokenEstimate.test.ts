import { tokensOfBytes, utf8Length } from '../../src/text/tokenEstimate.js';

describe('utf8Length', () => {
  test.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['─', 3],
    ['日本', 6],
    ['😀', 4],
    ['\ud800x', 4],
  ])('%j is %d bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    if (!text.includes('\ud800')) expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

test('tokensOfBytes: four bytes a token, rounded up', () => {
  expect(tokensOfBytes(0)).toBe(0);
  expect(tokensOfBytes(1)).toBe(1);
  expect(tokensOfBytes(20_000)).toBe(5000);
});
