import { wordSet } from '../../src/text/wordSet.js';

test('a space-separated string becomes the set of its words', () => {
  const s = wordSet('at by at the');
  expect([...s]).toEqual(['at', 'by', 'the']);
  expect(s.has('by')).toBe(true);
  expect(s.has('b')).toBe(false);
});
