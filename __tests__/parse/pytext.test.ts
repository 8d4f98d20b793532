// Python text semantics: the one-sided \b forms pyRegex emits must match exactly where the
// two-sided Python \b would; strip/splitlines/len follow Python.
import fc from 'fast-check';
import { B, S, W, cpLength, pyRegex, pySplitlines, pyStrip } from '../../src/parse/pytext.js';

/** The reference translation: every \b two-sided, no shortcuts. */
function generic(pattern: string, flags: string): RegExp {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      const n = pattern[i + 1];
      out +=
        n === 'w'
          ? inClass
            ? W.slice(1, -1)
            : W
          : n === 's'
            ? inClass
              ? S.slice(1, -1)
              : S
            : n === 'b' && !inClass
              ? B
              : c + n;
      i++;
    } else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      out += c;
    }
  }
  return new RegExp(out, flags + 'u');
}

const PATTERNS = [
  '\\b(?:MUST|NEVER|ALWAYS)\\b',
  '\\b(?:returns?|produces?|outputs?|generates?)\\b',
  '\\boutput\\b[^\\n]*\\bformat\\b|\\bformat\\b[^\\n]*\\boutput\\b',
  '\\b(?:orchestrat|coordinat|dispatch)',
  '\\b(?:when|for|during)\\s+\\w+ing\\b',
  '\\b(?:(?:should\\s+be\\s+)?used?\\s+(?:this\\s+skill\\s+)?(?:when|after))\\b',
  '\\b[Tt][Hh][Ee]\\s+`?(?:Read|LS|LSP)`?\\s+tool\\b',
  '\\b(?:a)?b\\b',
  'x(?:ab|c)?\\b',
  '(?<![\\w-])(skills?/|sub-skills/)([a-z0-9-]+)',
];

const ALPHABET = [
  'a',
  'b',
  'x',
  'c',
  'MUST',
  'use',
  'used',
  'when',
  'for',
  'ing',
  'the',
  'Read',
  'LS',
  'LSP',
  'tool',
  'output',
  'format',
  ' ',
  '\n',
  '`',
  '-',
  '_',
  '工',
  'é',
  '\u00a0',
  '1',
  'skills/',
  'returns',
  'should be ',
];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 30 }).map((parts) => parts.join(''));

test.each(PATTERNS)('pyRegex(%s) matches exactly where the two-sided \\b would', (pattern) => {
  for (const flags of ['g', 'gi']) {
    const fast = pyRegex(pattern, flags);
    const slow = generic(pattern, flags);
    fc.assert(
      fc.property(text, (s) => {
        const a = [...s.matchAll(fast)].map((m) => `${m.index}:${m[0]}`);
        const b = [...s.matchAll(slow)].map((m) => `${m.index}:${m[0]}`);
        expect(a).toEqual(b);
      }),
      { numRuns: 300 },
    );
  }
});

test('CJK characters are word characters: no boundary between 工具 and Use', () => {
  expect(pyRegex('\\bUse\\b').test('工具Use when')).toBe(false);
  expect(pyRegex('\\bUse\\b').test('工具 Use when')).toBe(true);
});

test('strip, splitlines and len follow Python', () => {
  expect(pyStrip('\u3000\x1c a b \x85\u2029')).toBe('a b');
  expect(pyStrip('\uFEFFa')).toBe('\uFEFFa'); // BOM is not whitespace to Python
  expect(pySplitlines('a\nb\x0bc\x1cd\u2028e\n')).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(pySplitlines('a\n\nb')).toEqual(['a', '', 'b']);
  expect(pySplitlines('')).toEqual([]);
  expect(cpLength('😀a')).toBe(2);
});

describe("re.IGNORECASE's extra equivalences", () => {
  // Python matches ı (U+0131) and İ (U+0130) to i under IGNORECASE (sre's equivalence table and
  // İ's simple lower case); JavaScript's case folding does not, so pyRegex adds them.
  test.each([
    ['\\bproactively\\b', 'use proact\u0131vely', true],
    ['\\bproactively\\b', 'PROACT\u0130VELY', true],
    ['\\b(?:the|use)\\s+`(Write|Edit)`', 'use `Wr\u0131te`', true],
    ['\\bwhen\\s+\\w+ing\\b', 'when test\u0131ng', true],
    ['x[a-z]y', 'x\u0131y', true],
    ['x[hij]y', 'x\u0130y', true],
    ['x[abc]y', 'x\u0131y', false],
    ['\\bskill\\b', 'S\u212aILL', true],
    ['\\bus\\b', 'u\u017f', true],
  ])('pyRegex(%s, i) on %j: %s', (pattern, text, hit) => {
    expect(pyRegex(pattern, 'i').test(text)).toBe(hit);
  });

  test('without IGNORECASE nothing is added', () => {
    expect(pyRegex('\\bproactively\\b').test('proact\u0131vely')).toBe(false);
    expect(pyRegex('\\bproactively\\b').test('proactively')).toBe(true);
  });
});

describe('IGNORECASE leaves \\w and \\s as they are', () => {
  // Under JavaScript's /iu, U+0345 (a combining mark) folds to a Greek letter and so would match \w;
  // Python's \w is by category whatever the flags.
  test('U+0345 is not a word character in a case-insensitive pattern', () => {
    expect(pyRegex('\\bfor\\s+\\w+ing\\b', 'i').test('for fixing\u0345')).toBe(true);
    expect(pyRegex('\\w', 'i').test('\u0345')).toBe(false);
    expect(pyRegex('\\w', 'i').test('\u03b9')).toBe(true);
  });

  test('letters match their cases and Python extras only', () => {
    const r = pyRegex('^(?:skill|use)$', 'i');
    for (const s of ['SKILL', 'S\u212aILL', '\u017fkill', 'sk\u0130ll', 'sk\u0131ll', 'Use'])
      expect([s, r.test(s)]).toEqual([s, true]);
    for (const s of ['skiil', 'sk\u00eell', '\uff53kill']) expect([s, r.test(s)]).toEqual([s, false]);
  });
});
