// Every rule is linear in its input: text of each adversarial shape is scored at size n and 4n,
// and the time must grow at most LINEAR_GROWTH_MAX times per doubling (a quadratic pattern grows 4×;
// how it is measured, and why: ../helpers/growth.ts). Time is
// the only measure JavaScript gives of regex work, so this compares the two sizes on the same
// machine within one test: the process's CPU time (what other processes do is not counted), the
// least of several interleaved runs (a run is only ever slowed down, never sped up), more runs
// only while the ratio looks too high, then once more with many more rounds before failing (not at
// a larger size: a shape can cross V8's large-string step there, see N).
// `npm test` runs the whole scoring (both methods) on every shape at small sizes, a few seconds;
// `npm run test:linear` (LINEARITY=1) runs each scorer below on every shape at larger sizes.
// `npm run bench` prints the times at 1 MB; no test asserts a time.
import { scoreSnapshot } from '../../src/engine/evaluate.js';
import { parseSkill } from '../../src/parse/skill.js';
import { ruleContext } from '../../src/rules/context.js';
import { qualityHits } from '../../src/rules/quality/measure.js';
import { securityFindings } from '../../src/rules/security.js';
import { specFindings } from '../../src/rules/spec/index.js';
import { judgedGrowth, LINEAR_GROWTH_MAX, type GrowthLimits } from '../helpers/growth.js';
import { skillSnapshot as bareSnapshot } from '../helpers/skills.js';
import type { SkillSnapshot } from '../../src/contract/types.js';

const FULL = process.env.LINEARITY === '1';

/** A skill folder with a few files, so that the rules that compare names with it run on every shape. */
const TREE = {
  files: ['SKILL.md', 'scripts/a.py', 'references/guide.md'],
  dirs: ['scripts', 'references'],
  unlisted: [],
  foundAbove: [],
  complete: true,
};
const skillSnapshot = (text: string): SkillSnapshot => ({ ...bareSnapshot(text), tree: TREE });
/**
 * Size n (characters) of the smaller input; the larger is 4n. Both stay on one side of V8's
 * large-object size (128 KiB: a one-line text of 4n two-byte characters and its copies), where
 * the cost of allocating a string steps up: a ratio across it measures the step, not the rule.
 */
const N = FULL ? 128 * 1024 : 12 * 1024;
/** The most n grows to (see N). */
const MAX_N = FULL ? 512 * 1024 : 12 * 1024;
/** Rounds of the first try at each size (see judgedGrowth). */
const MAX_ROUNDS = FULL ? 7 : 5;
const LIMITS: GrowthLimits = { n: N, maxN: MAX_N, maxRounds: MAX_ROUNDS };

/** A scorer: text in, any result out (it is thrown away). */
export const SCORERS: Array<[string, (text: string) => unknown]> = [
  ['security rules', (text) => securityFindings(parseSkill(skillSnapshot(text)))],
  ['spec rules', (text) => specFindings(parseSkill(skillSnapshot(text)))],
  // Parsing, every static and security rule and the composite, as a quick run scores a SKILL.md.
  ['scoring, reference method', (text) => scoreSnapshot(skillSnapshot(text), { depth: 'quick', method: 'reference' })],
  [
    'scoring, calibrated method',
    (text) => scoreSnapshot(skillSnapshot(text), { depth: 'quick', method: 'calibrated' }),
  ],
];

/**
 * The quality rules on a SKILL.md that links REFERENCE.md holding the text twice, so that the rules
 * reading linked files (a hollow main file) take their longest path.
 */
const QUALITY_WITH_LINKED: [string, (text: string) => unknown] = [
  'quality rules, with a linked file',
  (text) => {
    const linked = { type: 'file' as const, inSkill: true, substantive: true, text: text + text };
    const snap = skillSnapshot(`${text}\nSee [REFERENCE.md](REFERENCE.md) for more.\n`);
    snap.resolved = { 'link:REFERENCE.md': linked, 'path:REFERENCE.md': linked };
    return qualityHits(ruleContext(parseSkill(snap, 'calibrated')));
  },
];
SCORERS.push(QUALITY_WITH_LINKED);

/** What `npm test` times: a quick run's whole scoring with both methods. */
const BOTH_METHODS: [string, (text: string) => unknown] = [
  'scoring, both methods',
  async (text) => {
    await scoreSnapshot(skillSnapshot(text), { depth: 'quick', method: 'reference' });
    await scoreSnapshot(skillSnapshot(text), { depth: 'quick', method: 'calibrated' });
  },
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
  ['output labels then list items', (n) => FRONT + fill('**Output:**\n- a\n', n)],
  ['output headings', (n) => FRONT + fill('## Output\n', n)],
  ['lines ending "returns:"', (n) => FRONT + fill('it returns:\n', n)],
  ['one wrapped paragraph of "returns" lines ending ":"', (n) => FRONT + fill('it returns the\n', n) + 'rows:\n- a\n'],
  ['one wrapped paragraph of sentences ending ":"', (n) => FRONT + fill('it returns. a\n', n) + 'x:\n- a\n'],
  ['one wrapped paragraph of output labels', (n) => FRONT + fill('Output: a\n', n)],
  [
    'one wrapped paragraph of long lines',
    (n) => FRONT + fill('Check every command before running it on production.\n', n),
  ],
  ['covered topics', (n) => FRONT + fill('covers a, b and c ', n)],
  [
    'promises kept nowhere',
    (n) =>
      '---\nname: sample\ndescription: Step-by-step, with examples and a checklist. Covers alpha, beta and gamma. Use when testing.\n---\n' +
      fill('covers delta, epsilon and zeta words\n', n),
  ],
  ['related words and names', (n) => FRONT + fill('see also writing-plans ', n)],
  ['.env-like tokens', (n) => FRONT + fill('.env ', n)],
  ['.env paths', (n) => FRONT + fill('~/.env/.env/', n)],
  // One run of needles with no delimiter: each needle lies inside the token of the one before.
  ['.env repeated on one line', (n) => FRONT + fill('.env', n)],
  ['/.env repeated on one line', (n) => FRONT + fill('/.env', n)],
  ['..env repeated on one line', (n) => FRONT + fill('..env', n)],
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
  // Whole entries at every n: a cut last entry makes the YAML invalid at one size and not the other,
  // and the two sizes would time different paths (an error against a full scoring).
  ['frontmatter of many keys', (n) => `---\n${'k: v\n'.repeat(Math.ceil(n / 5))}---\nbody\n`],
  ['unclosed frontmatter', (n) => '---\n' + fill('a: b\n', n)],
  ['lines of non-ASCII letters', (n) => FRONT + fill('é\n', n)],
  [
    'wrapped base64 blocks',
    (n) => FRONT + fill('QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0MTIzNDU2Nzg5YWJjZGVmZ2hpams=\n'.repeat(20) + '\n', n),
  ],
  ['inline code lines', (n) => FRONT + fill('`a` b\n', n)],
  // A run that a pattern anchored at the end (or a run of spaces two patterns share) retries from each character.
  ['table separator after spaces', (n) => FRONT + 'a\n' + fill(' ', n) + 'x---|'],
  ['heading closed by a run of #', (n) => FRONT + '# a' + fill('#', n) + 'x'],
  ['path ending in a run of dots', (n) => FRONT + 'a' + fill('.', n) + 'b'],
  ['words ending in dots', (n) => FRONT + fill('a. ', n)],
  ['relative path runs', (n) => FRONT + fill('./a.b/', n)],
  ['runs of path characters after a colon', (n) => FRONT + fill(':a.b-c_/', n)],
  ['URL host ending in a run of dots', (n) => FRONT + 'http://a' + fill('.', n) + 'b'],
  ['quotes after a pipe', (n) => FRONT + 'curl x | ' + fill("'", n) + 'x'],
  [
    'description of stuffed fragments',
    (n) => `---\nname: sample\ndescription: "${fill('for ab cd, ', n)}x"\n---\nbody\n`,
  ],
  // REPEATED_BOILERPLATE: one comment pasted into every code block, and a new comment in each.
  ['one comment in every code block', (n) => FRONT + fill('```bash\n# run the command with --help first\nx\n```\n', n)],
  [
    'comments in code blocks',
    (n) => FRONT + Array.from({ length: Math.ceil(n / 40) }, (_, i) => `\`\`\`\n# step ${i} of it\n\`\`\``).join('\n'),
  ],
  ['code spans naming files', (n) => FRONT + fill('Run `scripts/b.py` or `b.md`. ', n)],
  ['list of files', (n) => FRONT + fill('- `scripts/a.py` - a\n- `c.py` - c\n', n)],
  ['commands in a fence', (n) => FRONT + '```bash\n' + fill('python scripts/b.py && bash ./c.sh\n', n)],
  ['runs of interpreter words', (n) => FRONT + '```\n' + fill('python ', n)],
  ['home and temporary paths', (n) => FRONT + fill('See `/tmp/a.md` and /Users/alex/b/ ', n)],
  ['home path prefixes', (n) => FRONT + fill('/Users/', n)],
  ['generic pointers on one line', (n) => FRONT + fill('[REFERENCE.md](REFERENCE.md) for more details ', n)],
  ['link texts never closed', (n) => FRONT + fill('[the full ', n) + '](REFERENCE.md)'],
  ['thematic breaks then text', (n) => FRONT + fill('- ', n) + 'x'],
  ['description word ending in colons', (n) => `---\nname: sample\ndescription: "a${fill(':', n)}x"\n---\nbody\n`],
  // The description quality rules: term lists, quoted trigger phrases, universals, a cut end.
  [
    'description of bare terms',
    (n) => `---\nname: sample\ndescription: "Keywords: ${fill('ab cd, ', n)}x"\n---\nbody\n`,
  ],
  [
    'description of quoted generic phrases',
    (n) => `---\nname: sample\ndescription: "Triggers: ${fill("'audit this', ", n)}x"\n---\nbody\n`,
  ],
  [
    'description of universals',
    (n) => `---\nname: sample\ndescription: "${fill('any kind of any ', n)}x"\n---\nbody\n`,
  ],
  ['description of open quotes', (n) => `---\nname: sample\ndescription: "${fill("'a ", n)}x"\n---\nbody\n`],
  ['description ending in a run of dots', (n) => `---\nname: sample\ndescription: "a${fill('.', n)}"\n---\nbody\n`],
  // Sentences cut inside, prepositions before commas, a trigger list run into sentences, "any" before spaces.
  [
    'description of cut sentences',
    (n) => `---\nname: sample\ndescription: "${fill('clashing with. ', n)}x"\n---\nbody\n`,
  ],
  [
    'description of prepositions before commas',
    (n) => `---\nname: sample\ndescription: "${fill('of, ', n)}x"\n---\nbody\n`,
  ],
  [
    'trigger list run into sentences',
    (n) => `---\nname: sample\ndescription: "TRIGGERS - ${fill('what Use, ', n)}x"\n---\nbody\n`,
  ],
  [
    'description of any before spaces',
    (n) => `---\nname: sample\ndescription: "Use when ${fill('any   ', n)}x"\n---\nbody\n`,
  ],
];

async function expectLinear(score: (text: string) => unknown, shape: (n: number) => string): Promise<void> {
  const g = await judgedGrowth(score, shape, LIMITS);
  // The figures show in a failure's message.
  expect({ ratio: g.ratio, n: g.n, small_ms: Math.round(g.small), large_ms: Math.round(g.large) }).toEqual({
    ratio: expect.any(Number),
    n: expect.any(Number),
    small_ms: expect.any(Number),
    large_ms: expect.any(Number),
  });
  expect(g.ratio).toBeLessThanOrEqual(LINEAR_GROWTH_MAX);
}

const scorers = FULL ? SCORERS : [BOTH_METHODS, QUALITY_WITH_LINKED];

describe.each(scorers)('%s is linear', (_name, score) => {
  test.each(SHAPES)('%s', (_name, shape) => expectLinear(score, shape));
});
