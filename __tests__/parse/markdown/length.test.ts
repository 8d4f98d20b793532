import { readDoc } from '../../../src/parse/markdown/document.js';
import { wrappedLineCount } from '../../../src/parse/markdown/length.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);

describe('wrappedLineCount', () => {
  const para = words(60);
  const oneLine = para.join(' ');
  const eleven = Array.from({ length: 11 }, (_, i) => para.slice(i * 6, i * 6 + 6).join(' ')).join('\n');

  test('a paragraph counts the same however it is wrapped', () => {
    expect(wrappedLineCount(readDoc(oneLine))).toBe(wrappedLineCount(readDoc(eleven)));
    expect(wrappedLineCount(readDoc(oneLine))).toBe(Math.ceil(oneLine.length / 80));
  });

  test('blank lines count nothing; code, headings and list items count', () => {
    const text = '# Title\n\n- one item\n- two\n  wrapped\n\n```\na\nb\n```\n';
    expect(wrappedLineCount(readDoc(text))).toBe(wrappedLineCount(readDoc(text.replace(/\n\n/g, '\n\n\n  \n'))));
    expect(wrappedLineCount(readDoc(text))).toBe(1 + 2 + 4);
  });
});
