// Escaping of outside text for the log and for markdown (src/text/escape.ts). Markdown is checked by
// rendering it with a CommonMark + GFM-tables parser with autolinks on (markdown-it), then looking
// at the rendered text the way GitHub does for mentions and references.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import {
  commandText,
  logLines,
  logText,
  mdCode,
  mdHtmlText,
  mdText,
  oneLineText,
  ZWSP,
} from '../../src/text/escape.js';

const md = new MarkdownIt({ html: true, linkify: true });
// GitHub's e-mail autolinks take ASCII only around the `@` (a zero-width space breaks them); the
// parser's would take any letter, so e-mail addresses are checked on the rendered text below.
md.linkify.set({ fuzzyEmail: false });

// Strings rich in what markdown and the runner react to.
const PIECES = [
  '@octocat',
  '@org/team',
  '#1',
  'torvalds/linux#1',
  'GH-12',
  '![img](https://evil.example/x.png)',
  '[log in](https://evil.example)',
  '<https://x.example>',
  'https://x.example/a',
  'www.example.com',
  'a@b.example',
  '`',
  '``',
  '|',
  '\\|',
  '\\',
  '\n',
  '\r',
  '\r\n',
  '\u2028',
  '\u001b[31m',
  '::set-output name=passed::true',
  '::error ::x',
  '::add-mask::x',
  '##[error]x',
  '%0A',
  '%',
  '<img src=x onerror=1>',
  '<script>',
  '&#64;octocat',
  '&amp;',
  '$x$',
  '$$',
  '*em*',
  '_em_',
  '~~s~~',
  '# heading',
  '- item',
  '1. item',
  '> quote',
  '---',
  '    code',
  '\u200b',
  '\u202e',
  'snake_case',
  ' ',
  'x',
  'é',
  '名前',
  '::',
  ':',
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string(), fc.string({ unit: 'binary' })), { maxLength: 12 })
  .map((xs) => xs.join(''));

type Token = ReturnType<typeof md.parse>[number];
function flat(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => [t, ...flat(t.children ?? [])]);
}
/** The rendered text of inline tokens (what GitHub's mention and reference filters see). */
function textOf(tokens: Token[]): string {
  return tokens
    .filter((t) => t.type === 'text' || t.type === 'code_inline' || t.type === 'text_special')
    .map((t) => t.content)
    .join('');
}
const NOT_TEXT = [
  'link_open',
  'image',
  'html_inline',
  'html_block',
  'em_open',
  'strong_open',
  's_open',
  'code_inline',
  'softbreak',
  'hardbreak',
  'heading_open',
];

function live(text: string): string | null {
  if (/(^|[^\w`])@[A-Za-z0-9]/.test(text)) return 'mention';
  if (/[\w.+-]@[\w-]+\.\w/.test(text)) return 'e-mail autolink';
  if (/#\d/.test(text)) return 'issue reference';
  if (/\bGH-\d/i.test(text)) return 'GH reference';
  if (/:\/\//.test(text) || /\bwww\./i.test(text)) return 'autolink';
  return null;
}
const normal = (s: string) =>
  oneLineText(s)
    .replace(/\s+/g, ' ')
    .replace(/\uFFFD/g, ' ')
    .trim();

describe('logText', () => {
  test('one line, no control character, no workflow command, and it decodes back to the text', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const out = logText(s);
        expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(out.trimStart().startsWith('::')).toBe(false);
        expect(out).not.toContain('##[');
        const decoded = decodeURIComponent(out);
        expect(decoded).toBe(s);
      }),
      {
        numRuns: 400,
        examples: [
          ['x\n::set-output name=passed::true'],
          ['  ::add-mask::secret'],
          ['\u001b[2J\u001b[31mred'],
          ['##[error]no'],
        ],
      },
    );
  });

  test('the lines the issue saw: a folder name with newlines prints no command and no ANSI escape', () => {
    const name = 'skills/x\n::set-output name=passed::true\n::error file=a::pwned\n::add-mask::token\u001b[31m';
    const out = logText(`❌ Of 1 changed target: 1 below the threshold 90 (\`${name}\`).`);
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toContain('%0A::set-output');
    expect(out).toContain('%1B[31m');
    expect(logText('::set-output name=passed::true')).toBe('%3A:set-output name=passed::true');
  });

  test('commandText leaves %, CR and LF to @actions/core and encodes the rest', () => {
    expect(commandText('50% a\nb \u001b[1m \u202e')).toBe('50% a\nb %1B[1m %E2%80%AE');
  });

  test('logLines keeps our line breaks and tabs, and no line starts a command', () => {
    const out = logLines('| a |\n::warning::x\n  ::error::y\n\tok ##[group]z\r\u001b');
    expect(out.split('\n')).toEqual(['| a |', '%3A:warning::x', '  %3A:error::y', '\tok ##%5Bgroup]z%0D%1B']);
  });
});

describe('mdText', () => {
  test('renders as the same text on one line, in a paragraph and in a table cell, with nothing live', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const escaped = mdText(s);
        const para = md.parse(`Name: ${escaped}`, {});
        expect(para.filter((t) => t.type === 'paragraph_open')).toHaveLength(1);
        const pTokens = flat(para);
        expect(pTokens.map((t) => t.type).filter((t) => NOT_TEXT.includes(t))).toEqual([]);
        const pText = textOf(pTokens);
        expect(live(pText)).toBeNull();
        expect(pText.split(ZWSP).join('').replace(/\s+/g, ' ').trim()).toBe(normal(`Name: ${s}`));

        const table = md.parse(`| a | b | c |\n| --- | --- | --- |\n| x | ${escaped} | z |\n`, {});
        const cells = table.filter((t) => t.type === 'td_open');
        expect(cells).toHaveLength(3);
        const inlines = table.filter((t) => t.type === 'inline');
        const row = inlines.slice(3).map((t) => textOf(flat([t])));
        expect(row[0]).toBe('x');
        expect(row[2]).toBe('z');
        expect(row[1].split(ZWSP).join('').replace(/\s+/g, ' ').trim()).toBe(normal(s));
        expect(
          flat(table)
            .map((t) => t.type)
            .filter((t) => NOT_TEXT.includes(t)),
        ).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  test('the examples of the issue are inert', () => {
    for (const s of [
      'a` @octocat `b',
      'c` torvalds/linux#1 `d',
      'x\r## injected\n| a | b |',
      '![img](https://evil.example/p.png) [log in](https://evil.example)',
    ]) {
      const out = md.renderInline(mdText(s));
      expect(out).not.toMatch(/<(a|img|code|h\d|table)\b/);
      expect(live(out)).toBeNull();
    }
  });
});

describe('mdCode', () => {
  test('one code span holding exactly the text, in a paragraph and in a table cell', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const expected = oneLineText(s);
        const para = flat(md.parse(`See ${mdCode(s)} here`, {}));
        const codes = para.filter((t) => t.type === 'code_inline');
        expect(codes).toHaveLength(1);
        expect(codes[0].content).toBe(expected.trim() === '' ? expected || ' ' : expected);
        expect(para.some((t) => ['link_open', 'image', 'html_inline'].includes(t.type))).toBe(false);

        const table = md.parse(`| a | b |\n| --- | --- |\n| ${mdCode(s, { cell: true })} | z |\n`, {});
        expect(table.filter((t) => t.type === 'td_open')).toHaveLength(2);
        const inlines = table.filter((t) => t.type === 'inline');
        const cellTokens = flat([inlines[2]]);
        const cellCodes = cellTokens.filter((t) => t.type === 'code_inline');
        expect(cellCodes).toHaveLength(1);
        expect(cellCodes[0].content.split(ZWSP).join('')).toBe(
          (expected.trim() === '' ? expected || ' ' : expected).split(ZWSP).join(''),
        );
        expect(textOf(flat([inlines[3]]))).toBe('z');
      }),
      { numRuns: 400 },
    );
  });
});

describe('mdHtmlText', () => {
  test('on a raw HTML line (an HTML block), the same text, no tag, nothing live', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const tokens = md.parse(`<details><summary><b>${mdHtmlText(s)}</b></summary>\n\nbody\n\n</details>`, {});
        const block = tokens.find((t) => t.type === 'html_block');
        expect(block).toBeDefined();
        const inner = block!.content
          .split('\n')[0]
          .replace(/^<details><summary><b>/, '')
          .replace(/<\/b><\/summary>$/, '');
        expect(inner).not.toMatch(/[<>]/);
        const text = inner.replace(
          /&(amp|lt|gt|quot|#39);/g,
          (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
        );
        expect(live(text)).toBeNull();
        // A single whitespace character of any kind (NBSP, U+3000…) is kept as it is; runs become one space.
        expect(text.split(ZWSP).join('').replace(/\s+/g, ' ').trim()).toBe(normal(s));
      }),
      { numRuns: 300 },
    );
  });
});
