// hasSubstance counts the visible text up to where the answer is known and stops reading words at
// the 40th distinct one; it must decide exactly what its definition (the whole-text version below,
// with the original patterns) decides, on generated text rich in what each step looks at.
import fc from 'fast-check';
import { hasSubstance, SUBSTANCE } from '../../src/parse/markdown/document.js';

function substanceByDefinition(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.length >= SUBSTANCE.minBinaryBytes;
  }
  if (text.includes('\u0000')) return bytes.length >= SUBSTANCE.minBinaryBytes;
  const visible = text.replace(/[\s#*_`>|=~[\]()!:.,;'"-]+/g, '');
  if (visible.length < SUBSTANCE.minChars) return false;
  const placeholder = /^(?:x+|todo|tbd|tba|wip|placeholder|coming soon|lorem ipsum|stub|empty|n\/a|\.+|-+)\b/i;
  if (placeholder.test(text.trim()) && visible.length < 200) return false;
  const words = Array.from(text.matchAll(/[\p{L}\p{N}_]{2,}/gu), (m) => m[0].toLowerCase());
  const distinct = new Set(words).size;
  if (distinct < SUBSTANCE.minDistinctWords) return false;
  return distinct / words.length >= SUBSTANCE.minDistinctRatio || distinct >= 40;
}

const PIECES = [
  'TODO',
  'todo ',
  'x',
  'xxx',
  'Stub',
  'coming soon',
  '...',
  '---',
  'n/a',
  ' ',
  '\n',
  '\t',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\u2028',
  '#',
  '*',
  '`',
  '|',
  '-',
  '"',
  "'",
  '.',
  ',',
  'a',
  'é',
  'İ',
  'ß',
  '日本',
  '_',
  '12',
  '\u0000',
  '😀',
  'ab',
  'word',
  'Word',
  'WORD',
  'other',
  'thing',
  'file',
  'data',
  'alpha',
  'beta',
  'gamma',
  'delta',
  'eps',
];
const encoder = new TextEncoder();

test('hasSubstance decides what its whole-text definition decides', () => {
  // Word lists of every length around the thresholds (8 and 40 distinct words, 60 and 200 visible units).
  const vocabulary = Array.from({ length: 80 }, (_, i) => `w${i.toString(36)}${'abcdefgh'.slice(0, i % 5)}`);
  const distinctWords = fc
    .tuple(fc.shuffledSubarray(vocabulary), fc.array(fc.constantFrom('w0', 'w1'), { maxLength: 300, size: 'max' }))
    .map(([ws, repeats]) => [...ws, ...repeats].join(' '));
  const text = fc.oneof(
    fc.array(fc.constantFrom(...PIECES), { maxLength: 300, size: 'max' }).map((a) => a.join('')),
    fc
      .tuple(fc.constantFrom('', 'TODO ', 'x ', '-- '), distinctWords, fc.constantFrom('', ' ...', '\n'.repeat(3)))
      .map((p) => p.join('')),
  );
  const bytes = fc.oneof(
    { weight: 5, arbitrary: text.map((t) => encoder.encode(t)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  );
  fc.assert(
    fc.property(bytes, (b) => expect(hasSubstance(b)).toBe(substanceByDefinition(b))),
    { numRuns: 5000 },
  );
});
