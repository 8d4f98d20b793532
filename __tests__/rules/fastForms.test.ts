// The rules' hand-written fast forms against the plain definitions they replace: each must give
// exactly what the definition gives, on texts made of the characters that matter to it.
import fc from 'fast-check';
import { PATHLIKE, pathTokens } from '../../src/parse/markdown/mentions.js';
import { contentWords, hasWord, STOPWORDS, wordCount, wordKey } from '../../src/parse/markdown/document.js';
import { extractCrossRefs, utf8Length } from '../../src/parse/skill.js';
import { pyRegex } from '../../src/parse/pytext.js';
import { paddingFreeBytes } from '../../src/rules/documentMeasures.js';
import { utf8Length as tokenUtf8Length } from '../../src/text/tokenEstimate.js';
import { allOf, foldCase, NEEDLES, NeedleIndex, type NeedleGroup } from '../../src/rules/security/prefilter.js';

const RUNS = 2000;

/** Strings drawn from a small alphabet of the characters a form branches on. */
const textOf = (alphabet: string[]) => fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }).map((a) => a.join(''));

describe('wordCount', () => {
  const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
  const alphabet = [
    'a',
    'Z',
    '9',
    "'",
    '’',
    '-',
    ' ',
    '\n',
    '_',
    'é',
    '中',
    '😀',
    '\ud800',
    '\udc00',
    '\u0661',
    'Ⅻ',
    '𝟘',
    '\u00ad',
    '.',
  ];

  it('counts the matches of WORD', () => {
    fc.assert(
      fc.property(textOf(alphabet), (text) => {
        expect(wordCount(text)).toBe([...text.matchAll(WORD)].length);
      }),
      { numRuns: RUNS },
    );
  });

  it('counts words in prose', () => {
    expect(wordCount("Don't re-run the 2nd step — it’s done.")).toBe(7);
    expect(wordCount('')).toBe(0);
    expect(wordCount("-- ' ’")).toBe(0);
  });
});

describe('contentWords', () => {
  const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
  const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
  /**
   * The plain definition: every match of WORD without the hyphens it ends with, CJK runs in pairs,
   * stop words and short words left out.
   */
  const expected = (text: string) => {
    const out: string[] = [];
    for (const [match] of text.matchAll(WORD)) {
      const w = match.replace(/-+$/u, '');
      if (CJK.test(w)) {
        for (let i = 0; i < w.length; i += 2) out.push(w.slice(i, i + 2));
        continue;
      }
      const lower = w.toLowerCase();
      if (lower.length < 3 || STOPWORDS.has(lower)) continue;
      out.push(wordKey(lower));
    }
    return out;
  };
  const alphabet = [
    'a',
    'Z',
    '9',
    's',
    'S',
    'ss',
    "'s",
    '’s',
    "'",
    '’',
    '-',
    ' ',
    '\n',
    '_',
    'the',
    'use',
    'files',
    'class',
    'é',
    'İ',
    '中文',
    'か',
    '😀',
    '\ud800',
    '\udc00',
    '\u0661',
    'Ⅻ',
    '𝟘',
    '.',
  ];

  it('gives the words of the plain definition, in order', () => {
    fc.assert(
      fc.property(textOf(alphabet), (text) => {
        expect(contentWords(text)).toEqual(expected(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads prose', () => {
    // A possessive is dropped after the stop-word test; a plural only from five letters on.
    expect(contentWords("The Skill's files: it’s re-running 2 classes, 中文字 — PDFs")).toEqual([
      'skill',
      'file',
      'it',
      're-running',
      'classe',
      '中文',
      '字',
      'pdfs',
    ]);
  });
});

describe('pathTokens', () => {
  /** What pathTokens stands for: PATHLIKE's matches holding `.` or `/`, less those whose only dots end them. */
  const expected = (text: string) =>
    [...text.matchAll(PATHLIKE)].map((m) => m[0]).filter((t) => t.includes('/') || t.replace(/\.+$/, '').includes('.'));
  const alphabet = [
    'a',
    'B',
    '7',
    '_',
    '.',
    '/',
    '-',
    ' ',
    '@',
    ':',
    '~',
    '`',
    'é',
    '\t',
    'x.md',
    '../',
    './',
    'skills/',
  ];

  it('gives the matches of PATHLIKE that can be paths', () => {
    fc.assert(
      fc.property(textOf(alphabet), (text) => {
        const got: string[] = [];
        pathTokens(text, (t) => got.push(t));
        expect(got).toEqual(expected(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('finds paths in prose', () => {
    const got: string[] = [];
    pathTokens('Run scripts/fill.py, then see ../docs/ and forms.md. Mail a@b.com or http://x.io/a.', (t) =>
      got.push(t),
    );
    expect(got).toEqual(['scripts/fill.py', '../docs/', 'forms.md.']);
  });
});

describe('NeedleIndex', () => {
  const groups = Object.keys(NEEDLES) as NeedleGroup[];
  const needles = groups.flatMap((g) => [...NEEDLES[g]]);
  const alphabet = [
    ...needles,
    ...needles.map((n) => n.toUpperCase()),
    'a',
    'x',
    ' ',
    '\n',
    'é',
    '\u0130',
    '\u212a',
    '\u017f',
    '中',
  ];

  it('says which needle groups each line holds', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const lines = text.split('\n');
        const index = NeedleIndex.of(lines, true, text);
        const folded = foldCase(text).split('\n');
        for (let i = 0; i < lines.length; i++) {
          for (const g of groups) {
            const holds = NEEDLES[g].some((n) => folded[i].includes(n));
            expect([i, g, index.passes(i, [allOf(g)])]).toEqual([i, g, holds]);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('parsing', () => {
  it('utf8Length is the length of the UTF-8 encoding', () => {
    const alphabet = ['a', '\n', 'é', '中', '😀', '\ud800', '\udc00', '\u07ff', '\u0800', '\uffff', '\u0080'];
    fc.assert(
      fc.property(textOf(alphabet), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: RUNS },
    );
  });

  it('extractCrossRefs finds what matchAll(CROSS_REF) finds', () => {
    const CROSS_REF = pyRegex('(?<![\\w-])(skills?/|sub-skills/)([a-z0-9-]+(?:/[a-z0-9-]+)*)', 'g');
    const alphabet = ['skill', 'skills/', 'skill/', 'sub-', 'sub-skills/', 'a', '-', '/', 'x1', ' ', 'é', 'S', '\n'];
    fc.assert(
      fc.property(textOf(alphabet), (text) => {
        const expected = [...text.matchAll(CROSS_REF)].map((m) => (m[1] === 'sub-skills/' ? m[1] + m[2] : m[2]));
        expect(extractCrossRefs(text)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hasWord', () => {
  const cases: Array<[RegExp, string[], boolean]> = [
    [
      /\b(?:returns?|produces?|outputs?|generates?)\b/,
      ['return', 'returns', 'produce', 'produces', 'output', 'outputs', 'generate', 'generates'],
      true,
    ],
    [
      /\b(?:decision|when to use|when not to use|comparison|trade-?offs?)\b/,
      ['decision', 'when to use', 'when not to use', 'comparison', 'tradeoff', 'tradeoffs', 'trade-off', 'trade-offs'],
      true,
    ],
    [/\b(?:orchestrat|coordinat|dispatch)/, ['orchestrat', 'coordinat', 'dispatch'], false],
    [/\bcomplement/, ['complement'], false],
  ];
  const alphabet = [
    'return',
    'returns',
    's',
    'output',
    'trade',
    '-',
    'off',
    'offs',
    'when',
    ' ',
    'to',
    'use',
    'not',
    'x',
    '_',
    '9',
    'é',
    'orchestrat',
    'complement',
    'decision',
    '\n',
  ];

  it.each(cases.map((c, i) => [i, ...c] as const))('says what the regex says (%s)', (_i, re, words, whole) => {
    fc.assert(
      fc.property(textOf(alphabet), (text) => {
        expect(hasWord(text, words, whole)).toBe(re.test(text));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('paddingFreeBytes', () => {
  // Dashes and spaces drawn often, so that runs of every length are met.
  const alphabet = [
    ' ',
    ' ',
    '\t',
    '-',
    '-',
    '--',
    'a',
    'é',
    '中',
    '😀',
    '\ud800',
    '\udc00',
    '\u00a0',
    '\u2028',
    '\ufeff',
  ];
  const paddingFree = (line: string) =>
    line
      .trimEnd()
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/-{4,}/g, '---');

  it('counts the UTF-8 bytes of the line with its padding made short', () => {
    fc.assert(
      fc.property(textOf(alphabet), (line) => {
        expect(paddingFreeBytes(line)).toBe(tokenUtf8Length(paddingFree(line)));
      }),
      { numRuns: RUNS },
    );
  });

  it('counts a table row by its shortest form', () => {
    expect(paddingFreeBytes('| a    | ------- |  ')).toBe('| a | --- |'.length);
    expect(paddingFreeBytes('a ---- b --- c')).toBe('a --- b --- c'.length);
    expect(paddingFreeBytes(' \t ')).toBe(0);
  });
});
