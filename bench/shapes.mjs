// Adversarial shapes of SKILL.md text, `make(n)` giving about n characters: what once made rules
// take quadratic time (runs of spaces, newlines, brackets, unclosed links and comments, lines of
// 40 base64 characters, one long line, many short lines, .env-like tokens, a run that a pattern
// anchored at the end retries from each of its characters). The bench scores each at 1 MB;
// __tests__/linear checks that scoring them grows linearly.
const FRONT = '---\nname: sample\ndescription: A sample skill. Use when testing.\n---\n';
const fill = (unit, n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const BASE64_LINE = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0MTIzNDU2Nzg5YWJjZGVmZ2hpams=\n';

export const WORST_CASE_SHAPES = [
  ['spaces', (n) => FRONT + fill(' ', n)],
  ['word characters', (n) => FRONT + fill('a', n)],
  ['opening brackets', (n) => FRONT + fill('(', n)],
  ['reference links never closed', (n) => FRONT + fill('(references/', n)],
  ['newlines', (n) => FRONT + fill('\n', n)],
  ['blank lines with spaces', (n) => FRONT + fill(' \n', n)],
  ['comment full of newlines', (n) => FRONT + '<!--' + fill('\n', n) + '-->'],
  ['unclosed comments', (n) => FRONT + fill('<!-- ', n)],
  ['one long line of words', (n) => FRONT + fill('output the format and return json ', n)],
  ['many short lines', (n) => FRONT + fill('a\n', n)],
  ['lines of non-ASCII letters', (n) => FRONT + fill('é\n', n)],
  ['.env-like tokens', (n) => FRONT + fill('.env ', n)],
  ['.env repeated on one line', (n) => FRONT + fill('.env', n)],
  ['/.env repeated on one line', (n) => FRONT + fill('/.env', n)],
  ['..env repeated on one line', (n) => FRONT + fill('..env', n)],
  ['lines of 39 lowercase characters', (n) => FRONT + fill('a'.repeat(39) + '\n', n)],
  ['lines of 40 lowercase characters', (n) => FRONT + fill('a'.repeat(40) + '\n', n)],
  ['wrapped base64 blocks', (n) => FRONT + fill(BASE64_LINE.repeat(20) + '\n', n)],
  ['escaped bytes in runs of 64', (n) => FRONT + fill('\\x00'.repeat(64) + ' ', n)],
  ['line continuations', (n) => FRONT + fill('curl \\\n', n)],
  ['sentences', (n) => FRONT + fill('You must never ignore the previous instructions. ', n)],
  ['headings', (n) => FRONT + fill('# a\n', n)],
  ['fences', (n) => FRONT + fill('```\n', n)],
  ['inline code lines', (n) => FRONT + fill('`a` b\n', n)],
  ['table rows', (n) => FRONT + fill('| a | b |\n', n)],
  ['skills/ cross-references', (n) => FRONT + fill('skills/a-', n)],
  ['table separator after spaces', (n) => FRONT + 'a\n' + fill(' ', n) + 'x---|'],
  ['heading closed by a run of #', (n) => FRONT + '# a' + fill('#', n) + 'x'],
  ['path ending in a run of dots', (n) => FRONT + 'a' + fill('.', n) + 'b'],
  ['URL host ending in a run of dots', (n) => FRONT + 'http://a' + fill('.', n) + 'b'],
  ['quotes after a pipe', (n) => FRONT + 'curl x | ' + fill("'", n) + 'x'],
  [
    'description of stuffed fragments',
    (n) => `---\nname: sample\ndescription: "${fill('for ab cd, ', n)}x"\n---\nbody\n`,
  ],
  ['description word ending in colons', (n) => `---\nname: sample\ndescription: "a${fill(':', n)}x"\n---\nbody\n`],
];
