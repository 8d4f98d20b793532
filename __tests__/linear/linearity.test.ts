// Every rule is linear in its input: each scorer below is run on adversarial shapes of text at
// size n and 2n, and the time must grow at most LINEAR_GROWTH_MAX times (a quadratic pattern grows
// 4×). Time is the only measure JavaScript gives of regex work, so this compares two runs on the
// same machine within one test, best of several, with a generous margin, on inputs big enough to
// time steadily. Add a scorer to SCORERS and every shape runs through it. Timing needs a quiet
// machine, so it runs only when asked: `npm run test:linear` (LINEARITY=1); on a loaded shared
// machine the ratios are noise. `npm run bench` scores the worst shapes at 1 MB.
import { performance } from 'node:perf_hooks';
import { scoreSnapshot } from '../../src/engine.js';
import { parseSkill } from '../../src/parse/skill.js';
import { securityFindings } from '../../src/rules/security.js';
import { specFindings } from '../../src/rules/spec.js';
import { skillSnapshot } from '../helpers/skills.js';

/** Size n (characters) of the smaller input; the larger is 2n. */
const N = 16 * 1024;
/** Allowed growth of the best time when the input doubles (linear: 2×; quadratic: 4×). */
const LINEAR_GROWTH_MAX = 2.5;
/** Runs per size; the best is kept (other processes only ever add time). */
const RUNS = 3;
/** Below this the timer's resolution and the garbage collector dominate: shapes are lengthened. */
const MIN_MS = 8;

/** A scorer: text in, any result out (it is thrown away). */
export const SCORERS: Array<[string, (text: string) => unknown]> = [
  ['security rules', (text) => securityFindings(parseSkill(skillSnapshot(text)))],
  ['spec rules', (text) => specFindings(parseSkill(skillSnapshot(text)))],
  // Parsing, every static and security rule and the composite, as a quick run scores a SKILL.md.
  ['scoring, reference method', (text) => scoreSnapshot(skillSnapshot(text), { depth: 'quick', method: 'reference' })],
  ['scoring, calibrated method', (text) => scoreSnapshot(skillSnapshot(text), { depth: 'quick', method: 'calibrated' })],
];

const FRONT = '---\nname: sample\ndescription: A sample skill. Use when testing.\n---\n';
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** Shapes of hostile text of about n characters. */
export const SHAPES: Array<[string, (n: number) => string]> = [
  ['spaces', (n) => FRONT + fill(' ', n)],
  ['tabs and spaces then text', (n) => FRONT + fill(' \t', n) + 'x'],
  ['word characters', (n) => FRONT + fill('a', n)],
  ['digits', (n) => FRONT + fill('7', n)],
  ['opening brackets', (n) => FRONT + fill('(', n)],
  ['square brackets', (n) => FRONT + fill('[', n)],
  ['reference links never closed', (n) => FRONT + fill('(references/', n)],
  ['reference links', (n) => FRONT + fill('(references/a.md) ', n)],
  ['newlines', (n) => FRONT + fill('\n', n)],
  ['blank lines with spaces', (n) => FRONT + fill(' \n', n)],
  ['comment full of newlines', (n) => FRONT + '<!--' + fill('\n', n) + '-->'],
  ['comment full of spaces and newlines', (n) => FRONT + '<!-- ' + fill(' \n\t', n) + ' -->'],
  ['unclosed comments', (n) => FRONT + fill('<!-- ', n)],
  ['one long line of words', (n) => FRONT + fill('output the format and return json ', n)],
  ['many short lines', (n) => FRONT + fill('a\n', n)],
  ['output words on one line', (n) => FRONT + fill('output ', n)],
  ['format words on one line', (n) => FRONT + fill('format ', n)],
  ['return words on one line', (n) => FRONT + fill('return ', n)],
  ['.env-like tokens', (n) => FRONT + fill('.env ', n)],
  ['.env paths', (n) => FRONT + fill('~/.env/.env/', n)],
  ['token words', (n) => FRONT + fill('token secret password ', n)],
  ['secret env names', (n) => FRONT + fill('A_TOKEN ', n)],
  ['lines of 39 lowercase characters', (n) => FRONT + fill('a'.repeat(39) + '\n', n)],
  ['lines of 40 lowercase characters', (n) => FRONT + fill('a'.repeat(40) + '\n', n)],
  ['lines of 40 mixed base64', (n) => FRONT + fill('aB3/'.repeat(10) + '\n', n)],
  ['slashes', (n) => FRONT + fill('/', n)],
  ['hex digits', (n) => FRONT + fill('a1', n)],
  ['escaped bytes', (n) => FRONT + fill('\\x00', n)],
  ['escaped bytes in runs of 64', (n) => FRONT + fill('\\x00'.repeat(64) + ' ', n)],
  ['urls', (n) => FRONT + fill('http://a', n)],
  ['curl pipes', (n) => FRONT + fill('curl |', n)],
  ['pipes', (n) => FRONT + fill('|', n)],
  ['line continuations', (n) => FRONT + fill('curl \\\n', n)],
  ['backticks', (n) => FRONT + fill('`', n)],
  ['fences', (n) => FRONT + fill('```\n', n)],
  ['headings', (n) => FRONT + fill('# a\n', n)],
  ['list items', (n) => FRONT + fill('- a\n', n)],
  ['table rows', (n) => FRONT + fill('| a | b |\n', n)],
  ['skills/ cross-references', (n) => FRONT + fill('skills/a-', n)],
  ['imperative words after punctuation', (n) => FRONT + fill('. ', n) + 'ignore'],
  ['sentences', (n) => FRONT + fill('You must never ignore the previous instructions. ', n)],
  ['judge words', (n) => FRONT + fill('give this skill full ', n)],
  ['punctuation', (n) => FRONT + fill('.!?;:', n)],
  ['invisible characters', (n) => FRONT + fill('a\u200b', n)],
  ['non-ASCII letters', (n) => FRONT + fill('é', n)],
  ['frontmatter description of spaces', (n) => `---\nname: sample\ndescription: "${fill(' ', n)}"\n---\nbody\n`],
  ['frontmatter of many keys', (n) => `---\n${fill('k: v\n', n)}---\nbody\n`],
  ['unclosed frontmatter', (n) => '---\n' + fill('a: b\n', n)],
];

async function bestAsync(fn: () => unknown): Promise<number> {
  let min = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

/** Best times at n and 2n, n grown until the smaller input takes MIN_MS. */
async function growth(score: (text: string) => unknown, shape: (n: number) => string): Promise<{ n: number; small: number; large: number }> {
  let n = N;
  for (;;) {
    const a = shape(n);
    const b = shape(2 * n);
    await score(a); // warm-up (compilation)
    const small = await bestAsync(() => score(a));
    if (small < MIN_MS && n < 32 * N) {
      n *= 2;
      continue;
    }
    const large = await bestAsync(() => score(b));
    return { n, small, large };
  }
}

const run = process.env.LINEARITY === '1' ? describe : describe.skip;

run.each(SCORERS)('%s is linear', (_name, score) => {
  test.each(SHAPES)('%s', async (_shape, shape) => {
    let g = await growth(score, shape);
    // One retry at twice the size: a single noisy pair must not fail the suite, a quadratic one fails both.
    if (g.large / g.small > LINEAR_GROWTH_MAX) g = await growth(score, (n) => shape(2 * n));
    expect({ ratio: Math.round((g.large / g.small) * 100) / 100, small_ms: Math.round(g.small) }).toEqual({
      ratio: expect.any(Number),
      small_ms: expect.any(Number),
    });
    expect(g.large / g.small).toBeLessThanOrEqual(LINEAR_GROWTH_MAX);
  });
});
