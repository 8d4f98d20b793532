// KEYWORD_STUFFED_DESCRIPTION: keyword lists, long trigger lists, long bare noun runs and lists
// that spell one word many ways, beside sentences with a short list that must pass.
import { ruleContext } from '../../../src/rules/context.js';
import { detectorFor } from '../../../src/rules/rule.js';
import { keywordStuffedDescription, termLists } from '../../../src/rules/quality/keywordStuffedDescription.js';
import { parseText } from '../../helpers/skills.js';

const signals = (description: string) =>
  detectorFor(keywordStuffedDescription, 'calibrated')!(
    ruleContext(parseText(`---\nname: sample\ndescription: ${JSON.stringify(description)}\n---\n\n# Sample\n`)),
  );
/** n two-word terms sharing no word. */
const terms = (n: number, prefix = 'term') => Array.from({ length: n }, (_, i) => `${prefix}${i} word${i}`);

test('a keyword list of five items is stuffing', () => {
  const found = signals('Reads PDF files. Use when the user shares a PDF. Keywords: pdf, pdfs, extract, merge, forms.');
  expect(found).toHaveLength(1);
  expect(found[0].amount).toBeCloseTo(5 / 16, 5);
});

test('a trigger list is stuffing from fifteen items', () => {
  const d = (n: number) => `Searches the web. Use when the user asks to search. TRIGGERS - ${terms(n).join(', ')}.`;
  expect(signals(d(14))).toEqual([]);
  expect(signals(d(15))).toHaveLength(1);
});

test('a quoted trigger list counts its quoted items', () => {
  const list = terms(16)
    .map((t) => `"${t}"`)
    .join(', ');
  expect(termLists(`Searches the web. Triggers: ${list}.`)).toContainEqual(
    expect.objectContaining({ kind: 'triggers', items: 16 }),
  );
});

test('an unlabelled run of twelve bare nouns is stuffing', () => {
  const nouns =
    'auth, folders, assets, queues, buckets, libraries, webhooks, triggers, processes, jobs, machines, users';
  expect(signals(`Runs platform operations. Use when the user manages the platform. Covers ${nouns}.`)).toHaveLength(1);
});

test('a list that repeats one word in most items is stuffing from eight items', () => {
  const list = 'M3 model, MiniMax M3, MiniMax-M3, switch to M3, M3 vision, M3 options, M3 context, reasoning split';
  const found = signals(`Wires the MiniMax-M3 model. Use when tuning it. TRIGGERS - ${list}.`);
  expect(found).toHaveLength(1);
  expect(found[0].fact).toContain('"m3" in 7');
});

test.each([
  'Summarises a CSV, TSV or XLSX file into a table of its columns and their types. Use when a user shares a spreadsheet.',
  'Converts images. Use when the user shares a PNG, JPEG, GIF, WebP, HEIC or TIFF file and wants another format.',
  'Summarises recordings. TRIGGERS - summarize recording, analyze session, replay cast, cast to text.',
  'Sets up builds. Use for dev, tunnels, deploys, R2, Supabase, Railway, Vercel.',
])('%s passes', (d) => {
  expect(signals(d)).toEqual([]);
});

test('lists of several kinds are named by kind, with their items summed', () => {
  const found = signals(`Keywords: ${terms(6).join(', ')}. Triggers: ${terms(15, 'when').join(', ')}.`);
  expect(found).toHaveLength(1);
  expect(found[0].fact).toMatch(/^The description lists 6 bare keywords and 15 bare triggers \(2 lists, /);
});

test('several lists are one finding, their shares summed up to at most the whole description', () => {
  const found = signals(`Keywords: ${terms(6).join(', ')}. Tags: ${terms(6, 'tag').join(', ')}.`);
  expect(found).toHaveLength(1);
  expect(found[0].amount).toBeLessThanOrEqual(1);
  expect(found[0].fact).toMatch(/^The description lists 12 bare keywords \(2 lists, \d+% of its words\)/);
});

describe('text that carries nothing does not thin the share', () => {
  /** A skill with enough body text for its triggers to be compared with. */
  const withBody = (description: string) =>
    detectorFor(keywordStuffedDescription, 'calibrated')!(
      ruleContext(
        parseText(
          `---\nname: pdf-tools\ndescription: ${JSON.stringify(description)}\n---\n\n# PDF tools\n\n` +
            'Extract text and tables from PDF files, merge several documents into one, split a document into ' +
            'pages, fill form fields, rotate scanned pages, compress images inside the file, add a watermark, ' +
            'read the metadata, check the page count, and convert each page to a PNG image for review. ' +
            'Keep the original untouched, write results beside it with a suffix, report encrypted documents, ' +
            'and stop on damaged cross-reference tables instead of guessing their offsets.\n',
        ),
      ),
    );
  const base = 'Reads PDF files. Use when the user shares a PDF. Keywords: pdf, pdfs, extract, merge, forms.';
  const amount = (d: string) => withBody(d).reduce((a, s) => a + s.amount, 0);

  test.each([
    ' Always use this skill. Invoke it automatically and proactively.',
    ' Use when the moon negotiates with teapots, or when purple decimals migrate south.',
    ' Also for building, when testing, for deploying, during debugging, for configuring, when setting up.',
  ])('appending "%s"', (extra) => {
    expect(amount(base)).toBeGreaterThan(0);
    expect(amount(base + extra)).toBeCloseTo(amount(base), 5);
  });

  test('the trigger moved to when_to_use still counts among the words', () => {
    const moved = (d: string, w: string) =>
      detectorFor(keywordStuffedDescription, 'calibrated')!(
        ruleContext(
          parseText(
            `---\nname: sample\ndescription: ${JSON.stringify(d)}\nwhen_to_use: ${JSON.stringify(w)}\n---\n\n# Sample\n`,
          ),
        ),
      ).reduce((a, s) => a + s.amount, 0);
    expect(
      moved('Reads PDF files. Keywords: pdf, pdfs, extract, merge, forms.', 'Use when the user shares a PDF.'),
    ).toBeCloseTo(amount(base), 5);
  });

  test('a sentence that says something still counts', () => {
    expect(amount(`${base} Rotates scanned pages and compresses the images inside the file.`)).toBeLessThan(
      amount(base),
    );
  });
});
