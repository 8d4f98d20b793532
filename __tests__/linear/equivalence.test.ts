// The linear rewrites of patterns that took quadratic time decide exactly what the patterns they
// replace decided: each is compared with its definition (the original regex, or the original
// per-suffix check) on generated text rich in the characters that matter to it.
import fc from 'fast-check';
import { HEX_MIN_CHARS, BASE64_MIN_CHARS } from '../../src/rules/security.js';
import { firstReportedSuffix, longestHexRun, looksLikeBase64 } from '../../src/rules/security/encodedBlob.js';
import { IMPERATIVE_START_RE, startsImperative } from '../../src/rules/security/hiddenCommentInstructions.js';
import { inOrderOnALine, regexEnd, regexStart } from '../../src/text/lineSearch.js';
import { referenceLinks } from '../../src/rules/anti-patterns/orphanReference.js';
import { forEachPyLine, pyRegex, pySplitlines } from '../../src/parse/pytext.js';
import { TABLE_SEPARATOR } from '../../src/rules/subscores/calibrated/structuralCompleteness.js';

const RUNS = 2000;
const pieces = (xs: string[], maxLength = 40) => fc.array(fc.constantFrom(...xs), { maxLength }).map((a) => a.join(''));

test('referenceLinks finds what /\\(references\\/([^)]+)\\)/g finds', () => {
  const text = pieces(['(references/', ')', 'a', '/', '(', '\n', ' ', 'b.md', '()', '(references/)']);
  fc.assert(
    fc.property(text, (t) => {
      const byRegex = [...t.matchAll(/\(references\/([^)]+)\)/g)].map((m) => ({ index: m.index, path: m[1] }));
      expect(referenceLinks(t)).toEqual(byRegex);
    }),
    { numRuns: RUNS },
  );
});

test('startsImperative decides what IMPERATIVE_START_RE decides', () => {
  const text = pieces([
    'ignore',
    'please ',
    'Run',
    'x',
    '.',
    ';',
    '!',
    ' ',
    '\n',
    '\t',
    '\u00a0',
    'now',
    'act',
    ' as',
    'ſend',
    'reading',
    ',',
    ':',
  ]);
  fc.assert(
    fc.property(text, (t) => {
      expect(startsImperative(t)).toBe(IMPERATIVE_START_RE.test(t));
    }),
    { numRuns: RUNS },
  );
});

/** What reportBlob decides for one suffix, as the per-line loop used to ask it. */
function reported(run: string): boolean {
  return longestHexRun(run) >= HEX_MIN_CHARS || (run.length >= BASE64_MIN_CHARS && looksLikeBase64(run));
}

test('firstReportedSuffix finds the first suffix of a wrapped block that is reported', () => {
  const line = fc.oneof(
    pieces(['a', 'b', 'f', '0', '9', 'Q', '/', '+', 'zz'], 60),
    fc.constantFrom(
      'a'.repeat(40),
      'ab12'.repeat(10),
      '/'.repeat(40),
      'A1b/'.repeat(12),
      'f0'.repeat(30),
      'g'.repeat(45),
    ),
  );
  fc.assert(
    fc.property(fc.array(line, { minLength: 2, maxLength: 12 }), (parts) => {
      let expected = -1;
      for (let r = 0; r <= parts.length - 2 && expected < 0; r++) if (reported(parts.slice(r).join(''))) expected = r;
      expect(firstReportedSuffix(parts)).toBe(expected);
    }),
    { numRuns: RUNS },
  );
});

test('forEachPyLine walks the lines pySplitlines makes', () => {
  const text = pieces(['a', 'b ', '\n', '\r', '\r\n', '\v', '\f', '\x1c', '\x85', '\u2028', '\u2029', ' ', '## ']);
  fc.assert(
    fc.property(text, (t) => {
      const walked: string[] = [];
      forEachPyLine(t, (start, end, i) => {
        expect(i).toBe(walked.length);
        walked.push(t.slice(start, end));
      });
      expect(walked).toEqual(pySplitlines(t));
    }),
    { numRuns: RUNS },
  );
});

test('inOrderOnALine decides what first[^\\n]*second decides', () => {
  const text = pieces([
    'output',
    'format',
    'outputs',
    'formats',
    'x',
    '_',
    ' ',
    '\n',
    'é',
    '.',
    'un',
    'return',
    'json',
  ]);
  const pairs: Array<[string, string]> = [
    ['\\boutput\\b', '\\bformat\\b'],
    ['\\bformat\\b', '\\boutput\\b'],
    ['\\breturn', 'json\\b'],
  ];
  fc.assert(
    fc.property(text, (t) => {
      for (const [a, b] of pairs)
        expect(inOrderOnALine(t, regexEnd(pyRegex(a, 'g')), regexStart(pyRegex(b, 'g')))).toBe(
          pyRegex(`${a}[^\\n]*${b}`).test(t),
        );
    }),
    { numRuns: RUNS },
  );
});

test('TABLE_SEPARATOR accepts the rows the pattern it replaces accepts', () => {
  const original = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/;
  const text = pieces(['|', '-', '---', ':', ' ', '\t', 'x', ':---:', '| --- |']);
  fc.assert(
    fc.property(text, (t) => {
      expect(TABLE_SEPARATOR.test(t)).toBe(original.test(t));
    }),
    { numRuns: RUNS },
  );
});
