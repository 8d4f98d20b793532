// `validate LABELS` end to end: labelled fixture skills scored in-process, the figures checked
// against the statistics module fed with what `score` gives for each target, both label formats,
// targets that cannot be scored, unusable labels, and the LLM depth against the fake API.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { agreementFigures } from '../../../src/validate/agreement.js';
import { startFakeAnthropic, schemaModel } from '../../helpers/fakeAnthropic.js';
import { tempDir } from '../../helpers/tempDir.js';
import { goodSkill, runCli, weakSkill } from '../../helpers/tree.js';

const FIXTURES = path.resolve('fixtures/conformance/cases/skills');
const LABELLED = [
  { path: 'minimal', score: 35 },
  { path: 'many-anti-patterns', score: 20 },
  { path: 'lines-150', score: 70 },
  { path: 'cross-refs', score: 60 },
  { path: 'desc-length-3', score: 80 },
  { path: 'faq-heading', score: 55 },
];

function writeLabels(data: unknown): string {
  const file = path.join(tempDir('pe-validate-'), 'labels.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

async function scoreOf(target: string, args: string[] = [], env: Record<string, string> = {}): Promise<number> {
  const r = await runCli(['score', target, '--output', 'json', ...args], { env });
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout).composite.score as number;
}

test('plain labels: the figures are those of the scores `score` gives, against the labels', async () => {
  const labels = writeLabels(LABELLED);
  const r = await runCli(['validate', labels, '--root', FIXTURES, '--output', 'json', '--seed', '11']);
  expect(r.code).toBe(0);
  const report = JSON.parse(r.stdout);
  const scores: number[] = [];
  for (const l of LABELLED) scores.push(await scoreOf(path.join(FIXTURES, l.path), ['--depth', 'quick']));
  expect(report.targets.map((t: { path: string; score: number }) => [t.path, t.score])).toEqual(
    LABELLED.map((l, i) => [l.path, scores[i]]),
  );
  const expected = agreementFigures(
    LABELLED.map((l, i) => ({ label: l.score, score: scores[i]! })),
    { margin: 10, seed: 11 },
  );
  expect(report.figures).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(report).toMatchObject({ method: 'calibrated', depth: 'quick', labelled: 6, errors: [] });
  // The confusion table holds every target once.
  const cells = Object.values(report.badges.table as Record<string, Record<string, number>>).flatMap((row) =>
    Object.values(row),
  );
  expect(cells.reduce((a, b) => a + b, 0)).toBe(6);
  expect(report.disagreements).toHaveLength(6);
  const gaps = report.disagreements.map((d: { gap: number }) => Math.abs(d.gap));
  expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
});

test('the same seed gives the same report; --method reference scores with the reference method', async () => {
  const labels = writeLabels(LABELLED);
  const args = ['validate', labels, '--root', FIXTURES, '--output', 'json'];
  const [a, b] = [await runCli([...args, '--seed', '3']), await runCli([...args, '--seed', '3'])];
  expect(a.stdout).toBe(b.stdout);
  const ref = JSON.parse((await runCli([...args, '--method', 'reference'])).stdout);
  expect(ref.method).toBe('reference');
  expect(ref.targets[0].score).toBe(
    await scoreOf(path.join(FIXTURES, 'minimal'), ['--depth', 'quick', '--method', 'reference']),
  );
});

test('panel labels: items resolve under <root>/<owner>+<name>/, the text report quotes the raters', async () => {
  const root = tempDir('pe-validate-panel-');
  for (const l of LABELLED.slice(0, 4))
    cpSync(path.join(FIXTURES, l.path), path.join(root, 'acme+skills', 'skills', l.path), { recursive: true });
  const labels = path.join(root, 'public.json');
  writeFileSync(
    labels,
    JSON.stringify({
      repos: { 'acme/skills': { commit: 'abc', license: 'MIT' } },
      items: LABELLED.slice(0, 4).map((l) => ({
        repo: 'acme/skills',
        path: `skills/${l.path}/SKILL.md`,
        expert_score: l.score,
        raters: [
          { overall: l.score, issues: [`issue of ${l.path}`], why: `why ${l.path}` },
          { overall: l.score, issues: ['second rater'], why: 'second why' },
        ],
      })),
    }),
  );
  const r = await runCli(['validate', labels, '--top', '2']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^Validation of method calibrated at depth quick: 4 of 4 labelled targets scored/);
  expect(r.stdout).toMatch(/Spearman\s+-?\d\.\d\d/);
  expect(r.stdout).toMatch(/Kendall\s+-?\d\.\d\d/);
  expect(r.stdout).toMatch(/Pairwise\s+[\d.]+ % of \d+ pairs the labels separate by >= 10 points/);
  expect(r.stdout).toMatch(/Mean\s+score [\d.]+, label 46\.3, gap [+-][\d.]+/);
  expect(r.stdout).toMatch(/Badges \(rows: label badge, columns: score badge\)/);
  const listed = r.stdout.split('\n').filter((line) => /^ *[+-]\d+\.\d {2}acme\/skills:skills\//.test(line));
  expect(listed).toHaveLength(2);
  const first = /acme\/skills:skills\/([\w-]+)/.exec(listed[0]!)![1];
  expect(r.stdout).toContain(`why: why ${first}`);
  expect(r.stdout).toContain(`- issue of ${first}`);
  expect(r.stdout).toContain('- second rater');
});

test('a target that cannot be scored is listed as an error, the others are still scored (exit 2)', async () => {
  const labels = writeLabels([
    ...LABELLED.slice(0, 3),
    { path: 'no-such-skill', score: 50 },
    { path: 'minimal/references', score: 40 },
  ]);
  const r = await runCli(['validate', labels, '--root', FIXTURES, '--output', 'json']);
  expect(r.code).toBe(2);
  const report = JSON.parse(r.stdout);
  expect(report.figures.n).toBe(3);
  expect(report.errors.map((e: { path: string }) => e.path)).toEqual(['no-such-skill', 'minimal/references']);
  expect(report.errors[0].error).toMatch(/no such file or folder/);
  expect(r.stderr).toMatch(/2 of 5 labelled target\(s\) could not be scored/);
  const text = await runCli(['validate', labels, '--root', FIXTURES]);
  expect(text.stdout).toMatch(/Not scored \(2\)\n {2}no-such-skill: no such file or folder/);
});

test.each([
  ['not JSON', '{', /labels\.json: .*JSON/],
  ['neither format', JSON.stringify({ a: 1 }), /expected a list of \{path, score\}/],
  [
    'a score above 100',
    JSON.stringify([{ path: 'minimal', score: 120 }]),
    /\[0\]: the score must be a number from 0 to 100/,
  ],
  [
    'a repo that is not owner/name',
    JSON.stringify({ items: [{ repo: '../x', path: 'a', expert_score: 3 }] }),
    /items\[0\]: repo must be owner\/name/,
  ],
  ['no targets', '[]', /no labelled targets/],
  [
    'a panel path that climbs out of its repository',
    JSON.stringify({ items: [{ repo: 'a/b', path: '../../etc/SKILL.md', expert_score: 3 }] }),
    /items\[0\]: the path must stay inside the repository/,
  ],
])('unusable labels (%s): one line and exit 2', async (_what, content, message) => {
  const file = path.join(tempDir('pe-validate-bad-'), 'labels.json');
  writeFileSync(file, content);
  const r = await runCli(['validate', file]);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(message);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
});

test('a labels file that is not there, and bad flags, are usage errors', async () => {
  expect((await runCli(['validate', path.join(tempDir(), 'none.json')])).stderr).toMatch(
    /cannot read the labels .*ENOENT/,
  );
  expect((await runCli(['validate', 'x.json', '--margin', '-1'])).code).toBe(2);
  expect((await runCli(['validate', 'x.json', '--output', 'markdown'])).code).toBe(2);
});

describe('at depth standard, through the LLM layers', () => {
  const KEY = 'sk-ant-test-key-validate';

  test('scores as `score --depth standard` does, with the key and base URL from the environment', async () => {
    const fake = await startFakeAnthropic({ router: schemaModel({ number: 0.75 }) });
    try {
      const root = tempDir('pe-validate-llm-');
      mkdirSync(path.join(root, 'skills', 'csv-import'), { recursive: true });
      mkdirSync(path.join(root, 'skills', 'notes'), { recursive: true });
      writeFileSync(path.join(root, 'skills', 'csv-import', 'SKILL.md'), goodSkill('csv-import'));
      writeFileSync(path.join(root, 'skills', 'notes', 'SKILL.md'), weakSkill('notes'));
      const labels = path.join(root, 'labels.json');
      writeFileSync(
        labels,
        JSON.stringify([
          { path: 'skills/csv-import', score: 85 },
          { path: 'skills/notes', score: 30 },
        ]),
      );
      const env = { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url };
      const r = await runCli(['validate', labels, '--depth', 'standard', '--output', 'json'], { env });
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout);
      expect(report.depth).toBe('standard');
      const calls = fake.requests.length;
      expect(calls).toBeGreaterThan(0);
      for (const q of fake.requests)
        expect([KEY, `Bearer ${KEY}`]).toContain(q.headers['x-api-key'] ?? q.headers.authorization);
      expect(r.stderr).not.toMatch(/ANTHROPIC_API_KEY is not set/);
      const expected = [
        await scoreOf(path.join(root, 'skills/csv-import'), ['--depth', 'standard'], env),
        await scoreOf(path.join(root, 'skills/notes'), ['--depth', 'standard'], env),
      ];
      expect(report.targets.map((t: { score: number }) => t.score)).toEqual(expected);
      // The static layer alone scores differently: the judge took part.
      const quick = [await scoreOf(path.join(root, 'skills/csv-import'), ['--depth', 'quick'])];
      expect(expected[0]).not.toBe(quick[0]);
    } finally {
      await fake.close();
    }
  });

  test('without a key it says so and scores from the static layer', async () => {
    const labels = writeLabels(LABELLED.slice(0, 2));
    const r = await runCli(['validate', labels, '--root', FIXTURES, '--depth', 'standard', '--output', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/ANTHROPIC_API_KEY is not set/);
    expect(JSON.parse(r.stdout).targets[0].score).toBe(
      await scoreOf(path.join(FIXTURES, 'minimal'), ['--depth', 'quick']),
    );
  });
});

describe('--cross-validate (fixtures/validity: three repositories of three skills)', () => {
  const VALIDITY = path.resolve('fixtures/validity');
  const args = [
    'validate',
    path.join(VALIDITY, 'panel.json'),
    '--root',
    path.join(VALIDITY, 'repos'),
    '--cross-validate',
  ];

  test('JSON: held-out figures, three folds, the fit on every label; the same run gives the same bytes', async () => {
    const [a, b] = [await runCli([...args, '--output', 'json']), await runCli([...args, '--output', 'json'])];
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const report = JSON.parse(a.stdout);
    expect(report.method).toBe('calibrated, cross-validated (leave one repository out)');
    expect(report.figures.n).toBe(9);
    expect(report.crossValidation.folds.map((f: { group: string }) => f.group)).toEqual([
      'acme/alpha',
      'acme/beta',
      'acme/gamma',
    ]);
    expect(Object.keys(report.crossValidation.fit.stretch)).toHaveLength(6);
    expect(a.stderr).toMatch(/fitted 4 times in/);
  });

  test('text: the scheme is named; --fit-out writes the fit on every label as CAL_FIT is shaped', async () => {
    const out = path.join(tempDir('pe-validate-fit-'), 'fit.json');
    const r = await runCli([...args, '--fit-out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/cross-validated \(held out, pooled\)\s+9/);
    const json = JSON.parse((await runCli([...args, '--output', 'json'])).stdout);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(json.crossValidation.fit);
  });

  test('usage errors: --fit-out alone, another depth or method, a single repository', async () => {
    const fitOnly = await runCli(['validate', path.join(VALIDITY, 'panel.json'), '--fit-out', 'x.json']);
    expect([fitOnly.code, fitOnly.stderr]).toEqual([2, expect.stringMatching(/--fit-out needs --cross-validate/)]);
    expect((await runCli([...args, '--depth', 'standard'])).stderr).toMatch(/use --depth quick/);
    expect((await runCli([...args, '--method', 'reference'])).code).toBe(2);
    const one = writeLabels([
      { path: 'acme+alpha/skills/csv-report', score: 80 },
      { path: 'acme+alpha/skills/do-thing', score: 20 },
    ]);
    const single = await runCli(['validate', one, '--root', path.join(VALIDITY, 'repos'), '--cross-validate']);
    expect([single.code, single.stderr]).toEqual([2, expect.stringMatching(/at least two repositories/)]);
  });
});
