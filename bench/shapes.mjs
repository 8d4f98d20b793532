// Adversarial shapes of SKILL.md text, `make(n)` giving about n characters: what once made rules
// take quadratic time (runs of spaces, newlines, brackets, unclosed links and comments, lines of
// 40 base64 characters, one long line, many short lines, .env-like tokens). The bench scores each
// at 1 MB; __tests__/linear checks the same kinds of shapes grow linearly.
const FRONT = '---\nname: sample\ndescription: A sample skill. Use when testing.\n---\n';
const fill = (unit, n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

export const WORST_CASE_SHAPES = [
  ['spaces', (n) => FRONT + fill(' ', n)],
  ['word characters', (n) => FRONT + fill('a', n)],
  ['opening brackets', (n) => FRONT + fill('(', n)],
  ['reference links never closed', (n) => FRONT + fill('(references/', n)],
  ['newlines', (n) => FRONT + fill('\n', n)],
  ['comment full of newlines', (n) => FRONT + '<!--' + fill('\n', n) + '-->'],
  ['unclosed comments', (n) => FRONT + fill('<!-- ', n)],
  ['one long line of words', (n) => FRONT + fill('output the format and return json ', n)],
  ['many short lines', (n) => FRONT + fill('a\n', n)],
  ['.env-like tokens', (n) => FRONT + fill('.env ', n)],
  ['lines of 39 lowercase characters', (n) => FRONT + fill('a'.repeat(39) + '\n', n)],
  ['lines of 40 lowercase characters', (n) => FRONT + fill('a'.repeat(40) + '\n', n)],
  ['escaped bytes in runs of 64', (n) => FRONT + fill('\\x00'.repeat(64) + ' ', n)],
  ['sentences', (n) => FRONT + fill('You must never ignore the previous instructions. ', n)],
  ['table rows', (n) => FRONT + fill('| a | b |\n', n)],
  ['skills/ cross-references', (n) => FRONT + fill('skills/a-', n)],
];
